"""The look: a validated palette (assets/themes/palette.json) and the pygame_gui theme."""

from __future__ import annotations

import copy
from functools import cache
from typing import Annotated, Any

import pygame
import pygame_gui
from pydantic import BaseModel, ConfigDict, Field

from tabletop.engine.documents import read_json_file, validate_model
from tabletop.engine.errors import DocumentError
from tabletop.paths import asset

HexColour = Annotated[str, Field(pattern=r"^#[0-9a-fA-F]{6}([0-9a-fA-F]{2})?$")]


class Palette(BaseModel):
    """Named colours of the late-Soviet magazine cut-out look."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    ink: HexColour
    paper: HexColour
    paper_dark: HexColour
    paper_light: HexColour
    red: HexColour
    green: HexColour
    yellow: HexColour
    blue: HexColour
    orange: HexColour
    space: HexColour
    space_light: HexColour
    star: HexColour
    grey: HexColour
    white: HexColour
    shadow: HexColour


@cache
def palette() -> Palette:
    """The palette, read and validated once."""
    path = asset("themes", "palette.json")
    return validate_model(Palette, read_json_file(path, "palette"), f"palette {path}")


@cache
def colour(name: str) -> pygame.Color:
    """A named palette colour (KeyError for an unknown name)."""
    value = palette().model_dump().get(name)
    if value is None:
        raise KeyError(f"no colour '{name}' in the palette")
    return pygame.Color(value)


SIDE_COLOURS = ("red", "blue", "green", "yellow", "orange", "grey")


@cache
def side_colour_names() -> dict[str, str]:
    """Which palette colour each side wears (assets/themes/sides.json), validated once."""
    path = asset("themes", "sides.json")
    data = read_json_file(path, "side colours")
    if not isinstance(data, dict) or not all(
        isinstance(name, str) and name in Palette.model_fields for name in data.values()
    ):
        raise DocumentError(f"side colours {path}: expected {{side: palette colour name}}")
    return dict(data)


def side_colour(side: str, index: int = 0) -> pygame.Color:
    """A colour for a side: its colour from sides.json, a palette colour of that name, else one by position."""
    name = side_colour_names().get(side, side)
    if name in Palette.model_fields:
        return colour(name)
    return colour(SIDE_COLOURS[index % len(SIDE_COLOURS)])


@cache
def _gui_theme() -> dict[str, Any]:
    data = read_json_file(asset("themes", "gui.json"), "theme")
    for block in data.values():
        fonts = block.get("font") if isinstance(block, dict) else None
        for spec in fonts if isinstance(fonts, list) else [fonts] if fonts else []:
            for key in ("regular_path", "bold_path", "italic_path", "bold_italic_path"):
                if isinstance(spec.get(key), str):
                    spec[key] = str(asset(*spec[key].split("/")))
    return data


def gui_theme() -> dict[str, Any]:
    """The pygame_gui theme (assets/themes/gui.json) with font paths made absolute."""
    return copy.deepcopy(_gui_theme())


def make_manager(size: tuple[int, int], lang: str = "en") -> pygame_gui.UIManager:
    """A pygame_gui UIManager with the project's theme and the bundled fonts."""
    return pygame_gui.UIManager(size, gui_theme(), enable_live_theme_updates=False, starting_language=lang)

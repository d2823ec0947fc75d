"""Colours and cached text for the Armageddon view (the shell's palette plus a few mixed shades)."""

from __future__ import annotations

import json
from functools import cache, lru_cache

import pygame

from tabletop.paths import asset

FALLBACK = {
    "ink": "#1c1a2e",
    "paper": "#f4e7c5",
    "paper_dark": "#e2cf9f",
    "paper_light": "#fbf4e0",
    "red": "#d62a36",
    "green": "#2f9a4c",
    "yellow": "#f6c21c",
    "blue": "#2857c5",
    "orange": "#ef7d22",
    "space": "#131a3d",
    "space_light": "#233070",
    "star": "#fff4cf",
    "grey": "#8c8575",
    "white": "#fffdf4",
    "shadow": "#0b0a16",
}


@cache
def palette() -> dict[str, pygame.Color]:
    """Named colours: the theme's palette file, with built-in fallbacks for missing names."""
    names = dict(FALLBACK)
    try:
        from tabletop.ui.theme import palette as theme_palette

        names.update(theme_palette().model_dump())
    except (ImportError, ValueError):
        names.update(_palette_file())
    colours = {name: pygame.Color(value) for name, value in names.items()}
    colours["hull"] = mix(colours["blue"], colours["space"], 0.45)
    colours["deck"] = mix(colours["blue"], colours["paper"], 0.3)
    colours["metal"] = mix(colours["paper"], colours["grey"], 0.25)
    colours["glow"] = mix(colours["yellow"], colours["white"], 0.5)
    colours["alien"] = colours["blue"]
    colours["officer"] = mix(colours["blue"], colours["ink"], 0.25)
    return colours


def _palette_file() -> dict[str, str]:
    """The palette file read directly (when the shell's theme module is unavailable)."""
    try:
        data = json.loads(asset("themes", "palette.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in data.items() if isinstance(v, str)} if isinstance(data, dict) else {}


def colour(name: str) -> pygame.Color:
    """One named colour (ink when unknown)."""
    return palette().get(name, palette()["ink"])


def mix(a: pygame.Color, b: pygame.Color, t: float) -> pygame.Color:
    """The colour a fraction t of the way from a to b."""
    return pygame.Color(*(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True)))


@lru_cache(maxsize=512)
def text(value: str, size: int, bold: bool = False, ink: tuple[int, int, int] = (28, 26, 46)) -> pygame.Surface:
    """A rendered line of text (cached by content, size, weight and colour)."""
    from tabletop.ui.fonts import font

    return font(max(6, size), bold).render(value, True, ink)


def blit_text(
    surface: pygame.Surface,
    value: str,
    size: int,
    centre: tuple[int, int],
    *,
    bold: bool = False,
    ink: pygame.Color | tuple[int, int, int] = (28, 26, 46),
    anchor: str = "center",
) -> pygame.Rect:
    """Draw text anchored at a point (`center`, `midleft`, `topleft`, ...); returns its rectangle."""
    image = text(value, size, bold, tuple(ink[:3]))
    box = image.get_rect(**{anchor: centre})
    surface.blit(image, box)
    return box

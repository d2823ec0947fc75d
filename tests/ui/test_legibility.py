"""Legibility at the smallest window (issue 16.10): board letters of at least 12 px, no defence hidden under a
plane, readable selected rows."""

from __future__ import annotations

import collections
import json
import traceback

import pygame
import pytest

from tabletop import registry
from tabletop.engine.seats import Player
from tabletop.i18n import Words
from tabletop.paths import asset
from tabletop.ui import fonts
from tabletop.ui.session import GameSession
from tests.ui.input_support import step

SMALLEST = (960, 600)
BOARD_FILES = tuple(f"{game}/view/{part}.py" for game in ("armageddon", "airwar")
                    for part in ("draw", "scenery", "pieces"))
PANEL_FILES = (*(f"{game}/view/{part}.py" for game in ("armageddon", "airwar") for part in ("panel", "table_look")),
               "tabletop/ui/table/panel.py")


@pytest.fixture(params=["board", "panel"])
def board_font_sizes(request, monkeypatch):
    """Every letter size the board drawing (draw, scenery, pieces) or the side panel asks the font loader
    for, their text caches emptied first."""
    files = BOARD_FILES if request.param == "board" else PANEL_FILES
    import airwar.view.palette as airwar_palette
    import armageddon.view.palette as armageddon_palette

    sizes: collections.Counter[int] = collections.Counter()
    real = fonts.font

    def spy(size: int, bold: bool = False) -> pygame.font.Font:
        if any(frame.filename.endswith(files) for frame in traceback.extract_stack()):
            sizes[int(size)] += 1
        return real(size, bold)

    spy.cache_clear = real.cache_clear  # type: ignore[attr-defined]
    monkeypatch.setattr(fonts, "font", spy)  # the boards' text functions import it when they run
    armageddon_palette.text.cache_clear()
    airwar_palette.text_image.cache_clear()
    yield sizes
    armageddon_palette.text.cache_clear()
    airwar_palette.text_image.cache_clear()


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_board_letters_are_at_least_12_px_at_960x600(app_factory, board_font_sizes, game, lang) -> None:
    """A new game's table at 960×600: every label drawn on the board (names of circles, squares, zones,
    the key) and every line of the side panel is 12 px or more."""
    app = app_factory(lang, SMALLEST)
    entry = registry.get_entry(game)
    seats = {seat: Player(name=f"P{index}") for index, seat in enumerate(entry.make_game(None).seats)}
    board_font_sizes.clear()
    assert app.open_table(GameSession.new(entry, {}, seats, seed=1))
    step(app, frames=3)
    assert board_font_sizes, "the board drew no text through the font loader"
    assert min(board_font_sizes) >= fonts.MIN_TEXT, sorted(board_font_sizes.items())


def square_colours(surface: pygame.Surface, centre: tuple[float, float], cell: float, colour: pygame.Color) -> int:
    """How many pixels of one colour lie within one cell of a point."""
    rect = pygame.Rect(0, 0, round(cell * 2), round(cell * 2))
    rect.center = (round(centre[0]), round(centre[1]))
    return sum(surface.get_at((x, y))[:3] == colour[:3] for x in range(rect.left, rect.right)
               for y in range(rect.top, rect.bottom))


@pytest.mark.parametrize("kind", ["gun", "missile"])
def test_a_plane_on_a_defence_leaves_it_visible(kind) -> None:
    """A bomber standing on a gun's (or launcher's) square: the defence still shows beside it."""
    pygame.init()
    from airwar.view.draw import BoardView, draw_board
    from airwar.view.palette import colour

    defence = {"side": "south", "kind": kind, "at": "e5", **({"facing": "N"} if kind == "gun" else {})}
    plane = {"side": "north", "kind": "bomber", "at": "e5", "heading": "S", "parked": False}
    mark = colour("south_dark") if kind == "gun" else colour("yellow")
    counts = []
    for planes in ([], [plane]):
        surface = pygame.Surface((620, 600))
        doc = {"planes": planes, "defences": [defence], "hq": {"south": "h3", "north": "h19"}}
        grid = draw_board(Words("ru"), surface, doc, BoardView(), surface.get_rect())
        counts.append(square_colours(surface, grid.square("e5"), grid.cell, mark))
    alone, covered = counts
    assert alone > 20
    assert covered >= alone * 0.4, f"only {covered} of {alone} pixels of the {kind} show under the plane"


def test_selected_rows_are_dark_on_mustard() -> None:
    """Selected list rows (drop-down options, lists) are ink on mustard, not white on mustard."""
    theme = json.loads(asset("themes", "gui.json").read_text(encoding="utf-8"))
    defaults = theme["defaults"]["colours"]
    for block in ("selection_list.@selection_list_item", "drop_down_menu.selection_list.button"):
        colours = {**defaults, **theme["button"]["colours"], **theme[block].get("colours", {})}
        for state in ("selected", "active"):
            background, ink = pygame.Color(colours[f"{state}_bg"]), pygame.Color(colours[f"{state}_text"])
            assert contrast(background, ink) >= 4.5, f"{block} {state}: {ink} on {background}"


def contrast(a: pygame.Color, b: pygame.Color) -> float:
    """The WCAG contrast ratio of two colours."""
    def luminance(c: pygame.Color) -> float:
        parts = [(v / 255) / 12.92 if v <= 10 else ((v / 255 + 0.055) / 1.055) ** 2.4 for v in (c.r, c.g, c.b)]
        return 0.2126 * parts[0] + 0.7152 * parts[1] + 0.0722 * parts[2]
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)

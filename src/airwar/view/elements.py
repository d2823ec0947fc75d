"""What is under the pointer on the Air War sky map, and the one-sentence rule that explains it.

Pure: found on the same grid of points the drawing uses (`board_grid`), from the position document
(planes, defences, headquarters) and the layout (the airfields' parking points). A plane is found
before whatever stands under it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from airwar.layout import HOME_ROWS, Layout, row_of
from airwar.view.draw import board_grid
from airwar.view.geometry import Grid
from tabletop.board_elements import BoardElements, Box, Element, centred_box, words
from tabletop.i18n import Term

GAME = "airwar"
SECTIONS: dict[str, str] = {
    "bomber": "3.9", "fighter": "3.9", "parked": "3.9", "gun": "3.7", "missile": "3.7", "hq": "3.8",
    "airfield": "3.5", "home_zone": "2.1", "sky": "2.1",
}
KINDS = tuple(SECTIONS)
HEADINGS = "NESW"
APRON_PAD = 0.47  # cells around the parking points, as the airfield is drawn


def board_of(game: Any) -> Layout:
    """The layout `element_at` reads (for the airfields), from the game object the table holds."""
    return game.layout


def element_at(layout: Layout, doc: Mapping[str, Any], point: tuple[int, int], rect: pygame.Rect) -> Element | None:
    """The board element under a screen point when the sky map is drawn into rect, else None."""
    if not rect.collidepoint(point):
        return None
    grid = board_grid(rect)
    square = grid.square_at(point)
    if square is None:
        return _airfield(layout, grid, point)
    return (_plane(doc, grid, square) or _defence(doc, grid, square) or _hq(doc, grid, square)
            or _airfield(layout, grid, point) or _point(grid, square))


def tooltip(element: Element, lang: str) -> tuple[str, str, str]:
    """(title, one sentence, section) of an element in a language."""
    return words(GAME, element, lang)


ELEMENTS = BoardElements(GAME, board_of, element_at, tooltip)


def _element(kind: str, name: str, box: Box, **params: object) -> Element:
    return Element(kind, name, SECTIONS[kind], box, tuple(sorted(params.items())))


def _box(grid: Grid, square: str, share: float = 0.55) -> Box:
    x, y = grid.square(square)
    return centred_box(x, y, grid.cell * share)


def _side(side: str) -> Term:
    return Term(f"tooltips.airwar.side.{side}")


def _from(heading: str, turn: int) -> Term:
    """Words for "from the <direction>": the direction `turn` quarter turns clockwise from `heading`."""
    return Term(f"tooltips.airwar.from.{HEADINGS[(HEADINGS.index(heading) + turn) % 4]}")


def _plane(doc: Mapping[str, Any], grid: Grid, square: str) -> Element | None:
    """A plane on the point: its kind, side and heading; where enemy planes may strike it from."""
    plane = next((p for p in doc.get("planes", ()) if p["at"] == square), None)
    if plane is None:
        return None
    heading = plane["heading"]
    kind = "parked" if plane.get("parked") else plane["kind"]
    return _element(kind, square, _box(grid, square, 0.6), side=_side(plane["side"]),
                    plane=Term(f"tooltips.airwar.plane.{plane['kind']}"),
                    heading=Term(f"tooltips.airwar.heading.{heading}"),
                    behind=_from(heading, 2), front=_from(heading, 0), left=_from(heading, 3), right=_from(heading, 1))


def _defence(doc: Mapping[str, Any], grid: Grid, square: str) -> Element | None:
    """A gun (its covered front and sides, its open back) or a missile launcher on the point."""
    found = next((d for d in doc.get("defences", ()) if d["at"] == square), None)
    if found is None:
        return None
    if found["kind"] != "gun":
        return _element("missile", square, _box(grid, square), side=_side(found["side"]))
    facing = found.get("facing") or "N"
    return _element("gun", square, _box(grid, square), side=_side(found["side"]),
                    heading=Term(f"tooltips.airwar.heading.{facing}"), front=_from(facing, 0),
                    left=_from(facing, 3), right=_from(facing, 1), behind=_from(facing, 2))


def _hq(doc: Mapping[str, Any], grid: Grid, square: str) -> Element | None:
    """A headquarters on the point."""
    side = next((s for s, at in doc.get("hq", {}).items() if at == square), None)
    return None if side is None else _element("hq", square, _box(grid, square, 0.65), side=_side(side))


def _airfield(layout: Layout, grid: Grid, point: tuple[int, int]) -> Element | None:
    """The airfield whose apron (its parking points and a margin, as drawn) holds the point."""
    for side in ("south", "north"):
        for airfield in layout.side(side).airfields:
            apron = _apron(grid, [p.at for p in airfield.parking])
            if apron.collidepoint(point):
                return _element("airfield", _corners([p.at for p in airfield.parking]),
                                (apron.x, apron.y, apron.width, apron.height), side=_side(side))
    return None


def _corners(squares: list[str]) -> str:
    """A block of points named by its corners: "b3–e4"."""
    columns, rows = [s[0] for s in squares], [row_of(s) for s in squares]
    return f"{min(columns)}{min(rows)}–{max(columns)}{max(rows)}"


def _apron(grid: Grid, squares: list[str]) -> pygame.Rect:
    xs, ys = zip(*(grid.square(s) for s in squares), strict=True)
    pad = grid.cell * APRON_PAD
    return pygame.Rect(round(min(xs) - pad), round(min(ys) - pad), round(max(xs) - min(xs) + 2 * pad),
                       round(max(ys) - min(ys) + 2 * pad))


def _point(grid: Grid, square: str) -> Element:
    """An empty point: a side's home zone or the open sky between them."""
    side = next((s for s, rows in HOME_ROWS.items() if row_of(square) in rows), None)
    box = _box(grid, square, 0.3)
    return _element("sky", square, box) if side is None else _element("home_zone", square, box, side=_side(side))

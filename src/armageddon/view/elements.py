"""What is under the pointer on the Armageddon board, and the one-sentence rule that explains it.

Pure: found from the board's own geometry (the circles, the laser beam, the officer's paths, the
cruiser's compartments and launch table, the aliens' central compartment) in the same canvas → screen
transform the drawing uses. A token is found before the circle it stands on.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import pygame

from armageddon.view.geometry import TOKEN_RADIUS, Transform, board_transform, node_at, node_radius
from armageddon.view.scenery import laser_points
from tabletop.board_elements import BoardElements, Box, Element, centred_box, words
from tabletop.i18n import Count, Term

GAME = "armageddon"
EARTH = ("red", "green", "yellow")
SECTIONS: dict[str, str] = {
    "home": "2.1", "compartment": "2.1", "launch_table": "2.2", "lane": "2.3", "blue_crossing": "6.6",
    "laser_crossing": "6.7", "ring": "2.4", "landing": "3.7", "gk": "5.3", "laser_control": "6.7",
    "laser": "6.7", "numbered": "2.5", "central_compartment": "2.5", "officer_circle": "2.5",
    "corridor": "2.6", "mine_depot": "6.2", "launch_pad": "6.3", "flight_path": "2.7", "attack_point": "6.4",
    "return_arc": "6.5", "earth_token": "3.2", "warrior": "4.1", "officer": "6.1",
}
KINDS = tuple(SECTIONS)
LINE_REACH = 9.0  # canvas units either side of a drawn line that still count as on it
CORRIDOR = frozenset({"D", "O1", "O2", "P"})
Point = tuple[float, float]


def board_of(game: Any) -> Any:
    """The board graph `element_at` reads, from the game object the table holds."""
    return game.board


def element_at(board: Any, doc: Mapping[str, Any], point: tuple[int, int], rect: pygame.Rect) -> Element | None:
    """The board element under a screen point when the board is drawn into rect, else None."""
    if not rect.collidepoint(point):
        return None
    tf = board_transform(tuple(board.canvas), rect)
    node_id = node_at(board, tf, point)
    found: Element | None
    if node_id is not None:
        found = _token(board, doc, tf, node_id) or _circle(board, doc, tf, node_id)
    else:
        found = _line(board, doc, tf, point) or _area(board, doc, tf, point)
    return replace(found, wording=_wording(found.kind, doc)) if found is not None else None


def tooltip(element: Element, lang: str) -> tuple[str, str, str]:
    """(title, one sentence, section) of an element in a language."""
    return words(GAME, element, lang)


ELEMENTS = BoardElements(GAME, board_of, element_at, tooltip)


def _element(kind: str, name: str, box: Box, **params: object) -> Element:
    return Element(kind, name, SECTIONS[kind], box, tuple(sorted(params.items())))


def _wording(kind: str, doc: Mapping[str, Any]) -> str:
    """The variant's own sentence for a kind, if it changes that rule: displacement as a right (D46) for a
    warrior, taking ГК only by displacing an alien (`gk_capture = "literal"`, D19; with or without the storm)."""
    variant = doc.get("variant", {})
    if kind == "warrior" and variant.get("displacement") == "right":
        return "right"
    if kind == "gk" and variant.get("gk_capture") == "literal":
        return "literal_storm" if variant.get("storm_tokens_per_colour", 0) else "literal"
    return ""


def _node_box(tf: Transform, node: Any, radius: float) -> Box:
    x, y = tf.point(node.x, node.y)
    return centred_box(x, y, tf.length(radius))


def _colour(name: str) -> dict[str, Term]:
    """A colour's words: the singular adjective and the "of the … tokens" form."""
    return {"colour": Term(f"tooltips.armageddon.colour.{name}"),
            "colour_of": Term(f"tooltips.armageddon.colour_of.{name}")}


def _laser_state(board: Any, doc: Mapping[str, Any]) -> Term:
    """Words for whether the laser is on (an Earth token on Q switches it off)."""
    on = doc.get("tokens", {}).get(board.extra.get("laser_control", "R4")) not in EARTH
    return Term(f"tooltips.armageddon.laser.{'on' if on else 'off'}")


def _token(board: Any, doc: Mapping[str, Any], tf: Transform, node_id: str) -> Element | None:
    """The token standing on a circle, if any."""
    piece = doc.get("tokens", {}).get(node_id)
    if piece is None:
        return None
    box = _node_box(tf, board.by_id[node_id], TOKEN_RADIUS)
    if piece in EARTH:
        return _element("earth_token", node_id, box, **_colour(piece))
    if piece == "officer":
        mine = "with" if doc.get("officer_mine") else "without"
        return _element("officer", node_id, box, mine=Term(f"tooltips.armageddon.mine.{mine}"))
    return _element("warrior", node_id, box)


def _circle_kind(board: Any, node: Any) -> str:
    """The element kind of a circle: its board kind, except that a landing circle is a kind of its own."""
    if node.id in board.extra.get("landing", {}).values():
        return "landing"
    return node.kind if node.kind in SECTIONS else "ring"


def _circle(board: Any, doc: Mapping[str, Any], tf: Transform, node_id: str) -> Element:
    """A circle of the board with the facts its sentence names."""
    node = board.by_id[node_id]
    kind = _circle_kind(board, node)
    params: dict[str, object] = {"number": node.label or node_id}
    if node.colour in EARTH:
        params.update(_colour(node.colour))
    if kind in ("laser_crossing", "laser_control"):
        params["laser"] = _laser_state(board, doc)
    if kind == "mine_depot":
        params["mines"] = Count("tooltips.armageddon.mines", int(doc.get("depot", 0)))
    return _element(kind, node_id, _node_box(tf, node, node_radius(node.kind)), **params)


def _line(board: Any, doc: Mapping[str, Any], tf: Transform, point: tuple[int, int]) -> Element | None:
    """The laser beam or a stretch of the officer's paths under the pointer."""
    at = tf.to_canvas(*point)
    box = centred_box(point[0], point[1], tf.length(LINE_REACH) + 4)
    if _near(laser_points(board), at):
        return _element("laser", "Q", box, laser=_laser_state(board, doc))
    for index, chain in enumerate(board.paths.get("officer", [])):
        for a, b in itertools.pairwise(chain):
            if _near([_xy(board, a), _xy(board, b)], at):
                kind = "return_arc" if index else "corridor" if {a, b} <= CORRIDOR else "flight_path"
                return _element(kind, f"{a}–{b}", box)
    return None


def _xy(board: Any, node_id: str) -> Point:
    node = board.by_id[node_id]
    return node.x, node.y


def _near(points: Sequence[Point], at: Point) -> bool:
    """True when `at` lies within LINE_REACH of the polyline."""
    return any(_segment_distance(a, b, at) <= LINE_REACH for a, b in itertools.pairwise(points))


def _segment_distance(a: Point, b: Point, p: Point) -> float:
    """The distance from p to the segment a–b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = dx * dx + dy * dy
    t = 0.0 if length == 0 else max(0.0, min(1.0, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / length))
    return math.hypot(p[0] - a[0] - t * dx, p[1] - a[1] - t * dy)


def _area(board: Any, doc: Mapping[str, Any], tf: Transform, point: tuple[int, int]) -> Element | None:
    """A compartment of the cruiser, its launch table or the aliens' central compartment."""
    x, y = tf.to_canvas(*point)
    for name, box in board.extra.get("compartments", {}).items():
        if _inside(box, x, y):
            state = "destroyed" if name in doc.get("destroyed", []) else "intact"
            return _element("compartment", name, _screen(tf, box), state=Term(f"tooltips.armageddon.{state}"))
    for kind, key, name in (("launch_table", "launch_table_rect", "L1–L3"),
                            ("central_compartment", "main_compartment_rect", "S1–S3, D")):
        box = board.extra.get(key)
        if box and _inside(box, x, y):
            return _element(kind, name, _screen(tf, box))
    return None


def _inside(box: Mapping[str, float], x: float, y: float) -> bool:
    return box["x"] <= x <= box["x"] + box["w"] and box["y"] <= y <= box["y"] + box["h"]


def _screen(tf: Transform, box: Mapping[str, float]) -> Box:
    rect = tf.rect(box["x"], box["y"], box["w"], box["h"])
    return rect.x, rect.y, rect.width, rect.height

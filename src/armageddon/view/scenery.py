"""The board's scenery: space, the two ships, the paths, the laser and every circle (board data → vectors).

Nothing here depends on the UI state; most of it is painted once per window size
(see `draw.static_layer`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping, Sequence
from functools import cache
from itertools import pairwise
from typing import Any

import pygame

from armageddon.view.geometry import Point, Transform, node_radius
from armageddon.view.palette import blit_text, colour, mix, text
from armageddon.view.pieces import disc, draw_mine, draw_ship, draw_token, outlined, star
from tabletop.ui.fonts import readable

EARTH = ("red", "green", "yellow")
LANE_LETTER = {"red": "r", "green": "g", "yellow": "y"}


# --- background -----------------------------------------------------------------------------------


def label_px(tf: Transform, units: float) -> int:
    """A board label's letter size: its size on the board, never below the smallest readable size."""
    return readable(tf.length(units))


@cache
def _stars(count: int = 260) -> tuple[tuple[float, float, int, int], ...]:
    """Deterministic stars: (x, y as fractions, size class, twinkle shape)."""
    rng = random.Random(1987)
    return tuple((rng.random(), rng.random(), rng.choice((1, 1, 1, 2, 2, 3)), rng.randrange(6)) for _ in range(count))


def draw_space(surface: pygame.Surface, rect: pygame.Rect, tf: Transform) -> None:
    """Deep space with a nebula band, stars and two planets."""
    surface.fill(colour("space"), rect)
    band = [(0, 0.72), (0.35, 0.55), (0.7, 0.62), (1, 0.4), (1, 0.55), (0.7, 0.78), (0.35, 0.7), (0, 0.9)]
    pygame.draw.polygon(
        surface, colour("space_light"), [(rect.x + u * rect.width, rect.y + v * rect.height) for u, v in band]
    )
    unit = max(1.0, tf.scale * 1.6)
    for u, v, size, shape in _stars():
        x, y = rect.x + u * rect.width, rect.y + v * rect.height
        if shape == 0 and size > 1:
            pygame.draw.polygon(surface, colour("star"), star((x, y), unit * size * 2.2, unit * size * 0.6, 4, 0))
        else:
            pygame.draw.circle(surface, colour("star"), (x, y), unit * size * 0.6)
    _planet(surface, tf, (1530.0, 95.0), 48.0, colour("orange"), ring=True)
    _planet(surface, tf, (600.0, 70.0), 30.0, mix(colour("green"), colour("blue"), 0.5), ring=False)


def _planet(surface: pygame.Surface, tf: Transform, at: Point, radius: float, fill: pygame.Color, ring: bool) -> None:
    """A flat cut-out planet, optionally ringed."""
    centre, r, w = tf.point(*at), tf.length(radius), tf.length(4)
    disc(surface, fill, centre, r, w)
    pygame.draw.circle(
        surface, mix(fill, colour("white"), 0.35), (centre[0] - r // 3, centre[1] - r // 3), max(1, r // 4)
    )
    if ring:
        box = pygame.Rect(0, 0, r * 3, max(2, r * 0.8))
        box.center = centre
        pygame.draw.ellipse(surface, colour("ink"), box, w + 2)
        pygame.draw.ellipse(surface, colour("yellow"), box, max(1, w - 1))


# --- the alien ship -------------------------------------------------------------------------------


def draw_alien_ship(
    surface: pygame.Surface, board: Any, tf: Transform, where: Mapping[str, tuple[int, int]], labels: Mapping[str, str]
) -> None:
    """The saucer: hull, the ring band, the inner deck and the main compartment."""
    ring = board.extra.get("ring", {"cx": 1260.0, "cy": 500.0, "r": 250.0})
    centre, r = tf.point(ring["cx"], ring["cy"]), ring["r"]
    w = tf.length(5)
    for i in range(12):
        a = math.pi * 2 * i / 12 + math.pi / 12
        tip = (ring["cx"] + (r + 78) * math.cos(a), ring["cy"] + (r + 78) * math.sin(a))
        base = [
            (ring["cx"] + (r + 40) * math.cos(a + d), ring["cy"] + (r + 40) * math.sin(a + d)) for d in (-0.09, 0.09)
        ]
        outlined(surface, colour("deck"), [tf.point(*tip), *(tf.point(*p) for p in base)], tf.length(3))
    disc(surface, colour("hull"), centre, tf.length(r + 48), w, shadow=tf.length(8))
    pygame.draw.circle(surface, colour("deck"), centre, tf.length(r + 34))
    pygame.draw.circle(surface, colour("ink"), centre, tf.length(r + 34), tf.length(3))
    disc(surface, colour("hull"), centre, tf.length(r - 34), tf.length(3))
    _ring_arrows(surface, board, tf)
    box = board.extra.get("main_compartment_rect")
    if box:
        rect = tf.rect(box["x"], box["y"] - 8, box["w"], box["h"] + 16)
        pygame.draw.rect(surface, colour("paper"), rect, border_radius=tf.length(30))
        pygame.draw.rect(surface, colour("ink"), rect, tf.length(4), border_radius=tf.length(30))
        blit_text(
            surface,
            labels.get("main", ""),
            label_px(tf, 15),
            tf.point(box["x"] + box["w"] / 2 - 70, box["y"] + box["h"] + 24),
            bold=True,
            ink=colour("paper_light"),
        )
    blit_text(
        surface,
        labels.get("ship", ""),
        label_px(tf, 22),
        tf.point(ring["cx"] + 60, ring["cy"] - r - 110),
        bold=True,
        ink=colour("star"),
    )


def _ring_ids(board: Any) -> list[str]:
    """Ring circles in index order (R0, R1, ...)."""
    ring = [n.id for n in board.nodes if n.id.startswith("R") and n.id[1:].isdigit()]
    return sorted(ring, key=lambda s: int(s[1:]))


def _ring_arrows(surface: pygame.Surface, board: Any, tf: Transform) -> None:
    """Arrows between ring circles: Earth's direction (down the indices), in paper colour."""
    ids = _ring_ids(board)
    by = board.by_id
    for i, node_id in enumerate(ids):
        here, there = by[node_id], by[ids[i - 1]]
        mid = ((here.x + there.x) / 2, (here.y + there.y) / 2)
        heading = math.atan2(there.y - here.y, there.x - here.x)
        _arrowhead(surface, tf, mid, heading, 11.0, colour("paper_light"))


def _arrowhead(
    surface: pygame.Surface, tf: Transform, at: Point, heading: float, size: float, fill: pygame.Color
) -> None:
    """A small filled triangle pointing along heading, outlined in ink."""
    cos, sin = math.cos(heading), math.sin(heading)
    corners = [
        (at[0] + size * cos, at[1] + size * sin),
        (at[0] - size * cos - size * 0.8 * sin, at[1] - size * sin + size * 0.8 * cos),
        (at[0] - size * cos + size * 0.8 * sin, at[1] - size * sin - size * 0.8 * cos),
    ]
    outlined(surface, fill, [tf.point(*c) for c in corners], tf.length(2))


# --- the Earth cruiser ----------------------------------------------------------------------------

HULL = [(40, 80), (340, 80), (462, 330), (462, 670), (340, 920), (40, 920), (20, 760), (20, 240)]


def draw_cruiser(surface: pygame.Surface, board: Any, tf: Transform, labels: Mapping[str, str]) -> None:
    """The cruiser: engines, hull, four compartments, the launch table, trophies."""
    for y in (200, 500, 800):
        flame = [(22, y - 50), (-40, y - 25), (-10, y), (-50, y + 25), (22, y + 50)]
        outlined(surface, colour("orange"), [tf.point(*p) for p in flame], tf.length(3))
        outlined(
            surface, colour("yellow"), [tf.point(*p) for p in [(22, y - 25), (-12, y), (22, y + 25)]], tf.length(2)
        )
    outlined(surface, colour("metal"), [tf.point(*p) for p in HULL], tf.length(5), shadow=tf.length(8))
    pygame.draw.rect(surface, colour("red"), tf.rect(40, 92, 300, 10))
    pygame.draw.rect(surface, colour("red"), tf.rect(40, 898, 300, 10))
    outlined(surface, colour("red"), [tf.point(*p) for p in star((400.0, 250.0), 34, 14)], tf.length(3))
    blit_text(surface, labels.get("cruiser", ""), label_px(tf, 22), tf.point(190, 52), bold=True, ink=colour("star"))
    for name, box in board.extra.get("compartments", {}).items():
        _compartment(surface, tf, name, box)
    table = board.extra.get("launch_table_rect")
    if table:
        rect = tf.rect(table["x"], table["y"], table["w"], table["h"])
        pygame.draw.rect(surface, colour("orange"), rect, border_radius=tf.length(14))
        pygame.draw.rect(surface, colour("ink"), rect, tf.length(4), border_radius=tf.length(14))
        paper_tag(surface, tf, labels.get("launch_table", ""), 13, (table["x"] + table["w"] / 2, table["y"] - 24))


def _compartment(surface: pygame.Surface, tf: Transform, name: str, box: Mapping[str, float]) -> None:
    """One compartment: a paper panel with its number."""
    rect = tf.rect(box["x"], box["y"], box["w"], box["h"])
    pygame.draw.rect(surface, colour("paper_light"), rect, border_radius=tf.length(16))
    pygame.draw.rect(surface, colour("ink"), rect, tf.length(4), border_radius=tf.length(16))
    blit_text(surface, name, label_px(tf, 26), tf.point(box["x"] + 38, box["y"] + 30), bold=True, ink=colour("ink"))


def draw_trophies(surface: pygame.Surface, doc: Mapping[str, Any], tf: Transform, labels: Mapping[str, Any]) -> None:
    """Trophy mines won by the Earth seats, in one row under the cruiser: each seat's token, then its mines."""
    trophies = {seat: int(doc.get("trophies", {}).get(seat, 0)) for seat in EARTH}
    if not any(trophies.values()):
        return
    box = blit_text(
        surface,
        labels.get("trophies", ""),
        tf.length(17),
        tf.point(40, 952),
        bold=True,
        ink=colour("star"),
        anchor="midleft",
    )
    x = tf.to_canvas(box.right, box.centery)[0] + 26
    for seat, count in trophies.items():
        if count:
            draw_token(surface, seat, tf.point(x, 952), tf.length(17), dict(labels.get("letters", {}) or {}))
            for k in range(count):
                disc(surface, colour("paper_light"), tf.point(x + 34 + 24 * k, 952), tf.length(12), tf.length(2))
                draw_mine(surface, tf.point(x + 34 + 24 * k, 952), tf.length(7))
            x += 34 + 24 * count + 26


def draw_explosions(
    surface: pygame.Surface, board: Any, doc: Mapping[str, Any], tf: Transform, labels: Mapping[str, str]
) -> None:
    """An Explosion card over every destroyed compartment."""
    for name in doc.get("destroyed", []):
        box = board.extra.get("compartments", {}).get(name)
        if box:
            explosion_card(surface, tf, box, labels.get("boom", "BOOM"))


def explosion_card(surface: pygame.Surface, tf: Transform, box: Mapping[str, float], word: str) -> None:
    """A tilted paper card with a flat orange-and-yellow burst and the word."""
    cx, cy = box["x"] + box["w"] / 2, box["y"] + box["h"] / 2
    hw, hh, tilt = box["w"] / 2 + 6, box["h"] / 2 + 4, math.radians(-4)
    corners = [
        (cx + dx * math.cos(tilt) - dy * math.sin(tilt), cy + dx * math.sin(tilt) + dy * math.cos(tilt))
        for dx, dy in ((-hw, -hh), (hw, -hh), (hw, hh), (-hw, hh))
    ]
    outlined(surface, colour("paper"), [tf.point(*p) for p in corners], tf.length(4), shadow=tf.length(6))
    outlined(surface, colour("red"), [tf.point(*p) for p in star((cx, cy), 92, 52, 12, 0.1)], tf.length(3))
    outlined(surface, colour("orange"), [tf.point(*p) for p in star((cx, cy), 70, 40, 10, 0.3)], tf.length(3))
    outlined(surface, colour("yellow"), [tf.point(*p) for p in star((cx, cy), 46, 26, 8, 0.0)], tf.length(2))
    image = pygame.transform.rotate(text(word, tf.length(30), True, tuple(colour("ink")[:3])), 4)
    surface.blit(image, image.get_rect(center=tf.point(cx, cy)))


# --- paths: lanes, flight, laser ------------------------------------------------------------------


def _chain(board: Any, ids: Sequence[str]) -> list[Point]:
    return [(board.by_id[i].x, board.by_id[i].y) for i in ids if i in board.by_id]


def _dashed(
    surface: pygame.Surface,
    tf: Transform,
    points: Sequence[Point],
    fill: pygame.Color,
    width: float,
    dash: float = 14.0,
    gap: float = 10.0,
) -> None:
    """A dashed polyline (canvas coordinates)."""
    w = tf.length(width)
    for a, b in pairwise(points):
        length = math.dist(a, b)
        steps = max(1, int(length // (dash + gap)))
        for k in range(steps + 1):
            t0, t1 = k * (dash + gap) / length, min(1.0, (k * (dash + gap) + dash) / length) if length else 1.0
            if t0 >= 1.0:
                break
            p0 = (a[0] + (b[0] - a[0]) * t0, a[1] + (b[1] - a[1]) * t0)
            p1 = (a[0] + (b[0] - a[0]) * t1, a[1] + (b[1] - a[1]) * t1)
            pygame.draw.line(surface, fill, tf.point(*p0), tf.point(*p1), w)


def _lane_ids(board: Any, seat: str) -> list[str]:
    letter = LANE_LETTER[seat]
    ids = [n.id for n in board.nodes if n.id.startswith(letter) and n.id[1:].isdigit()]
    return sorted(ids, key=lambda s: int(s[1:]))


def draw_lanes(surface: pygame.Surface, board: Any, tf: Transform, where: Mapping[str, tuple[int, int]]) -> None:
    """Each colour's lane: a dotted trail from the launch table to its landing circle."""
    table = board.extra.get("launch_table_rect", {"x": 365, "y": 360, "w": 70, "h": 280})
    landing = board.extra.get("landing", {})
    for seat in EARTH:
        ids = _lane_ids(board, seat)
        if not ids:
            continue
        first = board.by_id[ids[0]]
        start = (table["x"] + table["w"], min(max(first.y, table["y"] + 20), table["y"] + table["h"] - 20))
        points = [start, *_chain(board, ids), *_chain(board, [landing.get(seat, "")])]
        _dashed(surface, tf, points, colour("ink"), 7, 16, 8)
        _dashed(surface, tf, points, colour(seat), 4, 16, 8)


def draw_flight(surface: pygame.Surface, board: Any, tf: Transform, where: Mapping[str, tuple[int, int]]) -> None:
    """The officer's blue flight path with arrows, the return arc and his corridor."""
    for chain in board.paths.get("officer", []):
        points = _chain(board, chain)
        wide = "A" not in chain[:1]
        pygame.draw.lines(surface, colour("ink"), False, [tf.point(*p) for p in points], tf.length(11 if wide else 8))
        pygame.draw.lines(surface, colour("blue"), False, [tf.point(*p) for p in points], tf.length(6 if wide else 4))
        for a, b in pairwise(points):
            if math.dist(a, b) > 70:
                mid = ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)
                _arrowhead(
                    surface, tf, mid, math.atan2(b[1] - a[1], b[0] - a[0]), 12.0 if wide else 9.0, colour("blue")
                )
    for chain in board.paths.get("warrior", [])[:1]:
        points = _chain(board, chain)
        pygame.draw.lines(surface, colour("ink"), False, [tf.point(*p) for p in points], tf.length(8))
        pygame.draw.lines(surface, colour("blue"), False, [tf.point(*p) for p in points], tf.length(4))


def laser_points(board: Any) -> list[Point]:
    """The laser beam's polyline from Q across the laser crossings (board data, else computed)."""
    beam = board.extra.get("laser_beam")
    if beam:
        return [(float(x), float(y)) for x, y in beam]
    q = board.by_id.get(board.extra.get("laser_control", "R4"))
    crossings = [board.by_id[i] for i in board.extra.get("laser_crossings", []) if i in board.by_id]
    return [(q.x, q.y), *((n.x, n.y) for n in crossings)] if q else []


def draw_laser(surface: pygame.Surface, board: Any, on: bool, tf: Transform, labels: Mapping[str, str]) -> None:
    """The laser beam: a hot triple line when on, a dim dashed line when off."""
    points = laser_points(board)
    if len(points) < 2:
        return
    end = points[-1]
    points = [*points[:-1], (end[0], end[1] - 40)]
    if on:
        for width, fill in ((14, colour("ink")), (10, colour("orange")), (6, colour("red")), (2, colour("white"))):
            pygame.draw.lines(surface, fill, False, [tf.point(*p) for p in points], tf.length(width))
        word = labels.get("laser_on", "")
    else:
        _dashed(surface, tf, points, colour("grey"), 3, 10, 12)
        word = labels.get("laser_off", "")
    tip = points[-1]
    disc(surface, colour("red") if on else colour("grey"), tf.point(*tip), tf.length(10), tf.length(3))
    corner = points[2] if len(points) > 2 else points[0]
    ink = colour("red") if on else colour("grey")
    paper_tag(surface, tf, word, 16, (corner[0] + 200, corner[1] + 36), ink)


def paper_tag(
    surface: pygame.Surface, tf: Transform, word: str, size: float, at: Point, ink: pygame.Color | None = None
) -> None:
    """A label on a small paper tag with an ink border (readable over lines and stars)."""
    if not word:
        return
    image = text(word, label_px(tf, size), True, tuple((ink or colour("ink"))[:3]))
    box = image.get_rect(center=tf.point(*at)).inflate(tf.length(12), tf.length(6))
    radius = tf.length(5)
    pygame.draw.rect(surface, colour("paper_light"), box, border_radius=radius)
    pygame.draw.rect(surface, colour("ink"), box, max(1, tf.length(2)), border_radius=radius)
    surface.blit(image, image.get_rect(center=box.center))


# --- circles --------------------------------------------------------------------------------------


def draw_circles(
    surface: pygame.Surface, board: Any, tf: Transform, where: Mapping[str, tuple[int, int]], labels: Mapping[str, str]
) -> None:
    """Every circle of the board in its own style."""
    for node in board.nodes:
        painter = CIRCLE_PAINTERS.get(node.kind, _plain_circle)
        painter(surface, board, node, tf, where, labels)


def _plain_circle(surface, board, node, tf, where, labels) -> None:
    disc(surface, colour("paper_light"), where[node.id], tf.length(node_radius(node.kind)), tf.length(3))


def _home(surface, board, node, tf, where, labels) -> None:
    r = tf.length(node_radius(node.kind))
    disc(surface, colour("paper"), where[node.id], r, tf.length(3))
    pygame.draw.circle(surface, colour(node.colour or "ink"), where[node.id], r - tf.length(3), tf.length(5))


def _launch(surface, board, node, tf, where, labels) -> None:
    disc(surface, colour("paper_light"), where[node.id], tf.length(node_radius(node.kind)), tf.length(3))
    blit_text(surface, node.label or "", label_px(tf, 18), where[node.id], bold=True, ink=colour("grey"))


def _lane(surface, board, node, tf, where, labels) -> None:
    seat = node.colour or "red"
    ids = _lane_ids(board, seat)
    index = ids.index(node.id) if node.id in ids else 0
    nxt = (
        board.by_id[ids[index + 1]]
        if index + 1 < len(ids)
        else board.by_id.get(board.extra.get("landing", {}).get(seat, ""), node)
    )
    heading = math.atan2(nxt.y - node.y, nxt.x - node.x) if nxt is not node else 0.0
    draw_ship(surface, colour(seat), where[node.id], heading, tf.length(node_radius(node.kind)))
    if node.kind == "blue_crossing":
        pygame.draw.circle(surface, colour("blue"), where[node.id], tf.length(27), tf.length(5))
    if node.kind == "laser_crossing":
        pygame.draw.circle(surface, colour("ink"), where[node.id], tf.length(28), tf.length(7))
        pygame.draw.circle(surface, colour("orange"), where[node.id], tf.length(27), tf.length(4))
    x, y = where[node.id]
    size = label_px(tf, 14)
    # r1 below, r2 above, …, and the middle (green) lane the other way round: neighbours' names never
    # touch, g10 stays clear of R8's name, and names between two lanes stand at different heights
    side = (1 if index % 2 == 0 else -1) * (-1 if seat == "green" else 1)
    gap = tf.length(node_radius(node.kind)) + size * 0.6 + 2
    blit_text(surface, node.id, size, (x, round(y + side * gap)), bold=True, ink=colour("star"))


def _ring(surface, board, node, tf, where, labels) -> None:
    r = tf.length(node_radius(node.kind))
    fill = colour("paper_light")
    disc(surface, fill, where[node.id], r, tf.length(4))
    if node.colour in EARTH:
        pygame.draw.circle(surface, colour(node.colour), where[node.id], r - tf.length(4), tf.length(6))
    ids = _ring_ids(board)
    if node.id in ids:
        nxt = board.by_id[ids[(ids.index(node.id) + 1) % len(ids)]]
        heading = math.atan2(nxt.y - node.y, nxt.x - node.x)
        _arrowhead(surface, tf, (node.x, node.y), heading, 9.0, colour("blue"))
    _ring_label(surface, board, node, tf, labels)


def _ring_label(surface, board, node, tf, labels) -> None:
    ring = board.extra.get("ring", {"cx": 1260.0, "cy": 500.0, "r": 250.0})
    a = math.atan2(node.y - ring["cy"], node.x - ring["cx"])
    out = (node.x + 46 * math.cos(a), node.y + 46 * math.sin(a))
    if math.cos(a) < -0.97:  # straight left lies on the green lane: lift the label above it
        out = (node.x - 36, node.y - 34)
    if node.kind == "laser_control":
        out = (node.x + 48, node.y + 30)
    special = {"gk": labels.get("gk", "ГК"), "laser_control": "Q"}
    if node.kind in special:
        blit_text(surface, special[node.kind], label_px(tf, 20), tf.point(*out), bold=True, ink=colour("yellow"))
    else:
        blit_text(surface, node.id, label_px(tf, 15), tf.point(*out), bold=True, ink=colour("star"))


def _numbered(surface, board, node, tf, where, labels) -> None:
    disc(surface, colour("paper_light"), where[node.id], tf.length(node_radius(node.kind)), tf.length(4))
    blit_text(surface, node.label or node.id, label_px(tf, 24), where[node.id], bold=True, ink=colour("blue"))


def _officer_circle(surface, board, node, tf, where, labels) -> None:
    disc(surface, colour("paper_light"), where[node.id], tf.length(node_radius(node.kind)), tf.length(4))
    pygame.draw.circle(surface, colour("ink"), where[node.id], tf.length(7))


def _launch_pad(surface, board, node, tf, where, labels) -> None:
    r = node_radius(node.kind)
    rect = tf.rect(node.x - r, node.y - r, 2 * r, 2 * r)
    pygame.draw.rect(surface, colour("yellow"), rect, border_radius=tf.length(6))
    pygame.draw.rect(surface, colour("ink"), rect, tf.length(4), border_radius=tf.length(6))
    blit_text(
        surface,
        labels.get("pad", "P"),
        label_px(tf, 13),
        tf.point(node.x, node.y - r - 14),
        bold=True,
        ink=colour("paper_light"),
    )


def _small(surface, board, node, tf, where, labels) -> None:
    disc(surface, colour("paper_light"), where[node.id], tf.length(node_radius(node.kind)), tf.length(3))
    pygame.draw.circle(surface, colour("blue"), where[node.id], tf.length(node_radius(node.kind) * 0.45))


def _attack(surface, board, node, tf, where, labels) -> None:
    r = node_radius(node.kind)
    outlined(
        surface, colour("red"), [tf.point(*p) for p in star((node.x, node.y), r * 1.3, r * 0.7, 8, 0)], tf.length(3)
    )
    disc(surface, colour("paper_light"), where[node.id], tf.length(r * 0.6), tf.length(3))
    blit_text(
        surface,
        labels.get("attack", "A"),
        label_px(tf, 13),
        tf.point(node.x, node.y + r + 16),
        bold=True,
        ink=colour("star"),
    )


CIRCLE_PAINTERS = {
    "home": _home,
    "launch_table": _launch,
    "lane": _lane,
    "blue_crossing": _lane,
    "laser_crossing": _lane,
    "ring": _ring,
    "gk": _ring,
    "laser_control": _ring,
    "numbered": _numbered,
    "officer_circle": _officer_circle,
    "launch_pad": _launch_pad,
    "flight_path": _small,
    "return_arc": _small,
    "attack_point": _attack,
}


def draw_depot(
    surface: pygame.Surface, board: Any, doc: Mapping[str, Any], tf: Transform, labels: Mapping[str, str]
) -> None:
    """The mine depot circle O1 with the mines left in it."""
    node = board.by_id.get(board.extra.get("mine_depot", "O1"))
    if node is None:
        return
    disc(surface, colour("paper_dark"), tf.point(node.x, node.y), tf.length(node_radius(node.kind)), tf.length(4))
    left = int(doc.get("depot", 0))
    draw_mine(surface, tf.point(node.x, node.y), tf.length(8))
    for i in range(min(left, 10)):
        a = math.radians(-165 + i * 150 / max(1, min(left, 10) - 1)) if left > 1 else math.radians(-90)
        at = (node.x + 36 * math.cos(a), node.y + 36 * math.sin(a))
        draw_mine(surface, tf.point(*at), max(2, tf.length(6)))
    count = blit_text(surface, f"×{left}", label_px(tf, 15), tf.point(node.x + 42, node.y - 4), bold=True,
                      ink=colour("yellow"))
    blit_text(surface, labels.get("depot", ""), label_px(tf, 11), count.midbottom, bold=True, ink=colour("star"),
              anchor="midtop")

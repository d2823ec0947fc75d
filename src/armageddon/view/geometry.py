"""Where things go on screen: the board canvas → screen transform and the table layout."""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from tabletop.ui.table_layout import Layout, split_table

PANEL_SHARE = 0.27
Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Transform:
    """Maps board-canvas coordinates to screen pixels, keeping the aspect ratio (centred)."""

    scale: float
    ox: float
    oy: float

    @classmethod
    def fit(cls, canvas: tuple[float, float], rect: pygame.Rect) -> Transform:
        """The largest transform that shows the whole canvas inside rect."""
        width, height = canvas
        scale = max(1e-3, min(rect.width / width, rect.height / height))
        return cls(scale, rect.x + (rect.width - width * scale) / 2, rect.y + (rect.height - height * scale) / 2)

    @classmethod
    def fit_box(cls, box: tuple[float, float, float, float], rect: pygame.Rect, margin: int = 0) -> Transform:
        """The largest transform that shows the canvas box (left, top, right, bottom) inside rect, inset by margin."""
        left, top, right, bottom = box
        inner = rect.inflate(-2 * margin, -2 * margin) if min(rect.size) > 4 * margin else rect
        base = cls.fit((right - left, bottom - top), inner)
        return cls(base.scale, base.ox - left * base.scale, base.oy - top * base.scale)

    def point(self, x: float, y: float) -> tuple[int, int]:
        """A canvas point on screen (rounded to pixels)."""
        return round(self.ox + x * self.scale), round(self.oy + y * self.scale)

    def length(self, value: float) -> int:
        """A canvas length in pixels, at least one."""
        return max(1, round(value * self.scale))

    def to_canvas(self, px: float, py: float) -> Point:
        """A screen pixel back on the canvas."""
        return (px - self.ox) / self.scale, (py - self.oy) / self.scale

    def rect(self, x: float, y: float, w: float, h: float) -> pygame.Rect:
        """A canvas rectangle on screen."""
        left, top = self.point(x, y)
        return pygame.Rect(left, top, self.length(w), self.length(h))


def layout(size: tuple[int, int]) -> Layout:
    """Board on the left, panel on the right."""
    return split_table(size, PANEL_SHARE)


# How far the drawing reaches past the canvas: the cruiser's engine flames stick out left of x = 0.
DRAWN_OVERHANG = (70.0, 0.0, 4.0, 0.0)  # left, top, right, bottom, in canvas units
BOARD_MARGIN = 8  # screen pixels kept free around the drawing


def board_transform(canvas: tuple[float, float], rect: pygame.Rect) -> Transform:
    """The canvas → screen transform of the board: the whole drawing (engines included) inside rect."""
    left, top, right, bottom = DRAWN_OVERHANG
    box = (-left, -top, canvas[0] + right, canvas[1] + bottom)
    return Transform.fit_box(box, rect, BOARD_MARGIN)


NODE_RADIUS = {
    "home": 24.0,
    "launch_table": 24.0,
    "lane": 19.0,
    "blue_crossing": 19.0,
    "laser_crossing": 19.0,
    "ring": 25.0,
    "gk": 27.0,
    "laser_control": 27.0,
    "numbered": 24.0,
    "officer_circle": 24.0,
    "corridor": 20.0,
    "mine_depot": 24.0,
    "launch_pad": 26.0,
    "flight_path": 15.0,
    "attack_point": 24.0,
    "return_arc": 13.0,
}
TOKEN_RADIUS = 21.0


def node_radius(kind: str) -> float:
    """The drawn radius of a circle of this kind, in canvas units."""
    return NODE_RADIUS.get(kind, 20.0)


def node_at(board, transform: Transform, pos: tuple[int, int], slack: float = 6.0) -> str | None:
    """The id of the circle under a screen position (the nearest within its radius), else None."""
    x, y = transform.to_canvas(*pos)
    best, best_d = None, math.inf
    for node_id, nx, ny, radius in _targets(board):
        d = math.hypot(nx - x, ny - y)
        if d <= radius + slack and d < best_d:
            best, best_d = node_id, d
    return best


def node_spot(board, transform: Transform, name: str) -> tuple[float, float, float] | None:
    """A circle's screen centre and drawn radius, or None when the board has no such circle."""
    node = next((n for n in board.nodes if n.id == name), None)
    if node is None:
        return None
    x, y = transform.point(node.x, node.y)
    return float(x), float(y), node_radius(node.kind) * transform.scale


_TARGETS: dict[int, tuple[object, tuple[tuple[str, float, float, float], ...]]] = {}


def _targets(board) -> tuple[tuple[str, float, float, float], ...]:
    """(id, x, y, radius) of every circle, computed once per board."""
    entry = _TARGETS.get(id(board))
    if entry is None or entry[0] is not board:
        entry = (board, tuple((n.id, n.x, n.y, node_radius(n.kind)) for n in board.nodes))
        _TARGETS[id(board)] = entry
    return entry[1]

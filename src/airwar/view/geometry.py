"""Where things go on screen: the table layout and the grid of points (row 21 at the top)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from airwar.notation import COLUMN_LETTERS, COLUMNS, ROWS, STEP, is_square
from tabletop.ui.table_layout import Layout, split_table

PANEL_SHARE = 0.29
MARGIN = 1.15  # grid units around the points (room for the labels)
Point = tuple[float, float]
HEADING_DEGREES = {"N": 0.0, "E": 90.0, "S": 180.0, "W": 270.0}


def layout(size: tuple[int, int]) -> Layout:
    """Board on the left, panel on the right."""
    return split_table(size, PANEL_SHARE)


@dataclass(frozen=True, slots=True)
class Grid:
    """Maps board points (column 0..14, row 1..21) to screen pixels; `cell` is the point spacing."""

    cell: float
    ox: float
    oy: float

    @classmethod
    def fit(cls, rect: pygame.Rect, room: int = 0) -> Grid:
        """The largest grid whose points and labels fit inside rect: centred, or pushed right when
        at least `room` pixels are left over on the left (for the key to the pieces)."""
        units_w, units_h = COLUMNS - 1 + 2 * MARGIN, ROWS - 1 + 2 * MARGIN
        cell = max(1.0, min(rect.width / units_w, rect.height / units_h))
        spare = rect.width - units_w * cell
        shift = spare - 12 if room and spare - 12 >= room else spare / 2
        ox = rect.x + shift + MARGIN * cell
        oy = rect.y + (rect.height - units_h * cell) / 2 + MARGIN * cell
        return cls(cell, ox, oy)

    def at(self, column: float, row: float) -> Point:
        """Screen position of a (possibly fractional) point."""
        return self.ox + column * self.cell, self.oy + (ROWS - row) * self.cell

    def square(self, name: str) -> Point:
        """Screen position of a named point such as `h5`."""
        return self.at(COLUMN_LETTERS.index(name[0]), int(name[1:]))

    def pixel(self, name: str) -> tuple[int, int]:
        """The rounded screen position of a named point."""
        x, y = self.square(name)
        return round(x), round(y)

    def board_rect(self) -> pygame.Rect:
        """The rectangle of the sky map (points plus margin)."""
        left, top = self.at(-MARGIN, ROWS + MARGIN - 1 + 1)
        width, height = (COLUMNS - 1 + 2 * MARGIN) * self.cell, (ROWS - 1 + 2 * MARGIN) * self.cell
        return pygame.Rect(round(left), round(top), round(width), round(height))

    def square_at(self, pos: tuple[float, float], reach: float = 0.5) -> str | None:
        """The named point nearest to a screen position, if within `reach` cells."""
        column = round((pos[0] - self.ox) / self.cell)
        row = ROWS - round((pos[1] - self.oy) / self.cell)
        name = f"{COLUMN_LETTERS[column]}{row}" if 0 <= column < COLUMNS else ""
        if not is_square(name):
            return None
        x, y = self.square(name)
        close = abs(x - pos[0]) <= reach * self.cell and abs(y - pos[1]) <= reach * self.cell
        return name if close else None


def unit(heading: str) -> Point:
    """Screen direction of a heading (y grows downwards)."""
    dx, dy = STEP["NESW".index(heading)]
    return float(dx), float(-dy)


def offset(grid: Grid, name: str, heading: str, forward: float, right: float) -> Point:
    """A point relative to a plane: `forward` cells along its heading, `right` cells to its right."""
    x, y = grid.square(name)
    fx, fy = unit(heading)
    rx, ry = -fy, fx
    return x + (fx * forward + rx * right) * grid.cell, y + (fy * forward + ry * right) * grid.cell

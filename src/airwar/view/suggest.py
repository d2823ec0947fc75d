"""The hint on the Air War sky map: the suggested plane, its operation's path and end point, named."""

from __future__ import annotations

import math

import pygame

from airwar.view.geometry import Grid
from airwar.view.palette import blit_text, colour
from airwar.view.preview import Preview
from tabletop.ui.hint import HINT_COLOUR, HINT_LIGHT


def draw_suggestion(surface: pygame.Surface, grid: Grid, item: Preview | None, end: tuple[float, float] | None,
                    place: str | None = None) -> None:
    """A magenta ring round the plane, its path as a magenta arrow, a ring and a tag with the operation's name."""
    hint, ink, cell = pygame.Color(HINT_COLOUR), colour("ink"), grid.cell
    if place is not None:
        _ring(surface, grid.square(place), cell * 0.42, hint, ink, cell)
        return
    if item is None or end is None:
        return
    start = grid.square(item.at)
    points = [start] + [grid.square(s) for s in item.path]
    if len(points) > 1:
        width = max(3, round(cell / 7))
        pygame.draw.lines(surface, ink, False, points, width + 4)
        pygame.draw.lines(surface, hint, False, points, width)
        _head(surface, points[-2], points[-1], cell * 0.45, hint)
    _ring(surface, start, cell * 0.66, hint, ink, cell)
    _ring(surface, end, cell * 0.34, hint, ink, cell)
    _tag(surface, grid, item.op, end)


def _ring(surface: pygame.Surface, centre: tuple[float, float], radius: float, fill: pygame.Color,
          ink: pygame.Color, cell: float) -> None:
    pygame.draw.circle(surface, ink, centre, radius + 2, max(3, round(cell / 7)))
    pygame.draw.circle(surface, fill, centre, radius, max(2, round(cell / 11)))


def _head(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], size: float,
          fill: pygame.Color) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] - math.cos(angle) * size * 0.2, b[1] - math.sin(angle) * size * 0.2)
    left = (tip[0] - size * math.cos(angle - 0.5), tip[1] - size * math.sin(angle - 0.5))
    right = (tip[0] - size * math.cos(angle + 0.5), tip[1] - size * math.sin(angle + 0.5))
    pygame.draw.polygon(surface, fill, (tip, left, right))
    pygame.draw.polygon(surface, colour("ink"), (tip, left, right), 1)


def _tag(surface: pygame.Surface, grid: Grid, op: str, at: tuple[float, float]) -> None:
    """A magenta tag with the operation's name, above and to the right of its end point."""
    size = max(9, round(grid.cell * 0.42))
    box = pygame.Rect(0, 0, round(size * (len(op) * 0.72 + 0.9)), round(size * 1.4))
    box.bottomleft = (round(at[0] + grid.cell * 0.3), round(at[1] - grid.cell * 0.3))
    pygame.draw.rect(surface, colour("ink"), box.move(2, 2))
    pygame.draw.rect(surface, pygame.Color(HINT_COLOUR), box)
    pygame.draw.rect(surface, colour("ink"), box, max(1, round(grid.cell / 20)))
    pygame.draw.line(surface, pygame.Color(HINT_LIGHT), box.topleft, box.topright)
    blit_text(surface, op, size, box.center, bold=True, ink="white")

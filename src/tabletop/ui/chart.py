"""The results chart: one thick line per side over the turns, with labelled axes, ticks and a legend."""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass

import pygame

from tabletop.ui.drawing import text
from tabletop.ui.fonts import font
from tabletop.ui.theme import colour

TICK_SIZE, LABEL_SIZE, LEGEND_SIZE = 14, 15, 15


@dataclass(frozen=True)
class Chart:
    """Points of a chart: the turn of each point, and per side its value at those turns."""

    turns: tuple[int, ...]
    series: dict[str, tuple[int, ...]]
    axis_x: str
    axis_y: str


@dataclass(frozen=True)
class Drawn:
    """Where a chart was drawn (for tests and hit-testing): the plot and each axis label's box."""

    plot: pygame.Rect
    axis_x: pygame.Rect
    axis_y: pygame.Rect
    x_ticks: tuple[int, ...]
    y_ticks: tuple[int, ...]


def nice_ticks(low: int, high: int, most: int) -> tuple[int, ...]:
    """Round tick values from low to high (steps of 1, 2 or 5 × 10ⁿ), at most `most` of them."""
    span = max(1, high - low)
    step = 1
    for power in range(0, 12):
        step = next((m * 10**power for m in (1, 2, 5) if span / (m * 10**power) <= max(1, most - 1)), 0)
        if step:
            break
    first = math.ceil(low / step) * step
    return tuple(range(first, high + 1, step))


def draw_chart(surface: pygame.Surface, rect: pygame.Rect, chart: Chart,
               side_colour: Callable[[str], pygame.Color], side_name: Callable[[str], str]) -> Drawn:
    """Draw the chart into rect: the y label and the legend on top, the x label below."""
    row = LEGEND_SIZE + 14
    label = f"↑ {chart.axis_y}"
    names = [side_name(side) for side in chart.series]
    two_rows = font(LABEL_SIZE, True).size(label)[0] + 24 + legend_width(names) > rect.width
    legend = pygame.Rect(rect.left, rect.top, rect.width, row)
    axis_y = text(surface, label, (rect.left, rect.top + row // 2 + (row if two_rows else 0)), LABEL_SIZE, True,
                  "ink", "midleft")
    _legend(surface, legend, chart, side_colour, names)
    legend_h = row * (2 if two_rows else 1)
    top = max((max(values) for values in chart.series.values() if values), default=1)
    y_max = top + max(1, top // 8)  # headroom: a line at the top stays clear of the frame
    y_ticks = nice_ticks(0, y_max, max(2, min(6, (rect.height - legend_h) // 36)))
    tick_w = font(TICK_SIZE).size(str(y_max))[0]
    plot = pygame.Rect(rect.left + tick_w + 14, rect.top + legend_h + 10, 0, 0)
    plot.width = rect.right - plot.left - 10
    plot.height = rect.bottom - plot.top - (TICK_SIZE + LABEL_SIZE + 20)
    first, last = chart.turns[0], max(chart.turns[-1], chart.turns[0] + 1)
    x_ticks = nice_ticks(first, last, max(2, min(9, plot.width // 70)))

    def at(turn: int, value: int) -> tuple[int, int]:
        return (plot.left + round((turn - first) * plot.width / (last - first)),
                plot.bottom - round(value * plot.height / max(1, y_max)))

    pygame.draw.rect(surface, colour("white"), plot)
    for value in y_ticks:
        y = at(first, value)[1]
        pygame.draw.line(surface, colour("paper_dark"), (plot.left, y), (plot.right, y), 1)
        pygame.draw.line(surface, colour("ink"), (plot.left - 6, y), (plot.left, y), 2)
        text(surface, str(value), (plot.left - 9, y), TICK_SIZE, False, "ink", "midright")
    for turn in x_ticks:
        x = at(turn, 0)[0]
        pygame.draw.line(surface, colour("ink"), (x, plot.bottom), (x, plot.bottom + 6), 2)
        text(surface, str(turn), (x, plot.bottom + 8), TICK_SIZE, False, "ink", "midtop")
    for index, (side, values) in enumerate(chart.series.items()):
        points = [at(turn, value) for turn, value in zip(chart.turns, values)]
        width = 8 if index == 0 else 4  # the first line wider: where lines coincide both stay visible
        if len(points) > 1:
            pygame.draw.lines(surface, colour("ink"), False, [(x + 2, y + 2) for x, y in points], width + 2)
            pygame.draw.lines(surface, side_colour(side), False, points, width)
    pygame.draw.rect(surface, colour("ink"), plot, 3)
    axis_x = text(surface, f"{chart.axis_x} →", (plot.centerx, rect.bottom), LABEL_SIZE, True, "ink", "midbottom")
    return Drawn(plot, axis_x, axis_y, x_ticks, y_ticks)


def legend_width(names: list[str]) -> int:
    """The pixels a legend of these side names takes."""
    return sum(font(LEGEND_SIZE, True).size(name)[0] + 44 for name in names)


def _legend(surface: pygame.Surface, rect: pygame.Rect, chart: Chart,
            side_colour: Callable[[str], pygame.Color], names: list[str]) -> None:
    """A colour swatch and the name of each side, right-aligned in rect."""
    x = rect.right - legend_width(names)
    for side, name in zip(chart.series, names):
        swatch = pygame.Rect(x, rect.centery - 8, 26, 16)
        pygame.draw.rect(surface, colour("shadow"), swatch.move(2, 2))
        pygame.draw.rect(surface, side_colour(side), swatch)
        pygame.draw.rect(surface, colour("ink"), swatch, 2)
        text(surface, name, (swatch.right + 7, rect.centery), LEGEND_SIZE, True, "ink", "midleft")
        x += font(LEGEND_SIZE, True).size(name)[0] + 44

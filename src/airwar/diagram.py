"""Draw the documentation diagram of an Air War layout (not the game's view).

Run headless: `SDL_VIDEODRIVER=dummy python -m airwar.diagram docs/img/airwar_standard.png`.
A plain picture: grid, home zones, HQ flags, airfields, guns with facing arrows,
missile launchers, and parked planes with their headings. North is at the top.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pygame

from airwar.layout import Layout, load_layout
from airwar.notation import COLUMN_LETTERS, COLUMNS, ROWS, STEP
from tabletop.paths import asset

CELL = 34
MARGIN = 36
LEGEND_WIDTH = 320
COLOURS = {
    "background": (250, 250, 246),
    "grid": (190, 190, 185),
    "text": (30, 30, 30),
    "south": (40, 90, 200),
    "north": (200, 50, 40),
    "zone_south": (222, 232, 250),
    "zone_north": (250, 226, 222),
    "airfield": (120, 120, 110),
    "missile": (110, 40, 150),
    "gun": (20, 120, 60),
}
HEADING_INDEX = {"N": 0, "E": 1, "S": 2, "W": 3}


def centre(square: str) -> tuple[int, int]:
    """Pixel centre of a point (row 21 at the top)."""
    column = COLUMN_LETTERS.index(square[0])
    row = int(square[1:])
    return MARGIN + column * CELL + CELL // 2, MARGIN + (ROWS - row) * CELL + CELL // 2


def unit(heading: str) -> tuple[int, int]:
    """Screen direction of a heading (screen y grows downwards)."""
    dx, dy = STEP[HEADING_INDEX[heading]]
    return dx, -dy


def draw_grid(surface: pygame.Surface, font: pygame.font.Font) -> None:
    """Home zones, grid lines and coordinates."""
    for side, rows in (("south", range(1, 7)), ("north", range(16, 22))):
        top = MARGIN + (ROWS - rows[-1]) * CELL
        pygame.draw.rect(surface, COLOURS[f"zone_{side}"], (MARGIN, top, COLUMNS * CELL, len(rows) * CELL))
    for column in range(COLUMNS):
        x = MARGIN + column * CELL + CELL // 2
        pygame.draw.line(surface, COLOURS["grid"], (x, MARGIN + CELL // 2), (x, MARGIN + ROWS * CELL - CELL // 2))
        label = font.render(COLUMN_LETTERS[column], True, COLOURS["text"])
        surface.blit(label, label.get_rect(center=(x, MARGIN + ROWS * CELL + 14)))
    for row in range(1, ROWS + 1):
        y = MARGIN + (ROWS - row) * CELL + CELL // 2
        pygame.draw.line(surface, COLOURS["grid"], (MARGIN + CELL // 2, y), (MARGIN + COLUMNS * CELL - CELL // 2, y))
        label = font.render(str(row), True, COLOURS["text"])
        surface.blit(label, label.get_rect(center=(MARGIN // 2, y)))


def draw_arrow(surface: pygame.Surface, colour: tuple[int, int, int], at: str, heading: str, length: int) -> None:
    """A short arrow from a point's centre in the heading's direction."""
    x, y = centre(at)
    dx, dy = unit(heading)
    tip = (x + dx * length, y + dy * length)
    pygame.draw.line(surface, colour, (x, y), tip, 3)
    left = (tip[0] - dx * 8 - dy * 6, tip[1] - dy * 8 + dx * 6)
    right = (tip[0] - dx * 8 + dy * 6, tip[1] - dy * 8 - dx * 6)
    pygame.draw.polygon(surface, colour, [tip, left, right])


def draw_plane(surface: pygame.Surface, colour: tuple[int, int, int], at: str, heading: str, bomber: bool) -> None:
    """A plane as a triangle pointing along its heading (bombers larger, with a bar)."""
    x, y = centre(at)
    dx, dy = unit(heading)
    size = 15 if bomber else 8
    nose = (x + dx * size, y + dy * size)
    back = (x - dx * size * 0.7, y - dy * size * 0.7)
    wing_a = (back[0] - dy * size * 0.8, back[1] + dx * size * 0.8)
    wing_b = (back[0] + dy * size * 0.8, back[1] - dx * size * 0.8)
    pygame.draw.polygon(surface, colour, [nose, wing_a, wing_b])
    if bomber:
        pygame.draw.line(surface, (255, 255, 255), wing_a, wing_b, 2)


def draw_side(surface: pygame.Surface, layout: Layout, side: str) -> None:
    """Airfields, HQ, launchers, guns and parked planes of one side."""
    part = layout.side(side)
    colour = COLOURS[side]
    for airfield in part.airfields:
        points = [centre(p.at) for p in airfield.parking]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        box = pygame.Rect(min(xs) - CELL // 2 + 2, min(ys) - CELL // 2 + 2, max(xs) - min(xs) + CELL - 4,
                          max(ys) - min(ys) + CELL - 4)
        pygame.draw.rect(surface, COLOURS["airfield"], box, 2, border_radius=6)
        for point in airfield.parking:
            draw_plane(surface, colour, point.at, point.heading, point.kind == "bomber")
    x, y = centre(part.hq)
    pygame.draw.line(surface, COLOURS["text"], (x - 6, y + 12), (x - 6, y - 13), 3)
    pygame.draw.polygon(surface, colour, [(x - 5, y - 13), (x + 12, y - 7), (x - 5, y - 1)])
    for square in part.missiles:
        x, y = centre(square)
        pygame.draw.polygon(surface, COLOURS["missile"], [(x, y - 12), (x + 12, y), (x, y + 12), (x - 12, y)])
        pygame.draw.polygon(surface, colour, [(x, y - 5), (x + 5, y), (x, y + 5), (x - 5, y)])
    for gun in part.guns:
        pygame.draw.circle(surface, COLOURS["gun"], centre(gun.at), 8)
        pygame.draw.circle(surface, colour, centre(gun.at), 4)
        draw_arrow(surface, COLOURS["gun"], gun.at, gun.facing, 26)


def draw_legend(surface: pygame.Surface, font: pygame.font.Font, left: int) -> None:
    """Legend in Russian and English."""
    lines = [
        ("south", "Юг / South (rows 1–6)"),
        ("north", "Север / North (rows 16–21)"),
        ("text", "▲ большой: бомбардировщик / bomber"),
        ("text", "▲ малый: истребитель / fighter"),
        ("text", "флажок: штаб / HQ"),
        ("missile", "ромб: РЗУ / missile launcher"),
        ("gun", "круг+стрелка: ЗОТ / AA gun, facing"),
        ("airfield", "рамка: аэродром / airfield"),
    ]
    for index, (colour, text) in enumerate(lines):
        surface.blit(font.render(text, True, COLOURS[colour]), (left, MARGIN + index * 24))


def draw_layout(layout: Layout) -> pygame.Surface:
    """The whole diagram as a surface (pygame must be initialised)."""
    width = MARGIN * 2 + COLUMNS * CELL + LEGEND_WIDTH
    height = MARGIN * 2 + ROWS * CELL + 10
    surface = pygame.Surface((width, height))
    surface.fill(COLOURS["background"])
    font = pygame.font.Font(str(asset("fonts", "DejaVuSans.ttf")), 13)
    draw_grid(surface, font)
    for side in ("south", "north"):
        draw_side(surface, layout, side)
    draw_legend(surface, font, MARGIN * 2 + COLUMNS * CELL)
    return surface


def main(argv: list[str] | None = None) -> int:
    """Write the diagram of the standard layout to the given path (default docs/img/airwar_standard.png)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[0] if args else "docs/img/airwar_standard.png")
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(draw_layout(load_layout("standard")), str(out))
    finally:
        pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

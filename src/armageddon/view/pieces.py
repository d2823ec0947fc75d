"""Token and icon shapes: cut-out cards with bold outlines, readable without colour."""

from __future__ import annotations

import math
from collections.abc import Callable

import pygame

from armageddon.view.palette import blit_text, colour, mix
from tabletop.ui.fonts import readable

Point = tuple[float, float]

LETTER_KEYS = {"red": "armageddon.letter.red", "green": "armageddon.letter.green", "yellow": "armageddon.letter.yellow"}


def regular(centre: Point, radius: float, sides: int, turn: float = 0.0) -> list[tuple[float, float]]:
    """Corners of a regular polygon."""
    cx, cy = centre
    return [
        (cx + radius * math.cos(turn + 2 * math.pi * i / sides), cy + radius * math.sin(turn + 2 * math.pi * i / sides))
        for i in range(sides)
    ]


def star(centre: Point, outer: float, inner: float, points: int = 5, turn: float = -math.pi / 2) -> list[Point]:
    """Corners of a star polygon."""
    cx, cy = centre
    corners = []
    for i in range(points * 2):
        r = outer if i % 2 == 0 else inner
        a = turn + math.pi * i / points
        corners.append((cx + r * math.cos(a), cy + r * math.sin(a)))
    return corners


def outlined(surface: pygame.Surface, fill: pygame.Color, corners: list[Point], width: int, shadow: int = 0) -> None:
    """A filled polygon with a dark outline and an optional drop shadow (cut-out card)."""
    if shadow:
        pygame.draw.polygon(surface, colour("shadow"), [(x + shadow, y + shadow) for x, y in corners])
    pygame.draw.polygon(surface, fill, corners)
    pygame.draw.polygon(surface, colour("ink"), corners, max(1, width))


def disc(
    surface: pygame.Surface, fill: pygame.Color, centre: Point, radius: float, width: int, shadow: int = 0
) -> None:
    """A filled circle with a dark outline and an optional drop shadow."""
    if shadow:
        pygame.draw.circle(surface, colour("shadow"), (centre[0] + shadow, centre[1] + shadow), radius)
    pygame.draw.circle(surface, fill, centre, radius)
    pygame.draw.circle(surface, colour("ink"), centre, radius, max(1, width))


def _earth_shape(piece: str, centre: Point, r: float) -> list[Point]:
    """Red: a circle (many-sided), green: a square, yellow: a diamond."""
    shapes: dict[str, Callable[[], list[Point]]] = {
        "red": lambda: regular(centre, r, 28),
        "green": lambda: regular(centre, r * 1.12, 4, math.pi / 4),
        "yellow": lambda: regular(centre, r * 1.2, 4),
    }
    return shapes[piece]()


def draw_token(
    surface: pygame.Surface,
    piece: str,
    centre: Point,
    r: float,
    letters: dict[str, str],
    mine: bool = False,
    alpha: float = 1.0,
) -> None:
    """One token: Earth colours by shape and letter, aliens as hexagons, the officer with a star."""
    if alpha < 1.0:
        _draw_faded(surface, piece, centre, r, letters, mine, alpha)
        return
    width = max(2, round(r * 0.14))
    shadow = max(1, round(r * 0.16))
    if piece in LETTER_KEYS:
        outlined(surface, colour(piece), _earth_shape(piece, centre, r), width, shadow)
        ink = colour("white") if piece == "red" else colour("ink")
        blit_text(
            surface, letters.get(piece, "?"), readable(r * 1.15), (round(centre[0]), round(centre[1])), bold=True,
            ink=ink
        )
        return
    if piece == "officer":
        outlined(surface, colour("officer"), regular(centre, r * 1.12, 6, math.pi / 6), width, shadow)
        outlined(surface, colour("yellow"), star(centre, r * 0.72, r * 0.3), max(1, width // 2))
        if mine:
            draw_mine(surface, (centre[0] + r * 0.85, centre[1] - r * 0.85), r * 0.5)
        return
    outlined(surface, colour("alien"), regular(centre, r * 1.08, 6, math.pi / 6), width, shadow)
    _alien_face(surface, centre, r)


def _alien_face(surface: pygame.Surface, centre: Point, r: float) -> None:
    """A one-eyed warrior face with antennae: a shape, not only a colour."""
    cx, cy = centre
    ink = colour("ink")
    pygame.draw.line(surface, ink, (cx - r * 0.3, cy - r * 0.45), (cx - r * 0.5, cy - r * 0.85), max(1, round(r * 0.1)))
    pygame.draw.line(surface, ink, (cx + r * 0.3, cy - r * 0.45), (cx + r * 0.5, cy - r * 0.85), max(1, round(r * 0.1)))
    disc(surface, colour("white"), (cx, cy), r * 0.42, max(1, round(r * 0.08)))
    pygame.draw.circle(surface, ink, (cx, cy + r * 0.05), r * 0.2)
    pygame.draw.line(
        surface, colour("white"), (cx - r * 0.4, cy + r * 0.6), (cx + r * 0.4, cy + r * 0.6), max(1, round(r * 0.12))
    )


def _draw_faded(
    surface: pygame.Surface, piece: str, centre: Point, r: float, letters: dict[str, str], mine: bool, alpha: float
) -> None:
    """A token drawn on its own layer and blended (vanishing tokens)."""
    size = max(4, math.ceil(r * 3.2))
    layer = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_token(layer, piece, (size / 2, size / 2), r, letters, mine)
    layer.set_alpha(max(0, min(255, round(alpha * 255))))
    surface.blit(layer, (centre[0] - size / 2, centre[1] - size / 2))


def draw_mine(surface: pygame.Surface, centre: Point, r: float) -> None:
    """A naval-style mine: a dark ball with spikes and a glint."""
    ink = colour("ink")
    for i in range(8):
        a = math.pi * i / 4
        pygame.draw.line(
            surface,
            ink,
            centre,
            (centre[0] + r * 1.35 * math.cos(a), centre[1] + r * 1.35 * math.sin(a)),
            max(1, round(r * 0.28)),
        )
    disc(surface, mix(colour("ink"), colour("grey"), 0.25), centre, r, max(1, round(r * 0.18)))
    pygame.draw.circle(surface, colour("orange"), (centre[0] - r * 0.3, centre[1] - r * 0.3), max(1, r * 0.25))


def draw_ship(surface: pygame.Surface, fill: pygame.Color, centre: Point, heading: float, r: float) -> None:
    """A little landing ship (the lane circles): a rocket with fins pointing along `heading`."""
    cos, sin = math.cos(heading), math.sin(heading)

    def at(u: float, v: float) -> Point:
        return centre[0] + (u * cos - v * sin) * r, centre[1] + (u * sin + v * cos) * r

    width = max(1, round(r * 0.12))
    fins = [at(-0.55, 0.0), at(-1.15, -0.95), at(-0.2, -0.45), at(-0.2, 0.45), at(-1.15, 0.95)]
    outlined(surface, mix(fill, colour("ink"), 0.3), fins, width)
    body = [at(1.35, 0.0), at(0.75, -0.5), at(-0.95, -0.55), at(-0.95, 0.55), at(0.75, 0.5)]
    outlined(surface, fill, body, width, shadow=max(1, round(r * 0.1)))
    disc(surface, colour("paper_light"), centre, r * 0.42, width)

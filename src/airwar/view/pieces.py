"""The cut-out pieces, drawn as vectors at any size: planes, AA guns, missile launchers, HQ flags."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from airwar.view.palette import blit_text, colour
from tabletop.ui.fonts import MIN_TEXT

Point = tuple[float, float]

# Silhouettes in unit coordinates, nose up (towards -y), about 1.0 across.
BOMBER = (
    (0.0, -0.50), (0.07, -0.42), (0.08, -0.16), (0.50, -0.06), (0.50, 0.06), (0.08, 0.04),
    (0.06, 0.30), (0.22, 0.38), (0.22, 0.47), (0.0, 0.44),
    (-0.22, 0.47), (-0.22, 0.38), (-0.06, 0.30), (-0.08, 0.04), (-0.50, 0.06), (-0.50, -0.06),
    (-0.08, -0.16), (-0.07, -0.42),
)
BOMBER_ENGINES = ((-0.32, -0.16), (-0.18, -0.17), (0.18, -0.17), (0.32, -0.16))
FIGHTER = (
    (0.0, -0.50), (0.07, -0.30), (0.08, -0.06), (0.40, 0.16), (0.40, 0.26), (0.08, 0.20),
    (0.07, 0.32), (0.20, 0.44), (0.0, 0.40), (-0.20, 0.44), (-0.07, 0.32), (-0.08, 0.20),
    (-0.40, 0.26), (-0.40, 0.16), (-0.08, -0.06), (-0.07, -0.30),
)
SIZES = {"bomber": 0.92, "fighter": 0.72}
ROCKET = (
    (0.0, -0.42), (0.1, -0.22), (0.1, 0.18), (0.22, 0.34), (0.0, 0.28), (-0.22, 0.34), (-0.1, 0.18), (-0.1, -0.22),
)


def place(shape: Sequence[Point], centre: Point, size: float, degrees: float) -> list[Point]:
    """Unit points scaled by size, turned clockwise by degrees (0 = nose up) and moved to centre."""
    rad = math.radians(degrees)
    c, s = math.cos(rad), math.sin(rad)
    return [(centre[0] + (x * c - y * s) * size, centre[1] + (x * s + y * c) * size) for x, y in shape]


def outline(width: float) -> int:
    """Ink outline thickness for a piece of this size."""
    return max(1, round(width))


def draw_plane(
    surface: pygame.Surface,
    kind: str,
    side: str,
    centre: Point,
    cell: float,
    degrees: float,
    *,
    letter: str = "",
    parked: bool = False,
    scale: float = 1.0,
    ghost: bool = False,
) -> None:
    """A plane silhouette in its side's colour, nose along its heading, with the side's letter on it."""
    size = cell * SIZES[kind] * scale
    shape = BOMBER if kind == "bomber" else FIGHTER
    ink = outline(size / 18)
    shadow = place(shape, (centre[0] + size * 0.07, centre[1] + size * 0.09), size, degrees)
    if not ghost:
        pygame.draw.polygon(surface, colour("shadow"), shadow)
    body = place(shape, centre, size, degrees)
    fill = colour(f"{side}_light") if ghost else colour(side)
    pygame.draw.polygon(surface, fill, body)
    if kind == "bomber":
        for engine in place(BOMBER_ENGINES, centre, size, degrees):
            pygame.draw.circle(surface, colour(f"{side}_dark"), engine, max(1.5, size * 0.045))
    pygame.draw.polygon(surface, colour("ink"), body, ink)
    _roundel(surface, centre, size, degrees, letter, kind)
    if parked:
        _chocks(surface, centre, size, degrees)


def _roundel(surface: pygame.Surface, centre: Point, size: float, degrees: float, letter: str, kind: str) -> None:
    """A white disc with the side's letter on the fuselage (readable without colour)."""
    radius = size * (0.16 if kind == "bomber" else 0.15)
    if radius < 3:
        return
    spot = place(((0.0, -0.02 if kind == "bomber" else 0.08),), centre, size, degrees)[0]
    pygame.draw.circle(surface, colour("white"), spot, radius)
    pygame.draw.circle(surface, colour("ink"), spot, radius, max(1, round(radius / 6)))
    if letter and radius * 1.45 >= MIN_TEXT:  # a letter too small to read is left out (the colour tells the side)
        blit_text(surface, letter, round(radius * 1.45), spot, bold=True)


def _chocks(surface: pygame.Surface, centre: Point, size: float, degrees: float) -> None:
    """Yellow wheel chocks under a parked plane."""
    for chock in ((-0.2, 0.5), (0.2, 0.5)):
        x, y = place((chock,), centre, size, degrees)[0]
        box = pygame.Rect(0, 0, max(3, size * 0.14), max(3, size * 0.14))
        box.center = (round(x), round(y))
        pygame.draw.rect(surface, colour("yellow"), box)
        pygame.draw.rect(surface, colour("ink"), box, 1)


def draw_gun(surface: pygame.Surface, side: str, centre: Point, cell: float, facing_degrees: float) -> None:
    """An AA gun point (ЗОТ): a pillbox with its barrel and three red danger teeth (front and sides)."""
    size = cell * 0.42
    ink = outline(cell / 22)
    for turn in (-90, 0, 90):  # the three dangerous directions; from behind it does not fire
        tooth = place(((0.0, -1.35), (0.28, -0.95), (-0.28, -0.95)), centre, size, facing_degrees + turn)
        pygame.draw.polygon(surface, colour("orange"), tooth)
        pygame.draw.polygon(surface, colour("ink"), tooth, max(1, ink - 1))
    barrel = place(((0.13, -0.2), (0.13, -1.15), (-0.13, -1.15), (-0.13, -0.2)), centre, size, facing_degrees)
    pygame.draw.polygon(surface, colour("ink"), barrel)
    box = place(((-0.62, -0.62), (0.62, -0.62), (0.62, 0.62), (-0.62, 0.62)), centre, size, facing_degrees)
    pygame.draw.polygon(surface, colour("shadow"), [(x + size * 0.1, y + size * 0.12) for x, y in box])
    pygame.draw.polygon(surface, colour(f"{side}_dark"), box)
    pygame.draw.polygon(surface, colour("ink"), box, ink)
    back = place(((-0.62, 0.62), (0.62, 0.62)), centre, size, facing_degrees)
    pygame.draw.line(surface, colour("white"), back[0], back[1], max(1, ink))
    pygame.draw.circle(surface, colour("paper_light"), centre, size * 0.26)
    pygame.draw.circle(surface, colour("ink"), centre, size * 0.26, max(1, ink - 1))


def draw_missile(surface: pygame.Surface, side: str, centre: Point, cell: float) -> None:
    """A missile launcher (РЗУ): a rocket on a round pad ringed with danger marks (it fires every way)."""
    size = cell * 0.46
    ink = outline(cell / 22)
    pygame.draw.circle(surface, colour("shadow"), (centre[0] + size * 0.1, centre[1] + size * 0.12), size)
    pygame.draw.circle(surface, colour("yellow"), centre, size)
    for turn in range(0, 360, 45):
        tick = place(((0.0, -1.0), (0.0, -0.78)), centre, size, turn)
        pygame.draw.line(surface, colour("ink"), tick[0], tick[1], max(1, ink))
    pygame.draw.circle(surface, colour("ink"), centre, size, ink)
    rocket = place(ROCKET, centre, size * 1.5, 0)
    pygame.draw.polygon(surface, colour(f"{side}_dark"), rocket)
    pygame.draw.polygon(surface, colour("ink"), rocket, max(1, ink - 1))


def draw_hq(surface: pygame.Surface, side: str, centre: Point, cell: float, bombed: bool = False) -> None:
    """The HQ: a bunker with a tall flag in the side's colour (a star on it); a black flag once bombed."""
    s = cell
    x, y = centre
    base = pygame.Rect(0, 0, round(s * 0.62), round(s * 0.3))
    base.midbottom = (round(x), round(y + s * 0.3))
    pygame.draw.rect(surface, colour("shadow"), base.move(max(1, round(s * 0.05)), max(1, round(s * 0.05))))
    pygame.draw.rect(surface, colour("paper_dark"), base)
    pygame.draw.rect(surface, colour("ink"), base, outline(s / 22))
    pole_x = x - s * 0.18
    top = y - s * 0.62
    pygame.draw.line(surface, colour("ink"), (pole_x, base.top), (pole_x, top), max(2, round(s / 14)))
    wave = [(pole_x, top), (pole_x + s * 0.3, top - s * 0.05), (pole_x + s * 0.62, top + s * 0.04),
            (pole_x + s * 0.62, top + s * 0.38), (pole_x + s * 0.3, top + s * 0.3), (pole_x, top + s * 0.35)]
    pygame.draw.polygon(surface, colour("ink") if bombed else colour(side), wave)
    pygame.draw.polygon(surface, colour("ink"), wave, outline(s / 22))
    star(surface, (pole_x + s * 0.3, top + s * 0.17), s * 0.11, "yellow")


def star(surface: pygame.Surface, centre: Point, radius: float, fill: str, edge: bool = False) -> None:
    """A five-pointed star."""
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.42
        a = math.radians(-90 + i * 36)
        points.append((centre[0] + r * math.cos(a), centre[1] + r * math.sin(a)))
    pygame.draw.polygon(surface, colour(fill), points)
    if edge:
        pygame.draw.polygon(surface, colour("ink"), points, 1)


def burst(surface: pygame.Surface, centre: Point, radius: float, progress: float) -> None:
    """A cut-out explosion: a jagged yellow-orange star that grows and fades."""
    grow = 0.4 + 0.8 * min(1.0, progress * 2)
    layer = pygame.Surface((int(radius * 3) + 4, int(radius * 3) + 4), pygame.SRCALPHA)
    mid = (layer.get_width() / 2, layer.get_height() / 2)
    for fill, scale in (("red", 1.0), ("orange", 0.75), ("yellow", 0.48)):
        points = []
        for i in range(16):
            r = radius * grow * scale * (1.0 if i % 2 == 0 else 0.55)
            a = math.radians(i * 22.5 + progress * 40)
            points.append((mid[0] + r * math.cos(a), mid[1] + r * math.sin(a)))
        pygame.draw.polygon(layer, colour(fill), points)
        pygame.draw.polygon(layer, colour("ink"), points, max(1, round(radius / 30)))
    layer.set_alpha(round(255 * (1.0 - max(0.0, progress - 0.6) / 0.4)))
    surface.blit(layer, (centre[0] - mid[0], centre[1] - mid[1]))


def warning(surface: pygame.Surface, centre: Point, size: float) -> None:
    """A yellow warning triangle with «!»: this operation ends shot down."""
    points = [(centre[0], centre[1] - size * 0.6), (centre[0] + size * 0.6, centre[1] + size * 0.45),
              (centre[0] - size * 0.6, centre[1] + size * 0.45)]
    pygame.draw.polygon(surface, colour("yellow"), points)
    pygame.draw.polygon(surface, colour("ink"), points, max(2, round(size / 8)))
    blit_text(surface, "!", max(8, round(size * 0.75)), (centre[0], centre[1] + size * 0.08), bold=True)


def target(surface: pygame.Surface, centre: Point, size: float, fill: str = "red") -> None:
    """Cross-hairs: this operation attacks the plane here."""
    width = max(2, round(size / 7))
    pygame.draw.circle(surface, colour(fill), centre, size * 0.55, width)
    pygame.draw.circle(surface, colour(fill), centre, size * 0.2, width)
    for dx, dy in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        pygame.draw.line(surface, colour(fill), (centre[0] + dx * size * 0.35, centre[1] + dy * size * 0.35),
                         (centre[0] + dx * size * 0.8, centre[1] + dy * size * 0.8), width)


def cross(surface: pygame.Surface, centre: Point, radius: float) -> None:
    """A grey disc with a red cross: under paper rules this operation breaks a rule and loses the plane."""
    pygame.draw.circle(surface, colour("paper_dark"), centre, radius)
    pygame.draw.circle(surface, colour("ink"), centre, radius, max(1, round(radius / 6)))
    arm = radius * 0.55
    width = max(2, round(radius / 4))
    for sx in (-1, 1):
        pygame.draw.line(surface, colour("red"), (centre[0] - arm, centre[1] - sx * arm),
                         (centre[0] + arm, centre[1] + sx * arm), width)

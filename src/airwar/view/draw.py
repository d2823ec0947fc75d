"""The paper sky map: a cached static layer (paper, grid of points, zones, clouds, compass, labels,
airfields, HQs, defences) and the planes, markers and animation drawn over it each frame."""

from __future__ import annotations

import itertools
import math
import random
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Any

import pygame

from airwar.layout import load_layout
from airwar.notation import COLUMN_LETTERS, COLUMNS, ROWS
from airwar.view import pieces
from airwar.view.anim import Overlay
from airwar.view.geometry import HEADING_DEGREES, Grid, offset
from airwar.view.palette import blit_text, colour
from airwar.view.preview import IN_PLACE_SPOT, Preview
from airwar.view.suggest import draw_suggestion
from tabletop.i18n import Words
from tabletop.ui.drawing import paper_panel, wrap_text
from tabletop.ui.fonts import MIN_TEXT, font, readable

ZONES = {"south": (1, 6), "north": (16, 21)}
OUTCOME_INK = {"move": "green", "turn": "green", "shot": "red", "attack": "orange", "bomb": "yellow", "lost": "grey"}


@dataclass(frozen=True)
class BoardView:
    """The UI state the board drawing needs (besides the position)."""

    selected: str | None = None
    previews: tuple[Preview, ...] = ()
    focus: int | None = None
    movable: frozenset[str] = frozenset()
    hover: str | None = None
    overlay: Overlay = field(default_factory=Overlay)
    trail: tuple[str, ...] = ()
    free: frozenset[str] = frozenset()
    ghost: tuple[str, str, str, str] | None = None  # placement: (side, kind, point, facing)
    clock: float = 0.0
    suggestion: Preview | None = None  # the hint (H): the suggested operation
    suggested_place: str | None = None  # the hint during the placement setup: the point


def letter(words: Words, side: str) -> str:
    """The side's letter on its planes (Ю / С, S / N)."""
    return words.tr(f"airwar.letter.{side}")


def draw_board(words: Words, surface: pygame.Surface, doc: Mapping[str, Any], view: BoardView,
               rect: pygame.Rect) -> Grid:
    """Draw the sky map of a position into rect; returns the grid used (for clicks)."""
    grid = board_grid(rect)
    defences = tuple((d["side"], d["kind"], d["at"], d.get("facing") or "") for d in doc.get("defences", ()))
    key = (tuple(rect), grid.cell, words, defences, tuple(sorted(doc.get("hq", {}).items())), bombed_hq(doc))
    surface.blit(static_layer(*key), rect.topleft)
    _trail(surface, grid, view.trail)
    _free_points(surface, grid, view)
    _paths(surface, grid, view)
    _planes(words, surface, grid, doc, view)
    _defences_under_planes(surface, grid, doc, view)
    _markers(surface, grid, view)
    end = marker_point(grid, view.suggestion) if view.suggestion is not None else None
    draw_suggestion(surface, grid, view.suggestion, end, view.suggested_place)
    _overlay(words, surface, grid, view.overlay)
    return grid


def bombed_hq(doc: Mapping[str, Any]) -> str:
    """The side whose HQ a winning enemy bomber stands on ("" when none)."""
    winner = doc.get("winner")
    if winner not in ("south", "north"):
        return ""
    loser = "north" if winner == "south" else "south"
    at = doc.get("hq", {}).get(loser)
    hit = any(p["at"] == at and p["side"] == winner and p["kind"] == "bomber" for p in doc.get("planes", ()))
    return loser if hit else ""


@lru_cache(maxsize=4)
def static_layer(
    rect: tuple[int, int, int, int], cell: float, words: Words, defences: tuple, hq: tuple, bombed: str = ""
) -> pygame.Surface:
    """Everything that does not move, drawn once per size, language and set of defences."""
    area = pygame.Rect(rect)
    layer = pygame.Surface(area.size)
    layer.fill(colour("letterbox"))
    grid = board_grid(pygame.Rect(0, 0, area.width, area.height))
    board = grid.board_rect()
    pygame.draw.rect(layer, colour("shadow"), board.move(max(3, round(cell / 6)), max(3, round(cell / 6))))
    pygame.draw.rect(layer, colour("paper"), board)
    _zones(words, layer, grid)
    _clouds(layer, grid)
    _compass(words, layer, grid)
    _dots(layer, grid)
    _labels(layer, grid)
    _airfields(layer, grid)
    for side, at in hq:
        pieces.draw_hq(layer, side, grid.square(at), cell, bombed=side == bombed)
    for side, kind, at, facing in defences:
        if kind == "gun":
            pieces.draw_gun(layer, side, grid.square(at), cell, HEADING_DEGREES[facing or "N"])
        else:
            pieces.draw_missile(layer, side, grid.square(at), cell)
    pygame.draw.rect(layer, colour("ink"), board, max(3, round(cell / 9)))
    scale = max(0.75, min(2.0, area.height / 800))
    _legend(words, layer, pygame.Rect(8, 8, min(board.left - 22, round(290 * scale)), area.height - 16), scale)
    return layer


LEGEND_ROOM = 190


def board_grid(rect: pygame.Rect) -> Grid:
    """The grid of the map in the board area (pushed right when the key fits on its left)."""
    return Grid.fit(rect, LEGEND_ROOM)


LEGEND = ("bomber", "fighter", "parked", "gun", "missile", "hq")


def _legend(words: Words, layer: pygame.Surface, rect: pygame.Rect, scale: float) -> None:
    """A key to the pieces in the free strip left of the map (when there is room for it)."""
    if rect.width < LEGEND_ROOM - 30 or rect.height < 300:
        return
    icon = min(40.0 * scale, rect.width * 0.2)
    width = rect.width - round(icon) - 26
    every = [word for name in LEGEND for word in words.tr(f"airwar.legend.{name}").split()]
    size = readable(min(round(15 * scale), rect.width // 13))
    while size > MIN_TEXT and max(font(size).size(word)[0] for word in every) > width:
        size -= 1
    rows = [(name, wrap_text(words.tr(f"airwar.legend.{name}"), font(size), width)) for name in LEGEND]
    line = font(size).get_linesize()
    height = sum(max(icon + 6, len(lines) * line + 8) for _, lines in rows) + line + 24
    card = pygame.Rect(rect.x, rect.y + max(0, (rect.height - height) // 2), rect.width, min(rect.height, height))
    paper_panel(layer, card, "paper_light", shadow=5)
    blit_text(layer, words.tr("airwar.legend.title"), size + 2, (card.x + 10, card.y + 8 + line // 2), bold=True,
              anchor="midleft")
    y: float = card.y + line + 18
    for name, lines in rows:
        height = max(icon + 6, len(lines) * line + 8)
        _legend_icon(words, layer, name, (card.x + 8 + icon / 2, y + height / 2), icon)
        for i, text in enumerate(lines):
            blit_text(layer, text, size, (card.x + icon + 16, y + (height - len(lines) * line) / 2 + i * line),
                      anchor="topleft")
        y += height


def _legend_icon(words: Words, layer: pygame.Surface, name: str, centre: tuple[float, float], cell: float) -> None:
    if name in ("bomber", "fighter"):
        pieces.draw_plane(layer, name, "south", centre, cell, 0.0, letter=letter(words, "south"))
    elif name == "parked":
        pieces.draw_plane(layer, "fighter", "north", centre, cell, 180.0, letter=letter(words, "north"), parked=True)
    elif name == "gun":
        pieces.draw_gun(layer, "south", centre, cell * 0.9, 0.0)
    elif name == "missile":
        pieces.draw_missile(layer, "north", centre, cell * 0.9)
    else:
        pieces.draw_hq(layer, "south", (centre[0], centre[1] + cell * 0.12), cell * 0.9)


def _zones(words: Words, layer: pygame.Surface, grid: Grid) -> None:
    """The two home zones tinted in their side's colour, each with its name."""
    for side, (low, high) in ZONES.items():
        left, top = grid.at(-0.5, high + 0.5)
        right, bottom = grid.at(COLUMNS - 0.5, low - 0.5)
        box = pygame.Rect(round(left), round(top), round(right - left), round(bottom - top))
        pygame.draw.rect(layer, colour(f"zone_{side}"), box)
        pygame.draw.rect(layer, colour(f"{side}_dark"), box, max(2, round(grid.cell / 14)))
        x, y = grid.at(9 if side == "south" else 5, high + 0.5 if side == "south" else low - 0.5)
        size = readable(grid.cell * 0.36)
        label = words.tr(f"airwar.zone.{side}").upper()
        tag = blit_text(layer, label, size, (x, y), bold=True, ink="white")
        tag = tag.inflate(size, size // 3)
        pygame.draw.rect(layer, colour(f"{side}_dark"), tag)
        pygame.draw.rect(layer, colour("ink"), tag, max(1, round(grid.cell / 18)))
        blit_text(layer, label, size, tag.center, bold=True, ink="white")


def _clouds(layer: pygame.Surface, grid: Grid) -> None:
    """A few flat paper clouds drifting over the open sky."""
    rng = random.Random(1957)
    for column, row, width in ((2.2, 12.6, 3.2), (11.6, 9.6, 3.6), (6.4, 14.3, 2.4), (9.8, 13.2, 2.0), (4.0, 8.4, 2.6)):
        cx, cy = grid.at(column, row)
        puffs = [(cx + (i - 2) * width * grid.cell / 5, cy + rng.uniform(-0.15, 0.1) * grid.cell,
                  width * grid.cell * rng.uniform(0.17, 0.26)) for i in range(5)]
        base = pygame.Rect(0, 0, round(width * grid.cell * 1.05), round(grid.cell * 0.5))
        base.midbottom = (round(cx), round(cy + grid.cell * 0.35))
        for x, y, r in puffs:
            pygame.draw.circle(layer, colour("cloud_edge"), (x, y), r + max(2, grid.cell / 14))
        pygame.draw.rect(layer, colour("cloud_edge"), base.inflate(4, 4), border_radius=base.height // 2)
        for x, y, r in puffs:
            pygame.draw.circle(layer, colour("cloud"), (x, y), r)
        pygame.draw.rect(layer, colour("cloud"), base, border_radius=base.height // 2)


def _compass(words: Words, layer: pygame.Surface, grid: Grid) -> None:
    """A compass rose in the open sky, north up."""
    cx, cy = grid.at(12.4, 12.3)
    r = grid.cell * 1.25
    pygame.draw.circle(layer, colour("compass"), (cx, cy), r * 0.8, max(1, round(grid.cell / 20)))
    for turn in range(0, 360, 45):
        length = r if turn % 90 == 0 else r * 0.55
        tip = pieces.place(((0.0, -1.0), (0.16, -0.16), (-0.16, -0.16)), (cx, cy), length, turn)
        fill = "red" if turn == 0 else ("paper_light" if turn % 90 == 0 else "compass")
        pygame.draw.polygon(layer, colour(fill), tip)
        pygame.draw.polygon(layer, colour("ink"), tip, 1)
    blit_text(layer, words.tr("airwar.compass.north"), readable(grid.cell * 0.42), (cx, cy - r - grid.cell * 0.3),
              bold=True)


def _dots(layer: pygame.Surface, grid: Grid) -> None:
    """The faint grid of points where planes stand."""
    radius = max(1.5, grid.cell * 0.075)
    for column in range(COLUMNS):
        for row in range(1, ROWS + 1):
            strong = column % 5 == 2 or row % 5 == 1
            pygame.draw.circle(layer, colour("dot" if strong else "dot_faint"), grid.at(column, row), radius)


def _labels(layer: pygame.Surface, grid: Grid) -> None:
    """Column letters a–o above and below, row numbers 1–21 on both sides."""
    size = readable(grid.cell * 0.38)
    for column in range(COLUMNS):
        for edge in (ROWS + 0.72, 1 - 0.72):
            blit_text(layer, COLUMN_LETTERS[column], size, grid.at(column, edge), bold=True, ink="grey")
    for row in range(1, ROWS + 1):
        for edge in (-0.72, COLUMNS - 1 + 0.72):
            blit_text(layer, str(row), size, grid.at(edge, row), bold=True, ink="grey")


def _airfields(layer: pygame.Surface, grid: Grid) -> None:
    """Each airfield: a grey apron under its parking points with a striped runway."""
    layout = load_layout("standard")
    for side in ("south", "north"):
        for airfield in layout.side(side).airfields:
            points = [grid.square(p.at) for p in airfield.parking]
            xs, ys = [p[0] for p in points], [p[1] for p in points]
            pad = grid.cell * 0.47
            apron = pygame.Rect(round(min(xs) - pad), round(min(ys) - pad), round(max(xs) - min(xs) + 2 * pad),
                                round(max(ys) - min(ys) + 2 * pad))
            pygame.draw.rect(layer, colour("shadow"), apron.move(3, 3), border_radius=round(grid.cell * 0.2))
            pygame.draw.rect(layer, colour("tarmac_light"), apron, border_radius=round(grid.cell * 0.2))
            pygame.draw.rect(layer, colour("ink"), apron, max(2, round(grid.cell / 16)),
                             border_radius=round(grid.cell * 0.2))
            _runway(layer, grid, apron)
            for x, y in points:
                stand = pygame.Rect(0, 0, round(grid.cell * 0.82), round(grid.cell * 0.82))
                stand.center = (round(x), round(y))
                pygame.draw.rect(layer, colour("tarmac"), stand, max(1, round(grid.cell / 20)))


def _runway(layer: pygame.Surface, grid: Grid, apron: pygame.Rect) -> None:
    """A dashed centre line along the apron (the runway)."""
    y = apron.centery
    dash = max(3, round(grid.cell * 0.22))
    for x in range(apron.left + dash, apron.right - dash, dash * 2):
        pygame.draw.line(layer, colour("white"), (x, y), (x + dash, y), max(2, round(grid.cell / 12)))


def _trail(surface: pygame.Surface, grid: Grid, trail: tuple[str, ...]) -> None:
    """The last flight as a dotted line, so the next player sees what happened."""
    if len(trail) < 2:
        return
    points = [grid.square(s) for s in trail]
    for a, b in itertools.pairwise(points):
        for k in range(0, 10, 2):
            p = (a[0] + (b[0] - a[0]) * k / 10, a[1] + (b[1] - a[1]) * k / 10)
            pygame.draw.circle(surface, colour("orange"), p, max(2, grid.cell * 0.07))


def _free_points(surface: pygame.Surface, grid: Grid, view: BoardView) -> None:
    """Placement setup: free home-zone points ringed; the piece about to be placed shown on the hovered one."""
    for square in view.free:
        width = max(2, round(grid.cell / 16))
        pygame.draw.circle(surface, colour("green"), grid.square(square), grid.cell * 0.22, width)
    if view.ghost is not None:
        side, kind, at, facing = view.ghost
        if kind == "gun":
            pieces.draw_gun(surface, side, grid.square(at), grid.cell, HEADING_DEGREES[facing])
        else:
            pieces.draw_missile(surface, side, grid.square(at), grid.cell)


def _planes(words: Words, surface: pygame.Surface, grid: Grid, doc: Mapping[str, Any], view: BoardView) -> None:
    """Every plane of the position (hidden ones excepted), movable ones ringed, the picked one lit."""
    pulse = 0.5 + 0.5 * math.sin(view.clock * 5)
    for plane in doc.get("planes", ()):
        at = plane["at"]
        if at in view.overlay.hidden:
            continue
        centre = grid.square(at)
        if at == view.selected:
            pygame.draw.circle(surface, colour("yellow"), centre, grid.cell * 0.62)
            pygame.draw.circle(surface, colour("ink"), centre, grid.cell * 0.62, max(2, round(grid.cell / 12)))
        elif at in view.movable:
            width = max(2, round(grid.cell / 14 * (1 + pulse * 0.6)))
            pygame.draw.circle(surface, colour("green"), centre, grid.cell * 0.56, width)
        if at == view.hover and at != view.selected:
            pygame.draw.circle(surface, colour("ink"), centre, grid.cell * 0.58, 1)
        pieces.draw_plane(surface, plane["kind"], plane["side"], centre, grid.cell,
                          HEADING_DEGREES[plane["heading"]], letter=letter(words, plane["side"]),
                          parked=plane["parked"])



BADGE = 0.7  # a defence under a plane, drawn this size in its square's corner


def _defences_under_planes(surface: pygame.Surface, grid: Grid, doc: Mapping[str, Any], view: BoardView) -> None:
    """A gun or launcher with a plane on its square, drawn small in the square's corner above the plane
    (a plane drawn over a defence would hide it)."""
    taken = {plane["at"] for plane in doc.get("planes", ()) if plane["at"] not in view.overlay.hidden}
    for defence in doc.get("defences", ()):
        if defence["at"] not in taken:
            continue
        x, y = grid.square(defence["at"])
        corner = (x + grid.cell * 0.36, y + grid.cell * 0.36)
        pygame.draw.circle(surface, colour("paper_light"), corner, grid.cell * BADGE * 0.5)
        pygame.draw.circle(surface, colour("ink"), corner, grid.cell * BADGE * 0.5, max(1, round(grid.cell / 22)))
        if defence["kind"] == "gun":
            facing = HEADING_DEGREES[defence.get("facing") or "N"]
            pieces.draw_gun(surface, defence["side"], corner, grid.cell * BADGE, facing)
        else:
            pieces.draw_missile(surface, defence["side"], corner, grid.cell * BADGE)


def _markers(surface: pygame.Surface, grid: Grid, view: BoardView) -> None:
    """The picked plane's legal operations: a path arrow to each end point, tags, warnings, targets."""
    for index, item in enumerate(view.previews):
        if index != view.focus:
            _marker(surface, grid, item, False)
    if view.focus is not None and 0 <= view.focus < len(view.previews):
        _marker(surface, grid, view.previews[view.focus], True)


def _paths(surface: pygame.Surface, grid: Grid, view: BoardView) -> None:
    """The flight path of each operation as an arrow (under the planes), the focused one on top."""
    order = [i for i in range(len(view.previews)) if i != view.focus]
    if view.focus is not None and 0 <= view.focus < len(view.previews):
        order.append(view.focus)
    for index in order:
        item = view.previews[index]
        if not item.path:
            continue
        focused = index == view.focus
        ink = colour(OUTCOME_INK[item.outcome])
        points = [grid.square(item.at)] + [grid.square(s) for s in item.path]
        width = max(3, round(grid.cell / (6 if focused else 9)))
        if focused:
            pygame.draw.lines(surface, colour("ink"), False, points, width + 4)
        pygame.draw.lines(surface, ink, False, points, width)
        _arrow_head(surface, points[-2], points[-1], grid.cell * (0.42 if focused else 0.34), ink)


def marker_point(grid: Grid, item: Preview) -> tuple[float, float]:
    """Where the clickable marker of an operation is drawn (its end point, or a chip by the plane)."""
    if item.in_place:
        forward, right = IN_PLACE_SPOT.get(item.op, (0.6, 0.6))
        return offset(grid, item.at, _heading_before(item), forward, right)
    return grid.square(item.end)


def _heading_before(item: Preview) -> str:
    """The plane's heading before the operation (in-place chips sit around it by that heading)."""
    net = {"L": 1, "R": 3, "U": 2}.get(item.op, 0)
    return "NESW"[("NESW".index(item.heading) + net) % 4]


def _marker(surface: pygame.Surface, grid: Grid, item: Preview, focused: bool) -> None:
    cell = grid.cell
    end = marker_point(grid, item)
    radius = cell * ((0.36 if focused else 0.3) if item.in_place else (0.3 if focused else 0.24))
    if item.outcome == "shot":
        pieces.warning(surface, end, cell * (0.7 if focused else 0.58))
    elif item.outcome == "attack":
        pieces.target(surface, end, cell * (0.95 if focused else 0.8))
    elif item.outcome == "bomb":
        pieces.star(surface, end, cell * 0.5, "yellow", edge=True)
    elif item.outcome == "lost":
        pieces.cross(surface, end, cell * (0.34 if focused else 0.28))
    else:
        pygame.draw.circle(surface, colour("yellow" if focused else "paper_light"), end, radius)
        pygame.draw.circle(surface, colour("ink"), end, radius, max(2, round(cell / 14)))
        if item.in_place:
            _turn_icon(surface, end, radius * 1.25, item.op)
            blit_text(surface, item.op, max(8, round(radius * 1.2)), end, bold=True)
            return
    _tag(surface, grid, item, end, focused)


def _arrow_head(surface: pygame.Surface, a: tuple[float, float], b: tuple[float, float], size: float,
                ink: pygame.Color) -> None:
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    tip = (b[0] - math.cos(angle) * size * 0.2, b[1] - math.sin(angle) * size * 0.2)
    left = (tip[0] - size * math.cos(angle - 0.5), tip[1] - size * math.sin(angle - 0.5))
    right = (tip[0] - size * math.cos(angle + 0.5), tip[1] - size * math.sin(angle + 0.5))
    pygame.draw.polygon(surface, ink, (tip, left, right))
    pygame.draw.polygon(surface, colour("ink"), (tip, left, right), 1)


def _turn_icon(surface: pygame.Surface, centre: tuple[float, float], r: float, op: str) -> None:
    """A curved arrow: left, right or all the way round."""
    box = pygame.Rect(0, 0, round(2 * r), round(2 * r))
    box.center = (round(centre[0]), round(centre[1]))
    sweep = {"L": (0.6, 3.6), "R": (-0.5, 2.5), "U": (-0.9, 4.0)}.get(op, (0.0, 3.0))
    pygame.draw.arc(surface, colour("ink"), box, sweep[0], sweep[1], max(2, round(r / 5)))
    end = sweep[1] if op == "L" else sweep[0]
    tip = (centre[0] + r * math.cos(end), centre[1] - r * math.sin(end))
    pygame.draw.circle(surface, colour("ink"), tip, max(2, r / 5))


def _tag(surface: pygame.Surface, grid: Grid, item: Preview, at: tuple[float, float], focused: bool) -> None:
    """A small paper tag with the operation's name: beyond the end of its arrow, or on its chip."""
    size = readable(grid.cell * (0.4 if focused else 0.33))
    box = pygame.Rect(0, 0, round(size * (len(item.op) * 0.72 + 0.7)), round(size * 1.35))
    box.center = _tag_centre(grid, item, at)
    pygame.draw.rect(surface, colour("yellow" if focused else "paper_light"), box)
    pygame.draw.rect(surface, colour("ink"), box, max(1, round(grid.cell / 22)))
    blit_text(surface, item.op, size, box.center, bold=True)


def _tag_centre(grid: Grid, item: Preview, at: tuple[float, float]) -> tuple[int, int]:
    """Where an operation's tag goes: along the arrow past its end (F1: beside it, F3 flies on)."""
    if item.op == "F1":
        x, y = offset(grid, item.end, item.heading, 0.0, 0.9)
        return round(x), round(y)
    x, y = offset(grid, item.end, item.heading, 0.75, 0.0)
    return round(x), round(y)


def _overlay(words: Words, surface: pygame.Surface, grid: Grid, overlay: Overlay) -> None:
    """Planes in flight, planes about to be destroyed, and explosions."""
    for sprite in overlay.sprites:
        centre = grid.at(*sprite.pos)
        if sprite.alpha < 1.0:
            layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
            pieces.draw_plane(layer, sprite.kind, sprite.side, centre, grid.cell, sprite.degrees,
                              letter=letter(words, sprite.side), scale=sprite.scale)
            layer.set_alpha(round(255 * max(0.0, sprite.alpha)))
            surface.blit(layer, (0, 0))
        else:
            pieces.draw_plane(surface, sprite.kind, sprite.side, centre, grid.cell, sprite.degrees,
                              letter=letter(words, sprite.side), parked=sprite.parked, scale=sprite.scale)
    for effect in overlay.effects:
        scale = {"bomb": 1.6, "burst": 1.0, "flak": 1.1}.get(effect.kind, 1.0)
        pieces.burst(surface, grid.at(*effect.pos), grid.cell * scale, effect.progress)

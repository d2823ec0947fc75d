"""Pure drawing of the Armageddon board: (board, position document, view state, rectangle) → pixels.

Everything is drawn as vectors at the current scale, so the board is sharp at any size.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from itertools import pairwise
from typing import Any

import pygame

from armageddon.state import TOKEN_CODES
from armageddon.state import laser_on as rules_laser_on
from armageddon.view.anim import Effect, Overlay
from armageddon.view.geometry import TOKEN_RADIUS, Transform, board_transform
from armageddon.view.palette import colour, text
from armageddon.view.pieces import draw_token, outlined, star
from armageddon.view.scenery import (
    EARTH,
    draw_alien_ship,
    draw_circles,
    draw_cruiser,
    draw_depot,
    draw_explosions,
    draw_flight,
    draw_lanes,
    draw_laser,
    draw_space,
    draw_trophies,
    laser_points,
)
from armageddon.view.suggest import draw_suggestion


@dataclass(frozen=True)
class BoardView:
    """The UI state the board drawing depends on (besides the position)."""

    selected: str | None = None
    targets: frozenset[str] = frozenset()
    focus: str | None = None
    movable: frozenset[str] = frozenset()
    hover: str | None = None
    overlay: Overlay = field(default_factory=Overlay)
    labels: Mapping[str, str] = field(default_factory=dict)
    clock: float = 0.0
    trail: tuple[str, ...] = ()
    suggestion: tuple[str, str] | None = None  # the hint: (from, to)
    suggestion_label: str = ""


def laser_on(board: Any, doc: Mapping[str, Any]) -> bool:
    """Whether the laser is on, as the rules say (6.7) of the token on its control circle Q."""
    token = doc.get("tokens", {}).get(board.extra.get("laser_control", "R4"), "")
    return rules_laser_on(TOKEN_CODES.get(token, 0))


def draw_board(
    surface: pygame.Surface, board: Any, doc: Mapping[str, Any], view: BoardView, rect: pygame.Rect
) -> Transform:
    """Draw the whole board into rect; returns the canvas → screen transform used."""
    tf = board_transform(tuple(board.canvas), rect)
    clip = surface.get_clip()
    surface.set_clip(rect)
    surface.blit(static_layer(board, rect.size, view.labels, laser_on(board, doc)), rect.topleft)
    where = {n.id: tf.point(n.x, n.y) for n in board.nodes}
    draw_depot(surface, board, doc, tf, view.labels)
    draw_trophies(surface, doc, tf, view.labels)
    draw_explosions(surface, board, doc, tf, view.labels)
    draw_trail(surface, tf, where, view.trail)
    draw_highlights(surface, board, tf, where, view)
    draw_tokens(surface, board, doc, tf, where, view)
    draw_effects(surface, board, tf, view.overlay.effects)
    draw_sprites(surface, tf, view.overlay, view.labels)
    draw_suggestion(surface, tf, where, view.suggestion, view.suggestion_label)
    draw_hover_tag(surface, tf, where, view.hover)
    surface.set_clip(clip)
    return tf


_STATIC: dict[tuple[Any, ...], tuple[Any, pygame.Surface]] = {}


def static_layer(board: Any, size: tuple[int, int], labels: Mapping[str, Any], laser: bool) -> pygame.Surface:
    """Everything that does not change during a game (the laser drawn on or off), drawn once per size."""
    key = (id(board), tuple(size), repr(sorted(labels.items())), laser)
    if key not in _STATIC:
        if len(_STATIC) >= 6:
            _STATIC.clear()
        layer = pygame.Surface((max(1, size[0]), max(1, size[1])))
        paint_static(layer, board, labels, laser)
        _STATIC[key] = (board, layer)
    return _STATIC[key][1]


def paint_static(layer: pygame.Surface, board: Any, labels: Mapping[str, Any], laser: bool) -> None:
    """Space, both ships, the paths, the laser and every empty circle."""
    rect = layer.get_rect()
    tf = board_transform(tuple(board.canvas), rect)
    where = {n.id: tf.point(n.x, n.y) for n in board.nodes}
    draw_space(layer, rect, tf)
    draw_alien_ship(layer, board, tf, where, labels)
    draw_cruiser(layer, board, tf, labels)
    draw_flight(layer, board, tf, where)
    draw_lanes(layer, board, tf, where)
    draw_laser(layer, board, laser, tf, labels)
    draw_circles(layer, board, tf, where, labels)


# --- tokens, highlights, effects ------------------------------------------------------------------


def _letters(labels: Mapping[str, Any]) -> dict[str, str]:
    letters = labels.get("letters")
    return dict(letters) if isinstance(letters, Mapping) else {"red": "R", "green": "G", "yellow": "Y"}


def draw_tokens(
    surface: pygame.Surface,
    board: Any,
    doc: Mapping[str, Any],
    tf: Transform,
    where: Mapping[str, tuple[int, int]],
    view: BoardView,
) -> None:
    """Every token of the position, except those hidden while an animation shows them elsewhere."""
    letters = _letters(view.labels)
    mine = bool(doc.get("officer_mine"))
    r = tf.length(TOKEN_RADIUS)
    for node_id, piece in doc.get("tokens", {}).items():
        if node_id in view.overlay.hidden or node_id not in where:
            continue
        draw_token(surface, piece, where[node_id], r, letters, mine=mine and piece == "officer")


def draw_sprites(surface: pygame.Surface, tf: Transform, overlay: Overlay, labels: Mapping[str, Any]) -> None:
    """Tokens in flight or vanishing."""
    letters = _letters(labels)
    for sprite in overlay.sprites:
        draw_token(
            surface,
            sprite.piece,
            tf.point(*sprite.pos),
            tf.length(TOKEN_RADIUS * sprite.scale),
            letters,
            mine=sprite.mine,
            alpha=sprite.alpha,
        )


def draw_highlights(
    surface: pygame.Surface, board: Any, tf: Transform, where: Mapping[str, tuple[int, int]], view: BoardView
) -> None:
    """Rings under movable tokens, the picked token and the lit destinations."""
    pulse = 0.5 + 0.5 * math.sin(view.clock * 6.0)
    for node_id in view.movable - {view.selected}:
        if node_id in where:
            pygame.draw.circle(surface, colour("glow"), where[node_id], tf.length(29), tf.length(4))
    selected, hover = view.selected, view.hover
    if selected is not None and selected in where:
        pygame.draw.circle(surface, colour("white"), where[selected], tf.length(32 + 3 * pulse), tf.length(7))
        pygame.draw.circle(surface, colour("ink"), where[selected], tf.length(32 + 3 * pulse), tf.length(2))
    for node_id in view.targets:
        if node_id in where:
            _lit(surface, tf, where[node_id], pulse, node_id == view.focus)
    if hover is not None and hover in where and hover != selected:
        pygame.draw.circle(surface, colour("white"), where[hover], tf.length(27), tf.length(2))


def _lit(surface: pygame.Surface, tf: Transform, at: tuple[int, int], pulse: float, focus: bool) -> None:
    """A lit destination: a thick pulsing yellow ring with four ticks (white and bigger when focused)."""
    fill = colour("white") if focus else colour("yellow")
    radius = 31 + 4 * pulse + (5 if focus else 0)
    pygame.draw.circle(surface, colour("ink"), at, tf.length(radius + 3), tf.length(13))
    pygame.draw.circle(surface, fill, at, tf.length(radius), tf.length(8))
    for k in range(4):
        a = math.pi / 4 + k * math.pi / 2
        inner = (at[0] + tf.scale * (radius + 2) * math.cos(a), at[1] + tf.scale * (radius + 2) * math.sin(a))
        outer = (at[0] + tf.scale * (radius + 14) * math.cos(a), at[1] + tf.scale * (radius + 14) * math.sin(a))
        pygame.draw.line(surface, colour("ink"), inner, outer, tf.length(9))
        pygame.draw.line(surface, fill, inner, outer, tf.length(5))


def draw_trail(
    surface: pygame.Surface, tf: Transform, where: Mapping[str, tuple[int, int]], trail: Sequence[str]
) -> None:
    """The last sub-move's path: a dotted white line with a dot on each circle passed."""
    points = [where[n] for n in trail if n in where]
    if len(points) < 2:
        return
    for a, b in pairwise(points):
        steps = max(1, round(math.dist(a, b) / tf.length(12)))
        for i in range(steps):
            x = a[0] + (b[0] - a[0]) * i / steps
            y = a[1] + (b[1] - a[1]) * i / steps
            pygame.draw.circle(surface, colour("white"), (x, y), tf.length(3))
    for point in points[1:]:
        pygame.draw.circle(surface, colour("white"), point, tf.length(26), tf.length(3))


def draw_hover_tag(
    surface: pygame.Surface, tf: Transform, where: Mapping[str, tuple[int, int]], hover: str | None
) -> None:
    """A small paper tag with the id of the circle under the mouse (the name used in the notation)."""
    if hover is None or hover not in where:
        return
    x, y = where[hover]
    image = text(hover, max(11, tf.length(20)), True, tuple(colour("ink")[:3]))
    box = image.get_rect(midbottom=(x, y - tf.length(30))).inflate(10, 4)
    pygame.draw.rect(surface, colour("shadow"), box.move(3, 3))
    pygame.draw.rect(surface, colour("paper_light"), box)
    pygame.draw.rect(surface, colour("ink"), box, 2)
    surface.blit(image, image.get_rect(center=box.center))


def draw_effects(surface: pygame.Surface, board: Any, tf: Transform, effects: Sequence[Effect]) -> None:
    """Laser flashes, explosions, pulses and sparks."""
    for effect in effects:
        EFFECT_PAINTERS.get(effect.kind, _pulse)(surface, board, tf, effect)


def _beam(surface: pygame.Surface, board: Any, tf: Transform, effect: Effect) -> None:
    points = [tf.point(*p) for p in laser_points(board)]
    flicker = 1.0 if int(effect.progress * 10) % 2 == 0 else 0.6
    if len(points) > 1:
        pygame.draw.lines(surface, colour("white"), False, points, tf.length(16 * flicker))
        pygame.draw.lines(surface, colour("red"), False, points, tf.length(8))
    outlined(
        surface,
        colour("white"),
        [tf.point(*p) for p in star(effect.at, 44 * flicker, 14, 8, effect.progress)],
        tf.length(2),
    )


def _burst(surface: pygame.Surface, board: Any, tf: Transform, effect: Effect) -> None:
    grow = min(1.0, effect.progress * 2.5)
    for outer, fill in ((170, "red"), (125, "orange"), (80, "yellow"), (36, "white")):
        size = outer * grow
        if size > 2:
            outlined(
                surface,
                colour(fill),
                [tf.point(*p) for p in star(effect.at, size, size * 0.55, 12, effect.progress)],
                tf.length(3),
            )


def _pulse(surface: pygame.Surface, board: Any, tf: Transform, effect: Effect) -> None:
    radius = tf.length(26 + 40 * effect.progress)
    pygame.draw.circle(surface, colour("white"), tf.point(*effect.at), radius, tf.length(5 * (1 - effect.progress) + 1))


def _spark(surface: pygame.Surface, board: Any, tf: Transform, effect: Effect) -> None:
    outlined(
        surface,
        colour("yellow"),
        [tf.point(*p) for p in star(effect.at, 40 * (1 - effect.progress) + 8, 10, 6, effect.progress * 3)],
        tf.length(2),
    )


EFFECT_PAINTERS = {"beam": _beam, "burst": _burst, "pulse": _pulse, "spark": _spark}

__all__ = ["EARTH", "BoardView", "draw_board", "laser_on"]

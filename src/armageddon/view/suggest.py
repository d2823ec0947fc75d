"""The hint on the Armageddon board: the suggested token and its destination, joined by an arrow."""

from __future__ import annotations

import math
from collections.abc import Mapping

import pygame

from armageddon.view.geometry import Transform
from armageddon.view.palette import blit_text, colour, text
from tabletop.ui.hint import HINT_COLOUR, HINT_LIGHT


def draw_suggestion(
    surface: pygame.Surface, tf: Transform, where: Mapping[str, tuple[int, int]], move: tuple[str, str] | None,
    label: str = "",
) -> None:
    """A magenta ring round the token, a dashed arrow and a double ring with a tag at its destination."""
    if move is None or move[0] not in where or move[1] not in where:
        return
    a, b = where[move[0]], where[move[1]]
    hint, light, ink = pygame.Color(HINT_COLOUR), pygame.Color(HINT_LIGHT), colour("ink")
    _arrow(surface, tf, a, b, hint, ink)
    for centre, radius in ((a, 33), (b, 36)):
        pygame.draw.circle(surface, ink, centre, tf.length(radius + 3), tf.length(12))
        pygame.draw.circle(surface, hint, centre, tf.length(radius), tf.length(7))
    pygame.draw.circle(surface, light, b, tf.length(24), tf.length(3))
    if label:
        _tag(surface, tf, b, label, hint)


def _arrow(surface: pygame.Surface, tf: Transform, a: tuple[int, int], b: tuple[int, int], fill: pygame.Color,
           ink: pygame.Color) -> None:
    """A thick dashed line from the token's ring to the destination's ring, with a head."""
    length = math.dist(a, b)
    if length < tf.length(80):
        return
    ux, uy = (b[0] - a[0]) / length, (b[1] - a[1]) / length
    start, end = tf.length(38), length - tf.length(44)
    dash = tf.length(22)
    pos: float = start
    while pos < end - dash * 0.5:
        stop = min(pos + dash, end)
        p, q = (a[0] + ux * pos, a[1] + uy * pos), (a[0] + ux * stop, a[1] + uy * stop)
        pygame.draw.line(surface, ink, p, q, tf.length(13))
        pygame.draw.line(surface, fill, p, q, tf.length(7))
        pos += dash * 1.6
    tip = (a[0] + ux * (end + tf.length(8)), a[1] + uy * (end + tf.length(8)))
    size = tf.length(30)
    angle = math.atan2(uy, ux)
    left = (tip[0] - size * math.cos(angle - 0.45), tip[1] - size * math.sin(angle - 0.45))
    right = (tip[0] - size * math.cos(angle + 0.45), tip[1] - size * math.sin(angle + 0.45))
    pygame.draw.polygon(surface, fill, (tip, left, right))
    pygame.draw.polygon(surface, ink, (tip, left, right), max(1, tf.length(3)))


def _tag(surface: pygame.Surface, tf: Transform, at: tuple[int, int], label: str, fill: pygame.Color) -> None:
    """A small magenta tag above the destination ring."""
    size = max(10, tf.length(24))
    width = text(label, size, True, (255, 255, 255)).get_width()
    rect = pygame.Rect(0, 0, width + size, round(size * 1.45))
    rect.midbottom = (at[0], at[1] - tf.length(46))
    rect.clamp_ip(surface.get_clip())
    pygame.draw.rect(surface, colour("ink"), rect.move(3, 3))
    pygame.draw.rect(surface, fill, rect)
    pygame.draw.rect(surface, colour("ink"), rect, max(1, tf.length(3)))
    blit_text(surface, label, size, rect.center, bold=True, ink=colour("white"))

"""Drawing for the lesson screens, in the look of a children's magazine page: stars, a wrapped
paragraph, a coloured slip for the lesson's answer (pygame; pure functions of their arguments)."""

from __future__ import annotations

import math

import pygame

from tabletop.ui.drawing import wrap_text
from tabletop.ui.fonts import font
from tabletop.ui.theme import colour

SLIP_FILL = {"right": "green", "wrong": "red", "note": "yellow"}


def star_points(centre: tuple[float, float], radius: float) -> list[tuple[float, float]]:
    """The ten corners of a five-pointed star, point up."""
    x, y = centre
    corners = []
    for index in range(10):
        r = radius if index % 2 == 0 else radius * 0.45
        angle = -math.pi / 2 + index * math.pi / 5
        corners.append((x + r * math.cos(angle), y + r * math.sin(angle)))
    return corners


def draw_stars(surface: pygame.Surface, earned: int, centre: tuple[int, int], radius: int, of: int = 3) -> pygame.Rect:
    """`of` stars side by side centred on `centre`: the earned ones yellow, the rest pale; their box."""
    gap = radius * 2 + max(4, radius // 2)
    left = centre[0] - (of - 1) * gap / 2
    for index in range(of):
        points = star_points((left + index * gap, centre[1]), radius)
        pygame.draw.polygon(surface, colour("yellow" if index < earned else "paper_dark"), points)
        pygame.draw.polygon(surface, colour("ink"), points, max(2, radius // 6))
    return pygame.Rect(round(left - radius), centre[1] - radius, round((of - 1) * gap + 2 * radius), 2 * radius)


def draw_paragraph(surface: pygame.Surface, words: str, rect: pygame.Rect, size: int, bold: bool = False,
                   ink: str = "ink") -> int:
    """Words wrapped into rect's width from its top (lines below rect.bottom are not drawn); the bottom y."""
    fnt = font(size, bold)
    y = rect.top
    step = round(size * 1.3)
    for line in words.split("\n"):
        for part in wrap_text(line, fnt, rect.width) or [""]:
            if y + step > rect.bottom:
                return y
            surface.blit(fnt.render(part, True, colour(ink)), (rect.left, y))
            y += step
    return y


def paragraph_height(words: str, width: int, size: int, bold: bool = False) -> int:
    """How tall `draw_paragraph` draws the words at that width."""
    fnt = font(size, bold)
    lines = sum(max(1, len(wrap_text(line, fnt, width))) for line in words.split("\n"))
    return lines * round(size * 1.3)


def draw_slip(surface: pygame.Surface, words: str, rect: pygame.Rect, tone: str, size: int) -> pygame.Rect:
    """A slip of paper with a thick coloured edge and the words on it, as tall as they need; its rect."""
    height = paragraph_height(words, rect.width - 28, size) + 22
    slip = pygame.Rect(rect.left, rect.top, rect.width, min(rect.height, height))
    pygame.draw.rect(surface, colour("shadow"), slip.move(5, 5))
    pygame.draw.rect(surface, colour("paper_light"), slip)
    pygame.draw.rect(surface, colour(SLIP_FILL.get(tone, "yellow")), slip, 6)
    pygame.draw.rect(surface, colour("ink"), slip, 2)
    draw_paragraph(surface, words, slip.inflate(-28, -22), size)
    return slip

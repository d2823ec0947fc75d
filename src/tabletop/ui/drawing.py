"""Drawing helpers for the cut-out look: paper panels, outlined text, starfield, title cards."""

from __future__ import annotations

import random
from functools import lru_cache

import pygame

from tabletop.ui.fonts import condensed, font
from tabletop.ui.theme import colour

BORDER = 4
SHADOW = 7


def paper_panel(surface: pygame.Surface, rect: pygame.Rect, fill: str = "paper", shadow: int = SHADOW) -> None:
    """A cream panel with a thick ink border and a hard drop shadow."""
    rect = pygame.Rect(rect)
    if shadow:
        pygame.draw.rect(surface, colour("shadow"), rect.move(shadow, shadow))
    pygame.draw.rect(surface, colour(fill), rect)
    pygame.draw.rect(surface, colour("ink"), rect, BORDER)


def hard_shadow(surface: pygame.Surface, rect: pygame.Rect, offset: int = 5) -> None:
    """The offset ink block drawn under a button or card."""
    pygame.draw.rect(surface, colour("shadow"), pygame.Rect(rect).move(offset, offset))


def outlined_text(text: str, fnt: pygame.font.Font, fill: pygame.Color, outline: pygame.Color,
                  width: int = 3) -> pygame.Surface:
    """Text with a solid outline (for headings over the starfield)."""
    inner = fnt.render(text, True, fill)
    edge = fnt.render(text, True, outline)
    out = pygame.Surface((inner.get_width() + 2 * width, inner.get_height() + 2 * width), pygame.SRCALPHA)
    for dx in range(-width, width + 1):
        for dy in range(-width, width + 1):
            if dx * dx + dy * dy <= width * width + 1:
                out.blit(edge, (width + dx, width + dy))
    out.blit(inner, (width, width))
    return out


@lru_cache(maxsize=32)
def heading(text: str, size: int, fill: str = "yellow", outline: str = "ink", offset: int = 5) -> pygame.Surface:
    """A big bold heading: outlined letters with a hard shadow below-right (cached: do not draw on it)."""
    fnt = condensed(size)
    body = outlined_text(text, fnt, colour(fill), colour(outline), max(2, size // 16))
    shade = outlined_text(text, fnt, colour("shadow"), colour("shadow"), max(2, size // 16))
    out = pygame.Surface((body.get_width() + offset, body.get_height() + offset), pygame.SRCALPHA)
    out.blit(shade, (offset, offset))
    out.blit(body, (0, 0))
    return out


def blit_centered(surface: pygame.Surface, image: pygame.Surface, center: tuple[int, int]) -> pygame.Rect:
    """Blit an image centred on a point; returns where it went."""
    rect = image.get_rect(center=center)
    surface.blit(image, rect)
    return rect


def wrap_text(text: str, fnt: pygame.font.Font, width: int) -> list[str]:
    """Split text into lines that fit a pixel width (words longer than a line are kept whole)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        line = ""
        for word in paragraph.split(" "):
            candidate = f"{line} {word}" if line else word
            if fnt.size(candidate)[0] <= width or not line:
                line = candidate
            else:
                lines.append(line)
                line = word
        lines.append(line)
    return lines


@lru_cache(maxsize=4)
def starfield(size: tuple[int, int], seed: int = 1961) -> pygame.Surface:
    """A deterministic night sky: deep blue, bands, round stars, a few four-point sparkles."""
    width, height = size
    sky = pygame.Surface(size)
    sky.fill(colour("space"))
    band = colour("space_light")
    for i in range(0, height, 6):
        if (i // 6) % 9 == 0:
            pygame.draw.line(sky, band, (0, i), (width, i), 2)
    rng = random.Random(seed)
    for _ in range(width * height // 2500):
        x, y, r = rng.randrange(width), rng.randrange(height), rng.choice((1, 1, 1, 2, 2, 3))
        pygame.draw.circle(sky, colour("star"), (x, y), r)
    for _ in range(max(4, width * height // 90000)):
        _sparkle(sky, rng.randrange(width), rng.randrange(height), rng.randrange(7, 16))
    return sky


def _sparkle(surface: pygame.Surface, x: int, y: int, r: int) -> None:
    points = [(x, y - r), (x + r // 4, y - r // 4), (x + r, y), (x + r // 4, y + r // 4),
              (x, y + r), (x - r // 4, y + r // 4), (x - r, y), (x - r // 4, y - r // 4)]
    pygame.draw.polygon(surface, colour("yellow"), points)
    pygame.draw.polygon(surface, colour("ink"), points, 2)


def planet(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A ringed red planet, cut out of paper."""
    pygame.draw.circle(surface, colour("shadow"), (center[0] + 6, center[1] + 6), radius)
    pygame.draw.circle(surface, colour("red"), center, radius)
    pygame.draw.circle(surface, colour("orange"), (center[0] - radius // 3, center[1] - radius // 3), radius // 3)
    ring = pygame.Rect(0, 0, radius * 3, radius)
    ring.center = center
    pygame.draw.ellipse(surface, colour("yellow"), ring, 5)
    pygame.draw.circle(surface, colour("ink"), center, radius, 4)


def title_card(title: str, size: tuple[int, int], seed: int = 7) -> pygame.Surface:
    """A poster-like card with a game's title, for games that cannot draw their board."""
    card = pygame.Surface(size)
    card.blit(starfield(size, seed), (0, 0))
    words = wrap_text(title, condensed(max(18, size[1] // 6)), size[0] - 40)
    y = size[1] // 2 - len(words) * size[1] // 12
    for word in words:
        image = heading(word, max(18, size[1] // 6))
        blit_centered(card, image, (size[0] // 2, y + image.get_height() // 2))
        y += image.get_height()
    pygame.draw.rect(card, colour("ink"), card.get_rect(), BORDER)
    return card


def text(surface: pygame.Surface, words: str, pos: tuple[int, int], size: int = 18, bold: bool = False,
         fill: str = "ink", anchor: str = "topleft") -> pygame.Rect:
    """Draw a line of text at a point (anchor is a pygame.Rect attribute name)."""
    image = font(size, bold).render(words, True, colour(fill))
    rect = image.get_rect(**{anchor: pos})
    surface.blit(image, rect)
    return rect


def fit_text(words: str, width: int, size: int = 17, bold: bool = False) -> str:
    """The text, shortened with an ellipsis if it is wider than `width` pixels."""
    fnt = font(size, bold)
    if fnt.size(words)[0] <= width:
        return words
    while words and fnt.size(words + "…")[0] > width:
        words = words[:-1]
    return words.rstrip() + "…"

"""Colours and cached text for the Air War view: the shell's palette plus a few mixed shades."""

from __future__ import annotations

from functools import cache, lru_cache

import pygame

from tabletop.ui.theme import colour as theme_colour

SIDE_COLOUR = {"south": "blue", "north": "red"}
MIXES = {
    "zone_south": ("blue", "white", 0.8),
    "zone_north": ("red", "white", 0.83),
    "dot": ("ink", "paper", 0.62),
    "dot_faint": ("ink", "paper", 0.8),
    "cloud": ("white", "paper", 0.15),
    "cloud_edge": ("blue", "paper", 0.62),
    "tarmac": ("grey", "ink", 0.35),
    "tarmac_light": ("grey", "paper", 0.35),
    "south_dark": ("blue", "ink", 0.45),
    "north_dark": ("red", "ink", 0.45),
    "south_light": ("blue", "white", 0.55),
    "north_light": ("red", "white", 0.55),
    "compass": ("ink", "paper", 0.55),
    "letterbox": ("paper_dark", "ink", 0.08),
}


@cache
def colour(name: str) -> pygame.Color:
    """A named colour: the theme's, or one of the view's mixes (ink when unknown)."""
    if name in MIXES:
        a, b, t = MIXES[name]
        return mix(colour(a), colour(b), t)
    if name in SIDE_COLOUR:
        return colour(SIDE_COLOUR[name])
    return pygame.Color(theme_colour(name))


def mix(a: pygame.Color, b: pygame.Color, t: float) -> pygame.Color:
    """The colour a fraction t of the way from a to b."""
    return pygame.Color(*(round(x + (y - x) * t) for x, y in zip(a[:3], b[:3], strict=True)))


@lru_cache(maxsize=1024)
def text_image(value: str, size: int, bold: bool = False, ink: tuple[int, int, int] = (28, 26, 46)) -> pygame.Surface:
    """A rendered line of text (cached by content, size, weight and colour)."""
    from tabletop.ui.fonts import font

    return font(max(6, size), bold).render(value, True, ink)


def blit_text(
    surface: pygame.Surface,
    value: str,
    size: int,
    at: tuple[float, float],
    *,
    bold: bool = False,
    ink: pygame.Color | str = "ink",
    anchor: str = "center",
) -> pygame.Rect:
    """Draw text anchored at a point (`center`, `midleft`, ...); returns its rectangle."""
    ink = colour(ink) if isinstance(ink, str) else ink
    image = text_image(value, int(size), bold, tuple(ink[:3]))
    box = image.get_rect(**{anchor: (round(at[0]), round(at[1]))})
    surface.blit(image, box)
    return box


def fit_size(value: str, size: int, width: int, bold: bool = False) -> int:
    """The largest font size up to `size` at which the text fits `width` pixels."""
    from tabletop.ui.fonts import MIN_TEXT, font

    while size > MIN_TEXT and font(size, bold).size(value)[0] > width:
        size -= 1
    return size

"""Bundled DejaVu fonts (full Cyrillic), loaded once per size and weight."""

from __future__ import annotations

from functools import cache

import pygame

from tabletop.paths import asset

REGULAR = "DejaVuSans.ttf"
BOLD = "DejaVuSans-Bold.ttf"
CONDENSED_BOLD = "DejaVuSansCondensed-Bold.ttf"
MIN_TEXT = 12  # the smallest letters a player is asked to read, in pixels (issue 16.10: at 960×600 too)


def font_path(bold: bool = False) -> str:
    """The file of the regular or bold face."""
    return str(asset("fonts", BOLD if bold else REGULAR))


def readable(size: float) -> int:
    """A letter size no smaller than MIN_TEXT."""
    return max(MIN_TEXT, round(size))


@cache
def font(size: int, bold: bool = False) -> pygame.font.Font:
    """A DejaVu font of that pixel size (pygame.font must be initialised)."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(font_path(bold), max(6, int(size)))


@cache
def condensed(size: int) -> pygame.font.Font:
    """The condensed bold face, for big headings."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset("fonts", CONDENSED_BOLD)), max(6, int(size)))


def clear_cache() -> None:
    """Forget loaded fonts (after pygame.quit they are no longer valid)."""
    font.cache_clear()
    condensed.cache_clear()

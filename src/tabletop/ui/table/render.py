"""Headless rendering of a position (board and panel into a new surface) for `tabletop render` and previews."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from tabletop.i18n import Words

PANEL_FROM_WIDTH = 900  # narrower pictures (the setup screen's preview) show the board alone

Render = Callable[[Words, pygame.Surface, Any, Any, dict[str, Any], bool], None]


def render_headless(draw: Render, game: Any, state: Any, size: tuple[int, int], lang: str) -> pygame.Surface:
    """A new surface of `size` with `draw(words, surface, game, state, doc, with_panel)` run in language `lang`."""
    if not pygame.font.get_init():
        pygame.font.init()
    width, height = max(1, int(size[0])), max(1, int(size[1]))
    surface = pygame.Surface((width, height))
    draw(Words(lang), surface, game, state, game.to_document(state), width >= PANEL_FROM_WIDTH)
    return surface

"""Waking the app's loop from a worker thread: a pygame user event posted when a thought is done."""

from __future__ import annotations

from typing import Any

import pygame

WAKE = pygame.event.custom_type()


def post_wake(_: Any = None) -> None:
    """Ask the sleeping loop for a frame (safe from any thread; a no-op once pygame is shut down)."""
    try:
        if pygame.display.get_init():
            pygame.event.post(pygame.event.Event(WAKE))
    except pygame.error:
        pass

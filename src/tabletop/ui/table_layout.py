"""How a game table splits the window: the board on the left, the side panel on the right."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

PANEL_MIN, PANEL_MAX = 300, 440


@dataclass(frozen=True, slots=True)
class Layout:
    """The table split into the board area and the side panel."""

    board: pygame.Rect
    panel: pygame.Rect


def split_table(size: tuple[int, int], share: float) -> Layout:
    """Board on the left, panel on the right (`share` of the width, clamped; taller windows allow a wider panel)."""
    width, height = max(1, size[0]), max(1, size[1])
    panel_w = min(round(PANEL_MAX * max(1.0, height / 800)), max(PANEL_MIN, round(width * share)))
    panel_w = min(panel_w, max(1, width - 200))
    return Layout(pygame.Rect(0, 0, width - panel_w, height), pygame.Rect(width - panel_w, 0, panel_w, height))

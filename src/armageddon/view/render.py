"""Headless rendering of a position: board and panel into a surface (for `tabletop render`)."""

from __future__ import annotations

from typing import Any

import pygame

from armageddon.view.draw import BoardView, draw_board, laser_on
from armageddon.view.geometry import layout
from armageddon.view.labels import board_labels
from armageddon.view.panel import draw_panel, panel_info, panel_layout
from tabletop.ui import i18n
from tabletop.ui.i18n import tr
from tabletop.ui.widgets import MoveLog, draw_button

PANEL_FROM_WIDTH = 900  # narrower pictures (the setup screen's preview) show the board alone


def render_position(game: Any, state: Any, size: tuple[int, int], lang: str) -> pygame.Surface:
    """The table as a player sees it for this position, in the given language (the board alone when narrow)."""
    if not pygame.font.get_init():
        pygame.font.init()
    with i18n.in_language(lang):
        return _render(game, state, (max(1, int(size[0])), max(1, int(size[1]))))


def _render(game: Any, state: Any, size: tuple[int, int]) -> pygame.Surface:
    surface = pygame.Surface(size)
    doc = game.to_document(state)
    if size[0] < PANEL_FROM_WIDTH:
        draw_board(surface, game.board, doc, BoardView(labels=board_labels()), surface.get_rect())
        return surface
    parts = layout(size)
    draw_board(surface, game.board, doc, BoardView(labels=board_labels()), parts.board)
    key = "over" if doc.get("winner") else ("roll" if doc.get("roll") is None else "pick")
    info = panel_info(doc, laser_on(game.board, doc), "", tr(f"armageddon.hint.{key}"))
    draw_panel(surface, parts.panel, info, MoveLog(title=tr("armageddon.panel.log"), size=14))
    buttons = panel_layout(parts.panel)
    for name in ("roll", "undo", "end"):
        draw_button(
            surface,
            getattr(buttons, name),
            tr(f"armageddon.button.{name}"),
            enabled=False,
            size=max(11, min(round(17 * buttons.k), getattr(buttons, name).width // 8)),
        )
    return surface

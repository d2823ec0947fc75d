"""Headless rendering of a position: board and panel into a surface (for `tabletop render`)."""

from __future__ import annotations

from typing import Any

import pygame

from airwar.view.draw import BoardView, draw_board
from airwar.view.geometry import layout
from airwar.view.panel import BUTTONS, draw_panel, panel_info, panel_layout
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
        draw_board(surface, doc, BoardView(), surface.get_rect())
        return surface
    parts = layout(size)
    draw_board(surface, doc, BoardView(), parts.board)
    hint = "over" if doc.get("winner") else ("lot" if doc.get("to_move") is None else "pick")
    seat = game.current_seat(state)
    label = tr(f"airwar.seat.{seat}") if seat and game.variant.players == 4 else ""
    info = panel_info(doc, seat, "", tr(f"airwar.hint.{hint}"), seat_label=label)
    draw_panel(surface, parts.panel, info, MoveLog(title=tr("airwar.panel.log"), size=14))
    buttons = panel_layout(parts.panel)
    for name in BUTTONS[:1]:
        draw_button(surface, getattr(buttons, name), tr(f"airwar.button.{name}"), enabled=False,
                    size=max(11, round(16 * buttons.k)))
    return surface

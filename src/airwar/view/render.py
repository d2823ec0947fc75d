"""Headless rendering of an Air War position: sky map and panel into a surface (for `tabletop render`)."""

from __future__ import annotations

from typing import Any

import pygame

from airwar.view.draw import BoardView, draw_board
from airwar.view.geometry import layout
from airwar.view.panel import draw_panel, panel_info, panel_layout
from tabletop.i18n import Words
from tabletop.ui.table.render import render_headless
from tabletop.ui.widgets import MoveLog, draw_button


def render_position(game: Any, state: Any, size: tuple[int, int], lang: str) -> pygame.Surface:
    """The table as a player sees it for this position, in the given language (the map alone when narrow)."""
    return render_headless(_render, game, state, size, lang)


def _render(words: Words, surface: pygame.Surface, game: Any, state: Any, doc: dict[str, Any],
            with_panel: bool) -> None:
    parts = layout(surface.get_size())
    draw_board(words, surface, doc, BoardView(), parts.board if with_panel else surface.get_rect())
    if not with_panel:
        return
    hint = "over" if doc.get("winner") else ("lot" if doc.get("to_move") is None else "pick")
    seat = game.current_seat(state)
    label = words.tr(f"airwar.seat.{seat}") if seat and game.variant.players == 4 else ""
    info = panel_info(doc, seat, "", words.tr(f"airwar.hint.{hint}"), seat_label=label)
    draw_panel(words, surface, parts.panel, info, MoveLog(title=words.tr("airwar.panel.log"), size=14))
    buttons = panel_layout(parts.panel)
    draw_button(surface, buttons.undo, words.tr("airwar.button.undo"), enabled=False,
                size=max(12, round(16 * buttons.k)))

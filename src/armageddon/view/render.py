"""Headless rendering of an Armageddon position: board and panel into a surface (for `tabletop render`)."""

from __future__ import annotations

from typing import Any

import pygame

from armageddon.view.draw import BoardView, draw_board, laser_on
from armageddon.view.geometry import layout
from armageddon.view.labels import board_labels
from armageddon.view.panel import draw_panel, panel_info, panel_layout
from tabletop.i18n import Words
from tabletop.ui.table.render import render_headless
from tabletop.ui.widgets import MoveLog, draw_button


def render_position(game: Any, state: Any, size: tuple[int, int], lang: str) -> pygame.Surface:
    """The table as a player sees it for this position, in the given language (the board alone when narrow)."""
    return render_headless(_render, game, state, size, lang)


def _render(words: Words, surface: pygame.Surface, game: Any, state: Any, doc: dict[str, Any],
            with_panel: bool) -> None:
    parts = layout(surface.get_size())
    draw_board(surface, game.board, doc, BoardView(labels=board_labels(words)), parts.board if with_panel else
               surface.get_rect())
    if not with_panel:
        return
    key = "over" if doc.get("winner") else ("roll" if doc.get("roll") is None else "pick")
    info = panel_info(doc, laser_on(game.board, doc), "", words.tr(f"armageddon.hint.{key}"))
    draw_panel(words, surface, parts.panel, info, MoveLog(title=words.tr("armageddon.panel.log"), size=14))
    buttons = panel_layout(parts.panel)
    for name in ("roll", "undo", "end"):
        rect = getattr(buttons, name)
        draw_button(surface, rect, words.tr(f"armageddon.button.{name}"), enabled=False,
                    size=max(12, min(round(17 * buttons.k), rect.width // 8)))

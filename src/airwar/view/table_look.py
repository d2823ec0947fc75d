"""What the Air War table draws: the board view, the panel, the buttons and the words (reads, never changes).

The shared table (`tabletop.ui.table.scene`) calls `draw_board`, `draw_panel`, `shown_buttons` and
`banner_band` of a game's `look` module with the scene.
"""

from __future__ import annotations

from typing import Any

import pygame

from airwar.notation import Handover, Place
from airwar.view import choices
from airwar.view.anim import Timeline
from airwar.view.choices import last_flight
from airwar.view.draw import BoardView
from airwar.view.draw import draw_board as draw_map
from airwar.view.palette import fit_size
from airwar.view.panel import draw_panel as draw_side
from airwar.view.panel import panel_info
from tabletop.ui.liveliness import thinking_words
from tabletop.ui.table.scene import Phase


def hint_words(t: Any) -> str:
    """What to do now, in t.words."""
    if t.phase == Phase.OVER:
        return t.words.tr("airwar.hint.over")
    if not t.human_to_act():
        return thinking_words(t.words, t.computer.thinking_for(t.state)) or t.words.tr("airwar.hint.computer")
    key = {Phase.ANIMATE: "animate", Phase.PLACE: "place"}.get(t.phase, "target" if t.selected else "pick")
    return t.words.tr(f"airwar.hint.{key}")


def board_view(t: Any) -> BoardView:
    """The UI state the board drawing needs."""
    choosing = t.phase == Phase.CHOOSE and t.human_to_act() and not t.closed_words()
    placing = t.phase == Phase.PLACE and t.human_to_act()
    free = frozenset(m.at for m in t.legal() if isinstance(m, Place)) if placing else frozenset()
    ghost = (t.side() or "south", t.kind_to_place(), t.hover, t.facing) if t.hover in free else None
    mode, move = t.suggestion()
    return BoardView(
        selected=t.selected if choosing else None,
        previews=t.options() if choosing else (),
        focus=t.focus if choosing else None,
        movable=frozenset(t.movable()) if choosing and t.selected is None else frozenset(),
        hover=t.hover,
        overlay=t.timeline.sample(t.anim_t) if t.phase == Phase.ANIMATE else Timeline().sample(0),
        trail=last_flight(t.match.steps) if t.phase != Phase.ANIMATE else (),
        free=free,
        ghost=ghost,
        clock=t.pulse.clock,
        suggestion=t.suggested_preview(),
        suggested_place=move.at if mode == "ready" and isinstance(move, Place) else None,
    )


def draw_board(t: Any, surface: pygame.Surface) -> None:
    """The sky map with the lit planes and operations and the animation."""
    draw_map(t.words, surface, t.doc(), board_view(t), t.layout.board)


def draw_panel(t: Any, surface: pygame.Surface) -> None:
    """Turn card, hint slip, counters, operations (or the placement picker) and log."""
    seat, label, shown = shown_turn(t)
    info = panel_info(
        shown, seat, t.player_name(seat), t.hint(), seat_label=label,
        previews=t.options() if t.phase == Phase.CHOOSE else (), focus=t.focus,
        placing=t.left_to_place() if t.phase == Phase.PLACE else None, facing=t.facing, advice=t.advice(),
    )
    draw_side(t.words, surface, t.layout.panel, info, t.log)


def shown_turn(t: Any) -> tuple[str | None, str, dict[str, Any]]:
    """Seat, its label and the document for the panel: the mover's turn until its flight lands."""
    steps = t.match.steps
    if t.phase != Phase.ANIMATE or not steps or not steps[-1].seat:
        return t.seat(), t.seat_label(), t.doc()
    seat = steps[-1].seat
    side = t.game.side_of(seat)
    label = t.words.tr(f"airwar.seat.{seat}") if t.game.variant.players == 4 else t.words.tr(f"airwar.side.{side}")
    return seat, label, {**t.before_doc, "to_move": side}


def shown_buttons(t: Any) -> list[tuple[Any, str, bool, int]]:
    """Undo, hand-over (when it can be due), the hint; the picker during the setup."""
    size = max(12, min(round(16 * t.parts.k), t.parts.undo.height // 2))
    names = ["undo", *(["handover"] if Handover() in t.legal() or t.game.variant.players == 4 else []), "hint"]
    rows = [(name, t.buttons[name], "orange" if name == "hint" and t.hinter.shown else "yellow") for name in names]
    if t.phase == Phase.PLACE:
        rows += [(name, button, "orange" if name in (t.place_kind, t.facing) else "paper_light")
                 for name, button in t.picker.items()]
    return [(button, fill, t.button_enabled(name), fit_size(button.label, size, button.rect.width - 10, True))
            for name, button, fill in rows]


def banner_band(t: Any) -> pygame.Rect:
    """A band across the middle of the map."""
    board, sky = t.layout.board, t.grid.board_rect()
    band = pygame.Rect(0, 0, min(board.width, sky.width + 160), min(board.height, round(sky.width * 0.62)))
    band.center = sky.center
    return band.clamp(board)


advice_words = choices.advice_words

"""What the Armageddon table draws: the board view, the panel, the buttons and the words (reads, never changes).

The shared table (`tabletop.ui.table.scene`) calls `draw_board`, `draw_panel`, `shown_buttons` and
`banner_band` of a game's `look` module with the scene.
"""

from __future__ import annotations

from typing import Any

import pygame

from armageddon.view import placement
from armageddon.view.anim import Timeline
from armageddon.view.draw import BoardView, laser_on
from armageddon.view.draw import draw_board as draw_map
from armageddon.view.panel import draw_panel as draw_side
from armageddon.view.panel import panel_info
from tabletop.i18n import Words
from tabletop.ui.liveliness import thinking_words
from tabletop.ui.table.scene import Phase
from tabletop.ui.widgets import draw_die_face

HINT_KEYS = {Phase.ROLL: "roll", Phase.ROLLING: "rolling", Phase.ANIMATE: "animate", Phase.DONE: "done",
             Phase.OVER: "over"}


def hint_words(t: Any) -> str:
    """What to do now, in t.words."""
    key = HINT_KEYS.get(t.phase)
    if t.phase == Phase.CHOOSE:
        key = "target" if t.selected else "pick"
    if t.phase != Phase.OVER and not t.human_to_act():
        return thinking_words(t.words, t.computer.thinking_for(t.state)) or t.words.tr("armageddon.hint.computer")
    if t.phase == Phase.CHOOSE and t.placing():
        return placement.hint(t.words, t.seat())
    if t.phase == Phase.CHOOSE and t.selected and t.spare_options():
        return f"{t.words.tr(f'armageddon.hint.{key}')} {spare_hint(t)}"
    return t.words.tr(f"armageddon.hint.{key}")


def spare_hint(t: Any) -> str:
    """The printed rules' choice of tokens left in place, in words (D46)."""
    if not t.spared:
        return t.words.tr("armageddon.spare.hint")
    if not t.targets(t.selected):
        return t.words.tr("armageddon.spare.none")
    return t.words.tr("armageddon.spare.kept", circles=", ".join(t.spared))


def board_view(t: Any) -> BoardView:
    """The UI state the board drawing needs."""
    choosing = t.phase == Phase.CHOOSE and t.human_to_act() and not t.closed_words()
    mode, move = t.suggestion()
    shown = (move.frm, move.to) if mode == "ready" and hasattr(move, "frm") else None
    return BoardView(
        selected=t.selected if choosing else None,
        targets=frozenset(t.targets(t.selected)) if choosing else frozenset(),
        focus=t.focus if choosing else None,
        movable=frozenset(t.movable()) if choosing and t.selected is None else frozenset(),
        hover=t.hover,
        overlay=t.timeline.sample(t.anim_t) if t.phase == Phase.ANIMATE else Timeline().sample(0),
        labels=t.labels,
        clock=t.pulse.clock,
        trail=trail(t.match.steps) if t.phase != Phase.ANIMATE else (),
        suggestion=shown,
        suggestion_label=t.words.tr("armageddon.suggest.tag") if shown else "",
    )


def shown_doc(t: Any) -> dict[str, Any]:
    """The position for the panel: while a finished turn waits to be ended, it is still that seat's turn."""
    doc = t.doc()
    steps = t.match.steps
    if t.phase in (Phase.ANIMATE, Phase.DONE) and t.match.needs_roll() and steps:
        roll = next((s.action.value for s in reversed(steps) if s.is_roll), None)
        return {**doc, "to_move": steps[-1].seat, "roll": roll, "pips_left": 0}
    return doc


def trail(steps: Any) -> tuple[str, ...]:
    """The circles of the last sub-move played (frm first), to show what just happened."""
    for step in reversed(steps[-3:]):
        moved = next((e for e in step.events if e.kind == "moved"), None)
        if moved is not None:
            return (moved.frm, *moved.path)
    return ()


def draw_board(t: Any, surface: pygame.Surface) -> None:
    """The board with the lit circles and the animation."""
    draw_map(surface, t.board, t.doc(), board_view(t), t.layout.board)


def draw_panel(t: Any, surface: pygame.Surface) -> None:
    """Turn card, die, pips, hint slip, status and log."""
    shown = shown_doc(t)
    info = panel_info(shown, laser_on(t.board, t.doc()), t.player_name(shown.get("to_move")), t.hint(),
                      t.advice())

    def die(target: pygame.Surface, rect: pygame.Rect) -> None:
        if t.die.value is None or t.phase == Phase.ROLL:
            draw_die_face(target, rect.inflate(-6, -6), None if t.phase == Phase.ROLL else shown.get("roll"))
        else:
            t.die.draw(target, rect)

    draw_side(t.words, surface, t.layout.panel, info, t.log, die)


def shown_buttons(t: Any) -> list[tuple[Any, str, bool, int]]:
    """All four buttons; the hint's orange while shown."""
    k = t.parts.k
    return [(button, "orange" if name == "hint" and t.hinter.shown else "yellow", t.button_enabled(name),
             max(12, min(round(17 * k), button.rect.width // 8))) for name, button in t.buttons.items()]


def banner_band(t: Any) -> pygame.Rect:
    """A band across the middle of the board."""
    board = t.layout.board
    band = pygame.Rect(0, 0, board.width, min(board.height, round(board.width * 0.55)))
    band.center = board.center
    return band


def advice_words(words: Words, mode: str, move: Any) -> str:
    """The hint's words for the panel: thinking…, roll, end, or the suggested sub-move (or pass)."""
    if mode == "ready":
        if not hasattr(move, "frm"):
            return words.tr("armageddon.suggest.pass")
        return words.tr("armageddon.suggest.move", frm=move.frm, to=move.to)
    return "" if mode == "off" else words.tr(f"armageddon.suggest.{mode}")

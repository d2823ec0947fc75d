"""The Armageddon table scene: the die, tokens and lit circles on the shared table (tabletop.ui.table)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from armageddon.view import choices, describe, placement, table_look
from armageddon.view.anim import Timeline, build_timeline
from armageddon.view.draw import EARTH
from armageddon.view.geometry import board_transform, layout, node_at, node_spot
from armageddon.view.labels import board_labels
from armageddon.view.panel import panel_layout, seat_name
from tabletop.ui.table.commands import Command, Key, choice_keys
from tabletop.ui.table.scene import PASS_PAUSE, Phase
from tabletop.ui.table.scene import TableScene as BaseTable

ROLL, ROLLING, CHOOSE, ANIMATE, DONE, OVER = (Phase.ROLL, Phase.ROLLING, Phase.CHOOSE, Phase.ANIMATE, Phase.DONE,
                                              Phase.OVER)


class TableScene(BaseTable):
    """Hot-seat Armageddon: roll, pick a token, pick a lit circle, watch it go, end the turn."""

    PREFIX = "armageddon"
    BUTTONS = {"roll": Command("roll"), "undo": Command("undo"), "end": Command("end_turn"),
               "hint": Command("toggle_hint")}
    BANNER_TIME = 1.8
    KEYS = (
        (Key(pygame.K_z, ctrl=True), Command("undo")),
        (Key(pygame.K_BACKSPACE), Command("undo")),
        (Key(pygame.K_SPACE), Command("roll")),
        *((Key(getattr(pygame, f"K_{way.upper()}")), Command("aim", (way,))) for way in choices.ARROWS),
        *choice_keys(),
    )
    step_lines = staticmethod(describe.step_lines)
    look = table_look
    TIMELINE = Timeline

    def __init__(self, app: Any, session: Any) -> None:
        self.board = session.game.board
        self.spared: tuple[str, ...] = ()  # the printed rules (D46): enemy tokens the picked token leaves in place
        self.labels = board_labels(app.words)
        super().__init__(app, session)

    def relabel_more(self) -> None:
        """The board's labels in the app's language."""
        self.labels = board_labels(self.words)

    def lay_out(self, size: tuple[int, int]) -> None:
        """Lay the board and the panel out."""
        self.layout = layout(size)
        self.parts = panel_layout(self.layout.panel)
        self.transform = board_transform(tuple(self.board.canvas), self.layout.board)

    # --- reading the match ------------------------------------------------------------------------
    def submoves(self) -> list[Any]:
        """Legal sub-moves that move a token (a pass excluded)."""
        return [m for m in self.legal() if hasattr(m, "frm")]

    def movable(self) -> list[str]:
        """Circles of tokens that can move now, in board order."""
        froms = {m.frm for m in self.submoves()}
        return [n.id for n in self.board.nodes if n.id in froms]

    def placing(self) -> bool:
        """Whether the seat to act must place a displaced token (the printed rules, D47)."""
        return bool(self.game.rules.placing(self.state))

    def targets(self, frm: str | None) -> list[str]:
        """Lit destinations of a picked token, in board order (leaving in place the tokens chosen, D46); while a
        displaced token waits (D47), the free circles it may be placed on."""
        if self.placing():
            spots = {m.at for m in self.legal()}
            return [n.id for n in self.board.nodes if n.id in spots]
        tos = {m.to for m in self.submoves() if m.frm == frm and m.spared == self.spared}
        return [n.id for n in self.board.nodes if n.id in tos]

    def spare_options(self) -> list[str]:
        """The enemy tokens the picked token may pass over and leave in place (printed rules, D46), in path order."""
        found: list[str] = []
        for move in self.submoves():
            if move.frm == self.selected:
                found += [spot for spot in move.spared if spot not in found]
        return found

    def toggle_spare(self, node: str) -> None:
        """Leave the enemy token on `node` in place on the picked token's way, or displace it again."""
        chosen = set(self.spared) ^ {node}
        self.spared = tuple(spot for spot in self.spare_options() if spot in chosen)
        targets = self.targets(self.selected)
        self.focus = targets[0] if targets else None

    def seat_label(self) -> str:
        """The seat to act in words."""
        return seat_name(self.words, self.seat())

    def resting_phase(self) -> str:
        """Over, a roll due, or a sub-move due."""
        if self.game.is_terminal(self.state):
            return OVER
        return ROLL if self.match.needs_roll() else CHOOSE

    def human_to_act(self) -> bool:
        """True unless a computer holds the seat to act (or the seat whose finished turn awaits its end)."""
        seat = self._last_seat() if self.phase == DONE else self.seat()
        return not self.computer.plays(seat)

    def computer_acts(self) -> bool:
        """A computer seat to act, or one to end the played-out turn."""
        return self.computer.plays(self.seat()) or (self.phase == DONE and self.computer.plays(self._last_seat()))

    # --- input ------------------------------------------------------------------------------------
    def spot_under(self, pos: tuple[int, int]) -> str | None:
        """The circle under a screen position."""
        return node_at(self.board, self.transform, pos)

    def spot_at(self, name: str) -> tuple[float, float, float] | None:
        """A circle's screen centre and radius."""
        return node_spot(self.board, self.transform, name)

    def click_board(self, pos: tuple[int, int]) -> None:
        """A click on the board: on a circle or on empty space."""
        self.click_node(node_at(self.board, self.transform, pos))

    def button_enabled(self, name: str) -> bool:
        """Roll while a roll is due, undo within the turn, end a played-out turn, a hint until the end."""
        human = self.human_to_act() and not self.closed_words()
        return human and {"roll": self.phase == ROLL, "undo": self.undo_allowed(), "end": self.phase == DONE,
                          "hint": self.phase != OVER}[name]

    def why_disabled(self, name: str) -> str:
        """The die is rolled already, nothing to undo, the pips are not spent, or no hint now."""
        return choices.why_disabled(self.words, name, self.phase)

    # --- actions ----------------------------------------------------------------------------------
    def click_node(self, node: str | None) -> None:
        """A click on a circle (or on empty space): pick, move, or say why not."""
        if node is None:
            self.select(None)
            return
        token = self.doc()["tokens"].get(node)
        if self.phase == CHOOSE and self.placing() and node not in self.targets(None):
            self.refuse(placement.refusal(self.words, self.game, self.state, node))
            return
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        if self.phase == CHOOSE and node in self.spare_options() and (shift or node not in self.targets(self.selected)):
            self.toggle_spare(node)
        elif self.phase == CHOOSE and node in self.targets(self.selected):
            self.play_to(node)
        elif self.phase == CHOOSE and node in self.movable():
            self.select(None if node == self.selected else node)
        elif token is not None or self.selected is not None:
            self.refuse(choices.refused_click(self, node, token))

    def select(self, spot: str | None) -> None:
        """Pick a token (its destinations light up) or drop the pick."""
        self.selected = spot
        self.spared = ()
        targets = self.targets(spot)
        self.focus = targets[0] if targets else None

    def cycle_option(self, step: int) -> None:
        """Arrows: the next lit destination of the picked token."""
        targets = self.targets(self.selected)
        if not targets:
            self.cycle_pick(step)
            return
        index = targets.index(self.focus) + step if self.focus in targets else 0
        self.focus = targets[index % len(targets)]

    def aim(self, way: str) -> None:
        """Arrows: the lit destination (or, with nothing picked, the movable token) that lies that way on screen."""
        targets = self.targets(self.selected)
        pool, origin = (targets, self.focus or self.selected) if targets else (self.movable(), self.selected)
        found = choices.toward(self.spot_at, origin, pool, way) if origin else None
        if found is None and not origin:
            self.cycle_option(1 if way in ("right", "down") else -1)
        elif found is not None and targets:
            self.focus = found
        elif found is not None:
            self.select(found)

    def confirm(self) -> None:
        """Enter: move to the focused destination, or end the turn when it is over."""
        if self.phase == DONE:
            self.end_turn()
        elif self.phase == ROLL:
            self.roll()
        elif self.phase == CHOOSE and self.focus in self.targets(self.selected):
            self.play_to(self.focus)
        elif self.phase == CHOOSE:
            self.cycle_pick(1)

    def play_to(self, node: str) -> None:
        """Play the picked token's sub-move to node (or place the displaced token there)."""
        if self.placing():
            self.play(next(m for m in self.legal() if m.at == node))
            return
        picked = self.selected, node, self.spared
        self.play(next(m for m in self.submoves() if (m.frm, m.to, m.spared) == picked))

    def move_warning(self, move: Any) -> str:
        """Words of warning before a sub-move that throws pips away or loses an own token."""
        return choices.move_warning(self.words, self.game, self.state, self.doc(), move)

    def build_timeline(self, before: dict[str, Any], move: Any, transition: Any) -> Timeline:
        """The tokens' flights, beams and blasts of a sub-move."""
        return build_timeline(self.board, before, self.doc(transition.state), transition.events, self.speed())

    def played(self, move: Any, transition: Any) -> None:
        """The log, and a note for what must not be missed: pips lost on the launch table."""
        self._sync_log()
        self._notes(transition.events)

    def can_undo(self) -> bool:
        """Undo is offered for sub-moves of the turn in progress, until it is ended."""
        return self.phase in (CHOOSE, DONE) and self.match.can_undo() and not self._last_was_pass()

    def turn_ended(self) -> None:
        """Say whose turn was skipped."""
        steps = self.match.steps
        events = steps[-1].events if steps else ()
        skipped = [line for e in events if e.kind == "turn_skipped" and (line := describe.event_line(self.words, e))]
        if skipped:
            self.app.notify("  ".join(skipped))

    def undo(self) -> None:
        """Take back the last sub-move of this turn (Ctrl+Z or the button), unless a guide bars it."""
        if not self.undo_allowed():
            if self.undo_barred() or self.phase in (ROLL, CHOOSE):
                self.refuse(self.undo_barred() or self.words.tr("armageddon.refuse.no_undo"))
            return
        self.match.undo()
        self.select(None)
        self.phase = CHOOSE
        self._sync_log()

    def hint_due(self) -> str | None:
        """A roll or the end of the turn is hinted without thinking."""
        due: dict[str, str] = {ROLL: "roll", DONE: "end"}
        return due.get(self.phase)

    # --- flow -------------------------------------------------------------------------------------
    def pulsing(self) -> bool:
        """A picked token's destinations pulse."""
        return self.phase == CHOOSE and self.selected is not None

    def after_roll(self) -> None:
        """No token can move: the pass is shown and played."""
        moves = self.legal()
        if moves and not self.submoves():
            self.banner.show(self.words.tr("armageddon.banner.pass", seat=seat_name(self.words, self.seat())),
                             fill="paper")
            self.play(moves[0], review=False)

    def after_animation(self) -> None:
        """Over, a displaced token to place, more pips to play, or the turn played out."""
        if self.game.is_terminal(self.state):
            self.phase = DONE
            self.end_turn()
            return
        if not self.match.needs_roll():
            self.phase = CHOOSE
            if self.placing():
                self.focus = self.targets(None)[0]
                self.banner.show(placement.banner(self.words, self.seat()), fill=self.seat() or "paper")
            return
        self.phase = DONE
        if self._last_was_pass():
            self.wait = PASS_PAUSE / self.speed()
        elif getattr(self.app.settings, "auto_end_turn", False):
            self.end_turn()

    def waited(self) -> None:
        """A pass was shown: end the turn."""
        if self.phase == DONE:
            self.end_turn()

    def _last_was_pass(self) -> bool:
        steps = self.match.steps
        return bool(steps) and not steps[-1].is_roll and steps[-1].notation() == "-"

    def turn_text(self) -> tuple[str, None, str] | None:
        """«Ход: Зелёные — Аня», in the seat's colour."""
        seat = self.seat()
        text = self.words.tr("armageddon.banner.turn", seat=seat_name(self.words, seat), player=self.player_name(seat))
        return text, None, seat if seat in EARTH else "blue"

    def winner(self) -> str:
        """The winner by the document, else by the outcome."""
        outcome = self.game.outcome(self.state)
        return self.doc().get("winner") or (outcome.winner if outcome else None) or "draw"

    def _notes(self, events: Sequence[Any]) -> None:
        for event in events:
            if event.kind == "turn_ended" and event.reason == "launch_table":
                self.app.notify(describe.event_line(self.words, event) or "")

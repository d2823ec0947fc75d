"""The Air War table scene: planes, lit operations and the placement setup on the shared table (tabletop.ui.table)."""

from __future__ import annotations

from typing import Any

import pygame

from airwar.notation import Handover, Pass, Place
from airwar.view import choices, describe, refusals, table_look
from airwar.view.anim import Timeline, build_timeline
from airwar.view.draw import board_grid
from airwar.view.geometry import layout
from airwar.view.palette import SIDE_COLOUR
from airwar.view.panel import panel_layout, picker_labels, placing_buttons
from airwar.view.preview import Preview
from tabletop.engine import IllegalMove
from tabletop.ui.table.commands import NEVER, Binding, Command
from tabletop.ui.table.scene import Phase
from tabletop.ui.table.scene import TableScene as BaseTable
from tabletop.ui.widgets import Button

CHOOSE, PLACE, ANIMATE, OVER = Phase.CHOOSE, Phase.PLACE, Phase.ANIMATE, Phase.OVER
HOME_FACING = {"south": "N", "north": "S"}
class TableScene(BaseTable):
    """Hot-seat Air War: pick a plane, pick one of its lit operations, watch it fly."""

    PREFIX = "airwar"
    BUTTONS = {"undo": Command("undo"), "handover": Command("handover"), "hint": Command("toggle_hint", skip=NEVER)}
    MORE_BUTTONS = {name: Command("pick_defence", (name,)) for name in ("missile", "gun", *"NESW")}
    LOG_WINDOW = 80
    TURN_STARTS = frozenset({CHOOSE, PLACE})
    NAME_COMPUTERS = True
    SIDE_FILL = SIDE_COLOUR
    step_lines = staticmethod(describe.step_lines)
    look = table_look
    TIMELINE = Timeline

    def __init__(self, app: Any, session: Any) -> None:
        self.picker = {name: Button(name, pygame.Rect(0, 0, 1, 1)) for name in ("missile", "gun", *"NESW")}
        self.place_kind = "missile"
        self.facing = "N"
        super().__init__(app, session)

    def relabel_more(self) -> None:
        """The placement picker's labels."""
        for name, label in picker_labels(self.words).items():
            self.picker[name].label = label

    def lay_out(self, size: tuple[int, int]) -> None:
        """Lay the map, the panel and the picker out."""
        self.layout = layout(size)
        self.parts = panel_layout(self.layout.panel)
        for name, rect in placing_buttons(self.parts.ops, self.parts.k).items():
            self.picker[name].rect = rect
        self.grid = board_grid(self.layout.board)

    # --- reading the match ------------------------------------------------------------------------
    def movable(self) -> list[str]:
        """Points of planes that have a legal operation now (under paper rules: any operation), in board order."""
        return self.cached("movable", lambda: choices.movable_points(self.game.variant, self.doc(), self.legal(),
                                                             self._options))

    def options(self) -> tuple[Preview, ...]:
        """The picked plane's operations with what each would do (illegal ones too under paper rules)."""
        return self._options(self.selected)

    def _options(self, at: str | None) -> tuple[Preview, ...]:
        return self.cached(f"options:{at}",
                           lambda: choices.table_options(self.game, self.state, self.doc(), self.legal(), at), at)

    def suggested_preview(self) -> Preview | None:
        """What the suggested operation would do (its path, end point and name), when one is suggested."""
        return choices.suggested_preview(self.game, self.state, self.legal(), *self.suggestion())

    def side(self) -> str | None:
        """The side to move."""
        return self.doc().get("to_move")

    def seat_label(self) -> str:
        """`Юг` with two players; `Юг — бомбардировщики` with four (the commander to act)."""
        seat = self.seat()
        if self.game.variant.players == 4 and seat is not None and self.phase != PLACE:
            return self.words.tr(f"airwar.seat.{seat}")
        return self.words.tr(f"airwar.side.{self.side()}") if self.side() else ""

    def placing(self) -> bool:
        """True during the placement setup."""
        return any(isinstance(m, Place) for m in self.legal())

    def resting_phase(self) -> str:
        """Over, the placement setup, or a flight due."""
        if self.game.is_terminal(self.state):
            return OVER
        return PLACE if self.placing() else CHOOSE

    def left_to_place(self) -> dict[str, int]:
        """Defences the side to move still has to place, by kind."""
        return choices.left_to_place(self.legal(), self.doc())

    def kind_to_place(self) -> str:
        """The picked kind of defence, or the other when none of it is left."""
        kind = self.place_kind
        return kind if self.left_to_place().get(kind, 0) > 0 else choices.other_kind(kind)

    # --- input ------------------------------------------------------------------------------------
    def key_table(self) -> tuple[Binding, ...]:
        """Placement keys during the setup, flight keys otherwise."""
        return choices.PLACING_KEYS if self.phase == PLACE else choices.FLIGHT_KEYS

    def spot_under(self, pos: tuple[int, int]) -> str | None:
        """The point under a screen position."""
        return self.grid.square_at(pos)

    def spot_at(self, name: str) -> tuple[float, float, float] | None:
        """A point's screen centre and a radius of a third of a cell."""
        x, y = self.grid.square(name)
        return x, y, self.grid.cell * 0.34

    def pointed(self, pos: tuple[int, int]) -> None:
        """The marker under the mouse takes the focus."""
        over = self.marker_at(pos)
        self.focus = over if over is not None else self.focus

    def marker_at(self, pos: tuple[int, int]) -> int | None:
        """The operation whose marker is under the mouse (the nearest within reach)."""
        if self.phase != CHOOSE or self.selected is None:
            return None
        return choices.marker_at(self.grid, self.options(), pos)

    def click_board(self, pos: tuple[int, int]) -> None:
        """Placement: put a defence; else a marker plays its operation, a point picks its plane."""
        if self.phase == PLACE:
            self.click_place(self.grid.square_at(pos))
            return
        index = self.marker_at(pos)
        if index is not None:
            self.play_option(index)
            return
        self.click_point(self.grid.square_at(pos))

    def all_buttons(self) -> dict[str, Button]:
        """The panel's buttons, and the placement picker during the setup."""
        return {**self.buttons, **self.picker} if self.phase == PLACE else self.buttons

    def button_enabled(self, name: str) -> bool:
        """Undo when a ply can be taken back, hand-over when due, the hint for a person; picker kinds left."""
        human = (self.human_to_act() or self.phase == OVER) and not self.closed_words()
        if name in ("missile", "gun"):
            return self.left_to_place().get(name, 0) > 0
        return {"undo": self.undo_allowed() and human, "handover": human and self.phase == CHOOSE
                and Handover() in self.legal(), "hint": human and self.phase != OVER}.get(name, True)

    def why_disabled(self, name: str) -> str:
        """Nothing to undo, no hand-over due, no hint now, or none of a kind left to place."""
        if name in ("missile", "gun"):
            return self.words.tr("table.why.none_left")
        why = {"undo": "airwar.refuse.no_undo", "handover": "airwar.refuse.handover"}
        return self.words.tr(why.get(name, "airwar.suggest.none"))

    def pick_defence(self, name: str | None = None) -> None:
        """The picker: a facing (N, E, S, W) for the next gun, or the kind to place next (Tab: the other one)."""
        if name in ("N", "E", "S", "W"):
            self.facing = name
        else:
            self.place_kind = name or choices.other_kind(self.place_kind)

    def place_here(self) -> None:
        """Enter during the setup: place on the point under the mouse."""
        if self.hover:
            self.click_place(self.hover)

    # --- actions ----------------------------------------------------------------------------------
    def click_point(self, square: str | None) -> None:
        """A click on a point (not on a marker): pick a plane, or say why not (an attack it cannot make too)."""
        words = choices.attack_words(self, square) or choices.point_words(self, square)
        plane = next((p for p in self.doc().get("planes", ()) if p["at"] == square), None)
        if self.phase != OVER and plane is None and (square is None or self.selected is None):
            self.select(None)  # a click off the map drops the pick; on an empty point it is refused and kept
        elif self.phase != OVER and plane is not None and plane["side"] == self.side() and square in self.movable():
            self.select(None if square == self.selected else square)
        if words:
            self.refuse(words)

    def click_place(self, square: str | None) -> None:
        """Placement setup: put the next launcher or gun on a free point of the own zone."""
        if square is None:
            return
        kind = self.kind_to_place()
        move = Place(kind, square, self.facing if kind == "gun" else None)
        if move not in self.legal():
            self.refuse(self.words.tr("airwar.refuse.not_free"))
            return
        self.play(move)

    def select(self, spot: str | None) -> None:
        """Pick a plane (its operations light up) or drop the pick."""
        self.selected = spot
        self.focus = 0 if spot is not None and self.options() else None

    def cycle_option(self, step: int) -> None:
        """Arrows: the next operation of the picked plane (or pick the first plane)."""
        options = self.options()
        if not options:
            self.cycle_pick(step)
            return
        self.focus = ((self.focus or 0) + step) % len(options) if self.focus is not None else 0

    def confirm(self) -> None:
        """Enter: play the focused operation (or pick a plane first)."""
        if self.phase == CHOOSE and self.focus is not None and self.focus < len(self.options()):
            self.play_option(self.focus)
        elif self.phase == CHOOSE:
            self.cycle_pick(1)

    def play_option(self, index: int) -> None:
        """Play the picked plane's operation number `index` (digits 1-9, a click on its marker)."""
        options = self.options()
        if self.phase == CHOOSE and 0 <= index < len(options):
            self.play(options[index].move)

    def handover(self) -> None:
        """Four players: the bomber commander hands the turn to the fighter commander."""
        if self.phase != CHOOSE or Handover() not in self.legal():
            self.refuse(self.words.tr("airwar.refuse.handover"))
            return
        self.play(Handover())

    def opening(self) -> None:
        """The lot for the first side (seeded by the match), when it is due."""
        words = self.words
        if not self.match.needs_roll():
            return
        transition = self.match.roll()
        value = next((e.value for e in transition.events if e.kind == "rolled"), 0)
        self.banner.show(words.tr("airwar.banner.lot", side=words.tr(f"airwar.side.{('south', 'north')[value]}")), 2.0,
                         fill="yellow")
        self.app.sounds.play("roll")
        self.session.autosave()

    def refusal_words(self, error: IllegalMove) -> str:
        """The rules' reason with its rule number."""
        return refusals.reason(self.words, error)

    def played(self, move: Any, transition: Any) -> None:
        """Autosave; a click for a placed defence."""
        self.session.autosave()
        if isinstance(move, Place):
            self.app.sounds.play("click")

    def build_timeline(self, before: dict[str, Any], move: Any, transition: Any) -> Timeline:
        """The flight, shots and blasts of an operation."""
        return build_timeline(before, move, transition.events, self.speed())

    def hint_offered(self) -> bool:
        """A hint while a flight or a placement is due."""
        return self.phase in (CHOOSE, PLACE) and bool(self.legal())

    # --- flow -------------------------------------------------------------------------------------
    def auto_step(self, dt: float) -> None:
        """A forced pass is played by itself; a computer seat thinks off the UI thread, then moves (the base)."""
        words = self.words
        if self.phase in (CHOOSE, PLACE) and self.legal() == [Pass()]:
            self.banner.show(words.tr("airwar.banner.pass", side=words.tr(f"airwar.side.{self.side()}")), fill="paper")
            self.play(Pass(), review=False)
            return
        super().auto_step(dt)

    def pulsing(self) -> bool:
        """The lit planes and operations pulse for a person."""
        return self.phase == CHOOSE and self.human_to_act()

    def acts_by_itself(self) -> bool:
        """A forced pass or a computer seat."""
        return self.phase in (CHOOSE, PLACE) and (self.legal() == [Pass()] or not self.human_to_act())

    def last_was_pass(self) -> bool:
        """Whether the last ply was a pass."""
        steps = self.match.steps
        return bool(steps) and isinstance(steps[-1].action, Pass)

    def announce_turn(self) -> None:
        """The banner naming the side (and commander) to move, unless another is still being read."""
        side = self.side()
        if self.phase == PLACE and side is not None:
            self.facing = HOME_FACING.get(side, "N")
        if not self.banner.visible or self.banner.left < 1.0:
            super().announce_turn()

    def turn_text(self) -> tuple[str, None, str] | None:
        """«Ход: Юг — Аня» (placement: «Расстановка: …»), in the side's colour."""
        words = self.words
        seat, side = self.seat(), self.side()
        if seat is None or side is None:
            return None
        player = self.player_name(seat)
        text = (words.tr("airwar.banner.place", side=words.tr(f"airwar.side.{side}"), player=player)
                if self.phase == PLACE
                else words.tr("airwar.banner.turn", seat=self.seat_label(), player=player))
        return text, None, SIDE_COLOUR.get(side, "yellow")

"""The Air War table scene: planes, lit operations and the placement setup on the shared table (tabletop.ui.table)."""

from __future__ import annotations

import math
from typing import Any

import pygame

from airwar.notation import Handover, Operation, Pass, Place
from airwar.view import describe, refusals
from airwar.view import table_look as look
from airwar.view.anim import Timeline, build_timeline
from airwar.view.choices import advice_words, board_order, left_to_place, other_kind, table_options
from airwar.view.draw import BoardView, board_grid, marker_point
from airwar.view.geometry import layout
from airwar.view.palette import SIDE_COLOUR
from airwar.view.panel import panel_layout, placing_buttons
from airwar.view.preview import Preview, previews
from tabletop.engine import IllegalMove
from tabletop.ui.computer import ComputerSeats
from tabletop.ui.i18n import tr
from tabletop.ui.table.commands import ENTER, NEVER, THROUGH, Binding, Command, Key, keys
from tabletop.ui.table.scene import PASS_PAUSE, Phase
from tabletop.ui.table.scene import TableScene as BaseTable
from tabletop.ui.widgets import Button

CHOOSE, PLACE, ANIMATE, OVER = Phase.CHOOSE, Phase.PLACE, Phase.ANIMATE, Phase.OVER
HOME_FACING = {"south": "N", "north": "S"}
MARKER_REACH = 0.42  # cells
UNDO = ((Key(pygame.K_z, ctrl=True), Command("undo", skip=THROUGH, computer=True)),
        (Key(pygame.K_BACKSPACE), Command("undo", skip=THROUGH)))
FLIGHT_KEYS: tuple[Binding, ...] = (
    *UNDO,
    (Key(pygame.K_TAB, shift=True), Command("cycle_plane", (-1,), skip=THROUGH)),
    (Key(pygame.K_TAB, shift=False), Command("cycle_plane", (1,), skip=THROUGH)),
    *keys((pygame.K_RIGHT, pygame.K_DOWN), Command("cycle_option", (1,))),
    *keys((pygame.K_LEFT, pygame.K_UP), Command("cycle_option", (-1,))),
    *keys(ENTER, Command("confirm")),
    *((Key(getattr(pygame, f"K_{n}")), Command("play_digit", (n - 1,))) for n in range(1, 10)),
    (Key(pygame.K_p), Command("handover")),
)
PLACING_KEYS: tuple[Binding, ...] = (
    *UNDO,
    *((Key(code), Command("face", (facing,))) for code, facing in zip(
        (pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT), "NESW", strict=True)),
    (Key(pygame.K_TAB), Command("swap_kind")),
    *keys(ENTER, Command("place_here")),
)


class TableScene(BaseTable):
    """Hot-seat Air War: pick a plane, pick one of its lit operations, watch it fly."""

    PREFIX = "airwar"
    BUTTONS = {"undo": Command("undo"), "handover": Command("handover"), "hint": Command("toggle_hint", skip=NEVER)}
    LOG_WINDOW = 80
    TURN_STARTS = frozenset({CHOOSE, PLACE})
    step_lines = staticmethod(describe.step_lines)
    look = look

    def __init__(self, app: Any, session: Any) -> None:
        self.picker = {name: Button(name, pygame.Rect(0, 0, 1, 1)) for name in ("missile", "gun", *"NESW")}
        self.place_kind = "missile"
        self.facing = "N"
        super().__init__(app, session)

    def opening(self) -> None:
        """Draw the lot if it is due."""
        if self.match.needs_roll():
            self.draw_lot()

    def relabel_more(self) -> None:
        """The placement picker's labels."""
        for name in ("missile", "gun"):
            self.picker[name].label = tr(f"airwar.button.{name}")
        for name, arrow in zip("NESW", "↑→↓←", strict=True):
            self.picker[name].label = arrow

    def lay_out(self, size: tuple[int, int]) -> None:
        """Lay the map, the panel and the picker out."""
        self.layout = layout(size)
        self.parts = panel_layout(self.layout.panel)
        for name, rect in placing_buttons(self.parts.ops, self.parts.k).items():
            self.picker[name].rect = rect
        self.grid = board_grid(self.layout.board)

    def empty_timeline(self) -> Timeline:
        """No animation."""
        return Timeline()

    # --- reading the match ------------------------------------------------------------------------
    def movable(self) -> list[str]:
        """Points of planes that have a legal operation now (under paper rules: any operation), in board order."""
        def make() -> list[str]:
            points = {m.at for m in self.legal() if isinstance(m, Operation)}
            if self.game.variant.paper_rules and points:
                points |= {p["at"] for p in self.doc()["planes"] if p["side"] == self.side() and self._options(p["at"])}
            return sorted(points, key=board_order)

        return self.cached("movable", make)

    def options(self) -> tuple[Preview, ...]:
        """The picked plane's operations with what each would do (illegal ones too under paper rules)."""
        return self._options(self.selected)

    def _options(self, at: str | None) -> tuple[Preview, ...]:
        return self.cached(f"options:{at}", lambda: table_options(self.game, self.state, self.doc(), self.legal(), at),
                           at)

    def side(self) -> str | None:
        """The side to move."""
        return self.doc().get("to_move")

    def player_name(self, seat: str | None) -> str:
        """The name of the player holding a seat (with «компьютер» for an AI)."""
        player = self.session.seats.get(seat) if seat else None
        if player is None:
            return ""
        if getattr(player, "kind", "human") == "ai":
            return f"{player.name} ({tr('airwar.panel.computer')})"
        return player.name

    def seat_label(self) -> str:
        """`Юг` with two players; `Юг — бомбардировщики` with four (the commander to act)."""
        seat = self.seat()
        if self.game.variant.players == 4 and seat is not None and self.phase != PLACE:
            return tr(f"airwar.seat.{seat}")
        return tr(f"airwar.side.{self.side()}") if self.side() else ""

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
        return left_to_place(self.legal(), self.doc())

    def kind_to_place(self) -> str:
        """The picked kind of defence, or the other when none of it is left."""
        return self.place_kind if self.left_to_place().get(self.place_kind, 0) > 0 else other_kind(self.place_kind)

    # --- input ------------------------------------------------------------------------------------
    def key_table(self) -> tuple[Binding, ...]:
        """Placement keys during the setup, flight keys otherwise."""
        return PLACING_KEYS if self.phase == PLACE else FLIGHT_KEYS

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
        best, best_d = None, MARKER_REACH * self.grid.cell
        for index, item in enumerate(self.options()):
            x, y = marker_point(self.grid, item)
            d = math.hypot(x - pos[0], y - pos[1])
            if d < best_d or (d == best_d and best is None):
                best, best_d = index, d
        return best

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

    def press(self, name: str) -> None:
        """A panel button, or a kind or facing of the picker."""
        if name in self.picker:
            self.swap_kind(name) if name in ("missile", "gun") else self.face(name)
        else:
            super().press(name)

    def button_enabled(self, name: str) -> bool:
        """Undo when a ply can be taken back, hand-over when due, the hint for a person; picker kinds left."""
        human = self.human_to_act() or self.phase == OVER
        if name in ("missile", "gun"):
            return self.left_to_place().get(name, 0) > 0
        return {"undo": self.can_undo() and human, "handover": human and self.phase == CHOOSE
                and Handover() in self.legal(), "hint": self.human_to_act() and self.phase != OVER}.get(name, True)

    def face(self, facing: str) -> None:
        """The facing of the next gun."""
        self.facing = facing

    def swap_kind(self, kind: str | None = None) -> None:
        """The kind of defence to place next (Tab: the other one)."""
        self.place_kind = kind or other_kind(self.place_kind)

    def place_here(self) -> None:
        """Enter during the setup: place on the point under the mouse."""
        if self.hover:
            self.click_place(self.hover)

    # --- actions ----------------------------------------------------------------------------------
    def click_point(self, square: str | None) -> None:
        """A click on a point of the board (not on a marker): pick a plane, or say why not."""
        plane = next((p for p in self.doc().get("planes", ()) if p["at"] == square), None)
        if self.phase == OVER:
            self.refuse(tr("airwar.refuse.over"))
        elif plane is None:
            if self.selected is not None and square is not None:
                self.refuse(tr("airwar.refuse.not_there"))
            self.select(None)
        elif plane["side"] != self.side():
            self.refuse(refusals.enemy_plane(plane["side"], self.side() or "south"))
        elif square in self.movable():
            self.select(None if square == self.selected else square)
        else:
            assert square is not None, "a plane stands on the square"
            self.refuse(refusals.stuck_plane(self.game, self.state, square, plane["kind"]))

    def click_place(self, square: str | None) -> None:
        """Placement setup: put the next launcher or gun on a free point of the own zone."""
        if square is None:
            return
        kind = self.kind_to_place()
        move = Place(kind, square, self.facing if kind == "gun" else None)
        if move not in self.legal():
            self.refuse(tr("airwar.refuse.not_free"))
            return
        self.play(move)

    def select(self, spot: str | None) -> None:
        """Pick a plane (its operations light up) or drop the pick."""
        self.selected = spot
        self.focus = 0 if spot is not None and self.options() else None

    def cycle_plane(self, step: int) -> None:
        """Tab: the next movable plane."""
        movable = self.movable()
        if self.phase != CHOOSE or not movable:
            return
        index = movable.index(self.selected) + step if self.selected in movable else (0 if step > 0 else -1)
        self.select(movable[index % len(movable)])

    def cycle_option(self, step: int) -> None:
        """Arrows: the next operation of the picked plane (or pick the first plane)."""
        options = self.options()
        if not options:
            self.cycle_plane(step)
            return
        self.focus = ((self.focus or 0) + step) % len(options) if self.focus is not None else 0

    def confirm(self) -> None:
        """Enter: play the focused operation (or pick a plane first)."""
        if self.phase == CHOOSE and self.focus is not None and self.focus < len(self.options()):
            self.play_option(self.focus)
        elif self.phase == CHOOSE:
            self.cycle_plane(1)

    def play_digit(self, index: int) -> None:
        """Digits 1-9: the picked plane's operation of that number."""
        if self.selected is not None:
            self.play_option(index)

    def play_option(self, index: int) -> None:
        """Play the picked plane's operation number `index`."""
        options = self.options()
        if self.phase == CHOOSE and 0 <= index < len(options):
            self.play(options[index].move)

    def handover(self) -> None:
        """Four players: the bomber commander hands the turn to the fighter commander."""
        if self.phase != CHOOSE or Handover() not in self.legal():
            self.refuse(tr("airwar.refuse.handover"))
            return
        self.play(Handover())

    def draw_lot(self) -> None:
        """The lot for the first side (seeded by the match)."""
        transition = self.match.roll()
        value = next((e.value for e in transition.events if e.kind == "rolled"), 0)
        self.banner.show(tr("airwar.banner.lot", side=tr(f"airwar.side.{('south', 'north')[value]}")), 2.0,
                         fill="yellow")
        self.app.sounds.play("roll")
        self.session.autosave()

    def refusal_words(self, error: IllegalMove) -> str:
        """The rules' reason with its rule number."""
        return refusals.reason(error)

    def played(self, move: Any, transition: Any) -> None:
        """Autosave; a click for a placed defence."""
        self.session.autosave()
        if isinstance(move, Place):
            self.app.sounds.play("click")

    def build_timeline(self, before: dict[str, Any], move: Any, transition: Any) -> Timeline:
        """The flight, shots and blasts of an operation."""
        return build_timeline(before, move, transition.events, self.speed())

    def can_undo(self) -> bool:
        """Any ply may be taken back (the game's undo policy); the lot never."""
        return self.phase in (CHOOSE, PLACE) and self.match.can_undo()

    def undo(self) -> None:
        """Take back the last ply (and the computer's reply before it, so a person gets the turn back)."""
        if not self.can_undo():
            self.refuse(tr("airwar.refuse.no_undo"))
            return
        self.computer.close()
        self.match.undo()
        while not self.human_to_act() and self.match.can_undo():
            self.match.undo()
        self.computer = ComputerSeats(self.session.seats, self.session.match.seed + len(self.match.steps))
        self.select(None)
        self.wait = 0.0
        self.phase = self.resting_phase()
        self.session.autosave()
        self._sync_log()
        self.announce_turn()

    def hint_offered(self) -> bool:
        """A hint while a flight or a placement is due."""
        return self.phase in (CHOOSE, PLACE) and bool(self.legal())

    def suggested_preview(self) -> Preview | None:
        """What the suggested operation would do (its path, end point and name), when one is suggested."""
        mode, move = self.suggestion()
        if mode != "ready" or not isinstance(move, Operation):
            return None
        return next((p for p in previews(self.game, self.state, self.legal(), move.at) if p.move == move), None)

    def advice(self) -> str:
        """The hint's words for the panel."""
        return advice_words(*self.suggestion())

    # --- flow -------------------------------------------------------------------------------------
    def auto_step(self, dt: float) -> None:
        """A forced pass is played by itself; a computer seat thinks off the UI thread, then moves (the base)."""
        if self.phase in (CHOOSE, PLACE) and self.legal() == [Pass()]:
            self.banner.show(tr("airwar.banner.pass", side=tr(f"airwar.side.{self.side()}")), fill="paper")
            self.play(Pass(), review=False)
            return
        super().auto_step(dt)

    def pulsing(self) -> bool:
        """The lit planes and operations pulse for a person."""
        return self.phase == CHOOSE and self.human_to_act()

    def acts_by_itself(self) -> bool:
        """A forced pass or a computer seat."""
        return self.phase in (CHOOSE, PLACE) and (self.legal() == [Pass()] or not self.human_to_act())

    def after_animation(self) -> None:
        """The next ply (a pause after a pass), or the end."""
        self.phase = self.resting_phase()
        self._sync_log()
        if self.phase == OVER:
            self._announce_end()
            return
        steps = self.match.steps
        if steps and isinstance(steps[-1].action, Pass):
            self.wait = PASS_PAUSE / self.speed()
        self.announce_turn()

    def announce_turn(self) -> None:
        """The banner naming the side (and commander) to move, unless another is still being read."""
        side = self.side()
        if self.phase == PLACE and side is not None:
            self.facing = HOME_FACING.get(side, "N")
        if not self.banner.visible or self.banner.left < 1.0:
            super().announce_turn()

    def turn_text(self) -> tuple[str, None, str] | None:
        """«Ход: Юг — Аня» (placement: «Расстановка: …»), in the side's colour."""
        seat, side = self.seat(), self.side()
        if seat is None or side is None:
            return None
        if self.phase == PLACE:
            text = tr("airwar.banner.place", side=tr(f"airwar.side.{side}"), player=self.player_name(seat))
        else:
            text = tr("airwar.banner.turn", seat=self.seat_label(), player=self.player_name(seat))
        return text, None, SIDE_COLOUR.get(side, "yellow")

    def winner_fill(self, winner: str) -> str:
        """The winner's colour."""
        return SIDE_COLOUR.get(winner, "yellow")

    # --- drawing (tabletop.ui.table.scene draws through `look`) --------------------------------------
    def hint(self) -> str:
        """What to do now, in words."""
        return look.hint_words(self)

    def view(self) -> BoardView:
        """The UI state the board drawing needs."""
        return look.board_view(self)

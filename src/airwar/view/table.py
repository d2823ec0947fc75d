"""The Air War table scene: turn flow, mouse and keyboard input, animation, sounds, computer seats."""

from __future__ import annotations

from typing import Any

import pygame

from airwar.notation import Handover, Operation, Pass, Place
from airwar.view import describe, refusals
from airwar.view.anim import Timeline, build_timeline
from airwar.view.controls import ANIMATE, CHOOSE, OVER, PLACE, TableControls
from airwar.view.draw import BoardView, board_grid, draw_board
from airwar.view.geometry import layout
from airwar.view.palette import SIDE_COLOUR, fit_size
from airwar.view.panel import BUTTONS, PanelLayout, draw_panel, panel_info, panel_layout, placing_buttons
from airwar.view.preview import Preview, paper_previews, previews
from tabletop.engine import IllegalMove
from tabletop.ui.computer import THINK_PAUSE, ComputerSeats
from tabletop.ui.hint import Hinter
from tabletop.ui.i18n import tr
from tabletop.ui.liveliness import THINK_FRAME, Pulse, soonest, thinking_words
from tabletop.ui.scene import Scene
from tabletop.ui.session import GameSession
from tabletop.ui.step_log import StepLog
from tabletop.ui.widgets import Banner, Button, MoveLog, draw_button

PASS_PAUSE = 1.2
RESULTS_PAUSE = 2.5
LOG_WINDOW = 80
HOME_FACING = {"south": "N", "north": "S"}


class TableScene(TableControls, Scene):
    """Hot-seat Air War: pick a plane, pick one of its lit operations, watch it fly."""

    session: GameSession  # a table always shows a game

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.match = session.match
        self.banner = Banner(1.6)
        self.log = MoveLog(title=tr("airwar.panel.log"), size=14)
        self.buttons = {name: Button("", pygame.Rect(0, 0, 1, 1)) for name in BUTTONS}
        self.picker = {name: Button(name, pygame.Rect(0, 0, 1, 1)) for name in ("missile", "gun", *"NESW")}
        self.selected: str | None = None
        self.focus: int | None = None
        self.hover: str | None = None
        self.place_kind = "missile"
        self.facing = "N"
        self.timeline = Timeline()
        self.anim_t = 0.0
        self.wait = 0.0
        self.pulse = Pulse()
        self.idle = 0.0
        self.phase = CHOOSE
        self.computer = ComputerSeats(session.seats, session.match.seed)
        self.hinter = Hinter(session.match.seed)
        self._cache: dict[str, Any] = {}
        self.before_doc: dict[str, Any] = {}
        self.step_log = StepLog(describe.step_lines, LOG_WINDOW)
        self.relabel()
        self.on_resize(app.size)

    # --- life cycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Draw the lot if it is due, then announce who moves."""
        if self.match.needs_roll():
            self.draw_lot()
        self.phase = self._resting_phase()
        self._sync_log()
        if self.phase == OVER:
            self._announce_end()
        else:
            self._announce_turn()

    def leave(self) -> None:
        """Stop a computer player (or a hint) that may be thinking."""
        self.computer.close()
        self.hinter.close()

    def relabel(self) -> None:
        """Texts in the current language."""
        self.log.title = tr("airwar.panel.log")
        for name, button in self.buttons.items():
            button.label = tr(f"airwar.button.{name}")
        for name in ("missile", "gun"):
            self.picker[name].label = tr(f"airwar.button.{name}")
        for name, arrow in zip("NESW", "↑→↓←"):
            self.picker[name].label = arrow
        self.step_log.reset()
        self._sync_log()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the board and the panel out again."""
        self.layout = layout(size)
        self.parts: PanelLayout = panel_layout(self.layout.panel)
        for name in BUTTONS:
            self.buttons[name].rect = getattr(self.parts, name)
        for name, rect in placing_buttons(self.parts.ops, self.parts.k).items():
            self.picker[name].rect = rect
        self.grid = board_grid(self.layout.board)
        self.log.size = round(14 * self.parts.k)

    # --- reading the match ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current position."""
        return self.match.state

    def _cached(self, name: str, make: Any, *key: Any) -> Any:
        """A value computed once per position (and extra key)."""
        full = (self.state, *key)
        hit = self._cache.get(name)
        if hit is None or hit[0] != full:
            hit = (full, make())
            self._cache[name] = hit
        return hit[1]

    def doc(self) -> dict[str, Any]:
        """The position document of the current state."""
        return self._cached("doc", lambda: self.game.to_document(self.state))

    def legal(self) -> list[Any]:
        """The legal moves now (none while the lot is due or the game is over)."""
        def make() -> list[Any]:
            if self.game.is_terminal(self.state) or self.match.needs_roll():
                return []
            return list(self.game.legal_moves(self.state))

        return self._cached("legal", make)

    def movable(self) -> list[str]:
        """Points of planes that have a legal operation now (under paper rules: any operation), in board order."""
        def make() -> list[str]:
            points = {m.at for m in self.legal() if isinstance(m, Operation)}
            if self.game.variant.paper_rules and points:
                points |= {p["at"] for p in self.doc()["planes"] if p["side"] == self.side() and self._options(p["at"])}
            return sorted(points, key=_board_order)

        return self._cached("movable", make)

    def options(self) -> tuple[Preview, ...]:
        """The picked plane's operations with what each would do (illegal ones too under paper rules)."""
        return self._options(self.selected)

    def _options(self, at: str | None) -> tuple[Preview, ...]:
        def make() -> tuple[Preview, ...]:
            legal = previews(self.game, self.state, self.legal(), at)
            plane = next((p for p in self.doc()["planes"] if p["at"] == at), None)
            if not self.game.variant.paper_rules or plane is None or plane["side"] != self.side():
                return legal
            return paper_previews(self.game, self.state, plane, legal) if self.legal() else legal

        return self._cached(f"options:{at}", make, at)

    def seat(self) -> str | None:
        """The seat to act."""
        return self.game.current_seat(self.state)

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

    def _resting_phase(self) -> str:
        if self.game.is_terminal(self.state):
            return OVER
        return PLACE if self.placing() else CHOOSE

    def _speed(self) -> float:
        return float(getattr(self.app.settings, "animation_speed", 1.0))

    def human_to_act(self) -> bool:
        """True unless a computer holds the seat to act."""
        return not self.computer.plays(self.seat())

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
        kind = self.place_kind if self.left_to_place().get(self.place_kind, 0) > 0 else _other(self.place_kind)
        move = Place(kind, square, self.facing if kind == "gun" else None)
        if move not in self.legal():
            self.refuse(tr("airwar.refuse.not_free"))
            return
        self.play(move)

    def left_to_place(self) -> dict[str, int]:
        """Defences the side to move still has to place, by kind."""
        kinds = {m.kind for m in self.legal() if isinstance(m, Place)}
        placed = [d for d in self.doc().get("defences", ()) if d["side"] == self.side()]
        counts = {"missile": 4, "gun": 8}
        return {k: counts[k] - sum(1 for d in placed if d["kind"] == k) if k in kinds else 0 for k in counts}

    def select(self, square: str | None) -> None:
        """Pick a plane (its operations light up) or drop the pick."""
        self.selected = square
        self.focus = 0 if square is not None and self.options() else None

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
        options = self.options()
        if self.phase == CHOOSE and self.focus is not None and self.focus < len(options):
            self.play_option(self.focus)
        elif self.phase == CHOOSE:
            self.cycle_plane(1)

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

    def play(self, move: Any) -> None:
        """Apply one legal move through the match, autosave, and animate what happened."""
        before = self.doc()
        try:
            transition = self.match.play(move)
        except IllegalMove as error:
            self.refuse(refusals.reason(error))
            return
        self.selected, self.focus = None, None
        self.session.autosave()
        self.timeline = build_timeline(before, move, transition.events, self._speed())
        self.anim_t = 0.0
        self.idle = 0.0
        self.phase = ANIMATE
        self.before_doc = before
        if isinstance(move, Place):
            self.app.sounds.play("click")
        if self.timeline.duration <= 0:
            self._after_animation()

    def skip_animation(self) -> bool:
        """A click or key during an animation finishes it at once; True if there was one."""
        if self.phase == ANIMATE:
            self.anim_t = self.timeline.duration
            self._after_animation()
            return True
        return False

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
        self.phase = self._resting_phase()
        self.session.autosave()
        self._sync_log()
        self._announce_turn()

    def toggle_hint(self) -> None:
        """H or the button: show what the `normal` computer level would do here, or hide it again."""
        if self.hinter.shown:
            self.hinter.hide()
            return
        self.skip_animation()
        if self.phase not in (CHOOSE, PLACE) or not self.human_to_act() or not self.legal():
            self.refuse(tr("airwar.suggest.none"))
            return
        self.hinter.show(self.game, self.state, None, self.phase)

    def suggestion(self) -> tuple[str, Any]:
        """The hint now: (mode, move) — off, thinking or ready."""
        return self.hinter.status(self.state, self.phase)

    def suggested_preview(self) -> Preview | None:
        """What the suggested operation would do (its path, end point and name), when one is suggested."""
        mode, move = self.suggestion()
        if mode != "ready" or not isinstance(move, Operation):
            return None
        return next((p for p in previews(self.game, self.state, self.legal(), move.at) if p.move == move), None)

    def advice(self) -> str:
        """The hint's words for the panel."""
        mode, move = self.suggestion()
        if mode == "off":
            return ""
        if mode != "ready":
            return tr(f"airwar.suggest.{mode}")
        if isinstance(move, Operation):
            return tr("airwar.suggest.op", at=move.at, op=move.op, name=tr(f"airwar.op.{move.op}"))
        if isinstance(move, Place):
            facing = tr(f"airwar.facing.{move.facing}") if move.facing else ""
            return tr(f"airwar.suggest.place_{move.kind}", at=move.at, facing=facing)
        return tr("airwar.suggest.handover" if isinstance(move, Handover) else "airwar.suggest.pass")

    def refuse(self, text: str) -> None:
        """Say why a click was refused."""
        self.app.notify(text)

    # --- flow -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Animate, count down pauses, let computer seats move."""
        self.pulse.update(dt)
        self.banner.update(dt)
        self.hinter.follow(self.state, self.phase)
        if self.phase == ANIMATE:
            t0, self.anim_t = self.anim_t, self.anim_t + dt
            for name in self.timeline.cues_between(t0, self.anim_t):
                self.app.sounds.play(name)
            if self.anim_t >= self.timeline.duration:
                self._after_animation()
        elif self.wait > 0:
            self.wait -= dt
            if self.wait <= 0:
                self._waited()
        elif self.phase in (CHOOSE, PLACE):
            self._auto_step(dt)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Input makes the highlights pulse again; the controls do the rest."""
        self.pulse.poke()
        super().handle_event(event)

    def wake_in(self) -> float | None:
        """0 while something moves, a pass is due or a computer seat acts; a timer for the banner or a thought."""
        if self.phase == ANIMATE or self.wait > 0:
            return 0.0
        if self.pulse.running and self.phase == CHOOSE and self.human_to_act():
            return 0.0
        if self.phase in (CHOOSE, PLACE) and (self.legal() == [Pass()] or not self.human_to_act()):
            return THINK_FRAME if self.computer.thinking_for(self.state) is not None else 0.0
        return soonest(self.banner.wake_in(), THINK_FRAME if self.hinter.thinking() else None)

    def _auto_step(self, dt: float) -> None:
        """A forced pass is played by itself; a computer seat thinks off the UI thread, then moves."""
        legal = self.legal()
        if legal == [Pass()]:
            self.banner.show(tr("airwar.banner.pass", side=tr(f"airwar.side.{self.side()}")), fill="paper")
            self.play(legal[0])
            return
        if not self.computer.plays(self.seat()):
            return
        self.idle += dt
        self.computer.think(self.game, self.state, self.seat())  # during the pause: the move comes as it ends
        if self.idle < THINK_PAUSE / self._speed():
            return
        move = self.computer.ready(self.state)
        if move is not None:
            self.play(move)

    def _after_animation(self) -> None:
        self.timeline = Timeline()
        self.phase = self._resting_phase()
        self._sync_log()
        if self.phase == OVER:
            self._announce_end()
            return
        steps = self.match.steps
        if steps and isinstance(steps[-1].action, Pass):
            self.wait = PASS_PAUSE / self._speed()
        self._announce_turn()

    def _waited(self) -> None:
        if self.phase == OVER:
            self.app.open_results(self.session, self.game.outcome(self.state))

    def _announce_turn(self) -> None:
        seat, side = self.seat(), self.side()
        if seat is None or side is None:
            return
        if self.phase == PLACE:
            text = tr("airwar.banner.place", side=tr(f"airwar.side.{side}"), player=self.player_name(seat))
            self.facing = HOME_FACING.get(side, "N")
        else:
            text = tr("airwar.banner.turn", seat=self.seat_label(), player=self.player_name(seat))
        if not self.banner.visible or self.banner.left < 1.0:
            self.banner.show(text, fill=SIDE_COLOUR.get(side, "yellow"))

    def _announce_end(self) -> None:
        winner = self.doc().get("winner") or "draw"
        self.banner.show(tr(f"airwar.winner.{winner}"), duration=RESULTS_PAUSE, fill=SIDE_COLOUR.get(winner, "yellow"))
        self.app.sounds.play("victory")
        self.phase = OVER
        self.wait = RESULTS_PAUSE

    def _sync_log(self) -> None:
        """Bring the log up to the match's steps (rebuilt after an undo or a language change)."""
        self.step_log.sync(self.match.steps, self.log)

    # --- drawing ----------------------------------------------------------------------------------
    def hint(self) -> str:
        """What to do now, in words."""
        if self.phase == OVER:
            return tr("airwar.hint.over")
        if not self.human_to_act():
            return thinking_words(self.computer.thinking_for(self.state)) or tr("airwar.hint.computer")
        key = {ANIMATE: "animate", PLACE: "place"}.get(self.phase, "target" if self.selected else "pick")
        return tr(f"airwar.hint.{key}")

    def view(self) -> BoardView:
        """The UI state the board drawing needs."""
        choosing = self.phase == CHOOSE and self.human_to_act()
        placing = self.phase == PLACE and self.human_to_act()
        free = frozenset(m.at for m in self.legal() if isinstance(m, Place)) if placing else frozenset()
        ghost = None
        if placing and self.hover in free:
            kind = self.place_kind if self.left_to_place().get(self.place_kind, 0) > 0 else _other(self.place_kind)
            ghost = (self.side() or "south", kind, self.hover, self.facing)
        mode, move = self.suggestion()
        return BoardView(
            selected=self.selected if choosing else None,
            previews=self.options() if choosing else (),
            focus=self.focus if choosing else None,
            movable=frozenset(self.movable()) if choosing and self.selected is None else frozenset(),
            hover=self.hover,
            overlay=self.timeline.sample(self.anim_t) if self.phase == ANIMATE else Timeline().sample(0),
            trail=self.trail() if self.phase != ANIMATE else (),
            free=free,
            ghost=ghost,
            clock=self.pulse.clock,
            suggestion=self.suggested_preview(),
            suggested_place=move.at if mode == "ready" and isinstance(move, Place) else None,
        )

    def trail(self) -> tuple[str, ...]:
        """The points of the last flight (start first), to show what just happened."""
        for step in reversed(self.match.steps[-1:]):
            moved = next((e for e in step.events if e.kind == "moved"), None)
            if moved is not None:
                return (moved.frm, *moved.path)
        return ()

    def draw(self, surface: pygame.Surface) -> None:
        """Board, panel, buttons, banner."""
        doc = self.doc()
        self.grid = draw_board(surface, doc, self.view(), self.layout.board)
        placing = self.phase == PLACE
        seat, label, shown = self._shown(doc)
        info = panel_info(
            shown, seat, self.player_name(seat), self.hint(), seat_label=label,
            previews=self.options() if self.phase == CHOOSE else (), focus=self.focus,
            placing=self.left_to_place() if placing else None, facing=self.facing, advice=self.advice(),
        )
        draw_panel(surface, self.layout.panel, info, self.log)
        self._enable_buttons()
        size = max(11, min(round(16 * self.parts.k), self.parts.undo.height // 2))
        self._draw_button(surface, self.buttons["undo"], size)
        if Handover() in self.legal() or self.game.variant.players == 4:
            self._draw_button(surface, self.buttons["handover"], size)
        self._draw_button(surface, self.buttons["hint"], size, "orange" if self.hinter.shown else "yellow")
        if placing:
            for name, button in self.picker.items():
                chosen = name in (self.place_kind, self.facing)
                self._draw_button(surface, button, size, "orange" if chosen else "paper_light")
        board, sky = self.layout.board, self.grid.board_rect()
        band = pygame.Rect(0, 0, min(board.width, sky.width + 160), min(board.height, round(sky.width * 0.62)))
        band.center = sky.center
        self.banner.draw(surface, band.clamp(board))

    def _shown(self, doc: dict[str, Any]) -> tuple[str | None, str, dict[str, Any]]:
        """Seat, its label and the document for the panel: the mover's turn until its flight lands."""
        steps = self.match.steps
        if self.phase != ANIMATE or not steps or not steps[-1].seat:
            return self.seat(), self.seat_label(), doc
        seat = steps[-1].seat
        side = self.game.side_of(seat)
        label = tr(f"airwar.seat.{seat}") if self.game.variant.players == 4 else tr(f"airwar.side.{side}")
        return seat, label, {**self.before_doc, "to_move": side}

    def _draw_button(self, surface: pygame.Surface, button: Button, size: int, fill: str = "yellow") -> None:
        size = fit_size(button.label, size, button.rect.width - 10, True)
        draw_button(surface, button.rect, button.label, fill, button.enabled, button.hovered, button.pressed, size=size)


def _board_order(square: str) -> tuple[int, int]:
    """Points ordered top row first (row 21), west to east."""
    return -int(square[1:]), ord(square[0])


def _other(kind: str) -> str:
    return "gun" if kind == "missile" else "missile"

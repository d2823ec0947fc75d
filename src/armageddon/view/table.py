"""The Armageddon table scene: turn flow, mouse and keyboard input, animation, sounds."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from armageddon.view import describe, placement, refusals
from armageddon.view.anim import Timeline, build_timeline
from armageddon.view.draw import EARTH, BoardView, draw_board, laser_on
from armageddon.view.geometry import board_transform, layout, node_at
from armageddon.view.labels import board_labels
from armageddon.view.panel import PanelLayout, draw_panel, panel_info, panel_layout, seat_name
from tabletop.ui.computer import THINK_PAUSE, ComputerSeats
from tabletop.ui.hint import Hinter
from tabletop.ui.i18n import tr
from tabletop.ui.liveliness import THINK_FRAME, Pulse, soonest, thinking_words
from tabletop.ui.scene import Scene
from tabletop.ui.session import GameSession
from tabletop.ui.step_log import StepLog
from tabletop.ui.widgets import Banner, Button, DieWidget, MoveLog, draw_button, draw_die_face

ROLL, ROLLING, CHOOSE, ANIMATE, DONE, OVER = "roll", "rolling", "choose", "animate", "done", "over"
PASS_PAUSE = 1.2
RESULTS_PAUSE = 2.5
LOG_WINDOW = 60  # lines handed to the move log widget


class TableScene(Scene):
    """Hot-seat Armageddon: roll, pick a token, pick a lit circle, watch it go, end the turn."""

    session: GameSession  # a table always shows a game

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.match = session.match
        self.board = session.game.board
        self.die = DieWidget(self._speed())
        self.banner = Banner(1.8)
        self.log = MoveLog(title=tr("armageddon.panel.log"), size=14)
        self.buttons = {name: Button("", pygame.Rect(0, 0, 1, 1)) for name in ("roll", "undo", "end", "hint")}
        self.selected: str | None = None
        self.spared: tuple[str, ...] = ()  # the printed rules (D46): enemy tokens the picked token leaves in place
        self.focus: str | None = None
        self.hover: str | None = None
        self.timeline = Timeline()
        self.anim_t = 0.0
        self.wait = 0.0
        self.pulse = Pulse()
        self.phase = ROLL
        self.computer = ComputerSeats(session.seats, session.match.seed)
        self.hinter = Hinter(session.match.seed)
        self.idle = 0.0
        self.labels = board_labels()
        self._legal_key: Any = None
        self._legal: list[Any] = []
        self._docs: dict[Any, dict[str, Any]] = {}  # keyed by the (immutable, hashable) state itself
        self.step_log = StepLog(describe.step_lines, LOG_WINDOW)
        self.relabel()
        self.on_resize(app.size)

    # --- life cycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Pick up the match where it stands and announce the seat to move."""
        self.phase = self._resting_phase()
        self._sync_log()
        if self.phase == OVER:
            self._announce_end()
        elif self.phase == ROLL:
            self._announce_turn()

    def leave(self) -> None:
        """Stop a computer player (or a hint) that may be thinking."""
        self.computer.close()
        self.hinter.close()

    def relabel(self) -> None:
        """Texts in the current language."""
        self.labels = board_labels()
        self.log.title = tr("armageddon.panel.log")
        for name, button in self.buttons.items():
            button.label = tr(f"armageddon.button.{name}")
        self.step_log.reset()
        self._sync_log()

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the board and the panel out again."""
        self.layout = layout(size)
        self.parts: PanelLayout = panel_layout(self.layout.panel)
        for name in self.buttons:
            self.buttons[name].rect = getattr(self.parts, name)
        self.transform = board_transform(tuple(self.board.canvas), self.layout.board)
        self.log.size = round(14 * self.parts.k)

    # --- reading the match ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current position."""
        return self.match.state

    def doc(self, state: Any = None) -> dict[str, Any]:
        """The position document of a state (cached for the current one)."""
        state = self.state if state is None else state
        key = state
        if key not in self._docs:
            if len(self._docs) > 8:
                self._docs.clear()
            self._docs[key] = self.game.to_document(state)
        return self._docs[key]

    def legal(self) -> list[Any]:
        """The sub-moves the player may start with now (cached per position)."""
        key = self.state
        if key is not self._legal_key:
            self._legal_key = key
            over = self.game.is_terminal(self.state) or self.match.needs_roll()
            self._legal = [] if over else list(self.game.legal_moves(self.state))
        return self._legal

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

    def seat(self) -> str | None:
        """The seat to act."""
        return self.game.current_seat(self.state)

    def player_name(self, seat: str | None) -> str:
        """The name of the player holding a seat."""
        player = self.session.seats.get(seat) if seat else None
        return player.name if player is not None else ""

    def _resting_phase(self) -> str:
        if self.game.is_terminal(self.state):
            return OVER
        return ROLL if self.match.needs_roll() else CHOOSE

    def _speed(self) -> float:
        return float(getattr(self.app.settings, "animation_speed", 1.0))

    # --- input ------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Mouse, wheel and keys."""
        self.pulse.poke()
        if self.log.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = (
                node_at(self.board, self.transform, event.pos) if self.layout.board.collidepoint(event.pos) else None
            )
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            self._buttons(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
            self.toggle_hint()
        elif not self.human_to_act():
            self._while_computer_plays(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _while_computer_plays(self, event: pygame.event.Event) -> None:
        """People may only skip animations while a computer seat plays; a click on the board says so."""
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if event.type == pygame.KEYDOWN or clicked:
            skipped = self.skip_animation()
            if clicked and not skipped and self.layout.board.collidepoint(event.pos):
                self.refuse(tr("armageddon.refuse.computer", seat=seat_name(self.seat())))

    def _buttons(self, event: pygame.event.Event) -> None:
        self._enable_buttons()
        actions = {"roll": self.roll, "undo": self.undo, "end": self.end_turn, "hint": self.toggle_hint}
        for name, button in self.buttons.items():
            if button.handle_event(event):
                actions[name]()

    def _enable_buttons(self) -> None:
        human = self.human_to_act()
        self.buttons["roll"].enabled = human and self.phase == ROLL
        self.buttons["undo"].enabled = human and self.can_undo()
        self.buttons["end"].enabled = human and self.phase == DONE
        self.buttons["hint"].enabled = human and self.phase != OVER

    def _click(self, pos: tuple[int, int]) -> None:
        if self.skip_animation():
            return
        if self.layout.board.collidepoint(pos):
            self.click_node(node_at(self.board, self.transform, pos))

    def _key(self, event: pygame.event.Event) -> None:
        if self.skip_animation() and event.key not in (pygame.K_TAB,):
            return
        ctrl = event.mod & pygame.KMOD_CTRL
        if (event.key == pygame.K_z and ctrl) or event.key == pygame.K_BACKSPACE:
            self.undo()
        elif event.key == pygame.K_SPACE:
            self.roll()
        elif event.key == pygame.K_TAB:
            self.cycle_token(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in (pygame.K_RIGHT, pygame.K_DOWN):
            self.cycle_target(1)
        elif event.key in (pygame.K_LEFT, pygame.K_UP):
            self.cycle_target(-1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()

    def on_escape(self) -> None:
        """Esc drops a picked token first; otherwise leaves the game (with a question)."""
        if self.selected is not None:
            self.select(None)
            return
        super().on_escape()

    # --- actions ----------------------------------------------------------------------------------
    def roll(self) -> None:
        """Roll the die for the seat to act (Space or the button)."""
        if self.phase != ROLL:
            if self.phase in (CHOOSE, DONE):
                self.refuse(tr("armageddon.refuse.rolled"))
            return
        transition = self.match.roll()
        value = next((e.value for e in transition.events if e.kind == "rolled"), None)
        self.die.speed = self._speed()
        self.die.start(int(value or 1))
        self.app.sounds.play("roll")
        self.phase = ROLLING
        self._sync_log()

    def click_node(self, node: str | None) -> None:
        """A click on a circle (or on empty space): pick, move, or say why not."""
        if node is None:
            self.select(None)
            return
        token = self.doc()["tokens"].get(node)
        if self.phase == CHOOSE and self.placing() and node not in self.targets(None):
            self.refuse(placement.refusal(self.game, self.state, node))
            return
        shift = bool(pygame.key.get_mods() & pygame.KMOD_SHIFT)
        if self.phase == CHOOSE and node in self.spare_options() and (shift or node not in self.targets(self.selected)):
            self.toggle_spare(node)
        elif self.phase == CHOOSE and node in self.targets(self.selected):
            self.play_to(node)
        elif self.phase == CHOOSE and node in self.movable():
            self.select(None if node == self.selected else node)
        elif token is not None or self.selected is not None:
            self.refuse(self.why_not(node, token))

    def select(self, node: str | None) -> None:
        """Pick a token (its destinations light up) or drop the pick."""
        self.selected = node
        self.spared = ()
        targets = self.targets(node)
        self.focus = targets[0] if targets else None

    def cycle_token(self, step: int) -> None:
        """Tab: the next movable token."""
        if self.phase != CHOOSE:
            return
        movable = self.movable()
        if not movable:
            return
        index = movable.index(self.selected) + step if self.selected in movable else 0 if step > 0 else -1
        self.select(movable[index % len(movable)])

    def cycle_target(self, step: int) -> None:
        """Arrows: the next lit destination of the picked token."""
        targets = self.targets(self.selected)
        if not targets:
            self.cycle_token(step)
            return
        index = targets.index(self.focus) + step if self.focus in targets else 0
        self.focus = targets[index % len(targets)]

    def confirm(self) -> None:
        """Enter: move to the focused destination, or end the turn when it is over."""
        if self.phase == DONE:
            self.end_turn()
        elif self.phase == ROLL:
            self.roll()
        elif self.phase == CHOOSE and self.focus in self.targets(self.selected):
            self.play_to(self.focus)
        elif self.phase == CHOOSE:
            self.cycle_token(1)

    def play_to(self, node: str) -> None:
        """Play the picked token's sub-move to node and start its animation (or place the displaced token there)."""
        if self.placing():
            self.play(next(m for m in self.legal() if m.at == node))
            return
        move = next(m for m in self.submoves() if m.frm == self.selected and m.to == node and m.spared == self.spared)
        self.play(move)

    def play(self, move: Any) -> None:
        """Apply one legal move through the match and animate what happened."""
        before = self.doc()
        transition = self.match.play(move)
        after = self.doc(transition.state)
        self.select(None)
        self.timeline = build_timeline(self.board, before, after, transition.events, self._speed())
        self.anim_t = 0.0
        self.phase = ANIMATE
        self._sync_log()
        self._notes(transition.events)
        if self.timeline.duration <= 0:
            self._after_animation()

    def skip_animation(self) -> bool:
        """A click or key during an animation finishes it at once; True if there was one."""
        if self.phase == ANIMATE:
            self.anim_t = self.timeline.duration
            self._after_animation()
            return True
        if self.phase == ROLLING:
            self.die.finish()
            self._after_roll()
            return True
        return False

    def can_undo(self) -> bool:
        """Undo is offered for sub-moves of the turn in progress, until it is ended."""
        return self.phase in (CHOOSE, DONE) and self.match.can_undo() and not self._last_was_pass()

    def undo(self) -> None:
        """Take back the last sub-move of this turn (Ctrl+Z or the button)."""
        if not self.can_undo():
            if self.phase in (ROLL, CHOOSE):
                self.refuse(tr("armageddon.refuse.no_undo"))
            return
        self.match.undo()
        self.select(None)
        self.phase = CHOOSE
        self._sync_log()

    def end_turn(self) -> None:
        """Finish the turn: autosave, then announce the next seat (or the end of the game)."""
        if self.phase != DONE:
            if self.phase == CHOOSE:
                self.refuse(tr("armageddon.refuse.not_done"))
            return
        self.session.autosave()
        self.phase = self._resting_phase()
        if self.phase == OVER:
            self._announce_end()
            return
        self._announce_turn()
        skipped = [line for e in self._last_events() if e.kind == "turn_skipped" and (line := describe.event_line(e))]
        if skipped:
            self.app.notify("  ".join(skipped))

    def toggle_hint(self) -> None:
        """H or the button: show what the `normal` computer level would do here, or hide it again."""
        if self.hinter.shown:
            self.hinter.hide()
            return
        self.skip_animation()
        if self.phase == OVER or not self.human_to_act():
            self.refuse(tr("armageddon.suggest.none"))
            return
        due = {ROLL: "roll", DONE: "end"}.get(self.phase)
        self.hinter.show(self.game, self.state, due, self.phase)

    def suggestion(self) -> tuple[str, Any]:
        """The hint now: (mode, move) — off, thinking, ready, roll or end."""
        return self.hinter.status(self.state, self.phase)

    def advice(self) -> str:
        """The hint's words for the panel."""
        mode, move = self.suggestion()
        if mode == "ready":
            if not hasattr(move, "frm"):
                return tr("armageddon.suggest.pass")
            return tr("armageddon.suggest.move", frm=move.frm, to=move.to)
        return "" if mode == "off" else tr(f"armageddon.suggest.{mode}")

    def _last_events(self) -> tuple[Any, ...]:
        """The events of the last step played (the one that ended the turn)."""
        steps = self.match.steps
        return steps[-1].events if steps else ()

    def refuse(self, text: str) -> None:
        """Say why a click was refused."""
        self.app.notify(text)

    def why_not(self, node: str, token: str | None) -> str:
        """Words for a refused click on node, naming the rule."""
        return refusals.why_not(self.game, self.state, self.doc(), self.phase, self.selected, node, token)

    # --- flow -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Animate the die, the tokens and the banner; move the turn on when they finish."""
        self.pulse.update(dt)
        self.banner.update(dt)
        self.hinter.follow(self.state, self.phase)
        if self.phase == ROLLING:
            self.die.update(dt)
            if self.die.done:
                self._after_roll()
        elif self.phase == ANIMATE:
            t0, self.anim_t = self.anim_t, self.anim_t + dt
            for name in self.timeline.cues_between(t0, self.anim_t):
                self.app.sounds.play(name)
            if self.anim_t >= self.timeline.duration:
                self._after_animation()
        elif self.wait > 0:
            self.wait -= dt
            if self.wait <= 0:
                self._waited()
        elif self.computer.plays(self.seat()) or (self.phase == DONE and self.computer.plays(self._last_seat())):
            self._computer_step(dt)

    def wake_in(self) -> float | None:
        """0 while something moves or a computer seat acts; a timer for the banner or a thought; None at rest."""
        if self.phase in (ROLLING, ANIMATE) or self.wait > 0:
            return 0.0
        if self.pulse.running and self.phase == CHOOSE and self.selected is not None:
            return 0.0
        if self.phase != OVER and not self.human_to_act():
            return THINK_FRAME if self.computer.thinking_for(self.state) is not None else 0.0
        return soonest(self.banner.wake_in(), THINK_FRAME if self.hinter.thinking() else None)

    def _computer_step(self, dt: float) -> None:
        """A computer seat rolls, moves and ends its turn by itself, with short pauses."""
        self.idle += dt
        if self.phase == CHOOSE:  # think during the pause, so the move can come as soon as it ends
            self.computer.think(self.game, self.state, self.seat())
        if self.idle < THINK_PAUSE / self._speed():
            return
        if self.phase == ROLL:
            self.idle = 0.0
            self.roll()
        elif self.phase == DONE:
            self.idle = 0.0
            self.end_turn()
        elif self.phase == CHOOSE:
            self.computer.think(self.game, self.state, self.seat())
            move = self.computer.ready(self.state)
            if move is not None:
                self.idle = 0.0
                self.play(move)

    def _last_seat(self) -> str | None:
        steps = self.match.steps
        return steps[-1].seat if steps else None

    def human_to_act(self) -> bool:
        """True unless a computer holds the seat to act (or the seat whose finished turn awaits its end)."""
        seat = self._last_seat() if self.phase == DONE else self.seat()
        return not self.computer.plays(seat)

    def _after_roll(self) -> None:
        self.phase = CHOOSE
        moves = self.legal()
        if moves and not self.submoves():
            self.banner.show(tr("armageddon.banner.pass", seat=seat_name(self.seat())), fill="paper")
            self.play(moves[0])

    def _after_animation(self) -> None:
        self.timeline = Timeline()
        if self.game.is_terminal(self.state):
            self.phase = DONE
            self.end_turn()
            return
        if not self.match.needs_roll():
            self.phase = CHOOSE
            if self.placing():
                self.focus = self.targets(None)[0]
                self.banner.show(placement.banner(self.seat()), fill=self.seat() or "paper")
            return
        self.phase = DONE
        if self._last_was_pass():
            self.wait = PASS_PAUSE / self._speed()
        elif getattr(self.app.settings, "auto_end_turn", False):
            self.end_turn()

    def _waited(self) -> None:
        if self.phase == DONE:
            self.end_turn()
        elif self.phase == OVER:
            self.app.open_results(self.session, self.game.outcome(self.state))

    def _last_was_pass(self) -> bool:
        steps = self.match.steps
        return bool(steps) and not steps[-1].is_roll and steps[-1].notation() == "-"

    def _announce_turn(self) -> None:
        seat = self.seat()
        text = tr("armageddon.banner.turn", seat=seat_name(seat), player=self.player_name(seat))
        self.banner.show(text, fill=seat if seat in EARTH else "blue")

    def _announce_end(self) -> None:
        outcome = self.game.outcome(self.state)
        winner = self.doc().get("winner") or (outcome.winner if outcome else None) or "draw"
        self.banner.show(tr(f"armageddon.winner.{winner}"), duration=RESULTS_PAUSE, fill="yellow")
        self.app.sounds.play("victory")
        self.phase = OVER
        self.wait = RESULTS_PAUSE

    def _notes(self, events: Sequence[Any]) -> None:
        """A short note for what the player must not miss: pips lost on the launch table."""
        for event in events:
            if event.kind == "turn_ended" and event.reason == "launch_table":
                self.app.notify(describe.event_line(event) or "")

    def _sync_log(self) -> None:
        """Bring the log up to the match's steps (rebuilt after an undo or a language change)."""
        self.step_log.sync(self.match.steps, self.log)

    # --- drawing ----------------------------------------------------------------------------------
    def hint(self) -> str:
        """What to do now, in words."""
        key = {ROLL: "roll", ROLLING: "rolling", ANIMATE: "animate", DONE: "done", OVER: "over"}.get(self.phase)
        if self.phase == CHOOSE:
            key = "target" if self.selected else "pick"
        if self.phase != OVER and not self.human_to_act():
            return thinking_words(self.computer.thinking_for(self.state)) or tr("armageddon.hint.computer")
        if self.phase == CHOOSE and self.placing():
            return placement.hint(self.seat())
        if self.phase == CHOOSE and self.selected and self.spare_options():
            return f"{tr(f'armageddon.hint.{key}')} {self.spare_hint()}"
        return tr(f"armageddon.hint.{key}")

    def spare_hint(self) -> str:
        """The printed rules' choice of tokens left in place, in words (D46)."""
        if not self.spared:
            return tr("armageddon.spare.hint")
        if not self.targets(self.selected):
            return tr("armageddon.spare.none")
        return tr("armageddon.spare.kept", circles=", ".join(self.spared))

    def view(self) -> BoardView:
        """The UI state the board drawing needs."""
        choosing = self.phase == CHOOSE and self.human_to_act()
        mode, move = self.suggestion()
        shown = (move.frm, move.to) if mode == "ready" and hasattr(move, "frm") else None
        return BoardView(
            selected=self.selected if choosing else None,
            targets=frozenset(self.targets(self.selected)) if choosing else frozenset(),
            focus=self.focus if choosing else None,
            movable=frozenset(self.movable()) if choosing and self.selected is None else frozenset(),
            hover=self.hover,
            overlay=self.timeline.sample(self.anim_t) if self.phase == ANIMATE else Timeline().sample(0),
            labels=self.labels,
            clock=self.pulse.clock,
            trail=self.trail() if self.phase != ANIMATE else (),
            suggestion=shown,
            suggestion_label=tr("armageddon.suggest.tag") if shown else "",
        )

    def shown_doc(self) -> dict[str, Any]:
        """The position for the panel: while a finished turn waits to be ended, it is still that seat's turn."""
        doc = self.doc()
        steps = self.match.steps
        if self.phase in (ANIMATE, DONE) and self.match.needs_roll() and steps:
            roll = next((s.action.value for s in reversed(steps) if s.is_roll), None)
            return {**doc, "to_move": steps[-1].seat, "roll": roll, "pips_left": 0}
        return doc

    def trail(self) -> tuple[str, ...]:
        """The circles of the last sub-move played (frm first), to show what just happened."""
        for step in reversed(self.match.steps[-3:]):
            moved = next((e for e in step.events if e.kind == "moved"), None)
            if moved is not None:
                return (moved.frm, *moved.path)
        return ()

    def draw(self, surface: pygame.Surface) -> None:
        """Board, panel, buttons, banner."""
        doc = self.doc()
        draw_board(surface, self.board, doc, self.view(), self.layout.board)
        shown = self.shown_doc()
        info = panel_info(shown, laser_on(self.board, doc), self.player_name(shown.get("to_move")), self.hint(),
                          self.advice())
        draw_panel(surface, self.layout.panel, info, self.log, self._draw_die)
        self._enable_buttons()
        for name, button in self.buttons.items():
            draw_button(
                surface,
                button.rect,
                button.label,
                "orange" if name == "hint" and self.hinter.shown else "yellow",
                button.enabled,
                button.hovered,
                button.pressed,
                size=max(11, min(round(17 * self.parts.k), button.rect.width // 8)),
            )
        board = self.layout.board
        band = pygame.Rect(0, 0, board.width, min(board.height, round(board.width * 0.55)))
        band.center = board.center
        self.banner.draw(surface, band)

    def _draw_die(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        if self.die.value is None or self.phase == ROLL:
            draw_die_face(surface, rect.inflate(-6, -6), None if self.phase == ROLL else self.shown_doc().get("roll"))
        else:
            self.die.draw(surface, rect)

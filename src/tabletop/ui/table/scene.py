"""The base table scene: phases, one update state machine, input routing, playback, workers, log, undo.

A game's table subclasses `TableScene`, sets its tables (`PREFIX`, `BUTTONS`, key bindings) and
provides: `lay_out(size)` (board and panel rectangles), `click_board(pos)` (hit-test, then a
command), `build_timeline(before, move, transition)`, `after_animation()`, `draw_board` and
`draw_panel`, the words (`hint`, `advice`, `turn_text`) and its phase rules (`resting_phase`,
`button_enabled`, `auto_step`). Everything else — when the die or the animation ends, when a
computer seat moves, what a key does while a computer plays, the idle loop — lives here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, ClassVar

import pygame

from tabletop.engine import IllegalMove
from tabletop.ui.computer import THINK_PAUSE, ComputerSeats
from tabletop.ui.fonts import readable
from tabletop.ui.hint import Hinter
from tabletop.ui.liveliness import THINK_FRAME, Pulse, soonest
from tabletop.ui.scene import Scene
from tabletop.ui.session import GameSession
from tabletop.ui.step_log import StepLog
from tabletop.ui.table import routing
from tabletop.ui.table.commands import Binding, Command
from tabletop.ui.table.guide import Guide, Marks, draw_marks
from tabletop.ui.table.panel import draw_announcement, draw_buttons, draw_slip, slip_box
from tabletop.ui.table.phase import Phase
from tabletop.ui.table.tips import BoardTips
from tabletop.ui.tutor import TableTutor, draw_note
from tabletop.ui.widgets import Banner, Button, DieWidget, MoveLog

PASS_PAUSE = 1.2
RESULTS_PAUSE = 2.5


class TableScene(Scene):
    """The hot-seat table shared by every game (subclass it; see the module's docstring)."""

    PREFIX: ClassVar[str] = ""  # the catalogue prefix of the game's words
    BUTTONS: ClassVar[dict[str, Command]] = {}  # panel buttons by name (labels `<prefix>.button.<name>`)
    LOG_WINDOW: ClassVar[int] = 60  # lines handed to the move log widget
    BANNER_TIME: ClassVar[float] = 1.6
    MORE_BUTTONS: ClassVar[dict[str, Command]] = {}  # the game's own buttons' commands (it makes the buttons)
    TURN_STARTS: ClassVar[frozenset[str]] = frozenset({Phase.ROLL})  # phases that announce a resumed game
    NAME_COMPUTERS: ClassVar[bool] = False  # «Аня (компьютер)» on the panel
    SIDE_FILL: ClassVar[dict[str, str]] = {}  # the end banner's colour by winner
    step_lines: Callable[..., Any]  # the game's `describe.step_lines(words, step)` (a staticmethod of the subclass)
    TIMELINE: ClassVar[Any] = None  # the game's timeline class (`TIMELINE()` is an empty one)
    look: Any = None  # the game's drawing module: draw_board(scene, surface), draw_panel(scene, surface),
    # shown_buttons(scene) -> [(button, fill, enabled, size)], banner_band(scene) -> Rect, hint_words(scene),
    # advice_words(words, mode, move), board_view(scene)

    session: GameSession  # a table always shows a game
    layout: Any  # board and panel rectangles (set by `lay_out`)
    parts: Any  # the panel's parts, with the text scale `k` and a rectangle per button

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app)
        self.session = session
        self.game = session.game
        self.match = session.match
        self.banner = Banner(self.BANNER_TIME)
        self.log = MoveLog(title=self.words.tr(f"{self.PREFIX}.panel.log"), size=14)
        self.buttons = {name: Button("", pygame.Rect(0, 0, 1, 1)) for name in self.BUTTONS}
        self.selected: str | None = None
        self.focus: Any = None
        self.hover: str | None = None
        self.timeline: Any = self.empty_timeline()
        self.anim_t = 0.0
        self.wait = 0.0
        self.idle = 0.0
        self.pulse = Pulse()
        self.phase: str = Phase.CHOOSE
        self.computer = ComputerSeats(session.seats, session.match.seed)
        self.hinter = Hinter(session.match.seed)
        self.tutor = TableTutor(bool(getattr(session, "tutor", False)), session.match.seed)
        self.guide: Guide | None = None
        self.refusal = ""  # the last refusal, shown until the next click or key
        self.paused = False  # a game of computers only may be paused (Space)
        self.die = DieWidget(float(getattr(app.settings, "animation_speed", 1.0)))
        self.before_doc: dict[str, Any] = {}
        self._cache: dict[str, Any] = {}
        self.step_log = StepLog(self.step_lines, self.LOG_WINDOW)
        self.tips = BoardTips(app, session.entry.name, self.refusal_slip)
        self.relabel()
        self.on_resize(app.size)

    # --- life cycle -------------------------------------------------------------------------------
    def enter(self) -> None:
        """Pick up the match where it stands and announce the seat to move (or the end)."""
        self.opening()
        self.phase = self.resting_phase()
        self._sync_log()
        if self.phase == Phase.OVER:
            self._announce_end()
        elif self.phase in self.TURN_STARTS:
            self.announce_turn()

    def opening(self) -> None:
        """What a table does first on entering (Air War draws the lot); nothing by default."""

    def leave(self) -> None:
        """Stop a computer player (or a hint) that may be thinking."""
        self.computer.close()
        self.hinter.close()
        self.tutor.close()

    def relabel(self) -> None:
        """Texts in the app's language."""
        self.log.title = self.words.tr(f"{self.PREFIX}.panel.log")
        for name, button in self.buttons.items():
            button.label = self.words.tr(f"{self.PREFIX}.button.{name}")
        self.tips.relabel()
        self.relabel_more()
        self.step_log.reset()
        self._sync_log()

    def relabel_more(self) -> None:
        """The game's own labels (override)."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay the board and the panel out again."""
        self.lay_out(size)
        for name, button in self.buttons.items():
            button.rect = getattr(self.parts, name)
        self.log.size = readable(14 * self.parts.k)

    def lay_out(self, size: tuple[int, int]) -> None:
        """Set `layout` (board and panel) and `parts` (the panel's parts) for a window size (override)."""
        raise NotImplementedError

    # --- reading the match ------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        """The current position."""
        return self.match.state

    def cached(self, name: str, make: Callable[[], Any], *key: Any) -> Any:
        """A value computed once per position (and extra key)."""
        full = (self.state, *key)
        hit = self._cache.get(name)
        if hit is None or hit[0] != full:
            hit = (full, make())
            self._cache[name] = hit
        return hit[1]

    def doc(self, state: Any = None) -> dict[str, Any]:
        """The position document of a state (cached for the current one)."""
        if state is not None and state is not self.state:
            return self.game.to_document(state)
        return self.cached("doc", lambda: self.game.to_document(self.state))

    def legal(self) -> list[Any]:
        """The legal moves now (none while a roll is due or the game is over)."""
        def make() -> list[Any]:
            if self.game.is_terminal(self.state) or self.match.needs_roll():
                return []
            return list(self.game.legal_moves(self.state))

        return self.cached("legal", make)

    def seat(self) -> str | None:
        """The seat to act."""
        return self.game.current_seat(self.state)

    def seat_label(self) -> str:
        """The seat to act in words (override)."""
        return self.words.tr(f"{self.PREFIX}.seat.{self.seat()}") if self.seat() else ""

    def player_name(self, seat: str | None) -> str:
        """The name of the player holding a seat (with «компьютер» for an AI where `NAME_COMPUTERS`)."""
        player = self.session.seats.get(seat) if seat else None
        if player is None:
            return ""
        computer = self.words.tr(f"{self.PREFIX}.panel.computer")
        if self.NAME_COMPUTERS and getattr(player, "kind", "human") == "ai" and computer.casefold() not in (
                player.name.casefold()):  # «Компьютер (средний)» says it already
            return f"{player.name} ({computer})"
        return player.name

    def speed(self) -> float:
        """The animation speed setting."""
        return float(getattr(self.app.settings, "animation_speed", 1.0))

    def human_to_act(self) -> bool:
        """True unless a computer holds the seat to act."""
        return not self.computer.plays(self.seat())

    def resting_phase(self) -> str:
        """The phase of the position when nothing moves (override for rolls and setups)."""
        return Phase.OVER if self.game.is_terminal(self.state) else Phase.CHOOSE

    def _last_seat(self) -> str | None:
        steps = self.match.steps
        return steps[-1].seat if steps else None

    # --- input routing ----------------------------------------------------------------------------
    KEYS: ClassVar[tuple[Binding, ...]] = ()  # the game's key table (see `key_table`)

    def key_table(self) -> Sequence[Binding]:
        """The key bindings in force now (override to change them by phase)."""
        return self.KEYS

    def handle_event(self, event: pygame.event.Event) -> None:
        """Mouse, wheel and keys: the log, the buttons, then the board or a key command (`routing`);
        nothing while the tutor judges or questions a move, or once a guide has closed the table."""
        if (self.tutor.busy() or self.closed_words()) and event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            return
        routing.handle_event(self, event)

    def all_buttons(self) -> dict[str, Button]:
        """The buttons that take clicks now (override to add a game's own)."""
        return self.buttons

    def enable_buttons(self) -> None:
        """Bring each button's `enabled` up to the position (the drawing only reads them)."""
        for name, button in self.all_buttons().items():
            button.enabled = self.button_enabled(name)

    def press(self, name: str) -> None:
        """Run the command of a clicked button (a panel button, or one of `MORE_BUTTONS`)."""
        (self.MORE_BUTTONS.get(name) or self.BUTTONS[name]).run(self)

    def button_enabled(self, name: str) -> bool:
        """Whether a button can be pressed now (override)."""
        return self.human_to_act()

    def spot_under(self, pos: tuple[int, int]) -> str | None:
        """The board spot (circle, point) under a screen position (override)."""
        return None

    def spot_at(self, name: str) -> tuple[float, float, float] | None:
        """A board spot's screen centre and radius, for marks (override)."""
        return None

    def pointed(self, pos: tuple[int, int]) -> None:
        """The mouse moved over pos (override to follow it, e.g. to focus an option)."""

    def click_board(self, pos: tuple[int, int]) -> None:
        """A left click on the board, no animation running: hit-test and run a command (override)."""

    def on_escape(self) -> None:
        """Esc drops a pick first; otherwise leaves the game (with a question)."""
        if self.selected is not None:
            self.select(None)
            return
        super().on_escape()

    def select(self, spot: str | None) -> None:
        """Pick a piece or drop the pick (override to light its options)."""
        self.selected = spot

    def movable(self) -> list[str]:
        """Spots of the pieces that can move now, in board order (override)."""
        return []

    def cycle_pick(self, step: int) -> None:
        """Tab: the next movable piece."""
        movable = self.movable()
        if self.phase != Phase.CHOOSE or not movable:
            return
        index = movable.index(self.selected) + step if self.selected in movable else (0 if step > 0 else -1)
        self.select(movable[index % len(movable)])

    # --- playing ----------------------------------------------------------------------------------
    def play(self, move: Any, review: bool = True) -> None:
        """Apply one move through the match and animate it; a person's move (`review`) goes past the guide first.

        Computer seats and forced moves pass `review=False`.
        """
        if not (review and self.human_to_act()):
            self.play_judged(move)
            return
        reason = self.review_move(move)
        if reason:
            self.refuse(reason)
            return
        warning = self.move_warning(move) if self.guide is None else ""  # a guide (a lesson) explains itself
        if warning:
            self.app.confirm(self.words.tr("table.warn.title"), warning, lambda: self.play_tutored(move))
        else:
            self.play_tutored(move)

    def play_tutored(self, move: Any) -> None:
        """Play a person's move the guide let through, unless the tutor stops it to ask first."""
        if not self.tutor.takes(self, move):
            self.play_judged(move)

    def play_judged(self, move: Any) -> None:
        """Apply a move that has passed the guide and the tutor, and animate it."""
        before = self.doc()
        try:
            transition = self.match.play(move)
        except IllegalMove as error:
            self.refuse(self.refusal_words(error), error.rule)
            return
        self.show_move(before, move, transition)

    def show_move(self, before: dict[str, Any], move: Any, transition: Any) -> None:
        """Animate a move the match has just recorded (`before`: the document of the position it was played in)."""
        self.before_doc = before
        self.select(None)
        self.played(move, transition)
        self.timeline = self.build_timeline(before, move, transition)
        self.anim_t = 0.0
        self.idle = 0.0
        self.phase = Phase.ANIMATE
        if self.timeline.duration <= 0:
            self._animation_over()

    def played(self, move: Any, transition: Any) -> None:
        """A move was applied (override: autosave, the log, a note)."""

    def refusal_words(self, error: IllegalMove) -> str:
        """The words of a refused move."""
        return error.words(self.words.lang)

    def build_timeline(self, before: dict[str, Any], move: Any, transition: Any) -> Any:
        """The animation of a move (override)."""
        return self.empty_timeline()

    def empty_timeline(self) -> Any:
        """A timeline of nothing (the game's `TIMELINE` class, empty)."""
        return self.TIMELINE()

    def skip_animation(self) -> bool:
        """A click or key during an animation finishes it at once; True if there was one."""
        if self.phase == Phase.ANIMATE:
            self.anim_t = self.timeline.duration
            self._animation_over()
            return True
        if self.phase == Phase.ROLLING:
            self.finish_roll()
            return True
        return False

    def _animation_over(self) -> None:
        self.timeline = self.empty_timeline()
        self.after_animation()
        self.animation_finished()

    def after_animation(self) -> None:
        """After a ply's animation: the next ply (after a pause when it was a pass), or the end (override for
        games whose turns have several steps)."""
        self.phase = self.resting_phase()
        self._sync_log()
        if self.phase == Phase.OVER:
            self._announce_end()
            return
        if self.last_was_pass():
            self.wait = PASS_PAUSE / self.speed()
        self.announce_turn()

    def last_was_pass(self) -> bool:
        """Whether the last step played was a pass (override)."""
        return False

    def can_undo(self) -> bool:
        """A ply may be taken back while one is due (override for other undo policies)."""
        return self.phase in (Phase.CHOOSE, Phase.PLACE) and self.match.can_undo()

    def undo_allowed(self) -> bool:
        """Whether the Undo button works now: a ply can be taken back, and no guide bars it."""
        return self.can_undo() and not self.undo_barred()

    def undo_barred(self) -> str:
        """The guide's words when it bars taking moves back (a lesson), else ""."""
        return self.guide.undo_barred(self) if self.guide is not None else ""

    def undo(self) -> None:
        """Take back the last ply (and the computer's replies before it); another person's move only as the
        takebacks setting says: allowed, after both agree in a dialog (`ask`), or never."""
        words = self.words
        if self.undo_barred():
            self.refuse(self.undo_barred())
            return
        if not self.can_undo():
            self.refuse(words.tr(f"{self.PREFIX}.refuse.no_undo"))
            return
        people = self.takeback_between()
        policy = getattr(self.app.settings, "takebacks", "allowed")
        if people is None or policy == "allowed":
            self.take_back()
        elif policy == "never":
            self.refuse(words.tr("table.takeback.never", mover=people[0]))
        else:
            mover, other = people
            self.app.confirm(words.tr("table.takeback.title"), words.tr("table.takeback.ask", mover=mover, other=other),
                             self.take_back)

    def takeback_between(self) -> tuple[str, str] | None:
        """(whose move, who is to move now) when an undo would take back one person's move while another
        person is to move; None when it is one's own move, or a computer is involved."""
        steps, seats = self.match.steps, self.session.seats
        if not steps:
            return None
        index = len(steps) - 1
        while index > 0 and self.computer.plays(steps[index].seat):
            index -= 1
        mover, now = seats.get(steps[index].seat or ""), seats.get(self.seat() or "")
        if mover is None or now is None or "ai" in (mover.kind, now.kind) or mover == now:
            return None
        return mover.name, now.name

    def take_back(self) -> None:
        """Undo the last ply and the computer's replies before it, so a person gets the turn back."""
        if not self.can_undo():
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

    def refuse(self, text: str, rule: str | None = None) -> None:
        """Say why a click or key was refused: on a slip at the foot of the panel, kept until the next action
        (the pick stays), with "Почему?" for the rule it names (or `rule`)."""
        self.refusal = text
        self.tips.refused(text, rule)

    def refusal_slip(self) -> tuple[str, pygame.Rect | None]:
        """The refusal shown now and its slip's place (for the "Почему?" beside it)."""
        parts = getattr(self, "parts", None)
        if parts is None:
            return self.refusal, None
        return self.refusal, slip_box(self.refusal, parts.k, bottom_in=parts.log)

    def disabled_reason(self, name: str) -> str:
        """Why a button is disabled now, in words (its tooltip); "" when it is not or no reason applies."""
        if self.button_enabled(name):
            return ""
        if name == "undo" and self.undo_barred():
            return self.undo_barred()
        if self.phase != Phase.OVER and not self.human_to_act():
            return self.words.tr(f"{self.PREFIX}.refuse.computer", seat=self.seat_label())
        return self.why_disabled(name)

    def why_disabled(self, name: str) -> str:
        """A game's reason for a disabled button (override)."""
        return ""

    # --- the lesson hook (see tabletop.ui.table.guide) --------------------------------------------
    def closed_words(self) -> str:
        """The guide's words once it has closed the table (nothing more is played), else ""."""
        return self.guide.closed(self) if self.guide is not None else ""

    def move_warning(self, move: Any) -> str:
        """Words of warning before a person's move that loses something for nothing, or "" (override)."""
        return ""

    def review_move(self, move: Any) -> str | None:
        """Words refusing a person's move before it is applied, or None (asks the guide)."""
        return self.guide.review(self, move) if self.guide is not None else None

    def fixed_roll(self) -> int | None:
        """The next die roll fixed by the guide, or None."""
        return self.guide.roll(self) if self.guide is not None else None

    def board_marks(self) -> Marks:
        """The tutor's better move while it is questioned, else the guide's marks over the board."""
        tutored = self.tutor.marks(self)
        if tutored is not None:
            return tutored
        return self.guide.marks(self) if self.guide is not None else Marks()

    def animation_finished(self) -> None:
        """An animation or a roll finished (tells the guide)."""
        if self.guide is not None:
            self.guide.animation_done(self)

    # --- hints ------------------------------------------------------------------------------------
    def toggle_hint(self) -> None:
        """H or the button: show what the `normal` computer level would do here, or hide it again."""
        if self.hinter.shown:
            self.hinter.hide()
            return
        self.skip_animation()
        if not self.hint_offered() or not self.human_to_act():
            self.refuse(self.words.tr(f"{self.PREFIX}.suggest.none"))
            return
        self.hinter.show(self.game, self.state, self.hint_due(), self.phase)

    def hint_offered(self) -> bool:
        """Whether a hint can be asked for now (override)."""
        return self.phase != Phase.OVER

    def hint_due(self) -> str | None:
        """What the hint says without thinking ("roll", "end"), or None (override)."""
        return None

    def suggestion(self) -> tuple[str, Any]:
        """The hint now: (mode, move) — off, thinking, ready, or what is due."""
        return self.hinter.status(self.state, self.phase)

    # --- the state machine ------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Advance the die, the animation, the pauses; let computer seats and forced moves go on."""
        self.pulse.update(dt)
        self.banner.update(dt)
        self.tips.update(dt)
        self.hinter.follow(self.state, self.phase)
        self.tutor.follow(self)
        self.enable_buttons()
        if self.paused:
            return
        if self.phase == Phase.ROLLING:
            self.roll_tick(dt)
        elif self.phase == Phase.ANIMATE:
            t0, self.anim_t = self.anim_t, self.anim_t + dt
            for name in self.timeline.cues_between(t0, self.anim_t):
                self.app.sounds.play(name)
            if self.anim_t >= self.timeline.duration:
                self._animation_over()
        elif self.wait > 0:
            self.wait -= dt
            if self.wait <= 0:
                self._waited()
        elif not self.closed_words():  # a closed table (a solved lesson) plays nothing by itself
            self.auto_step(dt)

    def auto_step(self, dt: float) -> None:
        """Nothing moves and no pause runs: a computer seat thinks during a short pause, then rolls, moves or
        ends its turn."""
        if self.phase == Phase.OVER or not self.computer_acts():
            return
        self.idle += dt
        if self.phase in (Phase.CHOOSE, Phase.PLACE):  # think during the pause: the move comes as it ends
            self.computer.think(self.game, self.state, self.seat())
        if self.idle < THINK_PAUSE / self.speed():
            return
        if self.phase == Phase.ROLL:
            self.idle = 0.0
            self.roll()
        elif self.phase == Phase.DONE:
            self.idle = 0.0
            self.end_turn()
        elif self.phase in (Phase.CHOOSE, Phase.PLACE):
            move = self.computer.ready(self.state)
            if move is not None:
                self.play(move, review=False)

    # --- the die and the end of a turn (games that roll) ------------------------------------------
    def roll(self) -> None:
        """Roll the die for the seat to act (Space or the button); the guide may fix the value."""
        if self.phase != Phase.ROLL:
            if self.phase in (Phase.CHOOSE, Phase.DONE):
                self.refuse(self.words.tr(f"{self.PREFIX}.refuse.rolled"))
            return
        if self.guide is not None and self.guide.take_roll(self):
            return
        self.show_roll(self.match.roll(self.fixed_roll()))

    def show_roll(self, transition: Any) -> None:
        """Roll the die on screen to the value the match has just recorded."""
        value = next((e.value for e in transition.events if e.kind == "rolled"), None)
        self.die.speed = self.speed()
        self.die.start(int(value or 1))
        self.app.sounds.play("roll")
        self.phase = Phase.ROLLING
        self._sync_log()

    def roll_tick(self, dt: float) -> None:
        """The die rolls on; when it lands, the choice begins."""
        self.die.update(dt)
        if self.die.done:
            self._rolled()

    def finish_roll(self) -> None:
        """Stop the die at once."""
        self.die.finish()
        self._rolled()

    def _rolled(self) -> None:
        self.phase = Phase.CHOOSE
        self.animation_finished()
        self.after_roll()

    def after_roll(self) -> None:
        """The die has landed (override: e.g. play a forced pass)."""

    def end_turn(self) -> None:
        """Finish a played-out turn: autosave, then announce the next seat (or the end of the game)."""
        if self.phase != Phase.DONE:
            if self.phase == Phase.CHOOSE:
                self.refuse(self.words.tr(f"{self.PREFIX}.refuse.not_done"))
            return
        self.session.autosave()
        self.phase = self.resting_phase()
        if self.phase == Phase.OVER:
            self._announce_end()
            return
        self.announce_turn()
        self.turn_ended()

    def turn_ended(self) -> None:
        """A turn was ended and the next announced (override: notes)."""

    def _waited(self) -> None:
        if self.phase == Phase.OVER:
            self.app.open_results(self.session, self.game.outcome(self.state))
        else:
            self.waited()

    def waited(self) -> None:
        """A pause ended before the game was over (override)."""

    def wake_in(self) -> float | None:
        """0 while something moves or a computer seat acts; a timer for the banner or a thought; None at rest."""
        if self.paused:
            return self.banner.wake_in()
        if self.phase in (Phase.ROLLING, Phase.ANIMATE) or self.wait > 0:
            return 0.0
        if self.pulse.running and self.pulsing():
            return 0.0
        if self.acts_by_itself() and not self.closed_words():
            return THINK_FRAME if self.computer.thinking_for(self.state) is not None else 0.0
        thinking = self.hinter.thinking() or self.tutor.thinking()
        return soonest(self.banner.wake_in(), THINK_FRAME if thinking else None, self.tips.wake_in())

    def pulsing(self) -> bool:
        """Whether lit options pulse now (override)."""
        return False

    def computer_acts(self) -> bool:
        """Whether a computer seat is to roll, move or end its turn now (override)."""
        return self.computer.plays(self.seat())

    def acts_by_itself(self) -> bool:
        """Whether the table moves on by itself now (a computer seat or a forced move; override)."""
        return self.phase != Phase.OVER and not self.human_to_act()

    # --- announcements ----------------------------------------------------------------------------
    def announce_turn(self) -> None:
        """The banner naming the seat to move."""
        words = self.turn_text()
        if words is not None:
            self.banner.show(*words)

    def turn_text(self) -> tuple[str, None, str] | None:
        """(text, None, band colour) of the turn banner, or None for none (override)."""
        return None

    def winner(self) -> str:
        """The winner's code for the end banner ("draw" for none)."""
        return self.doc().get("winner") or "draw"

    def winner_fill(self, winner: str) -> str:
        """The end banner's colour: the winning side's (`SIDE_FILL`), else yellow."""
        return self.SIDE_FILL.get(winner, "yellow")

    def _announce_end(self) -> None:
        winner = self.winner()
        self.banner.show(self.words.tr(f"{self.PREFIX}.winner.{winner}"), duration=RESULTS_PAUSE,
                         fill=self.winner_fill(winner))
        self.app.sounds.play("victory")
        self.phase = Phase.OVER
        self.wait = RESULTS_PAUSE

    def _sync_log(self) -> None:
        """Bring the log up to the match's steps (rebuilt after an undo or a language change)."""
        self.step_log.sync(self.words, self.match.steps, self.log)

    # --- drawing (reads the scene, changes nothing) -----------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """Board, guide's marks, panel, buttons, banner — through the game's `look` module."""
        look = self.look
        look.draw_board(self, surface)
        draw_marks(surface, self.board_marks(), self.spot_at)
        look.draw_panel(self, surface)
        shown = look.shown_buttons(self)
        draw_buttons(surface, shown)
        k = self.parts.k
        draw_slip(surface, self.refusal, k, bottom_in=self.parts.log)
        names = {id(button): name for name, button in self.all_buttons().items()}
        for button, _fill, enabled, _size in shown:
            if button.hovered and not enabled:
                draw_slip(surface, self.disabled_reason(names.get(id(button), "")), k, above=button.rect,
                          within=self.layout.panel.inflate(-2 * round(12 * k), 0))
        if self.phase == Phase.OVER:  # the winner across the board: nothing is played any more
            self.banner.draw(surface, look.banner_band(self))
        else:  # turns, passes, the lot: over the top of the panel, never over the play
            draw_announcement(surface, self.parts.title.union(self.parts.turn), self.banner, k)
        if self.tutor.thinking():  # over the top of the panel, like the announcements
            draw_note(surface, self.words.tr("tutor.thinking"), self.parts.title.union(self.parts.turn))
        self.tips.draw(surface)

    def hint(self) -> str:
        """What to do now, in words (the look's `hint_words`); in a game of computers, how to pause it."""
        guided = self.closed_words() or (self.guide.hint(self) if self.guide is not None else "")
        if guided:
            return guided
        if self.paused:
            return self.words.tr("table.paused")
        said = self.look.hint_words(self)
        paused_by_key = self.computer_only() and self.phase != Phase.OVER
        return f"{said} {self.words.tr('table.pause_key')}" if paused_by_key else said

    def computer_only(self) -> bool:
        """Whether computers hold every seat (such a game may be paused)."""
        return bool(self.session.seats) and all(getattr(p, "kind", "human") == "ai"
                                                for p in self.session.seats.values())

    def toggle_pause(self) -> None:
        """Space in a game of computers: stop everything (the loop sleeps), or go on."""
        self.paused = self.computer_only() and not self.paused

    def advice(self) -> str:
        """The hint's words for the panel (the look's `advice_words(mode, move)`)."""
        return self.look.advice_words(self.words, *self.suggestion())

    def view(self) -> Any:
        """The UI state the board drawing needs (the look's `board_view`)."""
        return self.look.board_view(self)

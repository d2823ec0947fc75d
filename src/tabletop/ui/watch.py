"""Watch mode: a game's own table in front of which nobody plays — computers, or a saved game replayed.

`open_watch(app, session, from_start)` shows the game's table class (from the registry) with
`WatchTable` mixed in front of it: no person's input reaches the board; a strip along the foot of
the window (below the board and the panel, covering no play) holds the subtitle — the words of the
last step from the game's own log description — and the controls: step back, pause/play, step
forward and the speed (step by step, slow, normal, fast); keys Space, ←/→ and +/−.

Back and forward walk the match's states: a step taken back is kept (`Rewind`) and replayed
forward exactly as recorded (the dice too); past the last recorded step computer seats think on
the table's worker as usual. A saved game is rebuilt with its history (`Match.replay`, by the save
loader) and rewound to the start. Paused, the table rests (`wake_in` None). A watched game is never
autosaved; its end goes to the results page as usual.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, ClassVar

import pygame

from tabletop import registry
from tabletop.engine.match import Match, Step
from tabletop.engine.protocol import Transition
from tabletop.i18n import Words
from tabletop.ui.computer import THINK_PAUSE
from tabletop.ui.session import GameSession
from tabletop.ui.table.commands import Binding, Command, Key, command_for, keys
from tabletop.ui.table.phase import Phase
from tabletop.ui.watch_strip import CONTROLS, draw_strip, strip_layout
from tabletop.ui.widgets import Button

PACES: dict[str, float] = {"step": 1.0, "slow": 0.5, "normal": 1.0, "fast": 3.0}  # speed factors
PACE_ORDER = tuple(PACES)
WATCH_KEYS: tuple[Binding, ...] = (
    (Key(pygame.K_SPACE), Command("toggle_pause")),
    (Key(pygame.K_LEFT), Command("step_back")),
    (Key(pygame.K_RIGHT), Command("step_forward")),
    *keys((pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS), Command("change_pace", (1,))),
    *keys((pygame.K_MINUS, pygame.K_KP_MINUS), Command("change_pace", (-1,))),
)


class Rewind:
    """Steps taken back from a match, newest last, to be put back exactly as they were."""

    def __init__(self) -> None:
        self.ahead: list[tuple[Step, Any]] = []

    def back(self, match: Match[Any]) -> bool:
        """Take the last step off the match (whatever the game's undo policy); False at the start."""
        if not match.steps:
            return False
        self.ahead.append((match.steps.pop(), match.states.pop()))
        return True

    def forward(self, match: Match[Any]) -> Step:
        """Put the step taken back last onto the match again (the same state: no dice are drawn)."""
        step, state = self.ahead.pop()
        match.steps.append(step)
        match.states.append(state)
        return step

    def to_start(self, match: Match[Any]) -> None:
        """Take every step back (a saved game is watched from its start)."""
        while self.back(match):
            pass


class WatchSession(GameSession):
    """A session being watched: never autosaved (nobody will continue it)."""

    def autosave(self) -> bool:
        """Nothing is written."""
        return True

    def clear_autosave(self) -> None:
        """There is no autosave to remove."""

    def show_rematch(self, app: Any, fresh: GameSession) -> bool:
        """A rematch of a watched game of computers is watched too; people play theirs at the table."""
        if all(player.kind == "ai" for player in fresh.seats.values()):
            return open_watch(app, fresh)
        return super().show_rematch(app, fresh)


class WatchTable:
    """Mixed in front of a game's table scene (`watch_class`): the game plays itself, people watch."""

    watching: ClassVar[bool] = True
    # the attributes below come from the game's table scene (tabletop.ui.table.scene.TableScene)
    match: Any
    phase: str
    session: Any
    app: Any
    words: Words
    idle: float
    wait: float

    def __init__(self, app: Any, session: Any, rewind: Rewind | None = None) -> None:
        self.rewind = rewind or Rewind()
        self.held = False  # paused by the watcher (the table's own `paused` stays off: animations finish)
        self.pace = "normal"
        self.one_step = False  # a step forward was asked for while paused
        self.seen = len(session.match.steps)
        self.controls = {name: Button("", pygame.Rect(0, 0, 1, 1)) for name in CONTROLS}
        self.strip = pygame.Rect(0, 0, 0, 0)
        super().__init__(app, session)  # type: ignore[call-arg]

    # --- the table's hooks ------------------------------------------------------------------------
    def lay_out(self, size: tuple[int, int]) -> None:
        """The board and the panel above the strip; the strip's controls."""
        self.strip, rects = strip_layout(size)
        super().lay_out((size[0], self.strip.top))  # type: ignore[misc]
        for name, rect in rects.items():
            self.controls[name].rect = rect

    def relabel_more(self) -> None:
        """The game's labels and the controls'."""
        super().relabel_more()  # type: ignore[misc]
        self.label_controls()

    def label_controls(self) -> None:
        """The controls' words for the state of play."""
        for name, button in self.controls.items():
            button.label = self.words.tr(f"watch.{name}", pace=self.words.tr(f"watch.pace.{self.pace}"))
        self.controls["play"].label = self.words.tr("watch.play" if self.held else "watch.pause")

    def opening(self) -> None:
        """A replay draws no lot of its own (it is the first recorded step)."""
        if not self.rewind.ahead:
            super().opening()  # type: ignore[misc]

    def hint(self) -> str:
        """«Запись окончена» at the end of a recording, «Пауза» while held, else the table's words."""
        if self.at_end_of_recording():
            return self.words.tr("watch.end_of_recording")
        return self.words.tr("table.paused") if self.held else str(super().hint())  # type: ignore[misc]

    def human_to_act(self) -> bool:
        """Nobody plays at a watched table."""
        return False

    def speed(self) -> float:
        """The animation setting times the pace."""
        return float(super().speed()) * PACES[self.pace]  # type: ignore[misc]

    def after_roll(self) -> None:
        """A recorded pass follows from the tape, not from the table."""
        if not self.rewind.ahead:
            super().after_roll()  # type: ignore[misc]

    def handle_event(self, event: pygame.event.Event) -> None:
        """The log's wheel, the strip's controls and keys; a click elsewhere only finishes an animation."""
        self.pulse.poke()  # type: ignore[attr-defined]
        if self.log.handle_event(event):  # type: ignore[attr-defined]
            return
        for name, button in self.controls.items():
            if button.handle_event(event):
                getattr(self, CONTROLS[name])()
                return
        command = command_for(event, WATCH_KEYS)
        if command is not None:
            command.run(self)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.skip_animation()  # type: ignore[attr-defined]

    def on_escape(self) -> None:
        """Esc leaves for the menu at once (a watched game has nothing to lose)."""
        self.app.back_to_menu()

    # --- the controls -----------------------------------------------------------------------------
    def toggle_pause(self) -> None:
        """Space: pause or go on."""
        self.held = not self.held
        self.one_step = False
        self.label_controls()

    def change_pace(self, step: int) -> None:
        """+/−: the next pace up or down (step by step, slow, normal, fast)."""
        index = max(0, min(len(PACE_ORDER) - 1, PACE_ORDER.index(self.pace) + step))
        self.pace = PACE_ORDER[index]
        self.label_controls()

    def cycle_pace(self) -> None:
        """The speed button: the next pace, round."""
        self.pace = PACE_ORDER[(PACE_ORDER.index(self.pace) + 1) % len(PACE_ORDER)]
        self.label_controls()

    def step_forward(self) -> None:
        """→: one step on (a recorded one at once, else the computer's next), then pause."""
        self.skip_animation()  # type: ignore[attr-defined]
        self.held = True
        self.label_controls()
        if self.rewind.ahead or self.phase == Phase.DONE:
            self.replay_next()
        else:
            self.one_step = True

    def step_back(self) -> None:
        """←: one step back (the game's undo policy does not apply to watching), paused."""
        if not self.match.steps:
            return
        self.held, self.one_step = True, False
        self.timeline = self.empty_timeline()  # type: ignore[attr-defined]
        self.wait = 0.0
        self.rewind.back(self.match)
        self.seen = len(self.match.steps)
        self.select(None)  # type: ignore[attr-defined]
        self.phase = self.resting_phase()  # type: ignore[attr-defined]
        self._sync_log()  # type: ignore[attr-defined]
        self.label_controls()

    # --- playing by itself ------------------------------------------------------------------------
    def auto_step(self, dt: float) -> None:
        """Unless paused: the next recorded step after a short pause, else a computer seat's move."""
        if self.phase == Phase.OVER or (self.held and not self.one_step):
            return
        if self.rewind.ahead or (self.phase == Phase.DONE and not self.computer_acts()):  # type: ignore[attr-defined]
            self.idle += dt
            if self.idle >= THINK_PAUSE / self.speed():
                self.idle = 0.0
                self.replay_next()
        elif self.computer_acts():  # type: ignore[attr-defined]
            super().auto_step(dt)  # type: ignore[misc]

    def replay_next(self) -> None:
        """Put the next recorded step back and show it (a played-out turn is ended first)."""
        if self.phase == Phase.DONE:
            self.end_turn()  # type: ignore[attr-defined]
            return
        if not self.rewind.ahead:
            return
        waiting_roll = self.phase == Phase.ROLL
        step = self.rewind.forward(self.match)
        transition = Transition(self.match.state, step.events)
        if step.is_roll and waiting_roll:
            self.show_roll(transition)  # type: ignore[attr-defined]
        elif step.is_roll:  # a lot (Air War): no die on the table
            self.phase = self.resting_phase()  # type: ignore[attr-defined]
            self._sync_log()  # type: ignore[attr-defined]
            self.announce_turn()  # type: ignore[attr-defined]
        else:
            before = self.game.to_document(self.match.states[-2])  # type: ignore[attr-defined]
            self.show_move(before, step.action, transition)  # type: ignore[attr-defined]

    def update(self, dt: float) -> None:
        """The table's state machine; in step-by-step pace (or after →) a pause after each step."""
        super().update(dt)  # type: ignore[misc]
        if len(self.match.steps) > self.seen:
            self.seen = len(self.match.steps)
            if self.pace == "step" or self.one_step:
                self.held, self.one_step = True, False
                self.label_controls()

    def at_end_of_recording(self) -> bool:
        """True when a replayed game that was not finished has no step left (and no computer goes on)."""
        return (not self.rewind.ahead and self.phase not in (Phase.OVER, Phase.ANIMATE, Phase.ROLLING)
                and not self.computer_acts() and self.phase != Phase.DONE)  # type: ignore[attr-defined]

    def wake_in(self) -> float | None:
        """At rest while paused or at the end of a recording (once animations and pauses are over)."""
        moving = self.phase in (Phase.ROLLING, Phase.ANIMATE) or self.wait > 0
        if not moving and ((self.held and not self.one_step) or self.at_end_of_recording()):
            return self.banner.wake_in()  # type: ignore[attr-defined, no-any-return]
        return super().wake_in()  # type: ignore[misc, no-any-return]

    # --- words and drawing ------------------------------------------------------------------------
    def subtitle(self) -> str:
        """The last step in words (the game's log description), or where the recording stands."""
        if self.at_end_of_recording() and not self.match.steps:
            return self.words.tr("watch.start")
        steps = self.match.steps
        words = "  ".join(self.step_lines(self.words, steps[-1])) if steps else self.words.tr("watch.start")  # type: ignore[attr-defined]
        if self.at_end_of_recording():
            return f"{words}  ·  {self.words.tr('watch.end_of_recording')}"
        return words

    def draw(self, surface: pygame.Surface) -> None:
        """The table above, the strip below."""
        super().draw(surface)  # type: ignore[misc]
        draw_strip(surface, self.strip, self.subtitle(), self.controls)


_classes: dict[type, type] = {}


def watch_class(table: type) -> type:
    """The game's table class with `WatchTable` in front of it (made once per class)."""
    if table not in _classes:
        _classes[table] = type(f"Watch{table.__name__}", (WatchTable, table), {"__module__": __name__})
    return _classes[table]


def watch_session(session: GameSession) -> WatchSession:
    """The same match as a session that is never autosaved."""
    return WatchSession(session.entry, session.game, session.variant, dict(session.seats), session.match)


def open_watch(app: Any, session: GameSession, from_start: bool = False) -> bool:
    """Show a session's game being watched (a saved game `from_start`); a message when it cannot be shown."""
    words = app.words
    maker: Callable[..., Any] | None = None
    if session.entry.table_scene is not None:
        maker = registry.load_object(session.entry.table_scene)
    if not isinstance(maker, type):
        app.message(words.tr("table.missing_title"), words.tr("table.missing", game=session.entry.name))
        return False
    rewind = Rewind()
    if from_start:
        rewind.to_start(session.match)
    try:
        scene = watch_class(maker)(app, watch_session(session), rewind)
    except Exception as error:  # a game's drawing code failed: say so, keep the app alive
        app.message(words.tr("table.error_title"), words.tr("table.error", error=f"{type(error).__name__}: {error}"))
        return False
    app.switch(scene)
    return True

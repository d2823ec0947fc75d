"""Playing a lesson: the one place that vets a learner's move, plays the scripted replies and
checks the success conditions. The window's lesson scene and `tabletop learn --check` both use it.

A `LessonRun` is owned by one thread (the UI thread, or the command line). Its states are the
game's immutable states, so a wrong move's consequence is shown on a copy and simply dropped.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Literal

from tabletop import i18n
from tabletop.engine.errors import IllegalMove
from tabletop.engine.protocol import Event, Roll, Transition
from tabletop.lessons.goals import GoalsModule, LessonError, goal_args, goals_of
from tabletop.lessons.loader import read_position, step_game
from tabletop.lessons.model import Lesson, PlannedMove, Step, Text, is_roll
from tabletop.registry import GameEntry

Verdict = Literal["accepted", "step_done", "lesson_done", "wrong", "refused", "off_goal"]
MISTAKES_FOR_TWO_STARS = 2


@dataclass(frozen=True)
class Played:
    """One step played on the board: its notation, the side's seat, and the transition."""

    notation: str
    seat: str | None
    transition: Transition[Any]


@dataclass(frozen=True)
class Feedback:
    """What the lesson says to a move: the verdict, the words, the rule, and what was played.

    `played` holds the learner's move and the scripted replies (accepted moves), or, for a listed
    wrong move that is legal, its consequence — shown, then dropped (`kept` is False).
    """

    verdict: Verdict
    words: Text | None = None
    rule: str | None = None
    played: tuple[Played, ...] = ()
    kept: bool = True

    @property
    def ok(self) -> bool:
        """True when the move was accepted (the lesson went on)."""
        return self.verdict in ("accepted", "step_done", "lesson_done")


def _words(key: str, **params: Any) -> Text:
    """A catalogue text in both languages (parameters that are Text are put in per language)."""
    def one(lang: str) -> str:
        values = {name: (value.get(lang) if isinstance(value, Text) else value) for name, value in params.items()}
        return i18n.translate(lang, key, **values)
    return Text(ru=one("ru"), en=one("en"))


@dataclass
class LessonRun:
    """A lesson being played: the current step, its position, the moves made, the mistakes."""

    entry: GameEntry
    lesson: Lesson
    step_index: int = 0
    mistakes: int = 0
    finished: bool = False
    goals: GoalsModule = field(init=False)
    game: Any = field(init=False)
    state: Any = field(init=False)
    move_index: int = field(init=False, default=0)
    events: list[Event] = field(init=False, default_factory=list)
    dice: list[int] = field(init=False, default_factory=list)

    def __post_init__(self) -> None:
        self.goals = goals_of(self.entry)
        self._enter(self.step_index, None)

    # --- where we are ----------------------------------------------------------------------

    @property
    def step(self) -> Step:
        """The current step."""
        return self.lesson.steps[self.step_index]

    @property
    def planned(self) -> PlannedMove | None:
        """The move the learner is to make now (None once the lesson is finished)."""
        return None if self.finished else self.step.moves[self.move_index]

    def expects_roll(self) -> bool:
        """True when the learner's next move is a roll."""
        planned = self.planned
        return planned is not None and is_roll(planned.play[0])

    def stars(self) -> int:
        """Three without a mistake, two for one or two, one otherwise."""
        if self.mistakes == 0:
            return 3
        return 2 if self.mistakes <= MISTAKES_FOR_TWO_STARS else 1

    def learner_seat(self) -> str | None:
        """The seat the learner plays now."""
        return None if self.finished else self.game.current_seat(self.state)

    # --- the learner's move ----------------------------------------------------------------

    def play(self, text: str) -> Feedback:
        """Vet one move of the learner (notation, or `roll`), play it and the replies when right."""
        planned = self.planned
        if planned is None:
            return Feedback("refused", _words("lessons.finished"))
        text = " ".join(text.split())
        if self._matches(planned, text):
            return self._accept(planned, text)
        wrong = next((item for item in planned.wrong if item.move == text), None)
        feedback = (Feedback("wrong", wrong.explain, played=self._consequence(text), kept=False)
                    if wrong is not None else self._other(planned, text))
        self.mistakes += 0 if feedback.ok else 1
        return feedback

    def _matches(self, planned: PlannedMove, text: str) -> bool:
        if is_roll(planned.play[0]):
            fixed = f"roll {self.dice[0]}" if planned.play[0] == "roll" and self.dice else planned.play[0]
            return text in ("roll", fixed)  # a table rolling the lesson's die writes `roll N`
        return text in planned.play

    def _accept(self, planned: PlannedMove, text: str) -> Feedback:
        notation = planned.play[0] if is_roll(planned.play[0]) else text
        played = [self._step_on(notation)]
        played += [self._step_on(reply) for reply in planned.replies]
        self.move_index += 1
        if self.move_index < len(self.step.moves):
            return Feedback("accepted", played=tuple(played))
        return self._finish_step(tuple(played))

    def _other(self, planned: PlannedMove, text: str) -> Feedback:
        """A move the lesson does not list: the rule's refusal, another way to the goal, or the goal again."""
        try:
            transition = self._transition(self.state, text)
        except IllegalMove as error:
            return Feedback("refused", Text(ru=error.words("ru"), en=error.words("en")), rule=error.rule)
        last = self.move_index == len(self.step.moves) - 1 and not planned.replies
        if last and self._goal_holds(transition.state, [*self.events, *transition.events]):
            seat = self.game.current_seat(self.state)
            self.state = transition.state
            self.events.extend(transition.events)
            self.move_index += 1
            return self._finish_step((Played(text, seat, transition),))
        return Feedback("off_goal", _words("lessons.off_goal", goal=self.step.goal))

    def _consequence(self, text: str) -> tuple[Played, ...]:
        """A listed wrong move played on a copy, when it is legal (its effect is shown, then dropped)."""
        try:
            transition = self._transition(self.state, text)
        except IllegalMove:
            return ()
        return (Played(text, self.game.current_seat(self.state), transition),)

    # --- playing steps on the board --------------------------------------------------------

    def _transition(self, state: Any, text: str) -> Transition[Any]:
        """The game's own step for a notation (a roll takes the step's next fixed die, not used up here)."""
        if is_roll(text):
            value = int(text[5:]) if text != "roll" else (self.dice[0] if self.dice else None)
            if value is None:
                raise LessonError(f"lesson '{self.lesson.id}' step {self.step_index + 1}: a roll with no die left")
            return self.game.apply(state, Roll(value))
        return self.game.apply(state, self.game.parse_move(state, text))

    def _step_on(self, text: str) -> Played:
        """Play a step the lesson itself names (the learner's planned move or a reply); a lesson error if illegal."""
        seat = self.game.current_seat(self.state)
        try:
            transition = self._transition(self.state, text)
        except IllegalMove as error:
            raise LessonError(f"lesson '{self.lesson.id}' step {self.step_index + 1}: its move '{text}' is "
                              f"refused: {error.words('en')} (rule {error.rule})") from None
        if text == "roll":
            self.dice.pop(0)
        self.state = transition.state
        self.events.extend(transition.events)
        return Played(text, seat, transition)

    def _goal_holds(self, state: Any, events: Sequence[Event]) -> bool:
        for number, goal in enumerate(self.step.success):
            args = goal_args(self.goals, goal.kind, goal.args, f"field 'steps[{self.step_index}].success[{number}]")
            if not self.goals.holds(goal.kind, args, self.game, state, events):
                return False
        return True

    def _finish_step(self, played: tuple[Played, ...]) -> Feedback:
        if not self._goal_holds(self.state, self.events):
            raise LessonError(f"lesson '{self.lesson.id}' step {self.step_index + 1}: its moves are played "
                              "but its success conditions do not hold")
        done = self.step.done or _words("lessons.step_done")
        if self.step_index + 1 == len(self.lesson.steps):
            self.finished = True
            return Feedback("lesson_done", done, played=played)
        self._enter(self.step_index + 1, self.state)
        return Feedback("step_done", done, played=played)

    def _enter(self, index: int, previous: Any) -> None:
        """Set up step `index`: its game, its position (a document, the start, or where we are)."""
        step = self.lesson.steps[index]
        self.step_index, self.move_index = index, 0
        self.events, self.dice = [], list(step.dice)
        where = f"field 'steps[{index}]"
        if step.position == "continue":
            self.state = previous
            return
        self.game = step_game(self.entry, self.lesson, step, where)
        if step.position == "start":
            self.state = self.game.initial_state()
        else:
            self.state = read_position(self.game, step.position, f"{where}.position'")

    def restart_step(self) -> None:
        """Begin the current step again (its position, not the lesson's mistakes)."""
        if not self.finished:
            previous = self._step_start_state()
            self._enter(self.step_index, previous)

    def _step_start_state(self) -> Any:
        """The position the current step began in, replayed from the lesson's start for `continue` steps."""
        replay = LessonRun(self.entry, self.lesson)
        while replay.step_index < self.step_index:
            replay.play(replay.planned.play[0])  # type: ignore[union-attr]
        return replay.state

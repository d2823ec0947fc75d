"""A match: a game being played, with its full history, undo/redo and exact replay."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any, Generic, TypeVar

from tabletop.engine.documents import excerpt
from tabletop.engine.errors import IllegalMove
from tabletop.engine.protocol import Event, Game, Roll, Rolled, Transition

S = TypeVar("S")


@dataclass(frozen=True, slots=True)
class Step:
    """One entry of a match history: who acted, what they did, and what it caused."""

    seat: str | None
    action: Any
    events: tuple[Event, ...]

    @property
    def is_roll(self) -> bool:
        """True for a chance step (never undone)."""
        return isinstance(self.action, Roll)

    def notation(self) -> str:
        """The step in notation (`roll N` for rolls)."""
        text: str = self.action.to_notation()
        return text


class Match(Generic[S]):
    """Applies moves to a game, records every step (rolls included) and can undo and replay.

    Rolls are drawn from a `random.Random(seed)`, one draw per roll, so a match
    rebuilt from seed + history continues with the same dice.
    """

    def __init__(self, game: Game[S, Any], seed: int = 0, state: S | None = None) -> None:
        self.game = game
        self.seed = seed
        self.rng = random.Random(seed)
        self.start = game.initial_state() if state is None else state
        self.states: list[S] = [self.start]
        self.steps: list[Step] = []
        self._redo: list[Step] = []
        self.rolls_chosen = False  # True once a roll differs from what the generator drew
        self.check_rolls = False  # refuse a roll that differs from the generator's draw

    @property
    def state(self) -> S:
        """The current position."""
        return self.states[-1]

    def needs_roll(self) -> bool:
        """True when the next step is a roll."""
        return not self.game.is_terminal(self.state) and bool(self.game.chance_outcomes(self.state))

    def roll(self, value: int | None = None) -> Transition[S]:
        """Roll for the seat to act: draw from the match's generator, or use `value`."""
        outcomes = self.game.chance_outcomes(self.state)
        if not outcomes or self.game.is_terminal(self.state):
            raise IllegalMove("engine.refusal.no_roll_due", "3.1")
        drawn = outcomes[self.rng.randrange(len(outcomes))]
        chosen = drawn if value is None else value
        if chosen not in outcomes:
            raise IllegalMove("engine.refusal.impossible_roll", "3.1", value=chosen)
        if chosen != drawn and self.check_rolls:
            raise IllegalMove("engine.refusal.roll_disagrees", "3.1", value=chosen, drawn=drawn)
        self.rolls_chosen = self.rolls_chosen or chosen != drawn
        seat = self.game.current_seat(self.state)
        transition = self.game.apply(self.state, Roll(chosen))
        events = (Rolled(seat or "", chosen), *transition.events)
        return self._record(Step(seat, Roll(chosen), events), transition.state)

    def play(self, move: Any) -> Transition[S]:
        """Apply a (non-chance) move for the seat to act; IllegalMove if refused."""
        if isinstance(move, Roll):
            return self.roll(move.value)
        seat = self.game.current_seat(self.state)
        transition = self.game.apply(self.state, move)
        return self._record(Step(seat, move, transition.events), transition.state)

    def play_notation(self, text: str) -> Transition[S]:
        """Apply a move written in notation (`roll N` rolls that value)."""
        text = text.strip()
        if text.startswith("roll "):
            try:
                value = int(text[5:])
            except ValueError:
                shown = excerpt(text, 40)
                raise IllegalMove("engine.refusal.unreadable_roll", "3.1", text=shown) from None
            return self.roll(value)
        return self.play(self.game.parse_move(self.state, text))

    def _record(self, step: Step, state: S) -> Transition[S]:
        self.steps.append(step)
        self.states.append(state)
        self._redo.clear()
        return Transition(state, step.events)

    def can_undo(self) -> bool:
        """True when the last step may be taken back under the game's undo policy."""
        if not self.steps or self.steps[-1].is_roll:
            return False
        if not self.game.undo_policy.turn_only:
            return True
        return self.steps[-1].seat == self.game.current_seat(self.state) or self.needs_roll() or (
            self.game.is_terminal(self.state)
        )

    def undo(self) -> bool:
        """Take back the last step if allowed; returns whether anything changed."""
        if not self.can_undo():
            return False
        self._redo.append(self.steps.pop())
        self.states.pop()
        return True

    def can_redo(self) -> bool:
        """True when an undone step can be played again."""
        return bool(self._redo)

    def redo(self) -> bool:
        """Play the most recently undone step again."""
        if not self._redo:
            return False
        step = self._redo.pop()
        pending = list(self._redo)
        transition = self.game.apply(self.state, step.action)
        self.steps.append(Step(step.seat, step.action, step.events))
        self.states.append(transition.state)
        self._redo = pending
        return True

    def history(self) -> list[str]:
        """Every step in notation, rolls included."""
        return [step.notation() for step in self.steps]

    def rolls_drawn(self) -> int:
        """How many rolls this match has taken from its generator."""
        return sum(1 for step in self.steps if step.is_roll)

    @classmethod
    def replay(cls, game: Game[S, Any], seed: int, history: Iterable[str], state: S | None = None,
               check_rolls: bool = False) -> Match[S]:
        """Rebuild a match from its seed and history; IllegalMove names the bad step (quoted short).

        With `check_rolls` every roll must be the one the seed gives.
        """
        match = cls(game, seed, state)
        match.check_rolls = check_rolls
        for index, text in enumerate(history, start=1):
            try:
                match.play_notation(text)
            except IllegalMove as error:
                shown = excerpt(text, 40)
                raise IllegalMove("engine.refusal.step", error.rule, index=index, move=shown,
                                  reason=Excerpt(error, 160)) from None
        match.check_rolls = False
        return match


@dataclass(frozen=True, slots=True)
class Excerpt:
    """A refusal put into another one's words: at most `limit` characters of it, in the text's language."""

    refusal: IllegalMove
    limit: int

    def words(self, lang: str) -> str:
        """The refusal's words in a language, cut short."""
        return excerpt(self.refusal.words(lang), self.limit)


def events_of(steps: Sequence[Step]) -> list[Event]:
    """All events of a list of steps, in order."""
    return [event for step in steps for event in step.events]

"""A tiny dice race used only by the tests to exercise the engine and the command line.

Two seats, `a` and `b`, each with one token on a track of GOAL squares. The seat to
act rolls a die, then either advances by the roll (`go`) or, if the roll is even,
may advance by half of it (`half`). Reaching GOAL wins. Never shipped.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace
from typing import Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field

from tabletop.engine import DocumentError, Event, Game, IllegalMove, Outcome, Roll, Transition
from tabletop.engine.documents import validate_model
from tabletop.registry import GameEntry

GOAL = 20


@dataclass(frozen=True, slots=True)
class Advance:
    """Move the seat's token forward: the whole roll or half of it."""

    how: Literal["go", "half"]

    def to_notation(self) -> str:
        """`go` or `half`."""
        return self.how


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A token moved."""

    kind: ClassVar[str] = "moved"
    seat: str
    frm: int
    to: int


@dataclass(frozen=True, slots=True)
class RaceState:
    """Positions, the seat to act and the pending roll."""

    positions: tuple[int, int] = (0, 0)
    to_move: int = 0
    roll: int | None = None


class RaceDocument(BaseModel):
    """The position document of the race."""

    model_config = ConfigDict(extra="forbid")

    format_version: Literal[1] = 1
    game: Literal["race"]
    to_move: Literal["a", "b"]
    roll: int | None = Field(default=None, ge=1, le=6)
    positions: dict[Literal["a", "b"], int]


class RaceGame(Game[RaceState, Advance]):
    """The dice race."""

    name = "race"
    seats = ("a", "b")
    sides = ("a", "b")

    def __init__(self, options: Mapping[str, Any] | None = None) -> None:
        self.goal = int((options or {}).get("goal", GOAL))

    def initial_state(self) -> RaceState:
        """Both tokens at the start, `a` to roll."""
        return RaceState()

    def current_seat(self, state: RaceState) -> str | None:
        """The seat to act, None when over."""
        return None if self.outcome(state) else self.seats[state.to_move]

    def chance_outcomes(self, state: RaceState) -> tuple[int, ...]:
        """A die is due when no roll is pending."""
        return () if state.roll is not None or self.outcome(state) else (1, 2, 3, 4, 5, 6)

    def legal_moves(self, state: RaceState) -> list[Advance]:
        """`go` always; `half` on an even roll."""
        if state.roll is None or self.outcome(state):
            return []
        return [Advance("go"), Advance("half")] if state.roll % 2 == 0 else [Advance("go")]

    def apply(self, state: RaceState, move: Advance | Roll) -> Transition[RaceState]:
        """Roll, or advance the token and pass the turn."""
        if isinstance(move, Roll):
            if not self.chance_outcomes(state) or move.value not in range(1, 7):
                raise IllegalMove("dicegame.no roll is due", "1")
            return Transition(replace(state, roll=move.value), ())
        if move not in self.legal_moves(state):
            raise IllegalMove("dicegame.that move is not legal", "2")
        assert state.roll is not None
        step = state.roll if move.how == "go" else state.roll // 2
        seat = state.to_move
        positions = list(state.positions)
        positions[seat] = min(self.goal, positions[seat] + step)
        new = RaceState((positions[0], positions[1]), 1 - seat, None)
        return Transition(new, (Moved(self.seats[seat], state.positions[seat], positions[seat]),))

    def outcome(self, state: RaceState) -> Outcome | None:
        """The first token on the goal wins."""
        for seat, position in zip(self.seats, state.positions):
            if position >= self.goal:
                return Outcome(seat, "goal")
        return None

    def parse_move(self, state: RaceState, text: str) -> Advance:
        """`go` or `half`."""
        if text.strip() not in ("go", "half"):
            raise IllegalMove("dicegame.cannot read move {text}", "2", text=text)
        return Advance(text.strip())  # type: ignore[arg-type]

    def to_document(self, state: RaceState) -> dict[str, Any]:
        """The position document."""
        return {"format_version": 1, "game": "race", "to_move": self.seats[state.to_move], "roll": state.roll,
                "positions": dict(zip(self.seats, state.positions))}

    def from_document(self, document: Mapping[str, Any]) -> RaceState:
        """Read a position document."""
        doc = validate_model(RaceDocument, document, "position")
        if set(doc.positions) != {"a", "b"}:
            raise DocumentError("position: field 'positions' must name both seats a and b")
        return RaceState((doc.positions["a"], doc.positions["b"]), self.seats.index(doc.to_move), doc.roll)

    def side_of(self, seat: str) -> str:
        """Each seat is its own side."""
        return seat


ENTRY = GameEntry(name="race", titles={"ru": "Гонка", "en": "Race"}, make_game=RaceGame)

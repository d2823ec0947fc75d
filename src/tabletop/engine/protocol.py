"""The game protocol: a Game (built once per variant) and its immutable States.

Modelled on OpenSpiel: dice are explicit chance steps. When `chance_outcomes(state)`
is non-empty the next step is a `Roll` whose value the caller supplies; the rules
never own a random generator.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, NamedTuple, Protocol, TypeVar


class Move(Protocol):
    """A game move: a small frozen dataclass that can write itself in notation."""

    def to_notation(self) -> str:
        """The move in the game's notation."""
        ...


@dataclass(frozen=True, slots=True)
class Roll:
    """A chance step: the outcome of a die (or a lot) supplied by the caller."""

    value: int

    def to_notation(self) -> str:
        """Rolls are written `roll N` in logs."""
        return f"roll {self.value}"


class Event:
    """Something that happened inside `apply`, for animation and the move log.

    Each game defines frozen dataclasses that subclass this and set `kind`.
    """

    kind: ClassVar[str] = "event"


@dataclass(frozen=True, slots=True)
class Rolled(Event):
    """A die (or lot) was rolled for a seat."""

    kind: ClassVar[str] = "rolled"
    seat: str
    value: int


S = TypeVar("S")
M = TypeVar("M")


class Transition(NamedTuple, Generic[S]):
    """The new state after a step and the events the step produced."""

    state: S
    events: tuple[Event, ...]


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: the winning side (None for a draw) and why."""

    winner: str | None
    termination: str


@dataclass(frozen=True, slots=True)
class UndoPolicy:
    """Which history steps a player may take back.

    A roll is never undone. With `turn_only`, only moves made since the current
    turn began (the last roll or the last change of seat) may be undone.
    """

    turn_only: bool = True


class Game(ABC, Generic[S, M]):
    """Static part of a game: rules, board and variant options, built once."""

    name: ClassVar[str]
    seats: tuple[str, ...]
    sides: tuple[str, ...]
    seat_groups: Mapping[str, tuple[str, ...]] = {}
    undo_policy: UndoPolicy = UndoPolicy()

    @abstractmethod
    def initial_state(self) -> S:
        """The starting position of this variant."""

    @abstractmethod
    def current_seat(self, state: S) -> str | None:
        """The seat to act (also the seat a pending roll is for); None when over."""

    @abstractmethod
    def chance_outcomes(self, state: S) -> tuple[int, ...]:
        """Equally likely roll values when a roll is due, else an empty tuple."""

    @abstractmethod
    def legal_moves(self, state: S) -> Sequence[M]:
        """Every legal move (one ply or sub-move) for the seat to act."""

    @abstractmethod
    def apply(self, state: S, move: M | Roll) -> Transition[S]:
        """Validate and apply one step; the old state stays valid."""

    @abstractmethod
    def outcome(self, state: S) -> Outcome | None:
        """The result if the game is over, else None."""

    @abstractmethod
    def parse_move(self, state: S, text: str) -> M:
        """Read one move in notation; raise IllegalMove when it cannot be read."""

    @abstractmethod
    def to_document(self, state: S) -> dict[str, Any]:
        """The position document (JSON-ready) describing the state."""

    @abstractmethod
    def from_document(self, document: Mapping[str, Any]) -> S:
        """Build a state from a position document; DocumentError names bad fields."""

    @abstractmethod
    def side_of(self, seat: str) -> str:
        """The side (team) a seat plays for."""

    def is_terminal(self, state: S) -> bool:
        """True when the game is over."""
        return self.outcome(state) is not None

    def offered_moves(self, state: S) -> Sequence[M]:
        """The legal moves a computer player chooses among: all of them, unless a game leaves out legal moves
        no computer should make (Armageddon's printed two-on-one penalty, D45)."""
        return self.legal_moves(state)

    def apply_trusted(self, state: S, move: M | Roll) -> Transition[S]:
        """Apply a move known to be legal (fast path for AI and benchmarks)."""
        return self.apply(state, move)

    def legal_turns(self, state: S) -> list[str]:
        """Every legal complete turn in notation (one ply per turn by default)."""
        return [move.to_notation() for move in self.legal_moves(state)]  # type: ignore[attr-defined]

    def apply_turn(self, state: S, text: str) -> Transition[S]:
        """Apply a complete turn written in notation."""
        return self.apply(state, self.parse_move(state, text))

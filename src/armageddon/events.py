"""Events Armageddon's `apply` returns, for animation and the move log."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine import Event


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A token moved along `path` (frm excluded)."""

    kind: ClassVar[str] = "moved"
    seat: str
    frm: str
    to: str
    path: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Displaced(Event):
    """An enemy token was displaced; `to` is where it went (None: it left the game)."""

    kind: ClassVar[str] = "displaced"
    seat: str
    victim: str
    at: str
    to: str | None
    held: bool = False  # the printed rules (D47): its owner places it after the aliens' turn


@dataclass(frozen=True, slots=True)
class TwoOnOneCircle(Event):
    """The printed rules (3.5, decision 45): a sub-move ended on an own or allied token; both left the game."""

    kind: ClassVar[str] = "two_on_one_circle"
    seat: str
    at: str
    tokens: tuple[str, str]


@dataclass(frozen=True, slots=True)
class LaserShot(Event):
    """An Earth token was shot down by the laser."""

    kind: ClassVar[str] = "laser_shot"
    victim: str
    at: str


@dataclass(frozen=True, slots=True)
class OfficerIntercepted(Event):
    """An Earth token intercepted the officer at a blue crossing."""

    kind: ClassVar[str] = "officer_intercepted"
    by: str
    at: str
    mine_taken_as_trophy: bool


@dataclass(frozen=True, slots=True)
class MineTaken(Event):
    """The officer took a mine from the depot."""

    kind: ClassVar[str] = "mine_taken"
    at: str
    depot_left: int


@dataclass(frozen=True, slots=True)
class CompartmentExploded(Event):
    """The officer blew up a compartment of the cruiser."""

    kind: ClassVar[str] = "compartment_exploded"
    compartment: str
    tokens_lost: tuple[tuple[str, str], ...]


@dataclass(frozen=True, slots=True)
class Landed(Event):
    """An Earth token stopped on its landing circle; its seat skips the next turn."""

    kind: ClassVar[str] = "landed"
    seat: str
    at: str


@dataclass(frozen=True, slots=True)
class TurnEnded(Event):
    """A seat's turn ended."""

    kind: ClassVar[str] = "turn_ended"
    seat: str
    reason: str


@dataclass(frozen=True, slots=True)
class TurnSkipped(Event):
    """A seat's turn was skipped."""

    kind: ClassVar[str] = "turn_skipped"
    seat: str
    reason: str


@dataclass(frozen=True, slots=True)
class Victory(Event):
    """The game ended."""

    kind: ClassVar[str] = "victory"
    winner: str
    reason: str
    condition: str = ""  # which condition ended it: gk_captured, round_cap; colour_lost, colour_short, too_few (5.5)


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """The owner of a displaced Earth token placed it (the printed rules, D47); `at` None: no room, it is lost."""

    kind: ClassVar[str] = "placed"
    seat: str
    colour: str
    at: str | None

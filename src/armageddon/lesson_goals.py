"""Armageddon's lesson vocabulary: the success conditions its lessons may name (see docs/lessons.md).

Conditions read the position document of the state and the events of the step (armageddon.events);
none of them imports pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from tabletop.engine.protocol import Event

Piece = Literal["red", "green", "yellow", "alien", "officer"]
Colour = Literal["red", "green", "yellow"]
Seat = Literal["red", "green", "yellow", "aliens"]
Compartment = Literal["K1", "K2", "K3", "K4"]
EARTH = ("red", "green", "yellow")
LASER_CONTROL = "R4"


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class TokenAt(_Args):
    """A token (of this kind, if given) stands on the circle."""

    at: str
    piece: Piece | None = None


class Empty(_Args):
    """No token stands on the circle."""

    at: str


class Displaced(_Args):
    """A token (this victim, on this circle, by this seat, if given) was displaced during the step (rules 4)."""

    victim: Piece | None = None
    at: str | None = None
    by: Seat | None = None


class LaserShot(_Args):
    """The laser shot an Earth token (of this colour, on this circle, if given) during the step (rules 6.7)."""

    victim: Colour | None = None
    at: str | None = None


class Laser(_Args):
    """The laser is on (`on` true) or switched off by an Earth token on Q (rules 6.7)."""

    on: bool


class Exploded(_Args):
    """The officer blew up a compartment (this one, if given) during the step (rules 6.4)."""

    compartment: Compartment | None = None


class Intercepted(_Args):
    """An Earth token (of this colour, at this crossing, if given) intercepted the officer this step (rules 6.6)."""

    by: Colour | None = None
    at: str | None = None


class MineTaken(_Args):
    """The officer took a mine from the depot during the step (rules 6.2)."""


class OfficerMine(_Args):
    """The officer carries a mine (`has` true) or not."""

    has: bool


class Landed(_Args):
    """An Earth token (of this seat, on this circle, if given) landed during the step (rules 3.7)."""

    seat: Colour | None = None
    at: str | None = None


class Skips(_Args):
    """The Earth seat will skip its next turn (rules 3.7)."""

    seat: Colour


class TurnEnded(_Args):
    """A seat's turn (this seat's, for this reason, if given) ended during the step (rules 3.4):
    `pips_spent`, `passed`, `launch_table`, …"""

    seat: Seat | None = None
    reason: str | None = None


class Skipped(_Args):
    """A seat's turn (this seat's, if given) was skipped during the step (rules 1.4, 3.7)."""

    seat: Seat | None = None


class ToMove(_Args):
    """This seat is to act (to roll, when `rolled` is false; to move, when true)."""

    seat: Seat
    rolled: bool | None = None


class Winner(_Args):
    """The game is over: `earth`, `aliens` or `draw` (ending this way, if given)."""

    side: Literal["earth", "aliens", "draw"]
    termination: str | None = None


class Trophies(_Args):
    """The Earth colour holds at least this many mines taken from the officer (rules 6.6)."""

    colour: Colour
    at_least: int = Field(default=1, ge=1)


class Tokens(_Args):
    """Earth has at most (or at least) this many tokens in the game (rules 5.5)."""

    at_most: int | None = Field(default=None, ge=0)
    at_least: int | None = Field(default=None, ge=0)


GOALS: Mapping[str, type[BaseModel]] = {
    "token_at": TokenAt,
    "empty": Empty,
    "displaced": Displaced,
    "laser_shot": LaserShot,
    "laser": Laser,
    "exploded": Exploded,
    "intercepted": Intercepted,
    "mine_taken": MineTaken,
    "officer_mine": OfficerMine,
    "landed": Landed,
    "skips": Skips,
    "turn_ended": TurnEnded,
    "skipped": Skipped,
    "to_move": ToMove,
    "winner": Winner,
    "trophies": Trophies,
    "earth_tokens": Tokens,
}


def _fits(args: BaseModel, values: Mapping[str, Any]) -> bool:
    """Every given (not None) argument equals the value of the same name."""
    return all(value is None or values.get(name) == value for name, value in args.model_dump().items())


def _any_event(kind: str, fields: Callable[[Any], Mapping[str, Any]]
               ) -> Callable[[Any, Mapping[str, Any], Sequence[Event]], bool]:
    """A check: some event of `kind` whose fields (as named by the arguments) fit the arguments."""
    def check(args: Any, doc: Mapping[str, Any], events: Sequence[Event]) -> bool:
        return any(event.kind == kind and _fits(args, fields(event)) for event in events)
    return check


def _token_at(args: Any, doc: Mapping[str, Any], events: Sequence[Event]) -> bool:
    piece = doc["tokens"].get(args.at)
    return piece is not None and args.piece in (None, piece)


def _empty(args: Any, doc: Mapping[str, Any], events: Sequence[Event]) -> bool:
    return args.at not in doc["tokens"]


def _laser(args: Any, doc: Mapping[str, Any], events: Sequence[Event]) -> bool:
    return bool((doc["tokens"].get(LASER_CONTROL) not in EARTH) == args.on)


def _to_move(args: Any, doc: Mapping[str, Any], events: Sequence[Event]) -> bool:
    if doc["winner"] is not None or doc["to_move"] != args.seat:
        return False
    return args.rolled is None or (doc["roll"] is not None) == args.rolled


def _winner(args: Any, doc: Mapping[str, Any], events: Sequence[Event]) -> bool:
    if doc["winner"] != args.side:
        return False
    return args.termination is None or any(
        event.kind == "victory" and getattr(event, "reason", None) == args.termination for event in events)


def _earth_tokens(args: Any, doc: Mapping[str, Any], events: Sequence[Event]) -> bool:
    count = sum(piece in EARTH for piece in doc["tokens"].values())
    return (args.at_most is None or count <= args.at_most) and (args.at_least is None or count >= args.at_least)


_CHECKS: Mapping[str, Callable[[Any, Mapping[str, Any], Sequence[Event]], bool]] = {
    "token_at": _token_at,
    "empty": _empty,
    "displaced": _any_event("displaced", lambda e: {"victim": e.victim, "at": e.at, "by": e.seat}),
    "laser_shot": _any_event("laser_shot", lambda e: {"victim": e.victim, "at": e.at}),
    "laser": _laser,
    "exploded": _any_event("compartment_exploded", lambda e: {"compartment": e.compartment}),
    "intercepted": _any_event("officer_intercepted", lambda e: {"by": e.by, "at": e.at}),
    "mine_taken": _any_event("mine_taken", lambda e: {}),
    "officer_mine": lambda args, doc, events: doc["officer_mine"] == args.has,
    "landed": _any_event("landed", lambda e: {"seat": e.seat, "at": e.at}),
    "skips": lambda args, doc, events: args.seat in doc["skip_next"],
    "turn_ended": _any_event("turn_ended", lambda e: {"seat": e.seat, "reason": e.reason}),
    "skipped": _any_event("turn_skipped", lambda e: {"seat": e.seat}),
    "to_move": _to_move,
    "winner": _winner,
    "trophies": lambda args, doc, events: doc["trophies"][args.colour] >= args.at_least,
    "earth_tokens": _earth_tokens,
}


def holds(kind: str, args: BaseModel, game: Any, state: Any, events: Sequence[Event]) -> bool:
    """Whether a success condition holds in the state, given the step's events."""
    return _CHECKS[kind](args, game.to_document(state), events)


def is_place(game: Any, name: str) -> bool:
    """Whether the name is a circle of the board (`r4`, `R0`, `K1r`, `D`…)."""
    return name in game.topology.index

"""Air War's lesson vocabulary: the success conditions its lessons may name (see docs/lessons.md).

Conditions read the position document of the state and the events of the step; none of them
imports pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, field_validator

from airwar.notation import is_square
from tabletop.engine.protocol import Event

Side = Literal["south", "north"]
Kind = Literal["bomber", "fighter"]
Heading = Literal["N", "E", "S", "W"]


def _point(value: str | None) -> str | None:
    if value is not None and not is_square(value):
        raise ValueError(f"'{value}' is not a point of the board (a1..o21)")
    return value


class _Args(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class PlaneAt(_Args):
    """A plane (of this side and kind, with this heading, if given) stands on the point."""

    at: str
    side: Side | None = None
    kind: Kind | None = None
    heading: Heading | None = None
    parked: bool | None = None
    _at = field_validator("at")(_point)


class Empty(_Args):
    """No plane stands on the point."""

    at: str
    _at = field_validator("at")(_point)


class ShotDown(_Args):
    """A plane (of this side and kind, on this point, if given) was lost this step: `attack` — by
    an enemy plane, `defence` — by a gun or launcher, `rule` — for a wrong operation (paper rules)."""

    side: Side | None = None
    kind: Kind | None = None
    at: str | None = None
    by: Literal["attack", "defence", "rule", "any"] = "any"
    _at = field_validator("at")(_point)


class HqBombed(_Args):
    """The headquarters of this side (if given) was bombed this step."""

    side: Side | None = None


class Winner(_Args):
    """The game is over: this side won (or `draw`), ending this way if given."""

    side: Literal["south", "north", "draw"]
    termination: str | None = None


class ToMove(_Args):
    """This side is to move (after the lot, after a pass)."""

    side: Side
    handed_over: bool | None = None


class Passed(_Args):
    """This side (if given) passed this step."""

    side: Side | None = None


class Placed(_Args):
    """A launcher or gun (of this kind, on this point, facing this way, if given) was placed this step."""

    defence: Literal["gun", "missile"] | None = None
    at: str | None = None
    facing: Heading | None = None
    _at = field_validator("at")(_point)


class Losses(_Args):
    """A side has lost at least this many bombers and fighters."""

    side: Side
    bomber: int = 0
    fighter: int = 0


GOALS: Mapping[str, type[BaseModel]] = {
    "plane_at": PlaneAt,
    "empty": Empty,
    "shot_down": ShotDown,
    "hq_bombed": HqBombed,
    "winner": Winner,
    "to_move": ToMove,
    "passed": Passed,
    "placed": Placed,
    "losses": Losses,
}

_LOSS_KINDS = {"plane_destroyed": "attack", "shot_down": "defence", "plane_lost_by_rule": "rule"}


def _fits(args: BaseModel, values: Mapping[str, Any], names: Sequence[str]) -> bool:
    """Every given (not None) argument among `names` equals the value of the same name."""
    return all(getattr(args, name) is None or getattr(args, name) == values.get(name) for name in names)


def _plane_at(args: Any, doc: Mapping[str, Any], events: Sequence[Any]) -> bool:
    return any(plane["at"] == args.at and _fits(args, plane, ("side", "kind", "heading", "parked"))
               for plane in doc["planes"])


def _empty(args: Any, doc: Mapping[str, Any], events: Sequence[Any]) -> bool:
    return all(plane["at"] != args.at for plane in doc["planes"])


def _shot_down(args: Any, doc: Mapping[str, Any], events: Sequence[Any]) -> bool:
    for event in events:
        how = _LOSS_KINDS.get(event.kind)
        if how is None or args.by not in ("any", how):
            continue
        fields = {"side": event.side, "kind": event.plane_kind, "at": event.at}
        if _fits(args, fields, ("side", "kind", "at")):
            return True
    return False


def _hq_bombed(args: Any, doc: Mapping[str, Any], events: Sequence[Any]) -> bool:
    return any(event.kind == "hq_bombed" and args.side in (None, event.side) for event in events)


def _winner(args: Any, doc: Mapping[str, Any], events: Sequence[Any]) -> bool:
    if doc["winner"] != args.side:
        return False
    return args.termination is None or any(getattr(event, "reason", None) == args.termination
                                           for event in events if event.kind == "victory")


def _to_move(args: Any, doc: Mapping[str, Any], events: Sequence[Any]) -> bool:
    return doc["to_move"] == args.side and args.handed_over in (None, doc.get("handed_over", False))


def _passed(args: Any, doc: Mapping[str, Any], events: Sequence[Any]) -> bool:
    return any(event.kind == "passed" and args.side in (None, event.side) for event in events)


def _placed(args: Any, doc: Mapping[str, Any], events: Sequence[Any]) -> bool:
    return any(event.kind == "placed" and _fits(args, {"defence": event.defence, "at": event.at,
                                                       "facing": event.facing}, ("defence", "at", "facing"))
               for event in events)


def _losses(args: Any, doc: Mapping[str, Any], events: Sequence[Event]) -> bool:
    lost = doc["losses"][args.side]
    return bool(lost["bomber"] >= args.bomber and lost["fighter"] >= args.fighter)


_CHECKS: Mapping[str, Callable[[Any, Mapping[str, Any], Sequence[Any]], bool]] = {
    "plane_at": _plane_at,
    "empty": _empty,
    "shot_down": _shot_down,
    "hq_bombed": _hq_bombed,
    "winner": _winner,
    "to_move": _to_move,
    "passed": _passed,
    "placed": _placed,
    "losses": _losses,
}


def holds(kind: str, args: BaseModel, game: Any, state: Any, events: Sequence[Event]) -> bool:
    """Whether a success condition holds in the state, given the step's events."""
    return _CHECKS[kind](args, game.to_document(state), events)


def is_place(game: Any, name: str) -> bool:
    """Whether the name is a point of the board (`h5`)."""
    return is_square(name)

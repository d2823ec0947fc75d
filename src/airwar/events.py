"""What happens during an Air War step, for the animation and the move log.

`kind` is the event kind (the engine's Event protocol), so the kind of plane an event
is about is the field `plane_kind` ("bomber" or "fighter").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from tabletop.engine.errors import IllegalMove
from tabletop.engine.protocol import Event


@dataclass(frozen=True, slots=True)
class Moved(Event):
    """A plane flew from `frm` to `to` over `path` (every point entered, in order)."""

    kind: ClassVar[str] = "moved"
    side: str
    plane_kind: str
    frm: str
    to: str
    heading: str
    path: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Turned(Event):
    """A plane changed its heading (before flying, or in place)."""

    kind: ClassVar[str] = "turned"
    side: str
    plane_kind: str
    at: str
    frm_heading: str
    to_heading: str


@dataclass(frozen=True, slots=True)
class ShotDown(Event):
    """A plane was shot down by an enemy AA gun or missile launcher."""

    kind: ClassVar[str] = "shot_down"
    side: str
    plane_kind: str
    at: str
    by: str


@dataclass(frozen=True, slots=True)
class PlaneDestroyed(Event):
    """An enemy plane destroyed this plane by attacking its point."""

    kind: ClassVar[str] = "plane_destroyed"
    side: str
    plane_kind: str
    at: str
    by_side: str
    by_kind: str
    direction: str


@dataclass(frozen=True, slots=True)
class HqBombed(Event):
    """A bomber passed over this side's HQ."""

    kind: ClassVar[str] = "hq_bombed"
    side: str
    at: str


@dataclass(frozen=True, slots=True)
class PlaneLostByRule(Event):
    """Paper rules: an illegal operation cost the plane (rule 8 of the original).

    `code` is the catalogue key of the refusal the operation would have met, `params` its
    parameters as (name, value) pairs.
    """

    kind: ClassVar[str] = "plane_lost_by_rule"
    side: str
    plane_kind: str
    at: str
    rule: str
    code: str
    params: tuple[tuple[str, object], ...] = ()

    def refusal(self) -> IllegalMove:
        """The refusal the paper rules turned into the loss of the plane."""
        return IllegalMove(self.code, self.rule, **dict(self.params))


@dataclass(frozen=True, slots=True)
class Passed(Event):
    """The side had no legal operation and passed."""

    kind: ClassVar[str] = "passed"
    side: str


@dataclass(frozen=True, slots=True)
class HandedOver(Event):
    """Four players: the bomber commander handed the turn to the fighter commander."""

    kind: ClassVar[str] = "handed_over"
    side: str


@dataclass(frozen=True, slots=True)
class Placed(Event):
    """Setup variant: a launcher or gun was placed."""

    kind: ClassVar[str] = "placed"
    side: str
    defence: str
    at: str
    facing: str | None


@dataclass(frozen=True, slots=True)
class Victory(Event):
    """The game ended: the winning side or "draw", and why (`limit`: the plies of the limit it reached, else 0)."""

    kind: ClassVar[str] = "victory"
    winner: str
    reason: str
    limit: int = 0


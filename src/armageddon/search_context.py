"""What the movement search (`turntable`, `refusal`, `played`) reads of one set of rules, frozen.

The searches hold this instead of a back-reference to `Rules`: the topology, the variant and
the scalars derived from it, and the few rule functions they call.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from armageddon.board import Topology
from armageddon.state import ArmageddonState
from armageddon.variant import ArmageddonVariant


@dataclass(frozen=True)
class SearchContext:
    """One variant's topology, derived scalars and rule functions, as the turn searches need them."""

    t: Topology
    v: ArmageddonVariant
    seats: tuple[str, ...]
    seat_code: tuple[int, ...]
    literal: bool  # ГК captured the literal way (spec 5)
    short_need: int  # 5.5: the tokens a colour needs once its cruiser is lost
    short_mask: int
    optional: bool  # D46: a token passed over may be spared (the printed rules)
    owner_places: bool  # D47: Earth places its displaced tokens (the printed rules)
    spared_circles: Callable[[int, int, int], tuple[int, ...]]  # a turn table's spare mask as circles
    spare_mask: Callable[[int, int, tuple[int, ...]], int]  # and back: circles as a spare mask
    own_tokens: Callable[[ArmageddonState], list[int]]  # the seat's unmoved tokens
    ahead: Callable[[int, int], tuple[int, ...]]  # the path ahead of a token code on a circle
    end_turn: Callable[[ArmageddonState, str, list[Any] | None], ArmageddonState]  # the hand-over

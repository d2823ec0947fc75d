"""The rules Armageddon reads off a position without walking it: the tokens' paths, the storm (5.4), Earth
reduced (5.5), the printed rules' two-on-one penalty (3.5, D45), and the variant's scalars the movement needs.

Both the movement search (`rules.py`, through `kernel.py`) and the reference walk the tests compare it
with (`moves.py`) build on this.
"""

from __future__ import annotations

from typing import NamedTuple

from armageddon import events as ev
from armageddon.board import Topology
from armageddon.state import ALIEN, OFFICER, TOKEN_NAMES, YELLOW, ArmageddonState
from armageddon.variant import ArmageddonVariant
from tabletop.engine import Event


class Step(NamedTuple):
    """One possible sub-move: from, to (node indices), pips, resulting state, why it ends the turn, and the
    enemy tokens it passes over without displacing them (the printed rules, D46; always () otherwise)."""

    frm: int
    to: int
    k: int
    child: ArmageddonState
    ends: str | None  # "launch_table" or "victory" when the sub-move ends the turn by itself
    spared: tuple[int, ...] = ()


def earth_count(cells: bytes | bytearray) -> int:
    """How many Earth tokens are in play."""
    return cells.count(1) + cells.count(2) + cells.count(3)


def cleared(st: ArmageddonState, spot: int) -> ArmageddonState:
    """`st` with the circle `spot` emptied (and not marked as moved): where a two-on-one sub-move ends (D45)."""
    return st._replace(cells=st.cells[:spot] + b"\0" + st.cells[spot + 1:], moved=st.moved & ~(1 << spot))


class PositionRules:
    """One variant's rules on one topology that need no walk: paths, the storm, Earth's losses, the penalty."""

    def __init__(self, topology: Topology, variant: ArmageddonVariant, seats: tuple[str, ...]) -> None:
        self.t = topology
        self.v = variant
        self.seats = seats
        self.seat_code = tuple(ALIEN if s == "aliens" else TOKEN_NAMES.index(s) for s in seats)
        self.literal = variant.gk_capture == "literal"
        self.optional = variant.displacement == "right"  # D46: a token passed over may be spared
        self.owner_places = variant.displaced_placement == "owner"  # D47: Earth places its displaced tokens
        # 5.5 `colour_short_loses`: the tokens a colour needs once `destroyed & short_mask == short_mask`
        # (every compartment gone for "cruiser_lost", at once for "always"; need 0 for "never")
        self.short_need = 0 if variant.colour_short_loses == "never" else variant.storm_tokens_per_colour
        self.short_mask = (1 << len(topology.homes[0])) - 1 if variant.colour_short_loses == "cruiser_lost" else 0

    # ----- paths -----

    def ahead(self, code: int, frm: int) -> tuple[int, ...]:
        """The path ahead of a token `code` on `frm` (LAUNCH_TABLE stands for the launch tables)."""
        if code == ALIEN:
            return tuple(self.t.warrior_ahead[frm])
        if code == OFFICER:
            return tuple(self.t.officer_ahead[frm])
        return tuple(self.t.earth_ahead[code - 1][frm])

    def spared_circles(self, code: int, frm: int, mask: int) -> tuple[int, ...]:
        """The circles of a compiled search's spare mask (bit i: position i on the path of a token `code`)."""
        return tuple(spot for i, spot in enumerate(self.ahead(code, frm)) if mask >> i & 1)

    def spare_mask(self, code: int, frm: int, spared: tuple[int, ...]) -> int:
        """The compiled search's spare mask of the circles `spared` on the path of a token `code` (D46)."""
        if not spared:
            return 0
        path = self.ahead(code, frm)
        return sum(1 << path.index(spot) for spot in spared)

    # ----- the storm (5.4) and Earth reduced (5.5) -----

    def colour_lost(self, cells: bytes | bytearray, destroyed: int, pending: tuple[int, int, int] = (0, 0, 0)) -> bool:
        """True when an Earth colour is out of the storm for good (spec 5.5, decisions Р40, Р42).

        Variant `colour_lost_loses`: some colour has no token left. `colour_short_loses`: some
        colour has tokens, but fewer than the storm needs (`storm_tokens_per_colour`) — "always",
        or once every compartment is destroyed ("cruiser_lost"), or "never".
        """
        short = self.short_need if destroyed & self.short_mask == self.short_mask else 0
        for code in (1, 2, 3):
            count = cells.count(code) + pending[code - 1]  # a token its owner has yet to place is in play (D47)
            if (count == 0 and self.v.colour_lost_loses) or 0 < count < short:
                return True
        return False

    def reduced_by(self, cells: bytes | bytearray, destroyed: int, pending: tuple[int, int, int] = (0, 0, 0)) -> str:
        """Which condition of 5.5 holds: colour_lost, colour_short or too_few (three tokens or fewer, tokens
        their owners have yet to place counted, D47); "" when none does."""
        short = self.short_need if destroyed & self.short_mask == self.short_mask else 0
        counts = [cells.count(code) + pending[code - 1] for code in (1, 2, 3)]
        if self.v.colour_lost_loses and 0 in counts:
            return "colour_lost"
        if any(0 < count < short for count in counts):
            return "colour_short"
        return "too_few" if sum(counts) <= 3 else ""

    def storm_needs(self, cells: bytes | bytearray) -> tuple[int, int, int]:
        """How many tokens of each Earth colour (red, green, yellow) the storm needs on the ring (spec 5.4).

        Variant `storm_colours`: "all" — `storm_tokens_per_colour` of every colour (so a
        wiped-out colour forbids the storm); "in_play" — that many of every colour that still
        has a token in play, none of a wiped-out one.
        """
        need = self.v.storm_tokens_per_colour
        if self.v.storm_colours == "all":
            return need, need, need
        return (need if 1 in cells else 0, need if 2 in cells else 0, need if 3 in cells else 0)

    def storm(self, st: ArmageddonState) -> bool:
        """True while enough tokens of every Earth colour stand on the ring (spec 5.4); see `storm_needs`."""
        if self.v.storm_tokens_per_colour <= 0:
            return False
        counts = [0, 0, 0, 0, 0, 0]
        cells = st.cells
        for spot in self.t.ring:
            counts[cells[spot]] += 1
        red, green, yellow = self.storm_needs(cells)
        return counts[1] >= red and counts[2] >= green and counts[3] >= yellow

    # ----- the printed rules' penalty (3.5, D45) -----

    def two_on_one_result(self, st: ArmageddonState, step: Step, events: list[Event]) -> tuple[Step, list[Event]]:
        """The sub-move `step` of `st`, walked as if its end circle were empty (`cleared`), with its events,
        turned into the two-on-one penalty: the mover and the token it ended on both leave the game; landing
        there costs no turn; Earth may be reduced by it (5.5)."""
        frm, to = step.frm, step.to
        cells = bytearray(step.child.cells)
        mover = st.cells[frm]
        cells[to] = 0
        winner = term = None
        pending = step.child.pending
        if mover <= YELLOW and (earth_count(cells) + sum(pending) <= 3
                                or self.colour_lost(cells, step.child.destroyed, pending)):
            winner, term = "aliens", "earth_reduced"
        child = step.child._replace(cells=bytes(cells), moved=step.child.moved & ~(1 << to), skip=st.skip,
                                    winner=winner, termination=term)
        ends = "victory" if winner else (step.ends if step.ends == "launch_table" else None)
        both = (TOKEN_NAMES[mover], TOKEN_NAMES[st.cells[to]])
        removed = ev.TwoOnOneCircle(self.seats[st.seat], self.t.ids[to], both)
        return step._replace(child=child, ends=ends), [e for e in events if e.kind != "landed"] + [removed]

"""Armageddon's turns: maximal use of the roll (spec 3.3), complete turns, and the hand-over.

`Rules` adds to `Movement` the maximal turns: the sub-moves that begin one (found by
`turnset.TurnFinder`, for `legal_moves`), every complete one (found by the compiled
search of `turntable`/`kernel`, for the AI, random games and the command line), a
per-state cache of every sub-move (for explanations), and the hand-over to the next seat.
"""

from __future__ import annotations

import random
import threading
from functools import cached_property, partial
from typing import TYPE_CHECKING, Any

from armageddon import events as ev
from armageddon.board import Topology
from armageddon.moves import Movement, Step, earth_count
from armageddon.reach import reach
from armageddon.search_context import SearchContext
from armageddon.state import ALIEN, OFFICER, TOKEN_NAMES, ArmageddonState
from armageddon.turnset import TurnFinder
from armageddon.variant import ArmageddonVariant

if TYPE_CHECKING:
    from armageddon.turntable import TurnTable, TurnTables

CACHE_LIMIT = 2_000

__all__ = ["CACHE_LIMIT", "Rules", "Step", "earth_count"]


class _Caches(threading.local):
    """One thread's cache of sub-moves per mid-turn state (each thread has its own: no locks, no races)."""

    def __init__(self) -> None:
        self.entries: dict[ArmageddonState, list[Any]] = {}


class Rules(Movement):
    """The rules of one variant: sub-moves, maximal turns, turn hand-over.

    One `Rules` may be used by several threads at once (the table, the computer seat, the hint):
    its caches are per thread, everything else it holds is never changed after it is built.
    """

    def __init__(self, topology: Topology, variant: ArmageddonVariant, seats: tuple[str, ...]) -> None:
        super().__init__(topology, variant, seats)
        self._caches = _Caches()
        self.context = SearchContext(self.t, self.v, self.seats, self.seat_code, self.literal, self.short_need,
                                     self.short_mask, self.optional, self.owner_places, self.walk,
                                     self.spared_circles, self.own_tokens, partial(reach, self), self.end_turn)
        self.finder = TurnFinder(self.context)

    @property
    def _cache(self) -> dict[ArmageddonState, list[Any]]:
        """This thread's cache entries."""
        return self._caches.entries

    def _entry(self, st: ArmageddonState, parent_own: list[int] | None = None, frm: int = -1) -> list[Any]:
        """The cache entry of a mid-turn state: [children or None, best or -1, unmoved own tokens].

        `parent_own`/`frm` (the unmoved tokens before the sub-move from `frm`) spare a scan:
        own tokens are never displaced in their own turn, only shot down, which empties their circle.
        """
        cache = self._cache
        got = cache.get(st)
        if got is None:
            if len(cache) > CACHE_LIMIT:
                cache.clear()
            cells = st.cells
            if parent_own is None:
                own = self.own_tokens(st)
            else:
                own = [spot for spot in parent_own if spot != frm and cells[spot]]
            got = cache[st] = [None, -1, own]
        return got

    def children(self, st: ArmageddonState) -> tuple[Step, ...]:
        """Every legal sub-move (maximal or not) of the seat to act in a mid-turn state."""
        got = self._entry(st)
        if got[0] is None:
            got[0] = self._enumerate(st, got[2])
        children: tuple[Step, ...] = got[0]
        return children

    def _enumerate(self, st: ArmageddonState, own: list[int]) -> tuple[Step, ...]:
        if st.winner is not None or st.pips <= 0:
            return ()
        steps: list[Step] = []
        for spot in own:
            steps += self.walk(st, spot)
        return tuple(steps)

    @staticmethod
    def tokens(cells: bytes, code: int) -> list[int]:
        """Nodes holding tokens of a seat's code (aliens: warriors and the officer)."""
        found = []
        for wanted in (code, OFFICER) if code == ALIEN else (code,):
            spot = cells.find(wanted)
            while spot >= 0:
                found.append(spot)
                spot = cells.find(wanted, spot + 1)
        return found

    def maximal(self, st: ArmageddonState) -> list[Step]:
        """The sub-moves that begin some maximal turn (a sub-move's `child` may be None: not built)."""
        return self.finder.firsts(st)

    def turn_over(self, step: Step) -> str | None:
        """Why the turn ends after this (maximal) sub-move, or None if it goes on."""
        if step.ends:
            return step.ends
        if step.child.pips == 0:
            return "pips_spent"
        child = step.child
        if not any(reach(self, child, spot, -1) for spot in self.finder.node(child).own):
            return "no_move"
        return None

    def turns(self, st: ArmageddonState) -> list[tuple[tuple[Step, ...], str]]:
        """Every maximal complete turn as (sub-moves, why it ends); one empty turn when it must pass.

        The last sub-move's `child` is the state after the whole turn (the others' are None).
        """
        table = self.turn_table(st)
        if not table.count:
            return [((), "passed")]
        out = []
        for i, after in enumerate(table.afters()):
            steps = table.steps(i)
            out.append(((*steps[:-1], steps[-1]._replace(child=after)), table.reason(i)))
        return out

    @cached_property
    def tables(self) -> TurnTables:
        """The compiled turn search (numba is imported, and its cache loaded, on first use)."""
        from armageddon.turntable import TurnTables

        return TurnTables(self.context)

    def turn_ends(self, st: ArmageddonState) -> list[tuple[ArmageddonState, tuple[Step, ...]]]:
        """The distinct positions after a whole turn, handed over, each with the first listed turn reaching it.

        A seat that must pass gets one entry with no sub-moves.
        """
        table = self.turn_table(st)
        if not table.count:
            return [(self.end_turn(st, "passed", None), ())]
        return [(end, table.steps(i)) for end, i in table.ends()]

    def turn_table(self, st: ArmageddonState) -> TurnTable:
        """The maximal turns of a rolled position as a table (empty when the seat must pass)."""
        return self.tables.table(st, self.own_tokens(st))

    def own_tokens(self, st: ArmageddonState) -> list[int]:
        """The seat's tokens that have not moved this turn, in the engine's order."""
        return [spot for spot in self.tokens(st.cells, self.seat_code[st.seat]) if not st.moved >> spot & 1]

    def turn_paths(self, st: ArmageddonState) -> list[tuple[Any, ...]]:
        """Every maximal complete turn as (sub-moves, why it ends, table, index); `after` gives the state after it.

        A sub-move's `child` is None in these lists; a pass is ((), "passed", None, -1).
        """
        table = self.turn_table(st)
        if not table.count:
            return [((), "passed", None, -1)]
        return [(table.steps(i), table.reason(i), table, i) for i in range(table.count)]

    def after(self, st: ArmageddonState, path: tuple[Any, ...]) -> ArmageddonState:
        """The state after a turn from `turn_paths` (before the hand-over)."""
        return st if path[2] is None else path[2].after(path[3])

    def random_turn(self, st: ArmageddonState, rng: random.Random) -> ArmageddonState:
        """Play a maximal turn drawn uniformly for the roll in `st`, and hand over (fast path, no events)."""
        return self.tables.random_turn(st, rng)

    def end_turn(self, st: ArmageddonState, reason: str, log: list[Any] | None) -> ArmageddonState:
        """Hand the turn to the next seat that may play (spec 1.3, 1.4, 3.7); the round cap draws."""
        if st.winner is not None:
            if log is not None:
                log.append(ev.Victory(st.winner, st.termination or ""))
            return st._replace(roll=0, pips=0, moved=0)
        if log is not None:
            log.append(ev.TurnEnded(self.seats[st.seat], reason))
        if any(st.pending):
            return self.placement_due(st._replace(roll=0, pips=0, moved=0), log)
        return self.hand_over(st, log)

    # ----- the printed rules: Earth places its displaced tokens (spec 4.3, D47) -----

    @staticmethod
    def placing(st: ArmageddonState) -> bool:
        """Whether a displaced token waits for its owner (after the aliens' turn; mid-turn they are only counted)."""
        return st.roll == 0 and st.winner is None and any(st.pending)

    def placing_colour(self, st: ArmageddonState) -> int:
        """The token code whose owner places next: the first pending colour in seat order (0: none)."""
        for seat in self.seats:
            code = TOKEN_NAMES.index(seat) if seat != "aliens" else 0
            if code and st.pending[code - 1]:
                return code
        return 0

    def placements(self, st: ArmageddonState) -> list[int]:
        """Where the pending token may go: a free home circle of its colour in an intact compartment, else a free
        launch-table circle, else nowhere (it is lost)."""
        code = self.placing_colour(st)
        if not code:
            return []
        homes = [home for comp, home in enumerate(self.t.homes[code - 1])
                 if not st.destroyed >> comp & 1 and st.cells[home] == 0]
        return homes or [spot for spot in self.t.launch if st.cells[spot] == 0]

    def placement_due(self, st: ArmageddonState, log: list[Any] | None) -> ArmageddonState:
        """Hand the placement to the owner of the next pending token; one with nowhere to go is lost at once.
        When none is pending, the aliens' turn is handed over as usual."""
        while any(st.pending):
            code = self.placing_colour(st)
            owner = self.seats.index(TOKEN_NAMES[code])
            if self.placements(st):
                return st._replace(seat=owner)
            st = self._unpend(st, code, None, log)
            if st.winner is not None:
                return self.end_turn(st, "", log)
        return self.hand_over(st._replace(seat=self.seats.index("aliens")), log)

    def place(self, st: ArmageddonState, spot: int, log: list[Any] | None) -> ArmageddonState:
        """The owner places the pending token on `spot` (one of `placements`), then play goes on."""
        code = self.placing_colour(st)
        cells = bytearray(st.cells)
        cells[spot] = code
        return self.placement_due(self._unpend(st._replace(cells=bytes(cells)), code, spot, log), log)

    def _unpend(self, st: ArmageddonState, code: int, spot: int | None, log: list[Any] | None) -> ArmageddonState:
        """One pending token of `code` placed on `spot` (None: lost, which may end the game, 5.5)."""
        pending = list(st.pending)
        pending[code - 1] -= 1
        st = st._replace(pending=(pending[0], pending[1], pending[2]))
        if log is not None:
            log.append(ev.Placed(TOKEN_NAMES[code], TOKEN_NAMES[code], None if spot is None else self.t.ids[spot]))
        if spot is None and (earth_count(st.cells) + sum(st.pending) <= 3
                             or self.colour_lost(st.cells, st.destroyed, st.pending)):
            st = st._replace(winner="aliens", termination="earth_reduced")
        return st

    def hand_over(self, st: ArmageddonState, log: list[Any] | None) -> ArmageddonState:
        """The next seat that may play rolls (spec 1.3, 1.4, 3.7); the round cap draws."""
        seat, rnd, skip = st.seat, st.round, st.skip
        while True:
            seat = (seat + 1) % len(self.seats)
            if seat == 0:
                if rnd >= self.v.round_cap:
                    if log is not None:
                        log.append(ev.Victory("draw", "round_cap"))
                    return st._replace(roll=0, pips=0, moved=0, winner="draw", termination="round_cap")
                rnd += 1
            code = self.seat_code[seat]
            if code != ALIEN and code not in st.cells:
                if log is not None:
                    log.append(ev.TurnSkipped(self.seats[seat], "no_tokens"))
                continue
            if skip >> seat & 1:
                skip &= ~(1 << seat)
                if log is not None:
                    log.append(ev.TurnSkipped(self.seats[seat], "landed"))
                continue
            return st._replace(seat=seat, roll=0, pips=0, moved=0, skip=skip, round=rnd)

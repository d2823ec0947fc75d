"""The maximal turns of a rolled position as a table filled by the compiled search (`kernel.py`).

Only what is asked for becomes Python objects: a random player draws one turn and
builds one state; the AI builds the end states; the command line the notation.
"""

from __future__ import annotations

import random
import threading
from types import ModuleType
from typing import Any

import numpy as np

from armageddon import kernels
from armageddon.position_rules import Step
from armageddon.search_context import SearchContext
from armageddon.state import ArmageddonState

kn = kernels.plain()  # the search's constants and table builder (the same in both forms)
START_CAPACITY = 1024
_new_state = tuple.__new__
_new_step = tuple.__new__
_WINNERS = (None, "earth", "aliens")
_TERMINATIONS = (None, "gk_captured", "earth_reduced")


def scalar_vector(st: ArmageddonState) -> np.ndarray:
    """The scalar part of a position as the compiled search reads it (see `kernel.MINE` …)."""
    return np.array([int(st.mine), st.depot, st.destroyed, *st.trophies, st.spent, st.skip, 0, 0, 0, *st.pending,
                     0, 0], np.int64)


def state_after(st: ArmageddonState, cells: bytes, v: list[int], moved: int, pips: int) -> ArmageddonState:
    """The state of `st` with the cells and the scalar vector the compiled search wrote."""
    win = v[kn.WIN]
    return _new_state(ArmageddonState, (
        cells, st.seat, st.roll, pips, moved, bool(v[kn.MINE]), v[kn.DEPOT],
        (v[kn.TROPHY], v[kn.TROPHY + 1], v[kn.TROPHY + 2]), v[kn.SPENT], v[kn.DESTROYED], v[kn.SKIP],
        st.round, _WINNERS[win], _TERMINATIONS[win], (v[kn.PENDING], v[kn.PENDING + 1], v[kn.PENDING + 2])))


_Firsts = tuple[list[Step], list[int], dict[tuple[int, int, int, tuple[int, ...]], int]]


class TurnTable:
    """Every maximal turn of one rolled position: its sub-moves, why it ends, the state after it."""

    __slots__ = ("_firsts", "_inputs", "_out", "count", "st", "tables")

    def __init__(self, tables: TurnTables, st: ArmageddonState, inputs: tuple[Any, ...] | None,
                 out: tuple[Any, ...], count: int) -> None:
        self.tables = tables
        self.st = st
        self._inputs = inputs  # the position as the search reads it; None: built when first needed
        self._out = out
        self.count = count
        self._firsts: _Firsts | None = None  # its own memo (a table belongs to one thread)

    def __len__(self) -> int:
        return self.count

    def top(self) -> int:
        """The pips every maximal turn of the table uses (a turn ended by the launch table or a win counts all)."""
        return int(self._out[2][2]) // 4 if self.count else 0

    def firsts(self) -> list[Step]:
        """The distinct first sub-moves of the turns, in the search's order (their `child` is None; `ends` says
        when the sub-move ends the turn by itself: launch_table or victory)."""
        return list(self._first_steps()[0])

    def _first_steps(self) -> _Firsts:
        """The first sub-moves, where each one's turns start in the table (plus the end), and which first each
        (frm, to, pips, spared) is: the search lists every turn that begins with one sub-move together, so each
        first sub-move owns one block of rows."""
        if self._firsts is None:
            self._firsts = self._list_firsts()
        return self._firsts

    def _list_firsts(self) -> _Firsts:
        count = self.count
        if not count:
            return [], [0], {}
        paths, lens, meta = self._out
        rows = paths[:count, 0]
        starts = [0, *(np.flatnonzero(np.any(rows[1:] != rows[:-1], axis=1)) + 1).tolist()]
        spared = self.tables.ctx.spared_circles
        cells = self.st.cells
        out = []
        for i, (frm, to, k, mask) in zip(starts, rows[starts].tolist()):
            reason = kn.REASONS[int(meta[2 + i]) % 4]  # a sub-move that ends the turn is a whole turn of its own
            ends = reason if lens[i] == 1 and reason in ("launch_table", "victory") else None
            out.append(_new_step(Step, (frm, to, k, None, ends, spared(cells[frm], frm, mask) if mask else ())))
        return out, [*starts, count], {(step.frm, step.to, step.k, step.spared): j for j, step in enumerate(out)}

    def after_first(self, step: Step, child: ArmageddonState) -> TurnTable | None:
        """The table of the position after the first sub-move `step`, played into `child`: the rest of the turns
        that begin with it (each maximal for the pips left, in the same order); None if `step` begins none."""
        _firsts, starts, index = self._first_steps()
        j = index.get((step.frm, step.to, step.k, step.spared))
        if j is None:
            return None
        a, b = starts[j], starts[j + 1]
        paths, lens, meta = self._out
        if lens[a] == 1:  # the sub-move ends every turn it begins (or none): nothing is left of them
            return TurnTable(self.tables, child, None, (), 0)
        rest = np.ascontiguousarray(paths[a:b, 1:])  # the rest of each turn (a column fewer: room enough)
        out_meta = np.empty(b - a + 2, np.int64)
        out_meta[:2] = 0
        out_meta[2:] = meta[2 + a: 2 + b] - 4 * step.k
        return TurnTable(self.tables, child, None, (rest, lens[a:b] - 1, out_meta), b - a)

    def _search_inputs(self) -> tuple[Any, ...]:
        """The position as the compiled search reads it: cells (writable) and the scalar vector."""
        if self._inputs is None:
            self._inputs = (np.frombuffer(bytearray(self.st.cells), np.uint8), scalar_vector(self.st))
        return self._inputs

    def moves(self, i: int) -> list[list[int]]:
        """Turn i as [[frm, to, pips, spared], ...]; `spared` is a bit mask of path positions (D46)."""
        paths, lens = self._out[0], self._out[1]
        moves: list[list[int]] = paths[i, : lens[i]].tolist()
        return moves

    def reason(self, i: int) -> str:
        """Why turn i ends: pips_spent, no_move, launch_table or victory."""
        reason: str = kn.REASONS[int(self._out[2][2 + i]) % 4]
        return reason

    def steps(self, i: int) -> tuple[Step, ...]:
        """Turn i as sub-moves (their states not built)."""
        spared = self.tables.ctx.spared_circles
        cells = self.st.cells
        return tuple(_new_step(Step, (frm, to, k, None, None, spared(cells[frm], frm, mask) if mask else ()))
                     for frm, to, k, mask in self.moves(i))

    def afters(self) -> list[ArmageddonState]:
        """The state after every turn, each before the hand-over (one call of the compiled search)."""
        if not self.count:
            return []
        cells_out, v_out = self._after_each()
        return [self._before_hand_over(i, cells_out[i].tobytes(), v) for i, v in enumerate(v_out.tolist())]

    def _after_each(self) -> tuple[np.ndarray, np.ndarray]:
        """The cells and scalar vectors after every turn, from one call of the compiled search."""
        tables, count = self.tables, self.count
        cells_out = np.empty((count, tables.n_nodes), np.uint8)
        v_out = np.empty((count, kn.VECTOR), np.int64)
        cells_in, vector = self._search_inputs()
        tables.kernel()._after_each(cells_in, vector, self._out[0], self._out[1], count, tables.arrays,
                                    tables.scalars[self.st.seat], cells_out, v_out)
        return cells_out, v_out

    def _before_hand_over(self, i: int, cells: bytes, v: list[int]) -> ArmageddonState:
        """The state after turn i, written as `cells` and `v`, with its `moved` mask and the pips left."""
        st = self.st
        moves = self.moves(i)
        moved = self.tables.moved_after(st.moved, moves, cells)
        return state_after(st, cells, v, moved, st.pips - sum(move[2] for move in moves))

    def ends(self) -> list[tuple[ArmageddonState, int]]:
        """The distinct states after the turns, handed over to the next seat, each with its first turn's index."""
        cells_out, v_out = self._after_each()
        for bookkeeping in (kn.LOST, kn.FLAG, kn.EVENTS, kn.EXTRA):  # the last sub-move's, not part of the position
            v_out[:, bookkeeping] = 0
        seen: dict[bytes, int] = {}
        for i in range(self.count):
            seen.setdefault(cells_out[i].tobytes() + v_out[i].tobytes(), i)
        st, end_turn = self.st, self.tables.ctx.end_turn
        return [(end_turn(state_after(st, cells_out[i].tobytes(), v_out[i].tolist(), 0, 0), "", None), i)
                for i in seen.values()]

    def after(self, i: int, handed_over: bool = False) -> ArmageddonState:
        """The state after turn i, before the hand-over; with `handed_over`, `moved` and `pips` are left 0
        (the hand-over clears them anyway), which spares their computation."""
        st, tables = self.st, self.tables
        cells_out, v_out = np.empty(tables.n_nodes, np.uint8), np.empty(kn.VECTOR, np.int64)  # own: thread-safe
        cells_in, vector = self._search_inputs()
        tables.kernel()._after(cells_in, vector, self._out[0][i], self._out[1][i], tables.arrays,
                               tables.scalars[st.seat], cells_out, v_out)
        cells = cells_out.tobytes()
        v = v_out.tolist()
        return state_after(st, cells, v, 0, 0) if handed_over else self._before_hand_over(i, cells, v)


class TurnTables:
    """The compiled search bound to one set of rules.

    `random_turn` reuses buffers (the bench's hot path), one set per thread; every other method
    allocates its own, so the AI's worker thread and the table may share one game.
    """

    def __init__(self, ctx: SearchContext, kernel: ModuleType | None = None) -> None:
        self.ctx = ctx
        self._kernel = kernel
        t = ctx.t
        self.arrays = kn.build_tables(t)
        self.d, self.a = t.d, t.a
        v = ctx.v
        base = [0] * kn.SEAT
        base[kn.GK], base[kn.Q], base[kn.D], base[kn.O1], base[kn.P], base[kn.A] = t.gk, t.q, t.d, t.o1, t.p, t.a
        base[kn.LITERAL] = int(ctx.literal)
        base[kn.FLY] = int(v.officer_flies_without_mine)
        base[kn.STORM] = v.storm_tokens_per_colour
        base[kn.STORM_IN_PLAY] = int(v.storm_colours == "in_play")
        base[kn.HOME_NEXT] = int(v.displaced_home == "next")
        base[kn.COLOUR_LOST] = int(v.colour_lost_loses)
        base[kn.COLOUR_SHORT] = ctx.short_need
        base[kn.SHORT_MASK] = ctx.short_mask
        base[kn.SPARE_OK] = int(ctx.optional)
        base[kn.OWNER_PLACES] = int(ctx.owner_places)
        self.scalars = [np.array([*base, seat, 1 << seat], np.int64) for seat in range(len(ctx.seats))]
        self.n_nodes = len(t.ids)
        self._per_thread = _Buffers(self)

    def kernel(self) -> ModuleType:
        """The search to run: the one given, else the form `kernels` serves now (compiled or plain)."""
        return self._kernel or kernels.current()

    def _buffers(self, capacity: int) -> tuple[Any, ...]:
        return (np.empty((capacity, kn.MAX_DEPTH, 4), np.int16), np.empty(capacity, np.int64),
                np.empty(capacity + 2, np.int64))

    def moved_after(self, moved: int, moves: list[list[int]], cells: bytes) -> int:
        """The `moved` mask after a turn: each mover's final circle (D after an explosion at A), if still held."""
        for move in moves:
            to = move[1]
            moved |= 1 << (self.d if to == self.a else to)
        kept = 0
        while moved:
            low = moved & -moved
            if cells[low.bit_length() - 1]:
                kept |= low
            moved ^= low
        return kept

    def table(self, st: ArmageddonState, own: list[int]) -> TurnTable:
        """The maximal turns of a rolled position whose unmoved own tokens are `own` (none: it must pass)."""
        if st.winner is not None or st.pips <= 0 or not own:
            return TurnTable(self, st, (None, None), (), 0)
        cells = np.frombuffer(bytearray(st.cells), np.uint8)
        vector = scalar_vector(st)
        own_arr = np.array(own, np.int64)
        out = self._buffers(START_CAPACITY)
        while True:
            count = self.kernel()._turns(cells, vector, own_arr, st.pips, self.arrays, self.scalars[st.seat], out)
            if not out[2][1]:
                return TurnTable(self, st, (cells, vector), out, count)
            out = self._buffers(len(out[1]) * 8)

    def walk_one(self, st: ArmageddonState, frm: int, mask: int) -> tuple[list[tuple[int, int]], list[int]]:
        """One walk of the token on `frm` with the roll left, sparing the path positions in `mask` (D46): its
        endings as (circle, pips), and its stop record (see `kernel.STOP_AT`)."""
        n = kn.MAX_ENDINGS
        out_to, out_k = np.empty(n, np.int64), np.empty(n, np.int64)
        stop = np.empty(kn.STOP_SIZE, np.int64)
        count = self.kernel().walk_one(np.frombuffer(st.cells, np.uint8), scalar_vector(st), frm, st.pips, mask,
                                       self.arrays, self.scalars[st.seat], out_to, out_k, stop)
        return list(zip(out_to[:count].tolist(), out_k[:count].tolist())), stop.tolist()

    def play_one(self, st: ArmageddonState, frm: int, to: int, k: int, mask: int
                 ) -> tuple[bytes, list[int], list[list[int]]] | None:
        """The sub-move frm>to of k pips sparing the path positions in `mask` (D46), played by the search's walk:
        the cells and scalar vector after it and its effect records (see `kernel.play_one`); None when the walk
        does not end there."""
        cells_out, v_out = self._per_thread.scratch  # this thread's: read out before the next play or draw
        log = self._per_thread.log
        count = self.kernel().play_one(np.frombuffer(st.cells, np.uint8), scalar_vector(st), frm, to, k, mask,
                                       self.arrays, self.scalars[st.seat], cells_out, v_out, log)
        if count < 0:
            return None
        if count >= kn.LOG_ROWS:
            raise RuntimeError("the walk's effect log is full: raise kernel.LOG_ROWS")
        return cells_out.tobytes(), v_out.tolist(), log[:count].tolist()

    def spare_candidates(self, st: ArmageddonState, frm: int) -> int:
        """D46: the path positions (bits) within the roll left whose enemy tokens the token on `frm` may spare."""
        return int(self.kernel().spare_candidates(np.frombuffer(st.cells, np.uint8), frm, st.pips, self.arrays,
                                                  self.scalars[st.seat]))

    def random_turn(self, st: ArmageddonState, rng: random.Random) -> ArmageddonState:
        """A maximal turn drawn uniformly (one `rng.random()` per turn: turn floor(u * count)), played and
        handed over; a pass when there is none."""
        u = rng.random()
        ctx = self.ctx
        if st.winner is not None or st.pips <= 0:
            return ctx.end_turn(st, "passed", None)
        count = -1
        if not st.moved:  # the compiled fast path finds the seat's tokens itself
            vector = scalar_vector(st)
            buffers = self._per_thread
            cells_out, v_out = buffers.scratch
            count = self.kernel()._random_turn(np.frombuffer(st.cells, np.uint8), vector, ctx.seat_code[st.seat],
                                               st.pips, u, self.arrays, self.scalars[st.seat], buffers.shared,
                                               cells_out, v_out, buffers.chosen)
        if count == 0:
            return ctx.end_turn(st, "passed", None)
        if count > 0:
            after = state_after(st, cells_out.tobytes(), v_out.tolist(), 0, 0)
            return ctx.end_turn(after, kn.REASONS[buffers.chosen[1]], None)
        table = self.table(st, ctx.own_tokens(st))  # mid-turn, or more turns than the buffers hold
        if not table.count:
            return ctx.end_turn(st, "passed", None)
        i = min(int(u * table.count), table.count - 1)
        return ctx.end_turn(table.after(i, handed_over=True), table.reason(i), None)


class _Buffers(threading.local):
    """One thread's buffers for `TurnTables.random_turn` and `play_one` (each reads its results out at once)."""

    def __init__(self, tables: TurnTables) -> None:
        self.scratch = (np.empty(tables.n_nodes, np.uint8), np.empty(kn.VECTOR, np.int64))
        self.log = np.empty((kn.LOG_ROWS, kn.RECORD), np.int64)
        self.shared = tables._buffers(START_CAPACITY)
        self.chosen = np.zeros(2, np.int64)

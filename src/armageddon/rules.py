"""Armageddon's turns: maximal use of the roll (spec 3.3), complete turns, and the hand-over.

`Rules` adds to the rules read off a position (`position_rules`) the movement, all of it the
one movement search (`kernel`, compiled or plain, through `turntable`): the sub-moves that
begin a maximal turn (for `legal_moves`), why one is refused (`refusal`, from the search's
stop codes), the one sub-move chosen, played with its events (`played`, from the search's
walk), every complete turn (for the AI, random games and the command line), and the
hand-over to the next seat. The step-by-step walk of `moves.py` is only the tests' reference.
"""

from __future__ import annotations

import random
import threading
from functools import cached_property
from typing import Any

from armageddon import events as ev
from armageddon import played, refusal
from armageddon.board import Topology
from armageddon.position_rules import PositionRules, Step, cleared, earth_count
from armageddon.search_context import SearchContext
from armageddon.state import ALIEN, OFFICER, TOKEN_NAMES, ArmageddonState
from armageddon.turntable import TurnTable, TurnTables
from armageddon.variant import ArmageddonVariant
from tabletop.engine import Event, IllegalMove

TABLES_KEPT = 8  # turn tables kept per thread: the position on the table and the few just after it

__all__ = ["Rules", "Step", "earth_count"]


class _Tables(threading.local):
    """One thread's turn tables of the last few positions asked about (no locks, no races)."""

    def __init__(self) -> None:
        self.tables: dict[ArmageddonState, TurnTable] = {}


class Rules(PositionRules):
    """The rules of one variant: sub-moves, maximal turns, turn hand-over.

    One `Rules` may be used by several threads at once (the table, the computer seat, the hint):
    its cache of turn tables is per thread, everything else it holds is never changed after it is built.
    """

    def __init__(self, topology: Topology, variant: ArmageddonVariant, seats: tuple[str, ...]) -> None:
        super().__init__(topology, variant, seats)
        self._recent = _Tables()
        self.context = SearchContext(self.t, self.v, self.seats, self.seat_code, self.literal, self.short_need,
                                     self.short_mask, self.optional, self.owner_places, self.spared_circles,
                                     self.spare_mask, self.own_tokens, self.ahead, self.end_turn)

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
        """The sub-moves that begin some maximal turn: the first steps of the search's turns (`child` None)."""
        return self.turn_table(st).firsts()

    def turn_over(self, step: Step) -> str | None:
        """Why the turn ends after this sub-move, or None if it goes on (no_move: the search finds no sub-move)."""
        if step.ends:
            return step.ends
        if step.child.pips == 0:
            return "pips_spent"
        return None if self.turn_table(step.child).count else "no_move"

    def play(self, st: ArmageddonState, frm: int, to: int, k: int, spared: tuple[int, ...] = ()
             ) -> tuple[Step, list[Event]] | None:
        """The sub-move frm>to of k pips (sparing the tokens on `spared`, D46) as the search's walk plays it, with
        its events, before any hand-over; None when the walk does not end there."""
        return played.play(self.tables, st, frm, to, k, spared)

    def two_on_one(self, st: ArmageddonState, frm: int, to: int, k: int) -> tuple[Step, list[Event]] | None:
        """The printed rules (3.5, D45): the sub-move of k pips from `frm` ending on the own or allied token on
        `to` — both leave the game; None if the sub-move could not end there even on an empty circle."""
        found = played.play(self.tables, cleared(st, to), frm, to, k, ())
        return None if found is None else self.two_on_one_result(st, *found)

    def played_first(self, st: ArmageddonState, step: Step) -> None:
        """Note that `step`, a first step of `st`'s turns, was played: the position after it gets its table from
        `st`'s (the rest of the same turns) instead of a new search."""
        table = self._recent.tables.get(st)
        if table is None or step.child is None or step.child.winner is not None:
            return
        after = table.after_first(step, step.child)
        if after is not None:
            self._keep(step.child, after)

    def _keep(self, st: ArmageddonState, table: TurnTable) -> TurnTable:
        recent = self._recent.tables
        if len(recent) >= TABLES_KEPT:
            recent.clear()
        recent[st] = table
        return table

    def explain(self, st: ArmageddonState, frm: int, to: int, spared: tuple[int, ...] = ()) -> IllegalMove:
        """Why `frm>to` (sparing `spared`, D46) begins no maximal turn, as the search's walk says."""
        return refusal.explain(self.tables, st, frm, to, spared)

    def two_on_one_candidates(self, st: ArmageddonState) -> list[tuple[int, int]]:
        """The sub-moves that could end on an own or allied token within the pips (the printed rules, D45)."""
        return refusal.two_on_one_candidates(self.tables, st)

    def why_stuck(self, st: ArmageddonState, frm: int) -> IllegalMove:
        """Why the token on `frm` begins no maximal turn."""
        return refusal.why_stuck(self.tables, st, frm)

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
        """The movement search (its compiled form imports numba, and loads its cache, on first use)."""
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
        """The maximal turns of a rolled position as a table (empty when the seat must pass); this thread keeps
        the last few, so asking for a position's moves, then playing one, searches it once."""
        table = self._recent.tables.get(st)
        return table if table is not None else self._keep(st, self.tables.table(st, self.own_tokens(st)))

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
                log.append(ev.Victory(st.winner, st.termination or "", self.ending_condition(st)))
            return st._replace(roll=0, pips=0, moved=0)
        if log is not None:
            log.append(ev.TurnEnded(self.seats[st.seat], reason))
        if any(st.pending):
            return self.placement_due(st._replace(roll=0, pips=0, moved=0), log)
        return self.hand_over(st, log)

    def ending_condition(self, st: ArmageddonState) -> str:
        """Which condition ended a finished game (see `events.Victory.condition`); "" while it goes on."""
        if st.winner == "aliens":
            return self.reduced_by(st.cells, st.destroyed, st.pending)
        return {"earth": "gk_captured", "draw": "round_cap"}.get(st.winner or "", "")

    def earth_in_play(self, st: ArmageddonState) -> int:
        """Earth's tokens as rule 5.5 counts them: on the board, and displaced ones their owners will place."""
        return earth_count(st.cells) + sum(st.pending)

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
                        log.append(ev.Victory("draw", "round_cap", "round_cap"))
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

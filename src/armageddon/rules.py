"""Armageddon's turns: maximal use of the roll (spec 3.3), complete turns, and the hand-over.

`Rules` adds to `Movement` a per-state cache of sub-moves and of the most pips that
can still be used, so `legal_moves` offers only sub-moves that begin a maximal turn.
"""

from __future__ import annotations

from armageddon import events as ev
from armageddon.board import Topology
from armageddon.moves import Movement, Step, Walk, earth_count
from armageddon.reach import reach
from armageddon.state import ALIEN, OFFICER, ArmageddonState
from armageddon.variant import ArmageddonVariant

CACHE_LIMIT = 20_000

__all__ = ["CACHE_LIMIT", "Rules", "Step", "earth_count"]


class Rules(Movement):
    """The rules of one variant: sub-moves, maximal turns, turn hand-over."""

    def __init__(self, topology: Topology, variant: ArmageddonVariant, seats: tuple[str, ...]) -> None:
        super().__init__(topology, variant, seats)
        self._cache: dict[ArmageddonState, list] = {}

    def _entry(self, st: ArmageddonState, parent_own: list[int] | None = None, frm: int = -1) -> list:
        """The cache entry of a mid-turn state: [children or None, best or -1, unmoved own tokens].

        `parent_own`/`frm` (the unmoved tokens before the sub-move from `frm`) spare a scan:
        own tokens are never displaced in their own turn, only shot down, which empties their circle.
        """
        got = self._cache.get(st)
        if got is None:
            if len(self._cache) > CACHE_LIMIT:
                self._cache.clear()
            cells = st.cells
            if parent_own is None:
                own = [spot for spot in self.tokens(cells, self.seat_code[st.seat]) if not st.moved >> spot & 1]
            else:
                own = [spot for spot in parent_own if spot != frm and cells[spot]]
            got = self._cache[st] = [None, -1, own]
        return got

    def children(self, st: ArmageddonState) -> tuple[Step, ...]:
        """Every legal sub-move (maximal or not) of the seat to act in a mid-turn state."""
        got = self._entry(st)
        if got[0] is None:
            got[0] = self._enumerate(st, got[2])
        return got[0]

    def _enumerate(self, st: ArmageddonState, own: list[int]) -> tuple[Step, ...]:
        if st.winner is not None or st.pips <= 0:
            return ()
        steps: list[Step] = []
        walkers = self._walkers
        cells = st.cells
        for spot in own:
            steps += walkers[cells[spot]](st, Walk(st, spot, False))
        return tuple(steps)

    def full_use(self, st: ArmageddonState, want: int = 0, own: list[int] | None = None) -> bool:
        """Quick test: can one sub-move use every pip (`want` pips; any when < 0) or end the turn?"""
        if st.winner is not None or st.pips <= 0:
            return False
        want = want or st.pips
        tokens = self._entry(st)[2] if own is None else own
        return any(reach(self, st, spot, want) for spot in tokens)

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

    def used(self, st: ArmageddonState, step: Step) -> int:
        """Pips a sub-move accounts for, counting the best continuation after it (spec 3.3)."""
        if step.ends or step.k == st.pips:
            return st.pips
        return step.k + self.best(step.child, self._entry(st)[2], step.frm)

    def best(self, st: ArmageddonState, parent_own: list[int] | None = None, frm: int = -1) -> int:
        """The most pips any legal sequence of sub-moves can use from here."""
        got = self._entry(st, parent_own, frm)
        if got[1] < 0:
            if self.full_use(st, 0, got[2]):
                got[1] = st.pips
                return got[1]
            top = 0
            for step in self.children(st):
                top = max(top, self.used(st, step))
                if top == st.pips:
                    break
            got[1] = top
        return got[1]

    def maximal(self, st: ArmageddonState) -> list[Step]:
        """The sub-moves that begin some maximal turn."""
        top = self.best(st)
        if top == 0:
            return []
        return [step for step in self.children(st) if self.used(st, step) == top]

    def turn_over(self, step: Step) -> str | None:
        """Why the turn ends after this (maximal) sub-move, or None if it goes on."""
        if step.ends:
            return step.ends
        if step.child.pips == 0:
            return "pips_spent"
        got = self._entry(step.child)
        if got[1] == 0 or (got[1] < 0 and not self.full_use(step.child, -1)):
            return "no_move"
        return None

    def turns(self, st: ArmageddonState) -> list[tuple[tuple[Step, ...], str]]:
        """Every maximal complete turn as (sub-moves, why it ends); one empty turn when it must pass."""
        top = self.best(st)
        if top == 0:
            return [((), "passed")]
        found: list[tuple[tuple[Step, ...], str]] = []
        self._expand(st, (), top, found)
        return found

    def _expand(self, here: ArmageddonState, prefix: tuple[Step, ...], top: int, found: list) -> None:
        """Collect the maximal turns that continue `prefix` from `here`, where `top` pips can still be used."""
        pips = here.pips
        own = self._entry(here)[2]
        for step in self.children(here):
            if step.ends or step.k == pips:
                if top == pips:
                    found.append(((*prefix, step), step.ends or "pips_spent"))
                continue
            rest = self.best(step.child, own, step.frm)
            if step.k + rest == top:
                if rest == 0:
                    found.append(((*prefix, step), "no_move"))
                else:
                    self._expand(step.child, (*prefix, step), rest, found)

    def end_turn(self, st: ArmageddonState, reason: str, log: list | None) -> ArmageddonState:
        """Hand the turn to the next seat that may play (spec 1.3, 1.4, 3.7); the round cap draws."""
        if st.winner is not None:
            if log is not None:
                log.append(ev.Victory(st.winner, st.termination or ""))
            return st._replace(roll=0, pips=0, moved=0)
        if log is not None:
            log.append(ev.TurnEnded(self.seats[st.seat], reason))
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

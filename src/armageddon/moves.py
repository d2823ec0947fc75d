"""The reference walk of Armageddon's movement: one token's sub-move, step by step, in plain Python.

A *walk* moves one token along its path and yields every legal place where its
sub-move may end, with the resulting mid-turn state and its events: displacement and
blocks (4), ГК (5), interception, mines, explosions and the laser (6).

Nothing in the program plays with it: the one runtime movement is the search in
`kernel.py` (legal moves, refusals, and the sub-move played with its events, `played.py`).
This module stays as the reference the tests compare that search with, written the
straightforward way; a test checks that no module of the program imports it.
"""

from __future__ import annotations

from collections.abc import Callable

from armageddon import events as ev
from armageddon.board import LAUNCH_TABLE, Topology
from armageddon.position_rules import PositionRules, Step, cleared, earth_count
from armageddon.state import ALIEN, OFFICER, TOKEN_NAMES, YELLOW, ArmageddonState, laser_on
from armageddon.variant import ArmageddonVariant
from tabletop.engine import Event

__all__ = ["Movement", "Step", "Walk", "earth_count"]
_new_state = tuple.__new__


class Walk:
    """Mutable scratch of one sub-move in progress (internal to the rules)."""

    __slots__ = ("cells", "depot", "destroyed", "events", "frm", "logs", "lost", "mine", "passed", "pending",
                 "removed", "spare", "trophies", "upto")

    def __init__(self, st: ArmageddonState, frm: int, log: bool, only: int = 0,
                 spare: tuple[int, ...] = ()) -> None:
        self.frm = frm
        # D46 (the printed rules): the enemy tokens this walk passes over without displacing them, in path
        # order; an ending is listed only once it has passed them all (so each choice is listed once)
        self.spare = spare
        self.passed = 0
        self.upto = only or st.pips  # walk this far; with `only`, build just the ending after `only` steps
        self.cells = bytearray(st.cells)
        self.cells[frm] = 0
        self.mine = st.mine
        self.depot = st.depot
        self.trophies = st.trophies
        self.destroyed = st.destroyed
        self.pending = st.pending  # D47: displaced Earth tokens their owners will place
        self.lost = 0
        self.removed: list[int] = []
        self.events: list[Event] | None = [] if log else None
        self.logs: list[list[Event]] = []


class Movement(PositionRules):
    """Sub-moves of single tokens for one variant on one topology, walked step by step (the reference)."""

    def __init__(self, topology: Topology, variant: ArmageddonVariant, seats: tuple[str, ...]) -> None:
        super().__init__(topology, variant, seats)
        self.home_order = (0, 1, 2, 3) if variant.displaced_home == "next" else (3, 2, 1, 0)
        walker = (None, self.walk_earth, self.walk_earth, self.walk_earth, self.walk_warrior, self.walk_officer)
        self._walkers: tuple[Callable[..., list[Step]], ...] = walker  # type: ignore[assignment]  # 0: empty, never walked

    # ----- placing displaced tokens (spec 4.3) -----

    def send_home(self, w: Walk, code: int) -> int | None:
        """Put a displaced Earth token on its home circle / launch table; None if it leaves the game.

        The home circle is in the intact compartment attacked last (variant `displaced_home`
        "last") or next (lowest number, "next").
        """
        cells = w.cells
        if self.owner_places:
            pending = list(w.pending)
            pending[code - 1] += 1
            w.pending = (pending[0], pending[1], pending[2])
            return None
        homes = self.t.homes[code - 1]
        for comp in self.home_order:
            if not w.destroyed >> comp & 1 and cells[homes[comp]] == 0:
                cells[homes[comp]] = code
                return homes[comp]
        for spot in self.t.launch:
            if cells[spot] == 0:
                cells[spot] = code
                return spot
        w.lost += 1
        return None

    def displace_earth(self, w: Walk, at: int, seat: int) -> None:
        """Displace the Earth token on `at` (spec 4.3) and switch the laser on if it stood on Q."""
        code = w.cells[at]
        w.cells[at] = 0
        w.removed.append(at)
        dest = self.send_home(w, code)
        if w.events is not None:
            to = None if dest is None else self.t.ids[dest]
            w.events.append(ev.Displaced(self.seats[seat], TOKEN_NAMES[code], self.t.ids[at], to, self.owner_places))
        if at == self.t.q:
            self.laser_on(w)

    def displace_warrior(self, w: Walk, at: int, seat: int) -> None:
        """Send the warrior on `at` to the free numbered circle with the lowest number."""
        cells = w.cells
        cells[at] = 0
        dest = next(s for s in self.t.numbered if cells[s] == 0)
        cells[dest] = ALIEN
        if w.events is not None:
            w.events.append(ev.Displaced(self.seats[seat], "alien", self.t.ids[at], self.t.ids[dest]))

    def laser_on(self, w: Walk) -> None:
        """The laser switches on: every Earth token on a laser crossing is shot down (spec 6.7)."""
        cells = w.cells
        for spot in self.t.laser:
            code = cells[spot]
            if 1 <= code <= YELLOW:
                cells[spot] = 0
                w.lost += 1
                w.removed.append(spot)
                if w.events is not None:
                    w.events.append(ev.LaserShot(TOKEN_NAMES[code], self.t.ids[spot]))

    # ----- building results -----

    def result(self, st: ArmageddonState, w: Walk, cells: bytearray, to: int, k: int, final: int | None,
               skip: int, winner: str | None, ends: str | None) -> Step:
        """The sub-move of k pips to `to` whose mover ends on `final` (None: shot down), with its mid-turn state."""
        moved = st.moved
        for spot in w.removed:
            moved &= ~(1 << spot)
        if final is not None:
            moved |= 1 << final
            lost = w.lost
        else:
            lost = w.lost + 1
        term = None
        if winner is not None:
            term = "gk_captured"
        elif (lost or to == self.t.a) and (earth_count(st.cells) + sum(st.pending) - lost <= 3
                                           or self.colour_lost(cells, w.destroyed, w.pending)):
            # checked after a loss and after every attack at A: a colour short of the storm loses the
            # moment the last compartment explodes, even if that explosion removes no token (D42)
            winner, term = "aliens", "earth_reduced"
        child = _new_state(ArmageddonState, (bytes(cells), st.seat, st.roll, st.pips - k, moved, w.mine, w.depot,
                                             w.trophies, st.spent, w.destroyed, skip, st.round, winner, term,
                                             w.pending))
        return _new_state(Step, (w.frm, to, k, child, "victory" if winner else ends, w.spare))

    def walk(self, st: ArmageddonState, frm: int) -> list[Step]:
        """Every legal ending of a sub-move of the token on `frm` (with every choice of tokens spared, D46)."""
        steps: list[Step] = []
        for spare in self.spare_choices(st, frm):
            steps += self._walkers[st.cells[frm]](st, Walk(st, frm, False, 0, spare))
        return steps

    def spare_choices(self, st: ArmageddonState, frm: int) -> list[tuple[int, ...]]:
        """The sets of enemy tokens a sub-move from `frm` may pass over without displacing them (D46): only ()
        unless displacement is a right; the empty set first, then in the order of the compiled search."""
        if not self.optional:
            return [()]
        found = self.spare_candidates(st, frm)
        return [tuple(spot for j, spot in enumerate(found) if mask >> j & 1) for mask in range(1 << len(found))]

    def spare_candidates(self, st: ArmageddonState, frm: int) -> list[int]:
        """The circles on the path of the token on `frm`, within its pips, holding an enemy token it would
        displace by passing over it (Earth: warriors; aliens: Earth tokens), in path order."""
        cells = st.cells
        code = cells[frm]
        found = []
        for spot in self.ahead(code, frm)[: st.pips]:
            if spot == LAUNCH_TABLE:
                continue
            occ = cells[spot]
            if (occ == ALIEN and code <= YELLOW) or (1 <= occ <= YELLOW and code >= ALIEN):
                found.append(spot)
        return found

    def spares(self, w: Walk, spot: int) -> bool:
        """Whether this walk passes over the enemy token on `spot` without displacing it (D46)."""
        if w.passed < len(w.spare) and w.spare[w.passed] == spot:
            w.passed += 1
            return True
        return False

    def two_on_one(self, st: ArmageddonState, frm: int, to: int, k: int) -> tuple[Step, list[Event]] | None:
        """The printed rules (3.5, D45): the sub-move of k pips from `frm` ending on the own or allied token on
        `to` — both leave the game; None if the sub-move could not end there even on an empty circle."""
        found = [pair for pair in self.walk_logged(cleared(st, to), frm, k) if pair[0].to == to]
        return self.two_on_one_result(st, *found[0]) if found else None

    def walk_logged(self, st: ArmageddonState, frm: int, only: int = 0, spare: tuple[int, ...] = ()
                    ) -> list[tuple[Step, list[Event]]]:
        """Every legal ending of a sub-move of the token on `frm` sparing `spare` (only after `only` steps if
        given), with events."""
        w = Walk(st, frm, True, only, spare)
        steps = self._walkers[st.cells[frm]](st, w)
        return list(zip(steps, w.logs))

    def gk_verdict(self, st: ArmageddonState, cells: bytearray | bytes) -> tuple[bool, bool]:
        """(may stop on ГК, wins by stopping there) for an Earth token arriving at R0."""
        alien_there = cells[self.t.gk] == ALIEN
        inside = any(cells[s] == ALIEN for s in self.t.numbered)
        open_gk = not inside or self.storm(st)
        if alien_there and not open_gk:
            return False, False
        return True, open_gk and (alien_there or not self.literal)

    def walk_earth(self, st: ArmageddonState, w: Walk) -> list[Step]:
        """Sub-moves of an Earth token: launch table, lane, ring down to ГК."""
        t = self.t
        frm = w.frm
        code = st.cells[frm]
        colour = code - 1
        if frm == t.q:
            self.laser_on(w)
        ahead = t.earth_ahead[colour][frm]
        stops = t.earth_stops[colour]
        out: list[Step] = []
        upto = w.upto
        for i in range(min(upto, len(ahead))):
            spot = ahead[i]
            k = i + 1
            if spot == LAUNCH_TABLE:
                for table in t.launch:
                    if w.cells[table] == 0 and not w.spare:
                        out.append(self.earth_stop(st, w, frm, table, k, False, "launch_table"))
                continue
            occ = w.cells[spot]
            win = False
            if spot == t.gk:
                allowed, win = self.gk_verdict(st, w.cells)
                if not allowed:
                    break
            forced = False
            if 1 <= occ <= YELLOW:
                if spot in stops:
                    break
                continue
            if occ == OFFICER:
                self.intercept(w, spot, colour, st.seat)
            elif occ == ALIEN:
                forced = k < len(ahead) and w.cells[ahead[k]] == ALIEN
                if self.spares(w, spot):
                    if forced or spot in stops:
                        break
                    continue
                self.displace_warrior(w, spot, st.seat)
            if (k == upto or upto == st.pips) and w.passed == len(w.spare):
                out.append(self.earth_stop(st, w, frm, spot, k, win, None))
            if forced or spot in stops:
                break
        return out

    def intercept(self, w: Walk, spot: int, colour: int, seat: int) -> None:
        """An Earth token meets the officer on a blue crossing: he goes to D, his mine becomes a trophy."""
        w.cells[spot] = 0
        w.cells[self.t.d] = OFFICER
        had = w.mine
        if had:
            trophies = list(w.trophies)
            trophies[colour] += 1
            w.trophies = (trophies[0], trophies[1], trophies[2])
            w.mine = False
        if w.events is not None:
            w.events.append(ev.OfficerIntercepted(self.seats[seat], self.t.ids[spot], had))

    def earth_stop(self, st: ArmageddonState, w: Walk, frm: int, spot: int, k: int, win: bool,
                   ends: str | None) -> Step:
        """Finish an Earth sub-move on `spot`: laser crossing, landing, ГК."""
        t = self.t
        cells = w.cells[:]
        code = st.cells[frm]
        skip = st.skip
        extra: list[Event] = []
        final: int | None = spot
        if spot in t.laser and laser_on(cells[t.q]):
            final = None
            extra.append(ev.LaserShot(TOKEN_NAMES[code], t.ids[spot]))
        else:
            cells[spot] = code
            if spot == t.landing[code - 1]:
                skip |= 1 << st.seat
                extra.append(ev.Landed(self.seats[st.seat], t.ids[spot]))
        step = self.result(st, w, cells, spot, k, final, skip, "earth" if win else None, ends)
        if w.events is not None:
            w.logs.append([*w.events, *extra])
        return step

    def walk_warrior(self, st: ArmageddonState, w: Walk) -> list[Step]:
        """Sub-moves of a warrior: out of the main compartment and round the ring."""
        t = self.t
        frm = w.frm
        ahead = t.warrior_ahead[frm]
        leaving = frm in t.numbered
        out: list[Step] = []
        upto = w.upto
        for i in range(upto):
            spot = ahead[i]
            occ = w.cells[spot]
            if occ >= ALIEN:
                if leaving and spot == t.gk:
                    break
                continue
            if spot == t.d:
                continue
            forced = False
            if occ:
                forced = w.cells[ahead[i + 1]] == occ
                if self.spares(w, spot):
                    if forced:
                        break
                    continue
                self.displace_earth(w, spot, st.seat)
            if not (i + 1 < upto < st.pips or w.passed < len(w.spare)):
                self.arrive(st, w, out, spot, ALIEN, i + 1)
            if forced:
                break
        return out

    def arrive(self, st: ArmageddonState, w: Walk, out: list[Step], spot: int, code: int, k: int) -> None:
        """Record an alien ending: the mover (`code`) on `spot` after `k` pips, with the walk's events so far."""
        cells = w.cells[:]
        cells[spot] = code
        out.append(self.result(st, w, cells, spot, k, spot, st.skip, None, None))
        if w.events is not None:
            w.logs.append(list(w.events))

    def walk_officer(self, st: ArmageddonState, w: Walk) -> list[Step]:
        """Sub-moves of the officer: corridor, launch pad, flight, attack, return arc."""
        t = self.t
        frm = w.frm
        if frm == t.p and not st.mine and not self.v.officer_flies_without_mine:
            return []
        ahead = t.officer_ahead[frm]
        out: list[Step] = []
        upto = w.upto
        for i in range(min(upto, len(ahead))):
            spot = ahead[i]
            if spot == t.o1 and not w.mine and w.depot > 0:
                w.mine = True
                w.depot -= 1
                if w.events is not None:
                    w.events.append(ev.MineTaken(t.ids[spot], w.depot))
            if w.cells[spot]:
                if self.spares(w, spot):
                    if spot in (t.p, t.d, t.a):
                        break
                    continue
                self.displace_earth(w, spot, st.seat)
            if spot == t.a:
                if not w.mine:
                    continue  # without a mine he flies on along the arc (spec 6.5)
                if w.passed == len(w.spare):
                    out.append(self.explode(st, w, frm, i + 1))
                break
            if not (i + 1 < upto < st.pips or w.passed < len(w.spare)):
                self.arrive(st, w, out, spot, OFFICER, i + 1)
            if spot in (t.p, t.d):
                break
        return out

    def explode(self, st: ArmageddonState, w: Walk, frm: int, k: int) -> Step:
        """The officer reaches A with a mine: the next intact compartment explodes, he returns to D."""
        t = self.t
        cells = w.cells[:]
        comp = next((c for c in range(4) if not w.destroyed >> c & 1), None)
        lost: list[tuple[str, str]] = []
        if comp is not None:
            for colour in range(3):
                home = t.homes[colour][comp]
                if cells[home]:
                    lost.append((t.ids[home], TOKEN_NAMES[cells[home]]))
                    cells[home] = 0
            w.destroyed |= 1 << comp
        w.lost += len(lost)
        cells[t.d] = OFFICER
        w.mine = False
        spent_state = st._replace(spent=st.spent + 1)
        step = self.result(spent_state, w, cells, t.a, k, t.d, st.skip, None, None)
        if w.events is not None:
            boom = [ev.CompartmentExploded(f"K{comp + 1}", tuple(lost))] if comp is not None else []
            w.logs.append([*w.events, *boom])
        return step

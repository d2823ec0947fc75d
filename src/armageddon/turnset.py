"""Maximal turns (spec 3.2, 3.3) with light walks and lazily built mid-turn states.

The full walks of `moves.py` build the state after every ending. Most endings are plain
moves: a warrior or an Earth token steps onto an empty circle and nothing else
happens. A *light walk* lists those endings without building anything and hands the
token to the full walk as soon as its path holds anything else (an enemy token, ГК, a
laser crossing, the laser control circle, a mine to pick up, an attack). States are then built
only for the endings a maximal turn goes on from, and for the turn finally played.
"""

from __future__ import annotations

import threading

from armageddon.board import LAUNCH_TABLE
from armageddon.moves import Step
from armageddon.search_context import SearchContext
from armageddon.state import ALIEN, OFFICER, YELLOW, ArmageddonState

CACHE_LIMIT = 2_000
_new_state = tuple.__new__
_new_step = tuple.__new__


class Node:
    """One mid-turn state: the unmoved own tokens, their endings, the best use of the pips left."""

    __slots__ = ("best", "firsts", "land", "own", "spans", "st", "steps", "subs")

    def __init__(self, st: ArmageddonState, own: list[int]) -> None:
        self.st = st
        self.own = own
        self.best = -1
        self.steps: list[Step] = []
        self.land: list[int] = []  # per light ending: the skip bit it sets (landing), else 0
        self.subs: list[Node | None] | None = None  # per ending: the node after it; None until listed
        self.firsts: list[Step] | None = None  # the endings that begin a maximal turn, once found
        self.spans: list[tuple[int, int, bool]] = []  # per own token: its endings steps[a:b], light or not


class _Nodes(threading.local):
    """One thread's nodes per mid-turn state (each thread has its own: no locks, no races)."""

    def __init__(self) -> None:
        self.nodes: dict[ArmageddonState, Node] = {}


class TurnFinder:
    """Every maximal turn of a mid-turn state, for one set of rules (its node cache is per thread)."""

    def __init__(self, ctx: SearchContext) -> None:
        self.ctx = ctx
        t = ctx.t
        self.t = t
        self.laser = frozenset(t.laser)
        self.numbered = frozenset(t.numbered)
        self._per_thread = _Nodes()

    # ----- nodes -----

    @property
    def _nodes(self) -> dict[ArmageddonState, Node]:
        """This thread's nodes."""
        return self._per_thread.nodes

    def node(self, st: ArmageddonState, parent_own: list[int] | None = None, frm: int = -1) -> Node:
        """The (cached) node of a mid-turn state; `parent_own`/`frm` spare a scan of the board."""
        nodes = self._nodes
        got = nodes.get(st)
        if got is None:
            if len(nodes) > CACHE_LIMIT or (parent_own is None and st.moved == 0):
                nodes.clear()  # a new turn: the old one's nodes are no longer needed
            cells = st.cells
            if parent_own is None:
                own = self.ctx.own_tokens(st)
            else:
                own = [spot for spot in parent_own if spot != frm and cells[spot]]
            got = nodes[st] = Node(st, own)
        return got

    def steps(self, node: Node) -> list[Step]:
        """The endings of a node, listed on first use."""
        if node.subs is None:
            st = node.st
            if st.winner is None and st.pips > 0:
                self._endings(node)
            node.subs = [None] * len(node.steps)
        return node.steps

    def sub(self, node: Node, j: int) -> Node:
        """The node after ending j of a node."""
        subs: list[Node | None] = node.subs  # type: ignore[assignment]  # listed: `steps(node)` came first
        got = subs[j]
        if got is None:
            got = subs[j] = self.node(self.child(node, j), node.own, node.steps[j].frm)
        return got

    def _endings(self, node: Node) -> None:
        """Every ending of every unmoved own token, light where possible."""
        st = node.st
        cells = st.cells
        steps = node.steps
        land = node.land
        for spot in node.own:
            code = cells[spot]
            start = len(steps)
            if code <= YELLOW:
                light = self._light_earth(st, spot, code, steps, land)
            elif code == ALIEN:
                light = self._light_warrior(st, spot, steps, land)
            else:
                light = self._light_officer(st, spot, steps, land)
            if not light:
                del steps[start:], land[start:]
                full = self.ctx.walk(st, spot)
                steps += full
                land += [0] * len(full)
            node.spans.append((start, len(steps), bool(light)))

    def _light_earth(self, st: ArmageddonState, frm: int, code: int, steps: list[Step], land: list[int]) -> bool:
        """Append the plain endings of an Earth token; False when its path needs the full walk."""
        t = self.t
        if frm == t.q:
            return False
        cells = st.cells
        colour = code - 1
        ahead = t.earth_ahead[colour][frm]
        stops = t.earth_stops[colour]
        landing = t.landing[colour]
        gk = t.gk
        laser = self.laser
        for i in range(min(st.pips, len(ahead))):
            spot = ahead[i]
            if spot == LAUNCH_TABLE:
                for table in t.launch:
                    if cells[table] == 0:
                        steps.append(_new_step(Step, (frm, table, i + 1, None, "launch_table", ())))
                        land.append(0)
                continue
            if spot == gk:
                return False
            occ = cells[spot]
            if occ:
                if occ > YELLOW:
                    return False
                if spot in stops:
                    break
                continue
            if spot in laser:
                return False
            steps.append(_new_step(Step, (frm, spot, i + 1, None, None, ())))
            land.append(1 << st.seat if spot == landing else 0)
            if spot in stops:
                break
        return True

    def _light_warrior(self, st: ArmageddonState, frm: int, steps: list[Step], land: list[int]) -> bool:
        """Append the plain endings of a warrior; False when an Earth token stands within its reach."""
        t = self.t
        cells = st.cells
        ahead = t.warrior_ahead[frm]
        leaving = frm in self.numbered
        gk, d = t.gk, t.d
        for i in range(st.pips):
            spot = ahead[i]
            occ = cells[spot]
            if occ >= ALIEN:
                if leaving and spot == gk:
                    break
                continue
            if spot == d:
                continue
            if occ:
                return False
            steps.append(_new_step(Step, (frm, spot, i + 1, None, None, ())))
            land.append(0)
        return True

    def _light_officer(self, st: ArmageddonState, frm: int, steps: list[Step], land: list[int]) -> bool:
        """Append the plain endings of the officer; False near a mine pickup, a token or an attack."""
        t = self.t
        mine = st.mine
        if frm == t.p and not mine and not self.ctx.v.officer_flies_without_mine:
            return True
        cells = st.cells
        ahead = t.officer_ahead[frm]
        o1, a, p, d = t.o1, t.a, t.p, t.d
        for i in range(min(st.pips, len(ahead))):
            spot = ahead[i]
            if (spot == o1 and not mine and st.depot > 0) or cells[spot]:
                return False
            if spot == a:
                if mine:
                    return False
                continue
            steps.append(_new_step(Step, (frm, spot, i + 1, None, None, ())))
            land.append(0)
            if spot in (p, d):
                break
        return True

    def child(self, node: Node, j: int) -> ArmageddonState:
        """The state after ending j of a node (built on first use for a light ending)."""
        step = node.steps[j]
        if step.child is not None:
            return step.child
        st = node.st
        cells = bytearray(st.cells)
        cells[step.to] = cells[step.frm]
        cells[step.frm] = 0
        child = _new_state(ArmageddonState, (bytes(cells), st.seat, st.roll, st.pips - step.k,
                                             st.moved | 1 << step.to, st.mine, st.depot, st.trophies, st.spent,
                                             st.destroyed, st.skip | node.land[j], st.round, None, None,
                                             st.pending))
        node.steps[j] = _new_step(Step, (step.frm, step.to, step.k, child, step.ends, step.spared))
        return child

    def light_step(self, st: ArmageddonState, frm: int, to: int) -> tuple[Step, bool] | None:
        """(the sub-move with its state, whether it lands) if it is a known plain ending; else None."""
        node = self._nodes.get(st)
        if node is None or node.subs is None:
            return None
        steps = node.steps
        for (a, b, light), spot in zip(node.spans, node.own):
            if spot == frm:
                if light:
                    for j in range(a, b):
                        if steps[j].to == to:
                            self.child(node, j)
                            return node.steps[j], node.land[j] != 0
                return None
        return None

    # ----- best use of the pips, maximal turns -----

    def best(self, node: Node) -> int:
        """The most pips any legal sequence of sub-moves can use from a node."""
        if node.best < 0:
            st = node.st
            pips = st.pips
            if st.winner is None and pips > 0:
                reach = self.ctx.reach
                for spot in node.own:
                    if reach(st, spot, pips):
                        node.best = pips
                        return pips
            steps = self.steps(node)
            for step in steps:
                if step.ends or step.k == pips:
                    node.best = pips
                    return pips
            top = 0
            for j, step in enumerate(steps):
                used = step.k + self.best(self.sub(node, j))
                if used > top:
                    top = used
                    if top == pips:
                        break
            node.best = top
        return node.best

    def firsts(self, st: ArmageddonState) -> list[Step]:
        """The sub-moves that begin some maximal turn (their `child` may be None: not built)."""
        node = self.node(st)
        if node.firsts is not None:
            return list(node.firsts)
        top = self.best(node)
        out = node.firsts = []
        if top == 0:
            return []
        pips = st.pips
        steps = self.steps(node)
        for a, b, light in node.spans:
            for j in range(a, b):
                step = steps[j]
                full = step.ends or step.k == pips or (top == pips and light and self._quick_full(node, a, step))
                used = pips if full else step.k + self.best(self.sub(node, j))
                if used == top:
                    out.append(node.steps[j])
        return list(out)

    def _quick_full(self, node: Node, mine: int, step: Step) -> bool:
        """True if, after the plain ending `step`, another token can surely use every pip left in one sub-move.

        A token whose walk was light and whose path within the pips left misses both circles the
        ending changes keeps its endings; one of them using the rest exactly (or ending the turn) proves it.
        """
        t = self.t
        left = node.st.pips - step.k
        cells = node.st.cells
        steps = node.steps
        for (a, b, light), spot in zip(node.spans, node.own):
            if a == mine or not light:
                continue
            if not any(steps[i].k == left or (steps[i].ends and steps[i].k <= left) for i in range(a, b)):
                continue
            code = cells[spot]
            if code == ALIEN:
                ahead = t.warrior_ahead[spot][:left]
            elif code == OFFICER:
                ahead = t.officer_ahead[spot][:left]
            else:
                ahead = t.earth_ahead[code - 1][spot][:left]
            if step.frm in ahead or step.to in ahead:
                continue
            if LAUNCH_TABLE in ahead and (step.frm in t.launch or step.to in t.launch):
                continue
            return True
        return False

"""Armageddon knowledge for the computer players: whole-turn actions, evaluation, levels.

The searchers plan whole turns (every maximal turn of the roll, one action each, equal
end positions merged) and value positions from Earth's side by: tokens in play (the
aliens win at three), progress along each token's path, the chance of taking ГК next
turn, warriors at home guarding ГК, the storm count, the officer's threat to the next
compartment (less while he waits on a blue crossing within reach of Earth tokens that
still move before him), the mines left, the compartments already destroyed, and Earth tokens
parked on another colour's landing circle (which jam that colour's lane). Reads the state encoding of
`armageddon.state` and the game's topology and rules tables.
"""

from __future__ import annotations

import math
import operator
import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from armageddon import kernels
from armageddon.notation import Pass, Place, SubMove
from armageddon.state import ALIEN, OFFICER, ArmageddonState
from tabletop.ai.alphabeta import AlphaBetaParams
from tabletop.ai.hooks import Action, GameHooks
from tabletop.ai.levels import LevelSpec
from tabletop.ai.rollout import RolloutParams

TOKEN = 1.0
PROGRESS = 3.0
WARRIOR_HOME = 0.35
STORM = 0.3
GK_CHANCE = 3.0
BLAST = 0.45
SCALE = 4.0
LASER_RISK = 0.5
HIT = 1.5
STRIKE = 0.3
GK_BLOCK = 2.0
LANE_RISK = 0.3
COLOUR = 0.5
CENTRE = 12.0
DESTROYED = 0.8
MINE_RUN = 0.5
MINE_VALUE = 0.4
PARKED = 0.5
CACHE_LIMIT = 100_000


@dataclass(frozen=True)
class Tables:
    """Per-node numbers the evaluation needs, built once per game."""

    offsets: tuple[int, ...]  # 8 * node, to index `progress` by node and token code
    progress: tuple[float, ...]  # [8 * node + code]: share of its path an Earth token has covered
    ring: operator.itemgetter[Any]  # the ring's tokens, R0 first
    numbered: operator.itemgetter[Any]  # the tokens on S1..S3
    homes: tuple[operator.itemgetter[Any], ...]  # the tokens on each compartment's home circles
    officer_to_a: tuple[int, ...]  # officer node → steps to A (99 off his outward path)
    laser: operator.itemgetter[Any]  # the tokens on the laser crossings r8 g8 y8
    approach: operator.itemgetter[Any]  # the tokens on c2..c7 of every lane (a roll may force them onto c8)
    entry: tuple[int, ...]  # steps from S1, S2, S3 to R0 for a warrior leaving home
    hunters: dict[int, tuple[tuple[int, int, float], ...]]  # crossing → (node, code, odds) of Earth tokens reaching it
    movers: tuple[frozenset[int], ...]  # seat → codes of the Earth colours that move before the aliens again
    landing: tuple[int, ...]  # the landing circle of each Earth colour (code - 1)


def _earth_progress(game: Any) -> list[float]:
    """[8 * node + code] = the fraction of its path an Earth token of `code` on `node` has covered."""
    t = game.topology
    table = [0.0] * (8 * len(t.ids))
    for colour, name in enumerate(("red", "green", "yellow")):
        lane = next(chain for chain in game.board.paths[name] if chain[0] == f"{name[0]}1")
        length = len(lane) + 1
        for table_node in t.launch:
            table[8 * table_node + colour + 1] = 1 / length
        for step, node in enumerate(lane, start=2):
            table[8 * t.index[node] + colour + 1] = step / length
    return table


def _officer_to_a(game: Any) -> list[int]:
    """Steps the officer still needs to reach A, from each node of his outward path."""
    t = game.topology
    out = next(chain for chain in game.board.paths["officer"] if chain[0] == "D")
    steps = [99] * len(t.ids)
    for index, node in enumerate(out):
        steps[t.index[node]] = len(out) - 1 - index
    return steps


def _hunters(game: Any) -> dict[int, tuple[tuple[int, int, float], ...]]:
    """For each blue crossing: the (node, token code, odds of a roll reaching it) of Earth tokens within 6 steps."""
    t = game.topology
    out: dict[int, tuple[tuple[int, int, float], ...]] = {}
    for colour, crossing in enumerate(t.crossings):
        near = []
        for node, ahead in t.earth_ahead[colour].items():
            if crossing in ahead[:6]:
                near.append((node, colour + 1, (6 - ahead.index(crossing)) / 6))
        out[crossing] = tuple(near)
    return out


def _movers(game: Any) -> tuple[frozenset[int], ...]:
    """For each seat to move: the token codes of the Earth seats from it up to the aliens' turn."""
    aliens = game.seats.index("aliens")
    codes = [("red", "green", "yellow").index(seat) + 1 if seat != "aliens" else 0 for seat in game.seats]
    return tuple(frozenset(codes[index:aliens]) if index < aliens else frozenset() for index in range(len(codes)))


def build_tables(game: Any) -> Tables:
    """Read the board's paths and the topology into flat tables."""
    t = game.topology
    ring = [t.index[f"R{number}"] for number in range(16)]
    approach = [t.index[f"{letter}{step}"] for letter in "rgy" for step in range(2, 8)]
    homes = tuple(operator.itemgetter(*(t.homes[colour][comp] for colour in range(3))) for comp in range(4))
    return Tables(tuple(8 * node for node in range(len(t.ids))), tuple(_earth_progress(game)),
                  operator.itemgetter(*ring), operator.itemgetter(*t.numbered), homes, tuple(_officer_to_a(game)),
                  operator.itemgetter(*t.laser), operator.itemgetter(*approach), (2, 3, 4),
                  _hunters(game), _movers(game), t.landing)


def earth_score(tables: Tables, state: ArmageddonState, storm_need: int,
                storm_needs: Callable[[bytes], tuple[int, int, int]] | None = None) -> float:
    """The position from Earth's side, unbounded (positive = good for Earth).

    `storm_needs(cells)`: the storm's need per colour (the rules' `storm_needs`); default
    `storm_need` of every colour.
    """
    cells = state.cells
    tokens = cells.count(1) + cells.count(2) + cells.count(3)
    progress = sum(map(tables.progress.__getitem__, map(operator.add, tables.offsets, cells)))
    ring = tables.ring(cells)
    counts = (ring.count(1), ring.count(2), ring.count(3))
    inside = tables.numbered(cells).count(ALIEN)
    needs = storm_needs(cells) if storm_needs is not None else (storm_need, storm_need, storm_need)
    storm = storm_need > 0 and all(map(operator.ge, counts, needs))
    score = TOKEN * tokens + PROGRESS * progress - WARRIOR_HOME * inside
    if storm_need > 0:
        score += COLOUR * sum(min(cells.count(code), storm_need) for code in (1, 2, 3))
    if storm_need > 0:
        score += STORM * sum(map(min, counts, needs)) / storm_need
    nearest = next((distance for distance in range(1, 7) if 1 <= ring[distance] <= 3), 99)
    if nearest <= 6:
        openness = 1.0 if inside == 0 or storm else STRIKE * (3 - inside) / 3
        score += GK_CHANCE * openness * (7 - nearest) / 6
    if 1 <= ring[0] <= 3:
        score -= GK_BLOCK
    score -= LASER_RISK * (3 - tables.laser(cells).count(0))
    if not 1 <= ring[4] <= 3:
        score -= LANE_RISK * sum(1 for code in tables.approach(cells) if 1 <= code <= 3)
    score -= DESTROYED * bin(state.destroyed).count("1") + PARKED * parked(tables, cells)
    value: float = score - blast_risk(tables, state) - HIT * ring_risk(tables, ring, tables.numbered(cells), state)
    return value


def parked(tables: Tables, cells: bytes) -> int:
    """Earth tokens standing on another colour's landing circle: each blocks that colour's lane (3.6)."""
    count = 0
    for colour, node in enumerate(tables.landing):
        code = cells[node]
        count += 1 <= code <= 3 and code != colour + 1
    return count


def ring_risk(tables: Tables, ring: tuple[int, ...], inside: tuple[int, ...], state: ArmageddonState) -> float:
    """Earth progress on the ring that warriors could knock home on their next turn, weighted by the odds."""
    warriors = [index for index, code in enumerate(ring) if code == ALIEN]
    starts = [-tables.entry[number] for number, code in enumerate(inside) if code == ALIEN]
    if not warriors and not starts:
        return 0.0
    risk = 0.0
    for index in range(1, 16):
        code = ring[index]
        if 1 <= code <= 3:
            near = min([(index - spot) % 16 for spot in warriors] + [index - start for start in starts])
            if near <= 6:
                risk += (7 - near) / 6 * (16 - index) / 16
    return risk


def blast_risk(tables: Tables, state: ArmageddonState) -> float:
    """Tokens the officer's next explosion may take, weighted by how close he is, and the mines left."""
    cells = state.cells
    target = next((comp for comp in range(4) if not state.destroyed >> comp & 1), None)
    mines_left = state.depot + int(state.mine)
    if target is None or OFFICER not in cells or mines_left == 0:
        return 0.0
    at_risk = 3 - tables.homes[target](cells).count(0)
    officer = cells.index(OFFICER)
    threat = 1.0 - min(tables.officer_to_a[officer], 30) / 30 if state.mine else 0.3
    run = MINE_RUN * threat if state.mine else 0.0
    risk = BLAST * at_risk * threat + run
    mines = min(mines_left, 4 - bin(state.destroyed).count("1"))
    if state.mine and officer in tables.hunters:
        odds = intercept_odds(tables, cells, officer, tables.movers[state.seat])
        intercepted: float = risk * (1.0 - odds) + MINE_VALUE * (mines - odds)
        return intercepted
    free: float = risk + MINE_VALUE * mines
    return free


def intercept_odds(tables: Tables, cells: bytes, crossing: int, movers: frozenset[int]) -> float:
    """Roughly, the odds that an Earth token reaches the officer on a blue crossing before he moves again.

    Only the colours that still move before the aliens (`movers`) count, so a colour that has
    just moved sees no gain in keeping its tokens behind the officer.
    """
    miss = 1.0
    for node, code, odds in tables.hunters[crossing]:
        if code in movers and cells[node] == code:
            miss *= 1.0 - odds
    return 1.0 - miss


ARMAGEDDON_LEVELS: Mapping[str, LevelSpec] = {
    "easy": LevelSpec("alphabeta", 0.2, 200, AlphaBetaParams(max_depth=1, quiescence=0, noise=0.08)),
    "normal": LevelSpec("alphabeta", 1.0, 200, AlphaBetaParams(max_depth=1, quiescence=0)),
    "hard": LevelSpec("rollout", 3.0, 96, RolloutParams(candidates=4, horizon=3, playouts=8)),
}
# While the compiled search is not ready (the first half-minute after a fresh install, see
# `armageddon.kernels`), the same search runs as plain Python, some 30 times slower: `hard` then
# plays out fewer rounds, so its first moves come within a second or so instead of several.
UNCOMPILED_LEVELS: Mapping[str, LevelSpec] = {
    **ARMAGEDDON_LEVELS,
    "hard": LevelSpec("rollout", 0.5, 12, RolloutParams(candidates=4, horizon=3, playouts=1)),
}


class ArmageddonHooks(GameHooks):
    """Armageddon hooks: whole turns as actions, a heuristic from Earth's side."""

    game: Any  # an ArmageddonGame: its rules, topology and variant are read

    def __init__(self, game: Any) -> None:
        super().__init__(game)
        self.tables = build_tables(game)
        self.storm_need = game.variant.storm_tokens_per_colour
        self.storm_needs = game.rules.storm_needs if game.variant.storm_colours != "all" else None
        self.ids = game.topology.ids
        self.cache: dict[ArmageddonState, float] = {}

    def evaluate(self, state: ArmageddonState, side: str) -> float:
        """The position for `side` in [-1, 1]."""
        value = self.cache.get(state)
        if value is None:
            value = self.earth_value(state)
            if len(self.cache) >= CACHE_LIMIT:
                self.cache.clear()
            self.cache[state] = value
        return value if side == "earth" else -value

    def earth_value(self, state: ArmageddonState) -> float:
        """The position for Earth in [-1, 1]."""
        if state.winner is not None:
            return 0.0 if state.winner == "draw" else 1.0 if state.winner == "earth" else -1.0
        return math.tanh((earth_score(self.tables, state, self.storm_need, self.storm_needs) - CENTRE) / SCALE)

    def actions(self, state: ArmageddonState) -> list[tuple[Action, Any]] | None:
        """Every maximal turn (equal end positions merged), best first for the side to act; None if none found.
        While a displaced token waits (D47), every circle its owner may put it on."""
        if self.game.rules.placing(state):
            rules = self.game.rules
            placed = [((Place(self.ids[spot]),), rules.place(state, spot, None)) for spot in rules.placements(state)]
            return sorted(placed, key=lambda pair: -self.evaluate(pair[1], "earth")) or None
        ids = self.ids
        ends = {end: tuple(SubMove(ids[s.frm], ids[s.to], tuple(ids[x] for x in s.spared)) for s in steps) or (Pass(),)
                for end, steps in self.game.rules.turn_ends(state)}
        if not ends:
            return None
        side = "aliens" if self.game.seats[state.seat] == "aliens" else "earth"
        scored = sorted(ends.items(), key=lambda item: -self.evaluate(item[0], side))
        return [(action, end) for end, action in scored]

    def rollout_move(self, state: ArmageddonState, moves: Sequence[Any], rng: random.Random) -> Any:
        """Uniform among the legal sub-moves (the printed rules' two-on-one penalties left out, D45)."""
        plain = [move for move in moves if not self.game.is_two_on_one(state, move)] or list(moves)
        return plain[rng.randrange(len(plain))]

    def levels(self) -> Mapping[str, LevelSpec]:
        """Whole turns: the best by the evaluation (`easy` with noise, `normal`), rollouts of the best four (`hard`;
        fewer while the compiled search is not yet ready)."""
        return ARMAGEDDON_LEVELS if kernels.is_ready() else UNCOMPILED_LEVELS


def make_hooks(game: Any) -> ArmageddonHooks:
    """The hooks for an Armageddon game."""
    return ArmageddonHooks(game)

"""Air War knowledge for the computer players: evaluation, capture-first ordering, rollouts, levels.

The evaluation weighs material (bombers count more: they alone win by bombing) against
the race to the enemy HQ: for every point and heading, a table gives the fewest bomber
operations to bomb the enemy HQ without flying into a gun or launcher (planes ignored).
Reads only the state encoding of `airwar.state` and the geometry of `airwar.notation`.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Mapping, Sequence
from functools import cache, lru_cache
from typing import Any

from airwar.notation import BOMBER_OPS, COLUMNS, OPS, ROWS, SIDES, SQUARES, STEP, Operation, square_name
from airwar.state import GUN, NO_WINNER, SLOTS_PER_SIDE, AirWarState, kind_slots, unpack_defence
from tabletop.ai.alphabeta import AlphaBetaParams
from tabletop.ai.hooks import Action, GameHooks
from tabletop.ai.levels import LevelSpec

FAR = 60
HQ_BIT = 16
BOMBER_VALUE = 3.0
FIGHTER_VALUE = 1.0
THREAT_WEIGHTS = (5.0, 1.5, 0.7, 0.4, 0.3, 0.2)
SCALE = 8.0
PLACEMENT_CHOICES = 6
SIDE_INDEX = {name: index for index, name in enumerate(SIDES)}
Flight = tuple[int, tuple[int, ...], bool]


def _path(square: int, heading: int, steps: int) -> tuple[tuple[int, ...], bool]:
    """The points flown from `square` along `heading`, and whether the flight leaves the board."""
    column, row = square % COLUMNS, square // COLUMNS
    dx, dy = STEP[heading]
    points: list[int] = []
    for _ in range(steps):
        column, row = column + dx, row + dy
        if not (0 <= column < COLUMNS and 0 <= row < ROWS):
            return tuple(points), True
        points.append(row * COLUMNS + column)
    return tuple(points), False


@cache
def flights() -> tuple[tuple[Flight | None, ...], ...]:
    """`flights()[packed plane][op index]` = (new heading, path, leaves board); None if parked and not straight."""
    table = []
    for value in range(SQUARES * 8):
        square, heading, parked = value >> 3, value >> 1 & 3, value & 1
        row: list[Flight | None] = []
        for spec in OPS:
            if parked and spec.turn != 0:
                row.append(None)
                continue
            new_heading = (heading + spec.turn) % 4
            row.append((new_heading, *_path(square, new_heading, spec.steps)))
        table.append(tuple(row))
    return tuple(table)


@lru_cache(maxsize=64)
def danger(defences: str, hq: tuple[int, int], side: int) -> bytes:
    """For planes of `side`: per point, bits of the headings that get shot down there, plus HQ_BIT."""
    cells = bytearray(SQUARES)
    for char in defences:
        owner, kind, square, facing = unpack_defence(char)
        if owner != side:
            cells[square] |= 15 & ~(1 << facing) if kind == GUN else 15
    cells[hq[1 - side]] |= HQ_BIT
    return bytes(cells)


def _bomber_step(value: int, op: int, cells: bytes) -> int | None:
    """Where one bomber operation leads (packed, unparked), -1 for a bombing, None if fatal or impossible."""
    flight = flights()[value][op]
    if flight is None or flight[2]:
        return None
    heading, path, _off = flight
    for square in path:
        if cells[square] >> heading & 1:
            return None
        if cells[square] & HQ_BIT:
            return -1
    end = path[-1] if path else value >> 3
    return end << 3 | heading << 1


@lru_cache(maxsize=64)
def bomber_distances(defences: str, hq: tuple[int, int], side: int) -> tuple[int, ...]:
    """Per packed bomber placement: fewest operations to bomb the enemy HQ (FAR if impossible)."""
    cells = danger(defences, hq, side)
    size = SQUARES * 8
    distance = [FAR] * size
    back: list[list[int]] = [[] for _ in range(size)]
    queue: deque[int] = deque()
    for value in range(size):
        for op in range(len(BOMBER_OPS)):
            target = _bomber_step(value, op, cells)
            if target == -1 and distance[value] > 1:
                distance[value] = 1
                queue.append(value)
            elif target is not None and target >= 0:
                back[target].append(value)
    while queue:
        value = queue.popleft()
        for previous in back[value]:
            if distance[previous] == FAR:
                distance[previous] = distance[value] + 1
                queue.append(previous)
    return tuple(distance)


def side_score(state: AirWarState, side: int) -> float:
    """Material plus the HQ threat of one side's bombers (larger is better for that side)."""
    lost_bombers, lost_fighters = state.losses[2 * side], state.losses[2 * side + 1]
    material = BOMBER_VALUE * (6 - lost_bombers) + FIGHTER_VALUE * (10 - lost_fighters)
    table = bomber_distances(state.defences, state.hq, side)
    planes = state.planes
    distances = sorted(table[planes[slot]] for slot in kind_slots(side, 0) if planes[slot] >= 0)
    threat = sum(weight / (distance + 1) for weight, distance in zip(THREAT_WEIGHTS, distances))
    return material + threat


def evaluate(state: AirWarState, side: int) -> float:
    """The position for `side` in [-1, 1] (0 while the defences are still being placed)."""
    if state.winner != NO_WINNER:
        return 0.0 if state.winner == 2 else (1.0 if state.winner == side else -1.0)
    if state.placing:
        return 0.0
    raw = side_score(state, side) - side_score(state, 1 - side)
    return math.tanh(raw / SCALE)


def strikes(state: AirWarState, move: Any) -> bool:
    """True when an operation attacks an enemy plane or bombs the HQ (the walk stops on it)."""
    if type(move) is not Operation:
        return False
    square = _square_of(move.at)
    slot = state.board[square] - 1
    flight = flights()[state.planes[slot]][_op_index(move.op)]
    if flight is None:
        return False
    side = state.to_move
    cells = danger(state.defences, state.hq, side)
    heading, path, _off = flight
    for point in path:
        if cells[point] >> heading & 1:
            return False
        if cells[point] & HQ_BIT and slot % SLOTS_PER_SIDE < 6:
            return True
        occupant = state.board[point]
        if occupant:
            return (occupant - 1) // SLOTS_PER_SIDE != side
    return False


def placement_score(state: AirWarState, move: Any) -> float:
    """Setup variant: prefer defences about three points in front of the own HQ, guns facing the enemy."""
    side = state.to_move
    square, hq = _square_of(move.at), state.hq[side]
    distance = abs(square % COLUMNS - hq % COLUMNS) + abs(square // COLUMNS - hq // COLUMNS)
    facing_enemy = move.facing == ("N" if side == 0 else "S")
    return -abs(distance - 3) + (1.0 if facing_enemy else 0.0)


def own_view_key(state: AirWarState, move: Any) -> tuple[int, int]:
    """A sort key that reads the board from the mover's side (North's view is the 180° turn of South's),
    so equal-valued moves are tried in mirror-image order by both sides and neither is favoured."""
    if type(move) is not Operation:
        return (SQUARES, 0)
    square = _square_of(move.at)
    return (square if state.to_move == 0 else SQUARES - 1 - square, _op_index(move.op))


@cache
def _squares() -> dict[str, int]:
    return {square_name(index): index for index in range(SQUARES)}


def _square_of(name: str) -> int:
    return _squares()[name]


@cache
def _op_indices() -> dict[str, int]:
    return {spec.name: index for index, spec in enumerate(OPS)}


def _op_index(name: str) -> int:
    return _op_indices()[name]


AIRWAR_LEVELS: Mapping[str, LevelSpec] = {
    "easy": LevelSpec("alphabeta", 0.2, 150, AlphaBetaParams(max_depth=1, quiescence=1, noise=0.15)),
    "normal": LevelSpec("alphabeta", 1.0, 2500, AlphaBetaParams(max_depth=8, quiescence=3, shuffle_root=True)),
    "hard": LevelSpec("alphabeta", 3.0, 7000, AlphaBetaParams(max_depth=12, quiescence=4, shuffle_root=True)),
}


class AirWarHooks(GameHooks):
    """Air War hooks for the generic searchers."""

    def evaluate(self, state: AirWarState, side: str) -> float:
        """Material and HQ race for `side`, in [-1, 1]."""
        return evaluate(state, SIDE_INDEX[side])

    def order_moves(self, state: AirWarState, moves: Sequence[Any]) -> list[Any]:
        """Attacks and bombings first, then the rest in the engine's order (placements: best spots first)."""
        if state.placing:
            return sorted(moves, key=lambda move: -placement_score(state, move))
        hits = self.noisy_moves(state, moves)
        rest = sorted((move for move in moves if move not in hits), key=lambda move: own_view_key(state, move))
        return hits + rest

    def actions(self, state: AirWarState) -> list[tuple[Action, Any]] | None:
        """While defences are placed: only the few best-looking spots (the evaluation is blind there)."""
        if not state.placing:
            return None
        moves = self.order_moves(state, self.game.legal_moves(state))[:PLACEMENT_CHOICES]
        return [((move,), self.game.apply_trusted(state, move).state) for move in moves]

    def noisy_moves(self, state: AirWarState, moves: Sequence[Any]) -> list[Any]:
        """Attacks and bombings (in the mover's reading order)."""
        return sorted((move for move in moves if strikes(state, move)), key=lambda move: own_view_key(state, move))

    def rollout_move(self, state: AirWarState, moves: Sequence[Any], rng: random.Random) -> Any:
        """An attack if there is one, else a uniform move."""
        hits = self.noisy_moves(state, moves)
        pool = hits or moves
        return pool[rng.randrange(len(pool))]

    def levels(self) -> Mapping[str, LevelSpec]:
        """Alpha-beta at every level but `random`."""
        return AIRWAR_LEVELS


def make_hooks(game: Any) -> AirWarHooks:
    """The hooks for an Air War game."""
    return AirWarHooks(game)

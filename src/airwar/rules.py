"""Air War operations: precomputed flight tables, point-by-point path resolution,
legal operations and their effect on a position. No pygame, no pydantic, no strings
in the hot path (names are only made for events).

Path resolution for each point entered, in this order (spec §3):
own plane → illegal (3.6); enemy launcher, or enemy gun entered other than from
behind → shot down (3.7); a bomber on the enemy HQ → bombed (3.8); an enemy plane →
attack, legal from side/tail, bomber on fighter head-on, parked from anywhere (3.9);
the attacker stops on the target's point (3.10). Running off the board with the
operation still going is illegal (3.6).
"""

from __future__ import annotations

from functools import cache, lru_cache
from typing import NamedTuple

from airwar.events import HqBombed, Moved, PlaneDestroyed, PlaneLostByRule, ShotDown, Turned, Victory
from airwar.notation import (
    COLUMNS,
    HEADINGS,
    KINDS,
    OPS,
    OPS_OF_KIND,
    PARKED_OPS,
    SIDES,
    SQUARES,
    STEP,
    Operation,
    square_name,
)
from airwar.state import (
    BOMBERS_PER_SIDE,
    DRAW,
    GUN,
    NO_WINNER,
    SLOTS_PER_SIDE,
    AirWarState,
    kind_slots,
    slot_kind,
    slot_side,
    unpack_defence,
)
from tabletop.engine.protocol import Event, Transition

MOVED, SHOT, BOMBED, ATTACK = 0, 1, 2, 3
OFF_EDGE, OWN_PLANE, HEAD_ON, WRONG_KIND, PARKED_TURN = -1, -2, -3, -4, -5
HQ_BIT = 16
ALL_DIRECTIONS = 15
LOSSES_TO_WIN = (6, 8)
Limits = tuple[int, int, bool, bool]
"""(plies in a row without a loss, plies in all, decide on losses at a limit instead of a plain draw,
count quiet plies from the start rather than from the first loss of the game)."""


class Fault(NamedTuple):
    """An illegal operation: the rule it breaks and the refusal's catalogue code."""

    rule: str
    code: str


FAULTS = {
    OFF_EDGE: Fault("3.6", "airwar.refusal.off_edge"),
    OWN_PLANE: Fault("3.6", "airwar.refusal.own_plane"),
    HEAD_ON: Fault("3.9", "airwar.refusal.head_on"),
    PARKED_TURN: Fault("3.5", "airwar.refusal.parked_turn"),
}
KIND_FAULTS = (Fault("3.2", "airwar.refusal.bomber_ops"), Fault("3.3", "airwar.refusal.fighter_ops"))
DIRECTION_NAMES = ("tail", "side", "head-on", "side")
SLOT_RANGES = tuple(tuple(tuple(kind_slots(side, kind)) for kind in (0, 1)) for side in (0, 1))


class Flight(NamedTuple):
    """One operation from one plane placement: new heading, points entered, runs off the board."""

    op: int
    heading: int
    path: tuple[int, ...]
    off: bool


class FlightTables(NamedTuple):
    """`by_op[v][op]` (None: not straight while parked) and `offered[kind][v]` for packed planes v."""

    by_op: tuple[tuple[Flight | None, ...], ...]
    offered: tuple[tuple[tuple[Flight, ...], ...], tuple[tuple[Flight, ...], ...]]


class Verdict(NamedTuple):
    """How an operation resolves: a status (negative = illegal), the final path index, the flight."""

    status: int
    index: int  # type: ignore[assignment]  # the field shadows tuple.index, which no Verdict calls
    flight: Flight | None


def _path(square: int, heading: int, steps: int) -> tuple[tuple[int, ...], bool]:
    column, row = square % COLUMNS, square // COLUMNS
    dx, dy = STEP[heading]
    points: list[int] = []
    for _ in range(steps):
        column, row = column + dx, row + dy
        if not (0 <= column < COLUMNS and 0 <= row < SQUARES // COLUMNS):
            return tuple(points), True
        points.append(row * COLUMNS + column)
    return tuple(points), False


def _flight(value: int, op: int) -> Flight | None:
    square, heading, parked = value >> 3, value >> 1 & 3, value & 1
    spec = OPS[op]
    if parked and spec.name not in PARKED_OPS[0] | PARKED_OPS[1]:
        return None
    new_heading = (heading + spec.turn) % 4
    path, off = _path(square, new_heading, spec.steps)
    return Flight(op, new_heading, path, off)


@cache
def flight_tables() -> FlightTables:
    """Every operation from every (square, heading, parked), computed once."""
    by_op = tuple(tuple(_flight(value, op) for op in range(len(OPS))) for value in range(SQUARES * 8))
    offered = tuple(
        tuple(
            tuple(f for op in OPS_OF_KIND[kind] if (f := row[op]) is not None and (f.path or not f.off))
            for row in by_op
        )
        for kind in (0, 1)
    )
    return FlightTables(by_op, offered)  # type: ignore[arg-type]


@cache
def operation_objects() -> tuple[tuple[Operation, ...], ...]:
    """Prebuilt Operation objects, [square][op], so move generation allocates nothing."""
    return tuple(tuple(Operation(square_name(sq), spec.name) for spec in OPS) for sq in range(SQUARES))


@cache
def square_names() -> tuple[str, ...]:
    """Square names by index."""
    return tuple(square_name(sq) for sq in range(SQUARES))


@lru_cache(maxsize=256)
def stop_tables(defences: str, hq: tuple[int, int]) -> tuple[bytes, bytes]:
    """Per moving side: for each point, the bits of the directions that get shot down, plus HQ_BIT."""
    tables = []
    for side in (0, 1):
        cells = bytearray(SQUARES)
        for char in defences:
            owner, kind, square, facing = unpack_defence(char)
            if owner != side:
                cells[square] |= ALL_DIRECTIONS & ~(1 << facing) if kind == GUN else ALL_DIRECTIONS
        cells[hq[1 - side]] |= HQ_BIT
        tables.append(bytes(cells))
    return tables[0], tables[1]


def walk(
    board: bytes, planes: tuple[int, ...], stop: bytes, side: int, bomber: bool, flight: Flight
) -> tuple[int, int]:
    """Resolve a flight point by point: (status, index of the last point entered)."""
    direction = flight.heading
    for index, square in enumerate(flight.path):
        occupant = board[square]
        if occupant and (occupant > SLOTS_PER_SIDE) == side:
            return OWN_PLANE, index
        danger = stop[square]
        if danger:
            if danger >> direction & 1:
                return SHOT, index
            if bomber and danger & HQ_BIT:
                return BOMBED, index
        if occupant:
            target = planes[occupant - 1]
            if (
                target & 1
                or (target >> 1 & 3) != (direction + 2) & 3
                or (bomber and (occupant - 1) % SLOTS_PER_SIDE >= BOMBERS_PER_SIDE)
            ):
                return ATTACK, index
            return HEAD_ON, index
    return (OFF_EDGE if flight.off else MOVED), len(flight.path) - 1


def operations(state: AirWarState, stop: tuple[bytes, bytes], kinds: tuple[int, ...] = (0, 1)) -> list[Operation]:
    """Every legal operation of the side to move for planes of the given kinds.

    The hot path of every search: `walk` inlined, flights unpacked as plain tuples.
    """
    side = state.to_move
    planes, board, danger = state.planes, state.board, stop[side]
    offered = flight_tables().offered
    objects = operation_objects()
    found: list[Operation] = []
    append = found.append
    for kind in kinds:
        bomber = kind == 0
        table = offered[kind]
        for slot in SLOT_RANGES[side][kind]:
            value = planes[slot]
            if value < 0:
                continue
            here = objects[value >> 3]
            for op, direction, path, off in table[value]:
                legal = not off
                for square in path:
                    occupant = board[square]
                    bits = danger[square]
                    if not (occupant or bits):
                        continue
                    if occupant and (occupant > SLOTS_PER_SIDE) == side:
                        legal = False
                        break
                    if bits >> direction & 1 or (bomber and bits & HQ_BIT):
                        legal = True
                        break
                    if occupant:
                        target = planes[occupant - 1]
                        legal = bool(
                            target & 1
                            or (target >> 1 & 3) != (direction + 2) & 3
                            or (bomber and (occupant - 1) % SLOTS_PER_SIDE >= BOMBERS_PER_SIDE)
                        )
                        break
                if legal:
                    append(here[op])
    return found


def has_operation(state: AirWarState, stop: tuple[bytes, bytes], kind: int) -> bool:
    """True when some plane of that kind of the side to move has a legal operation."""
    side = state.to_move
    planes, board, danger = state.planes, state.board, stop[side]
    offered = flight_tables().offered[kind]
    for slot in kind_slots(side, kind):
        value = planes[slot]
        if value >= 0:
            for flight in offered[value]:
                if not flight.path or walk(board, planes, danger, side, kind == 0, flight)[0] >= 0:
                    return True
    return False


def judge(state: AirWarState, stop: tuple[bytes, bytes], slot: int, op: int) -> Verdict:
    """Resolve one operation of the plane in `slot`, legal or not (negative status = the fault)."""
    kind = slot_kind(slot)
    if op not in OPS_OF_KIND[kind]:
        return Verdict(WRONG_KIND, -1, None)
    flight = flight_tables().by_op[state.planes[slot]][op]
    if flight is None:
        return Verdict(PARKED_TURN, -1, None)
    if not flight.path and flight.off:
        return Verdict(OFF_EDGE, -1, flight)
    status, index = walk(state.board, state.planes, stop[state.to_move], state.to_move, kind == 0, flight)
    return Verdict(status, index, flight)


def fault_of(slot: int, status: int) -> Fault:
    """The rule and refusal code of an illegal status."""
    return KIND_FAULTS[slot_kind(slot)] if status == WRONG_KIND else FAULTS[status]


def perform(state: AirWarState, slot: int, verdict: Verdict, caps: Limits) -> Transition[AirWarState]:
    """Apply a legal operation (its verdict from `judge` or `walk`) and pass the turn."""
    flight = verdict.flight
    assert flight is not None
    side, kind = state.to_move, slot_kind(slot)
    planes, cells = list(state.planes), bytearray(state.board)
    names = square_names()
    here, old_heading = planes[slot] >> 3, planes[slot] >> 1 & 3
    events: list[Event] = []
    if flight.heading != old_heading:
        events.append(Turned(SIDES[side], KINDS[kind], names[here], HEADINGS[old_heading], HEADINGS[flight.heading]))
    if not flight.path:
        planes[slot] = here << 3 | flight.heading << 1
        return finish(state, planes, bytes(cells), -1, NO_WINNER, "", events, caps)
    to = flight.path[verdict.index]
    path = tuple(names[sq] for sq in flight.path[: verdict.index + 1])
    events.append(Moved(SIDES[side], KINDS[kind], names[here], names[to], HEADINGS[flight.heading], path))
    if verdict.status == SHOT:
        remove_plane(planes, cells, slot)
        events.append(ShotDown(SIDES[side], KINDS[kind], names[to], _shooter(state, to)))
        return finish(state, planes, bytes(cells), side * 2 + kind, NO_WINNER, "", events, caps)
    cells[here] = 0
    lost = -1
    if cells[to]:
        lost = _destroy(planes, cells, cells[to] - 1, slot, flight.heading, events)
    planes[slot] = to << 3 | flight.heading << 1
    cells[to] = slot + 1
    if verdict.status == BOMBED:
        events.append(HqBombed(SIDES[1 - side], names[to]))
        return finish(state, planes, bytes(cells), lost, side, "hq", events, caps)
    return finish(state, planes, bytes(cells), lost, NO_WINNER, "", events, caps)


def remove_plane(planes: list[int], cells: bytearray, slot: int) -> None:
    """Take a plane off the board, closing the gap in its kind's slots (keeps states canonical)."""
    cells[planes[slot] >> 3] = 0
    last = SLOT_RANGES[slot_side(slot)][slot_kind(slot)][-1]
    for index in range(slot, last):
        value = planes[index] = planes[index + 1]
        if value >= 0:
            cells[value >> 3] = index + 1
    planes[last] = -1


def _destroy(planes: list[int], cells: bytearray, target: int, slot: int, direction: int, events: list[Event]) -> int:
    value = planes[target]
    remove_plane(planes, cells, target)
    how = "parked" if value & 1 else DIRECTION_NAMES[(direction - (value >> 1 & 3)) % 4]
    victim_side, victim_kind = slot_side(target), slot_kind(target)
    events.append(
        PlaneDestroyed(
            SIDES[victim_side], KINDS[victim_kind], square_names()[value >> 3],
            SIDES[slot_side(slot)], KINDS[slot_kind(slot)], how,
        )
    )
    return victim_side * 2 + victim_kind


def _shooter(state: AirWarState, square: int) -> str:
    for char in state.defences:
        owner, kind, at, _facing = unpack_defence(char)
        if at == square and owner != state.to_move:
            return "gun" if kind == GUN else "missile"
    return "gun"


def lose_by_rule(state: AirWarState, slot: int, fault: Fault, caps: Limits) -> Transition[AirWarState]:
    """Paper rules: the plane that tried an illegal operation is removed; the turn passes."""
    planes, cells = list(state.planes), bytearray(state.board)
    here = planes[slot] >> 3
    remove_plane(planes, cells, slot)
    side, kind = slot_side(slot), slot_kind(slot)
    event = PlaneLostByRule(SIDES[side], KINDS[kind], square_names()[here], fault.rule, fault.code)
    return finish(state, planes, bytes(cells), side * 2 + kind, NO_WINNER, "", [event], caps)


def finish(
    state: AirWarState,
    planes: list[int],
    board: bytes,
    lost: int,
    winner: int,
    termination: str,
    events: list[Event],
    caps: Limits,
) -> Transition[AirWarState]:
    """Count the ply and the loss, decide victory or draw, hand the turn to the other side."""
    losses, ply = state.losses, state.ply + 1
    quiet = state.quiet + 1 if caps[3] or any(losses) else 0  # D30: no quiet count before the first loss
    if lost >= 0:
        changed = list(losses)
        changed[lost] += 1
        losses, quiet = (changed[0], changed[1], changed[2], changed[3]), 0
        loser = lost // 2
        if winner < 0 and losses[2 * loser] >= LOSSES_TO_WIN[0] and losses[2 * loser + 1] >= LOSSES_TO_WIN[1]:
            winner, termination = 1 - loser, "losses"
    limit = 0
    if winner < 0 and (quiet >= caps[0] or ply >= caps[1]):
        cap, limit = ("quiet", caps[0]) if quiet >= caps[0] else ("max_plies", caps[1])
        winner = fewer_losses(losses) if caps[2] else DRAW
        termination = cap if winner == DRAW else f"{cap}_losses"
    if winner >= 0:
        events.append(Victory("draw" if winner == DRAW else SIDES[winner], termination, limit))
    new = AirWarState(
        tuple(planes), board, state.defences, state.hq, 1 - state.to_move, False, False,
        ply, quiet, losses, winner, termination,
    )
    return Transition(new, tuple(events))


def fewer_losses(losses: tuple[int, int, int, int]) -> int:
    """At a limit (4.4): the side that lost fewer planes, then fewer bombers; DRAW when both are equal."""
    south, north = (losses[0] + losses[1], losses[0]), (losses[2] + losses[3], losses[2])
    return DRAW if south == north else (0 if south < north else 1)


def passed(state: AirWarState, caps: Limits, events: list[Event]) -> Transition[AirWarState]:
    """The side to move passes: a ply with no plane moved."""
    return finish(state, list(state.planes), state.board, -1, NO_WINNER, "", events, caps)

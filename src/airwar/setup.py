"""The placement setup variant: before play, the sides take turns placing their
4 missile launchers and 8 AA guns on free points of their home zones.

Moves: `place:missile:g3`, `place:gun:c5:N` (a gun may face any of N, E, S, W).
The side that moves first places first; one defence per move; after the 24th
placement play begins with the same side. Placements are not plies.
"""

from __future__ import annotations

from airwar.events import Placed
from airwar.layout import HOME_ROWS
from airwar.notation import COLUMNS, HEADINGS, SIDES, Place, square_index
from airwar.rules import square_names
from airwar.state import GUN, MISSILE, AirWarState, pack_defence, unpack_defence
from tabletop.engine.errors import IllegalMove
from tabletop.engine.protocol import Transition

DEFENCE_COUNTS = {MISSILE: 4, GUN: 8}
KIND_CODES = {"missile": MISSILE, "gun": GUN}


def remaining(defences: str, side: int) -> dict[int, int]:
    """How many launchers (MISSILE) and guns (GUN) the side still has to place."""
    left = dict(DEFENCE_COUNTS)
    for char in defences:
        owner, kind, _square, _facing = unpack_defence(char)
        if owner == side:
            left[kind] -= 1
    return left


def needs_placement(defences: str) -> bool:
    """True while some side has defences left to place."""
    return any(count > 0 for side in (0, 1) for count in remaining(defences, side).values())


def free_home_points(state: AirWarState, side: int) -> list[int]:
    """Home-zone points with no plane, no HQ and no defence."""
    taken = {unpack_defence(char)[2] for char in state.defences} | set(state.hq)
    rows = HOME_ROWS[SIDES[side]]
    squares = range((rows.start - 1) * COLUMNS, (rows.stop - 1) * COLUMNS)
    return [sq for sq in squares if not state.board[sq] and sq not in taken]


def placements(state: AirWarState) -> list[Place]:
    """Every legal placement of the side to move."""
    names = square_names()
    left = remaining(state.defences, state.to_move)
    moves: list[Place] = []
    for square in free_home_points(state, state.to_move):
        if left[MISSILE] > 0:
            moves.append(Place("missile", names[square]))
        if left[GUN] > 0:
            moves.extend(Place("gun", names[square], facing) for facing in HEADINGS)
    return moves


def check_place(state: AirWarState, move: Place) -> tuple[int, int, int]:
    """(kind, square, facing) of a legal placement; IllegalMove (rule 2.3) otherwise."""
    if not state.placing:
        raise IllegalMove("airwar.refusal.setup_over", "2.3")
    kind = KIND_CODES.get(move.kind)
    if kind is None or (kind == GUN) != (move.facing is not None) or (move.facing and move.facing not in HEADINGS):
        raise IllegalMove("airwar.refusal.facing", "2.3")
    if remaining(state.defences, state.to_move)[kind] <= 0:
        raise IllegalMove("airwar.refusal.all_placed", "2.3")
    square = square_index(move.at)
    if square not in free_home_points(state, state.to_move):
        raise IllegalMove("airwar.refusal.not_free", "2.3")
    return kind, square, HEADINGS.index(move.facing) if move.facing else 0


def apply_place(state: AirWarState, move: Place) -> Transition[AirWarState]:
    """Place one defence; the other side places next while it has any left."""
    kind, square, facing = check_place(state, move)
    side = state.to_move
    defences = "".join(sorted(state.defences + pack_defence(side, kind, square, facing)))
    other = remaining(defences, 1 - side)
    if any(other.values()):
        nxt, placing = 1 - side, True
    elif any(remaining(defences, side).values()):
        nxt, placing = side, True
    else:
        nxt, placing = 1 - side, False
    new = AirWarState(
        state.planes, state.board, defences, state.hq, nxt, False, placing,
        state.ply, state.quiet, state.losses, state.winner, state.termination,
    )
    return Transition(new, (Placed(SIDES[side], move.kind, move.at, move.facing),))

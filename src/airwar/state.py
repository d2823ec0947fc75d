"""The Air War position: a frozen, compact, hashable state of small ints, bytes and strings.

Planes live in 32 fixed slots: 0-5 South bombers, 6-15 South fighters, 16-21 North
bombers, 22-31 North fighters. A plane is packed as `square << 3 | heading << 1 | parked`
(-1 once lost). `board[square]` is 0 for an empty point, else the slot + 1 of the plane
on it. Defences are a sorted string, one character per launcher or gun
(`chr(square | facing << 9 | kind << 11 | side << 12)`, kind 0 = missile, 1 = gun).
Sides are 0 = South, 1 = North; `winner` is -1 (none), 0, 1 or 2 (draw).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from airwar.notation import SQUARES

PLANE_SLOTS = 32
SLOTS_PER_SIDE = 16
BOMBERS_PER_SIDE = 6
FIGHTERS_PER_SIDE = 10
NO_PLANE = -1
NO_WINNER = -1
DRAW = 2
LOT_PENDING = -1
MISSILE = 0
GUN = 1


def slot_side(slot: int) -> int:
    """The side (0 South, 1 North) of a plane slot."""
    return slot // SLOTS_PER_SIDE


def slot_kind(slot: int) -> int:
    """The kind (0 bomber, 1 fighter) of a plane slot."""
    return 0 if slot % SLOTS_PER_SIDE < BOMBERS_PER_SIDE else 1


def kind_slots(side: int, kind: int) -> range:
    """The slots of one side's bombers (kind 0) or fighters (kind 1)."""
    start = side * SLOTS_PER_SIDE + (0 if kind == 0 else BOMBERS_PER_SIDE)
    return range(start, start + (BOMBERS_PER_SIDE if kind == 0 else FIGHTERS_PER_SIDE))


def pack_plane(square: int, heading: int, parked: bool) -> int:
    """One plane as an int."""
    return square << 3 | heading << 1 | int(parked)


def unpack_plane(value: int) -> tuple[int, int, bool]:
    """(square, heading, parked) of a packed plane."""
    return value >> 3, value >> 1 & 3, bool(value & 1)


def pack_defence(side: int, kind: int, square: int, facing: int = 0) -> str:
    """One defence as a character of the defences string."""
    return chr(square | facing << 9 | kind << 11 | side << 12)


def unpack_defence(char: str) -> tuple[int, int, int, int]:
    """(side, kind, square, facing) of one defence character."""
    code = ord(char)
    return code >> 12, code >> 11 & 1, code & 511, code >> 9 & 3


def defences_string(items: Iterable[tuple[int, int, int, int]]) -> str:
    """The canonical (sorted) defences string of (side, kind, square, facing) tuples."""
    return "".join(sorted(pack_defence(side, kind, square, facing) for side, kind, square, facing in items))


@dataclass(frozen=True, slots=True)
class AirWarState:
    """One Air War position (see the module docstring for the encoding)."""

    planes: tuple[int, ...]
    board: bytes
    defences: str
    hq: tuple[int, int]
    to_move: int
    handed_over: bool = False
    placing: bool = False
    ply: int = 0
    quiet: int = 0
    losses: tuple[int, int, int, int] = (0, 0, 0, 0)
    winner: int = NO_WINNER
    termination: str = ""


def board_of(planes: tuple[int, ...]) -> bytes:
    """The board bytes for a tuple of packed planes (they must not share a point)."""
    cells = bytearray(SQUARES)
    for slot, value in enumerate(planes):
        if value >= 0:
            cells[value >> 3] = slot + 1
    return bytes(cells)

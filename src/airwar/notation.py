"""Air War notation: squares (`h5`), headings, operation names and the move objects.

Squares are numbered 0..314: index = (row - 1) * 15 + column, column a = 0.
Headings are numbered clockwise: N = 0 (towards row 21), E = 1, S = 2, W = 3.
Moves: `Operation("h5", "F2")` (`h5:F2`), `Pass()` (`-`), `Handover()` (`handover`),
`Place("gun", "c5", "N")` (`place:gun:c5:N`) and `Place("missile", "g3")` (`place:missile:g3`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

from tabletop.engine.errors import IllegalMove

COLUMNS = 15
ROWS = 21
SQUARES = COLUMNS * ROWS
COLUMN_LETTERS = "abcdefghijklmno"
HEADINGS = "NESW"
SIDES = ("south", "north")
KINDS = ("bomber", "fighter")
DEFENCE_KINDS = ("missile", "gun")
STEP = ((0, 1), (1, 0), (0, -1), (-1, 0))

_SQUARE_RE = re.compile(r"\A([a-o])(1[0-9]|2[01]|[1-9])\Z")  # \Z: no trailing newline slips through


class OpSpec(NamedTuple):
    """One operation: its name, the net clockwise quarter turns and the points flown."""

    name: str
    turn: int
    steps: int


BOMBER_OPS = (OpSpec("F2", 0, 2), OpSpec("U", 2, 0), OpSpec("LF1", 3, 1), OpSpec("RF1", 1, 1))
FIGHTER_OPS = (
    OpSpec("F3", 0, 3),
    OpSpec("L", 3, 0),
    OpSpec("R", 1, 0),
    OpSpec("UF1", 2, 1),
    OpSpec("F1", 0, 1),
    OpSpec("LF2", 3, 2),
    OpSpec("RF2", 1, 2),
)
OPS = BOMBER_OPS + FIGHTER_OPS
OP_NAMES = tuple(spec.name for spec in OPS)
OP_INDEX = {name: index for index, name in enumerate(OP_NAMES)}
OPS_OF_KIND = (range(0, len(BOMBER_OPS)), range(len(BOMBER_OPS), len(OPS)))
PARKED_OPS = (frozenset({"F2"}), frozenset({"F3", "F1"}))


def square_name(index: int) -> str:
    """`h5` for a square index."""
    row, column = divmod(index, COLUMNS)
    return f"{COLUMN_LETTERS[column]}{row + 1}"


def is_square(text: str) -> bool:
    """True when the text names a point of the 15×21 board."""
    return bool(_SQUARE_RE.match(text))


def square_index(text: str) -> int:
    """The index of a square name; ValueError if it is not a point of the board."""
    match = _SQUARE_RE.match(text)
    if not match:
        raise ValueError(f"'{text}' is not a point of the board (a1..o21)")
    return (int(match.group(2)) - 1) * COLUMNS + COLUMN_LETTERS.index(match.group(1))


def column_row(index: int) -> tuple[int, int]:
    """(column 0..14, row 1..21) of a square index."""
    row, column = divmod(index, COLUMNS)
    return column, row + 1


def rotate_square(index: int) -> int:
    """The square's image under the 180° rotation of the board."""
    return SQUARES - 1 - index


def rotate_heading(heading: int) -> int:
    """The heading's image under the 180° rotation."""
    return (heading + 2) % 4


@dataclass(frozen=True, slots=True)
class Operation:
    """One plane's operation: the point it stands on and the operation name."""

    at: str
    op: str

    def to_notation(self) -> str:
        """`h5:F2`."""
        return f"{self.at}:{self.op}"


@dataclass(frozen=True, slots=True)
class Pass:
    """The side has no legal operation and passes."""

    def to_notation(self) -> str:
        """`-`."""
        return "-"


@dataclass(frozen=True, slots=True)
class Handover:
    """Four players: the bomber commander hands this turn to the fighter commander."""

    def to_notation(self) -> str:
        """`handover`."""
        return "handover"


@dataclass(frozen=True, slots=True)
class Place:
    """Setup variant: put one missile launcher or AA gun (with its facing) on a home point."""

    kind: str
    at: str
    facing: str | None = None

    def to_notation(self) -> str:
        """`place:gun:c5:N` or `place:missile:g3`."""
        tail = f":{self.facing}" if self.facing else ""
        return f"place:{self.kind}:{self.at}{tail}"


def _unreadable(text: str) -> IllegalMove:
    return IllegalMove("airwar.refusal.unreadable", "5", move=text)


def parse_move(text: str) -> Operation | Pass | Handover | Place:
    """Read a move in notation; IllegalMove (rule 5) when it cannot be read."""
    text = text.strip()
    if text == "-":
        return Pass()
    if text == "handover":
        return Handover()
    parts = text.split(":")
    if parts[0] == "place":
        return _parse_place(text, parts)
    if len(parts) != 2 or not is_square(parts[0]) or parts[1] not in OP_INDEX:
        raise _unreadable(text)
    return Operation(parts[0], parts[1])


def _parse_place(text: str, parts: list[str]) -> Place:
    if len(parts) == 3 and parts[1] == "missile" and is_square(parts[2]):
        return Place("missile", parts[2])
    if len(parts) == 4 and parts[1] == "gun" and is_square(parts[2]) and parts[3] in ("N", "E", "S", "W"):
        return Place("gun", parts[2], parts[3])
    raise _unreadable(text)

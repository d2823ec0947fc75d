"""The Air War position document (spec §5): JSON ⇄ AirWarState, every error naming its field."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator

from airwar.notation import HEADINGS, KINDS, SIDES, is_square, square_index, square_name
from airwar.rules import LOSSES_TO_WIN
from airwar.setup import needs_placement
from airwar.state import (
    BOMBERS_PER_SIDE,
    DRAW,
    FIGHTERS_PER_SIDE,
    GUN,
    LOT_PENDING,
    MISSILE,
    NO_WINNER,
    PLANE_SLOTS,
    AirWarState,
    board_of,
    defences_string,
    kind_slots,
    pack_plane,
    slot_kind,
    slot_side,
    unpack_defence,
    unpack_plane,
)
from airwar.variant import AirWarVariant
from tabletop.engine.documents import FormatVersion, validate_model
from tabletop.engine.errors import DocumentError
from tabletop.i18n import count_text

Side = Literal["south", "north"]
Heading = Literal["N", "E", "S", "W"]
FLEET = (BOMBERS_PER_SIDE, FIGHTERS_PER_SIDE)
TERMINATIONS = ("hq", "losses", "quiet", "max_plies", "quiet_losses", "max_plies_losses")


def _square(value: str) -> str:
    if not is_square(value):
        raise ValueError(f"'{value}' is not a point of the board (a1..o21)")
    return value


class PlaneEntry(BaseModel):
    """One plane of the document."""

    model_config = ConfigDict(extra="forbid")

    side: Side
    kind: Literal["bomber", "fighter"]
    at: str
    heading: Heading
    parked: bool = False

    _at = field_validator("at")(_square)


class DefenceEntry(BaseModel):
    """One missile launcher or AA gun (guns carry a facing)."""

    model_config = ConfigDict(extra="forbid")

    side: Side
    kind: Literal["gun", "missile"]
    at: str
    facing: Heading | None = None

    _at = field_validator("at")(_square)


class Headquarters(BaseModel):
    """The HQ point of each side."""

    model_config = ConfigDict(extra="forbid")

    south: str
    north: str

    _sq = field_validator("south", "north")(_square)


class KindLosses(BaseModel):
    """Planes of one side lost so far."""

    model_config = ConfigDict(extra="forbid")

    bomber: int = Field(ge=0, le=BOMBERS_PER_SIDE)
    fighter: int = Field(ge=0, le=FIGHTERS_PER_SIDE)


class Losses(BaseModel):
    """Losses of both sides."""

    model_config = ConfigDict(extra="forbid")

    south: KindLosses
    north: KindLosses


class PositionDocument(BaseModel):
    """The whole position document."""

    model_config = ConfigDict(extra="forbid")

    format_version: FormatVersion = 1
    game: Literal["airwar"]
    variant: dict[str, Any] = Field(default_factory=dict)
    to_move: Side | None
    handed_over: bool = False
    planes: list[PlaneEntry] = Field(max_length=PLANE_SLOTS)
    defences: list[DefenceEntry] = Field(max_length=64)
    hq: Headquarters
    ply: int = Field(ge=0, le=10_000_000)
    quiet_plies: int = Field(ge=0, le=10_000_000)
    losses: Losses | None = None
    winner: Literal["south", "north", "draw"] | None = None


def _bad(field: str, message: str) -> DocumentError:
    return DocumentError(f"position: field '{field}': {message}")


def read_document(document: Mapping[str, Any], variant: AirWarVariant) -> AirWarState:
    """Build a state from a position document; DocumentError names the bad field."""
    doc = validate_model(PositionDocument, document, "position")
    _check_variant(doc, variant)
    hq = _read_hq(doc)
    planes = _read_planes(doc)
    defences = _read_defences(doc, hq)
    losses = _read_losses(doc, planes)
    to_move = _read_to_move(doc, variant)
    winner = NO_WINNER if doc.winner is None else (DRAW if doc.winner == "draw" else SIDES.index(doc.winner))
    if winner == NO_WINNER:
        _check_unfinished(doc, variant, planes, losses)
    placing = variant.setup == "placement" and needs_placement(defences) and winner == NO_WINNER
    return AirWarState(
        planes, board_of(planes), defences, hq, to_move, doc.handed_over, placing,
        doc.ply, doc.quiet_plies, losses, winner, _termination(winner, losses, planes, hq, doc, variant),
    )


def _check_variant(doc: PositionDocument, variant: AirWarVariant) -> None:
    given = validate_model(AirWarVariant, doc.variant, "position: field 'variant'")
    if given != variant:
        raise _bad("variant", "the document is for other variant options than this game")
    if doc.handed_over and variant.players != 4:
        raise _bad("handed_over", "only a four-player game has a handed-over turn")


def _read_hq(doc: PositionDocument) -> tuple[int, int]:
    if doc.hq.south == doc.hq.north:
        raise _bad("hq.north", "both HQs on one point")
    return square_index(doc.hq.south), square_index(doc.hq.north)


def _read_planes(doc: PositionDocument) -> tuple[int, ...]:
    planes = [-1] * PLANE_SLOTS
    free = {(side, kind): list(kind_slots(side, kind)) for side in (0, 1) for kind in (0, 1)}
    seen: dict[int, int] = {}
    for index, entry in enumerate(doc.planes):
        square = square_index(entry.at)
        if square in seen:
            raise _bad(f"planes[{index}].at", f"point {entry.at} already holds planes[{seen[square]}]")
        seen[square] = index
        slots = free[SIDES.index(entry.side), KINDS.index(entry.kind)]
        if not slots:
            raise _bad(f"planes[{index}]", f"{entry.side} has more than {FLEET[KINDS.index(entry.kind)]} {entry.kind}s")
        planes[slots.pop(0)] = pack_plane(square, HEADINGS.index(entry.heading), entry.parked)
    return tuple(planes)


def _read_defences(doc: PositionDocument, hq: tuple[int, int]) -> str:
    items = []
    seen: set[int] = set()
    for index, entry in enumerate(doc.defences):
        square = square_index(entry.at)
        if (entry.kind == "gun") != (entry.facing is not None):
            raise _bad(f"defences[{index}].facing", "a gun needs a facing, a missile launcher has none")
        if square in seen or square in hq:
            raise _bad(f"defences[{index}].at", f"point {entry.at} already holds a defence or an HQ")
        seen.add(square)
        kind = GUN if entry.kind == "gun" else MISSILE
        items.append((SIDES.index(entry.side), kind, square, HEADINGS.index(entry.facing or "N")))
    return defences_string(items)


def _read_losses(doc: PositionDocument, planes: tuple[int, ...]) -> tuple[int, int, int, int]:
    present = [sum(1 for slot in kind_slots(side, kind) if planes[slot] >= 0) for side in (0, 1) for kind in (0, 1)]
    if doc.losses is None:
        return tuple(FLEET[i % 2] - present[i] for i in range(4))  # type: ignore[return-value]
    given = [getattr(getattr(doc.losses, side), kind) for side in SIDES for kind in KINDS]
    for i, lost in enumerate(given):
        if lost + present[i] > FLEET[i % 2]:
            side, kind = SIDES[i // 2], KINDS[i % 2]
            raise _bad(f"losses.{side}.{kind}", f"{lost} lost plus {present[i]} on the board exceeds {FLEET[i % 2]}")
    return given[0], given[1], given[2], given[3]


def _plies(count: int) -> str:
    return count_text("en", "airwar.count.plies", count)


def _check_unfinished(doc: PositionDocument, variant: AirWarVariant, planes: tuple[int, ...],
                      losses: tuple[int, int, int, int]) -> None:
    """A game with no winner has not reached a limit (4.4), has planes, and no side has lost by losses (4.1)."""
    if doc.quiet_plies > doc.ply:
        raise _bad("quiet_plies", f"{_plies(doc.quiet_plies)} without a loss, but only {_plies(doc.ply)} in all")
    if doc.quiet_plies >= variant.quiet_plies_draw:
        raise _bad("quiet_plies", f"{_plies(doc.quiet_plies)} without a loss: the limit of "
                   f"{variant.quiet_plies_draw} is reached, so the game is over: 'winner' must be set")
    if doc.ply >= variant.max_plies_draw:
        raise _bad("ply", f"{_plies(doc.ply)} played: the limit of {variant.max_plies_draw} is reached, "
                   "so the game is over: 'winner' must be set")
    if all(plane < 0 for plane in planes):
        raise _bad("planes", "no plane is on the board, so the game is over: 'winner' must be set")
    for side, name in enumerate(SIDES):
        if doc.losses is not None and losses[2 * side] >= LOSSES_TO_WIN[0] and losses[2 * side + 1] >= LOSSES_TO_WIN[1]:
            raise _bad(f"losses.{name}", f"{name} has lost {LOSSES_TO_WIN[0]} bombers and {LOSSES_TO_WIN[1]} "
                       "fighters, so the game is over: 'winner' must be set")


def _read_to_move(doc: PositionDocument, variant: AirWarVariant) -> int:
    if doc.to_move is not None:
        return SIDES.index(doc.to_move)
    if variant.first != "lot" or doc.ply != 0 or doc.winner is not None:
        raise _bad("to_move", "null (a lot still to draw) only at the start of a game with first = lot")
    return LOT_PENDING


def _termination(
    winner: int,
    losses: tuple[int, int, int, int],
    planes: tuple[int, ...],
    hq: tuple[int, int],
    doc: PositionDocument,
    variant: AirWarVariant,
) -> str:
    """How a finished game ended, read back from its position (a bomber on the enemy HQ means a bombing)."""
    if winner == NO_WINNER:
        return ""
    limit = "quiet" if doc.quiet_plies >= variant.quiet_plies_draw else "max_plies"
    if winner == DRAW:
        return limit
    loser = 1 - winner
    if losses[2 * loser] >= BOMBERS_PER_SIDE and losses[2 * loser + 1] >= 8:
        return "losses"
    bombed = any(planes[slot] >= 0 and planes[slot] >> 3 == hq[loser] for slot in kind_slots(winner, 0))
    at_limit = doc.quiet_plies >= variant.quiet_plies_draw or doc.ply >= variant.max_plies_draw
    return f"{limit}_losses" if at_limit and not bombed and variant.limit_result == "losses" else "hq"


def write_document(state: AirWarState, variant: AirWarVariant) -> dict[str, Any]:
    """The position document of a state (JSON-ready); read_document gives the state back."""
    return {
        "format_version": 1,
        "game": "airwar",
        "variant": variant.model_dump(),
        "to_move": None if state.to_move == LOT_PENDING else SIDES[state.to_move],
        "handed_over": state.handed_over,
        "planes": [_plane_entry(slot, value) for slot, value in enumerate(state.planes) if value >= 0],
        "defences": [_defence_entry(char) for char in state.defences],
        "hq": {"south": square_name(state.hq[0]), "north": square_name(state.hq[1])},
        "ply": state.ply,
        "quiet_plies": state.quiet,
        "losses": {
            side: {kind: state.losses[2 * s + k] for k, kind in enumerate(KINDS)} for s, side in enumerate(SIDES)
        },
        "winner": None if state.winner == NO_WINNER else ("draw" if state.winner == DRAW else SIDES[state.winner]),
    }


def _plane_entry(slot: int, value: int) -> dict[str, Any]:
    square, heading, parked = unpack_plane(value)
    return {
        "side": SIDES[slot_side(slot)],
        "kind": KINDS[slot_kind(slot)],
        "at": square_name(square),
        "heading": HEADINGS[heading],
        "parked": parked,
    }


def _defence_entry(char: str) -> dict[str, Any]:
    side, kind, square, facing = unpack_defence(char)
    entry: dict[str, Any] = {"side": SIDES[side], "kind": "gun" if kind == GUN else "missile"}
    entry["at"] = square_name(square)
    if kind == GUN:
        entry["facing"] = HEADINGS[facing]
    return entry

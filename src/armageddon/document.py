"""The position document of spec §8: pydantic model and conversion to and from states."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from armageddon.board import COLOURS, Topology
from armageddon.state import ALIEN, OFFICER, TOKEN_CODES, TOKEN_NAMES, ArmageddonState
from armageddon.variant import ArmageddonVariant
from tabletop.engine import DocumentError
from tabletop.engine.documents import FormatVersion, validate_model

TokenName = Literal["red", "green", "yellow", "alien", "officer"]
Compartment = Literal["K1", "K2", "K3", "K4"]
TERMINATIONS = {"earth": "gk_captured", "aliens": "earth_reduced", "draw": "round_cap"}


class PositionDocument(BaseModel):
    """The JSON position document (types only; `to_state` checks the meaning)."""

    model_config = ConfigDict(extra="forbid", strict=True)

    format_version: FormatVersion = 1
    game: Literal["armageddon"]
    variant: dict[str, Any] = {}
    to_move: str
    roll: int | None = Field(default=None, ge=1, le=6)
    pips_left: int | None = Field(default=None, ge=0, le=6)
    moved: list[str] = []
    tokens: dict[str, TokenName]
    officer_mine: bool
    depot: int = Field(ge=0)
    trophies: dict[Literal["red", "green", "yellow"], int]
    spent: int | None = Field(default=None, ge=0)
    destroyed: list[Compartment] = []
    skip_next: list[str] = []
    round: int = Field(default=1, ge=1)
    winner: Literal["earth", "aliens", "draw"] | None = None
    # the printed rules (D47): displaced Earth tokens their owners have yet to place, per colour
    pending_placement: dict[Literal["red", "green", "yellow"], int] = {}


def bad(field: str, message: str) -> DocumentError:
    """A DocumentError naming the field."""
    return DocumentError(f"position document: field '{field}': {message}")


def _cells(doc: PositionDocument, topo: Topology, variant: ArmageddonVariant, destroyed: int) -> list[int]:
    cells = [0] * len(topo.ids)
    for node, name in doc.tokens.items():
        if node not in topo.index:
            raise bad(f"tokens.{node}", "unknown node")
        spot = topo.index[node]
        code = TOKEN_CODES[name]
        if not _may_stand(topo, spot, code):
            raise bad(f"tokens.{node}", f"a {name} token cannot stand on {node}")
        comp = next((c for c in range(4) if spot in {h[c] for h in topo.homes}), None)
        if comp is not None and destroyed >> comp & 1:
            raise bad(f"tokens.{node}", f"compartment K{comp + 1} is destroyed")
        cells[spot] = code
    _check_counts(cells, variant)
    return cells


def _may_stand(topo: Topology, spot: int, code: int) -> bool:
    if code == ALIEN:
        return spot in topo.ring or spot in topo.numbered
    if code == OFFICER:
        return spot in topo.officer_nodes
    return spot in topo.earth_nodes[code - 1]


def _check_counts(cells: list[int], variant: ArmageddonVariant) -> None:
    for code in (1, 2, 3):
        if cells.count(code) > 4:
            raise bad("tokens", f"{TOKEN_NAMES[code]} has {cells.count(code)} tokens (at most 4)")
    # the printed rules (Р11) remove two warriors ending on one circle, so there may be fewer
    fewer = variant.rules == "printed" and cells.count(ALIEN) < variant.warriors
    if cells.count(ALIEN) != variant.warriors and not fewer:
        raise bad("tokens", f"{cells.count(ALIEN)} warriors on the board, the variant has {variant.warriors}")
    if cells.count(OFFICER) != 1:
        raise bad("tokens", f"{cells.count(OFFICER)} officers on the board, there must be exactly one")


def _turn_fields(doc: PositionDocument, topo: Topology, cells: list[int], seats: tuple[str, ...],
                 seat_codes: tuple[int, ...]) -> tuple[int, int, int, int]:
    if doc.to_move not in seats:
        raise bad("to_move", f"unknown seat '{doc.to_move}' (seats: {', '.join(seats)})")
    seat = seats.index(doc.to_move)
    if (doc.roll is None) != (doc.pips_left is None):
        raise bad("pips_left", "roll and pips_left must both be null or both be set")
    roll = doc.roll or 0
    pips = doc.pips_left or 0
    if pips > roll:
        raise bad("pips_left", f"{pips} pips left of a roll of {roll}")
    moved = 0
    for node in doc.moved:
        spot = topo.index.get(node)
        if spot is None:
            raise bad(f"moved.{node}", "unknown node")
        own = cells[spot] == seat_codes[seat] or (seat_codes[seat] == ALIEN and cells[spot] == OFFICER)
        if not own or not roll:
            raise bad(f"moved.{node}", f"no token of {doc.to_move} that moved this turn stands there")
        moved |= 1 << spot
    return seat, roll, pips, moved


def _mines(doc: PositionDocument, variant: ArmageddonVariant) -> tuple[tuple[int, int, int], int]:
    trophies = tuple(doc.trophies.get(colour, 0) for colour in COLOURS)
    for colour, count in zip(COLOURS, trophies):
        if count < 0:
            raise bad(f"trophies.{colour}", "must not be negative")
    rest = variant.mines - doc.depot - int(doc.officer_mine) - sum(trophies)
    spent = rest if doc.spent is None else doc.spent
    if spent < 0 or spent != rest:
        raise bad("spent" if doc.spent is not None else "depot",
                  f"depot + officer's mine + trophies + spent must equal {variant.mines} mines")
    return (trophies[0], trophies[1], trophies[2]), spent


def _pending(doc: PositionDocument, variant: ArmageddonVariant, cells: list[int], seats: tuple[str, ...]
             ) -> tuple[int, int, int]:
    """The pending placements (D47): only with `displaced_placement = "owner"`, at most four tokens of a colour,
    and while one waits (and nobody has won) no roll, and the seat to move is the one that places."""
    counts = tuple(doc.pending_placement.get(colour, 0) for colour in COLOURS)
    for colour, count in zip(COLOURS, counts):
        if count < 0:
            raise bad(f"pending_placement.{colour}", "must not be negative")
        if count + cells.count(COLOURS.index(colour) + 1) > 4:
            raise bad(f"pending_placement.{colour}", f"{colour} would have more than 4 tokens")
    if not any(counts):
        return (0, 0, 0)
    if variant.displaced_placement != "owner":
        raise bad("pending_placement", 'only with displaced_placement = "owner" (the printed rules)')
    if doc.winner is None and doc.roll is not None and doc.to_move != "aliens":
        raise bad("pending_placement", "tokens are displaced only in the aliens' turn")
    if doc.winner is None and doc.roll is None:
        first = next(seat for seat in seats if seat != "aliens" and counts[COLOURS.index(seat)])
        if doc.to_move != first:
            raise bad("to_move", f"{first} must place its displaced token first")
    return (counts[0], counts[1], counts[2])


def to_state(data: Mapping[str, Any], topo: Topology, variant: ArmageddonVariant, seats: tuple[str, ...],
             seat_codes: tuple[int, ...]) -> ArmageddonState:
    """Validate a document and build the state it describes."""
    doc = validate_model(PositionDocument, data, "position document")
    doc_variant = validate_model(ArmageddonVariant, doc.variant, "position document: field 'variant'")
    if doc_variant != variant:
        raise bad("variant", "differs from the variant of this game")
    destroyed = sum(1 << (int(name[1]) - 1) for name in set(doc.destroyed))
    cells = _cells(doc, topo, variant, destroyed)
    seat, roll, pips, moved = _turn_fields(doc, topo, cells, seats, seat_codes)
    trophies, spent = _mines(doc, variant)
    skip = 0
    for name in doc.skip_next:
        if name not in seats or name == "aliens":
            raise bad("skip_next", f"'{name}' is not an Earth seat")
        skip |= 1 << seats.index(name)
    pending = _pending(doc, variant, cells, seats)
    if doc.winner is not None:
        roll, pips, moved = 0, 0, 0
    elif doc.round > variant.round_cap:
        raise bad("round", f"round {doc.round} is past the round cap of {variant.round_cap} with no winner (rule 5.6)")
    return ArmageddonState(bytes(cells), seat, roll, pips, moved, doc.officer_mine, doc.depot, trophies, spent,
                           destroyed, skip, doc.round, doc.winner, TERMINATIONS.get(doc.winner or ""), pending)


def from_state(st: ArmageddonState, topo: Topology, variant: ArmageddonVariant,
               seats: tuple[str, ...]) -> dict[str, Any]:
    """The JSON-ready document of a state."""
    ids = topo.ids
    rolled = st.roll > 0 and st.winner is None
    return {
        "format_version": 1,
        "game": "armageddon",
        "variant": variant.to_json(),
        "to_move": seats[st.seat],
        "roll": st.roll if rolled else None,
        "pips_left": st.pips if rolled else None,
        "moved": [ids[i] for i in range(len(ids)) if st.moved >> i & 1],
        "tokens": {ids[i]: TOKEN_NAMES[code] for i, code in enumerate(st.cells) if code},
        "officer_mine": st.mine,
        "depot": st.depot,
        "trophies": dict(zip(COLOURS, st.trophies)),
        "spent": st.spent,
        "destroyed": [f"K{c + 1}" for c in range(4) if st.destroyed >> c & 1],
        "skip_next": [seat for i, seat in enumerate(seats) if st.skip >> i & 1],
        "round": st.round,
        "winner": st.winner,
        **({"pending_placement": {c: n for c, n in zip(COLOURS, st.pending) if n}} if any(st.pending) else {}),
    }

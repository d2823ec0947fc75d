"""The Armageddon board: loads board.json and derives integer topology tables for the rules."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import Literal

from tabletop.engine.board import BoardGraph, load_board
from tabletop.paths import asset

COLOURS: tuple[Literal["red", "green", "yellow"], ...] = ("red", "green", "yellow")
LETTERS = ("r", "g", "y")
LAUNCH_TABLE = -1  # marker in an Earth path: the first step from a home circle
LOOKAHEAD = 7  # six pips plus one circle to see a block


@cache
def load_standard_board() -> BoardGraph:
    """The bundled board file, validated (loaded once per process)."""
    return load_board(asset("armageddon", "board.json"))


@dataclass(frozen=True)
class Topology:
    """Node indices and the paths of every piece kind as tuples of ints."""

    ids: tuple[str, ...]
    index: dict[str, int]
    homes: tuple[tuple[int, ...], ...]  # homes[colour][compartment]
    launch: tuple[int, ...]
    lane_home_row: tuple[int, ...]  # the launch-table circle drawn in each colour's row
    earth_ahead: tuple[dict[int, tuple[int, ...]], ...]
    earth_stops: tuple[frozenset[int], ...]
    earth_nodes: tuple[frozenset[int], ...]
    warrior_ahead: dict[int, tuple[int, ...]]
    officer_ahead: dict[int, tuple[int, ...]]
    officer_nodes: frozenset[int]
    numbered: tuple[int, ...]  # S1, S2, S3
    ring: frozenset[int]
    landing: tuple[int, ...]
    crossings: tuple[int, ...]  # r4 g4 y4
    laser: tuple[int, ...]  # r8 g8 y8
    gk: int
    q: int
    d: int
    o1: int
    p: int
    a: int
    # the whole path ahead of a token, past what six pips reach (a refusal tells "ahead but out of reach"
    # from "not on the path at all"): earth_track[colour][node], warrior_track[node]
    earth_track: tuple[dict[int, tuple[int, ...]], ...] = ()
    warrior_track: dict[int, tuple[int, ...]] | None = None

    def node(self, node_id: str) -> int:
        """The index of a node id (KeyError when unknown)."""
        return self.index[node_id]


def _chain(board: BoardGraph, piece: str, first: str) -> list[str]:
    for chain in board.paths[piece]:
        if chain[0] == first:
            return chain
    raise ValueError(f"board has no '{piece}' path starting at {first}")


def _earth_tables(board: BoardGraph, ix: dict[str, int], colour: int,
                  reach: int = LOOKAHEAD) -> tuple[dict[int, tuple[int, ...]], frozenset[int], frozenset[int]]:
    letter = LETTERS[colour]
    track = [ix[n] for n in _chain(board, COLOURS[colour], f"{letter}1")]
    ahead = {node: tuple(track[i + 1:i + 1 + reach]) for i, node in enumerate(track)}
    first = tuple(track[:reach])
    for name in ("L1", "L2", "L3"):
        ahead[ix[name]] = first
    homes = [ix[f"K{n}{letter}"] for n in range(1, 5)]
    for home in homes:
        ahead[home] = (LAUNCH_TABLE, *track[:reach - 1])
    landing = ix[board.extra["landing"][COLOURS[colour]]]  # type: ignore[index]
    nodes = frozenset(track) | frozenset(homes) | {ix["L1"], ix["L2"], ix["L3"]}
    return ahead, frozenset({landing, ix["R0"]}), nodes


def _warrior_ahead(board: BoardGraph, ix: dict[str, int], reach: int = LOOKAHEAD) -> dict[int, tuple[int, ...]]:
    ring = [ix[n] for n in _chain(board, "warrior", "R0")[:-1]]
    entry = [ix[n] for n in _chain(board, "warrior", "S3")]
    loop = ring * 2
    reach = min(reach, len(ring) - 1)  # once round the ring at most
    table = {node: tuple(loop[i + 1:i + 1 + reach]) for i, node in enumerate(ring)}
    for i, node in enumerate(entry[:-1]):
        table[node] = tuple((entry[i + 1:] + ring[1:])[:reach])
    return table


def _officer_ahead(board: BoardGraph, ix: dict[str, int]) -> tuple[dict[int, tuple[int, ...]], frozenset[int]]:
    out = _chain(board, "officer", "D")
    back = _chain(board, "officer", "A")
    track = [ix[n] for n in out + back[1:]]
    table = {node: tuple(track[i + 1:]) for i, node in enumerate(track[:-1])}
    return table, frozenset(track)


def build_topology(board: BoardGraph) -> Topology:
    """Derive the integer tables the rules use from a validated board."""
    ix = {node.id: i for i, node in enumerate(board.nodes)}
    earth = [_earth_tables(board, ix, c) for c in range(3)]
    officer_ahead, officer_nodes = _officer_ahead(board, ix)
    return Topology(
        ids=tuple(node.id for node in board.nodes),
        index=ix,
        homes=tuple(tuple(ix[f"K{n}{LETTERS[c]}"] for n in range(1, 5)) for c in range(3)),
        launch=(ix["L1"], ix["L2"], ix["L3"]),
        lane_home_row=(ix["L1"], ix["L2"], ix["L3"]),
        earth_ahead=tuple(e[0] for e in earth),
        earth_stops=tuple(e[1] for e in earth),
        earth_nodes=tuple(e[2] for e in earth),
        warrior_ahead=_warrior_ahead(board, ix),
        officer_ahead=officer_ahead,
        officer_nodes=officer_nodes,
        numbered=(ix["S1"], ix["S2"], ix["S3"]),
        ring=frozenset(ix[f"R{i}"] for i in range(16)),
        landing=tuple(ix[board.extra["landing"][c]] for c in COLOURS),  # type: ignore[index]
        crossings=tuple(ix[f"{letter}4"] for letter in LETTERS),
        laser=tuple(ix[f"{letter}8"] for letter in LETTERS),
        gk=ix["R0"],
        q=ix["R4"],
        d=ix["D"],
        o1=ix["O1"],
        p=ix["P"],
        a=ix["A"],
        earth_track=tuple(_earth_tables(board, ix, c, len(board.nodes))[0] for c in range(3)),
        warrior_track=_warrior_ahead(board, ix, len(board.nodes)),
    )

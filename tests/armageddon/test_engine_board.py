"""The bundled Armageddon board file: it loads, holds every node of the spec, and reads well."""

from __future__ import annotations

import itertools
import math

import pytest

from armageddon.board_layout import build_board
from tabletop.engine.board import load_board
from tabletop.paths import asset

SPEC_NODES = (
    [f"K{n}{c}" for n in range(1, 5) for c in "rgy"]
    + ["L1", "L2", "L3"]
    + [f"{c}{k}" for c in "rgy" for k in range(1, 11)]
    + [f"R{i}" for i in range(16)]
    + ["S1", "S2", "S3", "D", "O1", "O2", "P", "A"]
    + [f"B{i}" for i in range(1, 9)]
    + [f"E{i}" for i in range(1, 9)]
)


@pytest.fixture(scope="module")
def board():
    """The bundled board, validated by BoardGraph."""
    return load_board(asset("armageddon", "board.json"))


def test_board_has_every_spec_node(board):
    """2: every node id of the spec is on the board, and nothing else."""
    assert sorted(board.by_id) == sorted(SPEC_NODES)


def test_board_file_matches_generator(board):
    """The JSON file is the generator's output (regenerate with python -m armageddon.board_layout)."""
    assert board.model_dump(mode="json") == load_board_dict_roundtrip(build_board())


def load_board_dict_roundtrip(data):
    """Validate a dict as BoardGraph and dump it back, so defaults compare equal."""
    from tabletop.engine.board import parse_board

    return parse_board(data).model_dump(mode="json")


def test_nodes_are_well_apart(board):
    """No two circles closer than 40 canvas units (circles are drawn ~36 px across)."""
    close = [
        (a.id, b.id)
        for a, b in itertools.combinations(board.nodes, 2)
        if math.dist((a.x, a.y), (b.x, b.y)) < 40
    ]
    assert close == []


def test_special_kinds(board):
    """2.3/2.4: crossings, ГК, Q and the officer's circles carry their kinds."""
    kinds = {node.id: node.kind for node in board.nodes}
    assert [kinds[n] for n in ("r4", "g4", "y4")] == ["blue_crossing"] * 3
    assert [kinds[n] for n in ("r8", "g8", "y8")] == ["laser_crossing"] * 3
    assert (kinds["R0"], kinds["R4"], kinds["D"], kinds["O1"], kinds["P"], kinds["A"]) == (
        "gk", "laser_control", "officer_circle", "mine_depot", "launch_pad", "attack_point")


def test_laser_crossings_on_one_vertical_line(board):
    """The laser beam crosses the three lanes on a straight vertical line."""
    xs = {board.by_id[n].x for n in ("r8", "g8", "y8")}
    assert len(xs) == 1


def test_paths(board):
    """2.3-2.8: Earth, warrior and officer paths follow the spec's order."""
    assert set(board.successors("red", "K3r")) == {"L1", "L2", "L3"}
    assert board.successors("red", "L2") == ("r1",)
    assert board.successors("red", "r10") == ("R9",)
    assert board.successors("green", "g10") == ("R8",)
    assert board.successors("yellow", "y10") == ("R7",)
    assert board.successors("red", "R1") == ("R0",)
    assert board.successors("red", "R0") == ()
    assert board.successors("warrior", "S1") == ("D",)
    assert board.successors("warrior", "R15") == ("R0",)
    assert board.successors("officer", "B3") == ("r4",)
    assert board.successors("officer", "y4") == ("B6",)
    assert board.successors("officer", "A") == ("E1",)
    assert board.successors("officer", "E8") == ("D",)

"""Board graphs: validation names the bad node or field; successors follow the paths."""

from __future__ import annotations

import json

import pytest

from tabletop.engine.board import load_board, parse_board
from tabletop.engine.errors import DocumentError


def board_doc(**changes):
    """A small valid board document with optional top-level changes."""
    doc = {
        "format_version": 1,
        "name": "tiny",
        "canvas": [100, 100],
        "kinds": ["home", "track"],
        "nodes": [
            {"id": "H", "kind": "home", "x": 10, "y": 10},
            {"id": "T1", "kind": "track", "x": 20, "y": 10},
            {"id": "T2", "kind": "track", "x": 30, "y": 10, "colour": "red"},
        ],
        "paths": {"pawn": [["H", "T1", "T2"]], "ghost": [["T2", "T1"], ["T2", "H"]]},
    }
    doc.update(changes)
    return doc


def test_valid_board_loads_and_answers_successors(tmp_path):
    path = tmp_path / "board.json"
    path.write_text(json.dumps(board_doc()), encoding="utf-8")
    board = load_board(path)
    assert board.successors("pawn", "H") == ("T1",)
    assert board.successors("ghost", "T2") == ("T1", "H")
    assert board.successors("pawn", "T2") == ()
    assert board.by_id["T2"].colour == "red"
    assert [node.id for node in board.nodes_of_kind("track")] == ["T1", "T2"]


def test_unknown_kind_names_the_node():
    doc = board_doc()
    doc["nodes"][1]["kind"] = "lava"
    with pytest.raises(DocumentError, match=r"T1.*lava"):
        parse_board(doc)


def test_duplicate_node_is_named():
    doc = board_doc()
    doc["nodes"].append({"id": "H", "kind": "home", "x": 1, "y": 1})
    with pytest.raises(DocumentError, match="'H' is defined twice"):
        parse_board(doc)


def test_path_through_unknown_node_is_named():
    with pytest.raises(DocumentError, match="unknown node 'T9'"):
        parse_board(board_doc(paths={"pawn": [["H", "T9"]]}))


def test_node_outside_canvas_is_named():
    doc = board_doc()
    doc["nodes"][2]["x"] = 500
    with pytest.raises(DocumentError, match=r"T2.*outside"):
        parse_board(doc)


def test_bad_field_type_names_the_node_and_field():
    doc = board_doc()
    doc["nodes"][1]["x"] = "left"
    with pytest.raises(DocumentError) as error:
        parse_board(doc)
    assert "nodes[1] (id 'T1').x" in str(error.value)


def test_missing_field_and_wrong_version_are_reported():
    doc = board_doc()
    del doc["canvas"]
    with pytest.raises(DocumentError, match="canvas"):
        parse_board(doc)
    with pytest.raises(DocumentError, match="format_version"):
        parse_board(board_doc(format_version=9))


def test_corrupt_board_file_is_one_clear_error(tmp_path):
    path = tmp_path / "board.json"
    path.write_text('{"format_version": 1, "nodes": [', encoding="utf-8")
    with pytest.raises(DocumentError, match="not valid JSON"):
        load_board(path)

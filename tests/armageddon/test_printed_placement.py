"""Decision 47: with the printed rules Earth places its displaced tokens (4.3, «как земляне расставляют
вытесненные фишки»): the position records the pending token, its owner chooses a free home circle of its
colour in an intact compartment (none: a free launch-table circle; none: it is lost) after the aliens' turn,
before play goes on; `+CIRCLE` in notation."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from armageddon import kernels
from armageddon.turntable import TurnTables
from tabletop.ai.agents import SearchAgent
from tabletop.engine import DocumentError, IllegalMove, Roll
from tests.armageddon.positions import GREEN_YELLOW_HOME, pos, state_of, turns

PRINTED = {"rules": "printed"}
# a warrior on R3 takes the red token on R5 with a roll of 2; K1r and K3r are free, K2r holds red
TAKES_RED = {"R3": "alien", "R5": "red", "K2r": "red", **GREEN_YELLOW_HOME}


def _after_taking(doc=None):
    game, state = state_of(doc or pos("aliens", 2, TAKES_RED, variant=PRINTED))
    return game, game.apply_turn(state, "R3>R5").state


def test_the_displaced_token_waits_for_its_owner():
    game, state = _after_taking()
    doc = game.to_document(state)
    assert doc["pending_placement"] == {"red": 1} and doc["to_move"] == "red" and doc["roll"] is None
    assert "R5" in doc["tokens"] and doc["tokens"]["R5"] == "alien"
    assert game.chance_outcomes(state) == ()
    assert [m.to_notation() for m in game.legal_moves(state)] == ["+K1r", "+K3r", "+K4r"]
    assert game.legal_turns(state) == ["+K1r", "+K3r", "+K4r"]


def test_placing_puts_it_there_and_play_goes_on():
    game, state = _after_taking()
    after = game.apply(state, game.parse_move(state, "+K3r"))
    doc = game.to_document(after.state)
    assert doc["tokens"]["K3r"] == "red" and "pending_placement" not in doc
    assert doc["to_move"] == "red" and game.chance_outcomes(after.state)
    assert [e.kind for e in after.events][:1] == ["placed"]


def test_a_wrong_circle_or_a_roll_is_refused_naming_4_3():
    game, state = _after_taking()
    for move in (game.parse_move(state, "+K2r"), game.parse_move(state, "+K1g"), Roll(3),
                 game.parse_move(state, "R5>R6")):
        with pytest.raises(IllegalMove) as caught:
            game.apply(state, move)
        assert caught.value.rule == "4.3"


def test_destroyed_compartments_and_then_the_launch_table():
    doc = pos("aliens", 2, {**TAKES_RED, "K4r": "red", "L2": "green"}, variant=PRINTED, destroyed=["K1", "K3"])
    doc["tokens"] = {k: v for k, v in doc["tokens"].items() if k not in ("K1g", "K1y")}
    doc["tokens"].update({"K2g": "green", "K2y": "yellow", "K4g": "green", "K4y": "yellow"})
    game, state = _after_taking(doc)
    assert game.legal_turns(state) == ["+L1", "+L3"]  # K2r and K4r are taken, K1 and K3 destroyed


def test_no_room_at_all_loses_the_token_at_once():
    doc = pos("aliens", 2, {**TAKES_RED, "K4r": "red", "L1": "red", "L2": "green", "L3": "yellow"},
              variant=PRINTED, destroyed=["K1", "K3"])
    doc["tokens"] = {k: v for k, v in doc["tokens"].items() if k not in ("K1g", "K1y")}
    doc["tokens"].update({"K2g": "green", "K2y": "yellow", "K4g": "green", "K4y": "yellow"})
    game, state = _after_taking(doc)
    after = game.to_document(state)
    assert "pending_placement" not in after and after["to_move"] == "red" and after["roll"] is None
    assert list(after["tokens"].values()).count("red") == 3


def test_the_document_round_trips_and_names_bad_fields():
    game, state = _after_taking()
    doc = json.loads(json.dumps(game.to_document(state)))
    assert game.from_document(doc) == state
    for change, field in (({"pending_placement": {"red": -1}}, "pending_placement.red"),
                          ({"pending_placement": {"red": 4}}, "pending_placement.red"),
                          ({"to_move": "green"}, "to_move"),
                          ({"pending_placement": {"purple": 1}}, "pending_placement")):
        with pytest.raises(DocumentError, match=field.replace(".", r"\.")):
            game.from_document({**doc, **change})
    standard = pos("red", None, {"K2r": "red", **GREEN_YELLOW_HOME}, pending_placement={"red": 1})
    with pytest.raises(DocumentError, match="displaced_placement"):
        state_of(standard)


def test_the_standard_rules_place_it_themselves():
    game, state = state_of(pos("aliens", 2, TAKES_RED))
    doc = game.to_document(game.apply_turn(state, "R3>R5").state)
    assert doc["tokens"]["K1r"] == "red" and "pending_placement" not in doc and doc["roll"] is None


def test_python_rules_and_both_forms_of_the_search_agree_on_the_placement_state():
    game, state = state_of(pos("aliens", 6, {**TAKES_RED, "R7": "green", "B2": "officer"}, variant=PRINTED,
                               officer=None))
    plain_tables = TurnTables(game.rules, kernels.plain())
    for tables in (game.rules.tables, plain_tables):
        table = tables.table(state, game.rules.own_tokens(state))
        for i, after in enumerate(table.afters()):
            text = game._turn_text(table.steps(i))
            assert game.rules.end_turn(after, table.reason(i), None) == game.apply_turn(state, text).state
    assert any("pending_placement" in game.to_document(end) for end, _ in game.rules.turn_ends(state))


def test_the_computer_places_by_its_evaluation():
    game, state = _after_taking()
    move = SearchAgent("easy", seed=1).choose(game, state)
    assert move.to_notation() in ("+K1r", "+K3r", "+K4r")
    hooks_actions = SearchAgent("easy", seed=1).base_hooks(game).actions(state)
    assert sorted(action[0].to_notation() for action, _ in hooks_actions) == ["+K1r", "+K3r", "+K4r"]


def test_the_command_line_lists_and_applies_a_placement(tmp_path):
    game, state = _after_taking()
    path = tmp_path / "position.json"
    path.write_text(json.dumps(game.to_document(state)), encoding="utf-8")
    run = [sys.executable, "-m", "tabletop.cli"]
    listed = subprocess.run([*run, "moves", "armageddon", str(path)], capture_output=True, text=True, timeout=120)
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout.split() == ["+K1r", "+K3r", "+K4r"]
    applied = subprocess.run([*run, "apply", "armageddon", str(path), "+K4r"], capture_output=True, text=True,
                             timeout=120)
    assert applied.returncode == 0, applied.stderr
    assert json.loads(applied.stdout)["tokens"]["K4r"] == "red"
    refused = subprocess.run([*run, "apply", "armageddon", str(path), "+K2r"], capture_output=True, text=True,
                             timeout=120)
    assert refused.returncode == 2 and "4.3" in refused.stderr


def test_turns_of_the_aliens_still_list_the_whole_turn():
    assert "R3>R5" in turns(pos("aliens", 2, TAKES_RED, variant=PRINTED))

"""Decision 46: with the printed rules displacement is a right (4.1, «имеет право вытеснить») — a token
passing over an enemy token may leave it in place (`R3>R7~R5`); a token ending on an enemy circle always
displaces it; a block (4.2) still stops the mover. The standard rules (D15) keep it compulsory."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from armageddon import kernels
from armageddon.turntable import TurnTables
from tabletop.ai.agents import SearchAgent
from tabletop.engine import IllegalMove
from tests.armageddon.positions import (
    GREEN_YELLOW_HOME,
    first_moves,
    kinds,
    play,
    play_sub,
    pos,
    state_of,
    turns,
)

PRINTED = {"rules": "printed"}
# a warrior on R3, a red token on R5 ahead of it (four pips reach R7)
WARRIOR_OVER_RED = {"R3": "alien", "R5": "red", "K1r": "red", **GREEN_YELLOW_HOME}
# red on R3 heads for ГК (R0) over a warrior on R2; the compartment is empty, a warrior stands on ГК
RED_TO_GK = {"R3": "red", "R2": "alien", "R0": "alien", "R10": "alien", "K1r": "red", **GREEN_YELLOW_HOME}


def _refusal(doc, text: str) -> IllegalMove:
    game, state = state_of(doc)
    with pytest.raises(IllegalMove) as caught:
        game.apply(state, game.parse_move(state, text))
    return caught.value


def test_a_warrior_may_pass_over_a_red_token_and_leave_it():
    doc = pos("aliens", 4, WARRIOR_OVER_RED, variant=PRINTED)
    assert {"R3>R7", "R3>R7~R5", "R3>R5"} <= set(first_moves(doc))
    kept, events = play_sub(doc, "R3>R7~R5")
    assert kept["tokens"]["R5"] == "red" and kept["tokens"]["R7"] == "alien"
    assert "displaced" not in kinds(events)
    taken, events = play_sub(doc, "R3>R7")
    assert "R5" not in taken["tokens"] and "displaced" in kinds(events)


def test_standard_rules_displace_always_and_refuse_a_spared_token():
    doc = pos("aliens", 4, WARRIOR_OVER_RED)
    assert not [m for m in first_moves(doc) if "~" in m]
    assert _refusal(doc, "R3>R7~R5").rule == "4.1"


def test_ending_on_the_enemy_circle_always_displaces():
    doc = pos("aliens", 2, WARRIOR_OVER_RED, variant=PRINTED)
    assert "R3>R5~R5" not in first_moves(doc)
    refused = _refusal(doc, "R3>R5~R5")
    assert refused.rule == "4.1" and "R5" in str(refused)


def test_a_block_cannot_be_passed_by_sparing_its_first_token():
    doc = pos("aliens", 4, {**WARRIOR_OVER_RED, "R6": "red"}, variant=PRINTED)
    assert "R3>R7~R5" not in first_moves(doc)
    assert _refusal(doc, "R3>R7~R5").rule == "4.2"


def test_sparing_a_circle_without_an_enemy_token_is_refused():
    doc = pos("aliens", 4, WARRIOR_OVER_RED, variant=PRINTED)
    assert _refusal(doc, "R3>R7~R4").rule == "4.1"


def test_earth_spares_a_warrior_to_keep_gk_open_and_wins():
    """Displacing the warrior on R2 sends it into the compartment, which protects ГК (5.2); sparing it does not."""
    doc = pos("red", 3, RED_TO_GK, variant=PRINTED)
    assert "R3>R0~R2" in turns(doc)
    won, _ = play(doc, "R3>R0~R2")
    assert won["winner"] == "earth" and won["tokens"]["R2"] == "alien"
    assert _refusal(doc, "R3>R0").rule == "5.2"
    assert "R3>R0~R2" not in turns(pos("red", 3, RED_TO_GK))


@pytest.mark.parametrize("doc", [
    pos("aliens", 4, WARRIOR_OVER_RED, variant=PRINTED),
    pos("aliens", 6, {"R3": "alien", "R4": "red", "R6": "green", "R7": "yellow", "B2": "officer", "r4": "red",
                      "g4": "green", "K1r": "red", **GREEN_YELLOW_HOME}, variant=PRINTED, officer=None),
    pos("red", 3, RED_TO_GK, variant=PRINTED),
], ids=["warrior", "many", "gk"])
def test_python_rules_and_both_forms_of_the_search_list_the_same_turns(doc):
    game, state = state_of(doc)
    python = game.legal_turns(state)
    compiled = sorted(game._turn_text(steps) for steps, _ in game.rules.turns(state))
    plain_tables = TurnTables(game.rules, kernels.plain())
    table = plain_tables.table(state, game.rules.own_tokens(state))
    plain = sorted(game._turn_text(table.steps(i)) for i in range(table.count))
    assert python == compiled == plain
    assert any("~" in turn for turn in python)
    for i, after in enumerate(table.afters()):
        assert game.apply_turn(state, game._turn_text(table.steps(i))).state.cells == after.cells


def test_the_computer_chooses_among_the_spared_turns():
    """Sparing is just more turns to evaluate: the search sees them and, here, plays the winning one."""
    doc = pos("red", 3, RED_TO_GK, variant=PRINTED)
    game, state = state_of(doc)
    hooks_turns = [steps for _, steps in game.rules.turn_ends(state)]
    assert any(step.spared for steps in hooks_turns for step in steps)
    move = SearchAgent("easy", seed=1).choose(game, state)
    assert move.to_notation() == "R3>R0~R2"


def test_notation_round_trips_and_the_command_line_plays_it(tmp_path):
    doc = pos("aliens", 4, WARRIOR_OVER_RED, variant=PRINTED)
    path = tmp_path / "position.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    run = [sys.executable, "-m", "tabletop.cli"]
    listed = subprocess.run([*run, "moves", "armageddon", str(path)], capture_output=True, text=True, timeout=120)
    assert listed.returncode == 0, listed.stderr
    assert any(line.startswith("R3>R7~R5") for line in listed.stdout.splitlines())
    applied = subprocess.run([*run, "apply", "armageddon", str(path), "R3>R7~R5"], capture_output=True, text=True,
                             timeout=120)
    assert applied.returncode == 0, applied.stderr
    assert json.loads(applied.stdout)["tokens"]["R5"] == "red"
    game, state = state_of(doc)
    assert game.parse_move(state, "R3>R7~R5").to_notation() == "R3>R7~R5"


def test_a_conflicting_option_is_named_in_words():
    """`rules=printed` with another value of an option it sets names that option, not '(document)'."""
    from armageddon.game import make_game
    from tabletop.engine import DocumentError

    with pytest.raises(DocumentError) as caught:
        make_game({"rules": "printed", "displacement": "compulsory", "storm_tokens_per_colour": 3})
    message = str(caught.value)
    assert "(document)" not in message
    assert 'option storm_tokens_per_colour = 3 conflicts with rules = "printed"' in message

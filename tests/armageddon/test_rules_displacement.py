"""Rules 4.1-4.3: displacing enemies, the block by two of one colour, where displaced tokens go."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalMove
from tests.armageddon.positions import GREEN_YELLOW_HOME, earth_count, of_kind, play, pos, turns

ALL_DESTROYED = ["K1", "K2", "K3", "K4"]
ONE_WARRIOR = {"warriors": 1}  # so that the aliens' complete turns can be listed exactly
LAST = {"displaced_home": "last"}  # rule 4.3 as first written: the compartment attacked last (D39 made "next" standard)


def displacements(events):
    """(victim, at, to) of every displacement, in order."""
    return [(e.victim, e.at, e.to) for e in of_kind(events, "displaced")]


# 4.1 displacing and moving on -----------------------------------------------------------------


def test_4_1_earth_displaces_a_warrior_and_moves_on():
    doc = pos("red", 3, {"R9": "red", "R8": "alien", "S2": "alien", "S3": "alien", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["R9>R6"]
    new, events = play(doc, "R9>R6")
    assert new["tokens"]["R6"] == "red"
    assert "R8" not in new["tokens"] and "R9" not in new["tokens"]
    assert new["tokens"]["S1"] == "alien"
    assert displacements(events) == [("alien", "R8", "S1")]
    assert [e.seat for e in of_kind(events, "displaced")] == ["red"]
    moved = of_kind(events, "moved")
    assert [(e.frm, e.to, tuple(e.path)) for e in moved] == [("R9", "R6", ("R8", "R7", "R6"))]


def test_4_1_warrior_displaces_an_earth_token_and_moves_on():
    tokens = {"R3": "alien", "R5": "red", "K1r": "red", **GREEN_YELLOW_HOME}
    doc = pos("aliens", 3, tokens, variant=LAST)
    assert "R3>R6" in turns(doc)
    new, events = play(doc, "R3>R6")
    assert new["tokens"]["R6"] == "alien"
    assert new["tokens"]["K4r"] == "red"
    assert "R5" not in new["tokens"] and "R3" not in new["tokens"]
    assert displacements(events) == [("red", "R5", "K4r")]
    assert [e.seat for e in of_kind(events, "displaced")] == ["aliens"]


def test_4_1_earth_token_landing_on_a_warrior_displaces_it():
    doc = pos("red", 2, {"r10": "red", "R9": "alien", "S2": "alien", "S3": "alien", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["r10>R9"]
    new, events = play(doc, "r10>R9")
    assert new["tokens"]["R9"] == "red" and new["tokens"]["S1"] == "alien"
    assert displacements(events) == [("alien", "R9", "S1")]
    assert new["skip_next"] == ["red"]


def test_4_1_enemies_of_different_colours_are_all_displaced_in_one_move():
    tokens = {"R3": "alien", "R5": "red", "R6": "green", "R7": "yellow", "K1r": "red", "K1g": "green"}
    new, events = play(pos("aliens", 5, tokens, variant=LAST), "R3>R8")
    assert displacements(events) == [("red", "R5", "K4r"), ("green", "R6", "K4g"), ("yellow", "R7", "K4y")]
    assert new["tokens"]["R8"] == "alien"
    for node in ("R3", "R5", "R6", "R7"):
        assert node not in new["tokens"]
    assert earth_count(new) == 5


def test_4_1_single_warriors_with_a_gap_are_both_displaced():
    doc = pos("red", 4, {"R9": "red", "R8": "alien", "R6": "alien", "S3": "alien", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["R9>R5"]
    new, events = play(doc, "R9>R5")
    assert displacements(events) == [("alien", "R8", "S1"), ("alien", "R6", "S2")]
    assert new["tokens"]["R5"] == "red"
    assert {n for n, c in new["tokens"].items() if c == "alien"} == {"S1", "S2", "S3"}


# 4.2 the block ------------------------------------------------------------------------------------


def test_4_2_two_aliens_in_a_row_block_an_earth_token():
    doc = pos("red", 4, {"R9": "red", "R7": "alien", "R6": "alien", "S3": "alien", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["R9>R7"]
    new, events = play(doc, "R9>R7")
    assert new["tokens"]["R7"] == "red"
    assert new["tokens"]["R6"] == "alien"
    assert new["tokens"]["S1"] == "alien"
    assert displacements(events) == [("alien", "R7", "S1")]
    with pytest.raises(IllegalMove) as caught:
        play(doc, "R9>R5")
    assert caught.value.rule == "4.2"


def test_4_2_two_earth_tokens_of_one_colour_block_a_warrior():
    doc = pos("aliens", 5, {"R3": "alien", "R5": "red", "R6": "red", **GREEN_YELLOW_HOME}, variant=ONE_WARRIOR | LAST)
    # The warrior can use only 2 pips (blocked on R5), so the officer must take the other 3.
    assert turns(doc) == ["D>P R3>R5", "R3>R5 D>P"]
    new, events = play(doc, "R3>R5 D>P")
    assert new["tokens"]["R5"] == "alien"
    assert new["tokens"]["R6"] == "red"
    assert new["tokens"]["K4r"] == "red"
    assert displacements(events) == [("red", "R5", "K4r")]
    with pytest.raises(IllegalMove) as caught:
        play(doc, "R3>R8")
    assert caught.value.rule == "4.2"


def test_4_2_different_colours_then_a_same_colour_pair():
    tokens = {"R3": "alien", "R5": "red", "R6": "green", "R7": "green", "K1r": "red", "K1y": "yellow"}
    doc = pos("aliens", 5, tokens, variant=ONE_WARRIOR | LAST)
    assert turns(doc) == sorted(["D>O2 R3>R6", "R3>R6 D>O2", "D>P R3>R5", "R3>R5 D>P"])
    new, events = play(doc, "R3>R6 D>O2")
    assert displacements(events) == [("red", "R5", "K4r"), ("green", "R6", "K4g")]
    assert new["tokens"]["R6"] == "alien" and new["tokens"]["R7"] == "green"


def test_4_2_a_different_colour_pair_does_not_block():
    tokens = {"R3": "alien", "R5": "red", "R6": "green", "K1r": "red", "K1g": "green", "K1y": "yellow"}
    doc = pos("aliens", 4, tokens)
    assert "R3>R7" in turns(doc)


# 4.3 where displaced tokens go ----------------------------------------------------------------------


def test_4_3_earth_token_goes_to_the_last_intact_compartment():
    tokens = {"R3": "alien", "R5": "red", "r1": "red", "g1": "green", "y1": "yellow"}
    doc = pos("aliens", 2, tokens, destroyed=["K1", "K2", "K3"])
    _, events = play(doc, "R3>R5")
    assert displacements(events) == [("red", "R5", "K4r")]


def test_4_3_earth_token_takes_the_next_compartment_when_its_circle_there_is_taken():
    tokens = {"R3": "alien", "R5": "red", "K4r": "red", **GREEN_YELLOW_HOME}
    new, events = play(pos("aliens", 2, tokens, variant=LAST), "R3>R5")
    assert displacements(events) == [("red", "R5", "K3r")]
    assert new["tokens"]["K3r"] == "red" and new["tokens"]["K4r"] == "red"


def test_4_3_all_compartments_destroyed_lowest_free_launch_circle():
    tokens = {"R3": "alien", "R5": "red", "L1": "green", "g1": "green", "y1": "yellow", "y2": "yellow"}
    new, events = play(pos("aliens", 2, tokens, destroyed=ALL_DESTROYED), "R3>R5")
    assert displacements(events) == [("red", "R5", "L2")]
    assert new["tokens"]["L2"] == "red"


def test_4_3_no_free_launch_circle_leaves_the_game():
    tokens = {"R3": "alien", "R5": "red", "L1": "green", "L2": "yellow", "L3": "red", "g1": "green", "y1": "yellow",
              "r1": "red"}
    doc = pos("aliens", 2, tokens, destroyed=ALL_DESTROYED)
    new, events = play(doc, "R3>R5")
    assert displacements(events) == [("red", "R5", None)]
    assert earth_count(new) == earth_count(doc) - 1
    assert new["winner"] is None


def test_4_3_warrior_goes_to_the_lowest_free_numbered_circle():
    doc = pos("red", 1, {"R9": "red", "R8": "alien", "S1": "alien", "R12": "alien", **GREEN_YELLOW_HOME})
    new, events = play(doc, "R9>R8")
    assert displacements(events) == [("alien", "R8", "S2")]
    assert new["tokens"]["S2"] == "alien" and "S3" not in new["tokens"]


def test_4_2_warrior_leaving_is_blocked_by_a_pair_on_r0_and_r1():
    doc = pos("aliens", 3, {"S1": "alien", "R0": "red", "R1": "red", **GREEN_YELLOW_HOME}, variant=LAST)
    legal = turns(doc)
    assert "S1>R0 D>O1" in legal
    assert not any(part == "S1>R1" for turn in legal for part in turn.split())
    new, events = play(doc, "S1>R0 D>O1")
    assert new["tokens"]["R0"] == "alien" and new["tokens"]["R1"] == "red"
    assert displacements(events) == [("red", "R0", "K4r")]
    with pytest.raises(IllegalMove) as caught:
        play(doc, "S1>R1")
    assert caught.value.rule == "4.2"


def test_4_3_decision_no_free_home_circle_in_intact_compartments_goes_to_the_launch_table():
    """[decision, engine] Spec 4.3 is silent when the intact compartments hold no free circle
    of the colour while some compartment is intact; the launch table (lowest free) is used."""
    tokens = {"R3": "alien", "R5": "red", "K4r": "red", "g1": "green", "y1": "yellow"}
    _, events = play(pos("aliens", 2, tokens, destroyed=["K1", "K2", "K3"]), "R3>R5")
    assert displacements(events) == [("red", "R5", "L1")]


def test_4_2_refusal_names_the_block_when_the_pair_ends_on_the_target():
    doc = pos("red", 2, {"R9": "red", "R8": "alien", "R7": "alien", "S3": "alien", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["R9>R8"]
    with pytest.raises(IllegalMove) as caught:
        play(doc, "R9>R7")
    assert caught.value.rule == "4.2"

"""Rules 6.1-6.6: the officer, mine pickup, the launch pad, the attack, the return arc, interception."""

from __future__ import annotations

import pytest

from armageddon.game import make_game
from tabletop.engine import IllegalMove
from tests.armageddon.positions import (
    GREEN_YELLOW_HOME,
    RED_HOME,
    earth_count,
    moves_from,
    of_kind,
    play,
    play_sub,
    pos,
    turns,
)

EARTH_HOME = {**GREEN_YELLOW_HOME, **RED_HOME}
LAST = {"displaced_home": "last"}  # rule 4.3 as first written: the compartment attacked last (D39 made "next" standard)


def officer_at(doc) -> str:
    """The node the officer stands on."""
    return next(node for node, colour in doc["tokens"].items() if colour == "officer")


# 6.1 the officer --------------------------------------------------------------------------------


def test_6_1_initial_position_officer_on_d_warriors_home_mines_in_depot():
    game = make_game(None)
    doc = game.to_document(game.initial_state())
    assert officer_at(doc) == "D"
    assert {n for n, c in doc["tokens"].items() if c == "alien"} == {"S1", "S2", "S3"}
    assert doc["officer_mine"] is False and doc["depot"] == 6
    homes = {f"K{k}{c[0]}": c for k in range(1, 5) for c in ("red", "green", "yellow")}
    assert {n: c for n, c in doc["tokens"].items() if c not in ("alien", "officer")} == homes


# 6.2 mine pickup ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("roll", "turn"), [(1, "D>O1"), (2, "D>O2"), (3, "D>P")])
def test_6_2_officer_takes_a_mine_stopping_on_or_passing_o1(roll, turn):
    doc = pos("aliens", roll, EARTH_HOME)
    assert turn in turns(doc)
    new, events = play(doc, turn)
    assert new["officer_mine"] is True
    assert new["depot"] == 5
    assert [(e.at, e.depot_left) for e in of_kind(events, "mine_taken")] == [("O1", 5)]


def test_6_2_no_mine_from_an_empty_depot():
    doc = pos("aliens", 2, EARTH_HOME, trophies={"red": 3, "green": 3})
    assert doc["depot"] == 0
    new, events = play(doc, "D>O2")
    assert new["officer_mine"] is False and new["depot"] == 0
    assert of_kind(events, "mine_taken") == []


# 6.3 the launch pad -------------------------------------------------------------------------------


def test_6_3_officer_must_stop_on_p():
    doc = pos("aliens", 5, {"O1": "officer", **EARTH_HOME}, officer_mine=True)
    assert moves_from(turns(doc), "O1") == ["O1>O2", "O1>P"]
    with pytest.raises(IllegalMove) as caught:
        play(doc, "O1>B3")
    assert caught.value.rule in ("6.3", "3.6")


def test_6_3_officer_may_not_launch_in_the_turn_he_reached_p():
    doc = pos("aliens", 5, {"O2": "officer", "R3": "alien", **EARTH_HOME}, officer_mine=True)
    middle, _ = play_sub(doc, "O2>P")
    assert middle["to_move"] == "aliens" and middle["pips_left"] == 4
    with pytest.raises(IllegalMove):
        play_sub(middle, "P>B1")
    new, _ = play_sub(middle, "R3>R7")
    assert officer_at(new) == "P" and new["to_move"] == "red"


def test_6_3_officer_launches_from_p_on_a_later_turn():
    doc = pos("aliens", 3, {"P": "officer", **EARTH_HOME}, officer_mine=True)
    assert moves_from(turns(doc), "P") == ["P>B1", "P>B3"]
    new, _ = play(doc, "P>B3")
    assert officer_at(new) == "B3" and new["officer_mine"] is True


# 6.4 the attack ------------------------------------------------------------------------------------

CRUISER = {"K1r": "red", "K1g": "green", "K1y": "yellow", "K2r": "red", "K2g": "green", "K3y": "yellow", "K4r": "red"}


def test_6_4_attack_destroys_k1_removes_its_tokens_and_spends_the_mine():
    doc = pos("aliens", 1, {"B8": "officer", **CRUISER}, officer_mine=True)
    assert turns(doc) == ["B8>A"]
    new, events = play(doc, "B8>A")
    assert new["destroyed"] == ["K1"]
    for node in ("K1r", "K1g", "K1y"):
        assert node not in new["tokens"]
    assert earth_count(new) == 4
    assert officer_at(new) == "D"
    assert new["officer_mine"] is False
    assert new["depot"] == 5 and new["spent"] == 1
    exploded = of_kind(events, "compartment_exploded")
    assert [e.compartment for e in exploded] == ["K1"]
    assert sorted(exploded[0].tokens_lost) == [("K1g", "green"), ("K1r", "red"), ("K1y", "yellow")]
    assert new["winner"] is None


def test_6_4_next_target_is_the_lowest_intact_compartment():
    tokens = {
        "B8": "officer",
        "K2r": "red",
        "K2g": "green",
        "K3y": "yellow",
        "K4r": "red",
        "K4g": "green",
        "y1": "yellow",
        "y2": "yellow",
    }
    new, events = play(pos("aliens", 1, tokens, officer_mine=True, destroyed=["K1"]), "B8>A")
    assert sorted(new["destroyed"]) == ["K1", "K2"]
    assert [e.compartment for e in of_kind(events, "compartment_exploded")] == ["K2"]
    assert "K2r" not in new["tokens"] and "K2g" not in new["tokens"]
    assert new["spent"] == 2


def test_6_4_explosion_that_leaves_three_earth_tokens_wins_for_the_aliens():
    tokens = {"B8": "officer", "K1r": "red", "K1g": "green", "K4r": "red", "K4g": "green", "y1": "yellow"}
    new, events = play(pos("aliens", 1, tokens, officer_mine=True), "B8>A")
    assert earth_count(new) == 3
    assert new["winner"] == "aliens"
    assert [e.winner for e in of_kind(events, "victory")] == ["aliens"]


# 6.5 flight without a mine ------------------------------------------------------------------------


def test_6_5_officer_without_mine_flies_past_a_along_the_arc():
    doc = pos("aliens", 3, {"B8": "officer", **CRUISER})
    assert moves_from(turns(doc), "B8") == ["B8>E2"]
    new, events = play(doc, "B8>E2")
    assert officer_at(new) == "E2"
    assert new["destroyed"] == []
    assert of_kind(events, "compartment_exploded") == []


def test_6_5_officer_without_mine_does_not_stop_on_a():
    doc = pos("aliens", 1, {"B8": "officer", **CRUISER})
    assert turns(doc) == ["-"]
    with pytest.raises(IllegalMove):
        play(doc, "B8>A")


def test_6_5_return_arc_ends_on_d():
    doc = pos("aliens", 6, {"E5": "officer", **CRUISER})
    assert moves_from(turns(doc), "E5") == ["E5>D", "E5>E6", "E5>E7", "E5>E8"]
    new, _ = play(doc, "E5>D S1>R0")
    assert officer_at(new) == "D"


# 6.6 interception at the blue crossings --------------------------------------------------------------


@pytest.mark.parametrize(("roll", "turn", "end"), [(4, "r2>r6", "r6"), (2, "r2>r4", "r4")])
def test_6_6_earth_token_passing_or_stopping_on_the_officer_takes_his_mine(roll, turn, end):
    doc = pos("red", roll, {"r2": "red", "r4": "officer", **GREEN_YELLOW_HOME}, officer_mine=True)
    assert turns(doc) == [turn]
    new, events = play(doc, turn)
    assert officer_at(new) == "D"
    assert new["tokens"][end] == "red"
    assert new["officer_mine"] is False
    assert new["trophies"] == {"red": 1, "green": 0, "yellow": 0}
    assert new["depot"] == 5 and new["spent"] == 0
    caught = of_kind(events, "officer_intercepted")
    assert [(e.by, e.at, e.mine_taken_as_trophy) for e in caught] == [("red", "r4", True)]


def test_6_6_intercepting_an_unarmed_officer_gives_no_trophy():
    doc = pos("green", 3, {"g3": "green", "g4": "officer", "K1r": "red", "K2r": "red", "K1y": "yellow"})
    new, events = play(doc, "g3>g6")
    assert officer_at(new) == "D"
    assert new["trophies"] == {"red": 0, "green": 0, "yellow": 0}
    caught = of_kind(events, "officer_intercepted")
    assert [(e.by, e.at, e.mine_taken_as_trophy) for e in caught] == [("green", "g4", False)]


def test_6_6_other_lanes_do_not_intercept():
    doc = pos(
        "green", 4, {"g2": "green", "r4": "officer", "K1r": "red", "K2r": "red", "K1y": "yellow"}, officer_mine=True
    )
    new, events = play(doc, "g2>g6")
    assert officer_at(new) == "r4" and new["officer_mine"] is True
    assert of_kind(events, "officer_intercepted") == []


def test_6_6_officer_passing_an_earth_token_on_a_crossing_displaces_it():
    doc = pos("aliens", 3, {"B2": "officer", "r4": "red", **GREEN_YELLOW_HOME}, officer_mine=True, variant=LAST)
    assert "B2>B4" in turns(doc)
    new, events = play(doc, "B2>B4")
    assert officer_at(new) == "B4"
    assert "r4" not in new["tokens"] and new["tokens"]["K4r"] == "red"
    assert [(e.victim, e.at, e.to) for e in of_kind(events, "displaced")] == [("red", "r4", "K4r")]
    assert new["officer_mine"] is True


def test_6_6_officer_stopping_on_an_earth_token_on_a_crossing_displaces_it():
    tokens = {"B3": "officer", "g4": "green", "K1r": "red", "K2r": "red", "K1y": "yellow"}
    new, events = play(pos("aliens", 3, tokens, officer_mine=True, variant=LAST), "B3>g4")
    assert new["tokens"]["g4"] == "officer" and new["tokens"]["K4g"] == "green"
    assert [(e.victim, e.at, e.to) for e in of_kind(events, "displaced")] == [("green", "g4", "K4g")]


@pytest.mark.parametrize(("flies", "expected"), [(True, ["P>B2"]), (False, [])])
def test_6_5_unarmed_launch_with_an_empty_depot_follows_the_option(flies, expected):
    doc = pos(
        "aliens",
        2,
        {"P": "officer", **EARTH_HOME},
        trophies={"red": 3, "green": 3},
        variant={"officer_flies_without_mine": flies},
    )
    assert doc["depot"] == 0
    assert moves_from(turns(doc), "P") == expected

"""Rule 6.7: the laser crossings c8 and the control circle Q = R4."""

from __future__ import annotations

import pytest

from tests.armageddon.positions import GREEN_YELLOW_HOME, RED_HOME, earth_count, of_kind, play, pos, turns

LAST = {"displaced_home": "last"}  # rule 4.3 as first written: the compartment attacked last (D39 made "next" standard)


def shots(events):
    """(victim, at) of every laser shot, sorted."""
    return sorted((e.victim, e.at) for e in of_kind(events, "laser_shot"))


@pytest.mark.parametrize(
    ("seat", "lane", "fillers"),
    [
        ("red", "r", GREEN_YELLOW_HOME),
        ("green", "g", {**RED_HOME, "K1y": "yellow", "K2y": "yellow"}),
        ("yellow", "y", {**RED_HOME, "K1g": "green", "K2g": "green"}),
    ],
)
def test_6_7_stopping_on_a_laser_crossing_with_the_laser_on_is_fatal(seat, lane, fillers):
    doc = pos(seat, 2, {f"{lane}6": seat, **fillers})
    assert turns(doc) == [f"{lane}6>{lane}8"]
    new, events = play(doc, f"{lane}6>{lane}8")
    assert f"{lane}8" not in new["tokens"] and f"{lane}6" not in new["tokens"]
    assert shots(events) == [(seat, f"{lane}8")]
    assert earth_count(new) == earth_count(doc) - 1


def test_6_7_passing_over_a_laser_crossing_is_safe():
    new, events = play(pos("red", 3, {"r6": "red", **GREEN_YELLOW_HOME}), "r6>r9")
    assert new["tokens"]["r9"] == "red"
    assert shots(events) == []


def test_6_7_earth_token_on_q_switches_the_laser_off():
    new, events = play(pos("red", 2, {"r6": "red", "R4": "green", **GREEN_YELLOW_HOME}), "r6>r8")
    assert new["tokens"]["r8"] == "red"
    assert shots(events) == []


def test_6_7_an_alien_on_q_does_not_switch_the_laser_off():
    new, events = play(pos("red", 2, {"r6": "red", "R4": "alien", **GREEN_YELLOW_HOME}), "r6>r8")
    assert "r8" not in new["tokens"]
    assert shots(events) == [("red", "r8")]


def test_6_7_leaving_q_switches_the_laser_on_and_shoots_every_c8():
    tokens = {"R4": "green", "g8": "green", "r8": "red", "y8": "yellow", **RED_HOME, "K1y": "yellow", "K2y": "yellow"}
    doc = pos("green", 1, tokens)
    assert turns(doc) == ["R4>R3", "g8>g9"]
    new, events = play(doc, "R4>R3")
    assert shots(events) == [("green", "g8"), ("red", "r8"), ("yellow", "y8")]
    for node in ("r8", "g8", "y8"):
        assert node not in new["tokens"]
    assert new["tokens"]["R3"] == "green"
    assert earth_count(new) == 5


def test_6_7_no_shot_while_q_stays_held():
    tokens = {"R4": "green", "g8": "green", "r8": "red", "y8": "yellow", **RED_HOME, "K1y": "yellow", "K2y": "yellow"}
    new, events = play(pos("green", 1, tokens), "g8>g9")
    assert shots(events) == []
    assert new["tokens"]["r8"] == "red" and new["tokens"]["y8"] == "yellow"


def test_6_7_displacement_from_q_switches_the_laser_on():
    tokens = {"R2": "alien", "R4": "green", "r8": "red", **GREEN_YELLOW_HOME}
    doc = pos("aliens", 3, tokens, variant=LAST)
    assert "R2>R5" in turns(doc)
    new, events = play(doc, "R2>R5")
    assert [(e.victim, e.at, e.to) for e in of_kind(events, "displaced")] == [("green", "R4", "K4g")]
    assert shots(events) == [("red", "r8")]
    assert "r8" not in new["tokens"]


def test_6_7_order_of_sub_moves_decides_the_laser():
    doc = pos("red", 4, {"R6": "red", "r6": "red", "K4r": "red", **GREEN_YELLOW_HOME})
    legal = turns(doc)
    assert "R6>R4 r6>r8" in legal and "r6>r8 R6>R4" in legal
    safe, events = play(doc, "R6>R4 r6>r8")
    assert safe["tokens"]["r8"] == "red" and shots(events) == []
    shot, events = play(doc, "r6>r8 R6>R4")
    assert "r8" not in shot["tokens"] and shots(events) == [("red", "r8")]


def test_6_7_laser_shot_that_leaves_three_earth_tokens_wins_for_the_aliens():
    doc = pos("red", 2, {"r6": "red", "K1r": "red", "K1g": "green", "K1y": "yellow"})
    new, events = play(doc, "r6>r8")
    assert earth_count(new) == 3
    assert new["winner"] == "aliens"
    assert [e.winner for e in of_kind(events, "victory")] == ["aliens"]


def test_6_7_passing_over_q_does_not_switch_the_laser_off():
    doc = pos("red", 5, {"R6": "red", "r6": "red", **GREEN_YELLOW_HOME})
    assert "R6>R3 r6>r8" in turns(doc)
    new, events = play(doc, "R6>R3 r6>r8")
    assert "r8" not in new["tokens"] and shots(events) == [("red", "r8")]

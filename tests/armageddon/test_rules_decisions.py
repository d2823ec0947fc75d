"""Decisions on behaviours the text leaves silent (issue 13): warriors moving inside the central
compartment (D43), the seed's «поставить вторую фишку за первой» (D44), one landing per colour and
turn (D13)."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalMove
from tests.armageddon.positions import GREEN_YELLOW_HOME, RED_HOME, moves_from, of_kind, play, pos, turns

EARTH_HOME = {**GREEN_YELLOW_HOME, **RED_HOME}


# D43: warriors move inside the compartment (S3 > S2 > S1) ---------------------------------------------


def test_d43_a_warrior_may_move_inside_the_compartment():
    """S3>S2 and S2>S1 are sub-moves like any other: the warrior stays inside, ГК stays protected."""
    doc = pos("aliens", 1, {"S3": "alien", "R5": "alien", "R10": "alien", "O2": "officer", **EARTH_HOME})
    assert "S3>S2" in turns(doc)
    new, _ = play(doc, "S3>S2")
    assert new["tokens"]["S2"] == "alien" and "S3" not in new["tokens"]


def test_d43_inside_moves_count_towards_the_pips():
    """With a 2, a warrior may spend both pips inside (S3>S1) while the others stay put."""
    doc = pos("aliens", 2, {"S3": "alien", "R0": "alien", "R10": "alien", "O2": "officer", **EARTH_HOME})
    assert "S3>S1" in moves_from(turns(doc), "S3")
    new, _ = play(doc, "S3>S1")
    assert new["tokens"]["S1"] == "alien" and new["tokens"]["R0"] == "alien"


def test_d43_an_own_warrior_ahead_inside_is_passed_not_landed_on():
    """S3 with S2 held: the warrior passes over S2 to S1 (overtaking, 3.5) but may not stop on S2."""
    doc = pos("aliens", 2, {"S3": "alien", "S2": "alien", "R10": "alien", "O2": "officer", **EARTH_HOME})
    assert "S3>S1" in moves_from(turns(doc), "S3")
    with pytest.raises(IllegalMove) as caught:
        play(doc, "S3>S2")
    assert caught.value.rule == "3.5"


# D44: the second token behind the first ---------------------------------------------------------------


def test_d44_a_token_may_stop_behind_an_own_token_when_the_turn_uses_every_pip():
    """Red on r3 and r1, a 2: r1>r3 is refused (3.5); r1 may stop behind on r2 when the other pip is used."""
    doc = pos("red", 2, {"r3": "red", "r1": "red", **GREEN_YELLOW_HOME})
    found = turns(doc)
    assert "r1>r2 r3>r4" in found and "r3>r4 r1>r2" in found
    assert not any(part == "r1>r3" for turn in found for part in turn.split())
    with pytest.raises(IllegalMove) as caught:
        play(doc, "r1>r3")
    assert caught.value.rule == "3.5"


def test_d44_stopping_behind_is_no_obligation_the_roll_decides():
    """Red on r3 and r1, a 3: overtaking (r1>r4) is allowed, and nothing forces r1 to stop on r2."""
    doc = pos("red", 3, {"r3": "red", "r1": "red", **GREEN_YELLOW_HOME})
    found = turns(doc)
    assert "r1>r4" in found and "r3>r6" in found
    assert "r1>r2 r3>r5" in found


# D13: one landing per colour and turn -----------------------------------------------------------------


def test_d13_two_tokens_of_one_colour_cannot_land_in_one_turn():
    """Red on r10 and r9, a 3: whichever lands first holds R9, and the other can neither stop there nor
    pass it (D33), so no turn lands twice; the colour skips one turn."""
    doc = pos("red", 3, {"r10": "red", "r9": "red", **GREEN_YELLOW_HOME})
    found = turns(doc)
    assert found and all(sum(part.endswith(">R9") for part in turn.split()) == 1 for turn in found)
    for turn in found:
        new, events = play(doc, turn)
        assert len(of_kind(events, "landed")) == 1 and new["skip_next"] == ["red"]

"""Rules 5.1-5.6: ГК (R0), Earth's victory, the storm, the aliens' victory, the draw."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalMove
from tests.armageddon.positions import (
    GREEN_YELLOW_HOME,
    RED_HOME,
    earth_count,
    of_kind,
    play,
    pos,
    state_of,
    turns,
)

STORM2 = {"storm_tokens_per_colour": 2}
EARTH_HOME = {**GREEN_YELLOW_HOME, **RED_HOME}
AWAY = {"R10": "alien", "R11": "alien"}  # warriors out on the ring, none inside S1-S3
LAST = {"displaced_home": "last"}  # rule 4.3 as first written: the compartment attacked last (D39 made "next" standard)


def refused_rule(doc, turn: str) -> str:
    """The rule number of the IllegalMove raised by playing `turn` in `doc`."""
    with pytest.raises(IllegalMove) as caught:
        play(doc, turn)
    return caught.value.rule


def victories(events):
    """The winners announced by victory events."""
    return [e.winner for e in of_kind(events, "victory")]


# 5.1 leaving the compartment past a warrior on ГК ---------------------------------------------------


def test_5_1_warrior_leaving_may_not_pass_own_warrior_on_r0():
    doc = pos("aliens", 3, {"S1": "alien", "R0": "alien", **EARTH_HOME})
    assert turns(doc) == sorted(["D>P", "R0>R3", "D>O1 R0>R2", "R0>R2 D>O1", "D>O2 R0>R1", "R0>R1 D>O2", "R0>R1 S1>R0"])
    assert refused_rule(doc, "S1>R1") == "5.1"


def test_5_1_the_exit_opens_when_the_warrior_on_r0_moves_on():
    doc = pos("aliens", 3, {"S1": "alien", "R0": "alien", **EARTH_HOME})
    new, _ = play(doc, "R0>R1 S1>R0")
    assert new["tokens"]["R0"] == "alien" and new["tokens"]["R1"] == "alien"
    assert "S1" not in new["tokens"]


def test_5_1_warriors_on_the_ring_may_pass_own_warrior_on_r0():
    doc = pos("aliens", 2, {"R15": "alien", "R0": "alien", **EARTH_HOME})
    assert "R15>R1" in turns(doc)
    new, _ = play(doc, "R15>R1")
    assert new["tokens"]["R1"] == "alien" and new["tokens"]["R0"] == "alien"


# 5.2 protected ГК -------------------------------------------------------------------------------------


def test_5_2_earth_may_not_stop_on_r0_with_alien_there_and_warrior_inside():
    doc = pos("red", 2, {"R2": "red", "R0": "alien", "S1": "alien", **GREEN_YELLOW_HOME}, variant=STORM2)
    assert turns(doc) == ["R2>R1"]
    assert refused_rule(doc, "R2>R0") == "5.2"


def test_5_2_named_when_the_warrior_sent_home_on_the_way_protects_r0():
    """The compartment is empty at the start; R3>R0 displaces the warrior on R2 into S1, so ГК with an
    alien on it is protected when the token arrives (D31): the refusal names 5.2, not 3.3, though the
    move would use every pip."""
    doc = pos("red", 3, {"R3": "red", "R2": "alien", "R0": "alien", "R10": "alien", "K1r": "red",
                         **GREEN_YELLOW_HOME})
    assert "R3>R0" not in {turn.split()[0] for turn in turns(doc)}
    assert refused_rule(doc, "R3>R0") == "5.2"


def test_5_2_earth_may_stop_on_empty_r0_even_with_warriors_inside_without_winning():
    doc = pos("red", 2, {"R2": "red", "S1": "alien", "S2": "alien", **GREEN_YELLOW_HOME}, variant=STORM2)
    assert turns(doc) == ["R2>R0"]
    new, events = play(doc, "R2>R0")
    assert new["tokens"]["R0"] == "red"
    assert new["winner"] is None
    assert victories(events) == []
    assert new["to_move"] == "green"


# 5.3 Earth's victory --------------------------------------------------------------------------------


def test_5_3_earth_wins_displacing_the_alien_on_r0_with_compartment_empty():
    doc = pos("red", 2, {"R2": "red", **AWAY, "R0": "alien", **GREEN_YELLOW_HOME}, variant=STORM2)
    assert turns(doc) == ["R2>R0"]
    game, state = state_of(doc)
    transition = game.apply_turn(state, "R2>R0")
    new = game.to_document(transition.state)
    assert new["winner"] == "earth"
    assert victories(transition.events) == ["earth"]
    assert [(e.victim, e.at) for e in of_kind(transition.events, "displaced")] == [("alien", "R0")]
    assert game.outcome(transition.state).winner == "earth"
    assert game.current_seat(transition.state) is None


def test_5_3_earth_wins_ending_on_empty_r0_with_compartment_empty():
    doc = pos("red", 2, {"R2": "red", **AWAY, "R12": "alien", **GREEN_YELLOW_HOME}, variant=STORM2)
    new, events = play(doc, "R2>R0")
    assert new["winner"] == "earth"
    assert victories(events) == ["earth"]


def test_5_3_no_win_while_a_warrior_is_inside():
    doc = pos("red", 2, {"R2": "red", "S3": "alien", **GREEN_YELLOW_HOME}, variant=STORM2)
    new, events = play(doc, "R2>R0")
    assert new["winner"] is None and victories(events) == []


def test_5_3_literal_capture_needs_an_alien_displaced_from_r0():
    variant = {**STORM2, "gk_capture": "literal"}
    empty = pos("red", 2, {"R2": "red", **AWAY, "R12": "alien", **GREEN_YELLOW_HOME}, variant=variant)
    new, events = play(empty, "R2>R0")
    assert new["winner"] is None and victories(events) == []
    held = pos("red", 2, {"R2": "red", **AWAY, "R0": "alien", **GREEN_YELLOW_HOME}, variant=variant)
    new, events = play(held, "R2>R0")
    assert new["winner"] == "earth" and victories(events) == ["earth"]


# 5.4 the storm ----------------------------------------------------------------------------------------

STORM_RING = {"R2": "red", "R9": "red", "R6": "green", "R8": "green", "R5": "yellow", "R7": "yellow"}
DEFENDED = {"R0": "alien", "S1": "alien", "S2": "alien"}


def test_5_4_storm_takes_protected_r0():
    doc = pos("red", 2, {**STORM_RING, **DEFENDED}, variant=STORM2)
    assert "R2>R0" in turns(doc)
    new, events = play(doc, "R2>R0")
    assert new["winner"] == "earth"
    assert victories(events) == ["earth"]
    assert [(e.victim, e.at, e.to) for e in of_kind(events, "displaced")] == [("alien", "R0", "S3")]


def test_5_4_storm_needs_enough_tokens_of_every_colour():
    ring = {**STORM_RING, "K4y": "yellow"}
    del ring["R7"]
    doc = pos("red", 2, {**ring, **DEFENDED}, variant=STORM2)
    assert "R2>R0" not in turns(doc)
    assert refused_rule(doc, "R2>R0") == "5.2"


def test_5_4_storm_zero_is_the_literal_protection():
    doc = pos("red", 2, {**STORM_RING, **DEFENDED}, variant={"storm_tokens_per_colour": 0})
    assert "R2>R0" not in turns(doc)
    assert refused_rule(doc, "R2>R0") == "5.2"


# 5.5 the aliens' victory -----------------------------------------------------------------------------


def test_5_5_aliens_win_when_earth_drops_to_three_tokens():
    tokens = {"R3": "alien", "R5": "red", "L1": "red", "L2": "red", "L3": "green"}
    doc = pos("aliens", 3, tokens, destroyed=["K1", "K2", "K3", "K4"])
    assert earth_count(doc) == 4
    game, state = state_of(doc)
    transition = game.apply_turn(state, "R3>R6")
    new = game.to_document(transition.state)
    assert earth_count(new) == 3
    assert new["winner"] == "aliens"
    assert victories(transition.events) == ["aliens"]
    assert game.outcome(transition.state).winner == "aliens"


def test_5_5_four_tokens_left_is_not_yet_a_defeat():
    tokens = {"R3": "alien", "R5": "red", "L1": "red", "L2": "red", "L3": "green", "y1": "yellow"}
    short_ok = {"colour_short_loses": "never"}  # green and yellow have one token each: only the count is tested
    new, events = play(pos("aliens", 3, tokens, destroyed=["K1", "K2", "K3", "K4"], variant=short_ok), "R3>R6")
    assert earth_count(new) == 4
    assert new["winner"] is None and victories(events) == []


# 5.6 draw by the round cap ---------------------------------------------------------------------------


def test_5_6_draw_when_the_last_round_ends():
    doc = pos("aliens", 1, EARTH_HOME, round=2, variant={"round_cap": 2})
    new, events = play(doc, "D>O1")
    assert new["winner"] == "draw"
    assert victories(events) == ["draw"]


def test_5_6_no_draw_before_the_cap():
    doc = pos("aliens", 1, EARTH_HOME, round=1, variant={"round_cap": 2})
    new, events = play(doc, "D>O1")
    assert new["winner"] is None and victories(events) == []
    assert new["round"] == 2 and new["to_move"] == "red"


def test_5_6_no_draw_inside_the_last_round():
    doc = pos("red", 1, {"r1": "red", **GREEN_YELLOW_HOME}, round=2, variant={"round_cap": 2})
    new, events = play(doc, "r1>r2")
    assert new["winner"] is None and victories(events) == []


def test_5_1_a_warrior_leaving_displaces_an_earth_token_on_r0():
    doc = pos("aliens", 3, {"S1": "alien", "R0": "red", **GREEN_YELLOW_HOME}, variant=LAST)
    assert "S1>R1" in turns(doc)
    new, events = play(doc, "S1>R1")
    assert new["tokens"]["R1"] == "alien" and "R0" not in new["tokens"]
    assert [(e.victim, e.at, e.to) for e in of_kind(events, "displaced")] == [("red", "R0", "K4r")]


def test_5_3_two_aliens_on_r1_and_r0_block_before_r0():
    doc = pos("red", 3, {"R3": "red", "R1": "alien", "R0": "alien", "R10": "alien", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["R3>R1"]
    new, events = play(doc, "R3>R1")
    assert new["tokens"]["R1"] == "red" and new["tokens"]["R0"] == "alien" and new["tokens"]["S1"] == "alien"
    assert new["winner"] is None and victories(events) == []


def test_5_3_decision_a_winning_sub_move_ends_the_turn_and_counts_as_maximal():
    """[decision, engine] Spec 3.3 is silent on a win with pips left: the game ends, the turn is complete."""
    doc = pos("red", 4, {"R2": "red", "r1": "red", **AWAY, "R12": "alien", **GREEN_YELLOW_HOME})
    legal = turns(doc)
    assert {"R2>R0", "r1>r2 R2>R0", "r1>r3 R2>R0", "r1>r5"} <= set(legal)
    new, events = play(doc, "R2>R0")
    assert new["winner"] == "earth" and victories(events) == ["earth"]
    assert new["tokens"]["r1"] == "red"


def test_5_3_decision_a_warrior_displaced_on_the_way_counts_as_inside():
    """[decision, engine] Only the alien displaced from R0 itself is counted after the check (spec 5.3):
    a warrior displaced from R1 on the way reaches S1 first, so arriving on empty R0 does not win."""
    doc = pos("red", 3, {"R3": "red", "R1": "alien", **AWAY, **GREEN_YELLOW_HOME})
    assert turns(doc) == ["R3>R0"]
    new, events = play(doc, "R3>R0")
    assert new["tokens"]["R0"] == "red" and new["tokens"]["S1"] == "alien"
    assert new["winner"] is None and victories(events) == []


def test_5_4_storm_never_lets_a_token_end_on_its_own_token_on_gk():
    """Spec 3.5 over 5.4: with the storm on, R0 held by an Earth token is still not a legal ending.

    Every Earth colour has two tokens on the ring, so the storm holds; red on R0, R3, R5 with a
    roll of 3: R3 cannot end on R0 (own token), R5 cannot end on green R2, R4 or red R3, so the
    most pips any turn uses is 2 (R3 over green R2 to R1), and that is the only legal turn.
    """
    from armageddon.game import make_game

    doc = {"game": "armageddon", "to_move": "red", "roll": 3, "pips_left": 3,
           "tokens": {"g9": "green", "y6": "yellow", "y9": "yellow", "R0": "red", "R2": "green", "R3": "red",
                      "R4": "green", "R5": "red", "R6": "yellow", "R7": "yellow", "R8": "green",
                      "S1": "alien", "S2": "alien", "S3": "alien", "B4": "officer"},
           "officer_mine": True, "depot": 4, "trophies": {"red": 0, "green": 0, "yellow": 1},
           "destroyed": [], "skip_next": ["yellow"], "round": 24, "winner": None}
    game = make_game(None)
    state = game.from_document(doc)
    assert [move.to_notation() for move in game.legal_moves(state)] == ["R3>R1"]
    assert game.legal_turns(state) == ["R3>R1"]
    after = game.to_document(game.apply_turn(state, "R3>R1").state)
    assert after["tokens"]["R0"] == "red" and after["winner"] is None
    assert after["to_move"] == "green"

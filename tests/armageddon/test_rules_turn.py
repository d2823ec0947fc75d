"""Rules 1.3, 1.4 and 3.x: round order, skipped seats, the roll, sub-moves, maximal use, stops."""

from __future__ import annotations

import pytest

from armageddon.game import make_game
from tabletop.engine import IllegalMove, Roll
from tests.armageddon.positions import (
    GREEN_YELLOW_HOME,
    RED_HOME,
    first_moves,
    kinds,
    moves_from,
    of_kind,
    play,
    play_sub,
    pos,
    roll_and_play_first,
    state_of,
    turns,
)

WARRIORS_HOME = {"S1": "alien", "S2": "alien", "S3": "alien"}
ONE_EACH = {"r1": "red", "K4r": "red", "g1": "green", "y1": "yellow"}


def refused(doc, turn: str) -> IllegalMove:
    """The IllegalMove raised by playing `turn` in `doc` (fails the test when none is)."""
    with pytest.raises(IllegalMove) as caught:
        play(doc, turn)
    return caught.value


def after_turn(doc, turn: str):
    """The document after a complete turn."""
    return play(doc, turn)[0]


# 1.3 round order ---------------------------------------------------------------------------


def test_1_3_initial_position_earth_first_red_to_roll():
    game = make_game(None)
    state = game.initial_state()
    doc = game.to_document(state)
    assert doc["to_move"] == "red"
    assert doc["roll"] is None and doc["pips_left"] is None
    assert doc["round"] == 1
    assert game.current_seat(state) == "red"


@pytest.mark.parametrize(
    ("seat", "turn", "next_seat"),
    [("red", "r1>r2", "green"), ("green", "g1>g2", "yellow"), ("yellow", "y1>y2", "aliens")],
)
def test_1_3_earth_seats_in_default_order_then_aliens(seat, turn, next_seat):
    doc = pos(seat, 1, {**ONE_EACH, **WARRIORS_HOME})
    new, events = play(doc, turn)
    assert new["to_move"] == next_seat
    assert new["roll"] is None and new["pips_left"] is None
    assert new["round"] == 1
    ended = of_kind(events, "turn_ended")
    assert [e.seat for e in ended] == [seat]
    assert ended[0].reason == "pips_spent"


def test_1_3_after_aliens_a_new_round_starts_with_red():
    doc = pos("aliens", 1, {**ONE_EACH, **WARRIORS_HOME})
    assert turns(doc) == ["D>O1"]
    new = after_turn(doc, "D>O1")
    assert new["to_move"] == "red"
    assert new["round"] == 2


@pytest.mark.parametrize(
    ("seat", "turn", "next_seat", "next_round"),
    [
        ("yellow", "y1>y2", "red", 1),
        ("red", "r1>r2", "green", 1),
        ("green", "g1>g2", "aliens", 1),
        ("aliens", "D>O1", "yellow", 2),
    ],
)
def test_1_3_earth_order_option_changes_the_round(seat, turn, next_seat, next_round):
    variant = {"earth_order": ["yellow", "red", "green"]}
    doc = pos(seat, 1, {**ONE_EACH, **WARRIORS_HOME}, variant=variant)
    new = after_turn(doc, turn)
    assert new["to_move"] == next_seat
    assert new["round"] == next_round


# 1.4 skipped seats and passes --------------------------------------------------------------


def test_1_4_seat_without_tokens_is_skipped():
    doc = pos("red", 1, {"r1": "red", "K4r": "red", "y1": "yellow", "K4y": "yellow", **WARRIORS_HOME})
    new, events = play(doc, "r1>r2")
    assert new["to_move"] == "yellow"
    skipped = of_kind(events, "turn_skipped")
    assert [(e.seat, e.reason) for e in skipped] == [("green", "no_tokens")]


def test_1_4_first_earth_seat_without_tokens_is_skipped_after_aliens():
    tokens = {"g1": "green", "K4g": "green", "y1": "yellow", "K4y": "yellow", **WARRIORS_HOME}
    new, events = play(pos("aliens", 1, tokens), "D>O1")
    assert new["to_move"] == "green"
    assert new["round"] == 2
    assert [(e.seat, e.reason) for e in of_kind(events, "turn_skipped")] == [("red", "no_tokens")]


FULL_TABLE = {"K1r": "red", "L1": "green", "L2": "yellow", "L3": "green", "K4y": "yellow"}


def test_1_4_roll_without_legal_move_is_a_pass():
    doc = pos("red", 1, FULL_TABLE)
    assert turns(doc) == ["-"]
    assert first_moves(doc) == ["-"]
    new, events = play(doc, "-")
    assert new["to_move"] == "green"
    assert new["tokens"] == doc["tokens"]
    ended = of_kind(events, "turn_ended")
    assert [e.seat for e in ended] == ["red"]
    assert ended[0].reason in ("passed", "no_move")


def test_1_4_pass_refused_when_a_move_exists():
    doc = pos("red", 2, FULL_TABLE)
    assert turns(doc) == ["K1r>r1"]
    assert refused(doc, "-").rule in ("1.4", "3.3")


# 3.1 the roll -------------------------------------------------------------------------------


def test_3_1_a_roll_is_a_chance_step_then_pips_are_set():
    game, state = state_of(pos("red", None, {"r1": "red", **GREEN_YELLOW_HOME}))
    assert tuple(game.chance_outcomes(state)) == (1, 2, 3, 4, 5, 6)
    rolled = game.apply(state, Roll(4)).state
    doc = game.to_document(rolled)
    assert (doc["to_move"], doc["roll"], doc["pips_left"]) == ("red", 4, 4)
    assert tuple(game.chance_outcomes(rolled)) == ()


@pytest.mark.parametrize("value", [0, 7])
def test_3_1_impossible_die_value_is_refused(value):
    game, state = state_of(pos("red", None, {"r1": "red", **GREEN_YELLOW_HOME}))
    with pytest.raises(IllegalMove):
        game.apply(state, Roll(value))


def test_3_1_no_second_roll_in_a_turn():
    game, state = state_of(pos("red", 3, {"r1": "red", **GREEN_YELLOW_HOME}))
    with pytest.raises(IllegalMove):
        game.apply(state, Roll(5))


# 3.2 forward only, each token once -----------------------------------------------------------


def test_3_2_tokens_never_move_backwards():
    doc = pos("red", 2, {"r5": "red", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["r5>r7"]
    assert refused(doc, "r5>r3").rule == "3.2"


def test_3_2_pips_are_split_over_tokens():
    doc = pos("red", 3, {"r1": "red", "r5": "red", **GREEN_YELLOW_HOME})
    assert turns(doc) == sorted(["r1>r4", "r5>r8", "r1>r2 r5>r7", "r5>r7 r1>r2", "r1>r3 r5>r6", "r5>r6 r1>r3"])


def test_3_2_a_token_moves_at_most_once_per_turn():
    doc = pos("red", 3, {"r1": "red", "r5": "red", **GREEN_YELLOW_HOME})
    assert refused(doc, "r1>r2 r2>r4").rule == "3.2"
    middle, events = play_sub(doc, "r1>r2")
    assert middle["to_move"] == "red"
    assert middle["pips_left"] == 2
    assert middle["moved"] == ["r2"]
    assert "turn_ended" not in kinds(events)
    assert first_moves(middle) == ["r5>r7"]


def test_3_2_moved_list_in_the_document_is_honoured():
    doc = pos("red", 3, {"r2": "red", "r5": "red", **GREEN_YELLOW_HOME}, pips_left=2, moved=["r2"])
    assert first_moves(doc) == ["r5>r7"]
    with pytest.raises(IllegalMove) as caught:
        play_sub(doc, "r2>r4")
    assert caught.value.rule in ("3.2", "3.3")


# 3.3 maximal use ------------------------------------------------------------------------------


def test_3_3_one_token_that_can_use_the_whole_roll_must():
    doc = pos("red", 4, {"r1": "red", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["r1>r5"]
    assert first_moves(doc) == ["r1>r5"]
    assert refused(doc, "r1>r3").rule == "3.3"


def test_3_3_partial_sub_move_refused_when_no_continuation_uses_the_rest():
    doc = pos("red", 4, {"r1": "red", **GREEN_YELLOW_HOME})
    with pytest.raises(IllegalMove) as caught:
        play_sub(doc, "r1>r3")
    assert caught.value.rule == "3.3"


def test_3_3_every_split_that_uses_all_pips_is_offered():
    doc = pos("red", 2, {"r1": "red", "r5": "red", **GREEN_YELLOW_HOME})
    assert turns(doc) == sorted(["r1>r3", "r5>r7", "r1>r2 r5>r6", "r5>r6 r1>r2"])


def test_3_3_when_no_turn_uses_all_pips_the_longest_is_required():
    # R2>R0 can use only 2 pips (R0 ends the path), r10>R9 only 1 (landing): 3 of 4.
    doc = pos("red", 4, {"R2": "red", "r10": "red", **GREEN_YELLOW_HOME, **WARRIORS_HOME})
    assert turns(doc) == ["R2>R0 r10>R9", "r10>R9 R2>R0"]
    assert first_moves(doc) == ["R2>R0", "r10>R9"]
    assert refused(doc, "r10>R9").rule == "3.3"
    assert refused(doc, "R2>R1 r10>R9").rule == "3.3"


# 3.4 end of turn ------------------------------------------------------------------------------


def test_3_4_turn_ends_when_no_sub_move_is_possible():
    doc = pos("red", 3, {"r10": "red", **GREEN_YELLOW_HOME, **WARRIORS_HOME})
    assert turns(doc) == ["r10>R9"]
    new, events = play(doc, "r10>R9")
    assert new["to_move"] == "green"
    assert [e.reason for e in of_kind(events, "turn_ended")] == ["no_move"]


def test_3_4_turn_ends_when_pips_are_spent():
    new, events = play(pos("red", 4, {"r1": "red", **GREEN_YELLOW_HOME}), "r1>r5")
    assert new["to_move"] == "green"
    assert new["tokens"]["r5"] == "red" and "r1" not in new["tokens"]
    assert [e.reason for e in of_kind(events, "turn_ended")] == ["pips_spent"]


# 3.5 one token per circle ---------------------------------------------------------------------


def test_3_5_may_not_end_on_own_token():
    doc = pos("red", 2, {"r1": "red", "r3": "red", **GREEN_YELLOW_HOME})
    assert turns(doc) == sorted(["r1>r2 r3>r4", "r3>r4 r1>r2", "r3>r5"])
    assert refused(doc, "r1>r3").rule == "3.5"


def test_3_5_may_pass_over_own_token():
    doc = pos("red", 3, {"r1": "red", "r3": "red", **GREEN_YELLOW_HOME})
    assert "r1>r4" in turns(doc)
    new = after_turn(doc, "r1>r4")
    assert new["tokens"]["r4"] == "red" and new["tokens"]["r3"] == "red"


def test_3_5_may_not_end_on_allied_token():
    doc = pos("red", 1, {"R6": "red", "R5": "green", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["-"]
    assert refused(doc, "R6>R5").rule == "3.5"


def test_3_5_may_pass_over_allied_token():
    doc = pos("red", 3, {"R6": "red", "R5": "green", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["R6>R3"]
    new = after_turn(doc, "R6>R3")
    assert new["tokens"]["R5"] == "green" and new["tokens"]["R3"] == "red"


def test_3_5_launch_table_stop_needs_a_free_circle():
    doc = pos("red", 1, {"K1r": "red", "L1": "green", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["K1r>L2", "K1r>L3"]
    assert refused(doc, "K1r>L1").rule == "3.5"


def test_3_5_passing_over_a_full_launch_table_is_allowed():
    doc = pos("red", 3, FULL_TABLE)
    assert turns(doc) == ["K1r>r2"]


# 3.6 mandatory stops -------------------------------------------------------------------------


def test_3_6_earth_token_stops_on_its_landing_circle():
    doc = pos("red", 4, {"r9": "red", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["r9>R9"]
    assert refused(doc, "r9>R7").rule == "3.6"


@pytest.mark.parametrize(
    ("seat", "roll", "tokens", "expected"),
    [
        ("green", 2, {"g10": "green", "K1r": "red", "K2r": "red", "K1y": "yellow"}, ["g10>R8"]),
        ("yellow", 5, {"y10": "yellow", "K1r": "red", "K2r": "red", "K1g": "green"}, ["y10>R7"]),
    ],
)
def test_3_6_each_colour_has_its_own_landing_circle(seat, roll, tokens, expected):
    assert turns(pos(seat, roll, tokens)) == expected


def test_3_6_other_colours_landing_circles_are_no_stop():
    doc = pos("red", 3, {"R9": "red", **GREEN_YELLOW_HOME})
    assert turns(doc) == ["R9>R6"]


def test_3_6_earth_path_ends_on_r0():
    doc = pos("red", 5, {"R2": "red", **GREEN_YELLOW_HOME, **WARRIORS_HOME})
    assert turns(doc) == ["R2>R0"]


def test_3_6_officer_stops_on_the_launch_pad():
    doc = pos("aliens", 5, {"D": "officer", **GREEN_YELLOW_HOME, **RED_HOME})
    assert moves_from(turns(doc), "D") == ["D>O1", "D>O2", "D>P"]
    assert refused(doc, "D>B2").rule in ("3.6", "6.3")


def test_3_6_officer_with_mine_stops_on_a():
    doc = pos("aliens", 6, {"B6": "officer", **GREEN_YELLOW_HOME, **RED_HOME}, officer_mine=True)
    assert moves_from(turns(doc), "B6") == ["B6>A", "B6>B7", "B6>B8"]
    assert refused(doc, "B6>E3").rule in ("3.6", "6.4")


def test_3_6_officer_stops_on_d_at_the_end_of_the_arc():
    doc = pos("aliens", 4, {"E7": "officer", **GREEN_YELLOW_HOME, **RED_HOME})
    assert moves_from(turns(doc), "E7") == ["E7>D", "E7>E8"]


def test_2_5_warrior_never_stops_on_d():
    doc = pos("aliens", 1, {"S1": "alien", "B1": "officer", **GREEN_YELLOW_HOME, **RED_HOME}, officer_mine=True)
    assert turns(doc) == ["B1>B2"]
    assert refused(doc, "S1>D").rule in ("2.5", "3.6")


def test_2_5_warrior_passes_over_d():
    doc = pos("aliens", 3, {"S2": "alien", "B1": "officer", **GREEN_YELLOW_HOME, **RED_HOME}, officer_mine=True)
    assert "S2>R0" in turns(doc)
    assert refused(doc, "S2>D B1>B2").rule in ("2.5", "3.6")


# 3.7 landing: skip the next turn ----------------------------------------------------------------


def test_3_7_landing_marks_the_seat_to_skip():
    doc = pos("red", 1, {"r10": "red", **GREEN_YELLOW_HOME, **WARRIORS_HOME})
    new, events = play(doc, "r10>R9")
    assert new["tokens"]["R9"] == "red"
    assert new["skip_next"] == ["red"]
    assert [(e.seat, e.at) for e in of_kind(events, "landed")] == [("red", "R9")]
    assert new["to_move"] == "green"


def test_3_7_no_skip_without_landing():
    new, events = play(pos("red", 2, {"r8": "red", "R4": "green", **GREEN_YELLOW_HOME}), "r8>r10")
    assert new["skip_next"] == []
    assert of_kind(events, "landed") == []


def test_3_7_landed_seat_skips_exactly_one_turn():
    tokens = {"R9": "red", "K4r": "red", "g1": "green", "y1": "yellow", "K4y": "yellow"}
    doc = pos("aliens", 1, tokens, skip_next=["red"])
    game, state = state_of(doc)
    transition = game.apply_turn(state, "D>O1")
    new = game.to_document(transition.state)
    assert new["to_move"] == "green"
    assert new["skip_next"] == []
    assert new["round"] == 2
    assert [(e.seat, e.reason) for e in of_kind(transition.events, "turn_skipped")] == [("red", "landed")]
    state = transition.state
    for seat in ("green", "yellow", "aliens"):
        assert game.current_seat(state) == seat
        state, _ = roll_and_play_first(game, state, 1)
    assert game.current_seat(state) == "red"
    assert game.to_document(state)["round"] == 3


# 3.8 launch table ---------------------------------------------------------------------------------


def test_3_8_stop_on_launch_table_counts_as_maximal():
    doc = pos("red", 3, {"K1r": "red", "r1": "red", **GREEN_YELLOW_HOME})
    expected = ["K1r>L1", "K1r>L2", "K1r>L3", "K1r>r2", "r1>r4", "r1>r2 K1r>r1"]
    expected += [f"r1>r{n} K1r>L{k}" for n in (2, 3) for k in (1, 2, 3)]
    assert turns(doc) == sorted(expected)


def test_3_8_stop_on_launch_table_ends_the_turn_at_once():
    doc = pos("red", 3, {"K1r": "red", "r1": "red", **GREEN_YELLOW_HOME})
    new, events = play_sub(doc, "K1r>L2")
    assert new["to_move"] == "green"
    assert new["roll"] is None
    assert new["tokens"]["L2"] == "red" and new["tokens"]["r1"] == "red"
    assert [e.reason for e in of_kind(events, "turn_ended")] == ["launch_table"]


def test_3_8_no_sub_move_after_a_launch_table_stop():
    doc = pos("red", 3, {"K1r": "red", "r1": "red", **GREEN_YELLOW_HOME})
    assert refused(doc, "K1r>L1 r1>r3").rule in ("3.8", "3.4")
    new = after_turn(doc, "r1>r2 K1r>L1")
    assert new["to_move"] == "green"
    assert new["tokens"]["L1"] == "red" and new["tokens"]["r2"] == "red"


def test_1_4_several_seats_without_tokens_are_all_skipped():
    doc = pos("red", 1, {"r1": "red", "K1r": "red", "K2r": "red", "K3r": "red", **WARRIORS_HOME})
    new, events = play(doc, "r1>r2")
    assert new["to_move"] == "aliens" and new["round"] == 1
    assert [(e.seat, e.reason) for e in of_kind(events, "turn_skipped")] == [
        ("green", "no_tokens"),
        ("yellow", "no_tokens"),
    ]


def test_3_5_warrior_may_not_end_on_own_warrior():
    tokens = {"R3": "alien", "R5": "alien", "S1": "alien", "B1": "officer", **GREEN_YELLOW_HOME}
    doc = pos("aliens", 2, tokens, officer_mine=True)
    assert "R3>R5" not in turns(doc)
    assert refused(doc, "R3>R5").rule == "3.5"


OTHERS = {
    "red": GREEN_YELLOW_HOME,
    "green": {**RED_HOME, "K1y": "yellow", "K2y": "yellow"},
    "yellow": {**RED_HOME, "K1g": "green", "K2g": "green"},
}


@pytest.mark.parametrize(("seat", "start", "lane"), [("red", "L2", "r"), ("green", "L1", "g"), ("yellow", "L3", "y")])
def test_2_2_launch_table_leads_onto_the_tokens_own_lane(seat, start, lane):
    assert turns(pos(seat, 2, {start: seat, **OTHERS[seat]})) == [f"{start}>{lane}2"]


CONSISTENCY_POSITIONS = [
    pos("red", 3, {"K1r": "red", "r1": "red", **GREEN_YELLOW_HOME}),
    pos("red", 4, {"R2": "red", "r10": "red", **GREEN_YELLOW_HOME, **WARRIORS_HOME}),
    pos("aliens", 3, {"S1": "alien", "R0": "alien", "S2": "alien", **GREEN_YELLOW_HOME, **RED_HOME}),
    pos("aliens", 5, {"R3": "alien", "R5": "red", "R6": "green", "R7": "green", "K1r": "red", "K1y": "yellow"}),
]


@pytest.mark.parametrize("doc", CONSISTENCY_POSITIONS)
def test_3_3_offered_sub_moves_are_exactly_the_first_steps_of_legal_turns(doc):
    legal = turns(doc)
    assert legal == sorted(set(legal))
    assert first_moves(doc) == sorted({turn.split()[0] for turn in legal})
    for turn in legal:
        play(doc, turn)


@pytest.mark.parametrize(
    ("seat", "roll", "tokens", "move", "path"),
    [
        ("aliens", 3, {"S2": "alien", "B1": "officer"}, "S2>R0", ("S1", "D", "R0")),
        ("aliens", 3, {"R14": "alien"}, "R14>R1", ("R15", "R0", "R1")),
        ("aliens", 3, {}, "D>P", ("O1", "O2", "P")),
        ("aliens", 3, {"B2": "officer"}, "B2>B4", ("B3", "r4", "B4")),
        ("aliens", 2, {"E7": "officer"}, "E7>D", ("E8", "D")),
        ("red", 3, {"r9": "red"}, "r9>R9", ("r10", "R9")),
        ("red", 3, {"R2": "red"}, "R2>R0", ("R1", "R0")),
    ],
)
def test_2_paths_follow_the_board(seat, roll, tokens, move, path):
    doc = pos(seat, roll, {**tokens, **GREEN_YELLOW_HOME}, officer_mine="B" in str(tokens))
    game, state = state_of(doc)
    offered = {m.to_notation(): m for m in game.legal_moves(state)}
    assert tuple(game.submove_path(state, offered[move])) == path


def test_illegal_move_gives_a_russian_reason_and_an_english_one():
    error = refused(pos("red", 4, {"r1": "red", **GREEN_YELLOW_HOME}), "r1>r3")
    assert any("а" <= ch <= "я" for ch in error.reason.lower())
    assert error.reason_en and error.reason_en.isascii()


def test_3_3_apply_turn_refuses_an_incomplete_turn():
    doc = pos("red", 3, {"r1": "red", "r5": "red", **GREEN_YELLOW_HOME})
    assert refused(doc, "r1>r2").rule == "3.3"


def test_3_6_a_held_landing_circle_cannot_be_passed():
    doc = pos("red", 3, {"r10": "red", "R9": "red", **GREEN_YELLOW_HOME, **WARRIORS_HOME})
    assert turns(doc) == ["R9>R6", "R9>R7 r10>R9"]
    with pytest.raises(IllegalMove):
        play(doc, "r10>R8 R9>R7")

"""The printed rules preset, `rules = "printed"` (decision 45): the options it sets, and rule 3.5 as
printed — a sub-move ending on an own or allied token is played, and both tokens leave the game."""

from __future__ import annotations

import pytest

from armageddon.variant import ArmageddonVariant
from tabletop.engine import IllegalMove
from tests.armageddon.positions import (
    GREEN_YELLOW_HOME,
    kinds,
    of_kind,
    play,
    play_sub,
    pos,
    state_of,
    turns,
)

PRINTED = {"rules": "printed"}


def test_printed_sets_the_literal_options():
    """5.3 literal capture (D19), no storm (D20), Earth loses only with three tokens (not D40, D42)."""
    v = ArmageddonVariant(rules="printed")
    assert (v.gk_capture, v.storm_tokens_per_colour, v.colour_lost_loses, v.colour_short_loses) == (
        "literal", 0, False, "never")
    assert ArmageddonVariant(rules="printed", gk_capture="standard").gk_capture == "literal"  # a form's default
    with pytest.raises(ValueError, match="printed"):
        ArmageddonVariant(rules="printed", storm_tokens_per_colour=3)


def test_printed_earth_ending_on_an_own_token_loses_both():
    """Red r1>r3 onto red r3: both red tokens leave the game; the pips are spent."""
    doc = pos("red", 2, {"r3": "red", "r1": "red", "K1r": "red", **GREEN_YELLOW_HOME}, variant=PRINTED)
    assert "r1>r3" not in {t.split()[0] for t in turns(doc)}  # never offered
    new, events = play_sub(doc, "r1>r3")
    (both,) = of_kind(events, "two_on_one_circle")
    assert (both.at, both.tokens) == ("r3", ("red", "red"))
    assert "r1" not in new["tokens"] and "r3" not in new["tokens"]
    assert list(new["tokens"].values()).count("red") == 1
    assert new["to_move"] == "green" and new["winner"] is None


def test_printed_ending_on_an_allied_token_with_pips_left_goes_on():
    """Red onto a green token with pips to spare: both leave, and red goes on with the rest."""
    doc = pos("red", 3, {"r1": "red", "R5": "red", "R3": "green", "K1r": "red", **GREEN_YELLOW_HOME},
              variant=PRINTED)
    new, events = play_sub(doc, "R5>R3")
    assert "R3" not in new["tokens"] and "R5" not in new["tokens"]
    assert new["to_move"] == "red" and new["pips_left"] == 1
    assert "two_on_one_circle" in kinds(events)


def test_printed_two_warriors_on_one_circle_both_leave():
    """R3>R4 onto a warrior: both warriors leave; the document keeps one warrior, which it accepts."""
    doc = pos("aliens", 1, {"R3": "alien", "R4": "alien", "K1r": "red", "K2r": "red", **GREEN_YELLOW_HOME},
              variant=PRINTED)
    new, _ = play_sub(doc, "R3>R4")
    assert list(new["tokens"].values()).count("alien") == 1
    game, state = state_of(new)
    assert game.to_document(state)["tokens"] == new["tokens"]


def test_printed_the_loss_can_end_the_game():
    """Down to three Earth tokens by the penalty: the aliens win (5.5, D21)."""
    doc = pos("red", 2, {"r3": "red", "r1": "red", "K1g": "green", "K1y": "yellow", "K2y": "yellow"},
              variant=PRINTED)
    new, events = play_sub(doc, "r1>r3")
    assert new["winner"] == "aliens" and of_kind(events, "victory")[0].winner == "aliens"


def test_standard_rules_refuse_the_same_move():
    """Without the preset the move is refused (D11)."""
    doc = pos("red", 2, {"r3": "red", "r1": "red", "K1r": "red", **GREEN_YELLOW_HOME})
    with pytest.raises(IllegalMove) as caught:
        play(doc, "r1>r3")
    assert caught.value.rule == "3.5"


def test_printed_other_refusals_stay_refusals():
    """Only 3.5 costs tokens: a move past a must-stop is still refused (3.6)."""
    doc = pos("red", 3, {"r10": "red", "K1r": "red", **GREEN_YELLOW_HOME}, variant=PRINTED)
    with pytest.raises(IllegalMove) as caught:
        play_sub(doc, "r10>R8")
    assert caught.value.rule == "3.6"


def test_no_computer_makes_the_printed_penalty_move_not_even_the_random_level():
    """D45: r1>r3 onto an own token is a legal first step a person may make, but it is not offered to a computer
    (`Game.offered_moves`), so the `random` level — which picks among the offered moves — never plays it."""
    from tabletop.ai.agents import make_agent
    from tabletop.registry import get_entry

    doc = pos("red", 2, {"r3": "red", "r1": "red", "K1r": "red", **GREEN_YELLOW_HOME}, variant=PRINTED)
    game = get_entry("armageddon").make_game(PRINTED)
    state = game.from_document(doc)
    legal = {move.to_notation() for move in game.legal_moves(state)}
    offered = {move.to_notation() for move in game.offered_moves(state)}
    penalties = {"r1>r3", "K1r>r1"}  # both end on an own token
    assert penalties <= legal and offered == legal - penalties
    picks = {make_agent("random", seed).choose(game, state).to_notation() for seed in range(60)}
    assert not picks & penalties and picks <= offered

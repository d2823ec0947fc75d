"""The printed rules (3.5, D45): a sub-move `apply` plays as the two-on-one penalty is a legal first step —
offered among the legal moves and never refused — and over random positions of both presets the refusal is
None exactly for the legal first steps, which `apply` plays, while every refused one `apply` refuses too."""

from __future__ import annotations

import random

import pytest

from armageddon.game import make_game
from armageddon.notation import SubMove
from armageddon.state import ALIEN, OFFICER
from tabletop.engine import IllegalMove
from tests.armageddon.positions import GREEN_YELLOW_HOME, pos, sample_positions, state_of

PRINTED = {"rules": "printed"}


def test_a_two_on_one_move_is_legal_and_not_refused_in_the_printed_rules():
    """Red r1>r3 onto red r3 with a 2: played as the penalty, so offered and not refused (no 3.5)."""
    doc = pos("red", 2, {"r3": "red", "r1": "red", "K1r": "red", **GREEN_YELLOW_HOME}, variant=PRINTED)
    game, state = state_of(doc)
    move = SubMove("r1", "r3")
    assert game.refusal(state, move) is None
    assert move in game.legal_moves(state)
    assert "two_on_one_circle" in {event.kind for event in game.apply(state, move).events}


def test_the_same_move_is_refused_by_rule_3_5_in_the_standard_rules():
    doc = pos("red", 2, {"r3": "red", "r1": "red", "K1r": "red", **GREEN_YELLOW_HOME})
    game, state = state_of(doc)
    move = SubMove("r1", "r3")
    refusal = game.refusal(state, move)
    assert refusal is not None and refusal.rule == "3.5"
    assert move not in game.legal_moves(state)
    with pytest.raises(IllegalMove):
        game.apply(state, move)


def _tried_moves(game, state, rng: random.Random) -> list[SubMove]:
    """Sub-moves from every token of the seat to act: along its path, plus a few circles anywhere."""
    t = game.topology
    mine = game.rules.seat_code[state.seat]
    moves = []
    for frm, code in enumerate(state.cells):
        if not code or (code != mine and not (mine == ALIEN and code == OFFICER)):
            continue
        path = [spot for spot in game.rules.ahead(code, frm) if 0 <= spot < len(t.ids)]
        extra = rng.sample(range(len(t.ids)), 4) + sorted(t.launch)[:2]
        moves += [SubMove(t.ids[frm], t.ids[to]) for to in dict.fromkeys(path + extra) if to != frm]
    return moves


@pytest.mark.parametrize("variant", [None, PRINTED], ids=["standard", "printed"])
def test_refusal_is_none_exactly_for_the_legal_first_steps(variant):
    game = make_game(variant)
    rng = random.Random(7)
    checked = penalties = 0
    for state in sample_positions(40, 11, variant):
        if not state.roll or game.rules.placing(state):
            continue
        legal = {move for move in game.legal_moves(state) if isinstance(move, SubMove)}
        tried = _tried_moves(game, state, rng)
        for move in dict.fromkeys([*tried, *legal]):
            refusal = game.refusal(state, move)
            assert (refusal is None) == (move in legal), (move, refusal)
            if refusal is None:
                game.apply(state, move)  # plays
                penalties += not any(step.to == game.topology.index[move.to] for step in game.rules.maximal(state))
            elif rng.random() < 0.2:
                with pytest.raises(IllegalMove):
                    game.apply(state, move)
            checked += 1
    assert checked > 200
    if variant == PRINTED:
        assert penalties > 0, "the sample holds two-on-one moves"


def test_the_computers_playouts_leave_the_penalty_out():
    """D45: no planned computer turn contains the move; the playouts do not pick it either."""
    from armageddon.ai_eval import make_hooks

    doc = pos("red", 2, {"r3": "red", "r1": "red", "K1r": "red", **GREEN_YELLOW_HOME}, variant=PRINTED)
    game, state = state_of(doc)
    moves = game.legal_moves(state)
    assert game.is_two_on_one(state, SubMove("r1", "r3")) and not game.is_two_on_one(state, SubMove("r1", "r2"))
    hooks = make_hooks(game)
    rng = random.Random(1)
    assert all(hooks.rollout_move(state, moves, rng) != SubMove("r1", "r3") for _ in range(200))
    assert "r1>r3" not in {turn.split()[0] for turn in game.legal_turns(state)}

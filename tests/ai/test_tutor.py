"""The tutor: a move that gives a plane away is called much worse; the best move is not; reviews sort."""

from __future__ import annotations

import json
from pathlib import Path

from tabletop.ai.tutor import Decision, judge, review
from tabletop.engine.match import Match
from tabletop.registry import get_entry

POSITION = Path(__file__).parent.parent / "data" / "airwar_tutor_hanging.json"


def _airwar():
    game = get_entry("airwar").make_game(None)
    return game, game.from_document(json.loads(POSITION.read_text(encoding="utf-8")))


def test_a_move_that_hangs_a_plane_is_much_worse_and_the_tutor_names_the_better_one():
    game, state = _airwar()
    verdict = judge(game, state, game.parse_move(state, "c12:UF1"), seed=1)
    assert verdict is not None and verdict.much_worse
    assert verdict.best[0] != verdict.chosen[0] and verdict.best[0] in game.legal_moves(state)
    assert judge(game, state, verdict.best[0], seed=1).loss == 0.0


def test_the_same_seed_gives_the_same_verdict():
    game, state = _airwar()
    move = game.legal_moves(state)[3]
    assert judge(game, state, move, seed=7) == judge(game, state, move, seed=7)


def test_no_verdict_without_a_choice_or_on_a_roll():
    game = get_entry("armageddon").make_game(None)
    state = game.initial_state()
    assert game.chance_outcomes(state)
    assert judge(game, state, None) is None


def test_an_armageddon_first_step_stands_for_its_best_whole_turn():
    game = get_entry("armageddon").make_game(None)
    match = Match(game, seed=3)
    match.roll(6)
    state = match.state
    for move in game.legal_moves(state)[:4]:
        verdict = judge(game, state, move, seed=2)
        assert verdict is not None and verdict.chosen[0] == move and verdict.loss >= 0.0


def test_the_review_lists_the_costliest_decisions_first():
    game, state = _airwar()
    moves = game.legal_moves(state)
    decisions = [Decision(index, state, "south-bombers", move) for index, move in enumerate(moves)]
    worst = review(game, decisions, most=2, seed=1)
    assert worst and len(worst) <= 2
    assert all(verdict.much_worse for _, verdict in worst)
    assert [verdict.loss for _, verdict in worst] == sorted((verdict.loss for _, verdict in worst), reverse=True)

"""One Air War game shared by several threads gives every thread a lone thread's legal moves."""

from __future__ import annotations

import random

from tabletop.engine import Roll
from tabletop.registry import get_entry
from tests.threads_support import ROUNDS, THREADS, wrong_answers_in_threads


def make_game():
    return get_entry("airwar").make_game(None)


def positions(count: int, seed: int) -> list:
    """Positions to move in, from random games."""
    game, rng, found = make_game(), random.Random(seed), []
    while len(found) < count:
        state = game.initial_state()
        while not game.is_terminal(state) and len(found) < count:
            outcomes = game.chance_outcomes(state)
            if outcomes:
                state = game.apply(state, Roll(rng.choice(outcomes))).state
                continue
            found.append(state)
            state = game.apply(state, rng.choice(game.legal_moves(state))).state
    return found


def answers(game, state) -> tuple:
    return tuple(move.to_notation() for move in game.legal_moves(state))


def test_threads_sharing_one_game_get_a_lone_threads_answers():
    sample = positions(150, seed=4)
    expected = [answers(make_game(), state) for state in sample]
    wrong = wrong_answers_in_threads(make_game(), sample, expected, answers)
    assert not wrong, f"{len(wrong)} wrong answers of {THREADS * ROUNDS * len(sample)}"

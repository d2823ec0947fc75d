"""One Armageddon game shared by several threads (the table, the computer seat, the hint) gives
every thread the same answers a lone thread gets: the rules keep their caches per thread."""

from __future__ import annotations

import pytest

from armageddon.game import make_game
from tests.armageddon.positions import sample_positions
from tests.threads_support import ROUNDS, THREADS, wrong_answers_in_threads


def answers(game, state) -> tuple:
    """What the table and the computer ask of a position: its sub-moves and its turn ends."""
    moves = tuple(move.to_notation() for move in game.legal_moves(state))
    ends = tuple(sorted(end.cells + bytes([end.seat]) for end, _ in game.rules.turn_ends(state)))
    return moves, ends


@pytest.fixture(scope="module")
def positions():
    return sample_positions(300, seed=11)


def test_threads_sharing_one_game_get_a_lone_threads_answers(positions):
    expected = [answers(make_game(), state) for state in positions]
    wrong = wrong_answers_in_threads(make_game(), positions, expected, answers)  # a game with cold caches
    assert not wrong, f"{len(wrong)} wrong answers of {THREADS * ROUNDS * len(positions)}"


def test_every_position_offers_a_move_or_a_pass(positions):
    """The sample is made of positions that wait for a move, so an empty list would be a wrong answer."""
    game = make_game()
    assert all(game.legal_moves(state) for state in positions)

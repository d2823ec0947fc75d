"""One Armageddon game shared by several threads (the table, the computer seat, the hint) gives
every thread the same answers a lone thread gets: the rules keep their caches per thread."""

from __future__ import annotations

import sys
import threading

import pytest
from armageddon_positions import sample_positions

from armageddon.game import make_game

THREADS = 4
ROUNDS = 3


def answers(game, state) -> tuple:
    """What the table and the computer ask of a position: its sub-moves, its turns, its turn ends."""
    moves = tuple(move.to_notation() for move in game.legal_moves(state))
    ends = tuple(sorted(end.cells + bytes([end.seat]) for end, _ in game.rules.turn_ends(state)))
    return moves, ends


@pytest.fixture(scope="module")
def positions():
    return sample_positions(300, seed=11)


@pytest.fixture
def fast_switching():
    """Threads switch as often as the interpreter allows, so that races show."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    yield
    sys.setswitchinterval(before)


def test_threads_sharing_one_game_get_a_lone_threads_answers(positions, fast_switching):
    expected = [answers(make_game(), state) for state in positions]
    shared = make_game()  # cold caches, shared by every thread below
    wrong: list[tuple[int, int]] = []
    errors: list[BaseException] = []
    together = threading.Barrier(THREADS)

    def work(number: int) -> None:
        try:
            for _ in range(ROUNDS):
                for i, state in enumerate(positions):
                    together.wait()  # every thread asks about the same position at the same moment
                    if answers(shared, state) != expected[i]:
                        wrong.append((number, i))
        except BaseException as error:  # a crash in a thread must fail the test, not vanish
            errors.append(error)
            together.abort()

    workers = [threading.Thread(target=work, args=(n,)) for n in range(THREADS)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    assert not errors, errors
    assert not wrong, f"{len(wrong)} wrong answers of {THREADS * ROUNDS * len(positions)}"


def test_every_position_offers_a_move_or_a_pass(positions):
    """The sample is made of positions that wait for a move, so an empty list would be a wrong answer."""
    game = make_game()
    assert all(game.legal_moves(state) for state in positions)

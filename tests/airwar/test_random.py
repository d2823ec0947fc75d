"""Random Air War games: the API stays consistent and the invariants hold after every ply.

Checked after every ply: no two planes on one point, plane counts never rise, a plane
still parked keeps its starting point and heading, the game ends (winner or draw).
A subset also applies every legal move through the validating `apply` and checks that
every other operation of an own plane is refused.
"""

from __future__ import annotations

import random

import pytest

from airwar.game import make_game
from airwar.notation import OP_NAMES, OPS_OF_KIND, Operation
from airwar.rules import square_names
from airwar.state import slot_kind
from tabletop.engine import IllegalMove, Roll

QUICK_GAMES = 2000
SLOW_GAMES = 20_000
QUICK_CAPS = {"quiet_plies_draw": 80, "max_plies_draw": 80}


def parked_start(state) -> frozenset[int]:
    """Packed values (point, heading, parked bit) of the planes parked at the start."""
    return frozenset(value for value in state.planes if value >= 0 and value & 1)


def check_invariants(state, before_count: int, parked: frozenset[int], full: bool) -> int:
    """Cheap per-ply checks (the slot-by-slot board cross-check only when `full`); returns the plane count."""
    planes, board = state.planes, state.board
    count = len(planes) - planes.count(-1)
    assert count <= before_count, "plane count rose"
    assert sum(state.losses) + count == 32, "a plane vanished without being counted as lost"
    assert len({value >> 3 for value in planes if value >= 0}) == count, "two planes on one point"
    assert len(board) - board.count(0) == count
    assert parked.issuperset([value for value in planes if value & 1 and value >= 0]), "a parked plane moved"
    if full:
        assert all(board[value >> 3] == slot + 1 for slot, value in enumerate(planes) if value >= 0)
    return count


def play_random(game, rng: random.Random, trusted: bool = True):
    """One random game with the invariant checks; returns the final state and its ply count."""
    state = game.initial_state()
    parked = parked_start(state)
    count = sum(1 for value in state.planes if value >= 0)
    limit = game.caps[1] + 200
    for ply in range(limit):
        if game.is_terminal(state):
            return state
        outcomes = game.chance_outcomes(state)
        if outcomes:
            state = game.apply(state, Roll(rng.choice(outcomes))).state
            continue
        moves = game.legal_moves(state)
        assert moves, "a live position without moves"
        move = moves[rng.randrange(len(moves))]
        state = (game.apply_trusted if trusted else game.apply)(state, move).state
        count = check_invariants(state, count, parked, full=ply % 16 == 0)
    raise AssertionError("the game did not end")


def test_4_quick_random_games_end_and_keep_invariants():
    """1.3/3.5/3.6/4.4: 2,000 random games (draw caps 80 plies, so the file stays quick) end and keep invariants."""
    game = make_game({"first": "lot", **QUICK_CAPS})
    rng = random.Random(2024)
    results = {"south": 0, "north": 0, None: 0}
    for _ in range(QUICK_GAMES):
        outcome = game.outcome(play_random(game, rng))
        assert outcome is not None
        results[outcome.winner] += 1
    assert sum(results.values()) == QUICK_GAMES


@pytest.mark.parametrize(
    "options",
    [
        {"first": "south"},
        {"players": 4, "first": "lot"},
        {"setup": "placement", "first": "north"},
        {"paper_rules": True, "first": "south"},
    ],
)
def test_4_standard_caps_random_games(options):
    """4.4: with the standard caps (150 quiet / 300 plies) random games end, in every variant."""
    game = make_game(options)
    rng = random.Random(5)
    for _ in range(12):
        state = play_random(game, rng, trusted=False)
        assert game.outcome(state).termination in {"hq", "losses", "quiet", "max_plies", "quiet_losses",
                                                   "max_plies_losses"}
        assert state.ply <= 300


def own_operations(game, state) -> list[Operation]:
    """Every syntactically possible operation of every plane of the side to move."""
    names = square_names()
    found = []
    for slot in range(state.to_move * 16, state.to_move * 16 + 16):
        value = state.planes[slot]
        if value >= 0:
            found += [Operation(names[value >> 3], OP_NAMES[op]) for op in OPS_OF_KIND[slot_kind(slot)]]
    return found


@pytest.mark.parametrize("options", [{"first": "south"}, {"first": "north", "quiet_plies_draw": 60}])
def test_4_every_legal_move_applies_and_every_other_is_refused(options):
    """3: every move of legal_moves passes `apply`; every other operation of an own plane is refused."""
    game = make_game(options)
    rng = random.Random(99)
    for _ in range(2):
        state = game.initial_state()
        while not game.is_terminal(state):
            legal = list(game.legal_moves(state))
            for move in legal:
                trusted = game.apply_trusted(state, move)
                assert game.apply(state, move) == trusted
            for move in set(own_operations(game, state)) - set(legal):
                with pytest.raises(IllegalMove):
                    game.apply(state, move)
            state = game.apply(state, legal[rng.randrange(len(legal))]).state


@pytest.mark.slow
def test_4_slow_random_games_standard_caps():
    """4.4: 20,000 random games with the standard draw caps end and keep every invariant."""
    game = make_game({"first": "lot"})
    rng = random.Random(20_000)
    for _ in range(SLOW_GAMES):
        assert game.outcome(play_random(game, rng)) is not None

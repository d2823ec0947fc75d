"""Random games and enumeration checks (OpenSpiel-style random_sim_test) for the Armageddon engine."""

from __future__ import annotations

import random

import pytest

from armageddon.game import make_game
from armageddon.notation import Pass
from armageddon.rules import earth_count
from armageddon.state import ALIEN, OFFICER
from tabletop.engine import Roll
from tests.armageddon.walk_reference import reference_movement


@pytest.fixture(scope="module")
def game():
    """The standard game."""
    return make_game()


def _check_invariants(game, before, after):
    """Cheap invariants after every sub-move (one token per circle is structural: one code per node)."""
    cells = after.cells
    assert len(cells) == len(before.cells)
    assert earth_count(cells) <= earth_count(before.cells), "Earth gained tokens"
    assert cells.count(ALIEN) == game.variant.warriors and cells.count(OFFICER) == 1, "alien count changed"
    assert after.depot + after.mine + sum(after.trophies) + after.spent == game.variant.mines
    for comp in range(4):
        if after.destroyed >> comp & 1:
            assert not any(cells[game.topology.homes[c][comp]] for c in range(3)), "token in a destroyed compartment"


def play_random_games(game, count, seed, validate_every=0):
    """Play `count` random games sub-move by sub-move; return the endings seen."""
    rng = random.Random(seed)
    endings = {}
    for number in range(count):
        state = game.initial_state()
        while state.winner is None:
            if state.roll == 0:
                assert game.chance_outcomes(state) == (1, 2, 3, 4, 5, 6)
                state = game.apply_trusted(state, Roll(rng.randint(1, 6))).state
                continue
            moves = game.legal_moves(state)
            assert moves, "no legal move offered in a live position"
            if validate_every and number % validate_every == 0:
                for move in moves:
                    game.apply(state, move)
            new = game.apply_trusted(state, rng.choice(moves)).state
            _check_invariants(game, state, new)
            state = new
        assert state.round <= game.variant.round_cap
        endings[state.termination] = endings.get(state.termination, 0) + 1
    return endings


def test_random_games(game):
    """1-6: 2,000 random games keep every invariant and all end with a winner or the draw cap."""
    endings = play_random_games(game, 2000, seed=11, validate_every=40)
    assert sum(endings.values()) == 2000
    assert set(endings) <= {"gk_captured", "earth_reduced", "round_cap"}


@pytest.mark.slow
def test_random_games_long(game):
    """1-6: 20,000 random games (run with --runslow)."""
    endings = play_random_games(game, 20000, seed=12, validate_every=50)
    assert sum(endings.values()) == 20000


def test_random_games_short_cap():
    """5.6: with a tiny round cap every random game ends by the cap or earlier."""
    game = make_game({"round_cap": 3})
    endings = play_random_games(game, 50, seed=5)
    assert endings.get("round_cap", 0) > 0


def _children(game, state):
    """Every legal sub-move of the seat to act, by the reference walks of `moves.py`."""
    if state.winner is not None or state.pips <= 0:
        return []
    walk = reference_movement(game)
    return [step for spot in game.rules.own_tokens(state) for step in walk.walk(state, spot)]


def _sequences(game, state):
    """Brute force: every sequence of sub-moves until the turn cannot go on, with pips used."""
    out = []
    for step in _children(game, state):
        done = step.ends is not None or step.child.pips == 0 or not _children(game, step.child)
        if done:
            used = state.pips if step.ends else step.k
            out.append(((step,), used))
        else:
            for rest, used in _sequences(game, step.child):
                out.append(((step, *rest), step.k + used))
    return out


def _random_positions(game, count, seed):
    rng = random.Random(seed)
    state = game.initial_state()
    found = []
    while len(found) < count:
        if state.winner:
            state = game.initial_state()
        rolled = game.apply(state, Roll(rng.randint(1, 6))).state
        if rng.random() < 0.3:
            found.append(rolled)
        state = game.random_turn(state, rng)
    return found


def test_maximal_use_against_brute_force(game):
    """3.3: legal_moves are exactly the first sub-moves of the sequences using the most pips."""
    ids = game.topology.ids
    for state in _random_positions(game, 400, seed=21):
        seqs = _sequences(game, state)
        moves = game.legal_moves(state)
        if not seqs:
            assert moves == [Pass()] and game.legal_turns(state) == ["-"]
            continue
        top = max(used for _, used in seqs)
        best = [seq for seq, used in seqs if used == top]
        first = {f"{ids[seq[0].frm]}>{ids[seq[0].to]}" for seq in best}
        assert {m.to_notation() for m in moves} == first
        texts = {" ".join(f"{ids[s.frm]}>{ids[s.to]}" for s in seq) for seq in best}
        assert set(game.legal_turns(state)) == texts


def test_every_listed_turn_applies(game):
    """3.3/8: every turn listed by legal_turns applies with apply_turn and ends the turn."""
    for number, state in enumerate(_random_positions(game, 150, seed=22)):
        turns = game.legal_turns(state)
        assert turns == sorted(set(turns))
        for text in turns if number < 60 else turns[:: max(1, len(turns) // 10)]:
            after = game.apply_turn(state, text).state
            assert after.roll == 0 or after.winner is not None
        first = {t.split()[0] for t in turns}
        assert first == {m.to_notation() for m in game.legal_moves(state)}


def test_search_walk_agrees_with_the_reference_walks(game):
    """3.2: the movement search's one-token walk (behind the refusals) ends where the reference walk ends."""
    rules = game.rules
    checked = 0
    for state in _random_positions(game, 300, seed=23):
        for spot in rules.own_tokens(state):
            endings, _stop = rules.tables.walk_one(state, spot, 0)
            want = [(step.to, step.k) for step in reference_movement(game).walk(state, spot) if not step.spared]
            assert endings == want, (game.to_document(state), spot)
            checked += 1
    assert checked > 500

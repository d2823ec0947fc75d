"""Replay determinism: any sequence of choices replays from seed + history to the identical state."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from tabletop.engine import Match
from tabletop.engine.saves import make_save, restore_match
from tabletop.engine.seats import Player
from tests.dicegame import RaceGame


def drive(match: Match, choices: list[int], undos: list[bool]) -> None:
    """Play choices (indexes into legal moves), sometimes undoing and redoing."""
    for choice, undo in zip(choices, undos):
        if match.game.is_terminal(match.state):
            return
        if match.needs_roll():
            match.roll()
            continue
        moves = match.game.legal_moves(match.state)
        match.play(moves[choice % len(moves)])
        if undo and match.undo():
            match.redo()


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 5), max_size=60),
       undos=st.lists(st.booleans(), min_size=60, max_size=60))
def test_replay_reaches_the_identical_state(seed, choices, undos):
    game = RaceGame()
    match = Match(game, seed)
    drive(match, choices, undos)
    copy = Match.replay(RaceGame(), seed, match.history())
    assert copy.state == match.state
    assert copy.history() == match.history()
    assert copy.rng.getstate() == match.rng.getstate()


@settings(max_examples=50, deadline=None)
@given(seed=st.integers(0, 2**32), choices=st.lists(st.integers(0, 5), max_size=40))
def test_save_and_restore_continue_with_the_same_dice(seed, choices):
    game = RaceGame()
    match = Match(game, seed)
    drive(match, choices, [False] * len(choices))
    save = make_save("race", match, {}, {"a": Player(name="a"), "b": Player(name="b")})
    restored = restore_match(save, RaceGame())
    for _ in range(10):
        if match.game.is_terminal(match.state):
            break
        if match.needs_roll():
            assert match.roll() == restored.roll()
        else:
            match.play(game.legal_moves(match.state)[0])
            restored.play(game.legal_moves(restored.state)[0])
    assert restored.state == match.state

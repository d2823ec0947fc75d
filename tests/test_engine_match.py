"""The Match: rolls from a seeded generator, history, undo/redo policy and exact replay."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalMove, Match, Roll, UndoPolicy
from tests.dicegame import Advance, RaceGame, RaceState


def play_out(match: Match, choose=lambda moves: moves[0]) -> None:
    """Play a race to the end, always taking the first legal move."""
    while not match.game.is_terminal(match.state):
        if match.needs_roll():
            match.roll()
        else:
            match.play(choose(match.game.legal_moves(match.state)))


def test_rolls_come_from_the_seed_and_are_recorded():
    first, second = Match(RaceGame(), seed=7), Match(RaceGame(), seed=7)
    play_out(first)
    play_out(second)
    assert first.history() == second.history()
    assert any(step.startswith("roll ") for step in first.history())


def test_different_seeds_give_different_dice():
    histories = set()
    for seed in range(5):
        match = Match(RaceGame(), seed=seed)
        play_out(match)
        histories.add(tuple(match.history()))
    assert len(histories) > 1


def test_apply_is_pure_the_old_state_stays_valid():
    game = RaceGame()
    state = RaceState((3, 4), 0, 6)
    new = game.apply(state, Advance("go")).state
    assert state == RaceState((3, 4), 0, 6)
    assert new.positions == (9, 4)


def test_fixed_roll_is_applied_and_still_draws_once():
    match = Match(RaceGame(), seed=1)
    match.roll(4)
    assert match.state.roll == 4
    assert match.rolls_drawn() == 1
    with pytest.raises(IllegalMove):
        match.roll(3)


def test_roll_out_of_range_is_refused():
    match = Match(RaceGame(), seed=1)
    with pytest.raises(IllegalMove):
        match.roll(9)
    assert match.history() == []


def test_illegal_move_changes_nothing():
    match = Match(RaceGame(), seed=1)
    match.roll(3)
    with pytest.raises(IllegalMove) as refused:
        match.play(Advance("half"))
    assert refused.value.rule == "2"
    assert refused.value.reason
    assert match.history() == ["roll 3"]


def test_undo_takes_back_a_move_but_never_a_roll():
    match = Match(RaceGame(), seed=1)
    match.roll(4)
    match.play(Advance("half"))
    assert match.can_undo()
    assert match.undo()
    assert match.state == RaceState((0, 0), 0, 4)
    assert not match.can_undo()
    assert not match.undo()
    assert match.history() == ["roll 4"]


def test_undo_is_refused_once_the_next_roll_is_seen():
    match = Match(RaceGame(), seed=1)
    match.roll(4)
    match.play(Advance("go"))
    match.roll(2)
    assert not match.undo()
    assert match.history() == ["roll 4", "go", "roll 2"]


def test_turn_only_policy_forbids_undoing_another_seats_move():
    class NoDice(RaceGame):
        """The race with the roll pre-set so no roll separates the turns."""

        undo_policy = UndoPolicy(turn_only=True)

        def chance_outcomes(self, state):
            return ()

        def legal_moves(self, state):
            return [Advance("go")]

        def apply(self, state, move):
            return super().apply(RaceState(state.positions, state.to_move, 1), move)

    match = Match(NoDice(), seed=0)
    match.play(Advance("go"))
    assert match.game.current_seat(match.state) == "b"
    assert not match.can_undo()
    free = NoDice()
    free.undo_policy = UndoPolicy(turn_only=False)
    match = Match(free, seed=0)
    match.play(Advance("go"))
    assert match.can_undo()


def test_redo_replays_the_undone_move_and_a_new_move_clears_it():
    match = Match(RaceGame(), seed=1)
    match.roll(4)
    match.play(Advance("go"))
    after = match.state
    match.undo()
    assert match.can_redo()
    match.redo()
    assert match.state == after
    match.undo()
    match.play(Advance("half"))
    assert not match.can_redo()


def test_replay_rebuilds_the_identical_state_and_future_dice():
    original = Match(RaceGame(), seed=11)
    for _ in range(6):
        if original.needs_roll():
            original.roll()
        else:
            original.play(original.game.legal_moves(original.state)[-1])
    copy = Match.replay(RaceGame(), 11, original.history())
    assert copy.state == original.state
    play_out(original)
    play_out(copy)
    assert copy.history() == original.history()


def test_replay_names_the_bad_step():
    with pytest.raises(IllegalMove) as refused:
        Match.replay(RaceGame(), 0, ["roll 3", "half"])
    assert "2" in refused.value.reason and "half" in refused.value.reason


def test_play_notation_reads_rolls_and_moves():
    match = Match(RaceGame(), seed=0)
    match.play_notation("roll 6")
    match.play_notation("half")
    assert match.state.positions == (3, 0)
    with pytest.raises(IllegalMove):
        match.play_notation("roll six")


def test_roll_step_carries_a_rolled_event():
    match = Match(RaceGame(), seed=0)
    transition = match.roll(5)
    assert [event.kind for event in transition.events] == ["rolled"]
    assert transition.events[0].value == 5
    assert isinstance(match.steps[0].action, Roll)

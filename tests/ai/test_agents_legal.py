"""Every level returns a legal move, on many positions of the test dice game and both real games."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.ai.agents import SearchAgent, make_agent
from tabletop.ai.hooks import hooks_for
from tabletop.ai.levels import LEVELS, level_spec
from tabletop.registry import get_entry
from tests.ai.helpers import random_positions
from tests.dicegame import RaceGame

LIGHT_WORK = {"random": 1, "easy": 60, "normal": 40, "hard": 60}


def light_agent(game, level: str, seed: int):
    """The level's own algorithm and tuning with a small fixed budget, so the test stays quick."""
    if level == "random":
        return make_agent("random", seed)
    spec = level_spec(level, hooks_for(game).levels())
    return SearchAgent(level, seed, fixed=True, spec=dataclasses.replace(spec, work=LIGHT_WORK[level]))


def assert_legal_choices(game, positions, level: str) -> None:
    for index, state in enumerate(positions):
        move = light_agent(game, level, index).choose(game, state)
        assert move in list(game.legal_moves(state)), (level, index, move)
        game.apply(state, move)  # the validating path accepts it too


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_moves_legally_in_the_dice_race(level):
    game = RaceGame()
    assert_legal_choices(game, random_positions(game, 40), level)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_moves_legally_in_air_war(level):
    game = get_entry("airwar").make_game(None)
    assert_legal_choices(game, random_positions(game, 12, seed=2, keep=0.05), level)


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_moves_legally_in_armageddon(level):
    game = get_entry("armageddon").make_game(None)
    assert_legal_choices(game, random_positions(game, 12, seed=3, keep=0.1), level)


def test_a_whole_turn_plan_is_played_sub_move_by_sub_move():
    """Armageddon: the agent's later sub-moves of its planned turn are legal where they are played."""
    game = get_entry("armageddon").make_game(None)
    agent = light_agent(game, "normal", 5)
    for state in random_positions(game, 8, seed=4, keep=0.1):
        seat = game.current_seat(state)
        while not game.is_terminal(state) and not game.chance_outcomes(state) and game.current_seat(state) == seat:
            move = agent.choose(game, state)
            state = game.apply(state, move).state


def test_unknown_level_is_refused():
    with pytest.raises(ValueError, match="unknown AI level"):
        make_agent("grandmaster")

"""Fixed work budgets make agents and simulations reproducible from their seeds."""

from __future__ import annotations

import dataclasses

from tabletop.ai.agents import SearchAgent, make_agent
from tabletop.ai.budget import Budget, Meter, level_budget
from tabletop.ai.hooks import hooks_for
from tabletop.ai.levels import level_spec
from tabletop.engine.seats import Player
from tabletop.registry import get_entry
from tabletop.simulate import SimulationRequest, run_simulation
from tests.ai.helpers import random_positions


def choices(game, level: str, seed: int, positions, work: int):
    spec = dataclasses.replace(level_spec(level, hooks_for(game).levels()), work=work)
    agent = SearchAgent(level, seed, fixed=True, spec=spec)
    return [agent.choose(game, state) for state in positions]


def test_same_seed_same_moves_in_both_games():
    for name, level in (("airwar", "normal"), ("armageddon", "easy"), ("armageddon", "normal")):
        game = get_entry(name).make_game(None)
        positions = random_positions(game, 6, seed=9, keep=0.1)
        assert choices(game, level, 4, positions, 80) == choices(game, level, 4, positions, 80)


def test_easy_noise_depends_on_the_seed():
    game = get_entry("airwar").make_game(None)
    positions = random_positions(game, 12, seed=9, keep=0.1)
    runs = {tuple(m.to_notation() for m in choices(game, "easy", seed, positions, 150)) for seed in range(4)}
    assert len(runs) > 1


def test_simulation_repeats_exactly(race_entry):
    seats = {"a": Player(name="A", kind="ai", level="easy"), "b": Player(name="B", kind="ai", level="random")}
    request = SimulationRequest("race", 4, seats, seed=3)
    first, second = run_simulation(request), run_simulation(request)
    first.pop("seconds"), second.pop("seconds")
    assert first == second
    assert sum(first["wins"].values()) + first["draws"] == 4


def test_budget_kinds():
    assert level_budget(1.0, 500, None, fixed=True) == Budget(work=500)
    assert level_budget(1.0, 500, 0.3, fixed=True) == Budget(seconds=0.3)
    assert level_budget(1.0, 500, None, fixed=False) == Budget(seconds=1.0, work=500)
    meter = Meter(Budget(work=3))
    meter.tick(2)
    assert not meter.spent()
    meter.tick()
    assert meter.spent()
    assert Budget(work=3).deterministic and not Budget(seconds=1.0).deterministic


def test_movetime_gives_a_wall_clock_agent():
    agent = make_agent("normal", 1, movetime=0.05)
    game = get_entry("airwar").make_game({"first": "south"})
    move = agent.choose(game, game.initial_state())
    assert move in game.legal_moves(game.initial_state())

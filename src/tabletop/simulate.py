"""AI-against-AI matches for `tabletop simulate`: reproducible from a seed, optionally in parallel."""

from __future__ import annotations

import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

from tabletop.ai.agents import Agent, make_agent
from tabletop.engine.match import Match
from tabletop.engine.seats import Player
from tabletop.registry import get_entry


@dataclass(frozen=True)
class SimulationRequest:
    """What to simulate: the game, how many games, who sits where, the seed and parallelism."""

    game: str
    games: int
    seats: dict[str, Player]
    seed: int = 0
    jobs: int = 1
    movetime: float | None = None


@dataclass(frozen=True)
class GameResult:
    """The result of one simulated game."""

    winner: str | None
    plies: int


def play_one(game_name: str, seats: dict[str, Player], seed: int, movetime: float | None) -> GameResult:
    """Play one complete AI game; the seed fixes the dice and the agents.

    Without `movetime` every agent thinks for its level's fixed amount of work, so the
    same seed gives the same games; with it, agents use wall-clock budgets.
    """
    game = get_entry(game_name).make_game(None)
    fixed = movetime is None
    agents: dict[str, Agent] = {
        seat: make_agent(player.level or "random", seed * 1009 + index, movetime, fixed=fixed)
        for index, (seat, player) in enumerate(sorted(seats.items()))
    }
    match: Match[Any] = Match(game, seed)
    plies = 0
    while not game.is_terminal(match.state):
        if match.needs_roll():
            match.roll()
            continue
        seat = game.current_seat(match.state)
        match.play(agents[seat].choose(game, match.state))
        plies += 1
    outcome = game.outcome(match.state)
    return GameResult(outcome.winner if outcome else None, plies)


def _play_indexed(args: tuple[str, dict[str, Player], int, float | None]) -> GameResult:
    return play_one(*args)


def run_simulation(request: SimulationRequest) -> dict[str, Any]:
    """Play every game and summarise: wins per side, draws, lengths, seconds, seats."""
    started = time.perf_counter()
    jobs = [(request.game, request.seats, request.seed + index, request.movetime) for index in range(request.games)]
    if request.jobs > 1:
        with ProcessPoolExecutor(max_workers=request.jobs) as pool:
            results = list(pool.map(_play_indexed, jobs))
    else:
        results = [_play_indexed(job) for job in jobs]
    game = get_entry(request.game).make_game(None)
    wins = {side: 0 for side in game.sides}
    for result in results:
        if result.winner is not None:
            wins[result.winner] = wins.get(result.winner, 0) + 1
    lengths = [result.plies for result in results]
    return {
        "game": request.game,
        "games": request.games,
        "wins": wins,
        "draws": sum(1 for result in results if result.winner is None),
        "mean_plies": round(sum(lengths) / len(lengths), 2),
        "max_plies": max(lengths),
        "seconds": round(time.perf_counter() - started, 3),
        "seats": {seat: player.label() for seat, player in request.seats.items()},
    }

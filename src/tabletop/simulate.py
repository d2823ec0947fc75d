"""AI-against-AI matches for `tabletop simulate`: reproducible from a seed, optionally in parallel."""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
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
    variant: Mapping[str, Any] | None = None  # variant options (None: the standard game)
    per_game: Path | None = None  # write one JSON line per game here


@dataclass(frozen=True)
class GameResult:
    """The result of one simulated game; `rounds` and `termination` when the state has them."""

    winner: str | None
    plies: int
    seed: int = 0
    rounds: int | None = None
    termination: str | None = None

    def to_json(self) -> dict[str, Any]:
        """The per-game JSON line: seed, winner, plies, and rounds/termination when known."""
        data: dict[str, Any] = {"seed": self.seed, "winner": self.winner, "plies": self.plies}
        if self.rounds is not None:
            data["rounds"] = self.rounds
        if self.termination is not None:
            data["termination"] = self.termination
        return data


def play_one(game_name: str, seats: dict[str, Player], seed: int, movetime: float | None,
             variant: Mapping[str, Any] | None = None) -> GameResult:
    """Play one complete AI game; the seed fixes the dice and the agents.

    Without `movetime` every agent thinks for its level's fixed amount of work, so the
    same seed gives the same games; with it, agents use wall-clock budgets.
    """
    game = get_entry(game_name).make_game(variant)
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
    rounds = getattr(match.state, "round", None)
    termination = getattr(match.state, "termination", None)
    return GameResult(outcome.winner if outcome else None, plies, seed,
                      rounds if isinstance(rounds, int) else None,
                      termination if isinstance(termination, str) else None)


def _play_indexed(args: tuple[str, dict[str, Player], int, float | None, Mapping[str, Any] | None]) -> GameResult:
    return play_one(*args)


def _write_per_game(path: Path, results: list[GameResult]) -> None:
    """One JSON line per game, in seed order."""
    with path.open("w", encoding="utf-8") as out:
        for result in results:
            out.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")


def run_simulation(request: SimulationRequest) -> dict[str, Any]:
    """Play every game and summarise: wins per side, draws, lengths, seconds, seats."""
    started = time.perf_counter()
    variant = dict(request.variant) if request.variant is not None else None
    jobs = [(request.game, request.seats, request.seed + index, request.movetime, variant)
            for index in range(request.games)]
    if request.jobs > 1:
        with ProcessPoolExecutor(max_workers=request.jobs) as pool:
            results = list(pool.map(_play_indexed, jobs))
    else:
        results = [_play_indexed(job) for job in jobs]
    if request.per_game is not None:
        _write_per_game(request.per_game, results)
    game = get_entry(request.game).make_game(variant)
    wins = {side: 0 for side in game.sides}
    for result in results:
        if result.winner is not None:
            wins[result.winner] = wins.get(result.winner, 0) + 1
    lengths = [result.plies for result in results]
    summary: dict[str, Any] = {
        "game": request.game,
        "games": request.games,
        "wins": wins,
        "draws": sum(1 for result in results if result.winner is None),
        "mean_plies": round(sum(lengths) / len(lengths), 2),
        "max_plies": max(lengths),
        "seconds": round(time.perf_counter() - started, 3),
        "seats": {seat: player.label() for seat, player in request.seats.items()},
    }
    if variant is not None:
        summary["variant"] = variant
    return summary

"""AI-against-AI matches for `tabletop simulate`: reproducible from a seed, optionally in parallel."""

from __future__ import annotations

import json
import time
from collections import deque
from collections.abc import Iterator, Mapping
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import IO, Any

from tabletop.ai.agents import Agent, make_agent
from tabletop.engine.match import Match
from tabletop.engine.seats import Player
from tabletop.registry import get_entry

AHEAD_PER_WORKER = 4  # games queued per worker process: enough to keep it busy, never the whole run


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
        assert seat is not None, "a game that is not over has a seat to act"
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


class SimulationError(ValueError):
    """The simulation cannot start (e.g. the --per-game file cannot be written)."""


@dataclass
class Tally:
    """The running summary of played games (no game is kept in memory)."""

    wins: dict[str, int]
    games: int = 0
    draws: int = 0
    total_plies: int = 0
    max_plies: int = 0

    def add(self, result: GameResult) -> None:
        """Count one finished game."""
        self.games += 1
        if result.winner is None:
            self.draws += 1
        else:
            self.wins[result.winner] = self.wins.get(result.winner, 0) + 1
        self.total_plies += result.plies
        self.max_plies = max(self.max_plies, result.plies)


def open_per_game(path: Path | None) -> IO[str] | None:
    """Open the --per-game file before any game is played; a bad path is a SimulationError."""
    if path is None:
        return None
    try:
        return path.open("w", encoding="utf-8")
    except OSError as error:
        raise SimulationError(f"--per-game {path}: cannot write: {error.strerror or error}") from None


def stream_results(request: SimulationRequest, variant: Mapping[str, Any] | None) -> Iterator[GameResult]:
    """Each game's result in seed order, played as they are needed (a few ahead per worker)."""
    jobs = ((request.game, request.seats, request.seed + index, request.movetime, variant)
            for index in range(request.games))
    if request.jobs <= 1:
        yield from map(_play_indexed, jobs)
        return
    workers = min(request.jobs, request.games)
    with ProcessPoolExecutor(max_workers=workers) as pool:
        pending: deque[Future[GameResult]] = deque()
        for job in jobs:
            pending.append(pool.submit(_play_indexed, job))
            if len(pending) >= AHEAD_PER_WORKER * workers:
                yield pending.popleft().result()
        while pending:
            yield pending.popleft().result()


def run_simulation(request: SimulationRequest) -> dict[str, Any]:
    """Play every game and summarise: wins per side, draws, lengths, seconds, seats."""
    started = time.perf_counter()
    variant = dict(request.variant) if request.variant is not None else None
    game = get_entry(request.game).make_game(variant)
    tally = Tally({side: 0 for side in game.sides})
    out = open_per_game(request.per_game)
    try:
        for result in stream_results(request, variant):
            tally.add(result)
            if out is not None:
                out.write(json.dumps(result.to_json(), ensure_ascii=False) + "\n")
    finally:
        if out is not None:
            out.close()
    summary: dict[str, Any] = {
        "game": request.game,
        "games": request.games,
        "wins": tally.wins,
        "draws": tally.draws,
        "mean_plies": round(tally.total_plies / max(1, tally.games), 2),
        "max_plies": tally.max_plies,
        "seconds": round(time.perf_counter() - started, 3),
        "seats": {seat: player.label() for seat, player in request.seats.items()},
    }
    if variant is not None:
        summary["variant"] = variant
    return summary

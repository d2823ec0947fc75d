"""AI speed figures for `tabletop bench`: median seconds per move of a level on a few positions.

The positions come from a seeded game between `easy` players; each level thinks with its
fixed work budget (the one `tabletop simulate` uses), so the figure shows how that budget
translates into time on this machine (the window additionally caps it at the level's seconds).
"""

from __future__ import annotations

import random
import statistics
import time
from typing import Any

from tabletop.ai.agents import SearchAgent, make_agent
from tabletop.engine.match import Match
from tabletop.engine.protocol import Game
from tabletop.registry import get_entry

BENCH_GAMES = ("armageddon", "airwar")
BENCH_LEVELS = ("normal", "hard")


def sample_positions(game: Game[Any, Any], count: int, seed: int = 7) -> list[Any]:
    """`count` decision positions with a real choice, spread over a seeded game of `easy` players."""
    rng = random.Random(seed)
    agents = {seat: make_agent("easy", seed + index, fixed=True) for index, seat in enumerate(game.seats)}
    match: Match[Any] = Match(game, seed)
    found: list[Any] = []
    while len(found) < count:
        if game.is_terminal(match.state):
            match = Match(game, rng.randrange(1 << 30))
        if match.needs_roll():
            match.roll()
            continue
        if len(game.legal_moves(match.state)) > 1 and rng.random() < 0.2:
            found.append(match.state)
        seat = game.current_seat(match.state)
        assert seat is not None, "a game that is not over has a seat to act"
        match.play(agents[seat].choose(game, match.state))
    return found


def move_seconds(game: Game[Any, Any], level: str, positions: list[Any]) -> float:
    """Median seconds a fresh agent of `level` needs to choose a move in each position."""
    times = []
    for index, state in enumerate(positions):
        agent = SearchAgent(level, seed=index, fixed=True)
        started = time.perf_counter()
        agent.choose(game, state)
        times.append(time.perf_counter() - started)
    return statistics.median(times)


def ai_benches(quick: bool = False) -> dict[str, float]:
    """`ai.<game>.<level>.move_s_median` for both games at `normal` and `hard`."""
    figures: dict[str, float] = {}
    for name in BENCH_GAMES:
        game = get_entry(name).make_game(None)
        positions = sample_positions(game, 3 if quick else 9)
        for level in BENCH_LEVELS:
            figures[f"ai.{name}.{level}.move_s_median"] = move_seconds(game, level, positions)
    return figures

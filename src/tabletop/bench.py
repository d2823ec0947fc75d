"""Performance figures for `tabletop bench`: each game's own benchmarks and reference engines.

References (optional extra `bench`): OpenSpiel's C++ backgammon and python-chess, timed in
the same run with the same random-playout loop, so ratios hold on a noisy shared machine.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable, Iterator
from typing import Any

from tabletop.registry import game_names, get_entry


def timed_rate(step: Callable[[], int], seconds: float) -> float:
    """Call `step` (which returns work units done) for `seconds` of this process's CPU time; units per CPU second.

    CPU time, like the games' own benchmarks, so that a ratio compares like with like on a busy machine.
    """
    units = 0
    started = time.process_time()
    while (elapsed := time.process_time() - started) < seconds:
        units += step()
    return units / elapsed


def openspiel_backgammon_plies_per_s(seconds: float) -> float | None:
    """Decision plies per second of OpenSpiel's backgammon in random playouts (None if absent)."""
    try:
        import pyspiel
    except ImportError:
        return None
    game = pyspiel.load_game("backgammon")
    rng = random.Random(1)

    def playout() -> int:
        state, decisions = game.new_initial_state(), 0
        while not state.is_terminal():
            if state.is_chance_node():
                outcomes = state.chance_outcomes()
                state.apply_action(outcomes[rng.randrange(len(outcomes))][0])
            else:
                actions = state.legal_actions()
                state.apply_action(actions[rng.randrange(len(actions))])
                decisions += 1
        return decisions

    return timed_rate(playout, seconds)


def python_chess_plies_per_s(seconds: float) -> float | None:
    """Plies per second of python-chess random playouts (None if absent)."""
    try:
        import chess
    except ImportError:
        return None
    rng = random.Random(1)

    def playout() -> int:
        board = chess.Board()
        while board.ply() < 300 and not board.is_game_over(claim_draw=False):
            moves = list(board.legal_moves)
            board.push(moves[rng.randrange(len(moves))])
        return board.ply()

    return timed_rate(playout, seconds)


REFERENCES: dict[str, Callable[[float], float | None]] = {
    "reference.openspiel_backgammon_plies_per_s": openspiel_backgammon_plies_per_s,
    "reference.python_chess_plies_per_s": python_chess_plies_per_s,
}

RATIOS = {
    "armageddon.random_turns_per_s": "reference.openspiel_backgammon_plies_per_s",
    "airwar.random_plies_per_s": "reference.python_chess_plies_per_s",
}


def run_benchmarks(quick: bool = False, games: list[str] | None = None) -> Iterator[dict[str, Any]]:
    """Yield one JSON-ready line per figure, then the ratios to the references."""
    seconds = 1.0 if quick else 5.0
    figures: dict[str, float] = {}
    for name, measure in REFERENCES.items():
        value = measure(seconds)
        if value is None:
            yield {"name": name, "value": None, "note": "reference not installed (pip install -e '.[bench]')"}
        else:
            figures[name] = value
            yield {"name": name, "value": round(value, 1)}
    for game_name in games if games is not None else game_names():
        try:
            entry = get_entry(game_name)
        except ImportError as error:
            yield {"name": f"{game_name}", "value": None, "note": f"not available: {error}"}
            continue
        for name, bench in entry.benches.items():
            figures[name] = bench(quick)
            yield {"name": name, "value": round(figures[name], 1)}
    if games is None:
        yield from _ai_figures(quick)
        yield from _ui_figures(quick)
    for name, reference in RATIOS.items():
        if name in figures and reference in figures:
            yield {"name": f"{name}.ratio_to_reference", "value": round(figures[name] / figures[reference], 3),
                   "reference": reference}


def _ui_figures(quick: bool) -> Iterator[dict[str, Any]]:
    """What a player feels: frames, start-up, idle CPU, memory, the first computer move with a cold cache."""
    from tabletop.ui_bench import ui_benches

    yield from ui_benches(quick)


def _ai_figures(quick: bool) -> Iterator[dict[str, Any]]:
    """The AI's seconds per move, when the AI package provides its benchmark."""
    try:
        from tabletop.ai.bench import ai_benches
    except ImportError:
        return
    for name, value in ai_benches(quick).items():
        yield {"name": name, "value": round(value, 4)}

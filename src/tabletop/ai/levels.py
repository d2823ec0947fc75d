"""Which algorithm and parameters each level uses; a game may override any level through its hooks."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.ai.alphabeta import AlphaBetaParams
from tabletop.ai.budget import LEVEL_SECONDS
from tabletop.ai.mcts import MCTSParams
from tabletop.ai.rollout import RolloutParams

LEVELS = ("random", "easy", "normal", "hard")


@dataclass(frozen=True, slots=True)
class LevelSpec:
    """One level: the algorithm ("random", "mcts", "alphabeta" or "rollout"), its time cap, work cap and tuning.

    `work` counts MCTS iterations, alpha-beta nodes or actions played in rollouts; it is
    calibrated so that on the reference machine (2 shared cores) a move takes about
    `seconds` or less.
    """

    algorithm: str
    seconds: float
    work: int
    params: MCTSParams | AlphaBetaParams | RolloutParams | None = None


DEFAULT_LEVELS: Mapping[str, LevelSpec] = {
    "random": LevelSpec("random", 0.0, 1),
    "easy": LevelSpec("mcts", LEVEL_SECONDS["easy"], 100, MCTSParams()),
    "normal": LevelSpec("mcts", LEVEL_SECONDS["normal"], 600, MCTSParams()),
    "hard": LevelSpec("mcts", LEVEL_SECONDS["hard"], 2000, MCTSParams()),
}


def level_spec(level: str, overrides: Mapping[str, Any]) -> LevelSpec:
    """The spec of a level for a game: the game's override if any, else the default."""
    if level not in DEFAULT_LEVELS:
        raise ValueError(f"unknown AI level '{level}' (choose from {', '.join(LEVELS)})")
    spec = overrides.get(level, DEFAULT_LEVELS[level])
    if not isinstance(spec, LevelSpec):
        raise TypeError(f"level '{level}': the game's hooks must give a LevelSpec, not {type(spec).__name__}")
    return spec

"""Game-specific knowledge the generic agents may use: evaluation, move ordering, rollouts.

A game provides it in `<its package>.ai_eval` as `make_hooks(game) -> GameHooks`
(found by `hooks_for`); without one, the neutral defaults below are used.
"""

from __future__ import annotations

import importlib
import random
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.engine.protocol import Game

Action = tuple[Any, ...]


class GameHooks:
    """The neutral defaults: no heuristic, legal order, uniform rollouts, one move per action."""

    def __init__(self, game: Game[Any, Any]) -> None:
        self.game = game

    def evaluate(self, state: Any, side: str) -> float | None:
        """How good the state is for `side`, in [-1, 1]; None when the game has no heuristic."""
        return None

    def order_moves(self, state: Any, moves: Sequence[Any]) -> list[Any]:
        """The moves, most promising first (captures first); default: as given."""
        return list(moves)

    def noisy_moves(self, state: Any, moves: Sequence[Any]) -> list[Any]:
        """The moves worth searching past the horizon (captures); default: none."""
        return []

    def rollout_move(self, state: Any, moves: Sequence[Any], rng: random.Random) -> Any:
        """A fast move for playouts; default: uniform."""
        return moves[rng.randrange(len(moves))]

    def actions(self, state: Any) -> list[tuple[Action, Any]] | None:
        """Whole-turn actions `(moves, state after them)` for games with sub-moves; None = single moves."""
        return None

    def levels(self) -> Mapping[str, Any]:
        """Per-level overrides of `tabletop.ai.levels.LevelSpec` for this game; default: none."""
        return {}


def hooks_for(game: Game[Any, Any]) -> GameHooks:
    """The game's hooks: its `ai_hooks` attribute, else `<package>.ai_eval.make_hooks`, else defaults."""
    provided = getattr(game, "ai_hooks", None)
    if callable(provided):
        return provided()
    package = type(game).__module__.partition(".")[0]
    try:
        module = importlib.import_module(f"{package}.ai_eval")
    except ModuleNotFoundError as error:
        if error.name not in (f"{package}.ai_eval", package):
            raise
        return GameHooks(game)
    return module.make_hooks(game)

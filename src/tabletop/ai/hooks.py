"""Game-specific knowledge the generic agents may use: evaluation, move ordering, rollouts.

A game names its `make_hooks(game) -> GameHooks` in its registry entry's `ai_hooks` field
(found by `hooks_for`); without one, the neutral defaults below are used.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence
from typing import Any

from tabletop import registry
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
    """The game's hooks: its `ai_hooks` attribute, else the registry entry's `ai_hooks`, else defaults."""
    provided = getattr(game, "ai_hooks", None)
    if callable(provided):
        return provided()
    try:
        entry = registry.get_entry(getattr(game, "name", ""))
    except registry.UnknownGame:
        return GameHooks(game)
    make = registry.entry_function(entry, "ai_hooks")
    return make(game) if make is not None else GameHooks(game)

"""The `random` level: a uniformly random legal move."""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.protocol import Game


class RandomAgent:
    """Picks uniformly among the moves offered to a computer (level `random`, see `Game.offered_moves`)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any, Any], state: Any) -> Any:
        """A uniformly random legal move, of those a computer may make."""
        moves = game.offered_moves(state)
        return moves[self.rng.randrange(len(moves))]

"""Agents: objects that choose a move for the seat to act in a state."""

from __future__ import annotations

import random
from typing import Any, Protocol

from tabletop.engine.protocol import Game


class Agent(Protocol):
    """Chooses one legal move for the seat to act."""

    def choose(self, game: Game[Any, Any], state: Any) -> Any:
        """A legal move for `game.current_seat(state)`."""
        ...


class RandomAgent:
    """Picks uniformly among the legal moves (level `random`)."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, game: Game[Any, Any], state: Any) -> Any:
        """A uniformly random legal move."""
        moves = game.legal_moves(state)
        return moves[self.rng.randrange(len(moves))]


def make_agent(level: str, seed: int = 0, movetime: float | None = None) -> Agent:
    """The agent for an AI level; levels not built yet fall back to an explained error."""
    if level == "random":
        return RandomAgent(seed)
    raise ValueError(f"AI level '{level}' is not available yet (only 'random')")

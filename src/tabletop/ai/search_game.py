"""The game as the searchers see it: actions with their results, chance, values per side."""

from __future__ import annotations

import random
from typing import Any

from tabletop.ai.hooks import Action, GameHooks, hooks_for
from tabletop.engine.protocol import Game, Roll

CHANCE = -1


class SearchGame:
    """Wraps a game and its hooks; values are tuples with one entry per side, in [-1, 1]."""

    def __init__(self, game: Game[Any, Any], hooks: GameHooks | None = None) -> None:
        self.game = game
        self.hooks = hooks if hooks is not None else hooks_for(game)
        self.sides = tuple(game.sides)
        self.side_index = {side: index for index, side in enumerate(self.sides)}
        self.seat_side = {seat: self.side_index[game.side_of(seat)] for seat in game.seats}
        self.has_heuristic = type(self.hooks).evaluate is not GameHooks.evaluate

    def to_act(self, state: Any) -> int:
        """Index of the side to act, or CHANCE when a roll is due."""
        if self.game.chance_outcomes(state):
            return CHANCE
        seat = self.game.current_seat(state)
        assert seat is not None, "a seat acts in every position that is not over"
        return self.seat_side[seat]

    def terminal_values(self, state: Any) -> tuple[float, ...] | None:
        """+1 for the winner, -1 for the others, 0 for all on a draw; None when not over."""
        outcome = self.game.outcome(state)
        if outcome is None:
            return None
        winner = self.side_index.get(outcome.winner) if outcome.winner is not None else None
        if winner is None:
            return (0.0,) * len(self.sides)
        return tuple(1.0 if index == winner else -1.0 for index in range(len(self.sides)))

    def evaluate(self, state: Any) -> tuple[float, ...]:
        """The heuristic values per side (zeros when the game has no heuristic)."""
        value = self.hooks.evaluate(state, self.sides[0])
        if value is None:
            return (0.0,) * len(self.sides)
        if len(self.sides) == 2:
            return (value, -value)
        return tuple(value if index == 0 else self.hooks.evaluate(state, side) or 0.0
                     for index, side in enumerate(self.sides))

    def actions(self, state: Any) -> list[tuple[Action, Any]]:
        """Every action (a turn's moves, usually one) and the state it leads to, best first."""
        whole = self.hooks.actions(state)
        if whole is not None:
            return whole
        moves = self.hooks.order_moves(state, self.game.offered_moves(state))
        apply = self.game.apply_trusted
        return [((move,), apply(state, move).state) for move in moves]

    def noisy_actions(self, state: Any) -> list[tuple[Action, Any]]:
        """The capturing single-move actions and their results (for quiescence search)."""
        moves = self.hooks.noisy_moves(state, self.game.offered_moves(state))
        apply = self.game.apply_trusted
        return [((move,), apply(state, move).state) for move in moves]

    def roll(self, state: Any, value: int) -> Any:
        """The state after a chance outcome."""
        return self.game.apply_trusted(state, Roll(value)).state

    def outcomes(self, state: Any) -> tuple[int, ...]:
        """The equally likely chance outcomes of a chance state."""
        return tuple(self.game.chance_outcomes(state))

    def rollout_step(self, state: Any, rng: random.Random) -> Any:
        """One step of a playout: a uniform roll, or the hooks' fast move."""
        outcomes = self.game.chance_outcomes(state)
        if outcomes:
            return self.roll(state, outcomes[rng.randrange(len(outcomes))])
        move = self.hooks.rollout_move(state, self.game.offered_moves(state), rng)
        return self.game.apply_trusted(state, move).state

"""Agents: objects that choose a move for the seat to act in a state, and `make_agent` for a level."""

from __future__ import annotations

import itertools
import random
from typing import Any, Protocol

from tabletop.ai.alphabeta import AlphaBetaParams, alphabeta_choose
from tabletop.ai.budget import Budget, level_budget
from tabletop.ai.hooks import Action, GameHooks, hooks_for
from tabletop.ai.levels import LevelSpec, level_spec
from tabletop.ai.mcts import MCTSParams, mcts_choose
from tabletop.ai.random_agent import RandomAgent
from tabletop.ai.rollout import RolloutParams, rollout_choose
from tabletop.ai.search_game import SearchGame
from tabletop.engine.protocol import Game

__all__ = ["Agent", "RandomAgent", "SearchAgent", "make_agent"]


class Agent(Protocol):
    """Chooses one legal move for the seat to act."""

    def choose(self, game: Game[Any, Any], state: Any) -> Any:
        """A legal move for `game.current_seat(state)`."""
        ...


class SearchAgent:
    """A searching player of one level: finds the game's spec and hooks on first use.

    When the chosen action is a whole turn of several sub-moves, the later sub-moves are
    remembered and played on the following calls (if the position is the expected one).
    """

    def __init__(self, level: str, seed: int = 0, movetime: float | None = None, fixed: bool = False,
                 spec: LevelSpec | None = None) -> None:
        self.level = level
        self.rng = random.Random(seed)
        self.movetime = movetime
        self.fixed = fixed
        self.spec = spec
        self._hooks: GameHooks | None = None
        self._search: SearchGame | None = None
        self._plan: dict[Any, Any] = {}

    def choose(self, game: Game[Any, Any], state: Any) -> Any:
        """The move this level plays for the seat to act."""
        if state in self._plan:
            return self._plan.pop(state)
        self._plan.clear()
        moves = game.offered_moves(state)
        if len(moves) == 1:
            return moves[0]
        spec = self.spec or level_spec(self.level, self.base_hooks(game).levels())
        action = self.think(self.search_game(game), state, spec)
        self.remember(game, state, action)
        return action[0]

    def base_hooks(self, game: Any) -> GameHooks:
        """The game's hooks (found once per game object)."""
        if self._hooks is None or self._hooks.game is not game:
            self._hooks = hooks_for(game)
            self._search = None
        return self._hooks

    def search_game(self, game: Game[Any, Any]) -> SearchGame:
        """The search view of this game with its hooks (built once per game object)."""
        if self._search is None or self._search.game is not game:
            self._search = SearchGame(game, self.base_hooks(game))
        return self._search

    def budget(self, spec: LevelSpec) -> Budget:
        """This move's budget: the level's, unless a movetime or fixed work was asked for."""
        return level_budget(spec.seconds, spec.work, self.movetime, self.fixed)

    def think(self, search: SearchGame, state: Any, spec: LevelSpec) -> Action:
        """Run the level's algorithm."""
        if spec.algorithm == "random":
            moves = search.game.offered_moves(state)
            return (moves[self.rng.randrange(len(moves))],)
        if spec.algorithm == "alphabeta":
            alphabeta = spec.params if isinstance(spec.params, AlphaBetaParams) else AlphaBetaParams()
            return alphabeta_choose(search, state, self.budget(spec), alphabeta, self.rng)
        if spec.algorithm == "mcts":
            mcts = spec.params if isinstance(spec.params, MCTSParams) else MCTSParams()
            return mcts_choose(search, state, self.budget(spec), mcts, self.rng)
        if spec.algorithm == "rollout":
            rollout = spec.params if isinstance(spec.params, RolloutParams) else RolloutParams()
            return rollout_choose(search, state, self.budget(spec), rollout, self.rng)
        raise ValueError(f"unknown AI algorithm '{spec.algorithm}'")

    def remember(self, game: Game[Any, Any], state: Any, action: Action) -> None:
        """Keep the rest of a multi-move action, keyed by the positions it will be played in."""
        for move, following in itertools.pairwise(action):
            state = game.apply_trusted(state, move).state
            self._plan[state] = following


def make_agent(level: str, seed: int = 0, movetime: float | None = None, *, fixed: bool = False) -> Agent:
    """The agent for an AI level.

    Budgets: by default the level's time cap and its calibrated amount of work (whichever
    ends first); `movetime` → that many seconds per move, wall clock only; `fixed` → the
    calibrated work only, so the same seed gives the same moves on any machine.
    """
    if level == "random":
        return RandomAgent(seed)
    level_spec(level, {})
    return SearchAgent(level, seed, movetime, fixed)

"""Alpha-beta search (expectiminimax at chance nodes) with iterative deepening.

Values are from the first side's point of view in [-1, 1] (wins slightly above 1 when
sooner). A transposition table keyed on the hashable state keeps each state's best
action, tried first on the next iteration; the game's ordering hook puts captures
next; a short quiescence search follows captures past the horizon. The search stops
when the budget (nodes or seconds) is spent and answers with the deepest result found.
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from tabletop.ai.budget import Budget, Meter
from tabletop.ai.hooks import Action
from tabletop.ai.search_game import CHANCE, SearchGame

EXACT, LOWER, UPPER = 0, 1, 2
WIN_BONUS_PER_PLY = 0.001
CACHE_LIMIT = 200_000
BOUND = 1.0 + WIN_BONUS_PER_PLY * 64


@dataclass(frozen=True, slots=True)
class AlphaBetaParams:
    """Tuning: deepest iteration, quiescence depth, root noise (a weaker, varied player), and
    `beam`: below the root, only that many best-ordered actions are searched (0 = all);
    `shuffle_root`: equally good root actions are chosen at random (seeded), for varied games."""

    max_depth: int = 20
    quiescence: int = 4
    noise: float = 0.0
    beam: int = 0
    shuffle_root: bool = False


class OutOfBudget(Exception):
    """Raised inside the search when the budget is spent."""


class AlphaBeta:
    """One searcher; its tables live as long as the object (one move)."""

    def __init__(self, search: SearchGame, params: AlphaBetaParams, rng: random.Random) -> None:
        self.search = search
        self.params = params
        self.rng = rng
        self.table: dict[Any, tuple[int, int, float, Action | None]] = {}
        self.children: dict[Any, list[tuple[Action, Any]]] = {}
        self.meter: Meter | None = None

    def choose(self, state: Any, budget: Budget) -> Action:
        """The best action found by iterative deepening within the budget."""
        self.meter = budget.start()
        actions = self.search.actions(state)
        if len(actions) == 1:
            return actions[0][0]
        if self.params.shuffle_root:
            self.rng.shuffle(actions)
        best = actions[0][0]
        for depth in range(1, self.params.max_depth + 1):
            try:
                value, best = self.root(state, actions, depth)
            except OutOfBudget as stop:
                best = stop.args[0] if stop.args and stop.args[0] is not None else best
                break
            actions.sort(key=lambda item: item[0] != best)
            if abs(value) >= 1.0 or self.meter.spent():
                break
        return best

    def root(self, state: Any, actions: list[tuple[Action, Any]], depth: int) -> tuple[float, Action]:
        """Search every root action to `depth`; noise (if any) needs exact values, so no cut-offs."""
        sign = 1.0 if self.search.to_act(state) == 0 else -1.0
        exact = self.params.noise > 0
        best_action, best_score, best_value = None, -math.inf, 0.0
        for action, child in actions:
            alpha = -math.inf if exact or best_action is None else best_score
            try:
                value = sign * self.value(child, depth - 1, *self.window(sign, alpha))
            except OutOfBudget:
                raise OutOfBudget(best_action) from None
            score = value + (self.rng.uniform(-self.params.noise, self.params.noise) if exact else 0.0)
            if score > best_score:
                best_action, best_score, best_value = action, score, value
        assert best_action is not None
        return sign * best_value, best_action

    @staticmethod
    def window(sign: float, alpha: float) -> tuple[float, float]:
        """The (alpha, beta) window in first-side terms for a root child, given the mover's best."""
        return (alpha, math.inf) if sign > 0 else (-math.inf, -alpha)

    def value(self, state: Any, depth: int, alpha: float, beta: float) -> float:
        """The minimax value of a state (first side's view) within the window."""
        self.spend()
        terminal = self.search.terminal_values(state)
        if terminal is not None:
            return terminal[0] * (1.0 + WIN_BONUS_PER_PLY * max(depth, 0))
        side = self.search.to_act(state)
        if side == CHANCE:
            return self.expectation(state, depth, alpha, beta) if depth > 0 else self.search.evaluate(state)[0]
        if depth <= 0:
            return self.quiesce(state, side, alpha, beta, self.params.quiescence)
        entry = self.table.get(state)
        hint = None
        if entry is not None:
            stored_depth, flag, stored, hint = entry
            if stored_depth >= depth:
                if flag == EXACT:
                    return stored
                if flag == LOWER:
                    alpha = max(alpha, stored)
                else:
                    beta = min(beta, stored)
                if alpha >= beta:
                    return stored
        return self.decide(state, side, depth, alpha, beta, hint)

    def decide(self, state: Any, side: int, depth: int, alpha: float, beta: float, hint: Action | None) -> float:
        """Try the actions (the table's hint first), cut off, and store the result."""
        low, high, maximize = alpha, beta, side == 0
        best, best_action = (-math.inf if maximize else math.inf), None
        actions = self.ordered(state, hint)
        if self.params.beam:
            actions = actions[: self.params.beam]
        for action, child in actions:
            value = self.value(child, depth - 1, alpha, beta)
            if (value > best) if maximize else (value < best):
                best, best_action = value, action
            if maximize:
                alpha = max(alpha, value)
            else:
                beta = min(beta, value)
            if alpha >= beta:
                break
        flag = LOWER if best >= high else UPPER if best <= low else EXACT
        self.table[state] = (depth, flag, best, best_action)
        return best

    def expectation(self, state: Any, depth: int, alpha: float, beta: float) -> float:
        """The mean over the equally likely outcomes, cut off early when it must fall outside the window (Star1)."""
        outcomes = self.search.outcomes(state)
        count, total = len(outcomes), 0.0
        for index, outcome in enumerate(outcomes):
            rest = count - index - 1
            low = max(count * alpha - total - rest * BOUND, -BOUND)
            high = min(count * beta - total + rest * BOUND, BOUND)
            total += self.value(self.search.roll(state, outcome), depth, low, high)
            if (total + rest * BOUND) / count <= alpha:
                return (total + rest * BOUND) / count
            if (total - rest * BOUND) / count >= beta:
                return (total - rest * BOUND) / count
        return total / count

    def quiesce(self, state: Any, side: int, alpha: float, beta: float, depth: int) -> float:
        """Stand pat on the evaluation or follow captures, `depth` captures deep at most."""
        stand = self.search.evaluate(state)[0]
        if depth <= 0:
            return stand
        maximize = side == 0
        if (stand >= beta) if maximize else (stand <= alpha):
            return stand
        best = stand
        for _action, child in self.search.noisy_actions(state):
            value = self.quiet_value(child, alpha, beta, depth - 1)
            if maximize:
                best, alpha = max(best, value), max(alpha, value)
            else:
                best, beta = min(best, value), min(beta, value)
            if alpha >= beta:
                break
        return best

    def quiet_value(self, state: Any, alpha: float, beta: float, depth: int) -> float:
        """The quiescence value of a state reached by a capture."""
        self.spend()
        terminal = self.search.terminal_values(state)
        if terminal is not None:
            return terminal[0]
        side = self.search.to_act(state)
        if side == CHANCE:
            return self.search.evaluate(state)[0]
        return self.quiesce(state, side, alpha, beta, depth)

    def ordered(self, state: Any, hint: Action | None) -> list[tuple[Action, Any]]:
        """The state's actions (cached), the table's hint first."""
        actions = self.children.get(state)
        if actions is None:
            if len(self.children) >= CACHE_LIMIT:
                self.children.clear()
            actions = self.children[state] = self.search.actions(state)
        if hint is None or actions[0][0] == hint:
            return actions
        return sorted(actions, key=lambda item: item[0] != hint)

    def spend(self) -> None:
        """Count one node; raise OutOfBudget when the budget is gone."""
        meter = self.meter
        assert meter is not None
        meter.tick()
        if meter.spent():
            raise OutOfBudget()


def alphabeta_choose(search: SearchGame, state: Any, budget: Budget, params: AlphaBetaParams,
                     rng: random.Random) -> Action:
    """The action alpha-beta picks in `state` within the budget."""
    return AlphaBeta(search, params, rng).choose(state, budget)

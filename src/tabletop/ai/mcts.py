"""Monte Carlo tree search with chance nodes and sides (teams).

Decision nodes pick children by UCT from the point of view of the side to act (so
Armageddon's three Earth seats play as one team); chance nodes sample a roll uniformly
from `chance_outcomes`. A leaf is valued by a short playout cut off by the game's
evaluation (or played to the end when the game has none).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass
from typing import Any

from tabletop.ai.budget import Budget
from tabletop.ai.hooks import Action
from tabletop.ai.search_game import CHANCE, SearchGame


@dataclass(frozen=True, slots=True)
class MCTSParams:
    """Tuning: exploration constant, playout length in steps (0 = evaluate at once), max playout."""

    exploration: float = 1.0
    rollout_steps: int = 8
    max_rollout_steps: int = 2000


class Node:
    """One tree node: a decision (side ≥ 0) or a chance state (side == CHANCE)."""

    __slots__ = ("children", "side", "state", "terminal", "untried", "values", "visits")

    def __init__(self, search: SearchGame, state: Any) -> None:
        self.state = state
        self.terminal = search.terminal_values(state)
        self.side = CHANCE if self.terminal is not None else search.to_act(state)
        self.visits = 0
        self.values = [0.0] * len(search.sides)
        self.children: dict[Any, Node] = {}
        self.untried: list[tuple[Action, Any]] | None = None

    def mean(self, side: int) -> float:
        """Mean value for a side over the visits."""
        return self.values[side] / self.visits if self.visits else 0.0


class MCTS:
    """One search from a root state within a budget."""

    def __init__(self, search: SearchGame, params: MCTSParams, rng: random.Random) -> None:
        self.search = search
        self.params = params
        self.rng = rng

    def run(self, state: Any, budget: Budget) -> Node:
        """Grow the tree from `state` until the budget is spent; at least one iteration."""
        root = Node(self.search, state)
        meter = budget.start()
        while True:
            self.iterate(root)
            meter.tick()
            if meter.spent():
                return root

    def iterate(self, root: Node) -> None:
        """Select, expand, evaluate and back up once."""
        path = [root]
        node = root
        while node.terminal is None:
            child = self.step(node)
            path.append(child)
            if child.visits == 0:
                break
            node = child
        leaf = path[-1]
        values = leaf.terminal if leaf.terminal is not None else self.playout(leaf.state)
        for visited in path:
            visited.visits += 1
            for index, value in enumerate(values):
                visited.values[index] += value

    def step(self, node: Node) -> Node:
        """The child to descend into: a sampled roll, an untried action, or the UCT best."""
        if node.side == CHANCE:
            outcomes = self.search.outcomes(node.state)
            value = outcomes[self.rng.randrange(len(outcomes))]
            child = node.children.get(value)
            if child is None:
                child = node.children[value] = Node(self.search, self.search.roll(node.state, value))
            return child
        if node.untried is None:
            node.untried = list(reversed(self.search.actions(node.state)))
        if node.untried:
            action, state = node.untried.pop()
            child = node.children[action] = Node(self.search, state)
            return child
        return self.uct_child(node)

    def uct_child(self, node: Node) -> Node:
        """The child with the best upper confidence bound for the side to act."""
        side, scale = node.side, self.params.exploration * math.sqrt(math.log(node.visits))
        best, best_score = None, -math.inf
        for child in node.children.values():
            score = child.mean(side) + scale / math.sqrt(child.visits)
            if score > best_score:
                best, best_score = child, score
        assert best is not None
        return best

    def playout(self, state: Any) -> tuple[float, ...]:
        """Play fast moves for a few steps, then evaluate (or to the end without a heuristic)."""
        search, params = self.search, self.params
        limit = params.rollout_steps if search.has_heuristic else params.max_rollout_steps
        for _ in range(limit):
            terminal = search.terminal_values(state)
            if terminal is not None:
                return terminal
            state = search.rollout_step(state, self.rng)
        terminal = search.terminal_values(state)
        return terminal if terminal is not None else search.evaluate(state)


def best_action(root: Node) -> Action:
    """The most visited action at the root (ties: the higher mean for the side to act)."""
    side = root.side
    return max(root.children.items(), key=lambda item: (item[1].visits, item[1].mean(side)))[0]


def mcts_choose(search: SearchGame, state: Any, budget: Budget, params: MCTSParams,
                rng: random.Random) -> Action:
    """The action MCTS picks in `state` within the budget."""
    return best_action(MCTS(search, params, rng).run(state, budget))

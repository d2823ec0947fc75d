"""Rollout search: the greedy player's best few actions, each played out a few turns ahead.

For each of the `candidates` best actions (by the game's evaluation), the game is played on
with every seat choosing its best action by the same evaluation (the greedy player) for
`horizon` actions, then evaluated; the action with the best mean wins. All candidates
are played out with the same dice (common random numbers), so the comparison between
them is much less noisy than each mean. This is the rollout improvement of a base
policy (Tesauro and Galperin, 1996): played out to the end it is, in expectation, at
least as good as the greedy player; cut short and judged by the evaluation it usually is
(not always: see the horizon study in docs/balance.md), and it sees what the next seats
will really do with the position.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from tabletop.ai.budget import Budget, Meter
from tabletop.ai.hooks import Action
from tabletop.ai.search_game import CHANCE, SearchGame


@dataclass(frozen=True, slots=True)
class RolloutParams:
    """Tuning: how many best actions are compared, how many actions each playout plays, and at most
    how many playouts each gets (the budget may end it sooner; every candidate gets as many)."""

    candidates: int = 4
    horizon: int = 3
    playouts: int = 8


class Rollouts:
    """One rollout search (one move)."""

    def __init__(self, search: SearchGame, params: RolloutParams, rng: random.Random) -> None:
        self.search = search
        self.params = params
        self.rng = rng
        self.policy: dict[Any, Any] = {}

    def choose(self, state: Any, budget: Budget) -> Action:
        """The candidate with the best mean value after its playouts."""
        actions = self.search.actions(state)
        if len(actions) == 1:
            return actions[0][0]
        side = self.search.to_act(state)
        candidates = actions[: self.params.candidates]
        totals = [0.0] * len(candidates)
        meter = budget.start()
        for _ in range(self.params.playouts):
            dice = self.rng.getrandbits(64)
            for index, (_action, child) in enumerate(candidates):
                totals[index] += self.playout(child, random.Random(dice), side, meter)
            if meter.spent():
                break
        best = max(range(len(candidates)), key=lambda index: (totals[index], -index))
        return candidates[best][0]

    def playout(self, state: Any, dice: random.Random, side: int, meter: Meter) -> float:
        """The value for `side` after the greedy player plays `horizon` actions from `state`."""
        search = self.search
        played = 0
        while True:
            terminal = search.terminal_values(state)
            if terminal is not None:
                return terminal[side]
            to_act = search.to_act(state)
            if to_act == CHANCE:
                outcomes = search.outcomes(state)
                state = search.roll(state, outcomes[dice.randrange(len(outcomes))])
                continue
            if played == self.params.horizon:
                return search.evaluate(state)[side]
            state = self.greedy(state)
            played += 1
            meter.tick()

    def greedy(self, state: Any) -> Any:
        """The state after the best action by the evaluation (remembered within this move)."""
        after = self.policy.get(state)
        if after is None:
            after = self.policy[state] = self.search.actions(state)[0][1]
        return after


def rollout_choose(search: SearchGame, state: Any, budget: Budget, params: RolloutParams,
                   rng: random.Random) -> Action:
    """The action the rollout search picks in `state` within the budget."""
    return Rollouts(search, params, rng).choose(state, budget)

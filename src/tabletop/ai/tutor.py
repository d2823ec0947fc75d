"""The tutor: how much a move gives away against the best the computer finds, and a game's review.

A move is judged with the rollout search's own playouts (`tabletop.ai.rollout`): the best few
actions by the game's evaluation, plus the best action that begins with the judged move, are each
played out a few actions ahead by the greedy player with the same dice (common random numbers),
and their mean values for the side to act are compared. For games whose turn is several moves
(Armageddon), the judged move stands for the best whole turn that begins with it, so a first
step is not blamed for what a later step could repair.

Pure and thread-safe: every call builds its own search objects and random generator.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from tabletop.ai.budget import Budget
from tabletop.ai.hooks import Action
from tabletop.ai.rollout import RolloutParams, Rollouts
from tabletop.ai.search_game import CHANCE, SearchGame
from tabletop.engine.protocol import Game

MUCH_WORSE = 0.1  # value units ([-1, 1] per side): about a fighter in Air War; a loss above it is worth a word
TUTOR_PARAMS = RolloutParams(candidates=4, horizon=3, playouts=12)


@dataclass(frozen=True)
class Verdict:
    """A judged move: the best action found, the judged one's completion, and the value given away."""

    seat: str
    best: Action
    chosen: Action
    best_value: float
    chosen_value: float

    @property
    def loss(self) -> float:
        """How much worse the judged move is than the best, for its side (0 when it is the best)."""
        return max(0.0, self.best_value - self.chosen_value)

    @property
    def much_worse(self) -> bool:
        """True when the tutor should speak up."""
        return self.loss > MUCH_WORSE and self.best[:1] != self.chosen[:1]


@dataclass(frozen=True)
class Decision:
    """One choice a person made in a game: the position, the seat, and the move."""

    index: int
    state: Any
    seat: str
    move: Any


def judge(game: Game[Any, Any], state: Any, move: Any, seed: int = 0,
          params: RolloutParams = TUTOR_PARAMS) -> Verdict | None:
    """The verdict on playing `move` in `state`; None when there was no choice or nothing to compare."""
    search = SearchGame(game)
    seat = game.current_seat(state)
    if seat is None or search.to_act(state) == CHANCE:
        return None
    actions = search.actions(state)
    chosen = next((index for index, (action, _) in enumerate(actions) if action[:1] == (move,)), None)
    if chosen is None or len(actions) < 2:
        return None
    compared = sorted({*range(min(params.candidates, len(actions))), chosen})
    values = _mean_values(search, state, [actions[index][1] for index in compared], seed, params)
    best = max(range(len(compared)), key=lambda position: (values[position], -compared[position]))
    at = compared.index(chosen)
    return Verdict(seat, actions[compared[best]][0], actions[chosen][0], values[best], values[at])


def _mean_values(search: SearchGame, state: Any, children: Sequence[Any], seed: int,
                 params: RolloutParams) -> list[float]:
    side = search.to_act(state)
    rollouts = Rollouts(search, params, random.Random(seed))
    meter = Budget(work=1 << 62).start()
    totals = [0.0] * len(children)
    for _ in range(params.playouts):
        dice = rollouts.rng.getrandbits(64)
        for index, child in enumerate(children):
            totals[index] += rollouts.playout(child, random.Random(dice), side, meter)
    return [total / params.playouts for total in totals]


def review(game: Game[Any, Any], decisions: Iterable[Decision], most: int = 3, seed: int = 0,
           params: RolloutParams = TUTOR_PARAMS,
           stop: Callable[[], bool] | None = None) -> list[tuple[Decision, Verdict]]:
    """The `most` decisions that gave away the most (only those that gave away something), worst first.

    `stop()` is asked before each decision is judged: True ends the review at once (nothing is returned).
    """
    judged = []
    for decision in decisions:
        if stop is not None and stop():
            return []
        verdict = judge(game, decision.state, decision.move, seed + decision.index, params)
        if verdict is not None and verdict.much_worse:
            judged.append((decision, verdict))
    judged.sort(key=lambda pair: (-pair[1].loss, pair[0].index))
    return judged[:most]

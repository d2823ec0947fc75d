"""Rollout search: finds a win the greedy order misses, shares dice between candidates, keeps its budget."""

from __future__ import annotations

import random

from tabletop.ai.budget import Budget
from tabletop.ai.hooks import GameHooks
from tabletop.ai.rollout import RolloutParams, Rollouts, rollout_choose
from tabletop.ai.search_game import SearchGame
from tests.dicegame import Advance, RaceGame, RaceState

PARAMS = RolloutParams(candidates=2, horizon=6, playouts=8)


class HalfFirst(GameHooks):
    """Orders `half` first, so the greedy player alone would never take the winning `go`."""

    def order_moves(self, state, moves):
        """`half` before `go`."""
        return sorted(moves, key=lambda move: move.how != "half")


def test_playouts_find_the_win_the_ordering_hides():
    game = RaceGame()
    search = SearchGame(game, HalfFirst(game))
    assert search.actions(RaceState((17, 18), 0, 4))[0][0] == (Advance("half"),)
    action = rollout_choose(search, RaceState((17, 18), 0, 4), Budget(work=1000), PARAMS, random.Random(0))
    assert action == (Advance("go"),)


def test_a_single_action_is_played_without_thinking():
    game = RaceGame()
    searcher = Rollouts(SearchGame(game), PARAMS, random.Random(0))
    assert searcher.choose(RaceState((3, 3), 0, 5), Budget(work=1000)) == (Advance("go"),)
    assert searcher.policy == {}


def test_work_stops_after_the_round_that_spends_it():
    game = RaceGame()
    searcher = Rollouts(SearchGame(game), RolloutParams(candidates=2, horizon=3, playouts=50), random.Random(0))
    seen = []
    playout = searcher.playout

    def counting(state, dice, side, meter):
        seen.append(meter.done)
        return playout(state, dice, side, meter)

    searcher.playout = counting
    searcher.choose(RaceState((0, 0), 0, 4), Budget(work=10))
    assert len(seen) % 2 == 0 and 2 <= len(seen) < 100
    assert seen[-2] < 10


def test_candidates_share_the_dice_of_each_round():
    game = RaceGame()
    searcher = Rollouts(SearchGame(game), RolloutParams(candidates=2, horizon=4, playouts=1), random.Random(5))
    rolls = []
    roll = searcher.search.roll

    def recording(state, value):
        rolls.append(value)
        return roll(state, value)

    searcher.search.roll = recording
    searcher.choose(RaceState((0, 0), 0, 2), Budget(work=1000))
    half = len(rolls) // 2
    assert rolls and rolls[:half] == rolls[half:]


def test_same_seed_same_choice():
    game = RaceGame()
    choices = {rollout_choose(SearchGame(game), RaceState((8, 9), 0, 6), Budget(work=200), PARAMS,
                              random.Random(7)) for _ in range(3)}
    assert len(choices) == 1

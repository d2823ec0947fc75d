"""Monte Carlo tree search: chance nodes, sides as teams, sensible choices."""

from __future__ import annotations

import random

from tabletop.ai.budget import Budget
from tabletop.ai.mcts import MCTS, MCTSParams, best_action, mcts_choose
from tabletop.ai.search_game import CHANCE, SearchGame
from tabletop.registry import get_entry
from tests.dicegame import Advance, RaceGame, RaceState


def test_mcts_takes_the_winning_move():
    game = RaceGame()
    state = RaceState(positions=(17, 10), to_move=0, roll=4)  # go: 21 wins; half: 19 does not
    action = mcts_choose(SearchGame(game), state, Budget(work=300), MCTSParams(), random.Random(1))
    assert action == (Advance("go"),)


def test_chance_nodes_sample_several_rolls():
    game = RaceGame()
    root = MCTS(SearchGame(game), MCTSParams(), random.Random(2)).run(RaceState((5, 5), 0, 4), Budget(work=400))
    after_go = root.children[(Advance("go"),)]
    assert after_go.side == CHANCE
    assert len(after_go.children) >= 4  # rolls 1..6 sampled uniformly
    assert set(after_go.children) <= {1, 2, 3, 4, 5, 6}
    assert sum(child.visits for child in after_go.children.values()) == after_go.visits - 1


def test_values_are_backed_up_per_side():
    game = RaceGame()
    root = MCTS(SearchGame(game), MCTSParams(), random.Random(3)).run(RaceState((17, 10), 0, 4), Budget(work=200))
    win = root.children[(Advance("go"),)]
    assert win.terminal == (1.0, -1.0)
    assert win.mean(0) == 1.0 and win.mean(1) == -1.0
    assert best_action(root) == (Advance("go"),)


def test_earth_seats_act_for_one_side():
    game = get_entry("armageddon").make_game(None)
    search = SearchGame(game)
    assert {search.seat_side[seat] for seat in ("red", "green", "yellow")} == {search.side_index["earth"]}
    assert search.seat_side["aliens"] == search.side_index["aliens"]
    assert search.to_act(game.initial_state()) == CHANCE  # red must roll first

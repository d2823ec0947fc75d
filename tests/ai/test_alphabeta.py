"""Alpha-beta on small constructed Air War positions: forced wins, parried threats, budgets."""

from __future__ import annotations

import random

from tabletop.ai.alphabeta import AlphaBeta, AlphaBetaParams, alphabeta_choose
from tabletop.ai.budget import Budget
from tabletop.ai.search_game import SearchGame
from tabletop.registry import get_entry
from tests.ai.helpers import airwar_doc
from tests.dicegame import Advance, RaceGame, RaceState

PARAMS = AlphaBetaParams(max_depth=4, quiescence=2)


def airwar(doc):
    game = get_entry("airwar").make_game(doc["variant"])
    return game, game.from_document(doc)


def choose(game, state, work: int = 20_000):
    return alphabeta_choose(SearchGame(game), state, Budget(work=work), PARAMS, random.Random(0))[0]


def wins_at_once(game, state, side: str) -> bool:
    """True when the side to move has a move that wins on the spot."""
    for move in game.legal_moves(state):
        outcome = game.outcome(game.apply(state, move).state)
        if outcome is not None and outcome.winner == side:
            return True
    return False


def test_bomber_one_operation_from_the_hq_bombs_it():
    """Rule 3.8/4.2: h17:F2 flies over h19, the North HQ: a win in one."""
    doc = airwar_doc("south", [("south", "bomber", "h17", "N"), ("south", "fighter", "c9", "N"),
                               ("north", "fighter", "a21", "S"), ("north", "bomber", "o21", "S")])
    game, state = airwar(doc)
    move = choose(game, state)
    assert move.to_notation() == "h17:F2"
    assert game.outcome(game.apply(state, move).state).winner == "south"


def test_forced_win_in_two_operations():
    """Rule 4.2: from h15 the bomber needs two operations; North's far planes cannot stop it."""
    doc = airwar_doc("south", [("south", "bomber", "h15", "N"), ("south", "fighter", "c9", "N"),
                               ("north", "fighter", "a21", "S"), ("north", "bomber", "o21", "S")])
    game, state = airwar(doc)
    after = game.apply(state, choose(game, state)).state
    assert game.outcome(after) is None
    replies = game.legal_moves(after)
    assert replies
    for reply in replies:
        assert wins_at_once(game, game.apply(after, reply).state, "south"), reply


def test_parries_a_bombing_threat_in_one():
    """Rule 3.9: the North bomber on h5 would bomb h3 next; the South fighter on e5 must shoot it down."""
    doc = airwar_doc("south", [("south", "fighter", "e5", "E"), ("south", "bomber", "a10", "N"),
                               ("north", "bomber", "h5", "S"), ("north", "fighter", "o21", "S")])
    game, state = airwar(doc)
    after = game.apply(state, choose(game, state)).state
    assert not wins_at_once(game, after, "north")


def test_takes_the_winning_move_in_a_dice_game():
    game = RaceGame()
    action = alphabeta_choose(SearchGame(game), RaceState((17, 10), 0, 4), Budget(work=2000), PARAMS,
                              random.Random(0))
    assert action == (Advance("go"),)


def test_node_budget_is_never_exceeded():
    game = get_entry("airwar").make_game({"first": "south"})
    searcher = AlphaBeta(SearchGame(game), PARAMS, random.Random(0))
    move = searcher.choose(game.initial_state(), Budget(work=150))[0]
    assert move in game.legal_moves(game.initial_state())
    assert searcher.meter is not None and searcher.meter.done <= 150


def test_transposition_table_remembers_best_actions():
    game = get_entry("airwar").make_game({"first": "south"})
    searcher = AlphaBeta(SearchGame(game), AlphaBetaParams(max_depth=2, quiescence=0), random.Random(0))
    searcher.choose(game.initial_state(), Budget(work=100_000))
    entries = list(searcher.table.values())
    assert entries and all(depth >= 1 for depth, _flag, _value, _action in entries)
    assert any(action is not None for *_rest, action in entries)

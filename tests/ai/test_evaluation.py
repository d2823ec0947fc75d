"""The games' evaluation hooks: bounded, zero-sum, and pointing the right way."""

from __future__ import annotations

from airwar.ai_eval import AirWarHooks, bomber_distances
from armageddon import ai_eval
from armageddon.ai_eval import ArmageddonHooks
from tabletop.ai.hooks import GameHooks, hooks_for
from tabletop.registry import get_entry
from tests.ai.helpers import airwar_doc, random_positions
from tests.dicegame import RaceGame


def test_hooks_are_found_in_each_game_package():
    assert isinstance(hooks_for(get_entry("airwar").make_game(None)), AirWarHooks)
    assert isinstance(hooks_for(get_entry("armageddon").make_game(None)), ArmageddonHooks)
    assert type(hooks_for(RaceGame())) is GameHooks


def test_evaluations_are_bounded_and_zero_sum():
    for name in ("airwar", "armageddon"):
        game = get_entry(name).make_game(None)
        hooks = hooks_for(game)
        first, second = game.sides
        for state in random_positions(game, 15, seed=6, keep=0.1):
            value = hooks.evaluate(state, first)
            assert -1.0 <= value <= 1.0
            assert hooks.evaluate(state, second) == -value


def test_air_war_start_is_even():
    game = get_entry("airwar").make_game({"first": "south"})
    assert hooks_for(game).evaluate(game.initial_state(), "south") == 0.0


def test_air_war_losing_a_bomber_is_bad():
    planes = [("south", "bomber", "c5", "N"), ("south", "bomber", "e5", "N"), ("north", "bomber", "c17", "S"),
              ("north", "bomber", "e17", "S")]
    game = get_entry("airwar").make_game({"first": "south"})
    even = game.from_document(airwar_doc("south", planes))
    short = airwar_doc("south", planes[1:])
    short["losses"]["south"]["bomber"] = 1
    hooks = hooks_for(game)
    assert hooks.evaluate(even, "south") == 0.0
    assert hooks.evaluate(game.from_document(short), "south") < 0.0


def test_bomber_distance_table_matches_the_layout_check():
    """Spec 2.2: the shortest route from a bomber's airfield to the enemy HQ is at least 12 operations."""
    game = get_entry("airwar").make_game({"first": "south"})
    state = game.initial_state()
    for side in (0, 1):
        table = bomber_distances(state.defences, state.hq, side)
        bombers = [v for slot, v in enumerate(state.planes) if v >= 0 and slot // 16 == side and slot % 16 < 6]
        assert min(table[v] for v in bombers) >= 12


def test_armageddon_losing_tokens_is_bad_for_earth():
    game = get_entry("armageddon").make_game(None)
    start = game.to_document(game.initial_state())
    fewer = dict(start, tokens={k: v for k, v in start["tokens"].items() if k not in ("K1r", "K1g", "K1y")},
                 depot=5, spent=1, destroyed=["K1"])
    hooks = hooks_for(game)
    assert hooks.evaluate(game.from_document(fewer), "earth") < hooks.evaluate(game.initial_state(), "earth")


def test_armageddon_actions_are_whole_turns():
    game = get_entry("armageddon").make_game(None)
    hooks = hooks_for(game)
    for state in random_positions(game, 8, seed=8, keep=0.2):
        actions = hooks.actions(state)
        texts = {" ".join(m.to_notation() for m in action) for action, _end in actions}
        assert texts <= set(game.legal_turns(state))
        for action, end in actions:
            assert game.apply_turn(state, " ".join(m.to_notation() for m in action)).state == end


def test_armageddon_a_token_parked_on_another_colours_landing_circle_is_bad_for_earth():
    """Rule 3.6: a green token on R7 blocks yellow's lane; a yellow token there has just landed."""
    game = get_entry("armageddon").make_game(None)
    start = game.to_document(game.initial_state())

    def with_token_on_r7(home: str, colour: str):
        tokens = {k: v for k, v in start["tokens"].items() if k != home} | {"R7": colour}
        return game.from_document(dict(start, tokens=tokens))

    hooks = hooks_for(game)
    own, parked = with_token_on_r7("K4y", "yellow"), with_token_on_r7("K4g", "green")
    assert (ai_eval.parked(hooks.tables, own.cells), ai_eval.parked(hooks.tables, parked.cells)) == (0, 1)
    assert hooks.evaluate(parked, "earth") < hooks.evaluate(own, "earth")

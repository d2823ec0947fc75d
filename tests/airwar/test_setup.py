"""The placement setup variant (rule 2.3), the lot, the registry entry and Match integration."""

from __future__ import annotations

import random
import subprocess
import sys

import pytest

from airwar.game import ENTRY, AirWarGame, make_game
from airwar.notation import Operation, Place, parse_move
from tabletop.engine import IllegalMove, Match, Roll
from tabletop.registry import get_entry

FREE_SOUTH_POINTS = 6 * 15 - 16 - 1  # home zone minus parked planes minus the HQ


def placement_game(first: str = "south") -> tuple[AirWarGame, object]:
    """A placement-setup game and its initial state."""
    game = make_game({"setup": "placement", "first": first})
    return game, game.initial_state()


def test_2_3_placement_starts_with_no_defences_and_offers_only_placements():
    """2.3: before play each side places launchers and guns; only placements are legal."""
    game, state = placement_game()
    doc = game.to_document(state)
    assert doc["defences"] == []
    moves = game.legal_moves(state)
    assert all(isinstance(move, Place) for move in moves)
    assert len(moves) == FREE_SOUTH_POINTS * 5  # a launcher, or a gun facing N, E, S or W
    assert all(int(move.at[1:]) <= 6 for move in moves)


def test_2_3_sides_alternate_then_play_begins_with_the_first_side():
    """2.3: 24 placements alternate (first side first); then the first side makes the first operation."""
    game, state = placement_game("north")
    rng = random.Random(3)
    movers = []
    for _ in range(24):
        movers.append(game.to_document(state)["to_move"])
        moves = game.legal_moves(state)
        state = game.apply(state, moves[rng.randrange(len(moves))]).state
    assert movers == ["north", "south"] * 12
    doc = game.to_document(state)
    assert doc["to_move"] == "north"
    assert doc["ply"] == 0
    for side in ("south", "north"):
        kinds = [d["kind"] for d in doc["defences"] if d["side"] == side]
        assert (kinds.count("missile"), kinds.count("gun")) == (4, 8)
    assert all(isinstance(move, Operation) for move in game.legal_moves(state))


@pytest.mark.parametrize(
    "text",
    [
        "place:missile:h10",  # open sky
        "place:missile:h20",  # the enemy's zone
        "place:gun:c3:N",  # a parked bomber stands there
        "place:missile:h2",  # the HQ
        "place:gun:h5",  # a gun needs a facing
    ],
)
def test_2_3_bad_placements_are_refused(text):
    """2.3: only a free point of the own home zone, guns with a facing."""
    game, state = placement_game()
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, text))
    assert info.value.rule in {"2.3", "5"}


def test_2_3_no_fifth_launcher_and_no_double_point():
    """2.3: at most 4 launchers; a point takes one defence."""
    game, state = placement_game()
    for column in "abcd":
        state = game.apply(state, Place("missile", f"{column}6")).state
        state = game.apply(state, Place("gun", f"{column}16", "S")).state
    assert not any(move.kind == "missile" for move in game.legal_moves(state))
    with pytest.raises(IllegalMove, match=r"rule 2\.3"):
        game.apply(state, Place("missile", "e6"))
    with pytest.raises(IllegalMove, match=r"rule 2\.3"):
        game.apply(state, Place("gun", "a6", "N"))


def test_2_3_no_operation_before_the_setup_is_done():
    """2.3: an operation during the placement is refused."""
    game, state = placement_game()
    with pytest.raises(IllegalMove) as info:
        game.apply(state, Operation("b4", "F3"))
    assert info.value.rule == "2.3"


def test_5_placement_notation_round_trip():
    """5: `place:gun:c5:N` and `place:missile:g3` read and write back unchanged."""
    for text in ("place:gun:c5:N", "place:missile:g3", "h5:F2", "-", "handover"):
        assert parse_move(text).to_notation() == text
    for bad in ("place:gun:c5", "place:missile:g3:N", "place:tank:c5", "h5:F4", "z5:F2", "h5"):
        with pytest.raises(IllegalMove):
            parse_move(bad)


def test_1_3_lot_then_placement_by_the_winner_of_the_lot():
    """1.3/2.3: with a lot, the lot comes first and its winner places first."""
    game = make_game({"setup": "placement", "first": "lot"})
    state = game.initial_state()
    assert game.legal_moves(state) == []
    assert game.chance_outcomes(state) == (0, 1)
    with pytest.raises(IllegalMove):
        game.apply(state, Place("missile", "a6"))
    state = game.apply(state, Roll(1)).state
    assert game.to_document(state)["to_move"] == "north"
    assert all(int(move.at[1:]) >= 16 for move in game.legal_moves(state))


def test_entry_is_registered_with_the_contract_fields():
    """The registry finds Air War with its seats, plans and benchmark."""
    entry = get_entry("airwar")
    assert entry is ENTRY
    game = entry.make_game({"players": 4})
    assert game.seats == ("south-bombers", "south-fighters", "north-bombers", "north-fighters")
    assert game.seat_groups["north"] == ("north-bombers", "north-fighters")
    assert game.side_of("north-fighters") == "north"
    assert set(entry.player_plans) == {2, 4}
    assert "airwar.random_plies_per_s" in entry.benches
    assert game.undo_policy.turn_only is False


def test_match_plays_the_lot_undoes_and_replays():
    """Match: the lot is a recorded roll, operations can be undone, and a replay is exact."""
    game = make_game({"first": "lot"})
    match = Match(game, seed=12)
    match.roll()
    for _ in range(10):
        moves = game.legal_moves(match.state)
        match.play(moves[len(moves) // 2])
    assert match.undo()
    replayed = Match.replay(game, 12, match.history())
    assert replayed.state == match.state


def test_rules_modules_do_not_import_pygame():
    """Architecture: importing the Air War game and rules loads no pygame."""
    code = "import sys, airwar.game, airwar.rules, airwar.setup; print('pygame' in sys.modules)"
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "False"


def test_bench_callable_returns_a_rate():
    """The registered benchmark plays random games and returns plies per second (no speed asserted)."""
    assert ENTRY.benches["airwar.random_plies_per_s"](True) > 0

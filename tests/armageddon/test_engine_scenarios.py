"""Engine decisions the spec leaves open, checked on small positions (see the report's [decision] list)."""

from __future__ import annotations

import pytest

from armageddon.game import ENTRY, make_game
from armageddon.notation import SubMove
from tabletop.engine import DocumentError, IllegalMove, Roll

QUIET = {"K3g": "green", "K4g": "green", "K3y": "yellow", "K4y": "yellow"}


def doc(to_move, roll, tokens, **extra):
    """A position document: warriors fill S1..S3 unless placed, officer on D unless placed."""
    placed = dict(tokens)
    if "officer" not in placed.values():
        placed["D"] = "officer"
    for node in ("S1", "S2", "S3"):
        if list(placed.values()).count("alien") < 3 and node not in placed:
            placed[node] = "alien"
    base = {"game": "armageddon", "variant": {}, "to_move": to_move, "roll": roll, "pips_left": roll,
            "tokens": placed, "officer_mine": False, "depot": 6, "trophies": {}, "destroyed": [],
            "skip_next": [], "round": 1, "winner": None}
    base.update(extra)
    return base


def setup(document, options=None):
    """(game, state) for a document."""
    game = make_game(options)
    return game, game.from_document(document)


def test_displaced_token_goes_to_launch_table_when_its_home_circles_are_full():
    """4.3 [decision]: no free intact home circle of its colour -> the lowest free launch-table circle."""
    tokens = {"K2r": "red", "K3r": "red", "K4r": "red", "R3": "red", "R2": "alien", "S2": "alien", "S3": "alien",
              **QUIET}
    game, state = setup(doc("aliens", 1, tokens, destroyed=["K1"], depot=5))
    after = game.apply_turn(state, "R2>R3")
    displaced = [e for e in after.events if e.kind == "displaced"]
    assert [(e.victim, e.at, e.to) for e in displaced] == [("red", "R3", "L1")]


def test_displaced_token_leaves_the_game_when_nothing_is_free():
    """4.3: every compartment destroyed and the launch table full -> the token leaves the game."""
    tokens = {"L1": "green", "L2": "yellow", "L3": "yellow", "R3": "red", "R2": "alien", "S2": "alien",
              "S3": "alien", "r5": "red", "r6": "red", "g5": "green", "y5": "yellow", "y6": "yellow"}
    game, state = setup(doc("aliens", 1, tokens, destroyed=["K1", "K2", "K3", "K4"], depot=2))
    after = game.apply_turn(state, "R2>R3")
    displaced = [e for e in after.events if e.kind == "displaced"]
    assert [(e.victim, e.to) for e in displaced] == [("red", None)]
    assert game.to_document(after.state)["winner"] is None


def test_officer_without_mine_stays_on_pad_when_option_off():
    """6.5 [decision]: with officer_flies_without_mine off, an officer without a mine cannot launch."""
    tokens = {"P": "officer", "R5": "alien", "R9": "alien", "R13": "alien", "K1r": "red", "K2r": "red", **QUIET}
    document = doc("aliens", 3, tokens, depot=0, spent=6)
    options = {"officer_flies_without_mine": False}
    document["variant"] = options
    game, state = setup(document, options)
    assert all(move.frm != "P" for move in game.legal_moves(state))
    game2, state2 = setup(doc("aliens", 3, tokens, depot=0, spent=6))
    assert any(move.frm == "P" for move in game2.legal_moves(state2))


def test_mine_spent_without_target_when_every_compartment_is_gone():
    """6.4 [decision]: at A with a mine and no intact compartment, the mine is spent and he returns to D."""
    tokens = {"B8": "officer", "L1": "red", "r2": "red", "g3": "green", "y3": "yellow", "y6": "yellow"}
    document = doc("aliens", 1, tokens, destroyed=["K1", "K2", "K3", "K4"], officer_mine=True, depot=1)
    game, state = setup(document)
    after = game.apply_turn(state, "B8>A")
    out = game.to_document(after.state)
    assert out["tokens"]["D"] == "officer" and out["spent"] == 5 and not out["officer_mine"]
    assert not [e for e in after.events if e.kind == "compartment_exploded"]


def test_moved_forgets_a_token_shot_down_later_in_the_turn():
    """3.2/6.7: a token that moved to r8 under a switched-off laser is shot when Q is vacated; `moved` drops it."""
    tokens = {"r7": "red", "R4": "red", "K1r": "red", **QUIET}
    game, state = setup(doc("red", 2, tokens))
    mid = game.apply(state, SubMove("r7", "r8")).state
    assert game.to_document(mid)["moved"] == ["r8"]
    after = game.apply(mid, SubMove("R4", "R3"))
    assert [e.kind for e in after.events][:2] == ["moved", "laser_shot"]
    assert "r8" not in game.to_document(after.state)["tokens"]


def test_round_cap_draw():
    """5.6: after the last allowed round the game is drawn."""
    tokens = {"K1r": "red", "K2r": "red", **QUIET}
    document = doc("aliens", 1, tokens, round=2)
    document["variant"] = {"round_cap": 2}
    game, state = setup(document, {"round_cap": 2})
    after = game.apply_turn(state, game.legal_turns(state)[0])
    assert after.state.winner == "draw" and game.outcome(after.state).winner is None
    assert [e.kind for e in after.events][-1] == "victory"


def test_submove_path_through_launch_table():
    """2.2 [decision]: passing over the launch table shows the circle of the token's own row."""
    game = make_game()
    state = game.apply(game.initial_state(), Roll(3)).state
    assert game.submove_path(state, SubMove("K2r", "r2")) == ("L1", "r1", "r2")
    assert game.submove_path(state, SubMove("K2r", "L3")) == ("L3",)


def test_partial_and_overlong_turns_are_refused():
    """3.3/3.4: apply_turn refuses a turn that stops early or goes on after the turn ended."""
    tokens = {"r2": "red", "r5": "red", **QUIET}
    game, state = setup(doc("red", 4, tokens))
    with pytest.raises(IllegalMove) as caught:
        game.apply_turn(state, "r2>r3")
    assert caught.value.rule == "3.3"
    with pytest.raises(IllegalMove) as caught:
        game.apply_turn(state, "r2>r6 r5>r7")
    assert caught.value.rule == "3.4"
    assert game.apply_turn(state, "r2>r3 r5>r8").state.roll == 0


def test_no_turns_before_the_roll():
    """3.1: nothing to list before the die is rolled; a sub-move then is refused."""
    game = make_game()
    state = game.initial_state()
    assert game.legal_turns(state) == [] and game.legal_moves(state) == []
    with pytest.raises(IllegalMove) as caught:
        game.apply(state, SubMove("K1r", "L1"))
    assert caught.value.rule == "3.1"


def test_variant_validation():
    """7: unknown options and non-standard lengths are refused with the field named."""
    with pytest.raises(DocumentError, match="lane_length"):
        make_game({"lane_length": 12})
    with pytest.raises(DocumentError, match="ring_length"):
        make_game({"ring_length": 20})
    with pytest.raises(DocumentError, match="dragons"):
        make_game({"dragons": 1})
    game = make_game({"earth_order": ["yellow", "red", "green"]})
    assert game.seats == ("yellow", "red", "green", "aliens") and game.side_of("green") == "earth"
    assert game.to_document(game.initial_state())["to_move"] == "yellow"


def test_registry_entry():
    """The registry entry follows the contract."""
    assert ENTRY.name == "armageddon" and ENTRY.titles["ru"] == "Армагеддон"
    assert ENTRY.player_plans[3] == (("red", "green"), ("yellow",), ("aliens",))
    assert set(ENTRY.benches) == {"armageddon.random_turns_per_s"}
    assert isinstance(ENTRY.make_game(None).board.by_id["R0"].kind, str)

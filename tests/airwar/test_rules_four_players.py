"""Air War rule 1.4: the four-player turn (bomber commander moves a bomber or hands over)."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalMove
from tests.airwar.positions import load, of_kind, planes_of, play, pos, turns

FOUR = {"first": "south", "players": 4}
BOMBER_OPS = ["c5:F2", "c5:LF1", "c5:RF1", "c5:U"]
FIGHTER_OPS = sorted(f"h10:{op}" for op in ("F3", "L", "R", "UF1", "F1", "LF2", "RF2"))


def four(planes=None, **overrides):
    """A four-player position: South has a bomber on c5 and a fighter on h10."""
    if planes is None:
        planes = [
            ("south", "bomber", "c5", "N"),
            ("south", "fighter", "h10", "N"),
            ("north", "bomber", "m17", "S"),
            ("north", "fighter", "k17", "S"),
        ]
    variant = overrides.pop("variant", FOUR)
    return pos("south", planes, variant=variant, **overrides)


def refused(doc, move):
    """The IllegalMove raised when `move` is tried in `doc`."""
    game, state = load(doc)
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, move))
    return info.value


def test_1_4_bomber_commander_moves_a_bomber_or_hands_over():
    """1.4: the senior is to act; he is offered his bombers and the hand-over, not the fighters."""
    game, state = load(four())
    assert game.current_seat(state) == "south-bombers"
    assert game.legal_turns(state) == sorted([*BOMBER_OPS, "handover"])


def test_1_4_fighter_refused_before_the_handover():
    """1.4: a fighter may not move unless the bomber commander handed the turn over."""
    assert refused(four(), "h10:F3").rule == "1.4"


def test_1_4_handover_gives_the_turn_to_the_fighter_commander():
    """1.4: after `handover` the same side's fighter commander acts, with fighter operations only."""
    after, events, game, state = play(four(), "handover")
    (handed,) = of_kind(events, "handed_over")
    assert handed.side == "south"
    assert after["to_move"] == "south"
    assert after["handed_over"] is True
    assert planes_of(after) == planes_of(four())
    assert game.current_seat(state) == "south-fighters"
    assert game.legal_turns(state) == FIGHTER_OPS


def test_1_4_bomber_refused_after_the_handover():
    """1.4: once handed over, the bombers may not move this turn."""
    doc = four(handed_over=True)
    assert refused(doc, "c5:F2").rule == "1.4"
    assert refused(doc, "handover").rule == "1.4"


def test_1_4_the_fighter_move_ends_the_side_turn():
    """1.4: after the fighter commander's operation North's senior is to act."""
    _after, _e, game, state = play(four(), "handover")
    moved = game.apply(state, game.parse_move(state, "h10:F3")).state
    doc = game.to_document(moved)
    assert doc["to_move"] == "north"
    assert not doc.get("handed_over", False)
    assert game.current_seat(moved) == "north-bombers"
    assert "handover" in game.legal_turns(moved)
    assert "k17:F3" not in game.legal_turns(moved)


def test_1_4_a_bomber_move_ends_the_side_turn():
    """1.4: a bomber operation is the whole turn of the side."""
    after, _e, game, state = play(four(), "c5:F2")
    assert after["to_move"] == "north"
    assert game.current_seat(state) == "north-bombers"


def test_1_4_handed_over_document_is_read_back():
    """1.4: a document in the handed-over sub-step gives the fighter commander the move."""
    game, state = load(four(handed_over=True))
    assert game.current_seat(state) == "south-fighters"
    assert game.legal_turns(state) == FIGHTER_OPS
    assert game.to_document(state)["handed_over"] is True


def test_1_4_without_bomber_moves_the_fighter_commander_moves():
    """1.4: if the bomber commander has no legal move (no bombers), the fighter commander moves."""
    doc = four([("south", "fighter", "h10", "N"), ("north", "bomber", "m17", "S")])
    game, state = load(doc)
    assert game.current_seat(state) == "south-fighters"
    assert game.legal_turns(state) == FIGHTER_OPS
    after = game.to_document(game.apply(state, game.parse_move(state, "h10:F3")).state)
    assert after["to_move"] == "north"


def test_1_4_blocked_bombers_also_let_the_fighter_commander_move():
    """1.4: bombers present but all blocked (parked facing the edge) count as no legal move."""
    doc = four(
        [("south", "bomber", "c1", "S", True), ("south", "fighter", "h10", "N"), ("north", "bomber", "m17", "S")]
    )
    game, state = load(doc)
    assert game.current_seat(state) == "south-fighters"
    assert game.legal_turns(state) == FIGHTER_OPS


def test_1_4_without_fighter_moves_no_handover_is_offered():
    """1.4: if the fighter commander has no legal move, the bomber commander moves and cannot hand over."""
    doc = four([("south", "bomber", "c5", "N"), ("south", "fighter", "a1", "S", True), ("north", "bomber", "m17", "S")])
    game, state = load(doc)
    assert game.current_seat(state) == "south-bombers"
    assert game.legal_turns(state) == BOMBER_OPS
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, "handover"))
    assert info.value.rule == "1.4"


def test_1_4_neither_commander_can_move_the_side_passes():
    """1.4 with 4.3: no legal operation at all is a pass."""
    doc = four(
        [("south", "bomber", "c1", "S", True), ("south", "fighter", "a1", "S", True), ("north", "bomber", "m17", "S")]
    )
    assert turns(doc) == ["-"]


def test_1_4_two_players_have_no_handover():
    """1.4: in a two-player game one player holds both seats: every operation, no hand-over."""
    doc = four(variant={"first": "south", "players": 2})
    game, state = load(doc)
    assert game.current_seat(state) == "south-bombers"
    assert game.legal_turns(state) == sorted(BOMBER_OPS + FIGHTER_OPS)
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, "handover"))
    assert info.value.rule == "1.4"

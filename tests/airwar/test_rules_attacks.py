"""Air War rules 3.9 (which attacks are allowed) and 3.10 (the attacker takes the point)."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalMove
from tests.airwar.positions import kinds, load, losses_of, of_kind, planes_of, play, pos, turns


def refused(doc, move):
    """The IllegalMove raised when `move` is tried in `doc`."""
    game, state = load(doc)
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, move))
    return info.value


# attacker (south) flies north from h10 onto h12 unless stated; the target stands on h12
ALLOWED = [
    # attacker kind, move, target kind, target heading, parked, expected direction
    ("fighter", "h10:F3", "fighter", "N", False, "tail"),
    ("fighter", "h10:F3", "bomber", "N", False, "tail"),
    ("bomber", "h10:F2", "bomber", "N", False, "tail"),
    ("bomber", "h10:F2", "fighter", "N", False, "tail"),
    ("fighter", "h10:F3", "fighter", "E", False, "side"),
    ("fighter", "h10:F3", "bomber", "W", False, "side"),
    ("bomber", "h10:F2", "bomber", "E", False, "side"),
    ("bomber", "h10:F2", "fighter", "W", False, "side"),
    ("bomber", "h10:F2", "fighter", "S", False, "head-on"),  # a bomber may hit a fighter head-on
    ("fighter", "h10:F3", "fighter", "S", True, "parked"),  # parked targets from any direction
    ("bomber", "h10:F2", "bomber", "S", True, "parked"),
    ("fighter", "h10:F3", "bomber", "S", True, "parked"),
]


@pytest.mark.parametrize(("kind", "move", "target", "heading", "parked", "direction"), ALLOWED)
def test_3_9_allowed_attacks(kind, move, target, heading, parked, direction):
    """3.9/3.10: side and tail attacks, bomber head-on on a fighter, parked targets from any side."""
    doc = pos(
        "south",
        [("south", kind, "h10", "N"), ("north", target, "h12", heading, parked), ("north", "fighter", "a17", "S")],
    )
    assert move in turns(doc)
    after, events, _g, _s = play(doc, move)
    assert planes_of(after) == {("south", kind, "h12", "N", False), ("north", "fighter", "a17", "S", False)}
    (hit,) = of_kind(events, "plane_destroyed")
    assert (hit.side, hit.plane_kind, hit.at, hit.by_side, hit.by_kind, hit.direction) == (
        "north",
        target,
        "h12",
        "south",
        kind,
        direction,
    )
    assert losses_of(after, "north") == ((1, 0) if target == "bomber" else (0, 1))
    assert after["quiet_plies"] == 0


HEAD_ON = [
    ("bomber", "h10:F2", "bomber"),
    ("fighter", "h10:F3", "fighter"),
    ("fighter", "h10:F3", "bomber"),
]


@pytest.mark.parametrize(("kind", "move", "target"), HEAD_ON)
def test_3_9_forbidden_head_on_attacks(kind, move, target):
    """3.9: bomber-bomber, fighter-fighter and fighter-bomber head-on make the operation illegal."""
    doc = pos("south", [("south", kind, "h10", "N"), ("north", target, "h12", "S")])
    assert move not in turns(doc)
    assert refused(doc, move).rule == "3.9"


def test_3_9_head_on_judged_after_the_turn():
    """3.9: the attack direction is the direction of flight after the turn."""
    # bomber at h11 heading E; LF1 turns N and enters h12 where a north bomber heads S: head-on
    doc = pos("south", [("south", "bomber", "h11", "E"), ("north", "bomber", "h12", "S")])
    assert refused(doc, "h11:LF1").rule == "3.9"
    # the same bomber heading W: RF1 also turns N: still head-on
    doc_w = pos("south", [("south", "bomber", "h11", "W"), ("north", "bomber", "h12", "S")])
    assert refused(doc_w, "h11:RF1").rule == "3.9"
    # the target heading E instead: the attack is from the side and allowed
    doc_side = pos("south", [("south", "bomber", "h11", "E"), ("north", "bomber", "h12", "E")])
    after, events, _g, _s = play(doc_side, "h11:LF1")
    assert planes_of(after) == {("south", "bomber", "h12", "N", False)}
    assert of_kind(events, "plane_destroyed")[0].direction == "side"


def test_3_9_north_attacks_south_from_the_tail():
    """3.9: the rule is the same for North (flying S onto a South plane heading S)."""
    doc = pos("north", [("north", "fighter", "c15", "S"), ("south", "bomber", "c13", "S")])
    after, events, _g, _s = play(doc, "c15:F3")
    assert planes_of(after) == {("north", "fighter", "c13", "S", False)}
    assert of_kind(events, "plane_destroyed")[0].direction == "tail"


def test_3_9_forbidden_attack_leaves_the_position_unchanged():
    """3.9: a refused head-on attack changes nothing (old state stays valid)."""
    doc = pos("south", [("south", "fighter", "h10", "N"), ("north", "fighter", "h11", "S")])
    game, state = load(doc)
    before = game.to_document(state)
    with pytest.raises(IllegalMove):
        game.apply(state, game.parse_move(state, "h10:F3"))
    assert game.to_document(state) == before
    # but the fighter may turn away ("may leave the fire")
    assert {"h10:L", "h10:R", "h10:UF1", "h10:LF2", "h10:RF2"} <= set(game.legal_turns(state))


# --- 3.10 the attacker takes the point and its operation ends --------------------------


def test_3_10_attacker_stops_on_the_first_point():
    """3.10: F3 with the target on the first point ends there, not three points on."""
    doc = pos("south", [("south", "fighter", "h10", "N"), ("north", "bomber", "h11", "E")])
    after, events, _g, _s = play(doc, "h10:F3")
    assert planes_of(after) == {("south", "fighter", "h11", "N", False)}
    assert "shot_down" not in kinds(events)


def test_3_10_points_beyond_the_target_are_not_checked():
    """3.10: after the attack nothing further is resolved: the edge and own planes beyond are irrelevant."""
    doc = pos(
        "south",
        [("south", "fighter", "h19", "N"), ("north", "bomber", "h20", "N"), ("south", "bomber", "h21", "W")],
        hq={"south": "h3", "north": "c19"},
    )
    assert "h19:F3" in turns(doc)
    after, _events, _g, _s = play(doc, "h19:F3")
    assert planes_of(after) == {("south", "fighter", "h20", "N", False), ("south", "bomber", "h21", "W", False)}


def test_3_10_defences_beyond_the_target_do_not_fire():
    """3.10: a launcher after the target is never reached."""
    doc = pos(
        "south",
        [("south", "fighter", "h10", "N"), ("north", "fighter", "h11", "W")],
        [("north", "missile", "h12")],
    )
    after, events, _g, _s = play(doc, "h10:F3")
    assert planes_of(after) == {("south", "fighter", "h11", "N", False)}
    assert "shot_down" not in kinds(events)


def test_3_10_bomber_attack_before_the_hq_does_not_bomb_it():
    """3.10: a bomber that attacks on the point before the HQ stops there: no bombing."""
    doc = pos("south", [("south", "bomber", "h17", "N"), ("north", "fighter", "h18", "E")])
    after, events, _g, _s = play(doc, "h17:F2")
    assert "hq_bombed" not in kinds(events)
    assert after["winner"] is None
    assert planes_of(after) == {("south", "bomber", "h18", "N", False)}


def test_3_10_a_parked_plane_is_hit_head_on_on_its_airfield():
    """3.9/3.10: North's fighter dives head-on onto a parked South fighter and takes its point."""
    doc = pos("north", [("north", "fighter", "f4", "S"), ("south", "fighter", "f1", "N", True)])
    assert "f4:F3" in turns(doc)
    after, events, _g, _s = play(doc, "f4:F3")
    assert planes_of(after) == {("north", "fighter", "f1", "S", False)}
    (hit,) = of_kind(events, "plane_destroyed")
    assert (hit.side, hit.at, hit.direction) == ("south", "f1", "parked")

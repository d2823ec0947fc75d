"""Air War rule 4.5: the paper-rules option (an illegal operation costs the plane)."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalMove
from tests.airwar.positions import kinds, load, losses_of, of_kind, planes_of, play, pos, turns

PAPER = {"first": "south", "paper_rules": True}
ENEMY = ("north", "fighter", "a17", "S")


def paper(planes, **kw):
    """A position with the paper rules switched on."""
    return pos("south", [*planes, ENEMY], variant=PAPER, **kw)


@pytest.mark.parametrize(
    ("planes", "move", "rule", "survivors"),
    [
        # off the board
        ([("south", "bomber", "h21", "N")], "h21:F2", "3.6", set()),
        # through an own plane: only the mover is lost
        (
            [("south", "fighter", "h10", "N"), ("south", "bomber", "h11", "E")],
            "h10:F3",
            "3.6",
            {("south", "bomber", "h11", "E", False)},
        ),
        # a parked plane turning on takeoff
        ([("south", "bomber", "c2", "N", True)], "c2:LF1", "3.5", set()),
        # a forbidden head-on attack: the attacker is lost, the target stays
        (
            [("south", "bomber", "h10", "N"), ("north", "bomber", "h12", "S")],
            "h10:F2",
            "3.9",
            {("north", "bomber", "h12", "S", False)},
        ),
    ],
)
def test_4_5_illegal_operation_removes_the_plane(planes, move, rule, survivors):
    """4.5: with paper rules an illegal operation is played and the plane is removed, naming the rule."""
    doc = paper(planes)
    assert move not in turns(doc)  # still not offered as a legal move
    mover = next(p for p in planes if p[2] == move.split(":")[0])
    after, events, _game, _state = play(doc, move)
    (lost,) = of_kind(events, "plane_lost_by_rule")
    assert (lost.side, lost.plane_kind, lost.at, lost.rule) == ("south", mover[1], mover[2], rule)
    assert lost.code.startswith("airwar.refusal.")
    assert lost.refusal().words("ru") not in ("", lost.code)
    assert planes_of(after) == {(*ENEMY, False), *survivors}
    assert after["to_move"] == "north"
    assert after["ply"] == 1
    assert losses_of(after, "south") == ((1, 0) if mover[1] == "bomber" else (0, 1))
    assert "moved" not in kinds(events)
    assert "plane_destroyed" not in kinds(events)


def test_4_5_without_paper_rules_the_same_operation_is_refused():
    """4.5: by default the illegal operation is refused with its reason instead."""
    doc = pos("south", [("south", "bomber", "h21", "N"), ENEMY])
    game, state = load(doc)
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, "h21:F2"))
    assert info.value.rule == "3.6"
    assert (info.value.code, info.value.words("en")) == ("airwar.refusal.off_edge", "a plane may not leave the board")


def test_4_5_wrong_operation_for_the_kind_costs_the_plane():
    """4.5: a bomber flying a fighter's three points is a wrong move and loses the plane (rule 3.2)."""
    after, events, _g, _s = play(paper([("south", "bomber", "h5", "N")]), "h5:F3")
    (lost,) = of_kind(events, "plane_lost_by_rule")
    assert lost.rule == "3.2"
    assert planes_of(after) == {(*ENEMY, False)}


def test_4_5_legal_operations_work_normally():
    """4.5: a legal operation under paper rules is an ordinary move."""
    after, events, _g, _s = play(paper([("south", "bomber", "h5", "N")]), "h5:F2")
    assert "plane_lost_by_rule" not in kinds(events)
    assert planes_of(after) == {("south", "bomber", "h7", "N", False), (*ENEMY, False)}
    assert losses_of(after, "south") == (0, 0)


def test_4_5_legal_attacks_and_shots_work_normally():
    """4.5: shot down and attacks follow the ordinary rules (no rule-loss event)."""
    doc = paper([("south", "fighter", "h10", "N"), ("north", "bomber", "h12", "E")])
    _after, events, _g, _s = play(doc, "h10:F3")
    assert "plane_destroyed" in kinds(events)
    assert "plane_lost_by_rule" not in kinds(events)
    doc = paper([("south", "fighter", "h10", "N")], defences=[("north", "missile", "h11")])
    _after, events, _g, _s = play(doc, "h10:F3")
    assert "shot_down" in kinds(events)
    assert "plane_lost_by_rule" not in kinds(events)


def test_4_5_only_own_planes_may_be_dropped():
    """4.5: operating an enemy plane or an empty point is still refused."""
    doc = paper([("south", "bomber", "h5", "N")])
    game, state = load(doc)
    for move in ("a17:F3", "d5:F2"):
        with pytest.raises(IllegalMove):
            game.apply(state, game.parse_move(state, move))


def test_4_5_a_plane_lost_by_rule_counts_towards_defeat():
    """4.5 with 4.1: losing the last bomber by a wrong move (8 fighters already lost) loses the game."""
    doc = paper(
        [("south", "bomber", "h21", "N"), ("south", "fighter", "a5", "N")],
        losses={"south": {"bomber": 5, "fighter": 8}, "north": {"bomber": 0, "fighter": 0}},
    )
    after, events, _g, _s = play(doc, "h21:F2")
    assert "plane_lost_by_rule" in kinds(events)
    assert after["winner"] == "north"


def test_printed_rules_preset_plays_rule_8():
    """The printed rules preset (`rules = "printed"`) switches the paper rules on: the plane is lost."""
    from airwar.variant import AirWarVariant

    assert AirWarVariant(rules="printed").paper_rules is True
    doc = pos("south", [("south", "bomber", "h21", "N"), ENEMY], variant={"first": "south", "rules": "printed"})
    after, events, _game, _state = play(doc, "h21:F2")
    assert [e.rule for e in of_kind(events, "plane_lost_by_rule")] == ["3.6"]
    assert losses_of(after, "south") == (1, 0)

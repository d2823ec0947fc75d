"""Air War rules 3.6-3.8: path resolution point by point (edge, own planes, defences, HQ)."""

from __future__ import annotations

import json

import pytest

from tabletop.engine import IllegalMove
from tests.airwar.positions import cli, kinds, load, losses_of, of_kind, planes_of, play, pos, turns, write


def refused(doc, move):
    """The IllegalMove raised when `move` is tried in `doc`."""
    game, state = load(doc)
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, move))
    return info.value


# --- 3.6 board edge and own planes -----------------------------------------------------


@pytest.mark.parametrize(
    ("plane", "move"),
    [
        (("south", "bomber", "h21", "N"), "h21:F2"),
        (("south", "bomber", "a5", "N"), "a5:LF1"),
        (("south", "bomber", "o5", "N"), "o5:RF1"),
        (("south", "bomber", "h1", "S"), "h1:F2"),
        (("south", "fighter", "n10", "E"), "n10:F3"),
        (("south", "fighter", "h1", "N"), "h1:UF1"),
        (("south", "fighter", "b10", "N"), "b10:LF2"),
        (("south", "fighter", "h21", "N"), "h21:F1"),
    ],
)
def test_3_6_leaving_the_board_is_illegal(plane, move):
    """3.6: any operation whose path leaves the board is refused and not offered."""
    doc = pos("south", [plane], hq={"south": "d3", "north": "d19"})
    assert move not in turns(doc)
    assert refused(doc, move).rule == "3.6"


def test_3_6_leaving_the_board_on_the_last_point_only_is_illegal():
    """3.6: F3 from two points before the edge fails on its third point (the first two are fine)."""
    doc = pos("south", [("south", "fighter", "m10", "E")])
    assert "m10:F3" not in turns(doc)
    assert refused(doc, "m10:F3").rule == "3.6"
    assert "m10:F1" in turns(doc)


def test_3_6_ending_on_an_own_plane_is_illegal():
    """3.6: a bomber may not land its F2 on an own plane."""
    doc = pos("south", [("south", "bomber", "h5", "N"), ("south", "fighter", "h7", "W")])
    assert "h5:F2" not in turns(doc)
    assert refused(doc, "h5:F2").rule == "3.6"


def test_3_6_passing_over_an_own_plane_is_illegal():
    """3.6: every point of the path counts, not only the last one."""
    doc = pos("south", [("south", "fighter", "h10", "N"), ("south", "bomber", "h11", "E")])
    assert "h10:F3" not in turns(doc)
    assert refused(doc, "h10:F3").rule == "3.6"
    # a turn first: LF2 passes over g10 where the own bomber stands
    doc2 = pos("south", [("south", "fighter", "h10", "N"), ("south", "bomber", "g10", "E")])
    assert refused(doc2, "h10:LF2").rule == "3.6"
    assert "h10:RF2" in turns(doc2)


def test_3_6_a_free_path_is_legal():
    """3.6: with the own plane off the path, the same operation is legal."""
    doc = pos("south", [("south", "fighter", "h10", "N"), ("south", "bomber", "i11", "E")])
    assert "h10:F3" in turns(doc)


def test_3_6_turning_in_place_is_legal_beside_own_planes_and_the_edge():
    """3.6: turns in place have no path, so an own plane ahead does not block them."""
    doc = pos(
        "south", [("south", "bomber", "a21", "N"), ("south", "fighter", "a20", "N")], hq={"south": "h3", "north": "h19"}
    )
    assert "a21:U" in turns(doc)
    assert "a20:L" in turns(doc)
    assert "a20:R" in turns(doc)


# --- 3.7 AA guns and missile launchers -------------------------------------------------


@pytest.mark.parametrize(
    ("plane", "move", "gun_at"),
    [
        (("south", "fighter", "h10", "N"), "h10:F3", "h12"),  # front: gun faces S, plane flies N
        (("south", "fighter", "f12", "E"), "f12:F3", "h12"),  # side, from the west
        (("south", "fighter", "j12", "W"), "j12:F3", "h12"),  # side, from the east
        (("south", "bomber", "h10", "N"), "h10:F2", "h12"),  # bombers too
    ],
)
def test_3_7_enemy_gun_shoots_from_front_and_side(plane, move, gun_at):
    """3.7: entering an enemy gun point other than from behind shoots the plane down."""
    doc = pos("south", [plane, ("north", "fighter", "a17", "S")], [("north", "gun", gun_at, "S")])
    assert move in turns(doc)
    after, events, _g, _s = play(doc, move)
    assert planes_of(after) == {("north", "fighter", "a17", "S", False)}
    (down,) = of_kind(events, "shot_down")
    assert (down.side, down.plane_kind, down.at, down.by) == ("south", plane[1], gun_at, "gun")
    assert losses_of(after, "south") == ((1, 0) if plane[1] == "bomber" else (0, 1))
    assert after["quiet_plies"] == 0
    assert {(d["side"], d["kind"], d["at"]) for d in after["defences"]} == {("north", "gun", gun_at)}


def test_3_7_enemy_gun_is_harmless_from_behind_and_the_plane_flies_on():
    """3.7: moving in the direction the gun faces passes over it unharmed, to the end of the path."""
    doc = pos("south", [("south", "fighter", "h14", "S")], [("north", "gun", "h12", "S")],
              variant={"first": "south", "quiet_count_from": "start"})
    after, events, _g, _s = play(doc, "h14:F3")
    assert planes_of(after) == {("south", "fighter", "h11", "S", False)}
    assert "shot_down" not in kinds(events)
    assert after["quiet_plies"] == 1


def test_3_7_a_plane_may_stop_on_an_enemy_gun_from_behind():
    """3.7: F1 from behind onto the gun point is safe."""
    doc = pos("south", [("south", "fighter", "h13", "S")], [("north", "gun", "h12", "S")])
    after, events, _g, _s = play(doc, "h13:F1")
    assert planes_of(after) == {("south", "fighter", "h12", "S", False)}
    assert "shot_down" not in kinds(events)


@pytest.mark.parametrize(
    ("plane", "move"),
    [
        (("south", "fighter", "g10", "N"), "g10:F3"),
        (("south", "fighter", "g16", "S"), "g16:F3"),  # from behind too
        (("south", "fighter", "e13", "E"), "e13:F3"),
        (("south", "fighter", "h13", "W"), "h13:F1"),
    ],
)
def test_3_7_enemy_missile_launcher_shoots_from_any_side(plane, move):
    """3.7: a launcher point is deadly whatever the direction of entry."""
    doc = pos("south", [plane], [("north", "missile", "g13")])
    after, events, _g, _s = play(doc, move)
    assert planes_of(after) == set()
    (down,) = of_kind(events, "shot_down")
    assert (down.at, down.by) == ("g13", "missile")


def test_3_7_the_operation_ends_where_the_plane_is_shot_down():
    """3.7: resolution stops at the launcher: later points are not checked or entered."""
    # F3 north from h19: h20 is the launcher, h22 would be off the board; own plane on h21
    doc = pos(
        "south",
        [("south", "fighter", "h19", "N"), ("south", "bomber", "h21", "E")],
        [("north", "missile", "h20")],
        hq={"south": "h3", "north": "c19"},
    )
    assert "h19:F3" in turns(doc)
    after, events, _g, _s = play(doc, "h19:F3")
    assert planes_of(after) == {("south", "bomber", "h21", "E", False)}
    assert kinds(events).count("shot_down") == 1


def test_3_7_own_defences_are_harmless():
    """3.7: a plane flies freely over its own gun (from the front) and own launcher."""
    doc = pos(
        "south",
        [("south", "fighter", "h3", "N")],
        [("south", "gun", "h4", "S"), ("south", "missile", "h5")],
        hq={"south": "c3", "north": "h19"},
    )
    after, events, _g, _s = play(doc, "h3:F3")
    assert planes_of(after) == {("south", "fighter", "h6", "N", False)}
    assert "shot_down" not in kinds(events)


def test_3_7_own_defences_are_harmless_to_north_as_well():
    """3.7: the same for North over its own launcher and gun facing South (front)."""
    doc = pos(
        "north",
        [("north", "bomber", "h18", "S"), ("south", "fighter", "a1", "N")],
        [("north", "missile", "h17"), ("north", "gun", "h16", "N")],
        hq={"south": "h3", "north": "c19"},
    )
    after, events, _g, _s = play(doc, "h18:F2")
    assert ("north", "bomber", "h16", "S", False) in planes_of(after)
    assert "shot_down" not in kinds(events)


def test_3_7_only_entering_a_point_counts_not_turning_on_it_or_leaving_it():
    """3.7: a plane already standing on an enemy gun point may turn there and fly off unharmed."""
    doc = pos("south", [("south", "fighter", "h12", "S")], [("north", "gun", "h12", "S")])
    assert {"h12:L", "h12:R", "h12:UF1", "h12:LF2"} <= set(turns(doc))
    after, events, _g, _s = play(doc, "h12:L")
    assert planes_of(after) == {("south", "fighter", "h12", "E", False)}
    assert "shot_down" not in kinds(events)
    after, events, _g, _s = play(doc, "h12:LF2")
    assert planes_of(after) == {("south", "fighter", "j12", "E", False)}
    assert "shot_down" not in kinds(events)


def test_3_7_shot_down_comes_before_an_attack_on_the_same_point():
    """3.7 before 3.9: an enemy plane sitting on its gun point does not save the attacker."""
    doc = pos(
        "south",
        [("south", "fighter", "h10", "N"), ("north", "fighter", "h12", "E")],
        [("north", "gun", "h12", "S")],
    )
    after, events, _g, _s = play(doc, "h10:F3")
    assert planes_of(after) == {("north", "fighter", "h12", "E", False)}
    assert "shot_down" in kinds(events)
    assert "plane_destroyed" not in kinds(events)


# --- 3.8 bombing the HQ ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("plane", "move"),
    [
        (("south", "bomber", "h17", "N"), "h17:F2"),  # ends on the HQ
        (("south", "bomber", "h18", "N"), "h18:F2"),  # passes over it
        (("south", "bomber", "g19", "N"), "g19:RF1"),  # after a turn
    ],
)
def test_3_8_a_bomber_over_the_enemy_hq_wins(plane, move):
    """3.8/4.2: a bomber entering the enemy HQ point bombs it and its side wins."""
    doc = pos("south", [plane, ("north", "fighter", "a17", "S")])
    after, events, game, state = play(doc, move)
    (bombed,) = of_kind(events, "hq_bombed")
    assert (bombed.side, bombed.at) == ("north", "h19")
    assert [e.winner for e in of_kind(events, "victory")] == ["south"]
    assert after["winner"] == "south"
    assert game.outcome(state).winner == "south"
    assert list(game.legal_moves(state)) == []


def test_3_8_north_bomber_over_the_south_hq_wins():
    """3.8: the same for North."""
    doc = pos("north", [("north", "bomber", "h5", "S"), ("south", "fighter", "a5", "N")])
    after, events, _g, _s = play(doc, "h5:F2")
    assert "hq_bombed" in kinds(events)
    assert after["winner"] == "north"


def test_3_8_a_fighter_over_the_enemy_hq_does_not_bomb_it():
    """3.8: only a bomber can bomb the HQ."""
    doc = pos("south", [("south", "fighter", "h17", "N"), ("north", "fighter", "a17", "S")])
    after, events, game, state = play(doc, "h17:F3")
    assert "hq_bombed" not in kinds(events)
    assert after["winner"] is None
    assert game.outcome(state) is None
    assert ("south", "fighter", "h20", "N", False) in planes_of(after)


def test_3_8_a_bomber_over_its_own_hq_does_nothing():
    """3.8: the own HQ is not bombed."""
    doc = pos("south", [("south", "bomber", "h2", "N"), ("north", "fighter", "a17", "S")])
    after, events, _g, _s = play(doc, "h2:F2")
    assert "hq_bombed" not in kinds(events)
    assert after["winner"] is None
    assert ("south", "bomber", "h4", "N", False) in planes_of(after)


def test_3_8_hq_bombing_wins_whatever_the_losses():
    """3.8/4.2: losses do not count once the HQ is bombed (South nearly wiped out still wins)."""
    doc = pos(
        "south",
        [("south", "bomber", "h17", "N"), ("north", "bomber", "a17", "S"), ("north", "fighter", "b17", "S")],
        losses={"south": {"bomber": 5, "fighter": 10}, "north": {"bomber": 0, "fighter": 0}},
    )
    after, _events, _g, _s = play(doc, "h17:F2")
    assert after["winner"] == "south"


# --- the command line: moves and apply -------------------------------------------------


def test_cli_moves_lists_the_legal_operations(tmp_path):
    """`tabletop moves airwar POS.json` prints the legal operations, one per line."""
    doc = pos("south", [("south", "bomber", "h5", "N"), ("south", "fighter", "h6", "N")])
    done = cli("moves", "airwar", str(write(tmp_path, doc)))
    assert done.returncode == 0, done.stderr
    assert sorted(done.stdout.split()) == sorted(turns(doc))
    assert "h5:F2" not in done.stdout.split()  # own fighter in the way (3.6)


def test_cli_apply_prints_the_new_document(tmp_path):
    """`tabletop apply airwar POS.json MOVE` prints the resulting position document."""
    doc = pos("south", [("south", "fighter", "h10", "N"), ("north", "bomber", "h12", "N")])
    done = cli("apply", "airwar", str(write(tmp_path, doc)), "h10:F3")
    assert done.returncode == 0, done.stderr
    after = json.loads(done.stdout)
    assert after["to_move"] == "north"
    assert planes_of(after) == {("south", "fighter", "h12", "N", False)}


def test_cli_apply_refuses_an_illegal_move_with_a_reason(tmp_path):
    """An illegal operation exits 2 with the reason on stderr and no traceback."""
    doc = pos("south", [("south", "bomber", "h21", "N")], hq={"south": "h3", "north": "c19"})
    done = cli("apply", "airwar", str(write(tmp_path, doc)), "h21:F2")
    assert done.returncode == 2
    assert done.stderr.strip()
    assert "Traceback" not in done.stderr
    assert done.stdout.strip() == ""


def test_cli_apply_refuses_a_malformed_document_naming_the_field(tmp_path):
    """A malformed document exits 2 with a message naming the bad field."""
    doc = pos("south", [("south", "bomber", "h5", "N")])
    doc["planes"][0]["heading"] = "NE"
    done = cli("apply", "airwar", str(write(tmp_path, doc)), "h5:F2")
    assert done.returncode == 2
    assert "heading" in done.stderr
    assert "Traceback" not in done.stderr

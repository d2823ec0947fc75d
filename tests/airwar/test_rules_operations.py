"""Air War rules 1.3 (turn order) and 3.1-3.5 (operations), from position documents."""

from __future__ import annotations

import pytest

from airwar.game import make_game
from tabletop.engine import IllegalMove, Roll
from tests.airwar.positions import kinds, load, of_kind, planes_of, play, pos, turns


def refused(doc, move):
    """The IllegalMove raised when `move` is tried in `doc`."""
    game, state = load(doc)
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, move))
    return info.value


# --- 1.3 alternate turns, one plane one operation, first side by lot -----------------


def test_1_3_only_the_side_to_move_has_operations():
    """1.3: a north plane is never offered on South's turn, and vice versa."""
    planes = [("south", "bomber", "c5", "N"), ("north", "bomber", "m17", "S")]
    assert all(t.startswith("c5:") for t in turns(pos("south", planes)))
    assert all(t.startswith("m17:") for t in turns(pos("north", planes)))


def test_1_3_moving_an_enemy_plane_is_refused():
    """1.3: the side to move may not operate an enemy plane."""
    doc = pos("south", [("south", "bomber", "c5", "N"), ("north", "bomber", "m17", "S")])
    assert refused(doc, "m17:F2").rule == "1.3"


def test_1_3_operation_from_an_empty_point_is_refused():
    """1.3: an operation needs a plane of the side to move on its point."""
    doc = pos("south", [("south", "bomber", "c5", "N")])
    assert refused(doc, "d5:F2").rule == "1.3"


def test_1_3_sides_alternate_and_exactly_one_plane_moves():
    """1.3: after South's operation North is to move; only the operated plane changed."""
    before = pos(
        "south",
        [("south", "bomber", "c5", "N"), ("south", "fighter", "f5", "N"), ("north", "fighter", "m17", "S")],
        ply=4,
        quiet=2,
        losses={"south": {"bomber": 0, "fighter": 1}, "north": {"bomber": 0, "fighter": 0}},  # counting (D30)
    )
    after, events, game, state = play(before, "c5:F2")
    assert after["to_move"] == "north"
    assert game.current_seat(state) == "north-bombers"
    assert after["ply"] == 5
    assert after["quiet_plies"] == 3
    assert planes_of(after) == {
        ("south", "bomber", "c7", "N", False),
        ("south", "fighter", "f5", "N", False),
        ("north", "fighter", "m17", "S", False),
    }
    assert "moved" in kinds(events)
    again = game.apply(state, game.parse_move(state, "m17:F3")).state
    assert game.to_document(again)["to_move"] == "south"


def test_1_3_the_same_side_cannot_move_twice():
    """1.3: after South moved, a second South operation is refused."""
    doc = pos("south", [("south", "bomber", "c5", "N"), ("north", "fighter", "m17", "S")])
    _after, _events, game, state = play(doc, "c5:F2")
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, "c7:F2"))
    assert info.value.rule == "1.3"


def test_1_3_first_side_by_lot_is_a_chance_step():
    """1.3: with `first: lot` the lot is an explicit chance step (0 = South, 1 = North)."""
    doc = pos(None, [("south", "bomber", "c5", "N"), ("north", "bomber", "m17", "S")], variant={"first": "lot"})
    game, state = load(doc)
    assert tuple(game.chance_outcomes(state)) == (0, 1)
    south = game.apply(state, Roll(0)).state
    north = game.apply(state, Roll(1)).state
    assert game.to_document(south)["to_move"] == "south"
    assert game.to_document(north)["to_move"] == "north"
    assert game.chance_outcomes(south) == ()
    assert set(game.legal_turns(south)) == {"c5:F2", "c5:LF1", "c5:RF1", "c5:U"}
    assert set(game.legal_turns(north)) == {"m17:F2", "m17:LF1", "m17:RF1", "m17:U"}


def test_1_3_lot_is_the_default_and_the_initial_state_waits_for_it():
    """1.3: by default the first side is drawn by lot."""
    game = make_game(None)
    state = game.initial_state()
    assert tuple(game.chance_outcomes(state)) == (0, 1)


@pytest.mark.parametrize("first", ["south", "north"])
def test_1_3_first_side_chosen_at_setup_has_no_lot(first):
    """1.3: a side chosen at setup moves first, with no chance step."""
    game = make_game({"first": first})
    state = game.initial_state()
    assert tuple(game.chance_outcomes(state)) == ()
    assert game.to_document(state)["to_move"] == first
    assert game.current_seat(state) == f"{first}-bombers"
    assert game.legal_moves(state)


# --- 3.1 / 3.2 bomber operations -------------------------------------------------------

BOMBER_RESULTS = [
    # heading, op, to, new heading
    ("N", "F2", "h7", "N"),
    ("N", "U", "h5", "S"),
    ("N", "LF1", "g5", "W"),
    ("N", "RF1", "i5", "E"),
    ("E", "F2", "j5", "E"),
    ("E", "U", "h5", "W"),
    ("E", "LF1", "h6", "N"),
    ("E", "RF1", "h4", "S"),
    ("S", "F2", "h3", "S"),
    ("S", "LF1", "i5", "E"),
    ("S", "RF1", "g5", "W"),
    ("W", "F2", "f5", "W"),
    ("W", "LF1", "h4", "S"),
    ("W", "RF1", "h6", "N"),
]


@pytest.mark.parametrize(("heading", "op", "to", "new_heading"), BOMBER_RESULTS)
def test_3_2_bomber_operation_geometry(heading, op, to, new_heading):
    """3.1/3.2: turns are 90 degrees and come before the move; distances are exact."""
    doc = pos("south", [("south", "bomber", "h5", heading)], hq={"south": "a3", "north": "o19"})
    after, _events, _game, _state = play(doc, f"h5:{op}")
    assert planes_of(after) == {("south", "bomber", to, new_heading, False)}


def test_3_2_bomber_offers_exactly_its_four_operations():
    """3.2: a free bomber has F2, U, LF1 and RF1 and nothing else."""
    assert turns(pos("south", [("south", "bomber", "h5", "N")])) == ["h5:F2", "h5:LF1", "h5:RF1", "h5:U"]


@pytest.mark.parametrize("op", ["F3", "F1", "L", "R", "UF1", "LF2", "RF2", "F4", "LF3"])
def test_3_2_fighter_or_unknown_operations_are_refused_for_a_bomber(op):
    """3.2: a bomber cannot fly fighter operations (e.g. three points, or a turn then two)."""
    doc = pos("south", [("south", "bomber", "h5", "N")])
    game, state = load(doc)
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, f"h5:{op}"))
    if op in {"F3", "F1", "L", "R", "UF1", "LF2", "RF2"}:
        assert info.value.rule == "3.2"


def test_3_2_bomber_moves_emit_moved_with_path():
    """3.2: F2 reports a `moved` event through both points."""
    _after, events, _g, _s = play(pos("south", [("south", "bomber", "h5", "N")]), "h5:F2")
    (moved,) = of_kind(events, "moved")
    assert (moved.side, moved.plane_kind, moved.frm, moved.to, moved.heading) == ("south", "bomber", "h5", "h7", "N")
    assert moved.path[-1] == "h7"
    assert "h6" in moved.path


def test_3_2_bomber_u_turn_is_a_turn_in_place():
    """3.2: U reverses the heading in place: a `turned` event and no `moved` event."""
    _after, events, _g, _s = play(pos("south", [("south", "bomber", "h5", "N")]), "h5:U")
    assert "moved" not in kinds(events)
    (turned,) = of_kind(events, "turned")
    assert (turned.side, turned.plane_kind, turned.at, turned.frm_heading, turned.to_heading) == (
        "south",
        "bomber",
        "h5",
        "N",
        "S",
    )


def test_3_1_turn_comes_before_the_move():
    """3.1: LF1 turns first, so the bomber ends beside, not in front of, its start."""
    after, events, _g, _s = play(pos("south", [("south", "bomber", "h5", "N")]), "h5:LF1")
    assert planes_of(after) == {("south", "bomber", "g5", "W", False)}
    (moved,) = of_kind(events, "moved")
    assert moved.to == "g5"
    assert moved.heading == "W"
    assert "h6" not in moved.path


def test_3_1_distances_are_exact_no_shorter_move_near_the_edge():
    """3.1: a bomber one point from the edge cannot fly F2 and has no one-point straight move."""
    doc = pos("south", [("south", "bomber", "h20", "N")], hq={"south": "h3", "north": "b19"})
    assert turns(doc) == ["h20:LF1", "h20:RF1", "h20:U"]


# --- 3.3 fighter operations ------------------------------------------------------------

FIGHTER_RESULTS = [
    ("N", "F3", "h13", "N"),
    ("N", "L", "h10", "W"),
    ("N", "R", "h10", "E"),
    ("N", "UF1", "h9", "S"),
    ("N", "F1", "h11", "N"),
    ("N", "LF2", "f10", "W"),
    ("N", "RF2", "j10", "E"),
    ("W", "F3", "e10", "W"),
    ("W", "L", "h10", "S"),
    ("W", "R", "h10", "N"),
    ("W", "UF1", "i10", "E"),
    ("W", "F1", "g10", "W"),
    ("W", "LF2", "h8", "S"),
    ("W", "RF2", "h12", "N"),
    ("S", "L", "h10", "E"),
    ("S", "R", "h10", "W"),
    ("S", "LF2", "j10", "E"),
    ("S", "RF2", "f10", "W"),
    ("S", "UF1", "h11", "N"),
    ("E", "L", "h10", "N"),
    ("E", "R", "h10", "S"),
    ("E", "F3", "k10", "E"),
    ("E", "LF2", "h12", "N"),
    ("E", "RF2", "h8", "S"),
]


@pytest.mark.parametrize(("heading", "op", "to", "new_heading"), FIGHTER_RESULTS)
def test_3_3_fighter_operation_geometry(heading, op, to, new_heading):
    """3.3: F3, L/R (net quarter turn), UF1, F1 (cancelling turns) and LF2/RF2."""
    doc = pos("south", [("south", "fighter", "h10", heading)])
    after, _events, _game, _state = play(doc, f"h10:{op}")
    assert planes_of(after) == {("south", "fighter", to, new_heading, False)}


def test_3_3_fighter_offers_exactly_its_seven_operations():
    """3.3: a free fighter has F3, L, R, UF1, F1, LF2, RF2 and nothing else."""
    assert turns(pos("south", [("south", "fighter", "h10", "N")])) == sorted(
        f"h10:{op}" for op in ("F3", "L", "R", "UF1", "F1", "LF2", "RF2")
    )


@pytest.mark.parametrize("op", ["F2", "U", "LF1", "RF1"])
def test_3_3_bomber_operations_are_refused_for_a_fighter(op):
    """3.3: a fighter cannot fly exactly two points straight, U-turn in place, or turn then one."""
    doc = pos("south", [("south", "fighter", "h10", "N")])
    assert refused(doc, f"h10:{op}").rule == "3.3"


def test_3_3_fighter_quarter_turn_in_place_is_a_turn_event():
    """3.3: L is a turn in place: `turned` from N to W, no `moved`."""
    _after, events, _g, _s = play(pos("south", [("south", "fighter", "h10", "N")]), "h10:L")
    assert "moved" not in kinds(events)
    (turned,) = of_kind(events, "turned")
    assert (turned.at, turned.frm_heading, turned.to_heading) == ("h10", "N", "W")


def test_3_3_fighter_f3_path_and_exactness_at_the_edge():
    """3.3/3.1: F3 goes exactly three points; two from the edge it is not offered, F1 is."""
    _after, events, _g, _s = play(pos("south", [("south", "fighter", "h10", "N")]), "h10:F3")
    (moved,) = of_kind(events, "moved")
    assert moved.to == "h13"
    assert {"h11", "h12"} <= set(moved.path)
    edge = turns(pos("south", [("south", "fighter", "h19", "N")], hq={"south": "h3", "north": "b19"}))
    assert "h19:F3" not in edge
    assert "h19:F1" in edge


# --- 3.4 doing nothing is not a move ---------------------------------------------------


def test_3_4_no_pass_while_an_operation_exists():
    """3.4: doing nothing is not offered, and refused, while a plane can operate."""
    doc = pos("south", [("south", "fighter", "h10", "N")])
    assert "-" not in turns(doc)
    game, state = load(doc)
    with pytest.raises(IllegalMove) as info:
        game.apply(state, game.parse_move(state, "-"))
    assert info.value.rule in {"3.4", "4.3"}


@pytest.mark.parametrize(
    "planes",
    [
        [("south", "fighter", "h10", "N"), ("south", "bomber", "c5", "E")],
        [("south", "fighter", "a1", "S"), ("south", "bomber", "o21", "N")],
    ],
)
def test_3_4_every_legal_operation_changes_the_position(planes):
    """3.4: no offered operation leaves the plane unchanged in place."""
    doc = pos("south", planes, hq={"south": "h3", "north": "h19"})
    before = planes_of(doc)
    game, state = load(doc)
    for move in game.legal_moves(state):
        after = game.to_document(game.apply(state, move).state)
        assert planes_of(after) != before, move.to_notation()


# --- 3.5 parked planes go only straight ------------------------------------------------


def test_3_5_parked_bomber_may_only_fly_f2():
    """3.5: a parked bomber is offered only F2."""
    assert turns(pos("south", [("south", "bomber", "c2", "N", True)])) == ["c2:F2"]


@pytest.mark.parametrize("op", ["U", "LF1", "RF1"])
def test_3_5_parked_bomber_turns_are_refused(op):
    """3.5: takeoff is only straight."""
    assert refused(pos("south", [("south", "bomber", "c2", "N", True)]), f"c2:{op}").rule == "3.5"


def test_3_5_parked_fighter_may_only_fly_f3_or_f1():
    """3.5: a parked fighter is offered F3 and F1 only."""
    assert turns(pos("south", [("south", "fighter", "k1", "N", True)])) == ["k1:F1", "k1:F3"]


@pytest.mark.parametrize("op", ["L", "R", "UF1", "LF2", "RF2"])
def test_3_5_parked_fighter_turns_are_refused(op):
    """3.5: a parked fighter may not turn on takeoff."""
    assert refused(pos("south", [("south", "fighter", "k1", "N", True)]), f"k1:{op}").rule == "3.5"


def test_3_5_a_plane_that_took_off_is_no_longer_parked():
    """3.5: after takeoff the plane is airborne and may turn."""
    after, _e, _game, _state = play(pos("south", [("south", "fighter", "k1", "N", True)]), "k1:F3")
    assert planes_of(after) == {("south", "fighter", "k4", "N", False)}
    again = pos("south", [(p["side"], p["kind"], p["at"], p["heading"], p["parked"]) for p in after["planes"]])
    assert "k4:L" in turns(again)


def test_3_5_parked_straight_takeoff_still_follows_path_rules():
    """3.5 with 3.6: a parked fighter facing its own plane cannot take off through it."""
    doc = pos("south", [("south", "fighter", "k1", "N", True), ("south", "fighter", "k3", "N", True)])
    offered = turns(doc)
    assert "k1:F3" not in offered
    assert "k1:F1" in offered

"""Air War rules 4.1-4.4: victory by losses or by bombing the HQ, passing, draws."""

from __future__ import annotations

import pytest

from tabletop.engine import IllegalMove
from tests.airwar.positions import kinds, load, losses_of, of_kind, play, pos, turns


def losses(south=(0, 0), north=(0, 0)):
    """A losses field from (bombers, fighters) pairs."""
    return {
        "south": {"bomber": south[0], "fighter": south[1]},
        "north": {"bomber": north[0], "fighter": north[1]},
    }


# --- 4.1 victory by losses -------------------------------------------------------------


def test_4_1_last_bomber_down_with_eight_fighters_lost_wins():
    """4.1: North has lost 5 bombers and 8 fighters; destroying its last bomber wins."""
    doc = pos(
        "south",
        [("south", "fighter", "h10", "N"), ("north", "bomber", "h12", "N"), ("north", "fighter", "a17", "S")],
        losses=losses(north=(5, 8)),
    )
    after, events, game, state = play(doc, "h10:F3")
    assert losses_of(after, "north") == (6, 8)
    assert after["winner"] == "south"
    assert [e.winner for e in of_kind(events, "victory")] == ["south"]
    assert game.outcome(state).winner == "south"
    assert game.current_seat(state) is None
    assert list(game.legal_moves(state)) == []


def test_4_1_eighth_fighter_down_with_all_bombers_lost_wins():
    """4.1: North has lost all bombers and 7 fighters; the 8th fighter lost decides."""
    doc = pos(
        "south",
        [
            ("south", "bomber", "h10", "N"),
            ("north", "fighter", "h12", "E"),
            ("north", "fighter", "a17", "S"),
            ("north", "fighter", "b17", "S"),
        ],
        losses=losses(north=(6, 7)),
    )
    after, events, _g, _s = play(doc, "h10:F2")
    assert after["winner"] == "south"
    assert "victory" in kinds(events)


def test_4_1_fighters_alone_do_not_win_while_a_bomber_remains():
    """4.1: all 10 fighters lost but one bomber left is not a victory."""
    doc = pos(
        "south",
        [("south", "bomber", "h10", "N"), ("north", "fighter", "h12", "E"), ("north", "bomber", "a17", "S")],
        losses=losses(north=(5, 9)),
    )
    after, events, game, state = play(doc, "h10:F2")
    assert losses_of(after, "north") == (5, 10)
    assert after["winner"] is None
    assert "victory" not in kinds(events)
    assert game.outcome(state) is None


def test_4_1_bombers_alone_do_not_win_with_seven_fighters_lost():
    """4.1: all 6 bombers lost but only 7 fighters is not yet a victory."""
    doc = pos(
        "south",
        [
            ("south", "fighter", "h10", "N"),
            ("north", "bomber", "h12", "E"),
            ("north", "fighter", "a17", "S"),
            ("north", "fighter", "b17", "S"),
            ("north", "fighter", "c17", "S"),
        ],
        losses=losses(north=(5, 7)),
    )
    after, _events, game, state = play(doc, "h10:F3")
    assert losses_of(after, "north") == (6, 7)
    assert after["winner"] is None
    assert game.outcome(state) is None


def test_4_1_losses_by_anti_aircraft_fire_count_too():
    """4.1: South's last bomber shot down by a North gun (South lost 8 fighters) gives North the win."""
    doc = pos(
        "south",
        [("south", "bomber", "h10", "N"), ("south", "fighter", "a5", "N"), ("north", "fighter", "a17", "S")],
        [("north", "gun", "h12", "S")],
        losses=losses(south=(5, 8)),
    )
    after, events, _g, _s = play(doc, "h10:F2")
    assert "shot_down" in kinds(events)
    assert after["winner"] == "north"


def test_4_1_losses_are_computed_from_the_planes_when_absent():
    """4.1 with the document rule: without `losses`, 6 - bombers and 10 - fighters present are lost."""
    doc = pos(
        "south",
        [
            ("south", "fighter", "h10", "N"),
            ("south", "bomber", "c5", "N"),
            ("north", "fighter", "h12", "E"),
            ("north", "fighter", "a17", "S"),
            ("north", "fighter", "b17", "S"),
        ],
    )
    del doc["losses"]
    # North has no bomber and 3 fighters: 6 and 7 lost; one more fighter down decides.
    game, state = load(doc)
    assert game.outcome(state) is None
    after = game.to_document(game.apply(state, game.parse_move(state, "h10:F3")).state)
    assert after["winner"] == "south"


def test_4_1_a_finished_game_refuses_further_moves():
    """4.1: after the victory nothing more may be played."""
    doc = pos(
        "south",
        [("south", "fighter", "h10", "N"), ("north", "bomber", "h12", "N"), ("north", "fighter", "a17", "S")],
        losses=losses(north=(5, 8)),
    )
    _after, _events, game, state = play(doc, "h10:F3")
    with pytest.raises(IllegalMove):
        game.apply(state, game.parse_move(state, "a17:F3"))


# --- 4.2 victory by bombing the HQ (see also test_rules_paths 3.8) ---------------------


def test_4_2_bombing_the_hq_ends_the_game_for_the_bomber_side():
    """4.2: the side whose bomber passes over the enemy HQ wins at once."""
    doc = pos(
        "north",
        [("north", "bomber", "d3", "E"), ("south", "fighter", "a10", "N")],
        hq={"south": "e3", "north": "h19"},
    )
    after, events, game, state = play(doc, "d3:F2")
    assert after["winner"] == "north"
    assert kinds(events).index("hq_bombed") < kinds(events).index("victory")
    assert game.outcome(state).winner == "north"


# --- 4.3 passing -----------------------------------------------------------------------


def blocked_south():
    """South has only parked planes that cannot take off (edge behind them); North can move."""
    return pos(
        "south",
        [("south", "bomber", "a1", "S", True), ("south", "fighter", "b1", "S", True), ("north", "fighter", "h15", "S")],
        ply=7,
        quiet=3,
        losses=losses(south=(0, 1)),  # a plane already lost: the quiet plies count (D30)
    )


def test_4_3_a_side_with_no_legal_operation_passes():
    """4.3: the only move offered is the pass `-`."""
    assert turns(blocked_south()) == ["-"]


def test_4_3_passing_hands_the_turn_over():
    """4.3: the pass gives the turn to the other side, counts as a quiet ply and emits `passed`."""
    after, events, game, state = play(blocked_south(), "-")
    (passed,) = of_kind(events, "passed")
    assert passed.side == "south"
    assert after["to_move"] == "north"
    assert after["ply"] == 8
    assert after["quiet_plies"] == 4
    assert after["winner"] is None
    assert "h15:F3" in game.legal_turns(state)


def test_4_3_blocked_operations_are_still_refused_when_passing():
    """4.3/3.6: the blocked planes' operations stay illegal."""
    game, state = load(blocked_south())
    with pytest.raises(IllegalMove):
        game.apply(state, game.parse_move(state, "a1:F2"))


def test_4_3_north_passes_too():
    """4.3: the same for North, blocked by its own planes on the airfield."""
    doc = pos(
        "north",
        [
            ("north", "bomber", "c20", "S", True),
            ("north", "bomber", "c19", "S", True),
            ("north", "bomber", "c18", "S", True),
            ("north", "fighter", "d21", "N", True),
            ("south", "fighter", "h5", "N"),
        ],
        hq={"south": "h3", "north": "h18"},
    )
    # c20 and c19 face their own planes; c18 can still take off to c16
    assert "c18:F2" in turns(doc)
    doc["planes"][2]["heading"] = "N"  # c18 now faces its own plane on c19
    assert turns(doc) == ["-"]


# --- 4.4 draws ---------------------------------------------------------------------------


def quiet_doc(quiet, ply=0, **variant):
    """A position with a quiet move (c5:F2) and a capture (h10:F3) available to South; the quiet count
    runs from the start (`quiet_count_from = "start"`) unless the variant says otherwise."""
    variant = {"quiet_count_from": "start", **variant}
    return pos(
        "south",
        [
            ("south", "bomber", "c5", "N"),
            ("south", "fighter", "h10", "N"),
            ("north", "bomber", "h12", "N"),
            ("north", "fighter", "a17", "S"),
        ],
        variant={"first": "south", **variant},
        quiet=quiet,
        ply=ply,
    )


def test_4_4_draw_after_the_quiet_plies_cap():
    """4.4: the N-th ply in a row without a loss draws (N = quiet_plies_draw)."""
    after, events, game, state = play(quiet_doc(9, ply=20, quiet_plies_draw=10), "c5:F2")
    assert after["quiet_plies"] == 10
    assert after["winner"] == "draw"
    assert [e.winner for e in of_kind(events, "victory")] == ["draw"]
    assert game.outcome(state).winner is None
    assert game.is_terminal(state)


def test_4_4_no_draw_one_ply_before_the_quiet_cap():
    """4.4: one ply short of the cap the game goes on."""
    after, _events, _game, _state = play(quiet_doc(8, ply=20, quiet_plies_draw=10), "c5:F2")
    assert after["quiet_plies"] == 9
    assert after["winner"] is None


def test_4_4_a_loss_resets_the_quiet_count():
    """4.4: a plane lost on the last quiet ply resets the count and there is no draw."""
    after, _events, game, state = play(quiet_doc(9, ply=20, quiet_plies_draw=10), "h10:F3")
    assert after["quiet_plies"] == 0
    assert after["winner"] is None
    assert game.outcome(state) is None


def test_4_4_no_quiet_count_before_the_first_loss():
    """4.4 (D30): before any plane is lost the quiet plies are not counted, so a cautious opening does not
    end the game at the quiet cap; only the total cap applies."""
    after, _events, _game, _state = play(quiet_doc(9, ply=20, quiet_plies_draw=10, quiet_count_from="first_loss"),
                                         "c5:F2")
    assert after["quiet_plies"] == 0
    assert after["winner"] is None


def test_4_4_the_quiet_count_runs_once_a_plane_is_lost():
    """4.4 (D30): after the first loss of the game the quiet plies count and the cap ends the game."""
    doc = quiet_doc(9, ply=20, quiet_plies_draw=10, quiet_count_from="first_loss")
    doc["losses"] = losses(south=(0, 1), north=(0, 1))
    after, _events, _game, _state = play(doc, "c5:F2")
    assert after["quiet_plies"] == 10
    assert after["winner"] == "draw"


def test_4_4_the_first_loss_starts_the_quiet_count():
    """4.4 (D30): the ply of the first loss counts as 0, the next quiet ply as 1."""
    after, _events, game, state = play(quiet_doc(0, ply=20, quiet_count_from="first_loss"), "h10:F3")
    assert after["quiet_plies"] == 0
    quiet = next(m for m in game.legal_moves(state) if m.to_notation() != "-")
    assert game.apply(state, quiet).state.quiet == 1


def test_4_4_quiet_count_default():
    """D30: the quiet count starts at the first loss by default."""
    from airwar.variant import AirWarVariant

    assert AirWarVariant().quiet_count_from == "first_loss"


def test_4_4_draw_after_the_total_plies_cap():
    """4.4: with limit_result = draw the game is drawn when the total number of plies reaches
    max_plies_draw, even after a loss."""
    after, _events, game, state = play(quiet_doc(0, ply=29, max_plies_draw=30, limit_result="draw"), "h10:F3")
    assert after["ply"] == 30
    assert after["winner"] == "draw"
    assert game.outcome(state).termination == "max_plies"
    assert game.is_terminal(state)


def test_4_4_the_total_plies_cap_is_decided_on_losses():
    """4.4 (Р29): at the total cap the side that lost fewer planes wins, even by the loss on the last ply."""
    after, events, game, state = play(quiet_doc(0, ply=29, max_plies_draw=30), "h10:F3")
    assert after["ply"] == 30
    assert after["winner"] == "south"
    assert game.outcome(state).termination == "max_plies_losses"
    assert [(e.winner, e.reason) for e in of_kind(events, "victory")] == [("south", "max_plies_losses")]
    assert game.is_terminal(state)


def limit_doc(south, north, **variant):
    """quiet_doc one quiet ply before the quiet cap of 10, with the given (bombers, fighters) losses."""
    doc = quiet_doc(9, ply=20, quiet_plies_draw=10, **variant)
    doc["losses"] = losses(south, north)
    return doc


@pytest.mark.parametrize(
    ("south", "north", "winner"),
    [
        ((0, 3), (1, 1), "north"),  # South lost 3 planes, North 2: fewer planes lost wins
        ((2, 0), (0, 3), "south"),  # 2 against 3 planes, though South lost more bombers
        ((1, 2), (2, 1), "south"),  # 3 planes each: fewer bombers lost wins
        ((1, 2), (1, 2), "draw"),  # the same losses: a draw
    ],
)
def test_4_4_the_quiet_cap_is_decided_on_losses(south, north, winner):
    """4.4 (Р29): at the quiet cap fewer planes lost wins, then fewer bombers lost; equal losses draw."""
    after, events, game, state = play(limit_doc(south, north), "c5:F2")
    assert after["winner"] == winner
    assert game.outcome(state).termination == ("quiet" if winner == "draw" else "quiet_losses")
    assert [e.winner for e in of_kind(events, "victory")] == [winner]


def test_4_4_limit_result_draw_keeps_the_plain_draw():
    """4.4: the variant limit_result = draw makes both caps a draw whatever the losses."""
    after, _events, game, state = play(limit_doc((0, 3), (1, 1), limit_result="draw"), "c5:F2")
    assert after["winner"] == "draw"
    assert game.outcome(state).termination == "quiet"


@pytest.mark.parametrize("limit_result", ["losses", "draw"])
def test_4_4_a_finished_limit_game_reads_back_the_same(limit_result):
    """Р21: a document of a game ended at a cap reads back with the same winner and termination."""
    _after, _events, game, state = play(limit_doc((0, 3), (1, 1), limit_result=limit_result), "c5:F2")
    again = game.from_document(game.to_document(state))
    assert again == state
    assert game.outcome(again) == game.outcome(state)


def test_4_4_a_bombing_on_the_last_ply_reads_back_as_a_bombing():
    """Р27: a bombing on the ply that reaches the cap is a bombing, and the document says so when read back."""
    doc = pos(
        "south",
        [("south", "bomber", "h17", "N"), ("north", "fighter", "a17", "S")],
        variant={"first": "south", "max_plies_draw": 30},
        ply=29,
        losses=losses(south=(3, 0)),
    )
    _after, _events, game, state = play(doc, "h17:F2")
    assert game.outcome(state).termination == "hq"
    assert game.from_document(game.to_document(state)) == state


def test_4_4_no_draw_before_the_total_plies_cap():
    """4.4: one ply before the total cap the game goes on."""
    after, _events, _game, _state = play(quiet_doc(0, ply=28, max_plies_draw=30), "c5:F2")
    assert after["ply"] == 29
    assert after["winner"] is None


def test_4_4_passes_count_towards_the_draw():
    """4.4/4.3: a pass is a quiet ply and can complete the quiet cap."""
    doc = pos(
        "south",
        [("south", "bomber", "a1", "S", True), ("north", "fighter", "h15", "S")],
        variant={"first": "south", "quiet_plies_draw": 5, "quiet_count_from": "start"},
        quiet=4,
        ply=4,
    )
    after, _events, _g, _s = play(doc, "-")
    assert after["winner"] == "draw"


def test_4_4_default_caps_are_150_and_300_decided_on_losses():
    """4.4 (Р29): the standard caps are 150 quiet plies and 300 plies in all, both decided on losses."""
    after, _e, _g, _s = play(quiet_doc(148, ply=200), "c5:F2")
    assert after["winner"] is None
    after, _e, _g, _s = play(quiet_doc(149, ply=200), "c5:F2")
    assert after["winner"] == "draw"  # no losses on either side
    after, _e, _g, _s = play(quiet_doc(0, ply=298), "c5:F2")
    assert after["winner"] is None
    after, _e, game, state = play(quiet_doc(0, ply=299), "h10:F3")
    assert (after["winner"], game.outcome(state).termination) == ("south", "max_plies_losses")

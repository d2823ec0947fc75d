"""The Air War animation timeline and move previews, built from the rules' events (no window needed)."""

from __future__ import annotations

import pytest

from airwar.notation import Operation
from airwar.view.anim import build_timeline, coords
from airwar.view.preview import previews
from tabletop.registry import get_entry


@pytest.fixture
def game():
    """Air War, South first."""
    return get_entry("airwar").make_game({"first": "south"})


def flown(game, state, text):
    """(document before, move, events) of one operation."""
    move = game.parse_move(state, text)
    return game.to_document(state), move, game.apply(state, move).events


def test_a_straight_take_off_flies_point_by_point(game) -> None:
    """Rule 3.5: a parked fighter's F3: no turn, three steps; it ends on d7 facing north."""
    state = game.initial_state()
    timeline = build_timeline(*flown(game, state, "d4:F3"))
    assert timeline.duration > 0
    assert timeline.sample(0.0).sprites[0].pos == coords("d4")
    end = timeline.sample(timeline.duration - 1e-3).sprites[0]
    assert end.pos == coords("d7") and end.degrees == 0.0
    assert [name for _, name in timeline.cues].count("step") == 3
    assert "d7" in timeline.hidden


def test_turns_come_before_the_move_and_speed_shortens_it(game) -> None:
    """Rule 3.1: RF2 turns first (the plane stays on its point), then flies east; speed 2 halves the time."""
    state = game.apply(game.initial_state(), Operation("b4", "F3")).state
    state = game.apply(state, Operation("m18", "F3")).state
    before, move, events = flown(game, state, "b7:RF2")
    slow, fast = build_timeline(before, move, events, 1.0), build_timeline(before, move, events, 2.0)
    assert fast.duration == pytest.approx(slow.duration / 2)
    turning = slow.sample(0.1).sprites[0]
    assert turning.pos == coords("b7") and 0 < turning.degrees < 90
    assert slow.sample(slow.duration - 1e-3).sprites[0].pos == coords("d7")


def test_shot_down_and_previews_warn(game) -> None:
    """Rule 3.7: a North fighter flying into gun f5 from the front is shot down: the preview says so, it falls."""
    doc = game.to_document(game.initial_state())
    planes = [p for p in doc["planes"] if p["at"] != "b18"]
    planes.append({"side": "north", "kind": "fighter", "at": "f8", "heading": "S", "parked": False})
    state = game.from_document({**doc, "planes": planes, "to_move": "north"})
    options = {p.op: p for p in previews(game, state, list(game.legal_moves(state)), "f8")}
    assert options["F3"].outcome == "shot" and options["F3"].end == "f5"
    assert options["F1"].outcome == "move" and options["L"].in_place
    timeline = build_timeline(*flown(game, state, "f8:F3"))
    assert timeline.fall_from is not None
    late = timeline.sample(timeline.duration - 0.05)
    assert late.sprites[-1].alpha < 0.5, "the shot-down plane fades as it falls"
    assert "explosion" in [name for _, name in timeline.cues]


def test_a_pass_has_no_animation(game) -> None:
    """Passing (rule 4.3) or handing over moves no plane."""
    from airwar.notation import Pass

    assert build_timeline({}, Pass(), ()).duration == 0

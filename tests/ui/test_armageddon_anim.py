"""The animation timeline built from `apply`'s events (pure data, no window needed)."""

from __future__ import annotations

import pytest

from armageddon.view.anim import build_timeline
from armageddon.view.describe import step_lines, steps
from tabletop.engine import Roll
from tabletop.engine.match import Match
from tabletop.registry import get_entry


def _play(tokens_change: dict, extra: dict, roll: int, move: str):
    game = get_entry("armageddon").make_game(None)
    doc = game.to_document(game.initial_state())
    tokens = {k: v for k, v in {**doc["tokens"], **tokens_change}.items() if v is not None}
    state = game.from_document({**doc, "tokens": tokens, **extra})
    state = game.apply(state, Roll(roll)).state
    transition = game.apply(state, game.parse_move(state, move))
    return game, game.to_document(state), game.to_document(transition.state), transition.events


def test_displaced_alien_waits_for_the_mover_then_goes_home() -> None:
    """Rule 4.1: the warrior on R6 stays put until the red token reaches it, then flies to S1."""
    game, before, after, events = _play({"K1r": None, "R8": "red", "S1": None, "R6": "alien"}, {}, 3, "R8>R5")
    timeline = build_timeline(game.board, before, after, events, speed=1.0)
    assert {"R5", "S1"} <= timeline.hidden
    victim = next(t for t in timeline.tracks if t.piece == "alien")
    mover = next(t for t in timeline.tracks if t.piece == "red")
    r6 = (game.board.by_id["R6"].x, game.board.by_id["R6"].y)
    assert victim.hold and victim.points[0] == r6
    assert victim.start == pytest.approx(mover.duration * 2 / 3)
    assert timeline.sample(victim.start / 2).sprites[-1].pos == r6
    assert timeline.cues_between(0, timeline.duration).count("step") == 3
    assert "displace" in timeline.cues_between(0, timeline.duration)
    assert timeline.sample(timeline.duration).sprites == ()


def test_laser_shot_fires_when_the_token_stops_on_the_crossing() -> None:
    """Rule 6.7: the green token flies to g8, then the beam burns it; it is not drawn at g8 afterwards."""
    game, before, after, events = _play({"K1g": None, "g5": "green"}, {"to_move": "green"}, 3, "g5>g8")
    timeline = build_timeline(game.board, before, after, events, speed=2.0)
    beam = next(f for f in timeline.flashes if f.kind == "beam")
    mover = next(t for t in timeline.tracks if t.start == 0)
    assert beam.start == pytest.approx(mover.duration) and not mover.persist
    assert any(e.kind == "beam" for e in timeline.sample(beam.start + 0.01).effects)


def test_speed_setting_scales_the_timeline() -> None:
    """Animation speed 2 halves every duration."""
    game, before, after, events = _play({"K1g": None, "g5": "green"}, {"to_move": "green"}, 3, "g5>g8")
    slow = build_timeline(game.board, before, after, events, speed=1.0)
    fast = build_timeline(game.board, before, after, events, speed=2.0)
    assert abs(slow.duration - 2 * fast.duration) < 1e-9


def test_explosion_burst_then_officer_flies_home() -> None:
    """Rule 6.4: a burst over K1, K1's tokens fade, then the officer returns from A to D."""
    change = {"D": None, "B8": "officer"}
    extra = {"to_move": "aliens", "officer_mine": True, "depot": 5}
    game, before, after, events = _play(change, extra, 1, "B8>A")
    timeline = build_timeline(game.board, before, after, events)
    burst = next(f for f in timeline.flashes if f.kind == "burst")
    home = [t for t in timeline.tracks if t.piece == "officer" and t.start >= burst.start + burst.duration]
    assert burst.target == "K1" and home and home[0].persist
    lost = [t for t in timeline.tracks if t.fade and t.hold]
    assert len(lost) == 3


def test_log_lines_in_words_and_notation() -> None:
    """The move log names the seat, the circles and the notation, and Russian plurals are right."""
    from tabletop.i18n import Words

    game = get_entry("armageddon").make_game(None)
    match = Match(game, 1)
    match.roll(3)
    match.play(game.parse_move(match.state, "K1r>r2"))
    ru = Words("ru")
    lines = [line for step in match.steps for line in step_lines(ru, step)]
    assert lines[0] == "Красные: на кубике 3"
    assert "K1r → r2" in lines[1] and "3 шага" in lines[1] and "(K1r>r2)" in lines[1]
    plurals = [steps(ru, n) for n in (1, 2, 5, 11, 21, 22)]
    assert plurals == ["1 шаг", "2 шага", "5 шагов", "11 шагов", "21 шаг", "22 шага"]
    assert "3 steps" in step_lines(Words("en"), match.steps[1])[0]

"""Kill and resume: the autosave written after every ply reloads to the identical position."""

from __future__ import annotations

import random

from tabletop.ui.autosaves import continue_path
from tabletop.ui.session import GameSession
from tests.ui.airwar_support import new_session, open_table, play_ply_by_clicks, settle


def test_autosave_after_every_ply_reloads_identically(app_factory) -> None:
    """After each clicked ply the autosave replays to the same position document; a new table resumes it."""
    app = app_factory("ru")
    session = new_session(seed=21)
    scene = open_table(app, session)
    rng = random.Random(8)
    for _ in range(7):
        play_ply_by_clicks(app, scene, rng)
        loaded = GameSession.load(continue_path())
        assert loaded.game.to_document(loaded.match.state) == session.game.to_document(session.match.state)
    # "kill" the window: a fresh app opens the autosave and carries on from the same position
    settle(app, 1)
    expected = session.game.to_document(session.match.state)
    app2 = app_factory("en")
    resumed = GameSession.load(continue_path())
    scene2 = open_table(app2, resumed)
    assert resumed.game.to_document(resumed.match.state) == expected
    assert len(scene2.log.lines) >= 8 and scene2.phase == "choose"
    play_ply_by_clicks(app2, scene2, rng)
    assert len(resumed.match.steps) == len(session.match.steps) + 1


def test_undo_is_autosaved_too(app_factory) -> None:
    """Ctrl+Z rewrites the autosave: reloading gives the position before the undone ply."""
    import pygame

    from tests.ui.input_support import key

    app = app_factory("ru")
    session = new_session({"first": "south"}, seed=2)
    scene = open_table(app, session)
    play_ply_by_clicks(app, scene, random.Random(1))
    settle(app, 1, until=lambda: scene.phase == "choose")
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    loaded = GameSession.load(continue_path())
    assert loaded.match.steps == [] and session.match.steps == []
    assert loaded.game.to_document(loaded.match.state) == session.game.to_document(session.game.initial_state())

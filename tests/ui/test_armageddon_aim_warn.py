"""Issue 16.7 at the Armageddon table: the arrow keys follow direction on screen, and a sub-move that ends the
turn with pips unused (the launch table) asks first."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.armageddon_support import new_session, node_pos, open_table, settle
from tests.ui.input_support import click, key
from tests.ui.ui_helpers import dialog_buttons


def _rolled(app, roll: int):
    game = new_session().game
    doc = {**game.to_document(game.initial_state()), "roll": roll, "pips_left": roll}
    session = new_session(start=doc)
    scene = open_table(app, session)
    settle(app, 2, until=lambda: scene.phase == "choose")
    return scene, session


def _launch_target(scene, frm: str) -> str:
    kinds = {node.id: node.kind for node in scene.board.nodes}
    scene.select(frm)
    return next(t for t in scene.targets(frm) if kinds[t] == "launch_table")


def test_arrows_follow_the_screen_direction(app) -> None:
    scene, _ = _rolled(app, 5)
    frm = next(t for t in scene.movable() if len(scene.targets(t)) >= 2)
    click(app, node_pos(scene, frm))
    x0 = scene.spot_at(frm)[0]
    key(app, pygame.K_RIGHT)
    right = scene.focus
    assert scene.spot_at(right)[0] > x0, "Right picks a destination to the right of the token"
    key(app, pygame.K_LEFT)
    assert scene.focus is not None and scene.spot_at(scene.focus)[0] < scene.spot_at(right)[0]


@pytest.mark.parametrize(("lang", "words"), [("ru", "пропадут 4 очка"), ("en", "4 pips are lost")])
def test_the_launch_table_asks_before_throwing_pips_away(app_factory, lang, words) -> None:
    app = app_factory(lang)
    scene, session = _rolled(app, 5)
    frm = next(t for t in scene.movable() if any(
        node.kind == "launch_table" for node in scene.board.nodes if node.id in scene.targets(t)))
    target = _launch_target(scene, frm)
    steps = len(session.match.steps)
    scene.play_to(target)
    assert app.dialogs.active and words in app.dialogs.text, app.dialogs.text
    assert len(session.match.steps) == steps, "nothing is played before the answer"
    click(app, dialog_buttons(app)[1].get_abs_rect().center)  # No
    assert len(session.match.steps) == steps and scene.phase == "choose"
    scene.select(frm)
    scene.play_to(target)
    click(app, dialog_buttons(app)[0].get_abs_rect().center)  # Yes
    assert len(session.match.steps) == steps + 1


def test_an_ordinary_move_is_not_asked(app) -> None:
    scene, session = _rolled(app, 5)
    kinds = {node.id: node.kind for node in scene.board.nodes}
    frm, to = next((t, to) for t in scene.movable() for to in scene.targets(t) if kinds[to] != "launch_table")
    steps = len(session.match.steps)
    scene.select(frm)
    scene.play_to(to)
    assert not app.dialogs.active and len(session.match.steps) == steps + 1

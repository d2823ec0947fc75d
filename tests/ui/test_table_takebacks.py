"""Hot-seat takebacks follow a setting (issue 16.8): another person's move is taken back freely (`allowed`), after
both agree in a dialog (`ask`), or not at all (`never`); one's own sub-moves and computer replies are not asked."""

from __future__ import annotations

import random

import pygame
import pygame_gui
import pytest
from pygame_gui.elements import UIDropDownMenu

from tabletop.ui.settings import Settings, load_settings, save_settings
from tabletop.ui.settings_scene import SettingsScene
from tests.ui import airwar_support as air
from tests.ui.airwar_support import new_session, open_table, play_ply_by_clicks, settle
from tests.ui.input_support import click, key, step
from tests.ui.ui_helpers import dialog_buttons


def _after_souths_ply(app_factory, policy: str, lang: str = "ru"):
    app = app_factory(lang, takebacks=policy)
    session = new_session({"first": "south"}, seed=4)
    scene = open_table(app, session)
    play_ply_by_clicks(app, scene, random.Random(3))
    settle(app, 2, until=lambda: scene.phase == "choose")
    assert scene.takeback_between() == ("Аня", "Боря"), "South's move, North to move"
    return app, session, scene


def test_allowed_takes_the_other_persons_move_back_at_once(app_factory) -> None:
    app, session, _ = _after_souths_ply(app_factory, "allowed")
    steps = len(session.match.steps)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.match.steps) == steps - 1 and not app.dialogs.active


def test_never_refuses_in_words_and_keeps_the_move(app_factory) -> None:
    app, session, scene = _after_souths_ply(app_factory, "never")
    steps = len(session.match.steps)
    mover, _ = scene.takeback_between()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.match.steps) == steps and mover in scene.refusal and "настройках" in scene.refusal


@pytest.mark.parametrize(("lang", "answer", "undone"), [("ru", 0, True), ("en", 1, False)])
def test_ask_puts_the_question_to_both_players(app_factory, lang, answer, undone) -> None:
    app, session, scene = _after_souths_ply(app_factory, "ask", lang)
    steps = len(session.match.steps)
    mover, other = scene.takeback_between()
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert app.dialogs.active and mover in app.dialogs.text and other in app.dialogs.text
    assert len(session.match.steps) == steps, "nothing is undone before the answer"
    click(app, dialog_buttons(app)[answer].get_abs_rect().center)
    assert len(session.match.steps) == (steps - 1 if undone else steps)


def test_a_persons_own_move_and_computer_replies_are_never_asked(app_factory) -> None:
    app = app_factory("ru", takebacks="never")
    session = air.new_session({"first": "south"}, seed=4, ai={"north-bombers": "random", "north-fighters": "random"})
    scene = open_table(app, session)
    assert scene.takeback_between() is None, "nothing played yet"
    play_ply_by_clicks(app, scene, random.Random(3))
    settle(app, 8, until=lambda: len(session.match.steps) >= 3 and scene.phase == "choose" and scene.human_to_act())
    steps = len(session.match.steps)
    assert scene.takeback_between() is None, "Anya takes back her own move (and the computer's reply)"
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(session.match.steps) == steps - 2 and not scene.refusal


def test_the_setting_is_chosen_on_the_settings_screen_and_saved(app_factory, tmp_path) -> None:
    app = app_factory("ru")
    app.switch(SettingsScene(app))
    step(app)
    menu = app.scene.takeback_menu
    assert isinstance(menu, UIDropDownMenu) and menu.selected_option[0] == "разрешена"
    event = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="с согласия соперника", ui_element=menu)
    app.scene.on_gui_event(event)
    assert app.settings.takebacks == "ask"
    path = tmp_path / "settings.json"
    save_settings(app.settings, path)
    assert load_settings(path).takebacks == "ask" and Settings().takebacks == "allowed"

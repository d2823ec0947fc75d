"""Whole flows through the shell: menu → setup → table (or a clear message) → results."""

from __future__ import annotations

import dataclasses
import sys
import types
from typing import Literal

import pygame
import pygame_gui
import pytest
from pydantic import BaseModel, Field

from tabletop import registry
from tabletop.registry import registered
from tabletop.ui.menu import MenuScene
from tabletop.ui.results import ResultsScene
from tabletop.ui.session import has_autosave
from tabletop.ui.setup import SetupScene, available_games
from tabletop.ui.theme import colour
from tabletop.ui.variant_form import form_fields
from tests.dicegame import ENTRY
from tests.ui.input_support import key, step, type_into
from tests.ui.ui_games import finished_race, install_table
from tests.ui.ui_helpers import button, colours, press


class RaceVariant(BaseModel):
    """A variant model with one field of every kind the form supports."""

    goal: int = Field(default=20, ge=10, le=30, title="Goal")
    fast: bool = False
    start: Literal["a", "b"] = "a"
    seed_note: int = 7


@pytest.fixture
def only_test_games(monkeypatch):
    """Hide the real games so flows test the shell alone."""
    monkeypatch.setattr(registry, "BUILTIN_GAMES", {})


def test_games_that_do_not_load_are_not_offered(monkeypatch):
    monkeypatch.setattr(registry, "BUILTIN_GAMES", {"broken": "no_such_module_anywhere:ENTRY"})
    with registered(ENTRY):
        assert [entry.name for entry in available_games()] == ["race"]


def test_new_game_without_a_table_scene_gives_a_message(app, race_entry, only_test_games):
    press(app, "Новая игра")
    assert isinstance(app.scene, SetupScene)
    names = list(app.scene.name_entries)
    type_into(app, names[0], "Аня")
    assert app.scene.names[0] == "Аня"
    press(app, "Начать игру")
    assert app.dialogs.active and "Гонка" in app.dialogs.text
    assert isinstance(app.scene, SetupScene) and not has_autosave()
    key(app, pygame.K_ESCAPE)
    assert not app.dialogs.active


def test_full_game_through_a_table_to_the_results(app, only_test_games):
    entry = install_table()
    with registered(entry):
        press(app, "Новая игра")
        press(app, "Гонка со столом")
        step(app, frames=2)
        type_into(app, list(app.scene.name_entries)[1], "Борис")
        press(app, "Начать игру")
        session = app.scene.session
        assert session is not None and session.seats["b"].name == "Борис"
        assert has_autosave()
        for _ in range(200):
            if isinstance(app.scene, ResultsScene):
                break
            key(app, pygame.K_SPACE)
        assert isinstance(app.scene, ResultsScene)
        assert not has_autosave(), "a finished game leaves no autosave"
        press(app, "Новая игра")
        assert isinstance(app.scene, SetupScene) and app.scene.selected == "tablerace"
        assert app.scene.player_names(2) == [session.seats["a"].name, "Борис"], "the setup is filled in as the game"


def test_variant_form_follows_the_model():
    fields = {field.name: field for field in form_fields(RaceVariant)}
    assert fields["goal"].kind == "choice" and fields["goal"].choices == tuple(range(10, 31))
    assert fields["fast"].kind == "bool" and fields["fast"].default is False
    assert fields["start"].choices == ("a", "b")
    assert fields["seed_note"].kind == "number" and fields["seed_note"].default == 7


def test_setup_builds_the_variant_and_player_plans(app, only_test_games):
    plans = {2: (("a",), ("b",)), 1: (("a", "b"),)}
    entry = dataclasses.replace(ENTRY, variant_model=RaceVariant, player_plans=plans)
    with registered(entry):
        scene = SetupScene(app)
        app.switch(scene)
        step(app, frames=2)
        assert len(scene.name_entries) == 2
        widgets = {name: element for element, (name, _) in scene.values.items()}
        assert isinstance(widgets["fast"], pygame_gui.elements.UICheckBox)
        step(app, [pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="25", ui_element=widgets["goal"]),
                   pygame.event.Event(pygame_gui.UI_CHECK_BOX_CHECKED, ui_element=widgets["fast"]),
                   pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text="1", ui_element=widgets["count"])],
             frames=2)
        assert len(scene.name_entries) == 1
        seats = scene.seat_map(entry)
        assert seats["a"] == seats["b"]
        assert scene.variant(entry) == {"goal": 25, "fast": True, "start": "a", "seed_note": 7}


def test_bad_variant_value_is_a_message(app, only_test_games):
    entry = dataclasses.replace(ENTRY, variant_model=RaceVariant)
    with registered(entry):
        scene = SetupScene(app)
        app.switch(scene)
        step(app)
        scene.variant(entry)["seed_note"] = "many"
        press(app, "Начать игру")
        assert app.dialogs.active and "seed_note" in app.dialogs.text


def test_results_show_a_chart_when_the_game_measures_strength(app, monkeypatch):
    package, view = types.ModuleType("chartrace"), types.ModuleType("chartrace.view")
    view.side_strength = lambda game, state: {"a": state.positions[0], "b": state.positions[1]}
    package.view = view
    monkeypatch.setitem(sys.modules, "chartrace", package)
    monkeypatch.setitem(sys.modules, "chartrace.view", view)
    session = finished_race()
    session.entry = dataclasses.replace(ENTRY, name="chartrace", side_strength="chartrace.view:side_strength")
    app.open_results(session, session.game.outcome(session.match.state))
    step(app, frames=2)
    scene = app.scene
    assert set(scene.chart.series) == {"a", "b"} and max(scene.chart.series["a"] + scene.chart.series["b"]) == 20
    chart = colours(app.screen, scene.chart_rect)
    assert chart.get(tuple(colour("red"))[:3], 0) > 20 and chart.get(tuple(colour("blue"))[:3], 0) > 20
    press(app, "В меню")
    assert isinstance(app.scene, MenuScene)


def test_menu_offers_continue_only_with_an_autosave(app, race_entry):
    before = {b.text: b.rect.topleft for b in app.scene.actions}
    assert not button(app, "Продолжить").is_enabled, "Continue is shown, disabled, with no game to continue"
    finished_race().autosave()
    app.back_to_menu()
    step(app)
    assert button(app, "Продолжить").is_enabled
    assert {b.text: b.rect.topleft for b in app.scene.actions} == before, "no menu button moves"
    press(app, "Продолжить")
    assert app.dialogs.active and isinstance(app.scene, MenuScene), "the race has no table: a message"


class PlayersVariant(BaseModel):
    """A variant whose `players` option must match the number of players."""

    players: Literal[1, 2] = 2


def test_a_players_option_follows_the_player_count(app, only_test_games):
    plans = {2: (("a",), ("b",)), 1: (("a", "b"),)}
    entry = dataclasses.replace(ENTRY, variant_model=PlayersVariant, player_plans=plans)
    with registered(entry):
        scene = SetupScene(app)
        app.switch(scene)
        step(app)
        assert "players" not in {name for name, _ in scene.values.values()}
        scene.counts[entry.name] = 1
        assert scene.final_variant(entry) == {"players": 1}

"""Setup offers computer players; a seat given to a computer plays by itself at the table (issue 6)."""

from __future__ import annotations

import pygame
import pygame_gui
import pytest

from tabletop.ui.setup import KINDS, SetupScene, kind_label
from tests.ui.input_support import step
from tests.ui.ui_helpers import press


def choose_kind(app, scene: SetupScene, index: int, kind: str) -> None:
    """Pick a player's kind in its drop-down (as pygame_gui reports the choice)."""
    menu = next(element for element, i in scene.kind_menus.items() if i == index)
    event = pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, text=kind_label(app.words, kind), ui_element=menu)
    step(app, [event], frames=2)


def open_setup(app, game: str) -> SetupScene:
    """The setup scene with a game chosen."""
    scene = SetupScene(app, game)
    app.switch(scene)
    step(app, frames=2)
    return scene


def test_every_player_is_offered_a_person_or_each_computer_level(app):
    scene = open_setup(app, "armageddon")
    assert len(scene.kind_menus) == len(scene.name_entries) == 4
    menu = next(iter(scene.kind_menus))
    assert menu.options_list and [o[0] for o in menu.options_list] == [kind_label(app.words, k) for k in KINDS]
    assert [kind_label(app.words, k) for k in KINDS] == ["Человек", "Компьютер: случайный", "Компьютер: лёгкий",
                                               "Компьютер: средний", "Компьютер: сильный"]


def test_a_computer_gets_a_default_name_unless_one_was_typed(app):
    scene = open_setup(app, "airwar")
    choose_kind(app, scene, 0, "normal")
    assert scene.names[0] == "Компьютер (средний)"
    scene.names[1] = "Аня"
    choose_kind(app, scene, 1, "hard")
    seats = scene.seat_map(scene.entry)
    first, second = (group[0] for group in scene.plans(scene.entry)[scene.count(scene.entry)][:2])
    assert seats[first].kind == "ai" and seats[first].level == "normal"
    assert seats[first].name == "Компьютер (средний)"
    assert seats[second].name == "Аня" and seats[second].level == "hard"
    choose_kind(app, scene, 0, "human")
    assert scene.names[0] == "Игрок 1" and scene.seat_map(scene.entry)[first].kind == "human"


@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_a_computer_seat_chosen_in_setup_moves_by_itself(app, game):
    scene = open_setup(app, game)
    choose_kind(app, scene, 0, "random")
    press(app, "Начать игру")
    table = app.scene
    assert table is not scene and hasattr(table, "computer")
    ai_seats = {seat for seat, player in table.session.seats.items() if player.kind == "ai"}
    assert ai_seats and all(table.session.seats[s].level == "random" for s in ai_seats)
    assert all(table.computer.plays(seat) for seat in ai_seats)
    for _ in range(400):
        if any(s.seat in ai_seats and not s.is_roll for s in table.match.steps):
            break
        if table.human_to_act() and game == "airwar" and table.legal():
            table.play(table.legal()[0])  # the person moves, so the computer's turn comes
        step(app, frames=1, dt=0.25)
    moved = [s for s in table.match.steps if s.seat in ai_seats and not s.is_roll]
    assert moved, "the computer seat made a move with no input"
    legal_seat = moved[0].seat
    assert table.session.seats[legal_seat].kind == "ai"


def test_default_names_follow_the_language_and_typed_names_stay(app):
    scene = open_setup(app, "armageddon")
    choose_kind(app, scene, 1, "easy")
    scene.names[2] = "Вера"
    app.set_language("en")
    step(app, frames=2)
    assert app.scene.names[:3] == ["Player 1", "Computer (easy)", "Вера"]
    assert [kind_label(app.words, k) for k in KINDS][1:] == ["Computer: random", "Computer: easy", "Computer: normal",
                                                  "Computer: hard"]

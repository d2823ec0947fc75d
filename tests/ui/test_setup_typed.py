"""Setup: numbers typed into the rule-variant panel are read as numbers; a bad one is marked at its
field in words and stops only the start, not the other fields (newcomer issue, item 1)."""

from __future__ import annotations

import pytest

from armageddon.variant import ArmageddonVariant
from tabletop.ui.setup import SetupScene, problem_words
from tabletop.ui.variant_form import FieldProblem, form_fields, parse_typed
from tests.ui.input_support import step, type_into
from tests.ui.ui_helpers import press, shot


def typed_field(scene, name: str):
    """The text entry of a typed variant option."""
    return next(line for line, (field, _) in scene.typed.items() if field.name == name)


@pytest.fixture
def setup(app):
    scene = SetupScene(app, "armageddon")
    app.switch(scene)
    step(app, frames=2)
    return scene


@pytest.mark.parametrize(("game", "option", "value"), [("armageddon", "round_cap", "300"),
                                                       ("armageddon", "ring_length", "16"),
                                                       ("armageddon", "lane_length", "10"),
                                                       ("airwar", "quiet_plies_draw", "150"),
                                                       ("airwar", "max_plies_draw", "250")])
def test_a_typed_number_starts_the_game(app, setup, game, option, value):
    setup.choose(game)
    step(app, frames=2)
    type_into(app, typed_field(setup, option), value)
    entry = setup.entry
    assert setup.variant(entry)[option] == int(value)
    assert not setup.problems.get(game)
    press(app, "Начать игру")
    assert not app.dialogs.active, app.dialogs.text
    assert app.scene.session.variant[option] == int(value)


def test_a_bad_number_is_marked_at_its_field_and_the_rest_keeps_working(app, setup, tmp_path):
    type_into(app, typed_field(setup, "round_cap"), "сто")
    _, error_line = setup.typed[typed_field(setup, "round_cap")]
    assert error_line.text == "Целое число от 1 до 100\u00a0000"
    type_into(app, typed_field(setup, "round_cap"), "0")
    assert error_line.text == "Целое число от 1 до 100\u00a0000"
    type_into(app, typed_field(setup, "ring_length"), "30")
    _, ring_error = setup.typed[typed_field(setup, "ring_length")]
    assert ring_error.text == "Здесь доступно только 16"
    shot(app, "setup_bad_number_ru", tmp_path)
    press(app, "Начать игру")
    assert app.dialogs.active and "Предел раундов" in app.dialogs.text and "Длина кольца" in app.dialogs.text
    app.dialogs.close()
    step(app, frames=2)
    type_into(app, typed_field(setup, "round_cap"), "250")
    type_into(app, typed_field(setup, "ring_length"), "16")
    assert error_line.text == "" and ring_error.text == ""
    assert setup.variant(setup.entry)["round_cap"] == 250


def test_typed_numbers_read_with_spaces_and_group_separators():
    field = next(f for f in form_fields(ArmageddonVariant) if f.name == "round_cap")
    assert parse_typed(field, " 1 000 ") == 1000 and parse_typed(field, "1,000") == 1000
    assert parse_typed(field, "1\u00a0000") == 1000


def test_problems_are_words_in_both_languages():
    problem = FieldProblem("range", (("low", 1), ("high", 100_000)))
    assert problem_words(problem, "en") == "A whole number from 1 to 100,000"
    assert problem_words(problem, "ru") == "Целое число от 1 до 100\u00a0000"

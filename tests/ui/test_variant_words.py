"""Every variant option of every game, and every choice of it, has words in both catalogues (issue 16.5)."""

from __future__ import annotations

import re

import pytest

from tabletop import registry
from tabletop.i18n import LANGUAGES, catalogue
from tabletop.ui.variant_form import choice_text, form_fields

GAMES = ("armageddon", "airwar")


def option_keys(game: str) -> list[tuple[str, list[str]]]:
    """(option, the keys a player reads for it): its title, its help and each worded choice."""
    found = []
    for field in form_fields(registry.get_entry(game).variant_model):
        keys = [f"{game}.variant.{field.name}", f"{game}.variant.{field.name}.help"]
        if field.kind == "choice":
            keys += [f"{game}.variant.{field.name}.{choice_text(choice)}" for choice in field.choices
                     if not isinstance(choice, int)]  # a number is shown as a number
        found.append((field.name, keys))
    return found


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_option_and_choice_has_words(game: str, lang: str) -> None:
    """No option title, help or choice falls back to the model's English name or its raw value."""
    words = catalogue(lang)
    options = option_keys(game)
    assert options, f"{game} has no variant options to check"
    missing = [key for _, keys in options for key in keys if not words.get(key, "").strip()]
    assert not missing, f"{lang}: no words for {missing}"


@pytest.mark.parametrize("game", GAMES)
def test_russian_words_are_russian(game: str) -> None:
    """A Russian title, help or choice carries no raw value (`cruiser_lost`, `standard`) and is not the English text."""
    ru, en = catalogue("ru"), catalogue("en")
    raw = {choice_text(choice) for field in form_fields(registry.get_entry(game).variant_model)
           for choice in field.choices if isinstance(choice, str)}
    for _, keys in option_keys(game):
        for key in keys:
            latin = set(re.findall(r"[A-Za-z_]{3,}", ru[key]))
            assert not latin & raw, f"{key}: raw values {latin & raw} in «{ru[key]}»"
            assert ru[key] != en[key], f"{key} is English in the Russian catalogue: «{ru[key]}»"


def test_an_order_of_colours_is_a_choice() -> None:
    """Armageddon's Earth order is offered as the six orders in words, not as a typed Python list."""
    field = next(f for f in form_fields(registry.get_entry("armageddon").variant_model) if f.name == "earth_order")
    assert field.kind == "choice"
    assert len(field.choices) == 6 and ["red", "green", "yellow"] in field.choices
    assert catalogue("ru")[f"armageddon.variant.earth_order.{choice_text(field.default)}"] == "К → З → Ж"


def test_a_refused_choice_names_the_allowed_one_in_words() -> None:
    """'Only … is available here' names a choice by its words, not its raw value."""
    from tabletop.ui.setup import problem_words
    from tabletop.ui.variant_form import FieldProblem

    field = next(f for f in form_fields(registry.get_entry("airwar").variant_model) if f.name == "layout")
    words = problem_words(FieldProblem("not_allowed", (("default", field.default),)), "ru", "airwar", field)
    assert words == "Здесь доступно только «стандартная»", words


def test_seat_captions_agree_in_number(app_factory) -> None:
    """«Место: Красные» for one seat, «Места: …» for two (setup at 1280×800, where the captions show)."""
    from tabletop.ui.scene_ids import SceneId, SetupRequest
    from tests.ui.input_support import step

    app = app_factory("ru", (1280, 800))
    app.go(SceneId.SETUP, SetupRequest(game="armageddon"))
    step(app, frames=2)
    assert app.scene.player_rows[0][1] == "Место: Красные"
    app.go(SceneId.SETUP, SetupRequest(game="airwar"))
    app.scene.counts["airwar"] = 2
    app.scene.build()
    step(app, frames=2)
    captions = [caption for _, caption, _ in app.scene.player_rows]
    assert captions and all(caption.startswith("Места: ") for caption in captions), captions

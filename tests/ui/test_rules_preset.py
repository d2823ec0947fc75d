"""The printed rules preset in the UI: the setup form offers it for both games, a form that sends
every other option at its default starts a printed game, and the rules reader lists the section
with every difference."""

from __future__ import annotations

import pytest

from tabletop.i18n import Words
from tabletop.registry import get_entry
from tabletop.ui.rules import RulesScene, contents_entries
from tabletop.ui.setup import SetupScene
from tabletop.ui.variant_form import form_fields
from tests.ui.input_support import step


@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_the_setup_form_offers_the_printed_rules(game):
    fields = {field.name: field for field in form_fields(get_entry(game).variant_model)}
    assert fields["rules"].kind == "choice" and fields["rules"].choices == ("standard", "printed")
    assert fields["rules"].default == "standard"
    for lang in ("ru", "en"):
        words = Words(lang)
        assert words.has(f"{game}.variant.rules") and words.has(f"{game}.variant.rules.help")


@pytest.mark.parametrize(("game", "check"), [
    ("armageddon", lambda game: game.rules.v.gk_capture == "literal" and game.rules.v.storm_tokens_per_colour == 0),
    ("airwar", lambda game: game.variant.paper_rules is True),
])
def test_the_form_with_printed_rules_starts_a_printed_game(app, game, check):
    """The form sends every option (defaults included); the preset still applies."""
    entry = get_entry(game)
    scene = SetupScene(app)
    app.switch(scene)
    step(app)
    scene.variant(entry)["rules"] = "printed"
    built = entry.make_game(scene.final_variant(entry))
    assert check(built)


@pytest.mark.parametrize(("lang", "title"), [("ru", "Печатные правила"), ("en", "The printed rules")])
def test_the_rules_reader_lists_the_printed_rules(app, lang, title):
    app.set_language(lang)
    app.switch(RulesScene(app))
    step(app)
    titles = [entry.title for entry in contents_entries(app.scene.doc.anchors)]
    assert titles.count(title) == 1

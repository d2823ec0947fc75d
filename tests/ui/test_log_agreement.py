"""Russian log lines agree with their token: «вытеснен воин», «вытеснена красная фишка»."""

import pytest

from armageddon.events import Displaced
from armageddon.view.describe import event_line
from tabletop.i18n import Words

FEMININE = ("red", "green", "yellow")
MASCULINE = ("alien", "officer")
KINDS = {"moved_on": {"to": "R3"}, "out": {"to": None}, "held": {"to": None, "held": True}}


@pytest.mark.parametrize("kind", sorted(KINDS))
@pytest.mark.parametrize("victim", FEMININE + MASCULINE)
def test_displaced_verb_agrees_with_the_victim(victim, kind):
    event = Displaced("red", victim, "K2", **KINDS[kind])
    line = event_line(Words("ru"), event)
    verb = "вытеснена " if victim in FEMININE else "вытеснен "
    assert line is not None and line.startswith("↳ " + verb), line
    if kind == "held":
        assert ("её" if victim in FEMININE else "его") in line, line


@pytest.mark.parametrize("victim", FEMININE + MASCULINE)
def test_english_log_is_unchanged(victim):
    line = event_line(Words("en"), Displaced("red", victim, "K2", "R3"))
    assert line is not None and line.startswith("↳ displaced ") and "K2 → R3" in line


@pytest.mark.parametrize("name", ["Партия 1", "Мой бой", "Автосохранение — Армагеддон"])
def test_the_delete_question_agrees_with_its_noun_whatever_the_save_is_called(name):
    """«удалено» agrees with «сохранение», said in the text, not with the save's own name."""
    text = Words("ru").tr("saves.delete_text", name=name)
    assert text.startswith(f"Сохранение «{name}» будет удалено"), text

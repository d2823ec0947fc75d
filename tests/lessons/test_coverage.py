"""Every numbered section of the play rules (Armageddon 1–6, Air War 1–4) is taught by at least one lesson."""

from __future__ import annotations

import pytest

from tabletop.lessons.loader import lesson_paths, load_lessons
from tabletop.registry import get_entry
from tests.lessons.lesson_support import PLAY_RULES, play_rule_sections


def _games_with_lessons() -> list[str]:
    return [game for game in PLAY_RULES if lesson_paths(game)]


def test_the_rulebook_has_the_sections_we_expect():
    assert len(play_rule_sections("airwar")) == 22
    assert play_rule_sections("airwar")[0] == "1.1" and play_rule_sections("airwar")[-1] == "4.5"
    assert "6.7" in play_rule_sections("armageddon") and "7.1" not in play_rule_sections("armageddon")


def test_air_war_has_lessons():
    assert "airwar" in _games_with_lessons()


@pytest.mark.parametrize("game", _games_with_lessons())
def test_every_play_rule_section_has_a_lesson(game):
    taught = {section for lesson in load_lessons(get_entry(game)) for section in lesson.sections}
    missing = [section for section in play_rule_sections(game) if section not in taught]
    assert not missing, f"{game}: no lesson teaches sections {', '.join(missing)}"


@pytest.mark.parametrize("game", _games_with_lessons())
def test_lessons_name_only_sections_that_exist(game):
    known = set(play_rule_sections(game))
    for lesson in load_lessons(get_entry(game)):
        unknown = [section for section in lesson.sections if section not in known]
        assert not unknown, f"{game}/{lesson.id} names sections {unknown} that are not play rules"

"""The rules reader's "Try it" buttons: beside each section some lesson teaches, opening that lesson."""

from __future__ import annotations

import json
from dataclasses import dataclass

import pytest
from ui_helpers import click, step

from tabletop.lessons.loader import load_lessons
from tabletop.registry import get_entry
from tabletop.ui import rules_lessons
from tabletop.ui.rules import RulesScene


@dataclass(frozen=True)
class FakeLessonRequest:
    game: str
    lesson: str


@pytest.fixture
def lessons_screen(monkeypatch):
    """Pretend the router has the lessons' screen; record what the reader asks it to open."""
    monkeypatch.setattr(rules_lessons, "lesson_scene", lambda: ("lesson-scene", FakeLessonRequest))
    return []


def test_the_mapping_follows_the_lesson_catalogue():
    for game in ("airwar", "armageddon"):
        lessons = load_lessons(get_entry(game))
        covered = rules_lessons.covered(game)
        for lesson in lessons:
            for section in lesson.sections:
                first = next(one.id for one in lessons if section in one.sections)
                assert covered[section] == first == rules_lessons.lesson_for(game, section)
        assert set(covered) == {section for lesson in lessons for section in lesson.sections}
    assert rules_lessons.lesson_for("airwar", "3.5") == "takeoff"
    assert rules_lessons.lesson_for("airwar", "9.9") is None
    assert rules_lessons.lesson_for(None, "3.5") is None


def test_a_broken_or_foreign_lesson_file_is_left_out(tmp_path, monkeypatch):
    folder = tmp_path / "lessons" / "airwar"
    folder.mkdir(parents=True)
    good = json.loads((rules_lessons.lesson_folder("airwar") / "takeoff.json").read_text(encoding="utf-8"))
    (folder / "b.json").write_text(json.dumps({**good, "id": "b", "order": 2, "sections": ["9.1"]}), encoding="utf-8")
    (folder / "a.json").write_text(json.dumps({**good, "id": "a", "order": 1, "sections": ["9.1", "9.2"]}),
                                   encoding="utf-8")
    (folder / "c.json").write_text("{not json", encoding="utf-8")
    (folder / "d.json").write_text(json.dumps({**good, "id": "other-name"}), encoding="utf-8")
    monkeypatch.setattr("tabletop.lessons.loader.asset", lambda *parts: tmp_path.joinpath(*parts))
    assert rules_lessons.catalogue("airwar") == (("a", ("9.1", "9.2")), ("b", ("9.1",)))
    assert rules_lessons.lesson_for("airwar", "9.1") == "a"


def test_no_button_while_the_program_has_no_lessons_screen(app_factory, monkeypatch):
    monkeypatch.setattr(rules_lessons, "lesson_scene", lambda: None)
    app = app_factory("en", (1280, 800))
    scene = RulesScene(app, section="3.5", game="airwar")
    app.switch(scene)
    step(app)
    assert scene.tries == []
    assert not rules_lessons.open_lesson(app, "airwar", "takeoff")


def test_try_it_beside_a_taught_section_opens_its_lesson(app_factory, lessons_screen, monkeypatch):
    app = app_factory("ru", (960, 600))
    opened = []
    monkeypatch.setattr(app, "go", lambda scene, request=None: opened.append((scene, request)))
    scene = RulesScene(app, section="3.5", game="airwar")
    app.switch(scene)
    step(app)
    heading = scene.doc.find("#3.5", 2)
    buttons = [(rect, game, lesson) for rect, game, lesson in scene.tries]
    assert ("airwar", "takeoff") in [(game, lesson) for _, game, lesson in buttons]
    rect = next(rect for rect, game, lesson in buttons if lesson == "takeoff")
    assert abs(rect.top - (scene.text_rect.top + 26 + heading.y - scene.scroll)) <= 2
    assert rect.right <= scene.text_rect.right - 20
    click(app, rect.center)
    assert opened == [("lesson-scene", FakeLessonRequest(game="airwar", lesson="takeoff"))]


def test_sections_no_lesson_teaches_have_no_button(app_factory, lessons_screen):
    app = app_factory("en", (1280, 800))
    scene = RulesScene(app, section="1.1", game="armageddon")
    app.switch(scene)
    step(app)
    covered = rules_lessons.covered("armageddon")
    shown = {lesson for _, _, lesson in scene.tries}
    assert shown <= set(covered.values())
    for rect, game, _ in scene.tries:
        assert game == "armageddon" and rect.colliderect(scene.text_rect)

"""The rules reader's "Try it" buttons: beside each section some lesson teaches, opening that lesson."""

from __future__ import annotations

import json

from tabletop.lessons.loader import load_lessons
from tabletop.registry import get_entry
from tabletop.ui import rules_lessons
from tabletop.ui.rules import PAD, RulesScene
from tabletop.ui.scene_ids import LessonsRequest, SceneId
from tests.ui.input_support import click, step


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


def test_try_it_beside_a_taught_section_asks_the_router_for_its_lesson(app_factory, monkeypatch):
    app = app_factory("ru", (960, 600))
    opened = []
    monkeypatch.setattr(app, "go", lambda scene, request=None: opened.append((scene, request)))
    scene = RulesScene(app, section="3.5", game="airwar")
    app.switch(scene)
    step(app)
    heading = scene.doc.find("#3.5", 2)
    assert ("airwar", "takeoff") in [(game, lesson) for _, game, lesson in scene.try_buttons()]
    rect = next(rect for rect, _, lesson in scene.try_buttons() if lesson == "takeoff")
    heading_bottom = scene.text_rect.top + PAD + heading.y - scene.scroll + 30
    assert heading_bottom - 4 <= rect.top <= heading_bottom + 40, "just under the heading"
    assert rect.right <= scene.text_rect.right - 20
    line = next(line for line in scene.doc.lines if line.kind == "p" and "Взлёт" in line.text)
    assert line.text.startswith("▶ Попробовать: Взлёт")
    click(app, rect.center)
    assert opened == [(SceneId.LESSONS, LessonsRequest(game="airwar", lesson="takeoff"))]


def test_try_it_opens_the_lesson_itself(app_factory):
    app = app_factory("en", (1280, 800))
    scene = RulesScene(app, section="3.7", game="airwar")
    app.switch(scene)
    step(app)
    rect = next(rect for rect, _, lesson in scene.try_buttons() if lesson == "defences")
    click(app, rect.center)
    step(app, frames=3)
    assert type(app.scene).__name__ == "LessonScene"
    assert app.scene.lesson.id == "defences" and app.scene.entry.name == "airwar"


def test_sections_no_lesson_teaches_have_no_button(app_factory):
    app = app_factory("en", (1280, 800))
    scene = RulesScene(app, section="1.1", game="armageddon")
    app.switch(scene)
    step(app)
    covered = rules_lessons.covered("armageddon")
    shown = {lesson for _, _, lesson in scene.try_buttons()}
    assert shown <= set(covered.values())
    for rect, game, _ in scene.try_buttons():
        assert game == "armageddon" and rect.colliderect(scene.text_rect)

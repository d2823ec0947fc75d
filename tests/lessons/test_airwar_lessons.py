"""Air War's lessons: at least ten, each completes through the same check `tabletop learn --check` runs,
every listed wrong move gets its own explanation, and the titles and goals have both languages."""

from __future__ import annotations

import pytest

from tabletop.lessons.check import check_lesson_play
from tabletop.lessons.loader import load_lessons
from tabletop.registry import get_entry

ENTRY = get_entry("airwar")
LESSONS = load_lessons(ENTRY)


def test_at_least_ten_lessons_in_order():
    assert len(LESSONS) >= 10
    assert [lesson.order for lesson in LESSONS] == sorted(lesson.order for lesson in LESSONS)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.id)
def test_the_lesson_completes_with_every_wrong_move_explained(lesson):
    report = check_lesson_play(ENTRY, lesson)
    assert report.ok, report.problems
    assert report.moves >= len(lesson.steps)


def test_the_lessons_list_many_likely_mistakes():
    wrong = sum(len(move.wrong) for lesson in LESSONS for step in lesson.steps for move in step.moves)
    assert wrong >= 20


def test_wrong_moves_that_are_legal_show_their_consequence():
    from tabletop.lessons.runner import LessonRun

    run = LessonRun(ENTRY, next(lesson for lesson in LESSONS if lesson.id == "defences"))
    before = run.state
    feedback = run.play("h12:F3")
    assert feedback.verdict == "wrong" and not feedback.kept
    assert [event.kind for event in feedback.played[0].transition.events] == ["moved", "shot_down"]
    assert run.state is before

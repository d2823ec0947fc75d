"""The lesson runner the window and the check share: accepted, wrong, refused and off-goal moves,
scripted replies, rolls from the fixed dice, another way to the goal, stars, restarting a step."""

from __future__ import annotations

from tabletop.lessons.loader import find_lesson
from tabletop.lessons.runner import LessonRun
from tabletop.registry import get_entry

ENTRY = get_entry("airwar")


def _run(lesson_id: str) -> LessonRun:
    return LessonRun(ENTRY, find_lesson(ENTRY, lesson_id))


def test_a_right_move_plays_the_scripted_reply_and_moves_on():
    run = _run("board")
    feedback = run.play("e4:F3")
    assert feedback.verdict == "step_done"
    assert [played.notation for played in feedback.played] == ["e4:F3", "e18:F3"]
    assert run.step_index == 1 and run.game.to_document(run.state)["to_move"] == "south"


def test_an_illegal_move_not_listed_gets_the_rules_own_refusal():
    run = _run("board")
    feedback = run.play("b4:RF2")
    assert feedback.verdict == "refused" and feedback.rule == "3.5"
    assert feedback.words is not None and feedback.words.ru and feedback.words.en
    assert run.mistakes == 1


def test_a_legal_move_off_the_goal_repeats_the_goal():
    run = _run("board")
    feedback = run.play("b4:F3")
    assert feedback.verdict == "off_goal"
    assert run.lesson.steps[0].goal.en in feedback.words.en
    assert run.lesson.steps[0].goal.ru in feedback.words.ru


def test_the_lot_is_a_roll_the_learner_makes_with_the_lessons_die():
    run = _run("turns")
    assert run.expects_roll()
    assert run.play("e4:F3").verdict in ("refused", "off_goal")
    feedback = run.play("roll")
    assert feedback.verdict == "step_done"
    assert run.game.to_document(run.state)["to_move"] == "south"


def test_another_way_to_the_goal_is_accepted_on_the_last_move():
    run = _run("bomber")
    for move in ("h9:F2", "h11:RF1", "i11:U"):
        run.play(move)
    assert run.play("i11:LF1").verdict == "lesson_done"
    run = _run("limits")
    assert run.play("h9:F1").verdict == "step_done"  # any quiet move ends the game on the limit


def test_stars_follow_the_mistakes():
    run = _run("hq")
    assert run.play("h18:F2").verdict == "lesson_done" and run.stars() == 3
    run = _run("hq")
    run.play("j20:F3")
    run.play("h18:F2")
    assert run.finished and run.stars() == 2
    run = _run("hq")
    for _ in range(3):
        run.play("j20:F3")
    run.play("h18:F2")
    assert run.stars() == 1


def test_restarting_a_continued_step_returns_to_its_start():
    run = _run("bomber")
    run.play("h9:F2")
    start = run.game.to_document(run.state)
    run.restart_step()
    assert run.game.to_document(run.state) == start and run.step_index == 1


def test_after_the_end_every_move_is_refused():
    run = _run("hq")
    run.play("h18:F2")
    assert run.play("h18:F2").verdict == "refused" and run.planned is None


def test_a_roll_written_with_the_lessons_die_counts_as_the_roll():
    run = _run("turns")
    assert run.play("roll 1").verdict != "step_done"  # not the lesson's die
    assert run.play("roll 0").verdict == "step_done"

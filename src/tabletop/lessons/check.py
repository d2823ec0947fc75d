"""`tabletop learn GAME ID --check`: play a lesson headless with its own moves and every wrong
move it lists, through the same runner the window uses; report every problem in one line each."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.errors import IllegalMove
from tabletop.lessons.goals import LessonError
from tabletop.lessons.model import Lesson, PlannedMove
from tabletop.lessons.runner import LessonRun
from tabletop.registry import GameEntry


@dataclass(frozen=True)
class CheckReport:
    """What a check found: the lesson's counts and its problems (none = the lesson works)."""

    lesson: str
    steps: int
    moves: int
    wrong_moves: int
    problems: tuple[str, ...]

    @property
    def ok(self) -> bool:
        """True when the lesson completed and every wrong move got its explanation."""
        return not self.problems


def check_lesson_play(entry: GameEntry, lesson: Lesson) -> CheckReport:
    """Play the lesson to its end: before each move, every wrong move it lists, then its own move."""
    problems: list[str] = []
    moves = wrongs = 0
    try:
        run = LessonRun(entry, lesson)
        while not run.finished:
            planned = run.planned
            assert planned is not None
            where = f"step {run.step_index + 1}, move {run.move_index + 1}"
            if run.move_index == 0 and run._goal_holds(run.state, []):
                problems.append(f"{where}: the success conditions hold before any move")
            problems += _try_wrong(run, planned, where)
            problems += _try_alternatives(run, planned, where)
            wrongs += len(planned.wrong)
            moves += 1
            feedback = run.play(planned.play[0])
            if not feedback.ok:
                problems.append(f"{where}: its own move '{planned.play[0]}' was answered '{feedback.verdict}'")
                break
    except LessonError as error:
        problems.append(str(error))
    return CheckReport(lesson.id, len(lesson.steps), moves, wrongs, tuple(problems))


def _try_wrong(run: LessonRun, planned: PlannedMove, where: str) -> list[str]:
    problems = []
    for wrong in planned.wrong:
        before, mistakes = run.state, run.mistakes
        feedback = run.play(wrong.move)
        if feedback.verdict != "wrong" or feedback.words != wrong.explain:
            problems.append(f"{where}: wrong move '{wrong.move}' was answered '{feedback.verdict}', "
                            "not its explanation")
        if run.state is not before or run.mistakes != mistakes + 1:
            problems.append(f"{where}: wrong move '{wrong.move}' changed the position or was not counted")
    return problems


def _try_alternatives(run: LessonRun, planned: PlannedMove, where: str) -> list[str]:
    problems = []
    for other in planned.play[1:]:
        try:
            run._transition(run.state, other)
        except IllegalMove as error:
            problems.append(f"{where}: accepted move '{other}' is illegal: {error.words('en')} (rule {error.rule})")
    return problems

"""Finding and reading lesson files: assets/lessons/<game>/<id>.json, validated when loaded.

Every problem is one LessonError line naming the file and the field, e.g.
`lesson assets/lessons/airwar/takeoff.json: field 'steps[0].goal.en': Field required`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tabletop.engine.documents import describe_validation_error, read_json_file
from tabletop.engine.errors import DocumentError
from tabletop.lessons.goals import GoalsModule, LessonError, goal_args, goals_of
from tabletop.lessons.model import Lesson, Step
from tabletop.paths import asset
from tabletop.registry import GameEntry


def lesson_folder(game: str) -> Path:
    """The folder of a game's lesson files."""
    return asset("lessons", game)


def lesson_paths(game: str) -> list[Path]:
    """Every lesson file of a game (sorted by name)."""
    folder = lesson_folder(game)
    return sorted(folder.glob("*.json")) if folder.is_dir() else []


def load_lessons(entry: GameEntry) -> list[Lesson]:
    """Every lesson of a game, validated, in the order the list shows them."""
    lessons = [load_lesson(entry, path) for path in lesson_paths(entry.name)]
    return sorted(lessons, key=lambda lesson: (lesson.order, lesson.id))


def find_lesson(entry: GameEntry, lesson_id: str) -> Lesson:
    """One lesson of a game by id; LessonError naming the known ids when there is none."""
    path = lesson_folder(entry.name) / f"{lesson_id}.json"
    if lesson_id.replace("-", "").isalnum() and path.is_file():
        return load_lesson(entry, path)
    known = ", ".join(lesson.id for lesson in load_lessons(entry)) or "none"
    raise LessonError(f"no lesson '{lesson_id[:48]}' for game '{entry.name}' (lessons: {known})")


def load_lesson(entry: GameEntry, path: Path) -> Lesson:
    """Read and validate one lesson file: its shape, its id and game, its positions, goals and marks."""
    label = f"lesson {path}"
    data = read_json_file(path, "lesson")
    if not isinstance(data, dict):
        raise LessonError(f"{label}: expected a JSON object")
    try:
        lesson = Lesson.model_validate(data)
    except ValidationError as error:
        raise LessonError(f"{label}: {describe_validation_error(error, data)}") from None
    if lesson.id != path.stem:
        raise LessonError(f"{label}: field 'id': '{lesson.id}' must be the file's name '{path.stem}'")
    if lesson.game != entry.name:
        raise LessonError(f"{label}: field 'game': '{lesson.game}', expected '{entry.name}'")
    try:
        check_lesson(entry, lesson)
    except LessonError as error:
        raise LessonError(f"{label}: {error}") from None
    return lesson


def check_lesson(entry: GameEntry, lesson: Lesson) -> None:
    """The checks that need the game: positions readable, goal kinds and arguments, marked places."""
    module = goals_of(entry)
    for index, step in enumerate(lesson.steps):
        where = f"field 'steps[{index}]"
        game = step_game(entry, lesson, step, where)
        if isinstance(step.position, dict):
            read_position(game, step.position, f"{where}.position'")
        for number, goal in enumerate(step.success):
            goal_args(module, goal.kind, goal.args, f"{where}.success[{number}]")
        _check_places(module, game, step, where)


def step_game(entry: GameEntry, lesson: Lesson, step: Step, where: str) -> Any:
    """The game a step plays: its position document's variant, else the lesson's."""
    variant = step.position.get("variant", lesson.variant) if isinstance(step.position, dict) else lesson.variant
    if not isinstance(variant, dict):
        raise LessonError(f"{where}.position.variant': must be an object")
    try:
        return entry.make_game(variant)
    except ValidationError as error:
        raise LessonError(f"{where}.position.variant': {describe_validation_error(error, variant)}") from None


def read_position(game: Any, document: dict[str, Any], where: str) -> Any:
    """A position document read by the game; LessonError naming the field."""
    document = {"game": game.name, **document}
    try:
        return game.from_document(document)
    except DocumentError as error:
        raise LessonError(f"{where}: {error}") from None
    except ValidationError as error:
        raise LessonError(f"{where}: {describe_validation_error(error, document)}") from None


def _check_places(module: GoalsModule, game: Any, step: Step, where: str) -> None:
    for number, light in enumerate(step.highlights):
        for place in light.at:
            if not module.is_place(game, place):
                raise LessonError(f"{where}.highlights[{number}].at': '{place}' is not a place of the board")
    for number, arrow in enumerate(step.arrows):
        for name, place in (("from", arrow.frm), ("to", arrow.to)):
            if not module.is_place(game, place):
                raise LessonError(f"{where}.arrows[{number}].{name}': '{place}' is not a place of the board")

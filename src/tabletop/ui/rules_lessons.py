"""Which lesson teaches a rulebook section: the reader's "Try it" buttons.

Reads the lesson catalogue (assets/lessons/<game>/*.json, the lessons' own model) and maps
each section to the first lesson, in the list's order, that names it in its "sections". Only
the files' shape is checked here (fast enough for opening the reader); a lesson that does not
validate is left out, and the lessons' loader names its fault when it is opened.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from tabletop.engine.documents import read_json_file
from tabletop.lessons.loader import lesson_folder, lesson_paths
from tabletop.lessons.model import Lesson


def catalogue(game: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The game's lessons as (id, sections), in the order the lesson list shows them."""
    return _catalogue(lesson_folder(game), game)


@cache
def _catalogue(folder: Path, game: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    lessons = [lesson for lesson in map(_lesson, lesson_paths(game)) if lesson is not None and lesson.game == game]
    return tuple((lesson.id, tuple(lesson.sections)) for lesson in sorted(lessons, key=lambda one: (one.order, one.id)))


def _lesson(path: Path) -> Lesson | None:
    try:
        lesson = Lesson.model_validate(read_json_file(path, "lesson"))
    except (ValueError, ValidationError):
        return None
    return lesson if lesson.id == path.stem else None


def lesson_for(game: str | None, section: str) -> str | None:
    """The id of the first lesson of a game that teaches a section; None when no lesson does."""
    if game is None:
        return None
    return next((lesson_id for lesson_id, sections in catalogue(game) if section in sections), None)


def covered(game: str | None) -> dict[str, str]:
    """Every section some lesson of the game teaches, with that lesson's id."""
    out: dict[str, str] = {}
    for lesson_id, sections in catalogue(game) if game is not None else ():
        for section in sections:
            out.setdefault(section, lesson_id)
    return out


LESSON_SCENE = ("lesson", "lessons")  # the value of the lessons' scene id in SceneId
LESSON_REQUEST = ("LessonRequest", "LessonsRequest")  # its typed request (fields `game`, `lesson`)


def lesson_scene() -> tuple[Any, Any] | None:
    """The lessons' scene id and request type in the router; None while the program has no lessons' screen."""
    from tabletop.ui import scene_ids

    scene = next((member for member in scene_ids.SceneId if member.value in LESSON_SCENE), None)
    request = next((getattr(scene_ids, name) for name in LESSON_REQUEST if hasattr(scene_ids, name)), None)
    return (scene, request) if scene is not None and request is not None else None


def open_lesson(app: Any, game: str, lesson: str) -> bool:
    """Open a lesson through the app's router; False while the program has no lessons' screen."""
    found = lesson_scene()
    if found is None:
        return False
    scene, request = found
    app.go(scene, request(game=game, lesson=lesson))
    return True

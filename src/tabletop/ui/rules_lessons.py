"""Which lesson teaches a rulebook section, and the reader's "Try it" buttons that open it.

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
from tabletop.i18n import Words
from tabletop.lessons.loader import lesson_folder, lesson_paths
from tabletop.lessons.model import Lesson
from tabletop.ui import markdown
from tabletop.ui.scene_ids import LessonsRequest, SceneId

LESSON = "lesson:"  # the address scheme of a Try-it button: "lesson:airwar/takeoff"


def catalogue(game: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The game's lessons as (id, sections), in the order the lesson list shows them."""
    return tuple((lesson.id, tuple(lesson.sections)) for lesson in _lessons(lesson_folder(game), game))


def title(game: str, lesson: str, lang: str) -> str:
    """A lesson's title in a language (its id when the catalogue has no such lesson)."""
    found = next((one for one in _lessons(lesson_folder(game), game) if one.id == lesson), None)
    return (found.title.ru if lang == "ru" else found.title.en) if found is not None else lesson


@cache
def _lessons(folder: Path, game: str) -> tuple[Lesson, ...]:
    """The lessons of a game whose files validate, in the list's order (read once)."""
    lessons = [lesson for lesson in map(_lesson, lesson_paths(game)) if lesson is not None and lesson.game == game]
    return tuple(sorted(lessons, key=lambda one: (one.order, one.id)))


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


def open_lesson(app: Any, game: str, lesson: str) -> None:
    """Open a lesson through the app's router (the Learn screen, straight at that lesson)."""
    app.go(SceneId.LESSONS, LessonsRequest(game=game, lesson=lesson))


def lesson_address(target: str) -> tuple[str, str] | None:
    """(game, lesson id) a Try-it button's "lesson:game/id" address names; None for any other address."""
    game, _, lesson = target.removeprefix(LESSON).partition("/")
    return (game, lesson) if target.startswith(LESSON) and game and lesson else None


def with_try_it(blocks: list[markdown.Block], games: dict[int, str], lang: str) -> list[markdown.Block]:
    """The blocks with a Try-it button under each section heading some lesson teaches (the lesson's title on it)."""
    out = []
    for block in blocks:
        out.append(block)
        game = games.get(block.part)
        lesson = lesson_for(game, block.key) if block.kind == "h3" and block.key else None
        if game is not None and lesson is not None:
            label = f"{Words(lang).tr('reader.try_it')}: {title(game, lesson, lang)}"
            button = markdown.Run(label, "button", f"{LESSON}{game}/{lesson}")
            out.append(markdown.Block("p", (button,), part=block.part))
    return out

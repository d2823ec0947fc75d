"""What the lesson screens list: each game that has lessons, its lessons and their stars (no pygame)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine.errors import DocumentError
from tabletop.lessons.loader import lesson_paths, load_lessons
from tabletop.lessons.model import Lesson
from tabletop.registry import GameEntry, game_names, get_entry


@dataclass(frozen=True)
class GameLessons:
    """One game's lessons (or the one-line reason they cannot be read)."""

    entry: GameEntry
    lessons: tuple[Lesson, ...]
    problem: str | None = None


def games_with_lessons() -> list[GameLessons]:
    """Every registered game with lesson files, its lessons read and validated."""
    found = []
    for name in game_names():
        if not lesson_paths(name):
            continue
        entry = get_entry(name)
        try:
            found.append(GameLessons(entry, tuple(load_lessons(entry))))
        except DocumentError as error:
            found.append(GameLessons(entry, (), str(error)))
    return found


def next_lesson(lessons: tuple[Lesson, ...], lesson_id: str) -> Lesson | None:
    """The lesson after `lesson_id` in the list, None after the last."""
    ids = [lesson.id for lesson in lessons]
    index = ids.index(lesson_id) + 1 if lesson_id in ids else len(ids)
    return lessons[index] if index < len(lessons) else None

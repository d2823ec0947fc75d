"""Which lesson teaches a rulebook section: the reader's "Try it" buttons.

Reads the lesson catalogue (assets/lessons/<game>/*.json: "id", "order", "sections") and
maps each section to the first lesson, in the list's order, that names it. A file that cannot
be read is left out here (the lessons' own loader names its fault when it is opened).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any

from tabletop.engine.documents import read_json_file
from tabletop.paths import asset


def lesson_folder(game: str) -> Path:
    """The folder of a game's lesson files."""
    return asset("lessons", game)


def catalogue(game: str) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """The game's lessons as (id, sections), in the order the lesson list shows them."""
    return _catalogue(lesson_folder(game))


@cache
def _catalogue(folder: Path) -> tuple[tuple[str, tuple[str, ...]], ...]:
    rows: list[tuple[int, str, tuple[str, ...]]] = []
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        entry = _entry(path)
        if entry is not None:
            rows.append(entry)
    return tuple((lesson_id, sections) for _, lesson_id, sections in sorted(rows))


def _entry(path: Path) -> tuple[int, str, tuple[str, ...]] | None:
    try:
        data: Any = read_json_file(path, "lesson")
    except ValueError:
        return None
    if not isinstance(data, Mapping) or not isinstance(data.get("id"), str):
        return None
    sections = data.get("sections")
    order = data.get("order", 0)
    if not isinstance(sections, list) or not isinstance(order, int):
        return None
    return order, data["id"], tuple(str(section) for section in sections)


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


def open_lesson(app: Any, game: str, lesson: str) -> bool:
    """Open a lesson through the app's router; False while the program has no lessons' screen."""
    from tabletop.ui.scene_ids import SceneId

    scene = next((member for member in SceneId if member.value == "lesson"), None)
    if scene is None:
        return False
    from tabletop.ui import scene_ids

    request = getattr(scene_ids, "LessonRequest", None)
    app.go(scene, request(game=game, lesson=lesson) if request is not None else None)
    return True

"""Lesson progress: the stars of each solved lesson and whether the first lesson was offered,
kept in `lessons.json` in the user data folder. A missing, corrupt or foreign file starts fresh."""

from __future__ import annotations

from pathlib import Path

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from tabletop.engine.documents import dump_json, read_json_file, write_atomic
from tabletop.engine.errors import DocumentError
from tabletop.engine.saves import user_data_dir


class Progress(BaseModel):
    """Stars per game and lesson id (1-3), and the games whose first lesson was offered."""

    model_config = ConfigDict(extra="forbid", frozen=True)

    format_version: int = Field(default=1, ge=1, le=1)
    stars: dict[str, dict[str, int]] = Field(default_factory=dict)
    offered: tuple[str, ...] = ()

    def of(self, game: str, lesson_id: str) -> int:
        """Stars of a lesson (0 = not solved yet)."""
        return self.stars.get(game, {}).get(lesson_id, 0)

    def with_stars(self, game: str, lesson_id: str, stars: int) -> Progress:
        """A copy with a lesson's stars raised to `stars` (a worse try never lowers them)."""
        games = {name: dict(lessons) for name, lessons in self.stars.items()}
        lessons = games.setdefault(game, {})
        lessons[lesson_id] = max(lessons.get(lesson_id, 0), max(1, min(3, stars)))
        return self.model_copy(update={"stars": games})

    def with_offered(self, game: str) -> Progress:
        """A copy that remembers the first lesson of `game` was offered."""
        return self if game in self.offered else self.model_copy(update={"offered": (*self.offered, game)})


def progress_path() -> Path:
    """Where the progress file lives."""
    return user_data_dir() / "lessons.json"


def load_progress(path: Path | None = None) -> Progress:
    """The saved progress; a fresh one when the file is missing or cannot be used."""
    path = path or progress_path()
    try:
        return Progress.model_validate(read_json_file(path, "lesson progress"))
    except (DocumentError, ValidationError, OSError):
        return Progress()


def save_progress(progress: Progress, path: Path | None = None) -> bool:
    """Write the progress atomically; False when the disk refuses (the lesson goes on)."""
    try:
        write_atomic(path or progress_path(), dump_json(progress.model_dump(mode="json")))
    except OSError:
        return False
    return True


def record_result(game: str, lesson_id: str, stars: int, path: Path | None = None) -> Progress:
    """Add a solved lesson's stars to the saved progress and save it; the new progress."""
    progress = load_progress(path).with_stars(game, lesson_id, stars)
    save_progress(progress, path)
    return progress

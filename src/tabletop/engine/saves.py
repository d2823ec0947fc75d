"""Save files: the variant, seats, seed and full history of a match, as validated JSON.

A save replays to the identical position. Files are written atomically; a corrupt,
truncated, wrong-version or hostile file gives one clear DocumentError. No pickle.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field

from tabletop.engine.documents import dump_json, read_json_file, validate_model, write_atomic
from tabletop.engine.errors import DocumentError, IllegalMove
from tabletop.engine.match import Match
from tabletop.engine.seats import Player

SAVE_FORMAT_VERSION = 1
MAX_HISTORY = 200_000


class SaveFile(BaseModel):
    """The saved form of a match."""

    model_config = ConfigDict(extra="forbid")

    format_version: Literal[1]
    game: str = Field(min_length=1, max_length=40)
    variant: dict[str, Any] = {}
    seats: dict[str, Player] = {}
    seed: int = Field(ge=0, lt=2**63)
    start: dict[str, Any] | None = None
    history: list[str] = Field(default=[], max_length=MAX_HISTORY)
    saved_at: str = ""


def user_data_dir() -> Path:
    """Where saves, the autosave and settings live (per user, per platform)."""
    return Path(platformdirs.user_data_dir("tabletop", appauthor=False))


def autosave_path() -> Path:
    """The autosave file; the menu offers 'Continue' when it exists."""
    return user_data_dir() / "autosave.json"


def make_save(game_name: str, match: Match[Any], variant: dict[str, Any], seats: dict[str, Player],
              start: dict[str, Any] | None = None) -> SaveFile:
    """Describe a running match as a save file."""
    return SaveFile(
        format_version=SAVE_FORMAT_VERSION,
        game=game_name,
        variant=variant,
        seats=seats,
        seed=match.seed,
        start=start,
        history=match.history(),
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
    )


def write_save(path: str | Path, save: SaveFile) -> None:
    """Write a save file atomically."""
    write_atomic(path, dump_json(save.model_dump(mode="json")))


def read_save(path: str | Path) -> SaveFile:
    """Read and validate a save file (its moves are checked by `restore_match`)."""
    data = read_json_file(path, "save file")
    if isinstance(data, dict) and data.get("format_version") not in (None, SAVE_FORMAT_VERSION):
        raise DocumentError(
            f"save file {path}: format_version {data.get('format_version')!r} is not supported "
            f"(this program reads version {SAVE_FORMAT_VERSION})"
        )
    return validate_model(SaveFile, data, f"save file {path}")


def restore_match(save: SaveFile, game: Any, label: str = "save file") -> Match[Any]:
    """Replay a save's history on its game; an illegal step becomes a DocumentError."""
    try:
        start = game.from_document(save.start) if save.start is not None else None
        return Match.replay(game, save.seed, save.history, start)
    except IllegalMove as error:
        raise DocumentError(f"{label}: history does not replay: {error.reason_en}") from None

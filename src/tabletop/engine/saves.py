"""Save files: the variant, seats, seed and full history of a match, as validated JSON.

A save replays to the identical position. Files are written atomically; a corrupt,
truncated, wrong-version or hostile file gives one clear DocumentError: its message in English for
the command line, its reason as a catalogue code for the window (`DocumentError.reason(lang)`). No pickle.
"""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Annotated, Any, Literal

import platformdirs
from pydantic import BaseModel, ConfigDict, Field, StringConstraints

from tabletop.engine.documents import FormatVersion, dump_json, excerpt, read_json_file, validate_model, write_atomic
from tabletop.engine.errors import DocumentError, IllegalMove
from tabletop.engine.match import Match
from tabletop.engine.seats import Player

SAVE_FORMAT_VERSION = 1
MAX_HISTORY = 200_000
MAX_STEP_CHARS = 120  # longer than any real step in notation ("roll 6", "K2r>r3", "place:gun:c5:N")

# One history entry: a step in notation, one line of printable text.
StepText = Annotated[str, StringConstraints(min_length=1, max_length=MAX_STEP_CHARS,
                                            pattern=r"^[^\x00-\x1f\x7f]+$")]


class SaveFile(BaseModel):
    """The saved form of a match."""

    model_config = ConfigDict(extra="forbid")

    format_version: FormatVersion
    game: str = Field(min_length=1, max_length=40)
    variant: dict[str, Any] = {}
    seats: dict[str, Player] = {}
    seed: int = Field(ge=0, lt=2**63)
    start: dict[str, Any] | None = None
    history: list[StepText] = Field(default=[], max_length=MAX_HISTORY)
    rolls: Literal["seeded", "chosen"] = "seeded"  # seeded: every roll is the seed's draw (checked on load)
    saved_at: str = Field(default="", max_length=40)
    tutor: bool = False  # the table's tutor judges people's moves (tabletop.ui.tutor)


def user_data_dir() -> Path:
    """Where saves, the autosave and settings live (per user, per platform)."""
    return Path(platformdirs.user_data_dir("tabletop", appauthor=False))


def autosave_path() -> Path:
    """The single autosave of older versions (each game now has its own: `tabletop.ui.autosaves`)."""
    return user_data_dir() / "autosave.json"


def make_save(game_name: str, match: Match[Any], variant: dict[str, Any], seats: dict[str, Player],
              start: dict[str, Any] | None = None, tutor: bool = False) -> SaveFile:
    """Describe a running match as a save file."""
    return SaveFile(
        format_version=SAVE_FORMAT_VERSION,
        game=game_name,
        variant=variant,
        seats=seats,
        seed=match.seed,
        start=start,
        history=match.history(),
        rolls="chosen" if match.rolls_chosen else "seeded",
        saved_at=datetime.now(UTC).isoformat(timespec="seconds"),
        tutor=tutor,
    )


def write_save(path: str | Path, save: SaveFile) -> None:
    """Write a save file atomically."""
    write_atomic(path, dump_json(save.model_dump(mode="json")))


def read_save(path: str | Path) -> SaveFile:
    """Read and validate a save file (its moves are checked by `restore_match`)."""
    data = read_json_file(path, "save file")
    version = data.get("format_version") if isinstance(data, dict) else None
    if version is not None and (type(version) is not int or version != SAVE_FORMAT_VERSION):
        raise DocumentError(
            f"save file {path}: format_version {excerpt(repr(version), 20)} is not supported "
            f"(this program reads version {SAVE_FORMAT_VERSION})",
            "saves.error.version", version=excerpt(repr(version), 20), supported=SAVE_FORMAT_VERSION,
        )
    return validate_model(SaveFile, data, f"save file {path}")


def restore_match(save: SaveFile, game: Any, label: str = "save file") -> Match[Any]:
    """Replay a save's history on its game; an illegal step becomes a DocumentError."""
    try:
        start = game.from_document(save.start) if save.start is not None else None
        return Match.replay(game, save.seed, save.history, start, check_rolls=save.rolls == "seeded")
    except IllegalMove as error:
        raise DocumentError(f"{label}: history does not replay: {error.words('en')}", "saves.error.replay",
                            refusal=error) from None

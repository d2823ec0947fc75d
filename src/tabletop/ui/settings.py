"""The player's settings, stored as JSON in the user data dir (a bad file means defaults)."""

from __future__ import annotations

from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from tabletop.engine import saves
from tabletop.engine.documents import dump_json, read_json_file, validate_model, write_atomic
from tabletop.engine.errors import DocumentError
from tabletop.ui.i18n import default_language


class Settings(BaseModel):
    """Language, animation speed, auto end turn, sound, window mode, and takebacks between people."""

    model_config = ConfigDict(frozen=True, extra="ignore")

    language: Literal["ru", "en"] = Field(default_factory=lambda: default_language())  # type: ignore[arg-type]
    animation_speed: float = Field(default=1.0, ge=0.25, le=4.0)
    auto_end_turn: bool = False
    muted: bool = False
    fullscreen: bool = False
    takebacks: Literal["allowed", "ask", "never"] = "allowed"  # undoing another person's move at the table


def settings_path() -> Path:
    """Where the settings file lives."""
    return saves.user_data_dir() / "settings.json"


def load_settings(path: Path | None = None) -> Settings:
    """Read the settings; a missing, corrupt or invalid file gives the defaults."""
    path = path or settings_path()
    if not path.exists():
        return Settings()
    try:
        return validate_model(Settings, read_json_file(path, "settings"), "settings")
    except DocumentError:
        return Settings()


def save_settings(settings: Settings, path: Path | None = None) -> None:
    """Write the settings atomically (a write failure is ignored: settings are not precious)."""
    try:
        write_atomic(path or settings_path(), dump_json(settings.model_dump(mode="json")))
    except OSError:
        pass

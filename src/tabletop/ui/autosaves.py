"""Autosaves: one file per game being played (per game and per running window), and which one Continue opens.

Each game gets its own file in `autosaves/` the first time it is saved, so two windows on one
data folder never write the same file, and a game that ends removes only its own. A game
continued from an autosave moves to a new file of its window (the old one is removed after
the first write), so even one autosave continued in two windows becomes two games, none lost.
A small marker names the game last opened; Continue offers it only while its autosave exists,
so a game whose autosave could not be written never leaves an older game behind "Continue".
Abandoned games do not pile up: when a game starts its file, only the newest `KEEP_PER_GAME`
autosaves of that game stay (the one Continue opens always stays); saves the player named live
in another folder and are never touched.
"""

from __future__ import annotations

import os
import re
import secrets
import time
from datetime import datetime
from pathlib import Path

from tabletop.engine import saves
from tabletop.engine.documents import read_regular_file, write_atomic
from tabletop.engine.errors import DocumentError

MARKER = "continue.txt"
STALE_TEMPORARY_SECONDS = 600  # a temporary file this old is left over from a killed write
KEEP_PER_GAME = 5  # unfinished games of one kind kept as autosaves; older ones are deleted
NAME = re.compile(r"^(?P<game>.+)-\d{8}-\d{6}-\d+-[0-9a-f]+\.json$")  # as `new_autosave_path` names them


def autosaves_dir() -> Path:
    """The folder of autosaves."""
    return saves.user_data_dir() / "autosaves"


def new_autosave_path(game: str) -> Path:
    """A fresh autosave file name for one game in this window: game, start time, process, random part."""
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S")
    return autosaves_dir() / f"{game}-{stamp}-{os.getpid()}-{secrets.token_hex(3)}.json"


def is_autosave(path: Path) -> bool:
    """True for a file in the autosaves folder (or the single autosave of older versions)."""
    return Path(path).parent == autosaves_dir() or Path(path) == saves.autosave_path()


def list_autosaves() -> list[Path]:
    """Every autosave, newest first (the older versions' single autosave included)."""
    clean_stale_temporaries()
    folder = autosaves_dir()
    found = [path for path in folder.glob("*.json") if path.is_file()] if folder.is_dir() else []
    legacy = saves.autosave_path()
    found += [legacy] if legacy.is_file() else []
    return sorted(found, key=modified, reverse=True)


def game_of(path: Path) -> str | None:
    """The game an autosave file belongs to, read from its name (None for a name this program did not make)."""
    found = NAME.match(Path(path).name)
    return found["game"] if found else None


def prune(game: str, keep: Path | None = None, limit: int = KEEP_PER_GAME) -> list[Path]:
    """Delete the autosaves of `game` beyond the newest `limit` (never `keep` nor Continue's); the deleted."""
    spared = {Path(keep).name if keep else None, continue_name()}
    own = [path for path in list_autosaves() if game_of(path) == game]
    old = [path for path in own[limit:] if path.name not in spared]
    return [path for path in old if remove(path)]


def modified(path: Path) -> float:
    """A file's modification time (0 when it cannot be read)."""
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def mark_continue(path: Path) -> None:
    """Make `path` the game Continue opens; raises OSError when the disk refuses."""
    write_atomic(autosaves_dir() / MARKER, path.name + "\n")


def forget_continue(path: Path | None = None) -> None:
    """Offer no Continue (only if the marker names `path`, when given); never raises."""
    marker = autosaves_dir() / MARKER
    if path is not None and continue_name() != path.name:
        return
    try:
        marker.unlink(missing_ok=True)
    except OSError:
        pass


def continue_name() -> str | None:
    """The file name the marker holds, if it is a sensible one."""
    try:
        name = read_regular_file(autosaves_dir() / MARKER, "marker", 1000).decode("utf-8").strip()
    except (DocumentError, UnicodeDecodeError):
        return None
    return name if name.endswith(".json") and Path(name).name == name else None


def continue_path() -> Path | None:
    """The autosave Continue opens: the game last opened, while its autosave exists."""
    name = continue_name()
    path = autosaves_dir() / name if name else None
    return path if path is not None and path.is_file() else None


def remove(path: Path) -> bool:
    """Delete an autosave (and the Continue marker when it names it); False when the disk refuses."""
    forget_continue(path)
    try:
        path.unlink(missing_ok=True)
    except OSError:
        return False
    return True


def clean_stale_temporaries(now: float | None = None) -> int:
    """Remove `.NAME.*.tmp` files left by a write that was killed; returns how many went."""
    now = time.time() if now is None else now
    folders = (saves.user_data_dir(), autosaves_dir(), saves.user_data_dir() / "saves")
    removed = 0
    for folder in folders:
        for path in folder.glob(".*.tmp") if folder.is_dir() else ():
            if now - modified(path) > STALE_TEMPORARY_SECONDS:
                try:
                    path.unlink()
                    removed += 1
                except OSError:
                    pass
    return removed

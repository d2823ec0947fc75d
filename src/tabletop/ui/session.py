"""A game being played in the app: entry, game, variant, seats and match, with saving."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from tabletop import registry
from tabletop.engine import saves
from tabletop.engine.documents import validate_model
from tabletop.engine.errors import DocumentError
from tabletop.engine.match import Match
from tabletop.engine.protocol import Game
from tabletop.engine.seats import Player
from tabletop.registry import GameEntry


def saves_dir() -> Path:
    """The folder of named saves."""
    return saves.user_data_dir() / "saves"


@dataclass
class GameSession:
    """Everything the table and the results scene need about one match."""

    entry: GameEntry
    game: Game[Any, Any]
    variant: dict[str, Any]
    seats: dict[str, Player]
    match: Match[Any]
    path: Path | None = None

    @classmethod
    def new(cls, entry: GameEntry, variant: dict[str, Any], seats: dict[str, Player],
            seed: int | None = None) -> GameSession:
        """Start a new match of a game (a random seed unless one is given)."""
        variant = normalise_variant(entry, variant)
        game = entry.make_game(variant)
        seed = random.SystemRandom().randrange(2**62) if seed is None else seed
        return cls(entry, game, variant, dict(seats), Match(game, seed))

    @classmethod
    def load(cls, path: Path) -> GameSession:
        """Open a save file; any problem is one DocumentError with a readable message."""
        save = saves.read_save(path)
        try:
            entry = registry.get_entry(save.game)
        except (ImportError, KeyError) as error:
            raise DocumentError(f"save file {path}: game '{save.game}' is not available ({error})") from None
        try:
            variant = normalise_variant(entry, save.variant)
            game = entry.make_game(variant)
        except (ValueError, TypeError) as error:
            raise DocumentError(f"save file {path}: bad variant: {error}") from None
        match = saves.restore_match(save, game, f"save file {path}")
        return cls(entry, game, variant, dict(save.seats), match, Path(path))

    def to_save(self) -> saves.SaveFile:
        """The save-file form of this match."""
        match, game = self.match, self.game
        start = None if match.start == game.initial_state() else game.to_document(match.start)
        return saves.make_save(self.entry.name, match, self.variant, self.seats, start=start)

    def save(self, path: Path) -> None:
        """Write the match to a file atomically and remember the path."""
        saves.write_save(path, self.to_save())
        self.path = Path(path)

    def autosave(self) -> bool:
        """Write the autosave; returns False when the disk refused (never raises)."""
        try:
            saves.write_save(saves.autosave_path(), self.to_save())
        except OSError:
            return False
        return True

    def clear_autosave(self) -> None:
        """Remove the autosave (the game has ended)."""
        clear_autosave()

    def player_of(self, seat: str) -> Player | None:
        """Who holds a seat."""
        return self.seats.get(seat)


def clear_autosave() -> None:
    """Delete the autosave file if there is one."""
    try:
        saves.autosave_path().unlink(missing_ok=True)
    except OSError:
        pass


def has_autosave() -> bool:
    """True when there is an autosave to continue."""
    return saves.autosave_path().is_file()


def normalise_variant(entry: GameEntry, variant: dict[str, Any] | None) -> dict[str, Any]:
    """The variant validated by the game's model, with defaults filled in."""
    if entry.variant_model is None:
        return dict(variant or {})
    model = validate_model(entry.variant_model, dict(variant or {}), "variant")
    return model.model_dump(mode="json")

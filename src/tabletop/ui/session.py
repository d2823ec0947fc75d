"""A game being played in the app: entry, game, variant, seats and match, with saving."""

from __future__ import annotations

import random
from collections.abc import Callable
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
from tabletop.ui import autosaves


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
    autosave_file: Path | None = None  # this game's own autosave (made on the first autosave)
    autosave_error: str | None = None  # why the last autosave failed (None: it worked)
    on_autosave_error: Callable[[OSError], None] | None = None  # told once when autosaving starts to fail
    tutor: bool = False  # the tutor judges people's moves at the table (tabletop.ui.tutor)
    replaces: Path | None = None  # the autosave this game was continued from, removed once it has its own
    _marked: bool = False

    @classmethod
    def new(cls, entry: GameEntry, variant: dict[str, Any], seats: dict[str, Player],
            seed: int | None = None, tutor: bool = False) -> GameSession:
        """Start a new match of a game (a random seed unless one is given)."""
        variant = normalise_variant(entry, variant)
        game = entry.make_game(variant)
        seed = random.SystemRandom().randrange(2**62) if seed is None else seed
        return cls(entry, game, variant, dict(seats), Match(game, seed), tutor=tutor)

    def show_rematch(self, app: Any, fresh: GameSession) -> bool:
        """Show the rematch `fresh` of this session at its game's table (False, with a message, when it cannot)."""
        return bool(app.open_table(fresh))

    @classmethod
    def load(cls, path: Path) -> GameSession:
        """Open a save file; any problem is one DocumentError with a readable message."""
        save = saves.read_save(path)
        try:
            entry = registry.get_entry(save.game)
        except (ImportError, KeyError) as error:
            raise DocumentError(f"save file {path}: game '{save.game}' is not available ({error})",
                                "saves.error.no_game", game=save.game) from None
        try:
            variant = normalise_variant(entry, save.variant)
            game = entry.make_game(variant)
        except (ValueError, TypeError) as error:
            raise DocumentError(f"save file {path}: bad variant: {error}", "saves.error.variant") from None
        match = saves.restore_match(save, game, f"save file {path}")
        session = cls(entry, game, variant, dict(save.seats), match, Path(path), tutor=save.tutor)
        if autosaves.is_autosave(Path(path)):
            session.replaces = Path(path)  # moved to this window's own file on the first autosave
        return session

    def to_save(self) -> saves.SaveFile:
        """The save-file form of this match."""
        match, game = self.match, self.game
        start = None if match.start == game.initial_state() else game.to_document(match.start)
        return saves.make_save(self.entry.name, match, self.variant, self.seats, start=start, tutor=self.tutor)

    def save(self, path: Path) -> None:
        """Write the match to a file atomically and remember the path."""
        saves.write_save(path, self.to_save())
        self.path = Path(path)

    def autosave(self) -> bool:
        """Write this game's own autosave; False when the disk refused (never raises; told once)."""
        path = self.autosave_file or autosaves.new_autosave_path(self.entry.name)
        try:
            saves.write_save(path, self.to_save())
            if self.autosave_file is None:  # a new game file: the oldest abandoned ones of this game go
                autosaves.prune(self.entry.name, keep=path)
            self.autosave_file = path
            if not self._marked:
                autosaves.mark_continue(path)
                self._marked = True
        except OSError as error:
            return self._autosave_failed(error)
        self.autosave_error = None
        if self.replaces is not None and autosaves.remove(self.replaces):
            self.replaces = None
        return True

    def _autosave_failed(self, error: OSError) -> bool:
        first = self.autosave_error is None
        self.autosave_error = error.strerror or str(error)
        autosaves.forget_continue()  # never leave an older game behind Continue
        self._marked = False
        if first and self.on_autosave_error is not None:
            self.on_autosave_error(error)
        return False

    def clear_autosave(self) -> None:
        """Remove this game's own autosave (the game has ended); other games' autosaves stay."""
        for path in (self.autosave_file, self.replaces):
            if path is not None:
                autosaves.remove(path)

    def player_of(self, seat: str) -> Player | None:
        """Who holds a seat."""
        return self.seats.get(seat)


def has_autosave() -> bool:
    """True when there is a game to continue."""
    return autosaves.continue_path() is not None


def normalise_variant(entry: GameEntry, variant: dict[str, Any] | None) -> dict[str, Any]:
    """The variant validated by the game's model, with defaults filled in."""
    if entry.variant_model is None:
        return dict(variant or {})
    model = validate_model(entry.variant_model, dict(variant or {}), "variant")
    return model.model_dump(mode="json")

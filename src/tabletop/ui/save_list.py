"""What the Load screen shows of each save: name, game, players, length, date, and a small picture."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

import pygame

from tabletop import registry
from tabletop.engine import saves
from tabletop.engine.documents import excerpt
from tabletop.engine.errors import DocumentError
from tabletop.i18n import Words
from tabletop.ui import autosaves
from tabletop.ui.session import GameSession, saves_dir
from tabletop.ui.titles import title_of

THUMB_SIZE = (150, 96)
RENDER_SCALE = 3  # drawn at 3× the thumbnail size, then scaled down smoothly


@dataclass(frozen=True)
class SaveInfo:
    """One save as listed: read from the file alone (fast), without replaying its moves."""

    path: Path
    name: str
    game: str = ""
    players: tuple[str, ...] = ()
    moves: int = 0
    saved_at: str = ""
    error: str | None = None

    @property
    def is_autosave(self) -> bool:
        """True for an autosave (deleted through the autosave list, so Continue stays right)."""
        return autosaves.is_autosave(self.path)

    def label(self, words: Words) -> str:
        """One line about the save: name, game, length and date (or why it is damaged)."""
        if self.error is not None:
            return f"{self.name} — {words.tr('saves.broken', error=self.error)}"
        return f"{self.name} — {self.game} · {words.count('saves.ply', self.moves)} · {self.saved_at}"


@dataclass(frozen=True)
class Preview:
    """What replaying a save adds: the picture, the round (when the game has rounds), whether it is over."""

    picture: pygame.Surface | None
    round: int | None = None
    over: bool = False
    error: str | None = None


def list_saves() -> list[Path]:
    """Autosaves (newest first), then named saves, newest first."""
    folder = saves_dir()
    named = sorted(folder.glob("*.json"), key=autosaves.modified, reverse=True) if folder.is_dir() else []
    return autosaves.list_autosaves() + [path for path in named if path.is_file()]


def read_info(words: Words, path: Path) -> SaveInfo:
    """Read a save's description; a damaged file is described by its short reason."""
    name = words.tr("saves.autosave") if autosaves.is_autosave(path) else path.stem
    try:
        save = saves.read_save(path)
    except DocumentError as error:
        return SaveInfo(path, name, error=excerpt(reason(words, error, path), 90))
    players = tuple(dict.fromkeys(player.name for player in save.seats.values()))
    moves = sum(1 for step in save.history if not step.startswith("roll "))
    return SaveInfo(path, name, game_title(words, save.game), players, moves, local_time(save.saved_at))


def reason(words: Words, error: DocumentError, path: Path) -> str:
    """Why a save is damaged, in the interface's language (its English message, path cut off, if it has no code)."""
    return error.reason(words.lang) or str(error).split(f"{path}: ", 1)[-1]


def game_title(words: Words, name: str) -> str:
    """A game's title in the words' language (its name when it is not installed)."""
    try:
        entry = registry.get_entry(name)
    except (KeyError, ImportError):
        return name
    return title_of(words, entry)


def local_time(saved_at: str) -> str:
    """An ISO time stamp as local day and time (as given when it cannot be read)."""
    try:
        when = datetime.fromisoformat(saved_at)
    except ValueError:
        return excerpt(saved_at, 20)
    return when.astimezone().strftime("%d.%m.%Y %H:%M")


def make_preview(words: Words, path: Path) -> Preview:
    """Replay a save and draw its position small; any failure is described, never raised."""
    try:
        session = GameSession.load(path)
    except DocumentError as error:
        return Preview(None, error=excerpt(reason(words, error, path), 90))
    except Exception as error:  # a game's own code failed on the file: describe it
        return Preview(None, error=excerpt(f"{type(error).__name__}: {error}", 90))
    state = session.match.state
    rounds = getattr(state, "round", None)
    return Preview(thumbnail(words, session), rounds if isinstance(rounds, int) else None,
                   session.game.is_terminal(state))


def thumbnail(words: Words, session: GameSession) -> pygame.Surface | None:
    """The game's own renderer drawing the position, scaled down to THUMB_SIZE (None without one)."""
    if session.entry.render is None:
        return None
    try:
        renderer: Any = registry.load_object(session.entry.render)
        big = renderer(session.game, session.match.state,
                       (THUMB_SIZE[0] * RENDER_SCALE, THUMB_SIZE[1] * RENDER_SCALE), words.lang)
        return fit_picture(big, THUMB_SIZE)
    except Exception:  # a drawing problem costs only the picture
        return None


def fit_picture(picture: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """The drawn part of a picture (its plain margins cut off), scaled to fit `size` and centred."""
    margin = picture.get_at((0, 0))
    mask = pygame.mask.from_threshold(picture, margin, (6, 6, 6, 255))
    mask.invert()
    parts = mask.get_bounding_rects()
    drawn = parts[0].unionall(parts[1:]) if parts else picture.get_rect()
    scale = min(size[0] / drawn.width, size[1] / drawn.height)
    small = pygame.transform.smoothscale(picture.subsurface(drawn),
                                         (max(1, round(drawn.width * scale)), max(1, round(drawn.height * scale))))
    result = pygame.Surface(size)
    result.fill(margin)
    result.blit(small, small.get_rect(center=result.get_rect().center))
    return result

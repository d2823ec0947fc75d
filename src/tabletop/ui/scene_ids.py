"""The screens a scene can open, by id, and the typed request each one takes (see `router`)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tabletop.engine.protocol import Outcome
    from tabletop.ui.session import GameSession


class SceneId(Enum):
    """A screen of the app."""

    MENU = "menu"
    SETUP = "setup"
    LOAD = "load"
    RULES = "rules"
    SETTINGS = "settings"
    RESULTS = "results"
    LESSONS = "lessons"
    WATCH = "watch"  # the watch mode's small setup (tabletop.ui.watch_setup)


@dataclass(frozen=True)
class SetupRequest:
    """The setup screen: `game` chosen, or filled in as the finished game `like` was played."""

    game: str | None = None
    like: GameSession | None = None


@dataclass(frozen=True)
class RulesRequest:
    """The rules reader, open at `section` of `game`'s rules (at the top when None)."""

    section: str | None = None
    game: str | None = None


@dataclass(frozen=True)
class ResultsRequest:
    """The results page of a finished game."""

    session: GameSession
    outcome: Outcome


@dataclass(frozen=True)
class LessonsRequest:
    """The Learn screen: `game`'s lessons (the first game's when None), opened at `lesson` if given."""

    game: str | None = None
    lesson: str | None = None


Request = SetupRequest | RulesRequest | ResultsRequest | LessonsRequest

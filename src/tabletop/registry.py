"""The game registry: the games the program knows, found by name, loaded lazily.

The application shell and the command line reach games only through here, so
`tabletop.ui` never imports a specific game.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from typing import Any

from pydantic import BaseModel

from tabletop.engine.protocol import Game


@dataclass(frozen=True)
class GameEntry:
    """What the program needs to know of one game.

    `table_scene` and `render` are import paths "module:callable" to the game's
    drawing code, loaded only by the UI: the table scene class or factory `(app, session) -> Scene`
    and `render_position(game, state, size, lang) -> pygame.Surface`.
    `variant_model` is the pydantic model of the variant options (defaults = standard).
    `player_plans[n]` says, for n players, which seats each player holds.
    `benches` maps a figure name to a callable(quick: bool) returning a number.
    `warm_up` ("module:callable", optional) compiles the game's compiled parts (or loads them
    from the cache) and serves them; `defer_compiled` ("module:callable", optional) makes the
    game serve their plain form until `warm_up` has run. The window defers, compiles in a
    background process, then loads the result on a background thread (`tabletop.warmup`).
    `ai_hooks` ("module:callable", optional): `make_hooks(game) -> tabletop.ai.hooks.GameHooks`.
    The results page asks these (each "module:callable", optional; plain forms without them), `words` being
    the page's `tabletop.i18n.Words`: `ending_text(words, game, match) -> str`, `turns_played(game, state) -> int`,
    `length_text(words, game, state) -> str`, `side_strength(game, state) -> {side: int}` (the chart) and
    `strength_axis(words) -> str`.
    `board_elements` ("module:object", optional): the game's `tabletop.board_elements.BoardElements`, what the
    table's tooltips ask for the element under the pointer (no tooltips without it).
    No other naming convention finds a game's code.
    `lesson_goals` (a module path, optional) is the game's lesson vocabulary: the success
    conditions its lessons may name (see `tabletop.lessons.goals`).
    """

    name: str
    titles: Mapping[str, str]
    make_game: Callable[[Mapping[str, Any] | None], Game[Any, Any]]
    variant_model: type[BaseModel] | None = None
    player_plans: Mapping[int, tuple[tuple[str, ...], ...]] = field(default_factory=dict)
    table_scene: str | None = None
    render: str | None = None
    benches: Mapping[str, Callable[[bool], float]] = field(default_factory=dict)
    warm_up: str | None = None
    defer_compiled: str | None = None
    ai_hooks: str | None = None
    ending_text: str | None = None
    turns_played: str | None = None
    length_text: str | None = None
    side_strength: str | None = None
    strength_axis: str | None = None
    board_elements: str | None = None
    lesson_goals: str | None = None


BUILTIN_GAMES: dict[str, str] = {
    "armageddon": "armageddon.game:ENTRY",
    "airwar": "airwar.game:ENTRY",
}

_extra: dict[str, GameEntry] = {}


class UnknownGame(KeyError):
    """No game of that name is registered."""


def game_names() -> list[str]:
    """Names of every known game."""
    return [*BUILTIN_GAMES, *(_name for _name in _extra if _name not in BUILTIN_GAMES)]


def get_entry(name: str) -> GameEntry:
    """The registry entry of a game; UnknownGame when there is none."""
    if name in _extra:
        return _extra[name]
    if name not in BUILTIN_GAMES:
        raise UnknownGame(f"unknown game '{name}' (known: {', '.join(game_names())})")
    return load_object(BUILTIN_GAMES[name])


def load_object(path: str) -> Any:
    """Import `module:attribute`."""
    module_name, _, attribute = path.partition(":")
    return getattr(importlib.import_module(module_name), attribute)


def entry_function(entry: GameEntry, field_name: str) -> Callable[..., Any] | None:
    """The callable an entry names in one of its "module:callable" fields, or None when it names none."""
    path = getattr(entry, field_name, None)
    return load_object(path) if path else None


def register(entry: GameEntry) -> None:
    """Add a game at run time (used by tests for their own games)."""
    _extra[entry.name] = entry


def unregister(name: str) -> None:
    """Remove a game added with `register`."""
    _extra.pop(name, None)


@contextmanager
def registered(entry: GameEntry) -> Iterator[GameEntry]:
    """Register a game for the duration of a with-block."""
    register(entry)
    try:
        yield entry
    finally:
        unregister(entry.name)

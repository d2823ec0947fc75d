"""The per-game lesson vocabulary: the module named by the registry entry's `lesson_goals`.

A game's lesson-goals module (e.g. `airwar.lesson_goals`) provides:

- `GOALS: Mapping[str, type[pydantic.BaseModel]]` — each success-condition kind and the model of
  its arguments;
- `holds(kind, args, game, state, events) -> bool` — whether a condition (its validated
  arguments) holds in `state`, given every event of the step so far;
- `is_place(game, name) -> bool` — whether a highlight or arrow end names a place of the board.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping, Sequence
from typing import Any, Protocol, cast

from pydantic import BaseModel, ValidationError

from tabletop.engine.documents import describe_validation_error
from tabletop.engine.errors import DocumentError
from tabletop.engine.protocol import Event
from tabletop.registry import GameEntry


class LessonError(DocumentError):
    """A lesson file that cannot be used, or a lesson that does not exist; one line."""


class GoalsModule(Protocol):
    """What a game's lesson-goals module provides (see the module docstring)."""

    GOALS: Mapping[str, type[BaseModel]]

    def holds(self, kind: str, args: BaseModel, game: Any, state: Any, events: Sequence[Event]) -> bool:
        """Whether the condition holds."""
        ...

    def is_place(self, game: Any, name: str) -> bool:
        """Whether the name is a place of the board."""
        ...


def goals_of(entry: GameEntry) -> GoalsModule:
    """The game's lesson-goals module; LessonError when the game has none."""
    if not entry.lesson_goals:
        raise LessonError(f"game '{entry.name}' has no lessons (its registry entry names no lesson_goals module)")
    try:
        return cast(GoalsModule, importlib.import_module(entry.lesson_goals))
    except ImportError as error:
        raise LessonError(f"the lesson goals of '{entry.name}' cannot be loaded: {error}") from None


def goal_args(module: GoalsModule, kind: str, args: Mapping[str, Any], where: str) -> BaseModel:
    """A goal's arguments validated by its kind's model; LessonError naming `where` (an open
    field quote, e.g. "field 'steps[0].success[1]") otherwise."""
    model = module.GOALS.get(kind)
    if model is None:
        known = ", ".join(sorted(module.GOALS))
        raise LessonError(f"{where}.kind': unknown success condition '{kind}' (known: {known})")
    try:
        return model.model_validate(dict(args))
    except ValidationError as error:
        raise LessonError(f"{where}.args': {describe_validation_error(error, dict(args))}") from None

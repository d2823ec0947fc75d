"""The lesson file schema (pydantic): a lesson is a sequence of steps, each a position with a goal.

A step's moves are game steps in the game's notation (one ply of Air War, one sub-move of
Armageddon) or `roll` (the next fixed die of the step, or `roll N`). The success conditions are
a small vocabulary per game (`kind` + `args`), checked by the game's lesson-goals module (see
`tabletop.lessons.goals`); this module knows only their shape. Authoring guide: docs/lessons.md.
"""

from __future__ import annotations

import re
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

SECTION_RE = re.compile(r"\A[1-9][0-9]?(\.[1-9][0-9]?)?\Z")
ID_RE = re.compile(r"\A[a-z0-9][a-z0-9-]{0,47}\Z")
ROLL_RE = re.compile(r"\Aroll( [0-9]{1,2})?\Z")


class _Strict(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class Text(_Strict):
    """Words a learner reads, Russian first, English second; neither may be empty."""

    ru: str = Field(min_length=1, max_length=600)
    en: str = Field(min_length=1, max_length=600)

    def get(self, lang: str) -> str:
        """The words in a language (English for any language but Russian)."""
        return self.ru if lang == "ru" else self.en


class Highlight(_Strict):
    """Places of the board to light: `target` (go here), `focus` (look here), `danger` (beware)."""

    at: tuple[str, ...] = Field(min_length=1)
    kind: Literal["target", "focus", "danger"] = "focus"


class Arrow(_Strict):
    """An arrow drawn on the board from one place to another."""

    model_config = ConfigDict(extra="forbid", frozen=True, populate_by_name=True)

    frm: str = Field(alias="from")
    to: str
    kind: Literal["move", "danger", "hint"] = "move"


class Goal(_Strict):
    """A success condition: a kind of the game's vocabulary and its arguments."""

    kind: str = Field(min_length=1)
    args: dict[str, Any] = Field(default_factory=dict)


class WrongMove(_Strict):
    """A wrong move a learner is likely to make, and what the lesson says to it."""

    move: str = Field(min_length=1)
    explain: Text


class PlannedMove(_Strict):
    """One move the learner must make: the accepted moves (the first is the lesson's own), the
    wrong moves it answers with explanations, and the other side's scripted replies after it."""

    play: tuple[str, ...] = Field(min_length=1)
    wrong: tuple[WrongMove, ...] = ()
    replies: tuple[str, ...] = ()

    @field_validator("play", mode="before")
    @classmethod
    def _one_or_many(cls, value: Any) -> Any:
        return (value,) if isinstance(value, str) else value

    @model_validator(mode="after")
    def _wrong_is_not_right(self) -> PlannedMove:
        clash = [wrong.move for wrong in self.wrong if wrong.move in self.play]
        if clash:
            raise ValueError(f"wrong move '{clash[0]}' is also listed in 'play'")
        return self


class Step(_Strict):
    """One position, one idea: the goal, the marks on the board, the moves and the success check."""

    position: dict[str, Any] | Literal["start", "continue"] = "continue"
    dice: tuple[int, ...] = ()
    goal: Text
    done: Text | None = None
    highlights: tuple[Highlight, ...] = ()
    arrows: tuple[Arrow, ...] = ()
    moves: tuple[PlannedMove, ...]
    success: tuple[Goal, ...]

    @field_validator("moves", "success")
    @classmethod
    def _not_empty(cls, value: tuple[Any, ...]) -> tuple[Any, ...]:
        if not value:
            raise ValueError("a step needs at least one move and one success condition")
        return value

    @field_validator("dice")
    @classmethod
    def _dice_values(cls, value: tuple[int, ...]) -> tuple[int, ...]:
        if any(not 0 <= die <= 99 for die in value):
            raise ValueError("a die is a whole number 0..99 (the game says which values it allows)")
        return value


class Lesson(_Strict):
    """A lesson file: id (the file's name), place in the list, title, rule sections, steps."""

    format_version: Literal[1] = 1
    id: str
    game: str
    order: int = Field(ge=0, le=10_000)
    title: Text
    sections: tuple[str, ...] = Field(min_length=1)
    intro: Text | None = None
    variant: dict[str, Any] = Field(default_factory=dict)
    steps: tuple[Step, ...]

    @field_validator("id")
    @classmethod
    def _id(cls, value: str) -> str:
        if not ID_RE.match(value):
            raise ValueError("an id is 1-48 lower-case letters, digits and '-', e.g. 'takeoff'")
        return value

    @field_validator("sections")
    @classmethod
    def _sections(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        bad = [section for section in value if not SECTION_RE.match(section)]
        if bad:
            raise ValueError(f"'{bad[0]}' is not a rules section such as '3' or '3.2'")
        return value

    @model_validator(mode="after")
    def _first_step_has_a_position(self) -> Lesson:
        if not self.steps:
            raise ValueError("a lesson needs at least one step")
        if self.steps[0].position == "continue":
            raise ValueError("the first step needs a position (a document or \"start\")")
        return self


def is_roll(text: str) -> bool:
    """True for `roll` (the next fixed die) and `roll N`."""
    return bool(ROLL_RE.match(text))

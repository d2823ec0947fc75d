"""Describe a game's variant options (a pydantic model) as form fields for the setup scene,
and read what a player types into them: a value of the option's type, or the problem with it."""

from __future__ import annotations

import enum
import itertools
import typing
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

MAX_CHOICES = 40


@dataclass(frozen=True)
class FormField:
    """One variant option: a checkbox (`bool`), a list of choices, a whole number, or free text."""

    name: str
    kind: str  # "bool" | "choice" | "number" | "text"
    default: Any
    choices: tuple[Any, ...] = ()
    title: str = ""
    help: str = ""
    low: int | None = None
    high: int | None = None


@dataclass(frozen=True)
class FieldProblem:
    """Why a typed value is refused, as a catalogue code (`setup.problem.<code>`) and its parameters."""

    code: str  # "whole_number" | "range" | "at_least" | "at_most" | "not_allowed"
    params: tuple[tuple[str, Any], ...] = ()


class FieldError(ValueError):
    """A typed value that cannot be the option's value."""

    def __init__(self, problem: FieldProblem) -> None:
        super().__init__(problem.code)
        self.problem = problem


def _bounds(metadata: list[Any]) -> tuple[int | None, int | None]:
    low = high = None
    for item in metadata:
        low = getattr(item, "ge", None) if getattr(item, "ge", None) is not None else low
        high = getattr(item, "le", None) if getattr(item, "le", None) is not None else high
        if getattr(item, "gt", None) is not None:
            low = item.gt + 1
        if getattr(item, "lt", None) is not None:
            high = item.lt - 1
    return low, high


def _orders(annotation: Any) -> tuple[list[Any], ...] | None:
    """A tuple of one Literal naming each of its values once (an order of colours): every order, as lists."""
    args = typing.get_args(annotation)
    if typing.get_origin(annotation) is not tuple or not args or len(set(args)) != 1:
        return None
    values = typing.get_args(args[0]) if typing.get_origin(args[0]) is typing.Literal else ()
    if len(values) != len(args) or len(values) > 4:
        return None
    return tuple(list(order) for order in itertools.permutations(values))


def _choices(annotation: Any, metadata: list[Any]) -> tuple[Any, ...] | None:
    if typing.get_origin(annotation) is typing.Literal:
        return typing.get_args(annotation)
    if typing.get_origin(annotation) is tuple:
        return _orders(annotation)
    if isinstance(annotation, type) and issubclass(annotation, enum.Enum):
        return tuple(member.value for member in annotation)
    if annotation is int:
        low, high = _bounds(metadata)
        if low is not None and high is not None and 0 <= high - low < MAX_CHOICES:
            return tuple(range(low, high + 1))
    return None


def form_fields(model: type[BaseModel] | None) -> list[FormField]:
    """The form fields of a variant model, in declaration order, with their standard defaults."""
    if model is None:
        return []
    try:
        defaults = model().model_dump(mode="json")
    except ValidationError:
        defaults = {}
    fields = []
    for name, info in model.model_fields.items():
        title, help_text = info.title or name.replace("_", " ").capitalize(), info.description or ""
        if info.annotation is bool:
            fields.append(FormField(name, "bool", defaults.get(name), (), title, help_text))
            continue
        choices = _choices(info.annotation, list(info.metadata))
        low, high = _bounds(list(info.metadata))
        kind = "choice" if choices else "number" if info.annotation is int else "text"
        fields.append(FormField(name, kind, defaults.get(name), choices or (), title, help_text, low, high))
    return fields


def _number_problem(field: FormField) -> FieldProblem:
    """The problem to name for a bad whole number: its allowed range, as far as it is bounded."""
    if field.low is not None and field.high is not None:
        return FieldProblem("range", (("low", field.low), ("high", field.high)))
    if field.low is not None:
        return FieldProblem("at_least", (("low", field.low),))
    if field.high is not None:
        return FieldProblem("at_most", (("high", field.high),))
    return FieldProblem("whole_number")


def parse_typed(field: FormField, text: str) -> Any:
    """What the player typed as the option's value (a number field: a whole number within its
    bounds; spaces and digit-group separators allowed); FieldError otherwise."""
    if field.kind != "number":
        return text
    cleaned = text.strip().replace(" ", "").replace("\u00a0", "").replace("\u202f", "").replace(",", "")
    if not cleaned.lstrip("+-").isdigit() or len(cleaned) > 12:
        raise FieldError(_number_problem(field))
    value = int(cleaned)
    if (field.low is not None and value < field.low) or (field.high is not None and value > field.high):
        raise FieldError(_number_problem(field))
    return value


def variant_problems(model: type[BaseModel] | None, values: dict[str, Any]) -> dict[str, FieldProblem]:
    """Each option the model refuses in `values`, with the problem in words-to-be (by field name)."""
    if model is None:
        return {}
    try:
        model.model_validate(values)
    except ValidationError as error:
        fields = {field.name: field for field in form_fields(model)}
        problems: dict[str, FieldProblem] = {}
        for item in error.errors():
            name = str(item["loc"][0]) if item.get("loc") else ""
            field = fields.get(name)
            if field is None or name in problems:
                continue
            problems[name] = (_number_problem(field) if field.kind == "number" and item["type"] != "value_error"
                              else FieldProblem("not_allowed", (("default", field.default),)))
        return problems
    return {}


def choice_text(value: Any) -> str:
    """A choice's value as the key of its words (`<game>.variant.<option>.<value>` in the catalogues);
    an order is its values joined by hyphens (`red-green-yellow`)."""
    if isinstance(value, (list, tuple)):
        return "-".join(str(item) for item in value)
    return str(value)

"""Describe a game's variant options (a pydantic model) as form fields for the setup scene."""

from __future__ import annotations

import enum
import typing
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ValidationError

MAX_CHOICES = 40


@dataclass(frozen=True)
class FormField:
    """One variant option: a checkbox (`bool`), a list of choices, or free text."""

    name: str
    kind: str  # "bool" | "choice" | "text"
    default: Any
    choices: tuple[Any, ...] = ()
    title: str = ""
    help: str = ""


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


def _choices(annotation: Any, metadata: list[Any]) -> tuple[Any, ...] | None:
    if typing.get_origin(annotation) is typing.Literal:
        return typing.get_args(annotation)
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
        kind = "choice" if choices else "text"
        fields.append(FormField(name, kind, defaults.get(name), choices or (), title, help_text))
    return fields


def choice_text(value: Any) -> str:
    """How a choice is written in a drop-down."""
    return str(value)

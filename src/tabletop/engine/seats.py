"""Seats and players: who (human or AI, with a name) controls which seats."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

AI_LEVELS = ("random", "easy", "normal", "hard")
MAX_NAME = 40


class Player(BaseModel):
    """A person or a computer player; one player may hold several seats."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(min_length=1, max_length=MAX_NAME)
    kind: Literal["human", "ai"] = "human"
    level: Literal["random", "easy", "normal", "hard"] | None = None

    def label(self) -> str:
        """Short text for logs: the name, and the level for an AI."""
        if self.kind != "ai" or self.name == f"AI {self.level}":
            return self.name
        return f"{self.name} (AI {self.level})"


class SeatError(ValueError):
    """A --seat argument or a seat mapping that cannot be used."""


def parse_player(text: str, default_name: str) -> Player:
    """Read `human`, `human:NAME`, `ai:LEVEL` or `ai:LEVEL:NAME`."""
    kind, _, rest = text.partition(":")
    if kind == "human":
        return Player(name=_name(rest) or default_name, kind="human")
    if kind == "ai":
        level, _, name = rest.partition(":")
        if level not in AI_LEVELS:
            raise SeatError(f"unknown AI level '{_short(level)}' (choose from {', '.join(AI_LEVELS)})")
        return Player(name=_name(name) or f"AI {level}", kind="ai", level=level)  # type: ignore[arg-type]
    raise SeatError(f"'{_short(text)}': a player is human[:NAME] or ai:LEVEL[:NAME]")


def _name(text: str) -> str:
    """A player's name as given; SeatError when it is too long or not one line of text."""
    name = text.strip()
    if len(name) > MAX_NAME:
        raise SeatError(f"player name '{_short(name)}' is too long ({len(name)} characters, at most {MAX_NAME})")
    if not name.isprintable():
        raise SeatError(f"player name '{_short(name)}' has control characters")
    return name


def _short(text: str) -> str:
    return text if len(text) <= 40 else text[:39] + "…"


def parse_seat_args(
    args: Iterable[str],
    seats: tuple[str, ...],
    groups: Mapping[str, tuple[str, ...]],
) -> dict[str, Player]:
    """Read `SEAT=PLAYER` arguments (SEAT may be a group alias) into a full seat map.

    Seats not named are taken by a human named after the seat.
    """
    chosen: dict[str, Player] = {}
    for arg in args:
        seat, sep, spec = arg.partition("=")
        if not sep or not spec:
            raise SeatError(f"'{_short(arg)}': expected SEAT=human[:NAME] or SEAT=ai:LEVEL")
        targets = groups.get(seat) or ((seat,) if seat in seats else None)
        if targets is None:
            names = ", ".join([*seats, *groups])
            raise SeatError(f"unknown seat '{_short(seat)}' (seats: {names})")
        player = parse_player(spec, default_name=seat)
        for target in targets:
            chosen[target] = player
    return {seat: chosen.get(seat, Player(name=seat)) for seat in seats}

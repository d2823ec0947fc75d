"""The Armageddon state: an immutable, hashable named tuple of small ints."""

from __future__ import annotations

from typing import NamedTuple

EMPTY, RED, GREEN, YELLOW, ALIEN, OFFICER = range(6)
TOKEN_NAMES = ("", "red", "green", "yellow", "alien", "officer")
TOKEN_CODES = {name: code for code, name in enumerate(TOKEN_NAMES) if name}


class ArmageddonState(NamedTuple):
    """One position.

    `cells[i]` (bytes) is the token code on node i (see TOKEN_NAMES). `seat` indexes the game's
    seats. `roll` is 0 while a roll is due. `moved` is a bit mask of the nodes where the
    tokens that already moved this turn stand. `destroyed` is a bit mask of K1..K4,
    `skip` a bit mask of seat indices that skip their next turn. `pending` counts the displaced
    red, green and yellow tokens their owners have yet to place (the printed rules, D47); while
    any is pending after the aliens' turn, `seat` is the seat that places and `roll` is 0.
    """

    cells: bytes
    seat: int
    roll: int
    pips: int
    moved: int
    mine: bool
    depot: int
    trophies: tuple[int, int, int]
    spent: int
    destroyed: int
    skip: int
    round: int
    winner: str | None = None
    termination: str | None = None
    pending: tuple[int, int, int] = (0, 0, 0)


def laser_on(control_code: int) -> bool:
    """Rule 6.7: the laser is on unless an Earth token (code `control_code`) stands on its control circle Q."""
    return not 1 <= control_code <= YELLOW

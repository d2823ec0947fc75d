"""The phases of a turn at the shared table."""

from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    """Where a turn stands (equal to its plain string, e.g. `Phase.CHOOSE == "choose"`)."""

    ROLL = "roll"  # the die is due
    ROLLING = "rolling"  # the die is rolling
    CHOOSE = "choose"  # a move is due
    PLACE = "place"  # a piece is to be placed (setup)
    ANIMATE = "animate"  # a move is being shown
    DONE = "done"  # the turn is played out and waits to be ended
    OVER = "over"  # the game is over

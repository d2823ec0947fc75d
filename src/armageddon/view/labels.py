"""Texts drawn on the board, in a language (its words)."""

from __future__ import annotations

from typing import Any

from tabletop.i18n import Words

BOARD_KEYS = (
    "cruiser",
    "ship",
    "main",
    "launch_table",
    "laser_on",
    "laser_off",
    "gk",
    "pad",
    "attack",
    "depot",
    "boom",
    "trophies",
)


def board_labels(words: Words) -> dict[str, Any]:
    """Every label the board drawing uses, plus the letters on Earth tokens."""
    labels: dict[str, Any] = {key: words.tr(f"armageddon.board.{key}") for key in BOARD_KEYS}
    labels["letters"] = {seat: words.tr(f"armageddon.letter.{seat}") for seat in ("red", "green", "yellow")}
    return labels

"""Errors the engine raises: refused moves and unreadable documents."""

from __future__ import annotations


class IllegalMove(ValueError):
    """A move the rules refuse, with the reason in words and the rule it breaks.

    `rule` is a section number of the game's part of docs/rules_ru.md (e.g. "3.6").
    """

    def __init__(self, reason: str, rule: str, reason_en: str | None = None) -> None:
        super().__init__(f"{reason} (rule {rule})")
        self.reason = reason
        self.rule = rule
        self.reason_en = reason_en or reason


class DocumentError(ValueError):
    """A save file, position document or data file that cannot be used, and why."""

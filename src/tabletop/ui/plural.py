"""A count with its catalogue form in the window's current language (CLDR rules, `tabletop.i18n`)."""

from __future__ import annotations

from tabletop import i18n as words
from tabletop.ui import i18n


def count_text(key: str, count: int, **params: object) -> str:
    """`3 хода` / `3 moves`: the key's form for the number, in the current language."""
    return words.count_text(i18n.language(), key, count, **params)

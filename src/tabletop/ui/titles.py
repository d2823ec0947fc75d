"""Small words every screen shares: a game's title in a language."""

from __future__ import annotations

from tabletop.i18n import Words
from tabletop.registry import GameEntry


def title_of(words: Words, entry: GameEntry) -> str:
    """A game's title in the words' language."""
    return entry.titles.get(words.lang) or entry.titles.get("en") or entry.name

"""Small words every screen shares: a game's title in the current language."""

from __future__ import annotations

from tabletop.registry import GameEntry
from tabletop.ui import i18n


def title_of(entry: GameEntry) -> str:
    """A game's title in the current language."""
    return entry.titles.get(i18n.language()) or entry.titles.get("en") or entry.name

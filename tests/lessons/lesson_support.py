"""Shared by the lesson tests: the play-rule sections of a game, read from docs/rules_ru.md."""

from __future__ import annotations

import re

from tabletop.paths import doc

PLAY_RULES = {"armageddon": ("Армагеддон", range(1, 7)), "airwar": ("Воздушный бой", range(1, 5))}
_PART = re.compile(r"^## (.+)$", re.M)
_SECTION = re.compile(r"^### ([0-9]+)\.([0-9]+)\. ", re.M)


def play_rule_sections(game: str) -> list[str]:
    """Every numbered subsection (`3.2`) of the game's play rules in the rulebook of record."""
    title, chapters = PLAY_RULES[game]
    text = doc("rules_ru.md").read_text(encoding="utf-8")
    parts = _PART.split(text)
    body = next(parts[i + 1] for i in range(1, len(parts), 2) if parts[i].strip() == title)
    return [f"{major}.{minor}" for major, minor in _SECTION.findall(body) if int(major) in chapters]

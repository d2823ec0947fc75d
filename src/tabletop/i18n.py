"""Words: flat-key JSON catalogues in assets/i18n/<lang>/*.json, plurals by CLDR through Babel.

Pure (no pygame): the rules' refusals, the command line and the window all read their words
here, always for a language given as a value.

A catalogue value is a `str.format` template. A key with plural forms has one entry per CLDR
category, `<key>.one`, `<key>.few`, `<key>.many`, `<key>.other`; `count_text` picks the form
of the number (English has only one/other; `.many` stands in for `.other` where a catalogue
gives no `.other`). A parameter that is a `Term` is itself a key, translated before it is put in.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from babel import Locale

from tabletop.paths import asset

LANGUAGES = ("ru", "en")
FALLBACK = "en"


@dataclass(frozen=True)
class Term:
    """A parameter that is a catalogue key (a seat, a plane kind), translated in the text's language."""

    key: str
    default: str = ""


@dataclass(frozen=True)
class Count:
    """A parameter that is a number with its noun: `Count("plural.step", 3)` → "3 хода" / "3 steps"."""

    key: str
    count: int


@cache
def catalogue(lang: str) -> dict[str, str]:
    """Every key of a language: all `assets/i18n/<lang>/*.json` files merged."""
    merged: dict[str, str] = {}
    folder = asset("i18n", lang)
    for path in sorted(folder.glob("*.json")) if folder.is_dir() else ():
        merged.update(_read_catalogue(path))
    return merged


def _read_catalogue(path: Path) -> dict[str, str]:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return {str(key): str(value) for key, value in data.items()} if isinstance(data, dict) else {}


def known(lang: str) -> str:
    """The language itself when the program has it, else the fallback."""
    return lang if lang in LANGUAGES else FALLBACK


def has_key(lang: str, key: str) -> bool:
    """True when the key exists in the language or in English."""
    return key in catalogue(known(lang)) or key in catalogue(FALLBACK)


def translate(lang: str, key: str, **params: object) -> str:
    """The text of a key in a language (English, then the key, as fallbacks), parameters put in."""
    text = catalogue(known(lang)).get(key) or catalogue(FALLBACK).get(key) or key
    if not params:
        return text
    try:
        return text.format(**{name: _shown(lang, value) for name, value in params.items()})
    except (KeyError, IndexError, ValueError):
        return text


def translate_or(lang: str, key: str, default: str, **params: object) -> str:
    """Like `translate`, but `default` when no catalogue has the key."""
    return translate(lang, key, **params) if has_key(lang, key) else default


def _shown(lang: str, value: object) -> object:
    if isinstance(value, Term):
        return translate_or(lang, value.key, value.default or value.key)
    if isinstance(value, Count):
        return count_text(lang, value.key, value.count)
    return value


@cache
def _locale(lang: str) -> Locale:
    return Locale.parse(known(lang))


def plural_category(lang: str, count: int) -> str:
    """The CLDR plural category of a number in a language: one, few, many or other."""
    return str(_locale(lang).plural_form(abs(count)))


def count_text(lang: str, key: str, count: int, **params: object) -> str:
    """`3 хода` / `3 moves`: the key's form for the number (`<key>.<category>`), in the language."""
    category = plural_category(lang, count)
    for form in (category, "other", "many"):
        if has_key(lang, f"{key}.{form}"):
            return translate(lang, f"{key}.{form}", count=count, **params)
    return translate(lang, key, count=count, **params)


@dataclass(frozen=True)
class Words:
    """The words of one language, held as a value (the app's `words`); unknown codes fall back to English.

    Frozen and pure, so a worker thread or a headless render may hold its own.
    """

    lang: str = FALLBACK

    def __post_init__(self) -> None:
        object.__setattr__(self, "lang", known(self.lang))

    def tr(self, key: str, **params: object) -> str:
        """The text of a key (English, then the key, as fallbacks), parameters put in."""
        return translate(self.lang, key, **params)

    def tr_or(self, key: str, default: str, **params: object) -> str:
        """Like `tr`, but `default` when no catalogue has the key."""
        return translate_or(self.lang, key, default, **params)

    def has(self, key: str) -> bool:
        """True when the key exists in this language or in English."""
        return has_key(self.lang, key)

    def count(self, key: str, count: int, **params: object) -> str:
        """`3 хода` / `3 moves`: the key's form for the number."""
        return count_text(self.lang, key, count, **params)

    def catalogue(self) -> dict[str, str]:
        """Every key of this language."""
        return catalogue(self.lang)

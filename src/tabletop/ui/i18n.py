"""Translations: flat-key JSON catalogues in assets/i18n/<lang>/*.json, merged per language."""

from __future__ import annotations

import json
import locale
import os
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
from pathlib import Path

from tabletop.paths import asset

LANGUAGES = ("ru", "en")
FALLBACK = "en"

_current: dict[str, str] = {}


def default_language() -> str:
    """Russian when the system locale is Russian, else English."""
    names = [os.environ.get(var, "") for var in ("LC_ALL", "LC_MESSAGES", "LANG")]
    try:
        names.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    return "ru" if any(name.lower().startswith("ru") for name in names) else "en"


def language() -> str:
    """The language text is shown in now."""
    if "lang" not in _current:
        _current["lang"] = default_language()
    return _current["lang"]


def set_language(lang: str) -> None:
    """Switch the language (unknown codes fall back to English)."""
    _current["lang"] = lang if lang in LANGUAGES else FALLBACK


@contextmanager
def in_language(lang: str) -> Iterator[None]:
    """Switch the language for a with-block (e.g. a headless render), then switch back."""
    previous = language()
    set_language(lang)
    try:
        yield
    finally:
        set_language(previous)


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


def has_key(key: str) -> bool:
    """True when the key exists in the current language or in English."""
    return key in catalogue(language()) or key in catalogue(FALLBACK)


def tr(key: str, **params: object) -> str:
    """The text of a key in the current language (English, then the key, as fallbacks)."""
    text = catalogue(language()).get(key) or catalogue(FALLBACK).get(key) or key
    if not params:
        return text
    try:
        return text.format(**params)
    except (KeyError, IndexError, ValueError):
        return text


def tr_or(key: str, default: str, **params: object) -> str:
    """Like `tr`, but `default` when no catalogue has the key."""
    return tr(key, **params) if has_key(key) else default

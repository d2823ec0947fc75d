"""The window's current language, and its words through `tabletop.i18n`."""

from __future__ import annotations

import locale
import os
from collections.abc import Iterator
from contextlib import contextmanager

from tabletop import i18n as words
from tabletop.i18n import FALLBACK, LANGUAGES

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


def catalogue(lang: str) -> dict[str, str]:
    """Every key of a language (see `tabletop.i18n.catalogue`)."""
    return words.catalogue(lang)


def has_key(key: str) -> bool:
    """True when the key exists in the current language or in English."""
    return words.has_key(language(), key)


def tr(key: str, **params: object) -> str:
    """The text of a key in the current language (English, then the key, as fallbacks)."""
    return words.translate(language(), key, **params)


def tr_or(key: str, default: str, **params: object) -> str:
    """Like `tr`, but `default` when no catalogue has the key."""
    return tr(key, **params) if has_key(key) else default

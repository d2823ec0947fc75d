"""Plural forms: Russian one/few/many, English one/many, and a count with its catalogue form."""

from __future__ import annotations

from tabletop.ui import i18n
from tabletop.ui.i18n import tr


def plural_form(count: int, lang: str) -> str:
    """one, few or many: Russian has three forms, English two (one and many)."""
    if lang != "ru":
        return "one" if count == 1 else "many"
    if count % 10 == 1 and count % 100 != 11:
        return "one"
    return "few" if 2 <= count % 10 <= 4 and not 12 <= count % 100 <= 14 else "many"


def count_text(key: str, count: int, **params: object) -> str:
    """`3 хода` / `3 moves`: the key's `.one/.few/.many` form for the number, in the current language."""
    return tr(f"{key}.{plural_form(count, i18n.language())}", count=count, **params)

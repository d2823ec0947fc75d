"""The interface language a new installation starts in (the system's); the words themselves are
`tabletop.i18n.Words`, a value the app holds (`App.words`) and hands to whatever draws or says things."""

from __future__ import annotations

import locale
import os


def default_language() -> str:
    """Russian when the system locale is Russian, else English."""
    names = [os.environ.get(var, "") for var in ("LC_ALL", "LC_MESSAGES", "LANG")]
    try:
        names.append(locale.getlocale()[0] or "")
    except ValueError:
        pass
    return "ru" if any(name.lower().startswith("ru") for name in names) else "en"

"""Where the program's bundled data (boards, fonts, sounds, themes, translations) lives."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path


@cache
def assets_dir() -> Path:
    """The `assets/` folder: $TABLETOP_ASSETS, else the one beside `src/` in the checkout."""
    override = os.environ.get("TABLETOP_ASSETS")
    candidates = [Path(override)] if override else []
    candidates.append(Path(__file__).resolve().parents[2] / "assets")
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError("tabletop assets folder not found; install from a checkout with `pip install -e .`")


def asset(*parts: str) -> Path:
    """A path inside the assets folder."""
    return assets_dir().joinpath(*parts)

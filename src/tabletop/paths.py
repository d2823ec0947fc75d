"""Where the program's bundled data (boards, fonts, themes, translations, rules text) lives.

An installed package carries its data inside itself, in `tabletop/data/assets/` and
`tabletop/data/docs/` (the build copies them there from the checkout's top-level `assets/`
and `docs/`, see setup.py); a checkout or an editable install reads the top-level folders.
"""

from __future__ import annotations

import os
from functools import cache
from importlib import resources
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parents[2]


def _bundled(name: str) -> Path | None:
    """The package's own copy of a data folder, if this is an installed package."""
    folder = resources.files("tabletop").joinpath("data", name)
    if isinstance(folder, Path) and folder.is_dir():
        return folder
    return None


def _data_folder(name: str, override_var: str) -> Path:
    """A data folder: the environment's override, else the installed copy, else the checkout's."""
    override = os.environ.get(override_var)
    candidates = [Path(override)] if override else []
    bundled = _bundled(name)
    if bundled is not None:
        candidates.append(bundled)
    candidates.append(CHECKOUT / name)
    for candidate in candidates:
        if candidate.is_dir():
            return candidate
    raise FileNotFoundError(f"tabletop {name} folder not found; the installation is incomplete "
                            "(reinstall with `pipx install .` or `pip install .` from a checkout)")


@cache
def assets_dir() -> Path:
    """The assets folder (boards, fonts, themes, translations); $TABLETOP_ASSETS overrides it."""
    return _data_folder("assets", "TABLETOP_ASSETS")


@cache
def docs_dir() -> Path:
    """The documents folder (the rulebooks); $TABLETOP_DOCS overrides it."""
    return _data_folder("docs", "TABLETOP_DOCS")


def asset(*parts: str) -> Path:
    """A path inside the assets folder."""
    return assets_dir().joinpath(*parts)


def doc(*parts: str) -> Path:
    """A path inside the documents folder."""
    return docs_dir().joinpath(*parts)

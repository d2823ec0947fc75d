"""numba's compiled-code cache, kept where it can be written.

numba caches beside the source file (`__pycache__/`). A system-wide or pipx install may
not let the user write there; the cache then goes to the per-user cache folder
(`platformdirs`: `~/.cache/tabletop/numba` on Linux). `$NUMBA_CACHE_DIR` still wins.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import platformdirs


def user_cache_folder() -> Path:
    """The per-user folder for compiled code."""
    return Path(platformdirs.user_cache_dir("tabletop", appauthor=False)) / "numba"


def cache_folder_for(source: Path) -> Path | None:
    """Where to cache code compiled from `source`: None for numba's own choice (beside the source,
    or $NUMBA_CACHE_DIR), else the per-user folder when the source's folder is not writable."""
    if os.environ.get("NUMBA_CACHE_DIR"):
        return None
    folder = source.parent
    pycache = folder / "__pycache__"
    writable = os.access(pycache, os.W_OK) if pycache.is_dir() else os.access(folder, os.W_OK)
    return None if writable else user_cache_folder()


def njit_cached(function: Callable[..., Any]) -> Any:
    """`numba.njit(cache=True)` of `function`, its cache in a folder that can be written."""
    import numba

    folder = cache_folder_for(Path(function.__code__.co_filename))
    if folder is not None:
        folder.mkdir(parents=True, exist_ok=True)
        os.environ["NUMBA_CACHE_DIR"] = str(folder)
        numba.config.CACHE_DIR = str(folder)  # type: ignore[attr-defined]  # set at run time, not in numba's stubs
    return numba.njit(cache=True)(function)

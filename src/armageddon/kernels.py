"""The movement search in its two forms: compiled by numba, or the same source run as plain Python.

By default the compiled form serves (the first use compiles it, or loads it from numba's
cache). A program that must not wait for the compilation (the window) calls `defer()`:
the plain form then serves until `load_compiled()` — run on a background thread, after the
warm-up process has filled the cache — has the compiled form ready. Both forms give the
same results; the switch is one flag written once, so threads can read it without a lock.
"""

from __future__ import annotations

import importlib
import importlib.util
import sys
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import cache
from types import ModuleType

SOURCE_MODULE = "armageddon.kernel"
_state = {"deferred": False, "ready": False}
_lock = threading.Lock()


class _Quick(threading.local):
    """Per thread: whether a one-position query is running (`quick()`)."""

    def __init__(self) -> None:
        self.depth = 0


_quick = _Quick()


@cache
def compiled() -> ModuleType:
    """The compiled form (importing it imports numba; each function compiles on its first call). Kept once
    imported: every play asks for it, and `import_module` takes the import lock each time."""
    return importlib.import_module(SOURCE_MODULE)


@cache
def plain() -> ModuleType:
    """The search's source loaded a second time as plain Python (no numba, no compilation)."""
    spec = importlib.util.find_spec(SOURCE_MODULE)
    assert spec is not None and spec.origin is not None
    plain_spec = importlib.util.spec_from_file_location("armageddon._kernel_plain", spec.origin)
    assert plain_spec is not None and plain_spec.loader is not None
    module = importlib.util.module_from_spec(plain_spec)
    module.PLAIN = True  # type: ignore[attr-defined]
    plain_spec.loader.exec_module(module)
    return module


def current() -> ModuleType:
    """The form to use now: the compiled one unless compilation is deferred and not yet done, or a `quick()`
    query runs in this thread before anything in the process has loaded the compiled form."""
    if _state["deferred"] and not _state["ready"]:
        return plain()
    if _quick.depth and SOURCE_MODULE not in sys.modules:
        return plain()
    return compiled()


@contextmanager
def quick() -> Iterator[None]:
    """A query about one position (the command line's `moves`, `apply`): it does not load numba for itself."""
    _quick.depth += 1
    try:
        yield
    finally:
        _quick.depth -= 1


def defer() -> None:
    """Serve the plain form until `load_compiled()` has finished (the window calls this at start)."""
    _state["deferred"] = True


def is_ready() -> bool:
    """Whether the compiled form is serving."""
    return not _state["deferred"] or _state["ready"]


def load_compiled(exercise: Callable[[ModuleType], None]) -> None:
    """Compile (or load from numba's cache) every entry point by `exercise(compiled())`, then serve it."""
    with _lock:
        if not _state["ready"]:
            exercise(compiled())
            _state["ready"] = True

"""Warm-up of the games' compiled parts, so that no one waits for a compilation.

The window calls `start_for_window()` when it opens: each game that has compiled parts
first serves their plain-Python form (`GameEntry.defer_compiled`); `python -m tabletop.warmup`
then compiles them in another process, which fills numba's cache without taking this
process's memory or time; when it ends, a background thread runs each game's `warm_up`
hook here, which loads the compiled code from that cache and switches to it.
"""

from __future__ import annotations

import subprocess
import sys
import threading
from dataclasses import dataclass

from tabletop.registry import game_names, get_entry, load_object


def warm_all() -> None:
    """Run every registered game's warm-up hook (compile, or load from the cache, and serve)."""
    for name in game_names():
        hook = get_entry(name).warm_up
        if hook:
            load_object(hook)()


def defer_all() -> None:
    """Every game with compiled parts serves their plain form until its warm-up has run."""
    for name in game_names():
        hook = get_entry(name).defer_compiled
        if hook:
            load_object(hook)()


def start_in_background() -> subprocess.Popen[bytes] | None:
    """Start the warm-up in another process (None if it cannot be started)."""
    try:
        return subprocess.Popen([sys.executable, "-m", "tabletop.warmup"], stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError:
        return None


@dataclass(frozen=True)
class WindowWarmUp:
    """The warm-up started for a window: the compiling process (None if it could not start) and the
    thread that loads its result."""

    process: subprocess.Popen[bytes] | None
    thread: threading.Thread

    def stop(self) -> None:
        """End the compiling process (a probe that measured what it needed; the window lets it finish)."""
        if self.process is not None and self.process.poll() is None:
            self.process.kill()


def start_for_window() -> WindowWarmUp:
    """Defer every compilation, compile in another process, then load the result on a daemon thread."""
    defer_all()
    process = start_in_background()
    thread = threading.Thread(target=_load_after, args=(process,), name="tabletop-warmup", daemon=True)
    thread.start()
    return WindowWarmUp(process, thread)


def _load_after(process: subprocess.Popen[bytes] | None) -> None:
    """Wait for the warm-up process, then load its compiled code here (or compile here if it failed)."""
    if process is not None:
        process.wait()
    warm_all()


if __name__ == "__main__":
    warm_all()

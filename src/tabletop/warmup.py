"""Background warm-up of the games' compiled parts, so that the first computer move does not wait.

`tabletop.ui.app.run` starts `python -m tabletop.warmup` once when the window opens; it
runs each game's `warm_up` hook (see `GameEntry.warm_up`) and exits. Its output is discarded.
"""

from __future__ import annotations

import subprocess
import sys

from tabletop.registry import game_names, get_entry, load_object


def warm_all() -> None:
    """Run every registered game's warm-up hook."""
    for name in game_names():
        hook = get_entry(name).warm_up
        if hook:
            load_object(hook)()


def start_in_background() -> subprocess.Popen[bytes] | None:
    """Start the warm-up in another process (None if it cannot be started)."""
    try:
        return subprocess.Popen([sys.executable, "-m", "tabletop.warmup"], stdin=subprocess.DEVNULL,
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    except OSError:
        return None


if __name__ == "__main__":
    warm_all()

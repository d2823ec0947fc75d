"""Command-line test helpers: a headless environment, a window command run until something holds, then ended."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

TABLETOP = [sys.executable, "-m", "tabletop.cli"]


def headless_env(folder: Path) -> dict[str, str]:
    """A headless environment with its own data and config folders under `folder`."""
    return dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
                XDG_DATA_HOME=str(folder / "data"), XDG_CONFIG_HOME=str(folder / "config"))


def open_window(args: list[str], env: dict[str, str], cwd: Path, until, limit: float = 120) -> str:
    """Start a window command, wait until `until()` holds (or it dies), stop it with SIGTERM; its stderr."""
    process = subprocess.Popen([*TABLETOP, *args], env=env, cwd=cwd, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, text=True)
    deadline = time.monotonic() + limit
    try:
        while time.monotonic() < deadline and process.poll() is None and not until():
            time.sleep(0.2)
        assert process.poll() is None, f"tabletop {args} ended by itself: {process.communicate()[1]}"
        assert until(), f"tabletop {args}: nothing happened in {limit} s"
        process.send_signal(signal.SIGTERM)
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode == 0, f"tabletop {args} exited {process.returncode}: {err}"
    assert "Traceback" not in err, err
    return err

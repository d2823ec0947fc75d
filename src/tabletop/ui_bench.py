"""What a player feels, for `tabletop bench`: frame times, start-up, idle CPU, memory, the first computer move.

Each figure comes from a fresh child process (`tabletop.ui_probe`) with the dummy video and
audio drivers and a temporary user data folder, so the bench never touches the player's saves.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

TABLES = ("armageddon", "airwar")
IDLE_SCENES = ("menu", *TABLES)


@dataclass(frozen=True)
class Budget:
    """How long each measurement runs (seconds, frames)."""

    idle_s: float
    settle_s: float
    frames: int
    memory_s: float
    cold_limit_s: float


FULL = Budget(idle_s=10.0, settle_s=5.0, frames=120, memory_s=30.0, cold_limit_s=120.0)
QUICK = Budget(idle_s=4.0, settle_s=5.0, frames=40, memory_s=8.0, cold_limit_s=90.0)


def probe(args: list[str], timeout: float, extra_env: dict[str, str] | None = None) -> dict[str, Any] | None:
    """Run `python -m tabletop.ui_probe ARGS` headless; its JSON answer, or None if it failed."""
    with tempfile.TemporaryDirectory(prefix="tabletop-bench-") as data:
        env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "XDG_DATA_HOME": data,
               "PYGAME_HIDE_SUPPORT_PROMPT": "1", **(extra_env or {})}
        try:
            done = subprocess.run([sys.executable, "-m", "tabletop.ui_probe", *args], env=env, timeout=timeout,
                                  capture_output=True, text=True, check=False)
        except subprocess.TimeoutExpired:
            return None
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    return json.loads(lines[-1]) if lines else None


def line(name: str, value: float | None, unit: str, digits: int = 2, **notes: Any) -> dict[str, Any]:
    """One bench line (None when the measurement failed)."""
    result: dict[str, Any] = {"name": name, "value": None if value is None else round(value, digits), "unit": unit,
                              **notes}
    if value is None:
        result["note"] = "measurement failed (the probe process gave no answer in time)"
    return result


def frame_lines(budget: Budget, games: tuple[str, ...] = TABLES) -> Iterator[dict[str, Any]]:
    """`ui.frame_ms_median.<game>` and `ui.full_redraw_ms_median.<game>` at 1280×800, mid-game."""
    for game in games:
        answer = probe(["frames", game, str(budget.frames)], 120) or {}
        yield line(f"ui.frame_ms_median.{game}", answer.get("frame_ms"), "ms",
                   note="a frame that redraws (the mouse moving over the board)")
        yield line(f"ui.full_redraw_ms_median.{game}", answer.get("full_redraw_ms"), "ms",
                   note="the frame after a window resize: layout and full draw")


def first_frame_line() -> dict[str, Any]:
    """`ui.first_frame_s`: from starting the process to the menu's first frame on screen."""
    answer = probe(["first_frame", repr(time.time())], 60) or {}
    return line("ui.first_frame_s", answer.get("first_frame_s"), "s", 3)


def idle_lines(budget: Budget, scenes: tuple[str, ...] = IDLE_SCENES) -> Iterator[dict[str, Any]]:
    """`ui.idle_cpu_percent.<scene>`: one core's CPU used while nothing happens (after settling)."""
    for scene in scenes:
        answer = probe(["idle", scene, str(budget.idle_s), str(budget.settle_s)],
                       budget.idle_s + budget.settle_s + 60) or {}
        yield line(f"ui.idle_cpu_percent.{scene}", answer.get("cpu_percent"), "%",
                   window_s=budget.idle_s, note="process CPU time, dummy video driver")


def memory_lines(budget: Budget, games: tuple[str, ...] = TABLES) -> Iterator[dict[str, Any]]:
    """`memory.peak_rss_mb.<game>`: a game between computer seats (compiled cache as it is)."""
    for game in games:
        answer = probe(["memory", game, str(budget.memory_s)], budget.memory_s + 120) or {}
        yield line(f"memory.peak_rss_mb.{game}", answer.get("peak_rss_mb"), "MB", 1, played_s=budget.memory_s,
                   steps=answer.get("steps"))


def cold_move_lines(budget: Budget, games: tuple[str, ...] = TABLES) -> Iterator[dict[str, Any]]:
    """`ai.first_move_cold_s.<game>`: an empty numba cache, computer seats only; seconds from table open."""
    for game in games:
        with tempfile.TemporaryDirectory(prefix="tabletop-numba-") as cache:
            answer = probe(["computer", game, str(budget.cold_limit_s), repr(time.time())],
                           budget.cold_limit_s + 60, {"NUMBA_CACHE_DIR": cache}) or {}
        yield line(f"ai.first_move_cold_s.{game}", answer.get("from_table_open_s"), "s",
                   from_process_start_s=_rounded(answer.get("from_process_start_s")),
                   peak_rss_mb=_rounded(answer.get("peak_rss_mb")),
                   note="from table open, the computer's roll and pauses included; empty NUMBA_CACHE_DIR")


def ui_benches(quick: bool = False) -> Iterator[dict[str, Any]]:
    """Every line of this module, with the quick or the full budget."""
    budget = QUICK if quick else FULL
    yield from frame_lines(budget)
    yield first_frame_line()
    yield from idle_lines(budget)
    yield from memory_lines(budget)
    yield from cold_move_lines(budget)


def _rounded(value: float | None) -> float | None:
    return None if value is None else round(value, 2)

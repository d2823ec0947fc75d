"""The player-felt bench lines (issue 12.6): each probe runs in a child process and answers in the bench's shape.

Tiny budgets: these check that every measurement runs and reports, never how fast it is.
"""

from __future__ import annotations

import pytest

from tabletop import ui_bench

TINY = ui_bench.Budget(idle_s=0.3, settle_s=0.2, frames=3, memory_s=1.0, cold_limit_s=60.0)


def check(line: dict, name: str, unit: str) -> None:
    assert line["name"] == name and line["unit"] == unit
    assert isinstance(line["value"], float) and line["value"] >= 0, line


def test_frame_lines():
    lines = list(ui_bench.frame_lines(TINY, games=("airwar",)))
    check(lines[0], "ui.frame_ms_median.airwar", "ms")
    check(lines[1], "ui.full_redraw_ms_median.airwar", "ms")


def test_first_frame_line():
    check(ui_bench.first_frame_line(), "ui.first_frame_s", "s")


def test_idle_lines():
    (line,) = ui_bench.idle_lines(TINY, scenes=("menu",))
    check(line, "ui.idle_cpu_percent.menu", "%")
    assert line["window_s"] == TINY.idle_s


def test_memory_lines():
    (line,) = ui_bench.memory_lines(TINY, games=("airwar",))
    check(line, "memory.peak_rss_mb.airwar", "MB")
    assert line["value"] > 10


def test_cold_move_lines():
    (line,) = ui_bench.cold_move_lines(TINY, games=("airwar",))
    check(line, "ai.first_move_cold_s.airwar", "s")
    assert line["from_process_start_s"] >= line["value"] and line["peak_rss_mb"] > 10


def test_a_failed_probe_gives_a_line_that_says_so(monkeypatch):
    monkeypatch.setattr(ui_bench, "probe", lambda args, timeout, extra_env=None: None)
    line = ui_bench.first_frame_line()
    assert line["value"] is None and "failed" in line["note"]


@pytest.mark.parametrize("quick", [True, False])
def test_every_line_is_named(monkeypatch, quick):
    monkeypatch.setattr(ui_bench, "probe", lambda args, timeout, extra_env=None: {})
    names = {line["name"] for line in ui_bench.ui_benches(quick)}
    assert names == {"ui.frame_ms_median.armageddon", "ui.frame_ms_median.airwar",
                     "ui.full_redraw_ms_median.armageddon", "ui.full_redraw_ms_median.airwar",
                     "ui.first_frame_s", "ui.idle_cpu_percent.menu", "ui.idle_cpu_percent.armageddon",
                     "ui.idle_cpu_percent.airwar", "memory.peak_rss_mb.armageddon", "memory.peak_rss_mb.airwar",
                     "ai.first_move_cold_s.armageddon", "ai.first_move_cold_s.airwar"}

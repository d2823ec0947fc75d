"""No display (issue 16.12): `tabletop` says so in one line and exits 2; an explicit SDL driver still works."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tabletop.ui import app as app_module

NO_DISPLAY = ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")


@pytest.fixture
def linux_without_display(monkeypatch):
    monkeypatch.setattr(app_module.sys, "platform", "linux")
    for name in NO_DISPLAY:
        monkeypatch.delenv(name, raising=False)


def test_no_display_is_found(linux_without_display):
    assert "no display found" in app_module.display_problem()


def test_run_says_so_and_exits_2(linux_without_display, capsys):
    assert app_module.run() == 2
    err = capsys.readouterr().err
    assert err.startswith("tabletop: no display found") and err.count("\n") == 1


def test_the_dummy_driver_is_respected(linux_without_display, monkeypatch):
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    assert app_module.display_problem() is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the display variables are Linux's")
def test_the_command_without_a_display(tmp_path):
    env = {key: value for key, value in os.environ.items() if key not in NO_DISPLAY}
    env["XDG_DATA_HOME"] = str(tmp_path)
    done = subprocess.run([sys.executable, "-m", "tabletop.cli"], env=env, capture_output=True, text=True,
                          timeout=60, check=False)
    assert done.returncode == 2
    assert done.stderr.strip().splitlines() == [
        "tabletop: no display found (DISPLAY and WAYLAND_DISPLAY are not set)"]

"""Reliability tests: every test gets its own user data folder (saves, autosaves, settings)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Saves, autosaves and settings go to a temporary folder for every test."""
    from tabletop.engine import saves

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return saves.user_data_dir()

"""Lesson window tests: headless apps with their own user data folder (the table tests' maker)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "ui"))


@pytest.fixture
def app_factory(tmp_path, monkeypatch):
    """A maker of headless apps at a chosen language and size."""
    from table_support import app_maker

    yield from app_maker(tmp_path, monkeypatch)

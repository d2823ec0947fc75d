"""Lesson window tests: headless apps with their own user data folder (the table tests' maker)."""

from __future__ import annotations

import pytest


@pytest.fixture
def app_factory(tmp_path, monkeypatch):
    """A maker of headless apps at a chosen language and size."""
    from tests.ui.table_support import app_maker

    yield from app_maker(tmp_path, monkeypatch)

"""UI test fixtures: dummy SDL drivers and a fresh user data folder for every test (the app: tests/conftest.py)."""

from __future__ import annotations

import os

import pytest

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"


@pytest.fixture(autouse=True)
def own_data_dir(data_dir):
    """Every test here gets its own user data folder."""
    return data_dir


@pytest.fixture
def app_factory(tmp_path, monkeypatch):
    """A maker of headless apps at a chosen language and size (see table_support.app_maker)."""
    from tests.ui.table_support import app_maker

    yield from app_maker(tmp_path, monkeypatch)

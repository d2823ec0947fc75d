"""Reliability tests: every test gets its own user data folder (saves, autosaves, settings)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def own_data_dir(data_dir):
    """Every test here gets its own user data folder."""
    return data_dir

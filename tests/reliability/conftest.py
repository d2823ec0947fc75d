"""Reliability tests: every test gets its own user data folder (saves, autosaves, settings)."""

from __future__ import annotations

import pytest


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    """Saves, autosaves and settings go to a temporary folder for every test."""
    from tabletop.engine import saves

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return saves.user_data_dir()


@pytest.fixture(scope="session")
def pygame_up():
    """pygame initialised once (headless) for the tests that drive the app."""
    import pygame

    pygame.init()
    yield pygame
    pygame.quit()


@pytest.fixture
def app(pygame_up, data_dir):
    """The application at 1280×800 in Russian, without audio, showing the menu."""
    from tabletop.ui import i18n
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    application = App((1280, 800), Settings(language="ru"), audio=False)
    yield application
    i18n.set_language("ru")

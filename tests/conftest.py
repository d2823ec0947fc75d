"""Test configuration: headless SDL, the --runslow option, the compiled parts warmed up, the test dice game."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest


def pytest_addoption(parser: pytest.Parser) -> None:
    """Add --runslow for long simulations."""
    parser.addoption("--runslow", action="store_true", default=False, help="run tests marked slow")


def pytest_sessionstart(session: pytest.Session) -> None:
    """Compile the games' compiled parts once (numba caches them) before tests spawn processes."""
    from tabletop.warmup import warm_all

    warm_all()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Skip slow tests unless --runslow is given."""
    if config.getoption("--runslow"):
        return
    skip = pytest.mark.skip(reason="long simulation: run with --runslow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


@pytest.fixture
def race_entry():
    """The test dice game, registered in the game registry for the duration of a test."""
    from tabletop.registry import registered
    from tests.dicegame import ENTRY

    with registered(ENTRY) as entry:
        yield entry


@pytest.fixture
def data_dir(tmp_path, monkeypatch):
    """Saves, autosaves and settings go to a temporary folder (the UI and reliability tests use it for every test)."""
    from tabletop.engine import saves

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    return saves.user_data_dir()


@pytest.fixture(scope="session")
def pygame_up():
    """pygame initialised once (headless) and quit at the end of the run."""
    import pygame

    pygame.init()
    yield pygame
    pygame.quit()


@pytest.fixture
def app(pygame_up, data_dir):
    """The application at 1280×800 in Russian, without audio, showing the menu."""
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    pygame_up.init()  # again: a test that ran the whole program (`run`) has quit pygame
    return App((1280, 800), Settings(language="ru"), audio=False)

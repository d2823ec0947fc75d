"""Game-independent helpers for table tests: a headless app, letting it settle (input: input_support)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

SCREENS = Path(__file__).resolve().parents[2] / "out" / "screens"


def app_maker(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Any]:
    """Yields a maker of headless Apps in a language (no audio, user data in a temp dir).

    pygame stays initialised (other UI tests share one initialisation). Test modules wrap
    this in their own `app_factory` fixture.
    """
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "data"))
    monkeypatch.setattr("tabletop.engine.saves.user_data_dir", lambda: tmp_path / "data" / "tabletop")
    pygame.init()

    def make(lang: str = "ru", size: tuple[int, int] = (1280, 800), **settings: Any) -> Any:
        from tabletop.ui.app import App
        from tabletop.ui.settings import Settings

        return App(size, Settings(language=lang, **settings), audio=False)

    yield make


def headless_pygame() -> Iterator[None]:
    """pygame initialised without a window, for `render_position` (wrap in a fixture)."""
    pygame.init()
    yield


def settle(app: Any, seconds: float = 6.0, until: Any = None) -> None:
    """Let animations, banners and pauses run (stops early once `until()` holds).

    Each frame first waits for a computer seat's thought in progress, so a loaded machine changes nothing.
    """
    for _ in range(int(seconds / 0.25)):
        if until is not None and until():
            return
        finish_thinking(app)
        app.step([], 0.25)


def finish_thinking(app: Any, timeout: float = 30.0) -> None:
    """Wait (real time, bounded) for the computer at the open table to choose its move, if one is thinking."""
    computer = getattr(app.scene, "computer", None)
    if computer is not None:
        computer.wait(timeout)

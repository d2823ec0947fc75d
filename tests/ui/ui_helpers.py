"""Helpers for UI tests: finding and pressing buttons, screenshots and colour counts (input: input_support)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
from pygame_gui.elements import UIButton

from tests.ui.input_support import click

SCREENS = Path(__file__).resolve().parents[2] / "out" / "screens"


def buttons(app) -> list[UIButton]:
    """Every live button of the current scene."""
    return [element for element in getattr(app.scene, "actions", {}) if element.alive()]


def button(app, text: str) -> UIButton:
    """The scene's button with that text (AssertionError when missing)."""
    found = [b for b in buttons(app) if b.text == text]
    assert found, f"no button '{text}' in {[b.text for b in buttons(app)]}"
    return found[0]


def press(app, text: str) -> None:
    """Click the scene's button with that text."""
    click(app, button(app, text).get_abs_rect().center)


def dialog_buttons(app) -> list[UIButton]:
    """Buttons of the open dialog."""
    return [element for element in app.dialogs.actions if element.alive()]


def shot(app, name: str, folder: Path) -> Path:
    """Save the screen as PNG in folder and copy it to out/screens for people to look at."""
    path = folder / f"{name}.png"
    pygame.image.save(app.screen, str(path))
    try:
        SCREENS.mkdir(parents=True, exist_ok=True)
        shutil.copy(path, SCREENS / path.name)
    except OSError:
        pass
    return path


def colours(surface: pygame.Surface, rect: pygame.Rect | None = None, every: int = 3) -> dict[tuple, int]:
    """How many sampled pixels of each colour a region holds."""
    rect = rect or surface.get_rect()
    counts: dict[tuple, int] = {}
    for y in range(rect.top, rect.bottom, every):
        for x in range(rect.left, rect.right, every):
            colour = tuple(surface.get_at((x, y)))[:3]
            counts[colour] = counts.get(colour, 0) + 1
    return counts

"""`tabletop render GAME --lesson ID`: a lesson's first step drawn headless exactly as the window
shows it (the game's table with the lesson's marks, and the lesson's page)."""

from __future__ import annotations

from pathlib import Path

from tabletop.lessons.loader import find_lesson
from tabletop.registry import GameEntry
from tabletop.render import RenderError, headless_drivers, save_png

SETTLE_FRAMES = 12  # a quarter of a second each


def render_lesson_to_file(entry: GameEntry, lesson_id: str, out: Path, size: tuple[int, int], lang: str) -> None:
    """Open the lesson in a headless window of `size`, draw its first frame and save it as PNG."""
    lesson = find_lesson(entry, lesson_id)
    if entry.table_scene is None:
        raise RenderError(f"game '{entry.name}' has no table to draw a lesson on")
    headless_drivers()
    import pygame

    from tabletop.lessons.ui.lesson_scene import open_lesson
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    pygame.init()
    try:
        app = App(size, Settings(language="en" if lang == "en" else "ru"), audio=False)
        open_lesson(app, entry, lesson)
        for _ in range(SETTLE_FRAMES):  # past the table's turn banner, as a learner sees the page
            app.step([], 0.25)
        save_png(app.screen, out)
    finally:
        pygame.quit()


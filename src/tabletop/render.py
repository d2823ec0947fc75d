"""Headless rendering of a position to a PNG file (`tabletop render`)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from tabletop.registry import GameEntry, load_object


class RenderError(ValueError):
    """The position could not be drawn (no renderer, or the file cannot be written)."""


def render_to_file(entry: GameEntry, game: Any, state: Any, out: Path, size: tuple[int, int], lang: str) -> None:
    """Draw a state with the game's renderer and save it as PNG, with SDL's dummy drivers."""
    if entry.render is None:
        raise RenderError(f"game '{entry.name}' has no renderer yet")
    headless_drivers()
    import pygame

    pygame.init()
    try:
        pygame.display.set_mode((1, 1))
        try:
            renderer = load_object(entry.render)
        except (ImportError, AttributeError) as error:
            raise RenderError(f"the renderer of '{entry.name}' cannot be loaded: {error}") from None
        surface = renderer(game, state, size, lang)
        save_png(surface, out)
    finally:
        pygame.quit()


def headless_drivers() -> None:
    """SDL's dummy video and audio drivers (unless chosen otherwise), and no pygame greeting."""
    for name in ("SDL_VIDEODRIVER", "SDL_AUDIODRIVER"):
        os.environ.setdefault(name, "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def save_png(surface: Any, out: Path) -> None:
    """Write a surface as PNG, making its folder; a RenderError in words when it cannot be written."""
    import pygame

    blocking = next((folder for folder in (out.parent, *out.parent.parents) if folder.exists()), None)
    if blocking is not None and not blocking.is_dir():
        raise RenderError(f"cannot write {out}: {blocking} is a file, not a folder")
    try:
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(surface, str(out))
    except OSError as error:
        raise RenderError(f"cannot write {out}: {error.strerror or error}") from None
    except pygame.error as error:
        raise RenderError(f"cannot write {out}: {error}") from None

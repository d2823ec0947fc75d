"""Load a game: the saves in the user data dir and the autosave; a bad file says why."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UISelectionList

from tabletop import registry
from tabletop.engine import saves
from tabletop.engine.errors import DocumentError
from tabletop.ui.app import title_of
from tabletop.ui.drawing import heading, paper_panel, starfield, text
from tabletop.ui.i18n import tr
from tabletop.ui.scene import GuiScene
from tabletop.ui.session import GameSession, saves_dir

if TYPE_CHECKING:
    from tabletop.ui.app import App

MARGIN, HEADER = 28, 96


@dataclass(frozen=True)
class SaveItem:
    """One line of the list: a file and how it is described."""

    path: Path
    label: str


def list_saves() -> list[Path]:
    """The autosave (if any), then named saves, newest first."""
    folder = saves_dir()
    named = sorted(folder.glob("*.json"), key=_mtime, reverse=True) if folder.is_dir() else []
    autosave = saves.autosave_path()
    return ([autosave] if autosave.is_file() else []) + named


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def describe(path: Path) -> str:
    """A line about a save: its name, game, length and date (or that it is damaged)."""
    name = tr("load.autosave") if path == saves.autosave_path() else path.stem
    try:
        save = saves.read_save(path)
    except DocumentError:
        return f"{name} — {tr('load.broken')}"
    try:
        game = title_of(registry.get_entry(save.game))
    except Exception:  # the game is not installed: show its name
        game = save.game
    return f"{name} — {game} · {tr('load.moves', count=len(save.history))} · {save.saved_at[:16].replace('T', ' ')}"


class LoadScene(GuiScene):
    """Pick a save and open it (double-click or the Open button)."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.items: list[SaveItem] = []
        self.selected: Path | None = None
        self.panel = pygame.Rect(0, 0, 0, 0)

    def layout(self, area: pygame.Rect) -> None:
        """The list on a paper panel, Open and Back below it."""
        self.panel = pygame.Rect(MARGIN, HEADER, area.width - 2 * MARGIN, area.height - HEADER - 110)
        self.items = [SaveItem(path, f"{index + 1}. {describe(path)}") for index, path in enumerate(list_saves())]
        if self.items:
            self.list = UISelectionList(self.panel.inflate(-40, -40), [item.label for item in self.items],
                                        self.manager)
        bottom = area.bottom - 80
        self.button(pygame.Rect(MARGIN, bottom, 220, 56), tr("common.back"), self.app.back_to_menu)
        open_rect = pygame.Rect(area.right - MARGIN - 260, bottom, 260, 56)
        self.button(open_rect, tr("load.open"), self.open_selected, object_id="#start_button")

    def on_gui_event(self, event: pygame.event.Event) -> None:
        """Remember the selection; a double-click opens it."""
        if event.type == pygame_gui.UI_SELECTION_LIST_NEW_SELECTION:
            self.selected = self._path_of(event.text)
        elif event.type == pygame_gui.UI_SELECTION_LIST_DOUBLE_CLICKED_SELECTION:
            self.selected = self._path_of(event.text)
            self.open_selected()

    def _path_of(self, label: str) -> Path | None:
        return next((item.path for item in self.items if item.label == label), None)

    def open_selected(self) -> None:
        """Open the selected save; on any problem show the message and keep the file."""
        if self.selected is None:
            return
        self.open(self.selected)

    def open(self, path: Path) -> bool:
        """Load a save and show its table; False (and a message) when it cannot be used."""
        try:
            session = GameSession.load(path)
        except DocumentError as error:
            self.app.message(tr("load.error_title"), str(error))
            return False
        except Exception as error:  # a game's own code failed on the file: report, never crash
            self.app.message(tr("load.error_title"), f"{path}: {type(error).__name__}: {error}")
            return False
        return self.app.open_table(session)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, heading, the panel (and a note when there are no saves)."""
        surface.blit(starfield(surface.get_size()), (0, 0))
        surface.blit(heading(tr("load.title"), 60), (MARGIN, 10))
        paper_panel(surface, self.panel)
        if not self.items:
            text(surface, tr("load.empty"), self.panel.center, 20, True, "ink", "center")
        text(surface, tr("load.folder", path=str(saves_dir())), (self.panel.left, self.panel.bottom + 12), 14,
             False, "star")

"""Load a game: every autosave and named save with its game, players, round, date and picture; open or delete."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.engine.errors import DocumentError
from tabletop.ui import autosaves
from tabletop.ui.drawing import fit_text, heading, paper_panel, starfield, text
from tabletop.ui.focus import FocusScene
from tabletop.ui.save_list import (
    THUMB_SIZE,
    Preview,
    SaveInfo,
    list_saves,
    make_preview,
    read_info,
    reason,
)
from tabletop.ui.session import GameSession, saves_dir
from tabletop.ui.theme import colour
from tabletop.ui.watch import open_watch

if TYPE_CHECKING:
    from tabletop.ui.scene import Host

MARGIN, HEADER = 28, 96
ROW_H, ROW_GAP, PAD = THUMB_SIZE[1] + 16, 8, 14
DOUBLE_CLICK_MS = 450
OPEN_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
LIST_KEYS = (pygame.K_UP, pygame.K_DOWN, pygame.K_DELETE, *OPEN_KEYS)


class LoadScene(FocusScene):
    """Pick a save (click, Up/Down), open it (double-click, Enter, Open) or delete it (Delete).

    Tab and Left/Right go through the buttons; Enter and Space press the one with the focus ring.
    """

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.items: list[SaveInfo] = []
        self.previews: dict[Path, Preview] = {}
        self.selected: Path | None = None
        self.first = 0  # index of the top row shown
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.last_click = (-1, -DOUBLE_CLICK_MS)

    # --- layout ---------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> None:
        """The list on a paper panel; Back, Delete and Open below it."""
        words = self.words
        self.panel = pygame.Rect(MARGIN, HEADER, area.width - 2 * MARGIN, area.height - HEADER - 110)
        self.items = [read_info(self.words, path) for path in list_saves()]
        if self.selected not in {item.path for item in self.items}:
            self.selected = self.items[0].path if self.items else None
        self.first = max(0, min(self.first, len(self.items) - self.rows_shown()))
        bottom = area.bottom - 80
        self.button(pygame.Rect(MARGIN, bottom, 220, 56), words.tr("common.back"), self.app.back_to_menu)
        delete = self.button(pygame.Rect(MARGIN + 240, bottom, 220, 56), words.tr("saves.delete"), self.delete_selected)
        open_rect = pygame.Rect(area.right - MARGIN - 260, bottom, 260, 56)
        opener = self.button(open_rect, words.tr("load.open"), self.open_selected, object_id="#start_button")
        watch_rect = pygame.Rect(0, bottom, 220, 56)
        watch_rect.right = open_rect.left - 20
        watcher = self.button(watch_rect, words.tr("load.watch"), self.watch_selected,
                              tooltip=words.tr("load.watch_tip"))
        if self.selected is None:
            delete.disable()
            opener.disable()
            watcher.disable()

    def rows_shown(self) -> int:
        """How many rows fit on the panel."""
        return max(1, (self.panel.height - 2 * PAD + ROW_GAP) // (ROW_H + ROW_GAP))

    def row_rect(self, index: int) -> pygame.Rect:
        """Where the row of item `index` is drawn (it may be off the panel)."""
        top = self.panel.top + PAD + (index - self.first) * (ROW_H + ROW_GAP)
        return pygame.Rect(self.panel.left + PAD, top, self.panel.width - 2 * PAD, ROW_H)

    # --- input ----------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """The list's keys (Up, Down, Delete; Enter unless a button has the focus); then the buttons
        and the focus keys; then clicks on rows and the wheel."""
        if event.type == pygame.KEYDOWN and event.key in LIST_KEYS and not (
                event.key in OPEN_KEYS and self.ring_shown and self.focused() is not None):
            self._key(event.key)
            return
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.MOUSEWHEEL:
            self.scroll(-event.y)

    def _click(self, pos: tuple[int, int]) -> None:
        index = self.index_at(pos)
        if index is None:
            return
        now = pygame.time.get_ticks()
        double = self.last_click[0] == index and now - self.last_click[1] <= DOUBLE_CLICK_MS
        self.last_click = (index, now)
        self.select(index)
        if double:
            self.open_selected()

    def _key(self, key: int) -> None:
        index = self.selected_index()
        if key in (pygame.K_UP, pygame.K_DOWN) and self.items:
            self.select(max(0, min(len(self.items) - 1, (index or 0) + (1 if key == pygame.K_DOWN else -1))))
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_selected()
        elif key == pygame.K_DELETE:
            self.delete_selected()

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The row under a point, if any."""
        if not self.panel.collidepoint(pos):
            return None
        shown = range(self.first, min(len(self.items), self.first + self.rows_shown()))
        return next((index for index in shown if self.row_rect(index).collidepoint(pos)), None)

    def selected_index(self) -> int | None:
        """The index of the selected save."""
        return next((i for i, item in enumerate(self.items) if item.path == self.selected), None)

    def select(self, index: int) -> None:
        """Select a row and scroll it into view."""
        had = self.selected
        self.selected = self.items[index].path
        if index < self.first:
            self.first = index
        elif index >= self.first + self.rows_shown():
            self.first = index - self.rows_shown() + 1
        if had is None:
            self.build()  # the buttons come alive

    def scroll(self, rows: int) -> None:
        """Move the list by some rows."""
        self.first = max(0, min(self.first + rows, len(self.items) - self.rows_shown()))

    # --- actions --------------------------------------------------------------------
    def open_selected(self) -> None:
        """Open the selected save; on any problem show the message and keep the file."""
        if self.selected is not None:
            self.open(self.selected)

    def open(self, path: Path, watch: bool = False) -> bool:
        """Load a save and show its table (or watch it from the start); False (and a message) when it cannot be used."""
        try:
            session = GameSession.load(path)
        except DocumentError as error:
            self.app.message(self.words.tr("load.error_title"), f"{path}: {reason(self.words, error, path)}")
            return False
        except Exception as error:  # a game's own code failed on the file: report, never crash
            self.app.message(self.words.tr("load.error_title"), f"{path}: {type(error).__name__}: {error}")
            return False
        if watch:
            return open_watch(self.app, session, from_start=True)
        return self.app.open_table(session)

    def watch_selected(self) -> None:
        """Watch the selected save from its start (tabletop.ui.watch)."""
        if self.selected is not None:
            self.open(self.selected, watch=True)

    def delete_selected(self) -> None:
        """Ask, then delete the selected save."""
        words = self.words
        item = next((item for item in self.items if item.path == self.selected), None)
        if item is not None:
            shown = f"{item.name} — {item.game}" if item.error is None else item.name
            self.app.confirm(words.tr("saves.delete_title"), words.tr("saves.delete_text", name=shown),
                             lambda: self.delete(item))

    def delete(self, item: SaveInfo) -> bool:
        """Delete one save file (an autosave through the autosave list); the list is rebuilt."""
        words = self.words
        if item.is_autosave:
            done, reason = autosaves.remove(item.path), ""
        else:
            try:
                item.path.unlink(missing_ok=True)
                done, reason = True, ""
            except OSError as error:
                done, reason = False, error.strerror or str(error)
        if done:
            self.app.notify(words.tr("saves.deleted", name=item.name))
            self.previews.pop(item.path, None)
        else:
            self.app.message(words.tr("load.error_title"), words.tr("saves.delete_failed", error=reason or item.path))
        self.build()
        return done

    # --- drawing --------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Widgets, then one missing picture per frame (replaying a save takes a moment)."""
        super().update(dt)
        shown = self.items[self.first: self.first + self.rows_shown()]
        missing = next((item for item in shown if item.error is None and item.path not in self.previews), None)
        if missing is not None:
            self.previews[missing.path] = make_preview(self.words, missing.path)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, heading, the panel and its rows (or a note when there are no saves)."""
        surface.blit(starfield(surface.get_size()), (0, 0))
        surface.blit(heading(self.words.tr("load.title"), 60), (MARGIN, 10))
        paper_panel(surface, self.panel)
        if not self.items:
            text(surface, self.words.tr("load.empty"), self.panel.center, 20, True, "ink", "center")
        for index in range(self.first, min(len(self.items), self.first + self.rows_shown())):
            self.draw_row(surface, index)
        footer = self.words.tr("load.folder", path=str(saves_dir()))
        if len(self.items) > self.rows_shown():
            footer = f"{self.words.count('saves.count', len(self.items))} · {self.words.tr('saves.scroll')} · {footer}"
        text(surface, fit_text(footer, self.panel.width, 15), (self.panel.left, self.panel.bottom + 12), 15,
             False, "star")

    def draw_row(self, surface: pygame.Surface, index: int) -> None:
        """One save: its picture on the left, three lines of words on the right."""
        item, rect = self.items[index], self.row_rect(index)
        chosen = item.path == self.selected
        pygame.draw.rect(surface, colour("paper_light" if chosen else "paper_dark"), rect, border_radius=6)
        pygame.draw.rect(surface, colour("ink" if chosen else "grey"), rect, 3 if chosen else 1, border_radius=6)
        thumb = pygame.Rect(rect.left + 8, rect.top + 8, *THUMB_SIZE)
        preview = self.previews.get(item.path)
        if preview is not None and preview.picture is not None:
            surface.blit(preview.picture, thumb)
        else:
            pygame.draw.rect(surface, colour("space"), thumb)
        pygame.draw.rect(surface, colour("ink"), thumb, 2)
        left, width = thumb.right + 16, rect.right - thumb.right - 28
        for row, (words, size, bold) in enumerate(self.row_lines(item, preview)):
            fill = "red" if row and (item.error or (preview and preview.error)) else "ink"
            text(surface, fit_text(words, width, size, bold), (left, rect.top + 10 + row * 30), size, bold, fill)

    def row_lines(self, item: SaveInfo, preview: Preview | None) -> list[tuple[str, int, bool]]:
        """The three lines of a row: name and game; players; round, moves and date (or what is wrong)."""
        if item.error is not None:
            return [(item.name, 20, True), (self.words.tr("saves.broken", error=item.error), 16, False)]
        first = f"{item.name} — {item.game}"
        if preview is not None and preview.error is not None:
            return [(first, 20, True), (self.words.tr("saves.broken", error=preview.error), 16, False)]
        facts = [self.words.count("saves.ply", item.moves), item.saved_at]
        if preview is not None and preview.round is not None:
            facts.insert(0, self.words.tr("saves.round", count=preview.round))
        if preview is not None and preview.over:
            facts.insert(0, self.words.tr("saves.over"))
        players = self.words.tr("saves.players", names=", ".join(item.players)) if item.players else ""
        return [(first, 20, True), (players, 16, False), (" · ".join(facts), 16, False)]

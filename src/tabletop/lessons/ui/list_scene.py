"""The Learn screen: per game, its lessons in order with the rule sections they teach and the stars earned."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from tabletop.lessons.model import Lesson
from tabletop.lessons.progress import Progress, load_progress
from tabletop.lessons.ui.catalogue import GameLessons, games_with_lessons
from tabletop.lessons.ui.paper import draw_stars
from tabletop.ui.drawing import fit_text, heading, paper_panel, starfield, text
from tabletop.ui.scene import GuiScene
from tabletop.ui.theme import colour

if TYPE_CHECKING:
    from tabletop.ui.scene import Host

MARGIN, ROW_H, ROW_GAP, PAD = 36, 54, 7, 14


class LessonListScene(GuiScene):
    """Pick a game, then a lesson (click, arrows and Enter); the first lesson not yet solved is marked."""

    def __init__(self, app: Host, game: str | None = None, lesson: str | None = None) -> None:
        super().__init__(app)
        self.games = games_with_lessons()
        names = [item.entry.name for item in self.games]
        self.game = game if game in names else (names[0] if names else None)
        self.pending = lesson  # opened straight away (`tabletop learn GAME ID`)
        self.progress: Progress = load_progress()
        self.selected = 0
        self.first = 0
        self.panel = pygame.Rect(0, 0, 0, 0)

    @classmethod
    def from_request(cls, app: Host, request: Any) -> LessonListScene:
        """The screen for a LessonsRequest: a game's list, or straight at one of its lessons."""
        return cls(app, request.game, request.lesson)

    def enter(self) -> None:
        """Build the widgets, the first lesson not solved yet selected; open the requested lesson, if any."""
        start = self.start_here()
        if start is not None:
            self.selected = start
        super().enter()
        self.select(self.selected)
        lesson, self.pending = self._find(self.pending), None
        if lesson is not None:
            self.open_lesson(lesson)

    # --- what is shown -----------------------------------------------------------------
    def current(self) -> GameLessons | None:
        """The chosen game's lessons."""
        return next((item for item in self.games if item.entry.name == self.game), None)

    def lessons(self) -> tuple[Lesson, ...]:
        """The chosen game's lessons, in order."""
        current = self.current()
        return current.lessons if current is not None else ()

    def start_here(self) -> int | None:
        """The index of the first lesson without stars (None when every lesson is solved)."""
        return next((index for index, lesson in enumerate(self.lessons())
                     if self.progress.of(self.game or "", lesson.id) == 0), None)

    def _find(self, lesson_id: str | None) -> Lesson | None:
        return next((lesson for lesson in self.lessons() if lesson.id == lesson_id), None)

    # --- layout ------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> None:
        """Game tabs under the title, the list on a paper panel, Back and Start below."""
        self.add_language_menu(pygame.Rect(area.right - 156, 14, 140, 38))
        for index, item in enumerate(self.games):
            rect = pygame.Rect(MARGIN + index * 250, 112, 234, 48)
            chosen = item.entry.name == self.game
            self.button(rect, item.entry.titles.get(self.app.language, item.entry.name),
                        self._chooser(item.entry.name), object_id="#start_button" if chosen else None)
        self.panel = pygame.Rect(MARGIN, 178, area.width - 2 * MARGIN, area.height - 178 - 100)
        bottom = area.bottom - 78
        self.button(pygame.Rect(MARGIN, bottom, 220, 56), self.words.tr("common.back"), self.app.back_to_menu)
        start = self.button(pygame.Rect(area.right - MARGIN - 280, bottom, 280, 56), self.words.tr("lessons.start"),
                            self.open_selected, object_id="#start_button")
        if not self.lessons():
            start.disable()
        self.selected = min(self.selected, max(0, len(self.lessons()) - 1))

    def rows_shown(self) -> int:
        """How many rows fit on the panel."""
        return max(1, (self.panel.height - 2 * PAD - 18 + ROW_GAP) // (ROW_H + ROW_GAP))

    def row_rect(self, index: int) -> pygame.Rect:
        """Where row `index` is drawn."""
        top = self.panel.top + PAD + (index - self.first) * (ROW_H + ROW_GAP)
        return pygame.Rect(self.panel.left + PAD, top, self.panel.width - 2 * PAD, ROW_H)

    # --- input -------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """Buttons; a click on a row opens it; arrows move, Enter opens, the wheel scrolls."""
        super().handle_event(event)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.index_at(event.pos)
            if index is not None:
                self.selected = index
                self.open_selected()
        elif event.type == pygame.MOUSEWHEEL:
            self.first = max(0, min(self.first - event.y, len(self.lessons()) - self.rows_shown()))
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = -1 if event.key == pygame.K_UP else 1
            self.select(self.selected + step)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.open_selected()

    def index_at(self, pos: tuple[int, int]) -> int | None:
        """The row under a point, if any."""
        for index in range(self.first, min(len(self.lessons()), self.first + self.rows_shown())):
            if self.row_rect(index).collidepoint(pos):
                return index
        return None

    def select(self, index: int) -> None:
        """Select a row (kept in the list and on screen)."""
        self.selected = max(0, min(index, len(self.lessons()) - 1))
        shown = self.rows_shown()
        self.first = min(max(self.first, self.selected - shown + 1), self.selected)

    def _chooser(self, name: str) -> Callable[[], None]:
        return lambda: self.choose_game(name)

    def choose_game(self, name: str) -> None:
        """Show another game's lessons."""
        self.game, self.selected, self.first = name, 0, 0
        start = self.start_here()
        if start is not None:
            self.select(start)
        self.build()

    def open_selected(self) -> None:
        """Open the selected lesson."""
        lessons = self.lessons()
        if lessons:
            self.open_lesson(lessons[self.selected])

    def open_lesson(self, lesson: Lesson) -> None:
        """Show a lesson on its game's table."""
        from tabletop.lessons.ui.lesson_scene import open_lesson

        current = self.current()
        if current is not None:
            open_lesson(self.app, current.entry, lesson)

    # --- drawing -----------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, the title, and the list on paper."""
        words = self.words
        size = surface.get_size()
        surface.blit(starfield(size), (0, 0))
        title = heading(words.tr("lessons.title"), 64, "yellow", "red")
        surface.blit(title, (MARGIN, 18))
        text(surface, words.tr("lessons.subtitle"), (MARGIN + title.get_width() + 24, 56), 20, True, "star", "midleft")
        paper_panel(surface, self.panel)
        current = self.current()
        if current is not None and current.problem:
            text(surface, fit_text(current.problem, self.panel.width - 40, 16), self.panel.move(20, 20).topleft, 16)
        start = self.start_here()
        last = min(len(self.lessons()), self.first + self.rows_shown())
        for index in range(self.first, last):
            self._row(surface, index, index == start)
        more = len(self.lessons()) - last
        if more > 0:
            below = (self.panel.centerx, self.panel.bottom - 6)
            text(surface, words.count("lessons.more", more), below, 16, True, "grey", "midbottom")

    def _row(self, surface: pygame.Surface, index: int, start: bool) -> None:
        words = self.words
        lesson, rect = self.lessons()[index], self.row_rect(index)
        lang = self.app.language
        fill = "paper_light" if index != self.selected else "paper_dark"
        pygame.draw.rect(surface, colour(fill), rect)
        pygame.draw.rect(surface, colour("ink"), rect, 2 if index != self.selected else 4)
        badge = pygame.Rect(rect.left + 10, rect.top + 7, 40, 40)
        pygame.draw.ellipse(surface, colour("red"), badge)
        pygame.draw.ellipse(surface, colour("ink"), badge, 3)
        text(surface, str(index + 1), badge.center, 20, True, "white", "center")
        stars = draw_stars(surface, self.progress.of(self.game or "", lesson.id), (rect.right - 70, rect.centery), 15)
        room = stars.left - badge.right - 40
        text(surface, fit_text(lesson.title.get(lang), room, 22, True), (badge.right + 16, rect.top + 4), 22, True)
        sections = words.tr("lessons.sections", sections=", ".join(lesson.sections))
        text(surface, fit_text(sections, room, 16), (badge.right + 16, rect.top + 31), 16, False, "grey")
        if start:
            tag = text(surface, words.tr("lessons.start_here"), (stars.left - 16, rect.centery), 18, True, "red",
                       "midright")
            pygame.draw.line(surface, colour("red"), (tag.left, tag.bottom), (tag.right, tag.bottom), 2)

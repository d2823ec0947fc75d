"""The rules (docs/rules_ru.md or rules_en.md) as scrolled, readable text with contents."""

from __future__ import annotations

import re
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from tabletop.paths import doc
from tabletop.ui import markdown
from tabletop.ui.drawing import heading, paper_panel, starfield, text
from tabletop.ui.fonts import font
from tabletop.ui.i18n import language, tr
from tabletop.ui.scene import GuiScene
from tabletop.ui.theme import colour

if TYPE_CHECKING:
    from tabletop.ui.app import App

MARGIN, HEADER, CONTENTS_W = 28, 96, 300
STEP, PAD = 48, 26
SUBSECTION = re.compile(r"^\d+\.\d+")
KIND_COLOURS = {"h1": "red", "h2": "ink", "h3": "blue", "quote": "ink", "p": "ink", "item": "ink", "hr": "ink"}


def rules_path(lang: str) -> Path:
    """Where the rules text of a language lives."""
    return doc(f"rules_{lang}.md")


def rules_source(lang: str) -> str:
    """The rules text: the language's file, else the other language's, else a note."""
    for candidate in (lang, "en" if lang == "ru" else "ru"):
        try:
            return rules_path(candidate).read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            continue
    return tr("rules.missing", file=rules_path(lang).name)


@lru_cache(maxsize=256)
def rendered(kind: str, words: str) -> pygame.Surface:
    """One line of rules text drawn in its block's style (cached: lines repeat while scrolling)."""
    return markdown.block_font(kind).render(words, True, colour(KIND_COLOURS[kind]))


def contents_entries(anchors: tuple[tuple[str, int, int], ...]) -> list[tuple[str, int, int]]:
    """Headings for the contents: games (level 2) and their top sections (not "1.1."-style)."""
    return [(title, y, level) for title, y, level in anchors
            if level == 2 or (level == 3 and not SUBSECTION.match(title))]


class RulesScene(GuiScene):
    """Read the rules: wheel, arrows, PgUp/PgDn, Home/End, or click a heading in the contents."""

    def __init__(self, app: App) -> None:
        super().__init__(app)
        self.scroll = 0
        self.contents_scroll = 0
        self.blocks: list[markdown.Block] = []
        self.doc = markdown.Layout((), 0, ())
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        self.contents_rect = pygame.Rect(0, 0, 0, 0)
        self.entries: list[tuple[pygame.Rect, int]] = []
        self.lang = ""

    def layout(self, area: pygame.Rect) -> None:
        """Contents on the left, the text on the right, Back at the top right."""
        self.button(pygame.Rect(area.right - MARGIN - 200, 22, 200, 52), tr("common.back"), self.app.back_to_menu)
        body = pygame.Rect(MARGIN, HEADER, area.width - 2 * MARGIN, area.height - HEADER - MARGIN)
        contents_w = min(CONTENTS_W, body.width // 4)
        self.contents_rect = pygame.Rect(body.left, body.top, contents_w, body.height)
        self.text_rect = pygame.Rect(body.left + contents_w + 22, body.top, body.width - contents_w - 22, body.height)
        if self.lang != language():
            self.lang = language()
            self.blocks = markdown.parse(rules_source(self.lang))
            self.scroll = 0
        self.doc = markdown.layout(self.blocks, self.text_rect.width - 2 * PAD - 20)
        self.scroll_to(self.scroll)

    @property
    def page(self) -> int:
        """Height of the visible text."""
        return self.text_rect.height - 2 * PAD

    def scroll_to(self, y: int) -> None:
        """Scroll the text (clamped to the document)."""
        self.scroll = max(0, min(int(y), max(0, self.doc.height - self.page)))

    def handle_event(self, event: pygame.event.Event) -> None:
        """Scrolling keys, the wheel and clicks in the contents."""
        super().handle_event(event)
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_UP: -STEP, pygame.K_DOWN: STEP, pygame.K_PAGEUP: -self.page,
                     pygame.K_PAGEDOWN: self.page, pygame.K_SPACE: self.page}
            if event.key in moves:
                self.scroll_to(self.scroll + moves[event.key])
            elif event.key == pygame.K_HOME:
                self.scroll_to(0)
            elif event.key == pygame.K_END:
                self.scroll_to(self.doc.height)
        elif event.type == pygame.MOUSEWHEEL:
            if self.contents_rect.collidepoint(pygame.mouse.get_pos()):
                self.contents_scroll = max(0, self.contents_scroll - int(event.y) * 40)
            else:
                self.scroll_to(self.scroll - int(event.y) * STEP)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)

    def _click(self, pos: tuple[int, int]) -> None:
        for rect, y in self.entries:
            if rect.collidepoint(pos):
                self.scroll_to(y - 10)
                return
        bar = self.scrollbar_rect()
        if bar.collidepoint(pos) and bar.height > 0:
            self.scroll_to((pos[1] - bar.top) / bar.height * self.doc.height - self.page / 2)

    def scrollbar_rect(self) -> pygame.Rect:
        """The scrollbar track at the right edge of the text."""
        return pygame.Rect(self.text_rect.right - 26, self.text_rect.top + 14, 12, self.text_rect.height - 28)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, heading, contents and the visible part of the text."""
        surface.blit(starfield(surface.get_size()), (0, 0))
        surface.blit(heading(tr("rules.title"), 60), (MARGIN, 10))
        self._draw_contents(surface)
        self._draw_text(surface)

    def _draw_contents(self, surface: pygame.Surface) -> None:
        rect = self.contents_rect
        paper_panel(surface, rect, "paper_dark")
        text(surface, tr("rules.contents"), (rect.left + 16, rect.top + 12), 20, True)
        clip = surface.get_clip()
        inner = pygame.Rect(rect.left + 4, rect.top + 44, rect.width - 8, rect.height - 48)
        surface.set_clip(inner)
        self.entries = []
        y = inner.top + 4 - self.contents_scroll
        fnt = font(15)
        for title, anchor, level in contents_entries(self.doc.anchors):
            indent = 12 if level <= 2 else 26
            for part in markdown.wrap_text(title, fnt, rect.width - indent - 16)[:2]:
                line = pygame.Rect(rect.left + indent, y, rect.width - indent - 8, fnt.get_linesize())
                surface.blit(font(15, level <= 2).render(part, True, colour("ink")), line)
                if line.colliderect(inner):
                    self.entries.append((line.clip(inner), anchor))
                y += fnt.get_linesize()
            y += 4
        surface.set_clip(clip)

    def _draw_text(self, surface: pygame.Surface) -> None:
        rect = self.text_rect
        paper_panel(surface, rect, "paper_light")
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-8, -20))
        left, top = rect.left + PAD, rect.top + PAD - self.scroll
        for line in self.doc.lines:
            y = top + line.y
            if y > rect.bottom or y + 60 < rect.top:
                continue
            self._draw_line(surface, line, left, y)
        surface.set_clip(clip)
        self._draw_scrollbar(surface)

    def _draw_line(self, surface: pygame.Surface, line: markdown.Line, left: int, y: int) -> None:
        fnt = markdown.block_font(line.kind)
        x = left + line.x
        if line.kind == "hr":
            pygame.draw.line(surface, colour("ink"), (left, y + 8), (self.text_rect.right - PAD - 20, y + 8), 3)
            return
        if line.kind == "quote":
            pygame.draw.rect(surface, colour("yellow"), (left + 4, y, 8, fnt.get_linesize()))
        if line.marker:
            surface.blit(fnt.render(line.marker, True, colour("red")), (x - 24, y))
        surface.blit(rendered(line.kind, line.text), (x, y))

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        bar = self.scrollbar_rect()
        if self.doc.height <= self.page or bar.height <= 0:
            return
        pygame.draw.rect(surface, colour("paper_dark"), bar)
        thumb_h = max(30, int(bar.height * self.page / self.doc.height))
        thumb_y = bar.top + int((bar.height - thumb_h) * self.scroll / max(1, self.doc.height - self.page))
        thumb = pygame.Rect(bar.left, thumb_y, bar.width, thumb_h)
        pygame.draw.rect(surface, colour("red"), thumb)
        pygame.draw.rect(surface, colour("ink"), thumb, 2)

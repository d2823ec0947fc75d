"""The rules (docs/rules_ru.md or rules_en.md) as scrolled, readable text with contents and links.

Open it at a section with `app.go(SceneId.RULES, RulesRequest(section="3.2", game="armageddon"))` or call
`show_section`; a link to a section (or a reference such as "пункт 3.8") scrolls there.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.elements import UITextEntryLine

from tabletop.i18n import Words, count_text
from tabletop.paths import doc
from tabletop.registry import UnknownGame, game_names, get_entry
from tabletop.ui import markdown, richtext, rules_lessons, rules_search
from tabletop.ui.drawing import heading, paper_panel, starfield, text, wrap_text
from tabletop.ui.fonts import font
from tabletop.ui.rules_draw import CLICKABLE, address_note, draw_hit, draw_hit_list, draw_line, picture
from tabletop.ui.rules_lessons import LESSON, lesson_address, with_try_it
from tabletop.ui.rules_pictures import picture_address, shown_size, with_captions
from tabletop.ui.scene import GuiScene
from tabletop.ui.scene_ids import RulesRequest
from tabletop.ui.theme import colour

if TYPE_CHECKING:
    from tabletop.ui.scene import Host

MARGIN, HEADER, CONTENTS_W = 28, 96, 300
SEARCH_W, HIT_ROW = 380, 40
STEP, PAD, CONTENTS_TOP = 48, 26, 44
SUBSECTION = re.compile(r"^\d+\.\d+")
Hit = tuple[richtext.Line, richtext.Fragment]


@dataclass(frozen=True)
class Wanted:
    """Where to scroll once the text is laid out: `offset` pixels from an anchor; `mark` it or not."""

    key: str
    part: int | None
    offset: int
    mark: bool


@dataclass(frozen=True)
class ContentsLine:
    """One line of the contents: where it is in the contents, its words and the text y it jumps to."""

    y: int
    words: str
    bold: bool
    indent: int
    target: int


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
    return Words(lang).tr("rules.missing", file=rules_path(lang).name)


def contents_entries(anchors: tuple[richtext.Anchor, ...]) -> list[richtext.Anchor]:
    """Headings for the contents: games (level 2) and their top sections (not "1.1."-style)."""
    return [anchor for anchor in anchors
            if anchor.level == 2 or (anchor.level == 3 and not SUBSECTION.match(anchor.title))]


def contents_lines(anchors: tuple[richtext.Anchor, ...], width: int) -> tuple[ContentsLine, ...]:
    """The contents laid out for a panel `width` wide (at most two lines per heading)."""
    lines: list[ContentsLine] = []
    y, fnt = 4, font(15)
    for anchor in contents_entries(anchors):
        indent = 12 if anchor.level <= 2 else 26
        for part in wrap_text(anchor.title, fnt, width - indent - 16)[:2]:
            lines.append(ContentsLine(y, part, anchor.level <= 2, indent, anchor.y))
            y += fnt.get_linesize()
        y += 4
    return tuple(lines)


@lru_cache(maxsize=256)
def contents_image(words: str, bold: bool) -> pygame.Surface:
    """One contents line drawn (cached: the contents is redrawn every frame)."""
    return font(15, bold).render(words, True, colour("ink"))


def game_part(blocks: list[markdown.Block], game: str | None) -> int | None:
    """Which game part of the rulebook (1, 2, …) is about `game`; None when unknown."""
    if game is None:
        return None
    try:
        titles = {title.strip().lower() for title in get_entry(game).titles.values()}
    except UnknownGame:
        return None
    return next((block.part for block in blocks if block.kind == "h2" and block.text.strip().lower() in titles),
                None)


class RulesScene(GuiScene):
    """Read the rules: wheel, arrows, PgUp/PgDn, Home/End, a heading in the contents, or a link."""

    def __init__(self, app: Host, section: str | None = None, game: str | None = None) -> None:
        super().__init__(app)
        self.scroll = 0
        self.contents_scroll = 0
        self.blocks: list[markdown.Block] = []
        self.doc = richtext.Layout((), 0, ())
        self.contents: tuple[ContentsLine, ...] = ()
        self.text_rect = pygame.Rect(0, 0, 0, 0)
        self.contents_rect = pygame.Rect(0, 0, 0, 0)
        self.lang = ""
        self.hover: Hit | None = None
        self.pointer = (0, 0)
        self.marked: richtext.Anchor | None = None
        self.wanted: Wanted | None = None
        self.hand = False
        self.remarked: tuple[str, int] | None = None
        self.query = ""
        self.hits: tuple[rules_search.Hit, ...] = ()
        self.hit = -1
        self.hit_scroll = 0
        self.search: UITextEntryLine | None = None
        self.part_games: dict[int, str] = {}
        if section is not None:
            self.show_section(section, game)

    @classmethod
    def from_request(cls, app: Host, request: RulesRequest | None = None) -> RulesScene:
        """The reader, open at `request.section` of `request.game`'s rules if given."""
        request = request or RulesRequest()
        return cls(app, section=request.section, game=request.game)

    # --- the document -------------------------------------------------------------------------

    def _read(self) -> None:
        """Parse the rules again when the language changed."""
        if self.lang != self.words.lang:
            self.lang = self.words.lang
            blocks = markdown.with_see_also(markdown.parse(rules_source(self.lang)), self.words.tr("reader.see_also"))
            self.part_games = part_games(blocks)
            self.blocks = with_try_it(with_captions(blocks, self.lang), self.part_games, self.lang)
            self.scroll = 0

    def _keep_place(self) -> None:
        """Before laying out again: come back to the section being read (and the one marked)."""
        at = self.top_anchor()
        if self.wanted is None and at is not None and at.key:
            self.wanted = Wanted(at.key, at.part, self.scroll - at.y, False)
        if self.marked is not None:
            self.remarked = (self.marked.key or self.marked.slug, self.marked.part)

    def layout(self, area: pygame.Rect) -> None:
        """Contents on the left, the text on the right, Back at the top right."""
        self.button(pygame.Rect(area.right - MARGIN - 200, 22, 200, 52), self.words.tr("common.back"), self.app.back)
        search_w = min(SEARCH_W, area.width - 2 * MARGIN - 200 - 300)
        self.search = UITextEntryLine(pygame.Rect(area.right - MARGIN - 220 - search_w, 22, search_w, 40), self.manager,
                                      placeholder_text=self.words.tr("reader.search"))
        self.search.set_text(self.query)
        body = pygame.Rect(MARGIN, HEADER, area.width - 2 * MARGIN, area.height - HEADER - MARGIN)
        contents_w = min(CONTENTS_W, body.width // 4)
        self.contents_rect = pygame.Rect(body.left, body.top, contents_w, body.height)
        self.text_rect = pygame.Rect(body.left + contents_w + 22, body.top, body.width - contents_w - 22, body.height)
        self._keep_place()
        self._read()
        self.doc = richtext.layout(self.blocks, self.text_rect.width - 2 * PAD - 20, picture_size)
        self.contents = contents_lines(self.doc.anchors, contents_w)
        self.hover = None
        if self.remarked is not None:
            self.marked, self.remarked = self.doc.find(f"#{self.remarked[0]}", self.remarked[1]), None
        self.scroll_to(self.scroll)
        self.scroll_contents(self.contents_scroll)
        self._go_to_wanted()
        self._find(self.query, keep=True)

    def show_section(self, section: str, game: str | None = None) -> bool:
        """Scroll to a section ("3.2") or decision ("Р39", "D39") of a game's rules; False when there is none."""
        self._read()
        part = game_part(self.blocks, game)
        known = any(block.key == section and (part is None or block.part == part) for block in self.blocks)
        if known:
            self.wanted = Wanted(section, part, -10, True)
            self._go_to_wanted()
        return known

    def _go_to_wanted(self) -> None:
        if self.wanted is None or not self.doc.lines:
            return
        wanted, self.wanted = self.wanted, None
        anchor = self.doc.find(f"#{wanted.key}", wanted.part)
        if anchor is not None and wanted.mark:
            self.jump(anchor)
        elif anchor is not None:
            self.scroll_to(anchor.y + wanted.offset)

    def jump(self, anchor: richtext.Anchor) -> None:
        """Scroll the text to an anchor, mark it, and bring its contents entry into view."""
        self.marked = anchor
        self.scroll_to(anchor.y - 10)
        current = self.current_entry()
        if current is not None and not 0 <= current.y - self.contents_scroll < self.contents_inner.height - 40:
            self.scroll_contents(current.y - self.contents_inner.height // 3)

    def current_entry(self) -> ContentsLine | None:
        """The contents line of the part being read (the last one starting at or above the view's top)."""
        above = [line for line in self.contents if line.target <= self.scroll + 12]
        return next((line for line in self.contents if line.target == above[-1].target), None) if above else None

    def top_anchor(self) -> richtext.Anchor | None:
        """The last heading or decision at or above the top of the view."""
        above = [anchor for anchor in self.doc.anchors if anchor.y <= self.scroll + 12]
        return above[-1] if above else None

    # --- scrolling ----------------------------------------------------------------------------

    @property
    def page(self) -> int:
        """Height of the visible text."""
        return self.text_rect.height - 2 * PAD

    @property
    def contents_inner(self) -> pygame.Rect:
        """The part of the contents panel its lines scroll in."""
        rect = self.contents_rect
        return pygame.Rect(rect.left + 4, rect.top + CONTENTS_TOP, rect.width - 8, rect.height - CONTENTS_TOP - 4)

    def scroll_to(self, y: float) -> None:
        """Scroll the text (clamped to the document)."""
        self.scroll = max(0, min(int(y), max(0, self.doc.height - self.page)))

    def scroll_contents(self, y: float) -> None:
        """Scroll the contents (clamped to its lines)."""
        bottom = self.contents[-1].y + 30 if self.contents else 0
        self.contents_scroll = max(0, min(int(y), max(0, bottom - self.contents_inner.height)))

    @property
    def entries(self) -> list[tuple[pygame.Rect, int]]:
        """The contents lines on screen: where each is and the text y it jumps to."""
        inner, out = self.contents_inner, []
        height = font(15).get_linesize()
        for line in self.contents:
            rect = pygame.Rect(self.contents_rect.left + line.indent, inner.top + line.y - self.contents_scroll,
                               self.contents_rect.width - line.indent - 8, height)
            if rect.colliderect(inner):
                out.append((rect.clip(inner), line.target))
        return out

    # --- input --------------------------------------------------------------------------------

    def handle_event(self, event: pygame.event.Event) -> None:
        """Scrolling keys, the wheel, clicks in the contents and on links, the pointer over links."""
        super().handle_event(event)
        if event.type == pygame.KEYDOWN:
            self._key(event.key, getattr(event, "mod", 0))
        elif event.type == pygame.MOUSEWHEEL:
            if self.contents_rect.collidepoint(pygame.mouse.get_pos()) and self.listing_hits:
                bottom = max(0, len(self.hits) * HIT_ROW - self.contents_inner.height)
                self.hit_scroll = max(0, min(bottom, self.hit_scroll - int(event.y) * HIT_ROW))
            elif self.contents_rect.collidepoint(pygame.mouse.get_pos()):
                self.scroll_contents(self.contents_scroll - int(event.y) * 40)
            else:
                self.scroll_to(self.scroll - int(event.y) * STEP)
            self._point(pygame.mouse.get_pos())
        elif event.type == pygame.MOUSEMOTION:
            self._point(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)

    def _key(self, key: int, mod: int = 0) -> None:
        if key == pygame.K_f and mod & pygame.KMOD_CTRL and self.search is not None:
            self.manager.set_focus_set(self.search)
            return
        if key == pygame.K_F3:
            self.next_hit(-1 if mod & pygame.KMOD_SHIFT else 1)
            return
        if self.wants_text_input():
            return
        moves = {pygame.K_UP: -STEP, pygame.K_DOWN: STEP, pygame.K_PAGEUP: -self.page,
                 pygame.K_PAGEDOWN: self.page, pygame.K_SPACE: self.page}
        if key in moves:
            self.scroll_to(self.scroll + moves[key])
        elif key == pygame.K_HOME:
            self.scroll_to(0)
        elif key == pygame.K_END:
            self.scroll_to(self.doc.height)

    def on_gui_event(self, event: pygame.event.Event) -> None:
        """Typing in the search field finds as you type; Enter goes to the next match."""
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and event.ui_element is self.search:
            self._find(event.text)
        elif event.type == pygame_gui.UI_TEXT_ENTRY_FINISHED and event.ui_element is self.search:
            self.next_hit()
            if self.search is not None:
                self.manager.set_focus_set(self.search)

    def on_escape(self) -> None:
        """Esc clears a search first; else back to the menu."""
        if self.query and self.search is not None:
            self.search.set_text("")
            self._find("")
            return
        super().on_escape()

    def _click(self, pos: tuple[int, int]) -> None:
        if self.listing_hits:
            for rect, index in self.hit_rows:
                if rect.collidepoint(pos) and self.contents_inner.collidepoint(pos):
                    self.go_to_hit(index)
                    return
        for rect, y in self.entries if not self.listing_hits else ():
            if rect.collidepoint(pos):
                self.scroll_to(y - 10)
                return
        hit = self.link_at(pos)
        if hit is not None:
            self.follow(hit)
            return
        bar = self.scrollbar_rect()
        if bar.collidepoint(pos) and bar.height > 0:
            self.scroll_to((pos[1] - bar.top) / bar.height * self.doc.height - self.page / 2)

    def _point(self, pos: tuple[int, int]) -> None:
        """Remember the link under the pointer and show the hand over a section link."""
        self.hover, self.pointer = self.link_at(pos), pos
        hand = self.hover is not None and self.target_of(self.hover).startswith(("#", LESSON))
        if hand != self.hand:
            self.hand = hand
            set_hand(hand)

    def leave(self) -> None:
        """The ordinary pointer again."""
        self.hand = False
        set_hand(False)

    def link_at(self, pos: tuple[int, int]) -> Hit | None:
        """The link fragment at a window point, if any."""
        if not self.text_rect.inflate(-8, -20).collidepoint(pos):
            return None
        doc_x, doc_y = pos[0] - self.text_rect.left - PAD, pos[1] - self.text_rect.top - PAD + self.scroll
        for line in self.doc.lines:
            if line.y <= doc_y < line.y + line.height:
                return next(((line, fragment) for fragment in line.fragments if fragment.style in CLICKABLE
                             and fragment.x <= doc_x - line.x < fragment.x + fragment.width), None)
        return None

    def target_of(self, hit: Hit) -> str:
        """The address of the link a fragment belongs to."""
        return self.blocks[hit[0].block].runs[hit[1].run].target

    def follow(self, hit: Hit) -> bool:
        """Scroll to the section a link names, or open the lesson a Try-it button names; outside addresses
        are not followed (False)."""
        lesson = lesson_address(self.target_of(hit))
        if lesson is not None:
            rules_lessons.open_lesson(self.app, *lesson)
            return True
        anchor = self.doc.find(self.target_of(hit), self.blocks[hit[0].block].part)
        if anchor is None or not self.target_of(hit).startswith("#"):
            return False
        self.jump(anchor)
        self._point(pygame.mouse.get_pos())
        return True

    def scrollbar_rect(self) -> pygame.Rect:
        """The scrollbar track at the right edge of the text."""
        return pygame.Rect(self.text_rect.right - 26, self.text_rect.top + 14, 12, self.text_rect.height - 28)

    # --- search -----------------------------------------------------------------------------

    def search_for(self, query: str) -> int:
        """Find `query` in the rules being read, go to the first match below the view; the number of matches."""
        if self.search is not None and self.search.get_text() != query:
            self.search.set_text(query)
        self._find(query)
        return len(self.hits)

    def _find(self, query: str, keep: bool = False) -> None:
        """The matches of a query in the laid-out text (again after a new layout when `keep`)."""
        previous = self.hits[self.hit] if keep and 0 <= self.hit < len(self.hits) else None
        self.query, self.hits, self.hit_scroll = query, rules_search.find(self.doc, query), 0
        if not self.hits:
            self.hit = -1
        elif previous is not None:
            self.hit = min(len(self.hits) - 1, next(
                (n for n, hit in enumerate(self.hits) if hit.line >= previous.line), len(self.hits) - 1))
        else:
            below = (n for n, hit in enumerate(self.hits) if self.doc.lines[hit.line].y >= self.scroll)
            self.go_to_hit(next(below, 0))

    def go_to_hit(self, index: int) -> None:
        """Scroll to match `index` (wrapping round), a third of the way down the view."""
        if not self.hits:
            return
        self.hit = index % len(self.hits)
        line = self.doc.lines[self.hits[self.hit].line]
        if not self.scroll + 20 <= line.y <= self.scroll + self.page - line.height - 20:
            self.scroll_to(line.y - self.page // 3)
        if not 0 <= self.hit * HIT_ROW - self.hit_scroll < self.contents_inner.height - HIT_ROW:
            self.hit_scroll = max(0, self.hit - self.contents_inner.height // 3 // HIT_ROW) * HIT_ROW

    def next_hit(self, step: int = 1) -> None:
        """The next (or previous, step -1) match."""
        self.go_to_hit(self.hit + step)

    def hit_words(self) -> str:
        """The line under the search field: how many matches and which one is shown."""
        if len(rules_search.fold(self.query.strip())) < rules_search.MIN_QUERY:
            return ""
        if not self.hits:
            return self.words.tr("reader.no_hits")
        if self.hit < 0:
            return count_text(self.lang, "reader.found", len(self.hits))
        return self.words.tr("reader.at_hit", index=self.hit + 1, count=len(self.hits))

    @property
    def hit_rows(self) -> list[tuple[pygame.Rect, int]]:
        """The rows of the list of matches on screen (it stands in for the contents while searching)."""
        inner, out = self.contents_inner, []
        for index in range(len(self.hits)):
            rect = pygame.Rect(inner.left, inner.top + index * HIT_ROW - self.hit_scroll, inner.width, HIT_ROW - 2)
            if rect.colliderect(inner):
                out.append((rect, index))  # drawn clipped to the panel; a click must land inside it too
        return out

    @property
    def listing_hits(self) -> bool:
        """True while the contents panel lists the matches of a search."""
        return bool(self.hits)

    def try_buttons(self) -> list[tuple[pygame.Rect, str, str]]:
        """The Try-it buttons on screen: where each is, and the game and lesson it opens."""
        out = []
        top, left = self.text_rect.top + PAD - self.scroll, self.text_rect.left + PAD
        for line in self.doc.lines:
            for fragment in line.fragments:
                lesson = lesson_address(self.blocks[line.block].runs[fragment.run].target)
                if fragment.style == "button" and lesson is not None:
                    rect = pygame.Rect(left + line.x + fragment.x, top + line.y, fragment.width, line.height)
                    if rect.colliderect(self.text_rect):
                        out.append((rect, *lesson))
        return out

    # --- drawing ------------------------------------------------------------------------------

    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, heading, contents and the visible part of the text."""
        words = self.words
        surface.blit(starfield(surface.get_size()), (0, 0))
        surface.blit(heading(words.tr("rules.title"), 60), (MARGIN, 10))
        if self.search is not None and self.hit_words():
            rect = pygame.Rect(self.search.get_relative_rect())
            text(surface, self.hit_words(), (rect.left + 4, rect.bottom + 4), 15, False, "white")
        if self.listing_hits:
            draw_hit_list(surface, self.contents_rect, self.contents_inner, words.tr("reader.hits"), self.hit_list())
        else:
            self._draw_contents(surface)
        self._draw_text(surface)
        if self.hover is not None and not self.hand:
            address_note(surface, words.tr("reader.outside_link", address=self.target_of(self.hover)), self.pointer)

    def _draw_contents(self, surface: pygame.Surface) -> None:
        rect = self.contents_rect
        paper_panel(surface, rect, "paper_dark")
        text(surface, self.words.tr("rules.contents"), (rect.left + 16, rect.top + 12), 20, True)
        clip = surface.get_clip()
        inner = self.contents_inner
        surface.set_clip(inner)
        current = self.current_entry()
        for line in self.contents:
            y = inner.top + line.y - self.contents_scroll
            if current is not None and line.target == current.target:
                pygame.draw.rect(surface, colour("red"), (rect.left + line.indent - 9, y + 3, 5, 14))
            if inner.top - 30 < y < inner.bottom:
                surface.blit(contents_image(line.words, line.bold), (rect.left + line.indent, y))
        surface.set_clip(clip)

    def _draw_text(self, surface: pygame.Surface) -> None:
        rect = self.text_rect
        paper_panel(surface, rect, "paper_light")
        clip = surface.get_clip()
        surface.set_clip(rect.inflate(-8, -20))
        left, top = rect.left + PAD, rect.top + PAD - self.scroll
        right = rect.right - PAD - 20
        shown: dict[int, list[tuple[rules_search.Hit, bool]]] = {hit.line: [] for hit in self.hits}
        for index, hit in enumerate(self.hits):
            shown[hit.line].append((hit, index == self.hit))
        for number, line in enumerate(self.doc.lines):
            y = top + line.y
            if y > rect.bottom or y + line.height < rect.top:
                continue
            for hit, current in shown.get(number, ()):
                draw_hit(surface, (left + line.x + hit.x0, y, hit.x1 - hit.x0, line.height), current)

            marked = self.marked is not None and line.kind in markdown.HEADINGS and line.y == self.marked.y
            hovered = self.hover[1].run if self.hover is not None and self.hover[0].block == line.block else None
            draw_line(self.words, surface, line, (left, y), right, marked, hovered)
        surface.set_clip(clip)
        self._draw_scrollbar(surface)

    def hit_list(self) -> list[tuple[pygame.Rect, bool, str, str]]:
        """The rows of the list of matches on screen: where, current or not, the section, the words round it."""
        rows = []
        for rect, index in self.hit_rows:
            hit = self.hits[index]
            section = rules_search.section_of(self.doc.anchors, self.doc.lines[hit.line].y)
            rows.append((rect, index == self.hit, section, hit.snippet))
        return rows

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


def part_games(blocks: list[markdown.Block]) -> dict[int, str]:
    """Which game each game part of the rulebook is about (by the registry's titles)."""
    out: dict[int, str] = {}
    for name in game_names():
        part = game_part(blocks, name)
        if part is not None:
            out[part] = name
    return out


def picture_size(src: str, width: int) -> tuple[int, int]:
    """How big a rulebook picture is drawn in a column `width` wide ((0, 0) when it cannot be read)."""
    if picture_address(src) is not None:
        return shown_size(src, width)
    image = picture(src, width)
    return image.get_size() if image is not None else (0, 0)


def set_hand(on: bool) -> None:
    """The hand pointer over a link, the arrow elsewhere (ignored where the system has no cursors)."""
    try:
        pygame.mouse.set_cursor(pygame.SYSTEM_CURSOR_HAND if on else pygame.SYSTEM_CURSOR_ARROW)
    except pygame.error:
        pass

"""Drawing laid-out rules lines: runs in their styles, code as paper labels, links underlined.

Each line is drawn once into a cached image; a redraw only blits the lines on screen,
plus a highlight under a link the pointer is on and a mark beside the section jumped to.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.i18n import Words
from tabletop.paths import doc
from tabletop.ui.drawing import paper_panel
from tabletop.ui.fonts import font
from tabletop.ui.richtext import CODE_PAD, Fragment, Line, label_pad, style_font
from tabletop.ui.rules_pictures import picture_address, picture_image
from tabletop.ui.theme import colour

KIND_COLOURS = {"h1": "red", "h2": "ink", "h3": "blue", "quote": "ink", "p": "ink", "item": "ink",
                "hr": "ink", "image": "grey"}
STYLE_COLOURS = {"link": "blue", "code": "ink", "button": "ink"}
CLICKABLE = ("link", "button")
LINK_UNDERLINE = 2
SLANT = 6  # room for the last italic letter's overhang


def fragment_colour(kind: str, style: str) -> pygame.Color:
    """The ink of a run style inside a block kind."""
    return colour(STYLE_COLOURS.get(style, KIND_COLOURS[kind]))


@lru_cache(maxsize=256)  # a line is about 70 kB: some eight screens of lines kept
def line_image(kind: str, fragments: tuple[Fragment, ...], height: int) -> pygame.Surface:
    """One line of rules text drawn with its runs' styles (cached: lines repeat while scrolling)."""
    width = max((f.x + f.width + label_pad(f.style) + SLANT for f in fragments), default=1)
    image = pygame.Surface((width, max(1, height)), pygame.SRCALPHA)
    for fragment in fragments:
        _draw_fragment(image, kind, fragment, height)
    return image


def _draw_fragment(image: pygame.Surface, kind: str, fragment: Fragment, height: int) -> None:
    if fragment.style == "button":
        _draw_button(image, kind, fragment, height)
        return
    fnt = style_font(kind, fragment.style)
    words = fnt.render(fragment.text, True, fragment_colour(kind, fragment.style))
    top = (height - words.get_height()) // 2
    if fragment.style == "code":
        label = pygame.Rect(fragment.x - CODE_PAD, 1, fragment.width + 2 * CODE_PAD, height - 3)
        pygame.draw.rect(image, colour("paper_dark"), label.move(2, 2))
        pygame.draw.rect(image, colour("white"), label)
        pygame.draw.rect(image, colour("ink"), label, 1)
    image.blit(words, (fragment.x, top))
    if fragment.style == "link":
        base = min(height - LINK_UNDERLINE, top + fnt.get_ascent() + 2)
        pygame.draw.rect(image, colour("blue"), (fragment.x, base, fragment.width, LINK_UNDERLINE))


def _draw_button(image: pygame.Surface, kind: str, fragment: Fragment, height: int) -> None:
    """A Try-it button: a yellow plate with an ink frame and shadow round its words."""
    pad = label_pad("button")
    plate = pygame.Rect(fragment.x - pad, 0, fragment.width + 2 * pad, height - 3)
    pygame.draw.rect(image, colour("ink"), plate.move(2, 2), border_radius=6)
    pygame.draw.rect(image, colour("yellow"), plate, border_radius=6)
    pygame.draw.rect(image, colour("ink"), plate, 2, border_radius=6)
    words = style_font(kind, "button").render(fragment.text, True, colour("ink"))
    image.blit(words, words.get_rect(center=plate.center))


def draw_line(words: Words, surface: pygame.Surface, line: Line, origin: tuple[int, int], right: int,
              marked: bool = False, hovered_run: int | None = None) -> None:
    """Draw one laid-out line at `origin` (the column's left edge, the line's top)."""
    left, y = origin
    x = left + line.x
    if line.kind == "hr":
        pygame.draw.line(surface, colour("ink"), (left, y + 8), (right, y + 8), 3)
        return
    if line.kind == "image" and line.src:
        image = picture(line.src, right - x) if picture_address(line.src) is None else \
            picture_image(line.src, line.height, words.lang)
        if image is not None:
            x += max(0, (right - x - image.get_width()) // 2)
            surface.blit(image, (x, y))
            pygame.draw.rect(surface, colour("ink"), image.get_rect(topleft=(x, y)), 3)
        return
    if line.kind == "quote":
        pygame.draw.rect(surface, colour("yellow"), (left + 4, y, 8, line.height))
    if marked:
        pygame.draw.rect(surface, colour("red"), (left - 18, y + 4, 10, line.height - 8))
    if line.marker:
        marker = style_font(line.kind, "bold").render(line.marker, True, colour("red"))
        surface.blit(marker, (x - 24, y + (line.height - marker.get_height()) // 2))
    for fragment in line.fragments:
        if fragment.run == hovered_run and fragment.style in CLICKABLE:
            pygame.draw.rect(surface, colour("yellow"), (x + fragment.x - 2, y, fragment.width + 4, line.height))
    surface.blit(line_image(line.kind, line.fragments, line.height), (x, y))


@lru_cache(maxsize=8)
def picture(src: str, width: int) -> pygame.Surface | None:
    """A rulebook picture (a file beside the rules) scaled to fit `width` (and ¾ of it high); None if unreadable."""
    try:
        image = pygame.image.load(str(doc(*src.split("/"))))
    except (pygame.error, FileNotFoundError, OSError):
        return None
    tallest = max(240, width * 3 // 4)
    scale = min(1.0, max(1, width) / max(1, image.get_width()), tallest / max(1, image.get_height()))
    size = (max(1, int(image.get_width() * scale)), max(1, int(image.get_height() * scale)))
    return pygame.transform.smoothscale(image.convert_alpha() if pygame.display.get_surface() else image, size)


def address_note(surface: pygame.Surface, words: str, pointer: tuple[int, int]) -> None:
    """A small paper note under the pointer with an outside link's address."""
    image = font(15).render(words, True, colour("ink"))
    note = image.get_rect().inflate(16, 10)
    note.topleft = (pointer[0] + 14, pointer[1] + 22)
    note.clamp_ip(surface.get_rect())
    paper_panel(surface, note, "paper", 4)
    surface.blit(image, image.get_rect(center=note.center))


def draw_hit(surface: pygame.Surface, span: tuple[int, int, int, int], current: bool) -> None:
    """A search match painted under its words: yellow, the current one orange with an ink frame."""
    rect = pygame.Rect(span).inflate(4, 0)
    pygame.draw.rect(surface, colour("orange" if current else "yellow"), rect)
    if current:
        pygame.draw.rect(surface, colour("ink"), rect, 2)


def draw_hit_list(surface: pygame.Surface, panel: pygame.Rect, inner: pygame.Rect, title: str,
                  rows: list[tuple[pygame.Rect, bool, str, str]]) -> None:
    """The list of search matches in the contents' place: the section and the words round each,
    the current one marked."""
    paper_panel(surface, panel, "paper_dark")
    surface.blit(font(20, True).render(title, True, colour("ink")), (panel.left + 16, panel.top + 12))
    clip = surface.get_clip()
    surface.set_clip(inner)
    for rect, current, section, words in rows:
        if current:
            pygame.draw.rect(surface, colour("paper_light"), rect)
            pygame.draw.rect(surface, colour("red"), (rect.left, rect.top + 3, 5, rect.height - 6))
        surface.blit(_row_image(section, words, rect.width - 14), (rect.left + 10, rect.top + 1))
    surface.set_clip(clip)


@lru_cache(maxsize=128)
def _row_image(section: str, words: str, width: int) -> pygame.Surface:
    """One row of the list of matches: the section in bold above the words (cut to the width)."""
    image = pygame.Surface((max(1, width), 38), pygame.SRCALPHA)
    image.blit(font(14, True).render(section, True, colour("blue")), (0, 0))
    small = font(14)
    while words and small.size(words)[0] > width:
        words = words[:-2] + "…"
    image.blit(small.render(words, True, colour("ink")), (0, 18))
    return image

"""The lesson's page beside the board: masthead, title, step, task, the lesson's answer, stars and buttons.

A pure drawing of a `Page` (what to say) into a rectangle; the scene and `render --lesson` both use it.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from tabletop.i18n import Words
from tabletop.lessons.ui.paper import draw_paragraph, draw_slip, draw_stars, paragraph_height
from tabletop.ui.drawing import fit_text, heading, text, wrap_text
from tabletop.ui.fonts import MIN_TEXT, condensed, font
from tabletop.ui.theme import colour
from tabletop.ui.widgets import Button

BUTTON_H, GAP = 50, 12


@dataclass(frozen=True)
class Page:
    """What the page says now."""

    game_title: str
    number: int
    title: str
    step: int
    steps: int
    goal: str
    intro: str = ""
    slip: tuple[str, str] | None = None  # (tone: right | wrong | note, words)
    stars: int = 3
    finished: bool = False
    mistakes: str = ""
    legend: tuple[tuple[str, str], ...] = ()  # (colour, what the marks of that colour mean)


def page_scale(rect: pygame.Rect) -> float:
    """Letter size factor for a page of this size (1 at 420×800)."""
    return max(0.8, min(1.35, rect.height / 800, rect.width / 420))


def draw_page(words: Words, surface: pygame.Surface, rect: pygame.Rect, page: Page, buttons: list[Button]) -> None:
    """The page: paper, a red masthead, the title, the step dots, the task, the slip, stars and buttons."""
    k = page_scale(rect)
    pygame.draw.rect(surface, colour("paper"), rect)
    _hatching(surface, rect)
    pygame.draw.line(surface, colour("ink"), rect.topleft, rect.bottomleft, 4)
    inner = rect.inflate(-round(40 * k), 0)
    y = _masthead(words, surface, rect, page, k)
    y = _title(surface, inner, y, page.title, k)
    y = _step_dots(words, surface, inner, y, page, k)
    bottom = _buttons_top(rect, buttons, k)
    if page.finished:
        _finished(words, surface, pygame.Rect(inner.left, y, inner.width, bottom - y), page, k)
    else:
        _task(words, surface, pygame.Rect(inner.left, y, inner.width, bottom - y), page, k)
    for button in buttons:
        button.draw(surface)


def layout_buttons(rect: pygame.Rect, buttons: list[Button]) -> None:
    """Stack the buttons at the bottom of the page, full width."""
    k = page_scale(rect)
    height, gap = round(BUTTON_H * k), round(GAP * k)
    inner = rect.inflate(-round(40 * k), 0)
    y = rect.bottom - round(24 * k) - len(buttons) * (height + gap) + gap
    for button in buttons:
        button.rect = pygame.Rect(inner.left, y, inner.width, height)
        y += height + gap


def _buttons_top(rect: pygame.Rect, buttons: list[Button], k: float) -> int:
    top = min((button.rect.top for button in buttons), default=rect.bottom - round(24 * k))
    return top - round(96 * k)


def _hatching(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """Faint printed lines, like the ruled paper of a magazine page."""
    for y in range(rect.top + 14, rect.bottom, 28):
        pygame.draw.line(surface, colour("paper_dark"), (rect.left + 10, y), (rect.right - 10, y), 1)


def _title(surface: pygame.Surface, inner: pygame.Rect, y: int, title: str, k: float) -> int:
    """The lesson's title in big outlined letters, on one or two lines."""
    size = round(32 * k)
    fnt = condensed(size)
    for line in wrap_text(title, fnt, inner.width - 12)[:2]:
        image = heading(line, size, "yellow", "ink", 4)
        surface.blit(image, (inner.left, y))
        y += image.get_height()
    return y + round(8 * k)


def _masthead(words: Words, surface: pygame.Surface, rect: pygame.Rect, page: Page, k: float) -> int:
    band = pygame.Rect(rect.left + 2, rect.top, rect.width - 2, round(46 * k))
    pygame.draw.rect(surface, colour("red"), band)
    pygame.draw.line(surface, colour("ink"), band.bottomleft, band.bottomright, 3)
    label = f"{words.tr('lessons.title').upper()} · {page.game_title.upper()}"
    room = band.width - round(100 * k)
    size = round(18 * k)
    while size > 11 and font(size, True).size(label)[0] > room:
        size -= 1
    text(surface, fit_text(label, room, size, True), (band.left + round(16 * k), band.centery), size, True, "white",
         "midleft")
    badge_centre = (band.right - round(38 * k), band.bottom)
    radius = round(30 * k)
    pygame.draw.circle(surface, colour("shadow"), (badge_centre[0] + 4, badge_centre[1] + 4), radius)
    pygame.draw.circle(surface, colour("yellow"), badge_centre, radius)
    pygame.draw.circle(surface, colour("ink"), badge_centre, radius, 3)
    text(surface, str(page.number), badge_centre, round(28 * k), True, "ink", "center")
    return band.bottom + round(16 * k)


def _step_dots(words: Words, surface: pygame.Surface, inner: pygame.Rect, y: int, page: Page, k: float) -> int:
    label = text(surface, words.tr("lessons.step", n=page.step, of=page.steps), (inner.left, y), round(17 * k), True,
                 "grey")
    r = round(7 * k)
    for index in range(page.steps):
        centre = (label.right + round(18 * k) + index * (3 * r), label.centery)
        done = index < page.step - 1 or page.finished
        pygame.draw.circle(surface, colour("green" if done else "paper_light"), centre, r)
        pygame.draw.circle(surface, colour("ink"), centre, r, 2)
    return label.bottom + round(14 * k)


def _task(words: Words, surface: pygame.Surface, area: pygame.Rect, page: Page, k: float) -> None:
    """The idea (grey), «Your task» and the goal (bold), the slip; the legend's row kept free below them."""
    text_area = pygame.Rect(area.left, area.top, area.width, area.height - (round(28 * k) if page.legend else 0))
    fit, intro = _fitting_scale(words, page, text_area, k)
    y = area.top
    if intro:
        y = draw_paragraph(surface, page.intro, pygame.Rect(area.left, y, area.width, text_area.bottom - y),
                           _size(16, k * fit), False, "grey") + round(10 * k)
    tag = text(surface, words.tr("lessons.task"), (area.left, y), round(20 * k), True, "red")
    pygame.draw.line(surface, colour("red"), (tag.left, tag.bottom + 1), (tag.right, tag.bottom + 1), 3)
    y = tag.bottom + round(10 * k)
    y = draw_paragraph(surface, page.goal, pygame.Rect(area.left, y, area.width, text_area.bottom - y),
                       _size(19, k * fit), True)
    if page.slip is not None:
        tone, said = page.slip
        room = pygame.Rect(area.left, y + round(14 * k), area.width - 6, max(0, text_area.bottom - y - round(14 * k)))
        draw_slip(surface, said, room, tone, round(17 * k))
    _legend(surface, area, page.legend, k)
    draw_stars(surface, page.stars, (area.centerx, area.bottom + round(44 * k)), round(20 * k))
    text(surface, words.tr("lessons.stars_hint"), (area.centerx, area.bottom + round(70 * k)), round(14 * k), False,
         "grey",
         "midtop")


def _size(points: int, k: float) -> int:
    """A type size scaled by k, never under the legible minimum."""
    return max(MIN_TEXT, round(points * k))


def _fitting_scale(words: Words, page: Page, area: pygame.Rect, k: float) -> tuple[float, bool]:
    """(the type scale, whether the idea is shown) at which the idea and the goal fit the area: the goal is
    never cut off — the type shrinks first (to the legible minimum), then the idea gives way."""
    tag = round(20 * k) + round(20 * k)
    for intro in ((True, False) if page.intro else (False,)):
        for fit in (1.0, 0.92, 0.84, 0.76, 0.7):
            height = tag + paragraph_height(page.goal, area.width, _size(19, k * fit), True)
            if intro:
                height += paragraph_height(page.intro, area.width, _size(16, k * fit)) + round(10 * k)
            if height <= area.height:
                return fit, intro
    return 0.7, False


def _legend(surface: pygame.Surface, area: pygame.Rect, legend: tuple[tuple[str, str], ...], k: float) -> None:
    """What the colours of the marks on the board mean, one small square and a word each."""
    x, y = area.left, area.bottom - round(10 * k)
    for fill, words in legend:
        box = pygame.Rect(x, y - round(9 * k), round(18 * k), round(18 * k))
        pygame.draw.rect(surface, colour(fill), box, max(3, round(4 * k)))
        label = text(surface, words, (box.right + round(6 * k), box.centery), round(15 * k), True, "ink", "midleft")
        x = label.right + round(16 * k)


def _finished(words: Words, surface: pygame.Surface, area: pygame.Rect, page: Page, k: float) -> None:
    y = area.top + round(10 * k)
    banner = heading(words.tr("lessons.well_done"), round(40 * k), "green", "ink", 4)
    surface.blit(banner, banner.get_rect(midtop=(area.centerx, y)))
    y += banner.get_height() + round(24 * k)
    draw_stars(surface, page.stars, (area.centerx, y + round(34 * k)), round(34 * k))
    y += round(90 * k)
    text(surface, page.mistakes, (area.centerx, y), round(19 * k), True, "ink", "midtop")
    y += round(40 * k)
    if page.slip is not None:
        said = page.slip[1]
        height = paragraph_height(said, area.width - 28, round(17 * k)) + 22
        draw_slip(surface, said, pygame.Rect(area.left, y, area.width - 6, min(height, area.bottom - y)),
                  page.slip[0], round(17 * k))

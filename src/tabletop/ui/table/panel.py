"""The side panel's chrome shared by every game's table: paper, title line, the hint slip, the buttons."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

import pygame

from tabletop.ui.drawing import wrap_text
from tabletop.ui.fonts import condensed, font, readable
from tabletop.ui.hint import HINT_COLOUR, HINT_LIGHT
from tabletop.ui.theme import colour
from tabletop.ui.widgets import Banner, Button, draw_button

Blit = Callable[..., pygame.Rect]  # a game's `blit_text(surface, value, size, at, *, bold, ink, anchor)`


class PanelParts:
    """Named rectangles of a panel's parts (`parts.log`, `parts.undo`...) and the text scale `k`
    (1.0 for an 800-pixel-high window)."""

    def __init__(self, k: float, **rects: pygame.Rect) -> None:
        self.k = k
        self.rects = rects

    def __getattr__(self, name: str) -> pygame.Rect:
        rects = self.__dict__.get("rects", {})
        if name not in rects:
            raise AttributeError(name)
        return rects[name]


def panel_scale(rect: pygame.Rect) -> float:
    """How much bigger than at 800 pixels high the panel's text and boxes are drawn."""
    return max(0.75, min(1.6, rect.height / 800, rect.width / 330))


def panel_column(rect: pygame.Rect, pad: int = 12) -> tuple[float, int, int]:
    """The text scale `k`, and the left edge and width of the column inside the panel's padding."""
    k = panel_scale(rect)
    inset = round(pad * k)
    return k, rect.x + inset, rect.width - 2 * inset


def draw_chrome(surface: pygame.Surface, rect: pygame.Rect, title_rect: pygame.Rect, k: float, title: str,
                aside: str, blit: Blit) -> None:
    """The panel's paper, its ink edge, the title on the left of the title line and a grey note on its right."""
    pygame.draw.rect(surface, colour("paper"), rect)
    pygame.draw.line(surface, colour("ink"), rect.topleft, rect.bottomleft, 4)
    blit(surface, title, round(24 * k), title_rect.midleft, bold=True, anchor="midleft")
    blit(surface, aside, readable(16 * k), title_rect.midright, anchor="midright", ink=colour("grey"))


def draw_advice(surface: pygame.Surface, rect: pygame.Rect, advice: str, k: float,
                line: Callable[[pygame.Surface, str, int, tuple[int, int], int], Any]) -> None:
    """The hint's words beside its button, on a magenta-edged slip (nothing when no hint is shown).

    `line(surface, text, size, midleft, width)` draws one line shrunk to fit, in the game's lettering.
    """
    if not advice:
        return
    pygame.draw.rect(surface, pygame.Color(HINT_LIGHT), rect)
    pygame.draw.rect(surface, pygame.Color(HINT_COLOUR), rect, max(2, round(3 * k)))
    size = readable(14 * k)
    lines = wrap_text(advice, font(size, True), rect.width - 14)[:2]
    step = round(16 * k)
    top = rect.centery - (len(lines) - 1) * step // 2
    for i, words in enumerate(lines):
        line(surface, words, size, (rect.x + 8, top + i * step), rect.width - 14)


def draw_buttons(surface: pygame.Surface, shown: Iterable[tuple[Button, str, bool, int]]) -> None:
    """Draw (button, fill, enabled, text size) rows; `enabled` is passed in so drawing changes no button."""
    for button, fill, enabled, size in shown:
        draw_button(surface, button.rect, button.label, fill, enabled, button.hovered, button.pressed, size=size)


def slip_box(text: str, k: float, *, bottom_in: pygame.Rect | None = None, above: pygame.Rect | None = None,
             within: pygame.Rect | None = None, surface_rect: pygame.Rect | None = None) -> pygame.Rect | None:
    """Where `draw_slip` puts a slip of these words (None for no words)."""
    if not text:
        return None
    area = bottom_in or within or surface_rect or pygame.Rect(0, 0, 0, 0)
    fnt = _slip_font(k)
    lines = wrap_text(text, fnt, area.width - 20)[:5]
    box = pygame.Rect(0, 0, area.width, len(lines) * fnt.get_linesize() + 16)
    if bottom_in is not None:
        box.bottomleft = bottom_in.bottomleft
    elif above is not None:
        box.bottomleft = (area.x, above.y - 4)
        box = box.clamp(area)
    return box


def _slip_font(k: float) -> pygame.font.Font:
    return font(readable(15 * k), True)


def draw_slip(surface: pygame.Surface, text: str, k: float, *, bottom_in: pygame.Rect | None = None,
              above: pygame.Rect | None = None, within: pygame.Rect | None = None) -> pygame.Rect | None:
    """A red-edged paper slip of wrapped words: at the bottom of `bottom_in` (a refusal, kept until the next
    action), or just above `above` inside `within` (why a button is disabled). Returns its rectangle."""
    box = slip_box(text, k, bottom_in=bottom_in, above=above, within=within, surface_rect=surface.get_rect())
    if box is None:
        return None
    fnt = _slip_font(k)
    lines = wrap_text(text, fnt, box.width - 20)[:5]
    pygame.draw.rect(surface, colour("paper_light"), box)
    pygame.draw.rect(surface, colour("red"), box, max(2, round(3 * k)))
    for i, line in enumerate(lines):
        surface.blit(fnt.render(line, True, colour("ink")), (box.x + 10, box.y + 8 + i * fnt.get_linesize()))
    return box


def draw_announcement(surface: pygame.Surface, rect: pygame.Rect, banner: Banner, k: float) -> None:
    """A turn announcement over the top of the panel (its title and turn card), never over the board."""
    if not banner.visible:
        return
    size = round(26 * k)
    while size > 14 and condensed(size).size(banner.text)[0] > 2 * (rect.width - 24):
        size -= 1
    lines = wrap_text(banner.text, condensed(size), rect.width - 24)[:2]
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    inner = layer.get_rect()
    pygame.draw.rect(layer, colour(banner.fill), inner)
    pygame.draw.rect(layer, colour("ink"), inner, max(3, round(4 * k)))
    step = condensed(size).get_linesize()
    top = inner.centery - step * len(lines) // 2
    for i, line in enumerate(lines):
        image = condensed(size).render(line, True, colour("ink"))
        layer.blit(image, image.get_rect(midtop=(inner.centerx, top + i * step)))
    layer.set_alpha(banner.alpha())
    surface.blit(layer, rect.topleft)

"""The board's tooltip (issue 15): a paper card naming the hovered element, its rule in one sentence and
the section ("§ 3.2"), shown after a short hover delay, gone as soon as the pointer moves away.

`HoverTip` keeps the state (what is hovered, for how long); `place_card` is where the card goes: never over
the hovered thing and always inside the window. The scene asks `wake_in` for its next frame, so a pending
tooltip is a timer and a shown one costs nothing until the pointer moves.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from tabletop.board_elements import Element
from tabletop.i18n import translate
from tabletop.ui.drawing import BORDER, hard_shadow, wrap_text
from tabletop.ui.fonts import font
from tabletop.ui.theme import colour

DELAY = 0.6  # seconds of hovering before the card shows
GAP = 10  # pixels between the hovered thing and the card
PAD = 12
TITLE_SIZE, TEXT_SIZE = 17, 15
Words = tuple[str, str, str]  # title, sentence, section


class HoverTip:
    """What the pointer rests on and whether its card is due."""

    def __init__(self, delay: float = DELAY) -> None:
        self.delay = delay
        self.element: Element | None = None
        self.waited = 0.0

    def point_at(self, element: Element | None) -> None:
        """The element now under the pointer (None: nothing); a new element starts the delay again."""
        if element is None or self.element is None or element.key != self.element.key:
            self.waited = 0.0
        self.element = element

    def hide(self) -> None:
        """Forget the hovered element (a click, a key, the board changing)."""
        self.point_at(None)

    def update(self, dt: float) -> None:
        """Count the hover time."""
        if self.element is not None and self.waited < self.delay:
            self.waited = min(self.delay, self.waited + dt)

    @property
    def shown(self) -> bool:
        """True once the pointer has rested long enough on an element."""
        return self.element is not None and self.waited >= self.delay

    def wake_in(self) -> float | None:
        """Seconds until the card is due; None when there is nothing to wait for (none, or already shown)."""
        if self.element is None or self.shown:
            return None
        return self.delay - self.waited

    def draw(self, surface: pygame.Surface, words: Words, lang: str, bounds: pygame.Rect | None = None) -> None:
        """The card of the hovered element, if due, placed clear of it inside bounds (the window)."""
        if not self.shown or self.element is None:
            return
        area = bounds or surface.get_rect()
        width = min(380, max(160, area.width // 2 - 2 * GAP))
        image = card_image(words[0], words[1], section_label(lang, words[2]), width)
        x, y, w, h = self.element.box
        spot = place_card(image.get_size(), pygame.Rect(x, y, w, h), area)
        hard_shadow(surface, spot, 6)
        surface.blit(image, spot)


def section_label(lang: str, section: str) -> str:
    """"§ 3.2" in the language's words."""
    return translate(lang, "tooltips.section", section=section)


@lru_cache(maxsize=32)
def card_image(title: str, sentence: str, label: str, width: int) -> pygame.Surface:
    """The card: paper, bold ink outline, bold title, the sentence wrapped, the section at the bottom right."""
    bold, plain = font(TITLE_SIZE, True), font(TEXT_SIZE)
    inner = width - 2 * PAD
    title_lines = wrap_text(title, bold, inner)
    text_lines = wrap_text(sentence, plain, inner)
    tag = font(TEXT_SIZE, True).render(label, True, colour("ink"))
    height = (PAD + len(title_lines) * bold.get_linesize() + 6 + len(text_lines) * plain.get_linesize()
              + 8 + tag.get_height() + PAD)
    card = pygame.Surface((width, height))
    card.fill(colour("paper_light"))
    y = PAD
    for line in title_lines:
        card.blit(bold.render(line, True, colour("ink")), (PAD, y))
        y += bold.get_linesize()
    pygame.draw.line(card, colour("ink"), (PAD, y + 2), (width - PAD, y + 2), 2)
    y += 6
    for line in text_lines:
        card.blit(plain.render(line, True, colour("ink")), (PAD, y))
        y += plain.get_linesize()
    badge = tag.get_rect(bottomright=(width - PAD, height - PAD + 2)).inflate(12, 4)
    pygame.draw.rect(card, colour("yellow"), badge)
    pygame.draw.rect(card, colour("ink"), badge, 2)
    card.blit(tag, tag.get_rect(center=badge.center))
    pygame.draw.rect(card, colour("ink"), card.get_rect(), BORDER)
    return card


def place_card(size: tuple[int, int], target: pygame.Rect, bounds: pygame.Rect) -> pygame.Rect:
    """Where a card of `size` goes: below, above, right or left of target (the first that fits inside bounds
    without touching it); when none fits, the spot inside bounds that covers the least of the target."""
    width, height = size
    spots = [
        pygame.Rect(target.centerx - width // 2, target.bottom + GAP, width, height),
        pygame.Rect(target.centerx - width // 2, target.top - GAP - height, width, height),
        pygame.Rect(target.right + GAP, target.centery - height // 2, width, height),
        pygame.Rect(target.left - GAP - width, target.centery - height // 2, width, height),
    ]
    fitted = [spot.clamp(bounds) for spot in spots]
    clear = [spot for spot in fitted if not spot.colliderect(target)]
    if clear:
        return clear[0]
    return min(fitted, key=lambda spot: _overlap(spot, target))


def _overlap(a: pygame.Rect, b: pygame.Rect) -> int:
    clip = a.clip(b)
    return clip.width * clip.height

"""Reusable pieces for game tables: move log, animated die, banner, toast, chunky buttons.

They draw with the cut-out look (ink outlines, paper panels) and need no UIManager, so
a table can place them anywhere: each has `draw(surface, rect)` and, where it animates,
`update(dt)` with dt in seconds (multiply by the animation speed setting yourself or
pass `speed`).
"""

from __future__ import annotations

import math
import random
from collections.abc import Iterable
from dataclasses import dataclass

import pygame

from tabletop.ui.drawing import BORDER, hard_shadow, paper_panel, wrap_text
from tabletop.ui.fonts import condensed, font
from tabletop.ui.theme import colour

PIPS: dict[int, tuple[tuple[float, float], ...]] = {
    1: ((0.5, 0.5),),
    2: ((0.25, 0.25), (0.75, 0.75)),
    3: ((0.25, 0.25), (0.5, 0.5), (0.75, 0.75)),
    4: ((0.25, 0.25), (0.75, 0.25), (0.25, 0.75), (0.75, 0.75)),
    5: ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)),
    6: ((0.25, 0.22), (0.75, 0.22), (0.25, 0.5), (0.75, 0.5), (0.25, 0.78), (0.75, 0.78)),
}


class MoveLog:
    """A scrollable list of log lines, newest at the bottom; the wheel scrolls it."""

    def __init__(self, lines: Iterable[str] = (), title: str = "", size: int = 15) -> None:
        self.lines: list[str] = list(lines)
        self.title = title
        self.size = size
        self.offset = 0  # lines scrolled up from the bottom
        self.rect = pygame.Rect(0, 0, 0, 0)
        self._wrapped: dict[tuple[str, int, int], list[str]] = {}
        self._images: dict[tuple[str, int], pygame.Surface] = {}

    def add(self, line: str) -> None:
        """Append a line and jump to the bottom."""
        self.lines.append(line)
        self.offset = 0

    def set_lines(self, lines: Iterable[str]) -> None:
        """Replace every line (after undo or load)."""
        self.lines = list(lines)
        self.offset = 0

    def scroll(self, amount: int) -> None:
        """Scroll by lines (positive = older)."""
        self.offset = max(0, min(max(0, len(self.lines) - 1), self.offset + amount))

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Scroll on the mouse wheel over the log; True when the event was used."""
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(pygame.mouse.get_pos()):
            self.scroll(int(event.y) * 3)
            return True
        return False

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the log in a paper panel filling rect."""
        self.rect = pygame.Rect(rect)
        paper_panel(surface, self.rect, "paper_light", shadow=5)
        fnt = font(self.size)
        top = self.rect.top + BORDER + 4
        if self.title:
            title = font(self.size + 2, True).render(self.title, True, colour("ink"))
            surface.blit(title, (self.rect.left + 10, top))
            top += title.get_height() + 4
        visible = max(1, (self.rect.bottom - BORDER - 4 - top) // fnt.get_linesize())
        wrapped = self._tail(fnt, self.rect.width - 24, visible + self.offset)
        end = max(0, len(wrapped) - min(self.offset, max(0, len(wrapped) - visible)))
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-2 * BORDER, -2 * BORDER))
        for index, line in enumerate(wrapped[max(0, end - visible):end]):
            surface.blit(self._image(line, fnt), (self.rect.left + 12, top + index * fnt.get_linesize()))
        surface.set_clip(clip)

    def _tail(self, fnt: pygame.font.Font, width: int, needed: int) -> list[str]:
        """The wrapped pieces of the newest lines, at least `needed` of them (or all): older ones are never shown."""
        pieces: list[str] = []
        for line in reversed(self.lines):
            pieces[:0] = self._wrap(line, fnt, width)
            if len(pieces) >= needed:
                break
        return pieces

    def _image(self, line: str, fnt: pygame.font.Font) -> pygame.Surface:
        """One wrapped piece rendered, cached by text and font size (a frame redraws the log without rendering)."""
        key = (line, self.size)
        if key not in self._images:
            if len(self._images) > 400:
                self._images.clear()
            self._images[key] = fnt.render(line, True, colour("ink"))
        return self._images[key]

    def _wrap(self, line: str, fnt: pygame.font.Font, width: int) -> list[str]:
        """Wrapped pieces of one line, cached by line, font size and width."""
        key = (line, self.size, width)
        if key not in self._wrapped:
            if len(self._wrapped) > 4000:
                self._wrapped.clear()
            self._wrapped[key] = wrap_text(line, fnt, width)
        return self._wrapped[key]


class DieWidget:
    """A die that tumbles for a moment and lands on a value: start(value), update(dt), draw."""

    DURATION = 0.8

    def __init__(self, speed: float = 1.0, seed: int = 0) -> None:
        self.speed = speed
        self.value: int | None = None
        self.face = 1
        self.elapsed = self.DURATION
        self._rng = random.Random(seed)
        self._flip = 0.0

    @property
    def done(self) -> bool:
        """True when the die has landed (or was never rolled)."""
        return self.elapsed >= self.DURATION

    def start(self, value: int) -> None:
        """Begin rolling; the die will land on `value`."""
        self.value = value
        self.elapsed = 0.0
        self.face = self._rng.randint(1, 6)

    def finish(self) -> None:
        """Skip the animation."""
        self.elapsed = self.DURATION

    def update(self, dt: float) -> None:
        """Advance the tumble."""
        if self.done:
            return
        self.elapsed = min(self.DURATION, self.elapsed + dt * self.speed)
        self._flip += dt * self.speed
        if self._flip > 0.07:
            self._flip = 0.0
            self.face = self._rng.randint(1, 6)

    def shown(self) -> int | None:
        """The face drawn now."""
        if self.value is None:
            return None
        return self.value if self.done else self.face

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw the die, tilted while it tumbles."""
        side = min(rect.width, rect.height)
        face = pygame.Surface((side, side), pygame.SRCALPHA)
        draw_die_face(face, face.get_rect().inflate(-8, -8), self.shown())
        if not self.done:
            face = pygame.transform.rotate(face, math.sin(self.elapsed * 25) * 25)
        surface.blit(face, face.get_rect(center=rect.center))


def draw_die_face(surface: pygame.Surface, rect: pygame.Rect, value: int | None, fill: str = "white") -> None:
    """A die face with pips (blank for None)."""
    rect = pygame.Rect(rect)
    radius = max(4, rect.width // 7)
    pygame.draw.rect(surface, colour("shadow"), rect.move(4, 4), border_radius=radius)
    pygame.draw.rect(surface, colour(fill), rect, border_radius=radius)
    pygame.draw.rect(surface, colour("ink"), rect, max(2, rect.width // 20), border_radius=radius)
    for px, py in PIPS.get(value or 0, ()):
        centre = (rect.left + int(px * rect.width), rect.top + int(py * rect.height))
        pygame.draw.circle(surface, colour("red" if value == 1 else "ink"), centre, max(3, rect.width // 10))


class _Fading:
    """Something shown for a while, then faded out."""

    def __init__(self, duration: float, fade: float = 0.4) -> None:
        self.duration = duration
        self.fade = fade
        self.text = ""
        self.left = 0.0

    @property
    def visible(self) -> bool:
        """True while there is something to draw."""
        return self.left > 0

    def show(self, text: str, duration: float | None = None) -> None:
        """Show a new text (restarting the timer)."""
        self.text = text
        self.left = self.duration if duration is None else duration

    def hide(self) -> None:
        """Remove it at once."""
        self.left = 0.0

    def update(self, dt: float) -> None:
        """Count down."""
        self.left = max(0.0, self.left - dt)

    def wake_in(self) -> float | None:
        """When it next needs a frame: None when hidden, 0 while it fades, else when the fade starts."""
        if not self.visible:
            return None
        return max(0.0, self.left - self.fade)

    def alpha(self) -> int:
        """Opacity 0..255 for the fade-out."""
        return int(255 * min(1.0, self.left / self.fade)) if self.fade > 0 else 255


class Banner(_Fading):
    """A big announcement across the table ("Ход: Зелёные — Аня"), fading out."""

    def __init__(self, duration: float = 1.6, fill: str = "yellow") -> None:
        super().__init__(duration, 0.5)
        self.fill = fill

    def show(self, text: str, duration: float | None = None, fill: str | None = None) -> None:
        """Show a text, optionally in another band colour."""
        super().show(text, duration)
        self.fill = fill or self.fill

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw a band across the middle of rect."""
        if not self.visible:
            return
        size = max(24, rect.height // 12)
        while size > 14 and condensed(size).size(self.text)[0] > rect.width - 140:
            size -= 2
        label = condensed(size).render(self.text, True, colour("ink"))
        band = pygame.Rect(0, 0, min(rect.width, label.get_width() + 120), label.get_height() + 30)
        band.center = rect.center
        layer = pygame.Surface(band.inflate(12, 12).size, pygame.SRCALPHA)
        inner = pygame.Rect(0, 0, *band.size)
        pygame.draw.rect(layer, colour("shadow"), inner.move(8, 8))
        pygame.draw.rect(layer, colour(self.fill), inner)
        pygame.draw.rect(layer, colour("ink"), inner, BORDER + 1)
        layer.blit(label, label.get_rect(center=inner.center))
        layer.set_alpha(self.alpha())
        surface.blit(layer, band.topleft)


class Toast(_Fading):
    """A short message near the bottom (a refused move's reason), for a few seconds."""

    def __init__(self, duration: float = 4.0) -> None:
        super().__init__(duration, 0.6)

    def lines(self, rect: pygame.Rect) -> list[str]:
        """The text wrapped to fit rect."""
        return wrap_text(self.text, font(17, True), min(rect.width - 80, 720))

    def box(self, rect: pygame.Rect) -> pygame.Rect:
        """Where the slip goes in rect (bottom centre), so other things can sit beside it."""
        fnt, lines = font(17, True), self.lines(rect)
        box = pygame.Rect(0, 0, max(fnt.size(line)[0] for line in lines) + 40, len(lines) * fnt.get_linesize() + 24)
        box.midbottom = (rect.centerx, rect.bottom - 24)
        return box

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw a red-edged paper slip at the bottom centre of rect."""
        if not self.visible:
            return
        fnt = font(17, True)
        lines, box = self.lines(rect), self.box(rect)
        layer = pygame.Surface((box.width + 8, box.height + 8), pygame.SRCALPHA)
        inner = pygame.Rect(0, 0, *box.size)
        pygame.draw.rect(layer, colour("shadow"), inner.move(6, 6))
        pygame.draw.rect(layer, colour("paper_light"), inner)
        pygame.draw.rect(layer, colour("red"), inner, BORDER)
        for index, line in enumerate(lines):
            layer.blit(fnt.render(line, True, colour("ink")), (20, 12 + index * fnt.get_linesize()))
        layer.set_alpha(self.alpha())
        surface.blit(layer, box.topleft)


@dataclass
class Button:
    """A chunky drawn button (no UIManager): set `rect`, call `handle_event`, then `draw`."""

    label: str
    rect: pygame.Rect
    fill: str = "yellow"
    enabled: bool = True
    hovered: bool = False
    pressed: bool = False

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Track hover and press; True when the button was clicked (released over it)."""
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.rect.collidepoint(event.pos):
            self.pressed = self.enabled
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            clicked = self.pressed and self.enabled and self.rect.collidepoint(event.pos)
            self.pressed = False
            return clicked
        return False

    def draw(self, surface: pygame.Surface) -> None:
        """Draw with a hard shadow; pressed buttons sink onto it."""
        draw_button(surface, self.rect, self.label, self.fill, self.enabled, self.hovered, self.pressed)


def draw_button(surface: pygame.Surface, rect: pygame.Rect, label: str, fill: str = "yellow", enabled: bool = True,
                hovered: bool = False, pressed: bool = False, size: int = 18) -> None:
    """One chunky button: ink border, hard shadow, bold label."""
    offset = 2 if pressed else 0
    if not pressed:
        hard_shadow(surface, rect, 5)
    face = pygame.Rect(rect).move(offset * 2, offset * 2)
    name = "paper_dark" if not enabled else ("orange" if hovered else fill)
    pygame.draw.rect(surface, colour(name), face)
    pygame.draw.rect(surface, colour("ink"), face, 3)
    image = font(size, True).render(label, True, colour("grey" if not enabled else "ink"))
    surface.blit(image, image.get_rect(center=face.center))

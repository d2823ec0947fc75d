"""The watch mode's strip along the foot of the window: the subtitle on the left, the controls on the right."""

from __future__ import annotations

import pygame

from tabletop.ui.drawing import wrap_text
from tabletop.ui.fonts import font
from tabletop.ui.theme import colour
from tabletop.ui.widgets import Button, draw_button

CONTROLS = {"back": "step_back", "play": "toggle_pause", "forward": "step_forward", "speed": "cycle_pace"}
WIDTHS = {"back": 1.0, "play": 1.1, "forward": 1.1, "speed": 1.7}  # shares of a control's unit width


def strip_height(height: int) -> int:
    """How high the strip is for a window height (72 pixels at 600, 88 at 800)."""
    return max(64, min(110, round(height * 0.11)))


def strip_layout(size: tuple[int, int]) -> tuple[pygame.Rect, dict[str, pygame.Rect]]:
    """The strip and its controls' rectangles for a window size."""
    high = strip_height(size[1])
    strip = pygame.Rect(0, size[1] - high, size[0], high)
    unit = max(86, min(130, size[0] // 11))
    gap, button_h = 10, high - 24
    rects: dict[str, pygame.Rect] = {}
    right = strip.right - 14
    for name in reversed(CONTROLS):
        width = round(unit * WIDTHS[name])
        rects[name] = pygame.Rect(right - width, strip.top + 12, width, button_h)
        right -= width + gap
    return strip, rects


def subtitle_size(strip: pygame.Rect) -> int:
    """The subtitle's letter size: bigger than the log's (14 at 800 pixels high)."""
    return max(17, round(strip.height * 0.24))


def draw_strip(surface: pygame.Surface, strip: pygame.Rect, subtitle: str, controls: dict[str, Button]) -> None:
    """Ink band, the subtitle in up to two lines, the control buttons."""
    pygame.draw.rect(surface, colour("ink"), strip)
    pygame.draw.line(surface, colour("yellow"), strip.topleft, strip.topright, 3)
    left_of = min(button.rect.left for button in controls.values())
    width = left_of - strip.left - 36
    size = subtitle_size(strip)
    lines = wrap_text(subtitle, font(size, True), width)
    if len(lines) > 2:
        size = max(14, size - 3)
        lines = wrap_text(subtitle, font(size, True), width)[:2]
        lines[-1] = lines[-1].rstrip() + " …"
    step = size + 6
    top = strip.centery - (len(lines) * step) // 2 + 2
    for index, line in enumerate(lines):
        image = font(size, True).render(line, True, colour("paper"))
        surface.blit(image, (strip.left + 18, top + index * step))
    for button in controls.values():
        draw_button(surface, button.rect, button.label, button.fill, button.enabled, button.hovered, button.pressed,
                    size=label_size(button, max(13, min(18, strip.height // 5))))


def label_size(button: Button, largest: int) -> int:
    """The largest letter size (down to 12) at which a button's label fits inside it."""
    size = largest
    while size > 12 and font(size, True).size(button.label)[0] > button.rect.width - 14:
        size -= 1
    return size

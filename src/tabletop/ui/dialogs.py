"""Modal dialogs over any scene: message, confirmation, and a one-line text question.

The keyboard works them: Tab / Shift+Tab go round the text entry (if any) and the buttons, Left and
Right between the buttons; Enter or Space presses the button with the focus ring (Enter in the text
entry answers OK); Esc closes. The focus starts on the safe button (No, not the destructive Yes).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton, UITextBox, UITextEntryLine, UIWindow

from tabletop.ui.focus import draw_ring
from tabletop.ui.gui_timers import SOON, gui_wake_in
from tabletop.ui.theme import make_manager

if TYPE_CHECKING:
    from tabletop.ui.scene import Host

MAX_TEXT = 600  # characters shown in a dialog
Choice = tuple[str, Callable[[], None] | None]  # button label, action (None = just close)
ROUND_KEYS = {pygame.K_TAB: 1}  # Tab goes round everything; Shift+Tab backwards
BUTTON_KEYS = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}  # the arrows go between the buttons
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)


class DialogLayer:
    """The app's dialogs: while one is open it takes all input; drawn over the scene."""

    WIDTH = 560

    def __init__(self, app: Host) -> None:
        self.app = app
        self.manager = make_manager(app.size, app.language)
        self.window: UIWindow | None = None
        self.entry: UITextEntryLine | None = None
        self.actions: dict[UIElement, Callable[[], None] | None] = {}
        self.buttons: list[UIButton] = []
        self.focus: int | None = None  # the button with the focus ring (None: the text entry)
        self.default: Callable[[], None] | None = None  # what Enter in the text entry does
        self.title = self.text = self.answer = ""

    @property
    def active(self) -> bool:
        """True while a dialog is open."""
        return self.window is not None and self.window.alive()

    def message(self, title: str, text: str) -> None:
        """Show a message with an OK button."""
        self.open(title, text, [(self.app.words.tr("common.ok"), None)])

    def confirm(self, title: str, text: str, on_yes: Callable[[], None], yes: str | None = None) -> None:
        """Ask yes/no; `on_yes` runs on yes (the focus starts on the safe No)."""
        words = self.app.words
        self.open(title, text, [(yes or words.tr("common.yes"), on_yes), (words.tr("common.no"), None)], safe=1)

    def ask_text(self, title: str, text: str, initial: str, on_ok: Callable[[str], None]) -> None:
        """Ask for one line of text; `on_ok(text)` runs on OK or Enter."""
        words = self.app.words
        self.open(title, text, [(words.tr("common.ok"), lambda: on_ok(self.answer)), (words.tr("common.cancel"), None)],
                  entry=initial)

    def entry_text(self) -> str:
        """The text typed in the open dialog."""
        return self.entry.get_text() if self.entry is not None else ""

    def open(self, title: str, text: str, choices: Sequence[Choice], entry: str | None = None,
             avoid: pygame.Rect | None = None, safe: int = 0) -> None:
        """Open a dialog (replacing any open one); centred, or above or below `avoid` (what it must not hide);
        the focus on button `safe`, or in the text entry if any."""
        self.close()
        text = text if len(text) <= MAX_TEXT else text[: MAX_TEXT - 1] + "…"  # a text box slows with length
        self.title, self.text = title, text
        width = min(self.WIDTH, self.app.size[0] - 40)
        lines = sum(1 + len(part) * 10 // max(1, width - 60) for part in text.split("\n"))  # about 10 px a letter
        height = min(self.app.size[1] - 40, 250 + 28 * max(0, lines - 4) + (50 if entry is not None else 0))
        rect = pygame.Rect(0, 0, width, height)
        rect.center = (self.app.size[0] // 2, self.app.size[1] // 2)
        if avoid is not None and rect.colliderect(avoid):
            if avoid.centery > self.app.size[1] // 2:
                rect.top = max(0, min(rect.top, avoid.top - rect.height - 12))
            else:
                rect.bottom = min(self.app.size[1], max(rect.bottom, avoid.bottom + rect.height + 12))
        self.window = UIWindow(rect, self.manager, title, draggable=False, always_on_top=True)
        inner = self.window.get_container().get_rect()
        body_height = inner.height - 80 - (50 if entry is not None else 0)
        UITextBox(html.escape(text).replace("\n", "<br>"), pygame.Rect(12, 10, inner.width - 24, body_height),
                  self.manager, container=self.window)
        if entry is not None:
            self.entry = UITextEntryLine(pygame.Rect(12, body_height + 18, inner.width - 24, 40), self.manager,
                                         container=self.window, initial_text=entry)
            self.entry.focus()
        self._buttons(choices, inner)
        self.default = choices[0][1] if choices else None
        self.focus = None if entry is not None or not self.buttons else min(safe, len(self.buttons) - 1)

    def _buttons(self, choices: Sequence[Choice], inner: pygame.Rect) -> None:
        longest = max((len(label) for label, _ in choices), default=0)
        width = 150 if longest <= 12 else max(150, (inner.width - 12) // max(1, len(choices)) - 12)  # long labels
        x = inner.width - len(choices) * (width + 12)
        for index, (label, action) in enumerate(choices):
            rect = pygame.Rect(x + index * (width + 12), inner.height - 60, width, 46)
            button = UIButton(rect, label, self.manager, container=self.window)
            self.actions[button] = action
            self.buttons.append(button)

    def close(self) -> None:
        """Close the open dialog, if any."""
        if self.window is not None:
            self.window.kill()
        self.window = None
        self.entry = None
        self.actions = {}
        self.buttons = []
        self.focus = None
        self.default = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle an event while a dialog is open; True when the event is consumed (always then)."""
        if not self.active:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and self._key(event):
            return True
        self.manager.process_events(event)
        if event.type == pygame.MOUSEBUTTONDOWN and self.entry is not None and self.entry.is_focused:
            self.focus = None  # clicked into the text entry: Enter answers from there
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self._choose(self.actions[event.ui_element])
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.close()
        return True

    def _key(self, event: pygame.event.Event) -> bool:
        """Tab, the arrows, Enter and Space on the focus; True when the key was used."""
        if event.key in ROUND_KEYS:
            self.move_focus(-1 if event.mod & pygame.KMOD_SHIFT else 1, with_entry=True)
        elif event.key in BUTTON_KEYS and self.focus is not None:
            self.move_focus(BUTTON_KEYS[event.key], with_entry=False)
        elif event.key in ENTER_KEYS or (event.key == pygame.K_SPACE and self.focus is not None):
            self._choose(self.default if self.focus is None else self.actions[self.buttons[self.focus]])
        else:
            return False
        return True

    def move_focus(self, step: int, with_entry: bool) -> None:
        """Move the focus `step` places round the buttons (and the text entry, `with_entry`), wrapping."""
        stops: list[int | None] = list(range(len(self.buttons)))
        if with_entry and self.entry is not None:
            stops.insert(0, None)
        if not stops:
            return
        here = stops.index(self.focus) if self.focus in stops else (-1 if step > 0 else 0)
        self.focus = stops[(here + step) % len(stops)]
        if self.entry is not None:
            if self.focus is None:
                self.entry.focus()
            else:
                self.entry.unfocus()

    def focused(self) -> UIButton | None:
        """The button with the focus ring (None while the text entry has the focus)."""
        return self.buttons[self.focus] if self.focus is not None and self.focus < len(self.buttons) else None

    def _choose(self, action: Callable[[], None] | None) -> None:
        self.app.sounds.play("click")
        self.answer = self.entry_text()
        self.close()
        if action is not None:
            action()

    def update(self, dt: float) -> None:
        """Animate the dialog widgets."""
        if self.active:
            self.manager.update(dt)
        elif self.window is not None:
            self.close()

    def wake_in(self) -> float | None:
        """When the open dialog's widgets next have timed work (None without a dialog)."""
        if self.active:
            return gui_wake_in(self.manager)
        return SOON if self.window is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        """Dim the scene and draw the open dialog."""
        if not self.active:
            return
        shade = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        shade.fill((11, 10, 22, 150))
        surface.blit(shade, (0, 0))
        rect = self.window.rect if self.window is not None else None
        if rect is not None:
            pygame.draw.rect(surface, (11, 10, 22), rect.move(8, 8))
        self.manager.draw_ui(surface)
        button = self.focused()
        if button is not None:
            draw_ring(surface, pygame.Rect(button.get_abs_rect()))

    def on_resize(self, size: tuple[int, int]) -> None:
        """Keep the open dialog centred."""
        self.manager.set_window_resolution(size)
        if self.window is not None:
            rect = self.window.rect.copy()
            rect.center = (size[0] // 2, size[1] // 2)
            self.window.set_position(rect.topleft)

    def relabel(self) -> None:
        """Use the new language for future dialogs."""
        self.manager.set_locale(self.app.language)

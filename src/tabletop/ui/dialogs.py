"""Modal dialogs over any scene: message, confirmation, and a one-line text question."""

from __future__ import annotations

import html
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton, UITextBox, UITextEntryLine, UIWindow

from tabletop.ui.gui_timers import SOON, gui_wake_in
from tabletop.ui.i18n import tr
from tabletop.ui.theme import make_manager

if TYPE_CHECKING:
    from tabletop.ui.scene import Host

MAX_TEXT = 600  # characters shown in a dialog
Choice = tuple[str, Callable[[], None] | None]  # button label, action (None = just close)


class DialogLayer:
    """The app's dialogs: while one is open it takes all input; drawn over the scene."""

    WIDTH = 560

    def __init__(self, app: Host) -> None:
        self.app = app
        self.manager = make_manager(app.size, app.language)
        self.window: UIWindow | None = None
        self.entry: UITextEntryLine | None = None
        self.actions: dict[UIElement, Callable[[], None] | None] = {}
        self.default: Callable[[], None] | None = None
        self.title = self.text = self.answer = ""

    @property
    def active(self) -> bool:
        """True while a dialog is open."""
        return self.window is not None and self.window.alive()

    def message(self, title: str, text: str) -> None:
        """Show a message with an OK button."""
        self.open(title, text, [(tr("common.ok"), None)])

    def confirm(self, title: str, text: str, on_yes: Callable[[], None], yes: str | None = None) -> None:
        """Ask yes/no; `on_yes` runs on yes."""
        self.open(title, text, [(yes or tr("common.yes"), on_yes), (tr("common.no"), None)])

    def ask_text(self, title: str, text: str, initial: str, on_ok: Callable[[str], None]) -> None:
        """Ask for one line of text; `on_ok(text)` runs on OK or Enter."""
        self.open(title, text, [(tr("common.ok"), lambda: on_ok(self.answer)), (tr("common.cancel"), None)],
                  entry=initial)

    def entry_text(self) -> str:
        """The text typed in the open dialog."""
        return self.entry.get_text() if self.entry is not None else ""

    def open(self, title: str, text: str, choices: Sequence[Choice], entry: str | None = None,
             avoid: pygame.Rect | None = None) -> None:
        """Open a dialog (replacing any open one); centred, or above or below `avoid` (what it must not hide)."""
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

    def _buttons(self, choices: Sequence[Choice], inner: pygame.Rect) -> None:
        longest = max((len(label) for label, _ in choices), default=0)
        width = 150 if longest <= 12 else max(150, (inner.width - 12) // max(1, len(choices)) - 12)  # long labels
        x = inner.width - len(choices) * (width + 12)
        for index, (label, action) in enumerate(choices):
            rect = pygame.Rect(x + index * (width + 12), inner.height - 60, width, 46)
            self.actions[UIButton(rect, label, self.manager, container=self.window)] = action

    def close(self) -> None:
        """Close the open dialog, if any."""
        if self.window is not None:
            self.window.kill()
        self.window = None
        self.entry = None
        self.actions = {}
        self.default = None

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Handle an event while a dialog is open; True when the event is consumed (always then)."""
        if not self.active:
            return False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.close()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self._choose(self.default)
            return True
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.actions:
            self._choose(self.actions[event.ui_element])
        elif event.type == pygame_gui.UI_WINDOW_CLOSE and event.ui_element is self.window:
            self.close()
        return True

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

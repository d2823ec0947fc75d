"""Scenes: the base class every screen implements, and a base for pygame_gui screens."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIButton, UIDropDownMenu, UILabel, UITextEntryLine

from tabletop.i18n import LANGUAGES, Words
from tabletop.ui.drawing import hard_shadow
from tabletop.ui.gui_timers import gui_wake_in
from tabletop.ui.theme import make_manager

if TYPE_CHECKING:
    from tabletop.engine.protocol import Outcome
    from tabletop.ui.scene_ids import Request, SceneId
    from tabletop.ui.session import GameSession
    from tabletop.ui.settings import Settings
    from tabletop.ui.sound import Sounds

Action = Callable[[], None]


class Host(Protocol):
    """What a scene may use of the app that shows it (`tabletop.ui.app.App` is the one host)."""

    size: tuple[int, int]
    settings: Settings
    sounds: Sounds
    words: Words

    @property
    def language(self) -> str:
        """The language of the interface."""

    def go(self, scene_id: SceneId, request: Request | None = None) -> None:
        """Show the screen `scene_id`, opened with `request`."""

    def switch(self, scene: Scene) -> None:
        """Make `scene` the current scene."""

    def visit(self, scene_id: SceneId, request: Request | None = None) -> None:
        """Show `scene_id` on top of this screen: its Back returns here."""

    def back(self) -> None:
        """Return to the screen this one was visited from, else to the main menu."""

    def back_to_menu(self) -> None:
        """Show the main menu."""

    def open_table(self, session: GameSession) -> bool:
        """Show a game's table; False (and a message) when it cannot be shown."""

    def open_results(self, session: GameSession, outcome: Outcome) -> None:
        """The game is over: show who won."""

    def message(self, title: str, text: str) -> None:
        """A modal message with OK."""

    def confirm(self, title: str, text: str, on_yes: Any) -> None:
        """A modal yes/no question."""

    def notify(self, text: str) -> None:
        """A short note at the bottom of the window."""

    def confirm_leave_game(self) -> None:
        """Ask before leaving a game for the menu."""

    def update_settings(self, **changes: Any) -> None:
        """Change settings (validated) and store them."""

    def toggle_fullscreen(self) -> None:
        """Switch between a window and the full screen."""

    def set_language(self, lang: str) -> None:
        """Switch the language and re-label the current scene."""

    def quit(self) -> None:
        """End the loop."""


class Scene:
    """One screen of the app. The app calls these; scenes never flip the display.

    A scene showing a game sets `session`; then the app handles Ctrl+S (save dialog)
    and Esc (confirm, autosave, back to the menu) for it. Override `on_escape` to use
    Esc for something else first (e.g. to cancel a selection) and call super otherwise.
    """

    session: GameSession | None = None

    def __init__(self, app: Host) -> None:
        self.app = app

    @property
    def words(self) -> Words:
        """The interface's words, in the app's language (a value: pass it to what draws or says things)."""
        return self.app.words

    @classmethod
    def from_request(cls, app: Host, request: Any) -> Scene:
        """The scene as the router opens it for `request` (see `tabletop.ui.router`); most take none."""
        return cls(app)

    def enter(self) -> None:
        """Called when the scene becomes current."""

    def leave(self) -> None:
        """Called when another scene replaces it."""

    def handle_event(self, event: pygame.event.Event) -> None:
        """React to one input event."""

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds."""

    def wake_in(self) -> float | None:
        """Seconds until the scene needs its next frame: 0 while something moves, None while it rests.

        While every part of the app rests, the loop sleeps until an input event (or a worker's
        wake-up, see `tabletop.ui.wake`) and draws nothing, so a scene that changes by itself
        (an animation, a pause, a timer, a thinking computer) must say so here.
        """
        return None

    def draw(self, surface: pygame.Surface) -> None:
        """Draw the whole scene onto surface."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """The window changed size: lay out again."""

    def relabel(self) -> None:
        """The language changed: re-label everything."""

    def on_escape(self) -> None:
        """Esc: leave a game (with a confirmation), else go back (to the menu, or the screen this was visited from)."""
        if self.session is not None:
            self.app.confirm_leave_game()
        else:
            self.app.back()

    def wants_text_input(self) -> bool:
        """True while the player types text (single-letter shortcuts are then off)."""
        return False


class GuiScene(Scene):
    """A scene built from pygame_gui elements; `layout()` (re)creates them all.

    The layout is rebuilt on resize and on language change, so keep state in the
    scene's attributes, not only in the widgets.
    """

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.manager = make_manager(app.size, app.language)
        self.actions: dict[UIElement, Action] = {}
        self.shadowed: list[UIElement] = []
        self.language_menu: UIDropDownMenu | None = None

    def enter(self) -> None:
        """Build the widgets."""
        self.build()

    def build(self) -> None:
        """Remove every widget and lay the scene out again."""
        self.manager.clear_and_reset()
        self.actions = {}
        self.shadowed = []
        self.language_menu = None
        self.layout(pygame.Rect((0, 0), self.app.size))

    def layout(self, area: pygame.Rect) -> None:
        """Create the widgets for a window of this size (override)."""

    def button(self, rect: pygame.Rect, text: str, action: Action, object_id: str | None = None,
               container: Any = None, tooltip: str | None = None, shadow: bool = True) -> UIButton:
        """A themed button that runs `action` when pressed."""
        element = UIButton(rect, text, self.manager, container=container, object_id=object_id,
                           tool_tip_text=tooltip)
        self.actions[element] = action
        if shadow:
            self.shadowed.append(element)
        return element

    def add_language_menu(self, rect: pygame.Rect) -> UIDropDownMenu:
        """A drop-down that switches the interface language at once."""
        names: list[str | tuple[str, str]] = [self.words.tr(f"lang.{lang}") for lang in LANGUAGES]
        self.language_menu = UIDropDownMenu(names, self.words.tr(f"lang.{self.app.language}"), rect, self.manager)
        return self.language_menu

    def label(self, rect: pygame.Rect, text: str, object_id: str | None = None, container: Any = None) -> UILabel:
        """A themed text label."""
        return UILabel(rect, text, self.manager, container=container, object_id=object_id)

    def handle_event(self, event: pygame.event.Event) -> None:
        """Feed pygame_gui, then run the action of a pressed button."""
        self.manager.process_events(event)
        if event.type == pygame_gui.UI_BUTTON_PRESSED:
            action = self.actions.get(event.ui_element)
            if action is not None and event.ui_element.alive():
                self.app.sounds.play("click")
                action()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and event.ui_element is self.language_menu:
            chosen = next((lang for lang in LANGUAGES if self.words.tr(f"lang.{lang}") == event.text), None)
            if chosen is not None and chosen != self.app.language:
                self.app.set_language(chosen)
        else:
            self.on_gui_event(event)

    def on_gui_event(self, event: pygame.event.Event) -> None:
        """Other pygame_gui events (drop-downs, text entries, checkboxes); override."""

    def update(self, dt: float) -> None:
        """Let pygame_gui animate."""
        self.manager.update(dt)

    def wake_in(self) -> float | None:
        """When pygame_gui next has timed work (a queued build, a tooltip, a blinking cursor)."""
        return gui_wake_in(self.manager)

    def draw(self, surface: pygame.Surface) -> None:
        """Background, hard shadows under buttons, then the widgets."""
        self.draw_background(surface)
        for element in self.shadowed:
            if element.alive() and element.visible:
                hard_shadow(surface, pygame.Rect(element.get_abs_rect()), 5)
        self.manager.draw_ui(surface)

    def draw_background(self, surface: pygame.Surface) -> None:
        """Everything under the widgets (override)."""

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay out again for the new size."""
        self.manager.set_window_resolution(size)
        self.build()

    def relabel(self) -> None:
        """Lay out again in the new language."""
        self.manager.set_locale(self.app.language)
        self.build()

    def wants_text_input(self) -> bool:
        """True while a text entry has the keyboard focus."""
        focused = self.manager.get_focus_set() or set()
        return any(isinstance(element, UITextEntryLine) for element in focused)

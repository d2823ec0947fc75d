"""Keyboard use of pygame_gui screens: a focus that Tab, Shift+Tab and the arrows move, drawn as a ring.

pygame_gui (0.6) gives a text entry the typing focus but has no keyboard travel between widgets and no
way to press a button or change a drop-down from the keyboard, so a `FocusScene` adds them: Enter or
Space presses the focused button, ticks a checkbox or steps a drop-down on; Left/Right step a drop-down
or a slider; Esc folds an open drop-down list, else goes back (the app's Esc, `Scene.on_escape`).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import (
    UIButton,
    UICheckBox,
    UIDropDownMenu,
    UIHorizontalSlider,
    UIScrollingContainer,
    UITextEntryLine,
)

from tabletop.ui.scene import GuiScene
from tabletop.ui.theme import colour

FOCUSABLE = (UIButton, UICheckBox, UIDropDownMenu, UITextEntryLine, UIHorizontalSlider)
NEXT_KEYS = {pygame.K_TAB: 1, pygame.K_DOWN: 1, pygame.K_UP: -1}
STEP_KEYS = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}
PRESS_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
RING = 4  # the ring's width in pixels, drawn just outside the widget


Reachable = tuple[UIElement, UIScrollingContainer | None]


def focus_order(container: Any, box: UIScrollingContainer | None = None) -> Iterator[Reachable]:
    """The widgets a player can reach from the keyboard, in the order they were made, each with the
    scrolling box it is seen through (None: the window)."""
    for element in list(container.elements):
        if isinstance(element, FOCUSABLE):
            if element.alive() and element.visible and element.is_enabled:
                yield element, box
        elif isinstance(element, UIScrollingContainer):
            yield from focus_order(element.get_container(), element)


def step_drop_down(menu: UIDropDownMenu, step: int) -> str:
    """Choose the option `step` places after the current one (wrapping); the new option's text.

    Posts UI_DROP_DOWN_MENU_CHANGED as a click on the option would."""
    options = [option if isinstance(option, tuple) else (option, option) for option in menu.options_list]
    texts = [text for text, _ in options]
    index = texts.index(menu.selected_option[0]) if menu.selected_option[0] in texts else 0
    chosen = options[(index + step) % len(options)]
    menu.selected_option = chosen
    state = menu.current_state
    if state is not None:
        state.finish()
        state.selected_option = chosen
        state.start()
    pygame.event.post(pygame.event.Event(pygame_gui.UI_DROP_DOWN_MENU_CHANGED, {
        "text": chosen[0], "selected_option_id": chosen[1], "ui_element": menu,
        "ui_object_id": menu.most_specific_combined_id}))
    return chosen[0]


def step_slider(slider: UIHorizontalSlider, step: int) -> None:
    """Move a slider by its click increment and post UI_HORIZONTAL_SLIDER_MOVED."""
    low, high = slider.value_range
    increment = slider.increment or (high - low) / 20
    slider.set_current_value(min(high, max(low, slider.get_current_value() + step * increment)))
    pygame.event.post(pygame.event.Event(pygame_gui.UI_HORIZONTAL_SLIDER_MOVED, {
        "value": slider.get_current_value(), "ui_element": slider,
        "ui_object_id": slider.most_specific_combined_id}))


class FocusScene(GuiScene):
    """A pygame_gui screen the keyboard can use (see the module's docstring).

    `focus_first` puts the focus on the first widget when the screen opens (the menu);
    otherwise the first Tab or arrow does. The ring shows while the keyboard is in use
    and hides at the next mouse click.
    """

    focus_first = False

    def __init__(self, app: Any) -> None:
        super().__init__(app)
        self.focus_index: int | None = 0 if self.focus_first else None
        self.ring_shown = self.focus_first
        self.reachable: list[Reachable] = []

    def build(self) -> None:
        """Lay out again; the focus stays on the widget at the same place in the order."""
        super().build()
        self.reachable = []  # found on the first use: a scrolling box places its widgets after its own update

    def focusables(self) -> list[UIElement]:
        """The widgets in keyboard order (see `focus_order`)."""
        self.reachable = list(focus_order(self.manager.get_root_container()))
        return [element for element, _ in self.reachable]

    def focused(self) -> UIElement | None:
        """The widget the keyboard is on, if any."""
        elements = self.focusables()
        if self.focus_index is None or not elements:
            return None
        return elements[min(self.focus_index, len(elements) - 1)]

    def move_focus(self, step: int) -> UIElement | None:
        """Move the focus `step` widgets on (wrapping), from the one the mouse last used if it holds the focus."""
        elements = self.focusables()
        if not elements:
            return None
        current = self._current(elements)
        index = (0 if step > 0 else len(elements) - 1) if current is None else (current + step) % len(elements)
        self.focus_on(elements[index], index)
        return elements[index]

    def _current(self, elements: list[UIElement]) -> int | None:
        held = self.manager.get_focus_set() or set()
        by_mouse = next((index for index, element in enumerate(elements) if element in held), None)
        if by_mouse is not None:
            return by_mouse
        return None if self.focus_index is None else min(self.focus_index, len(elements) - 1)

    def focus_on(self, element: UIElement, index: int) -> None:
        """Put the keyboard on a widget: a text entry takes the typing, a hidden one is scrolled into view."""
        self.focus_index = index
        self.ring_shown = True
        self.manager.set_focus_set(element if isinstance(element, UITextEntryLine) else None)
        self._scroll_into_view(element)

    def _scroll_into_view(self, element: UIElement) -> None:
        box = dict(self.reachable).get(element)
        bar = box.vert_scroll_bar if box is not None else None
        if box is None or bar is None or not box.vert_scroll_bar_active:
            return
        total = box.get_container().get_relative_rect().height
        view = box.get_abs_rect().height
        top, height = element.get_relative_rect().top, element.get_relative_rect().height
        shown_from = bar.start_percentage * total
        if top < shown_from:
            bar.set_scroll_from_start_percentage(max(0.0, (top - 8) / total))
        elif top + height > shown_from + view:
            bar.set_scroll_from_start_percentage(min(1.0, (top + height + 8 - view) / total))

    def handle_event(self, event: pygame.event.Event) -> None:
        """The focus keys first; everything else as a GuiScene handles it."""
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.ring_shown = False
        if event.type == pygame.KEYDOWN and self.focus_key(event):
            return
        super().handle_event(event)

    def focus_key(self, event: pygame.event.Event) -> bool:
        """Tab, arrows, Enter and Space on the focus; True when the key was used."""
        element = self.focused() if self.focus_index is not None else None
        typing = isinstance(element, UITextEntryLine) and element in (self.manager.get_focus_set() or set())
        if event.key in NEXT_KEYS:
            back = event.key == pygame.K_TAB and event.mod & pygame.KMOD_SHIFT
            self.move_focus(-1 if back else NEXT_KEYS[event.key])
            return True
        if element is None or (typing and event.key != pygame.K_RETURN):
            return False
        if event.key in STEP_KEYS:
            return self._step(element, STEP_KEYS[event.key])
        if event.key in PRESS_KEYS:
            if not self.ring_shown:  # after the mouse: the first press shows where the keyboard is
                self.ring_shown = True
                return True
            return self.activate(element)
        return False

    def _step(self, element: UIElement, step: int) -> bool:
        if isinstance(element, UIDropDownMenu):
            step_drop_down(element, step)
        elif isinstance(element, UIHorizontalSlider):
            step_slider(element, step)
        else:
            self.move_focus(step)
        return True

    def activate(self, element: UIElement) -> bool:
        """Enter or Space on a widget: press a button, tick a checkbox, step a drop-down, leave a text entry."""
        self.ring_shown = True
        if isinstance(element, UIButton):
            action = self.actions.get(element)
            if action is not None:
                self.app.sounds.play("click")
                action()
        elif isinstance(element, UICheckBox):
            element.set_state(not element.is_checked)
        elif isinstance(element, UIDropDownMenu):
            step_drop_down(element, 1)
        elif isinstance(element, UITextEntryLine):
            self.move_focus(1)
        return True

    def close_drop_downs(self) -> bool:
        """Fold every open drop-down list; True when one was open."""
        opened = [menu.current_state for menu in self.focusables() if isinstance(menu, UIDropDownMenu)
                  and menu.current_state is menu.menu_states["expanded"]]
        for state in opened:
            if state is not None:
                state.should_transition = True
        return bool(opened)

    def on_escape(self) -> None:
        """Esc folds an open drop-down list first; otherwise it goes back."""
        if not self.close_drop_downs():
            super().on_escape()

    def draw(self, surface: pygame.Surface) -> None:
        """The screen, then the focus ring."""
        super().draw(surface)
        element = self.focused() if self.ring_shown else None
        if element is not None:
            box = dict(self.reachable).get(element)
            view = None if box is None else pygame.Rect(box.get_abs_rect())
            draw_ring(surface, pygame.Rect(element.get_abs_rect()), view)


def draw_ring(surface: pygame.Surface, rect: pygame.Rect, clip: pygame.Rect | None = None) -> None:
    """A two-tone ring around a widget (blue inside, white outside), seen on paper and on the starfield."""
    previous = surface.get_clip()
    if clip is not None:
        surface.set_clip(clip.inflate(2 * RING + 4, 2 * RING + 4).clip(previous))
    pygame.draw.rect(surface, colour("white"), rect.inflate(4 * RING, 4 * RING), RING // 2 + 1)
    pygame.draw.rect(surface, colour("blue"), rect.inflate(2 * RING, 2 * RING), RING)
    surface.set_clip(previous)

"""Settings: language, animation speed, auto end turn, sound, full screen and takebacks (applied at once)."""

from __future__ import annotations

import pygame
import pygame_gui
from pygame_gui.elements import UICheckBox, UIDropDownMenu, UIHorizontalSlider, UILabel

from tabletop.ui.drawing import fit_text, heading, paper_panel, starfield, text
from tabletop.ui.focus import FocusScene

SPEEDS = (0.25, 4.0)
TOGGLES = ("auto_end_turn", "muted", "fullscreen")
TAKEBACKS = ("allowed", "ask", "never")


class SettingsScene(FocusScene):
    """Every setting on one paper panel."""

    panel = pygame.Rect(0, 0, 0, 0)
    speed_label: UILabel | None = None
    takeback_menu: UIDropDownMenu | None = None

    def layout(self, area: pygame.Rect) -> None:
        """Language drop-down, speed slider, three checkboxes, the takebacks drop-down, Back."""
        words = self.words
        self.panel = pygame.Rect(0, 0, min(640, area.width - 80), 530)
        self.panel.center = (area.centerx, area.centery + 30)
        left, width = self.panel.left + 40, self.panel.width - 80
        y = self.panel.top + 36
        settings = self.app.settings
        self.label(pygame.Rect(left, y, width // 2, 40), words.tr("settings.language"))
        self.add_language_menu(pygame.Rect(left + width // 2, y, width // 2, 40))
        y += 74
        self.speed_label = self.label(pygame.Rect(left, y, width, 30), self._speed_text())
        self.slider = UIHorizontalSlider(pygame.Rect(left, y + 34, width, 36), settings.animation_speed, SPEEDS,
                                         self.manager, click_increment=0.25)
        y += 94
        self.toggles: dict[UICheckBox, str] = {}
        for name in TOGGLES:
            box = UICheckBox(pygame.Rect(left, y + 4, 28, 28), words.tr(f"settings.{name}"), self.manager,
                             initial_state=bool(getattr(settings, name)))
            self.toggles[box] = name
            y += 50
        self.label(pygame.Rect(left, y, width // 2, 40), words.tr("settings.takebacks"))
        names: list[str | tuple[str, str]] = [words.tr(f"settings.takebacks.{name}") for name in TAKEBACKS]
        self.takeback_menu = UIDropDownMenu(names, words.tr(f"settings.takebacks.{settings.takebacks}"),
                                            pygame.Rect(left + width // 2, y, width // 2, 40), self.manager)
        self.button(pygame.Rect(left, self.panel.bottom - 80, 240, 52), words.tr("settings.test_sound"),
                    lambda: self.app.sounds.play("victory"))
        self.button(pygame.Rect(self.panel.right - 40 - 200, self.panel.bottom - 80, 200, 52), words.tr("common.back"),
                    self.app.back_to_menu)

    def update(self, dt: float) -> None:
        """Follow changes made by keys (M, F11) while this scene is open."""
        stale = any(bool(box.is_checked) != bool(getattr(self.app.settings, name))
                    for box, name in getattr(self, "toggles", {}).items())
        if stale:
            self.build()
        super().update(dt)

    def _speed_text(self) -> str:
        return self.words.tr("settings.speed", value=f"{self.app.settings.animation_speed:g}")

    def on_gui_event(self, event: pygame.event.Event) -> None:
        """Apply a change as soon as it is made."""
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_HORIZONTAL_SLIDER_MOVED and element is self.slider:
            value = round(float(self.slider.get_current_value()) * 4) / 4
            self.app.update_settings(animation_speed=min(SPEEDS[1], max(SPEEDS[0], value)))
            if self.speed_label is not None:
                self.speed_label.set_text(self._speed_text())
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and element is self.takeback_menu:
            chosen = next((name for name in TAKEBACKS if self.words.tr(f"settings.takebacks.{name}") == event.text),
                          None)
            if chosen is not None:
                self.app.update_settings(takebacks=chosen)
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            self._toggle(self.toggles.get(element) if isinstance(element, UICheckBox) else None,
                         event.type == pygame_gui.UI_CHECK_BOX_CHECKED)

    def _toggle(self, name: str | None, value: bool) -> None:
        if name == "fullscreen":
            if value != self.app.settings.fullscreen:
                self.app.toggle_fullscreen()
        elif name is not None:
            self.app.update_settings(**{name: value})

    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, heading and the panel."""
        words = self.words
        surface.blit(starfield(surface.get_size()), (0, 0))
        surface.blit(heading(words.tr("settings.title"), 60), (28, 10))
        paper_panel(surface, self.panel)
        text(surface, words.tr("menu.keys"), (surface.get_width() // 2, surface.get_height() - 12), 15, False, "star",
             "midbottom")
        keys = fit_text(words.tr("menu.keys_focus"), self.panel.width - 24, 15)
        text(surface, keys, (self.panel.centerx, self.panel.bottom - 96), 15, False, "ink", "midbottom")

"""Menu, setup, load and settings used with the keyboard alone (issue 16.7): Tab, arrows, Enter, Space, Esc."""

from __future__ import annotations

import pygame
from pygame_gui.elements import UICheckBox, UIDropDownMenu, UIHorizontalSlider

from tabletop.ui.focus import focus_order
from tabletop.ui.load import LoadScene
from tabletop.ui.menu import MenuScene
from tabletop.ui.scene_ids import SceneId, SetupRequest
from tabletop.ui.settings_scene import SettingsScene
from tabletop.ui.setup import SetupScene
from tests.ui.input_support import button_down, click, key, letters, step


def focused_text(app) -> str:
    """The text of the focused widget (a button's or a drop-down's current option)."""
    element = app.scene.focused()
    assert element is not None, "nothing has the keyboard focus"
    return element.selected_option[0] if isinstance(element, UIDropDownMenu) else element.text


def tab_to(app, test, limit: int = 40):
    """Press Tab until the focused widget passes `test`; that widget."""
    for _ in range(limit):
        key(app, pygame.K_TAB)
        if test(app.scene.focused()):
            return app.scene.focused()
    raise AssertionError("Tab never reached the widget")


def test_menu_starts_on_new_game_and_tab_skips_a_disabled_button(app_factory) -> None:
    """The ring is on New game; Tab goes to Load (Continue is disabled without a game), Shift+Tab comes back."""
    app = app_factory("ru", (960, 600))
    step(app, frames=2)
    assert isinstance(app.scene, MenuScene) and app.scene.ring_shown
    assert focused_text(app) == app.words.tr("menu.new")
    key(app, pygame.K_TAB)
    assert focused_text(app) == app.words.tr("menu.load")
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert focused_text(app) == app.words.tr("menu.new")
    key(app, pygame.K_DOWN)
    key(app, pygame.K_DOWN)
    assert focused_text(app) == app.words.tr("menu.learn")
    key(app, pygame.K_DOWN)
    assert focused_text(app) == app.words.tr("menu.watch")
    key(app, pygame.K_DOWN)
    assert focused_text(app) == app.words.tr("menu.rules")
    for _ in range(3):
        key(app, pygame.K_UP)
    assert focused_text(app) == app.words.tr("menu.load")


def test_enter_on_the_focused_menu_button_opens_its_screen(app_factory) -> None:
    """Tab to Load, Enter: the Load screen; Esc: the menu again; Down ×5 and Space: Settings."""
    app = app_factory("en", (960, 600))
    step(app, frames=2)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, LoadScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)
    for _ in range(5):
        key(app, pygame.K_DOWN)
    assert focused_text(app) == app.words.tr("menu.settings")
    key(app, pygame.K_SPACE)
    assert isinstance(app.scene, SettingsScene)


def test_the_focus_ring_is_drawn_around_the_focused_widget(app_factory) -> None:
    """The ring's blue shows just outside the focused button, and nowhere around it once the mouse is used."""
    app = app_factory("ru", (960, 600))
    step(app, frames=2)
    rect = pygame.Rect(app.scene.focused().get_abs_rect())
    blue = pygame.Color("#2857c5")[:3]
    edge = [(x, rect.top - 3) for x in range(rect.left, rect.right, 7)]
    assert sum(app.screen.get_at(point)[:3] == blue for point in edge) > len(edge) // 2
    step(app, [button_down((5, 590))], frames=2)
    assert not any(app.screen.get_at(point)[:3] == blue for point in edge)


def test_setup_kind_menu_steps_with_the_arrows_and_esc_goes_back(app_factory) -> None:
    """On the setup screen Tab reaches a player's kind menu; Right makes the player a computer; Esc: the menu."""
    app = app_factory("ru", (960, 600))
    app.go(SceneId.SETUP, SetupRequest(game="airwar"))
    step(app, frames=2)
    scene = app.scene
    assert isinstance(scene, SetupScene)
    menu = tab_to(app, lambda element: element in scene.kind_menus)
    index = scene.kind_menus[menu]
    key(app, pygame.K_RIGHT)
    step(app, frames=2)
    assert scene.kinds[index] != "human"
    assert focused_text(app) != app.words.tr("setup.kind.human")  # the focus stayed on the same menu (rebuilt)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)


def test_setup_reaches_every_variant_option_and_scrolls_it_into_view(app_factory) -> None:
    """Every option of the variant panel is reachable by Tab, and the focused one is scrolled into sight."""
    app = app_factory("ru", (960, 600))
    app.go(SceneId.SETUP, SetupRequest(game="armageddon"))
    step(app, frames=2)
    scene = app.scene
    inside = [(element, box) for element, box in focus_order(scene.manager.get_root_container()) if box]
    assert len(inside) > 10, "the variant panel has too few widgets"
    last, box = inside[-1]
    tab_to(app, lambda element: element is last)
    step(app, frames=3)
    shown, view = pygame.Rect(last.get_abs_rect()), pygame.Rect(box.get_abs_rect())
    assert view.contains(shown), f"{shown} is outside the variant panel's view {view}"


def test_settings_checkbox_and_slider_from_the_keyboard(app_factory) -> None:
    """Space ticks the focused checkbox (and the setting follows); Right moves the speed slider."""
    app = app_factory("en", (960, 600))
    app.go(SceneId.SETTINGS)
    step(app, frames=2)
    tab_to(app, lambda element: isinstance(element, UIHorizontalSlider))
    speed = app.settings.animation_speed
    key(app, pygame.K_RIGHT)
    assert app.settings.animation_speed > speed
    box = tab_to(app, lambda element: isinstance(element, UICheckBox))
    name = app.scene.toggles[box]
    before = getattr(app.settings, name)
    key(app, pygame.K_SPACE)
    assert getattr(app.settings, name) is not before


def test_load_buttons_take_enter_once_tab_reaches_them(app_factory) -> None:
    """With no save, Tab reaches Back and Enter on it shows the menu."""
    app = app_factory("ru", (960, 600))
    app.go(SceneId.LOAD)
    step(app, frames=2)
    tab_to(app, lambda element: getattr(element, "text", "") == app.words.tr("common.back"))
    key(app, pygame.K_RETURN)
    assert isinstance(app.scene, MenuScene)


def test_a_name_is_typed_after_tab_and_enter_goes_on(app_factory) -> None:
    """Tab onto a player's name takes the typing (a space and the letter M included); Enter moves on."""
    app = app_factory("en", (960, 600))
    app.go(SceneId.SETUP, SetupRequest(game="airwar"))
    step(app, frames=2)
    scene = app.scene
    line = tab_to(app, lambda element: element in scene.name_entries)
    line.set_text("")
    key(app, pygame.K_SPACE, text=" ")
    step(app, letters("Ann M"), frames=2)
    key(app, pygame.K_m, text="m")
    assert scene.names[scene.name_entries[line]].strip().startswith("Ann M")
    assert not app.settings.muted  # M while typing is a letter, not the mute key
    key(app, pygame.K_RETURN)
    assert scene.focused() is not line


def test_esc_folds_an_open_list_before_it_goes_back(app_factory) -> None:
    """A drop-down opened by the mouse: the first Esc folds it and the screen stays; the second goes back."""
    app = app_factory("ru", (960, 600))
    app.go(SceneId.SETTINGS)
    step(app, frames=2)
    menu = app.scene.language_menu
    click(app, menu.get_abs_rect().center)
    assert menu.current_state is menu.menu_states["expanded"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, SettingsScene)
    assert menu.current_state is menu.menu_states["closed"]
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scene, MenuScene)

"""Every word on the menu, setup, load and settings screens fits its widget, uncut, at the smallest and the
usual window size, in both languages (issue 16.5)."""

from __future__ import annotations

import pytest
from pygame_gui.elements import UIButton, UICheckBox, UIDropDownMenu, UILabel

from tabletop.ui.scene_ids import SceneId, SetupRequest
from tests.ui.input_support import step

SCREENS = [("menu", None), ("setup", "armageddon"), ("setup", "airwar"), ("load", None), ("settings", None)]
PADDING = 8  # the theme's text padding, both sides together


def open_screen(app, name: str, game: str | None) -> None:
    """Show one of the screens."""
    if name == "menu":
        app.back_to_menu()
    elif name == "setup":
        app.go(SceneId.SETUP, SetupRequest(game=game))
    else:
        app.go(SceneId.LOAD if name == "load" else SceneId.SETTINGS)
    step(app, frames=2)


def too_wide(app) -> list[str]:
    """The texts of the screen that are cut (an ellipsis) or wider than their widget (a checkbox's or a
    drop-down's own label is sized to its text: a drop-down's options are measured instead)."""
    found = []
    for element in app.scene.manager.get_sprite_group().sprites():
        if isinstance(element, (UIButton, UILabel, UICheckBox)) and element.text.endswith("…"):
            found.append(f"cut: {element.text!r}")
        elif isinstance(element, (UIButton, UILabel)) and len(element.element_ids) == 1 and overflows(element):
            found.append(f"{element.text!r} ({element.font.size(element.text)[0]} px) in {element.rect.width} px")
        if isinstance(element, UIDropDownMenu):
            shown = element.current_state.selected_option_button
            if shown is None:
                continue
            for text, _ in element.options_list:
                if shown.font.size(text)[0] > shown.rect.width - PADDING:
                    found.append(f"option {text!r} ({shown.font.size(text)[0]} px) in {shown.rect.width} px")
    return found


def overflows(element) -> bool:
    """True when a widget's text is wider than the widget (less its padding)."""
    return bool(element.text) and element.font.size(element.text)[0] > element.rect.width - PADDING


@pytest.mark.parametrize("size", [(960, 600), (1280, 800)])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_text_fits(app_factory, lang, size) -> None:
    """No text on these screens is cut with '…' or runs past its button, label or drop-down."""
    app = app_factory(lang, size)
    problems = []
    for name, game in SCREENS:
        open_screen(app, name, game)
        problems += [f"{name} {game or ''}: {problem}" for problem in too_wide(app)]
    assert not problems, "\n".join(problems)

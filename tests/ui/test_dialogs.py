"""Dialogs from the keyboard: Tab / Shift+Tab / arrows between the buttons with a focus ring, Enter or
Space presses the focused one, and the focus starts on the safe button (No), not the destructive one."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui.focus import RING
from tabletop.ui.theme import colour
from tests.ui.input_support import key, step
from tests.ui.ui_helpers import shot


@pytest.fixture
def asked(app_factory):
    """An app with «Delete?» open; the list of answers given."""
    app = app_factory("ru", (960, 600))
    answers: list[str] = []
    app.dialogs.confirm("Удалить?", "Сохранение «Партия» будет удалено.", lambda: answers.append("yes"))
    step(app)
    return app, answers


def ring_around(app, button) -> bool:
    """True when the focus ring's blue is drawn just outside the button (left edge, middle)."""
    rect = pygame.Rect(button.get_abs_rect())
    return tuple(app.screen.get_at((rect.left - RING // 2 - 1, rect.centery)))[:3] == tuple(colour("blue"))[:3]


def test_the_focus_starts_on_no_and_enter_presses_it(asked):
    app, answers = asked
    yes, no = app.dialogs.buttons
    assert app.dialogs.focused() is no
    assert ring_around(app, no) and not ring_around(app, yes)
    key(app, pygame.K_RETURN)
    assert not app.dialogs.active and answers == [], "Enter on the safe button deletes nothing"


@pytest.mark.parametrize("keys", [[(pygame.K_LEFT, 0)], [(pygame.K_TAB, 0)], [(pygame.K_TAB, pygame.KMOD_SHIFT)],
                                  [(pygame.K_RIGHT, 0)]], ids=["left", "tab", "shift-tab", "right-wraps"])
def test_tab_shift_tab_and_the_arrows_reach_yes(asked, keys):
    app, answers = asked
    yes, _no = app.dialogs.buttons
    for code, mod in keys:
        key(app, code, mod)
    assert app.dialogs.focused() is yes and ring_around(app, yes)
    key(app, pygame.K_SPACE)
    assert not app.dialogs.active and answers == ["yes"]


def test_a_message_has_its_ok_focused(app_factory):
    app = app_factory("ru", (960, 600))
    app.dialogs.message("Готово", "Партия сохранена.")
    step(app)
    (ok,) = app.dialogs.buttons
    assert app.dialogs.focused() is ok and ring_around(app, ok)
    key(app, pygame.K_TAB)
    assert app.dialogs.focused() is ok


def test_a_text_question_answers_from_the_entry_and_tab_reaches_cancel(app_factory):
    app = app_factory("ru", (960, 600))
    answers: list[str] = []
    app.dialogs.ask_text("Сохранить", "Имя:", "Партия", answers.append)
    step(app)
    assert app.dialogs.focused() is None, "the typing starts in the entry"
    key(app, pygame.K_RETURN)
    assert answers == ["Партия"]
    app.dialogs.ask_text("Сохранить", "Имя:", "Вторая", answers.append)
    step(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    ok, cancel = app.dialogs.buttons
    assert app.dialogs.focused() is cancel and ring_around(app, cancel)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert app.dialogs.focused() is ok
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RETURN)
    assert answers == ["Партия"] and not app.dialogs.active, "Cancel answers nothing"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_screens_of_a_confirmation_with_its_focus_ring(app_factory, tmp_path, lang):
    app = app_factory(lang, (960, 600))
    words = app.words
    app.dialogs.confirm(words.tr("saves.delete_title"), words.tr("saves.delete_text", name="Партия 1"), lambda: None)
    step(app, frames=3)
    _yes, no = app.dialogs.buttons
    assert ring_around(app, no)
    shot(app, f"dialog_focus_{lang}", tmp_path)

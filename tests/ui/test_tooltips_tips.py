"""The table's board tips without a table (issue 15): the game's elements module comes from its registry entry,
the hovered element follows the pointer, and a refusal offers "Почему?" only while its words are shown."""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame
import pytest

from armageddon.view.geometry import board_transform
from armageddon.view.geometry import layout as arm_layout
from tabletop.i18n import Words
from tabletop.registry import get_entry
from tabletop.ui.scene_ids import RulesRequest, SceneId
from tabletop.ui.table.tips import BoardTips, board_elements, rule_named
from tabletop.ui.widgets import Toast
from tests.ui.input_support import button_down, button_up


@dataclass
class FakeApp:
    """Just what the tips ask of the app: its size, words, autosave and `visit`."""

    size: tuple[int, int] = (960, 600)
    words: Words = field(default_factory=lambda: Words("ru"))
    toast: Toast = field(default_factory=lambda: Toast(3.0))
    went: list = field(default_factory=list)
    saved: int = 0

    def autosave_current(self) -> bool:
        self.saved += 1
        return True

    def visit(self, scene_id, request=None) -> None:
        self.went.append((scene_id, request))


@pytest.fixture(autouse=True)
def fonts():
    pygame.font.init()


def test_each_game_names_its_elements_module_in_its_registry_entry():
    for game in ("armageddon", "airwar"):
        assert get_entry(game).board_elements
        assert board_elements(game).game == game


def test_a_refusal_names_its_rule_in_either_language():
    assert rule_named("Нельзя: там уже стоит своя фишка (правило 3.5)") == "3.5"
    assert rule_named("Not allowed: the laser is on (rule 6.7)") == "6.7"
    assert rule_named("Сначала бросьте кубик") is None


def test_the_pointer_picks_the_element_and_leaves_it():
    app = FakeApp()
    tips = BoardTips(app, "armageddon")
    game = get_entry("armageddon").make_game(None)
    doc = game.to_document(game.initial_state())
    rect = arm_layout(app.size).board
    node = game.board.by_id["P"]
    tips.pointed(game, doc, board_transform(tuple(game.board.canvas), rect).point(node.x, node.y), rect)
    assert tips.tip.element is not None and tips.tip.element.kind == "launch_pad"
    tips.pointed(game, doc, (rect.right + 10, rect.centery), rect)
    assert tips.tip.element is None


class Slip:
    """The table's refusal slip, as the tips see it: the words shown and where."""

    def __init__(self) -> None:
        self.words, self.box = "", None

    def show(self, words: str) -> None:
        self.words, self.box = words, pygame.Rect(600, 500, 300, 60)

    def __call__(self):
        return self.words, self.box


def test_why_lasts_as_long_as_its_refusal_and_opens_the_rules():
    app, slip = FakeApp(), Slip()
    tips = BoardTips(app, "airwar", slip)
    words = "Нельзя: своя точка (правило 3.6)"
    slip.show(words)
    tips.refused(words)
    assert tips.why_shown()
    rect = tips.why_rect()
    assert not rect.colliderect(slip.box) and rect.right == slip.box.right
    assert tips.handle_event(button_down(rect.center))
    assert tips.handle_event(button_up(rect.center))
    assert app.went == [(SceneId.RULES, RulesRequest(section="3.6", game="airwar"))] and app.saved == 1


def test_why_goes_when_the_slip_shows_something_else_or_nothing():
    app, slip = FakeApp(), Slip()
    tips = BoardTips(app, "armageddon", slip)
    slip.show("x (правило 3.5)")
    tips.refused("x (правило 3.5)")
    slip.show("Сначала бросьте кубик")
    assert not tips.why_shown()
    assert not tips.handle_event(button_down((5, 5)))
    slip.words, slip.box = "", None
    assert not tips.why_shown()

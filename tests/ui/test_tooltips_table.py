"""The board explains itself at the table (issue 15): hovering shows the element's card after the delay, the
idle loop stays idle, moving away hides it, and a refusal's "Почему?" opens the rules at its section."""

from __future__ import annotations

import pygame
import pytest

from airwar.view.draw import board_grid
from armageddon.view.geometry import board_transform
from tabletop import ui_probe
from tabletop.ui.rules import RulesScene, game_part
from tabletop.ui.tooltip import DELAY
from tests.ui.input_support import click, key, motion


def settle(app, seconds: float = 4.0) -> None:
    """Run frames without input until banners, pauses and pulses are over."""
    for _ in range(int(seconds / 0.1)):
        app.step([], 0.1)


def gk_point(scene) -> tuple[int, int]:
    board = scene.game.board
    node = board.by_id[board.extra["gk"]]
    return board_transform(tuple(board.canvas), scene.layout.board).point(node.x, node.y)


def hq_point(scene) -> tuple[int, int]:
    square = scene.doc()["hq"]["north"]
    x, y = board_grid(scene.layout.board).square(square)
    return round(x), round(y)


GAMES = [("armageddon", gk_point, "gk"), ("airwar", hq_point, "hq")]


@pytest.mark.parametrize("game, where, kind", GAMES)
def test_hovering_shows_the_card_after_the_delay_then_rests(app, game, where, kind):
    app.open_table(ui_probe.session_of(game, steps=0))
    settle(app)
    scene = app.scene
    app.step([motion(where(scene))], 0.02)
    assert scene.tips.tip.element is not None and scene.tips.tip.element.kind == kind
    assert not scene.tips.tip.shown
    assert scene.tips.wake_in() == pytest.approx(DELAY - 0.02, abs=0.03)
    settle(app, DELAY + 0.2)
    assert scene.tips.tip.shown
    app.draw(pygame.Surface(app.size))
    settle(app, 5.0)  # the highlights pulse for 4 s after any input (liveliness.PULSE_S)
    assert app.wake_in() is None, f"the table wants frames with a card shown: {scene.wake_in()}"


@pytest.mark.parametrize("game, where, kind", GAMES)
def test_moving_away_hides_the_card(app, game, where, kind):
    app.open_table(ui_probe.session_of(game, steps=0))
    settle(app)
    scene = app.scene
    app.step([motion(where(scene))], 0.02)
    settle(app, DELAY + 0.2)
    assert scene.tips.tip.shown
    app.step([motion((scene.layout.panel.centerx, scene.layout.panel.bottom - 5))], 0.02)
    assert not scene.tips.tip.shown and scene.tips.wake_in() is None


@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_why_opens_the_rules_at_the_refusals_section(app, game):
    app.open_table(ui_probe.session_of(game, steps=0))
    settle(app)
    scene = app.scene
    scene.refuse("Нельзя: там уже стоит своя фишка (правило 3.6)")
    assert scene.tips.why_shown()
    rect = scene.tips.why_rect()
    assert rect.width > 0 and not rect.colliderect(scene.refusal_slip()[1])
    click(app, rect.center)
    assert isinstance(app.scene, RulesScene)
    marked = app.scene.marked
    assert marked is not None and marked.key == "3.6"
    assert marked.part == game_part(app.scene.blocks, game)  # that game's 3.6, not the other's


def test_no_why_for_a_refusal_naming_no_rule(app):
    app.open_table(ui_probe.session_of("armageddon", steps=0))
    settle(app)
    app.scene.refuse("Сначала бросьте кубик")
    assert not app.scene.tips.why_shown()


def test_a_real_refused_click_offers_why_at_its_rule(app):
    app.open_table(ui_probe.session_of("airwar", steps=0))
    settle(app)
    scene = app.scene
    doc = scene.doc()
    enemy = next(p for p in doc["planes"] if p["side"] != doc["to_move"])
    x, y = board_grid(scene.layout.board).square(enemy["at"])
    click(app, (round(x), round(y)))
    assert "1.3" in scene.refusal
    assert scene.tips.why_shown()
    click(app, scene.tips.why_rect().center)
    assert isinstance(app.scene, RulesScene) and app.scene.marked.key == "1.3"


def test_a_move_the_rules_refuse_offers_why_at_the_rule_they_name(app):
    from airwar.notation import Operation

    app.open_table(ui_probe.session_of("airwar", steps=0))
    settle(app)
    scene = app.scene
    doc = scene.doc()
    own = next(p for p in doc["planes"] if p["side"] == doc["to_move"] and p["kind"] == "fighter")
    scene.play(Operation(own["at"], "LF2"), review=False)  # a parked plane takes off straight ahead only
    assert scene.tips.why_shown() and scene.tips.refusal is not None
    assert scene.tips.refusal[1] == "3.5"


@pytest.mark.parametrize("leave", ["button", "escape"])
def test_back_from_the_rules_returns_to_the_same_table_and_game(app, leave):
    app.open_table(ui_probe.session_of("airwar", steps=3))
    settle(app)
    table, history = app.scene, app.scene.session.match.history()
    table.refuse("test (правило 1.3)")
    click(app, table.tips.why_rect().center)
    assert isinstance(app.scene, RulesScene)
    if leave == "escape":
        key(app, pygame.K_ESCAPE, text="\x1b")
    else:
        app.scene.on_escape()
    assert app.scene is table and table.session.match.history() == history
    app.step([], 0.1)
    app.draw(pygame.Surface(app.size))

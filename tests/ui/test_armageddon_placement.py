"""The printed rules at the table (decision 47): after the aliens' turn, the seat whose token was displaced is
asked to place it — a banner and the panel say so in words, the free circles are lit, a click places it, a
click elsewhere is refused naming rule 4.3; rendered in Russian and English for a look."""

from __future__ import annotations

import pygame
import pytest

from tests.ui.armageddon_support import (
    PRINTED,
    SCREENS,
    new_session,
    node_pos,
    open_table,
    printed_warrior_before_red,
    settle,
)
from tests.ui.input_support import click, key


def _to_placement(app, lang: str):
    app_scene = open_table(app, new_session(PRINTED, start=printed_warrior_before_red(2, ("K1r", "K3r")), seed=3))
    scene = app_scene
    settle(app, 2, until=lambda: scene.phase == "choose")
    click(app, node_pos(scene, "R3"))
    click(app, node_pos(scene, "R5"))
    settle(app, 4, until=lambda: scene.phase == "choose" and scene.placing())
    return scene


@pytest.mark.parametrize("lang, words", [("ru", "Красные ставят вытесненную фишку"),
                                         ("en", "Red place the displaced token")])
def test_the_owner_is_asked_and_places_by_a_click(app_factory, monkeypatch, lang, words) -> None:
    app = app_factory(lang)
    scene = _to_placement(app, lang)
    assert scene.placing() and scene.seat() == "red"
    assert words in scene.hint()
    assert scene.targets(None) == ["K1r", "K3r"]
    assert scene.view().targets == frozenset({"K1r", "K3r"})
    from armageddon.view.panel import panel_info

    assert panel_info(scene.doc(), False, "", "").earth == 11  # the waiting token is still in play
    app.step([], 0.016)
    SCREENS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SCREENS / f"armageddon_placement_{lang}.png"))
    click(app, node_pos(scene, "K2g"))
    assert "4.3" in scene.refusal
    click(app, node_pos(scene, "K3r"))
    doc = scene.session.game.to_document(scene.session.match.state)
    assert doc["tokens"]["K3r"] == "red" and "pending_placement" not in doc
    assert doc["to_move"] == "red" and doc["roll"] is None


def test_the_keyboard_places_too(app_factory) -> None:
    app = app_factory("ru")
    scene = _to_placement(app, "ru")
    assert scene.focus == "K1r"
    key(app, pygame.K_RIGHT)
    assert scene.focus == "K3r"
    key(app, pygame.K_RETURN)
    doc = scene.session.game.to_document(scene.session.match.state)
    assert doc["tokens"]["K3r"] == "red"

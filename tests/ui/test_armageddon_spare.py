"""The printed rules at the table (decision 46): a person picks a warrior, clicks the Earth token on its way to
leave it in place, and the lit circles and the hint follow; the move played spares it."""

from __future__ import annotations

import pytest

from tests.ui.armageddon_support import (
    PRINTED,
    new_session,
    node_pos,
    open_table,
    printed_warrior_before_red,
    settle,
)
from tests.ui.input_support import click


def _spare_r5(app, monkeypatch):
    """(scene, session) after picking the warrior on R3 and Shift+clicking the red token on R5 to leave it."""
    import pygame

    session = new_session(PRINTED, start=printed_warrior_before_red(4, ("K3r",)), seed=3)
    scene = open_table(app, session)
    settle(app, 2, until=lambda: scene.phase == "choose")
    click(app, node_pos(scene, "R3"))
    with monkeypatch.context() as patch:
        patch.setattr(pygame.key, "get_mods", lambda: pygame.KMOD_LSHIFT)
        click(app, node_pos(scene, "R5"))
    return scene, session


@pytest.mark.parametrize("lang, words", [("ru", "оставить её на месте"), ("en", "leave it in place")])
def test_a_person_leaves_a_red_token_in_place(app_factory, lang, words) -> None:
    app = app_factory(lang)
    session = new_session(PRINTED, start=printed_warrior_before_red(4, ("K3r",)), seed=3)
    scene = open_table(app, session)
    settle(app, 2, until=lambda: scene.phase == "choose")
    click(app, node_pos(scene, "R3"))
    assert scene.selected == "R3" and scene.spare_options() == ["R5"]
    assert words in scene.hint()
    assert "R7" in scene.targets("R3")
    click(app, node_pos(scene, "R4"))  # R4 is a target: no toggle, the move is played
    assert session.game.to_document(session.match.state)["tokens"].get("R4") == "alien"


def test_shift_click_spares_a_token_that_is_also_a_target(app_factory, monkeypatch) -> None:
    app = app_factory("ru")
    scene, session = _spare_r5(app, monkeypatch)
    assert scene.spared == ("R5",)
    assert "R5" not in scene.targets("R3") and "R7" in scene.targets("R3")
    assert "R5" in scene.hint()
    click(app, node_pos(scene, "R7"))
    doc = session.game.to_document(session.match.state)
    assert doc["tokens"]["R5"] == "red" and doc["tokens"]["R7"] == "alien"


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_spare_choice_renders(app_factory, monkeypatch, lang) -> None:
    """The table with a token left in place, rendered to out/screens for a look."""
    import pygame

    from tests.ui.armageddon_support import SCREENS

    app = app_factory(lang)
    scene, _ = _spare_r5(app, monkeypatch)
    app.step([], 0.016)
    SCREENS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SCREENS / f"armageddon_spare_{lang}.png"))
    assert app.screen.get_at(node_pos(scene, "R7"))[:3] != (0, 0, 0)

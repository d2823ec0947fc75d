"""Scenes open one another by id through the router: each id gives its screen, a request shapes it,
and a request of the wrong kind is refused."""

from __future__ import annotations

import pytest

from tabletop.engine.seats import Player
from tabletop.registry import get_entry
from tabletop.ui import router
from tabletop.ui.load import LoadScene
from tabletop.ui.menu import MenuScene
from tabletop.ui.rules import RulesScene
from tabletop.ui.scene_ids import RulesRequest, SceneId, SetupRequest
from tabletop.ui.session import GameSession
from tabletop.ui.settings_scene import SettingsScene
from tabletop.ui.setup import SetupScene
from tests.ui.input_support import step

PLAIN = {SceneId.MENU: MenuScene, SceneId.SETUP: SetupScene, SceneId.LOAD: LoadScene, SceneId.RULES: RulesScene,
         SceneId.SETTINGS: SettingsScene}


def test_every_scene_id_is_in_the_table():
    assert set(router.SCENES) == set(SceneId)


@pytest.mark.parametrize("scene_id", list(PLAIN))
def test_an_id_opens_its_screen(app, scene_id):
    app.go(scene_id)
    step(app, frames=2)
    assert type(app.scene) is PLAIN[scene_id]


def test_a_setup_request_chooses_the_game(app):
    app.go(SceneId.SETUP, SetupRequest(game="airwar"))
    assert app.scene.selected == "airwar"


def test_a_setup_request_like_a_game_fills_in_its_players(app):
    seats = {"south-bombers": Player(name="Аня"), "south-fighters": Player(name="Аня"),
             "north-bombers": Player(name="Борис"), "north-fighters": Player(name="Борис")}
    session = GameSession.new(get_entry("airwar"), {"quiet_plies_draw": 60}, seats, seed=1)
    app.go(SceneId.SETUP, SetupRequest(like=session))
    assert app.scene.selected == "airwar"
    assert sorted(app.scene.names) == ["Аня", "Борис"]
    assert app.scene.variants["airwar"]["quiet_plies_draw"] == 60


def test_a_rules_request_opens_at_its_section(app):
    app.go(SceneId.RULES, RulesRequest(section="3.2", game="armageddon"))
    step(app, frames=2)
    assert isinstance(app.scene, RulesScene) and app.scene.scroll > 0


def test_a_request_of_the_wrong_kind_is_refused(app):
    with pytest.raises(TypeError, match="takes a RulesRequest"):
        app.go(SceneId.RULES, SetupRequest())
    with pytest.raises(TypeError, match="takes no request"):
        app.go(SceneId.MENU, RulesRequest())
    assert isinstance(app.scene, MenuScene)

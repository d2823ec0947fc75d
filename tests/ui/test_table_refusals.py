"""Refusals stay readable (issue 16.4): the reason stays on a slip at the foot of the panel until the next action,
the pick is kept, and a disabled button says why on hover."""

from __future__ import annotations

import pygame

from tabletop.ui.theme import colour
from tests.ui import airwar_support as air
from tests.ui.armageddon_support import SCREENS, new_session, node_pos, open_table, settle
from tests.ui.input_support import click, key, motion


def test_a_refusal_stays_until_the_next_action_beside_the_board(app) -> None:
    scene = open_table(app, new_session())
    settle(app, 3, until=lambda: scene.phase == "roll")
    click(app, node_pos(scene, "K1g"))
    words = scene.refusal
    assert words and "3.1" in words
    settle(app, 8)
    assert scene.refusal == words, "still there after the toast would have faded"
    app.draw(app.screen)
    panel = scene.layout.panel
    red = tuple(colour("red"))[:3]
    log = scene.parts.log
    assert any(tuple(app.screen.get_at((x, log.bottom - 2)))[:3] == red for x in range(log.x, log.right)), \
        "the slip sits at the foot of the panel"
    assert panel.collidepoint(log.bottomleft) and not scene.layout.board.colliderect(log)
    SCREENS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SCREENS / "table_refusal_slip_ru.png"))
    key(app, pygame.K_SPACE, text=" ")
    assert scene.refusal == "" and scene.phase == "rolling"


def test_air_war_keeps_the_picked_plane_when_a_click_is_refused(app) -> None:
    scene = air.open_table(app, air.new_session({"first": "south"}))
    air.settle(app, 2, until=lambda: scene.phase == "choose")
    plane = scene.movable()[0]
    click(app, air.point_pos(scene, plane))
    assert scene.selected == plane
    empty = next(f"{c}{r}" for r in range(8, 14) for c in "abcdefghijklmno"
                 if not any(p["at"] == f"{c}{r}" for p in scene.doc()["planes"]) and scene.marker_at(
                     air.point_pos(scene, f"{c}{r}")) is None)
    click(app, air.point_pos(scene, empty))
    assert scene.refusal and scene.selected == plane, "the reason is shown and the pick stays"


def test_a_disabled_button_says_why_on_hover(app) -> None:
    scene = open_table(app, new_session())
    settle(app, 3, until=lambda: scene.phase == "roll")
    scene.roll()
    settle(app, 3, until=lambda: scene.phase == "choose")
    end = scene.buttons["end"]
    app.step([motion(end.rect.center)], 0.016)
    assert end.hovered and not end.enabled
    assert "3.3" in scene.disabled_reason("end")
    app.draw(app.screen)
    SCREENS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SCREENS / "table_disabled_end_ru.png"))
    assert scene.disabled_reason("roll") and scene.disabled_reason("hint") == ""


def test_a_computer_named_by_setup_is_not_called_a_computer_twice(app) -> None:
    """«Компьютер (средний)» stays as it is on the Air War card; a named computer gets «(компьютер)»."""
    from tabletop.engine.seats import Player

    session = air.new_session(ai={"north-bombers": "normal", "north-fighters": "normal"})
    scene = air.open_table(app, session)
    default = app.words.tr("setup.ai_default", level=app.words.tr("setup.level.normal"))
    session.seats["north-bombers"] = Player(name=default, kind="ai", level="normal")
    session.seats["north-fighters"] = Player(name="Вася", kind="ai", level="normal")
    assert scene.player_name("north-bombers") == default
    assert scene.player_name("north-fighters") == f"Вася ({app.words.tr('airwar.panel.computer')})"


HEAD_ON = {"format_version": 1, "game": "airwar", "to_move": "south", "planes": [
    {"side": "south", "kind": "fighter", "at": "h8", "heading": "N", "parked": False},
    {"side": "north", "kind": "fighter", "at": "h10", "heading": "S", "parked": False},
    {"side": "north", "kind": "fighter", "at": "k10", "heading": "S", "parked": False}],
    "defences": [], "hq": {"south": "h2", "north": "h20"}, "ply": 0, "quiet_plies": 0,
    "losses": {"south": {"bomber": 0, "fighter": 0}, "north": {"bomber": 0, "fighter": 0}}, "winner": None}


def test_air_war_says_why_a_picked_plane_cannot_attack_the_enemy_clicked(app) -> None:
    """A picked fighter, a click on the enemy fighter facing it: no "that is a North plane", but the head-on rule
    (3.9) of the operation that meets it; a click on an enemy no operation reaches is the plain refusal."""
    scene = air.open_table(app, air.new_session(start=HEAD_ON))
    click(app, air.point_pos(scene, "h8"))
    assert scene.selected == "h8"
    steps = len(scene.match.steps)
    click(app, air.point_pos(scene, "h10"))
    assert "3.9" in scene.refusal and app.words.tr("airwar.refusal.head_on") in scene.refusal
    assert scene.selected == "h8" and len(scene.match.steps) == steps
    click(app, air.point_pos(scene, "k10"))
    assert "1.3" in scene.refusal, "an enemy plane out of every operation's way: it is not ours"

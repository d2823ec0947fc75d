"""Every Air War screen state rendered to PNG (both languages) and checked for content.

Copies go to out/screens/airwar_*.png for people to look at.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from airwar.view.palette import colour
from airwar.view.render import render_position
from tests.ui.airwar_support import (
    SCREENS,
    headless_pygame,
    new_session,
    open_table,
    option_pos,
    point_pos,
    settle,
)
from tests.ui.input_support import click, motion

LANGS = ("ru", "en")



@pytest.fixture
def headless():
    """pygame without a window."""
    yield from headless_pygame()


def save(surface: pygame.Surface, tmp_path: Path, name: str) -> Path:
    """Write a PNG in the temp dir and copy it for the lead."""
    path = tmp_path / f"airwar_{name}.png"
    pygame.image.save(surface, str(path))
    SCREENS.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, SCREENS / path.name)
    assert path.stat().st_size > 10_000
    return path


def count(surface: pygame.Surface, name: str, rect: pygame.Rect | None = None, tolerance: int = 30) -> int:
    """Sampled pixels close to a palette colour inside rect."""
    rect = rect or surface.get_rect()
    target = colour(name)
    hits = 0
    for y in range(rect.top, rect.bottom, 2):
        for x in range(rect.left, rect.right, 2):
            pixel = surface.get_at((x, y))
            hits += sum(abs(a - b) for a, b in zip(pixel[:3], target[:3])) <= tolerance
    return hits


def around(scene, square: str, cells: float = 0.7) -> pygame.Rect:
    """A square region around a board point."""
    x, y = point_pos(scene, square)
    half = round(scene.grid.cell * cells)
    return pygame.Rect(x - half, y - half, 2 * half, 2 * half)


def opened(app_factory, lang: str, moves=(), **kwargs):
    """An app in `lang` showing the table of a session after some moves, banners settled."""
    app = app_factory(lang)
    session = new_session(**kwargs)
    for move in moves:
        session.match.play_notation(move)
    scene = open_table(app, session)
    settle(app, 2.5)
    return app, session, scene


@pytest.mark.parametrize("lang", LANGS)
def test_start_screen(app_factory, tmp_path, lang) -> None:
    """The lot banner over the full standard layout; both sides' colours on the board, the log's first line."""
    app = app_factory(lang)
    scene = open_table(app, new_session(seed=9))
    save(app.screen, tmp_path, f"start_{lang}")
    board = scene.layout.board
    assert count(app.screen, "blue", board) > 300 and count(app.screen, "red", board) > 300
    assert scene.banner.visible
    assert scene.log.lines[0].startswith("Жребий" if lang == "ru" else "Lot")


@pytest.mark.parametrize("lang", LANGS)
def test_plane_picked_with_its_operations(app_factory, tmp_path, lang) -> None:
    """A picked fighter: a yellow disc under it, a marker per operation, the list in the panel."""
    app, _session, scene = opened(app_factory, lang, ("b4:F3", "m18:F3"), variant={"first": "south"})
    click(app, point_pos(scene, "b7"))
    app.step([motion(option_pos(scene, 0))], 0.02)
    save(app.screen, tmp_path, f"picked_{lang}")
    assert count(app.screen, "yellow", around(scene, "b7")) > 20
    assert count(app.screen, "green", around(scene, "b8", 1.5)) > 10, "the arrows of the flights"
    assert len(scene.options()) == 6


def danger_position(game) -> dict:
    """A North fighter over f8 heading south at South's gun f5; a South bomber below a North fighter's flank."""
    doc = game.to_document(game.initial_state())
    planes = [p for p in doc["planes"] if p["at"] not in ("b18", "c18", "c3")]
    planes.append({"side": "north", "kind": "fighter", "at": "f8", "heading": "S", "parked": False})
    planes.append({"side": "south", "kind": "bomber", "at": "h9", "heading": "N", "parked": False})
    planes.append({"side": "north", "kind": "fighter", "at": "h11", "heading": "E", "parked": False})
    return {k: v for k, v in {**doc, "planes": planes, "to_move": "south"}.items() if k != "losses"}


@pytest.mark.parametrize("lang", LANGS)
def test_attack_and_danger_markers(app_factory, tmp_path, lang) -> None:
    """The picked bomber's F2 is an attack (cross-hairs on h11); the North fighter's F3 ends shot down (warning)."""
    app = app_factory(lang)
    game = new_session().game
    session = new_session({"first": "south"}, start=danger_position(game))
    scene = open_table(app, session)
    settle(app, 2.5)
    click(app, point_pos(scene, "h9"))
    outcomes = {o.op: o.outcome for o in scene.options()}
    assert outcomes["F2"] == "attack"
    save(app.screen, tmp_path, f"attack_{lang}")
    assert count(app.screen, "orange", around(scene, "h10", 0.3)) > 10, "the attack's orange arrow"
    assert count(app.screen, "red", around(scene, "h11")) > 40, "the cross-hairs over the red fighter"


@pytest.mark.parametrize("lang", LANGS)
def test_mid_animation_and_shot_down(app_factory, tmp_path, lang) -> None:
    """A flight half-way (the plane between points), then a North fighter shot down over gun f5 (a burst)."""
    app = app_factory(lang)
    game = new_session().game
    doc = {**danger_position(game), "to_move": "north"}
    session = new_session({"first": "south"}, start=doc)
    scene = open_table(app, session)
    settle(app, 2.5)
    click(app, point_pos(scene, "f8"))
    options = {o.op: (i, o) for i, o in enumerate(scene.options())}
    index, option = options["F3"]
    assert option.outcome == "shot" and option.end == "f5"
    click(app, option_pos(scene, index))
    app.step([], 0.25)
    overlay = scene.timeline.sample(scene.anim_t)
    assert overlay.sprites and scene.phase == "animate"
    save(app.screen, tmp_path, f"flight_{lang}")
    while scene.phase == "animate" and not scene.timeline.sample(scene.anim_t).effects:
        app.step([], 0.05)
    app.step([], 0.1)
    save(app.screen, tmp_path, f"shot_down_{lang}")
    assert count(app.screen, "orange", around(scene, "f5", 1.2)) > 10
    settle(app, 2)
    assert any(("сбит" if lang == "ru" else "shot down") in line for line in scene.log.lines)


@pytest.mark.parametrize("lang", LANGS)
def test_game_over(app_factory, tmp_path, lang) -> None:
    """North bombs South's HQ: a burst on h2, then the winner's banner before the results."""
    from tests.ui.test_airwar_play import raid_position

    app = app_factory(lang)
    game = new_session().game
    session = new_session({"first": "north"}, start=raid_position(game))
    session.match.play_notation("f1:F2")
    session.match.play_notation("b4:F1")
    scene = open_table(app, session)
    settle(app, 2.5)
    click(app, point_pos(scene, "h1"))
    index = next(i for i, o in enumerate(scene.options()) if o.op == "LF1")
    assert scene.options()[index].outcome == "bomb"
    click(app, option_pos(scene, index))
    while scene.phase == "animate" and not scene.timeline.sample(scene.anim_t).effects:
        app.step([], 0.05)
    app.step([], 0.2)
    save(app.screen, tmp_path, f"bombed_{lang}")
    settle(app, 1.5, until=lambda: scene.phase == "over")
    app.step([], 0.3)
    save(app.screen, tmp_path, f"game_over_{lang}")
    assert scene.phase == "over"
    assert scene.banner.text == ("Победа Севера!" if lang == "ru" else "North wins!")
    settle(app, 4)
    save(app.screen, tmp_path, f"results_{lang}")
    assert app.scene is not scene


@pytest.mark.parametrize("lang", LANGS)
def test_placement_setup_screen(app_factory, tmp_path, lang) -> None:
    """Placement: free home points ringed green, a ghost gun under the mouse, the picker in the panel."""
    app = app_factory(lang)
    session = new_session({"first": "south", "setup": "placement"})
    for move in ("place:missile:h5", "place:missile:h17", "place:missile:c5", "place:missile:m17"):
        session.match.play_notation(move)
    scene = open_table(app, session)
    settle(app, 2.5)
    scene.place_kind = "gun"
    app.step([motion(point_pos(scene, "f5"))], 0.02)
    save(app.screen, tmp_path, f"placement_{lang}")
    assert scene.phase == "place"
    assert count(app.screen, "green", scene.layout.board) > 100
    assert count(app.screen, "orange", around(scene, "f5")) > 3, "the ghost gun's danger teeth"


@pytest.mark.parametrize("lang", LANGS)
def test_render_position_with_and_without_panel(headless, tmp_path, lang) -> None:
    """`tabletop render`: board and panel at 1280×800; the board alone below 900 pixels wide."""
    game = new_session().game
    state = game.from_document({**game.to_document(game.initial_state()), "to_move": "south"})
    wide = render_position(game, state, (1280, 800), lang)
    narrow = render_position(game, state, (480, 600), lang)
    save(wide, tmp_path, f"render_{lang}")
    save(narrow, tmp_path, f"render_small_{lang}")
    assert wide.get_size() == (1280, 800) and narrow.get_size() == (480, 600)
    assert count(wide, "paper", pygame.Rect(1000, 0, 280, 800)) > 1000, "the panel"
    from airwar.view.geometry import Grid

    assert Grid.fit(narrow.get_rect()).board_rect().width >= 430, "the board alone fills the narrow picture"
    assert count(narrow, "blue", pygame.Rect(0, 500, 480, 100)) > 50, "South's zone at the bottom"
    assert count(narrow, "blue") > 100 and count(narrow, "red") > 100


@pytest.mark.parametrize("lang", LANGS)
def test_four_player_hand_over_screen(app_factory, tmp_path, lang) -> None:
    """Four players: the bomber commander's turn shows the seat and the «hand over» button, enabled."""
    app, _session, scene = opened(app_factory, lang, ("c4:F3", "m18:F3"), variant={"first": "south"}, four=True)
    save(app.screen, tmp_path, f"four_players_{lang}")
    assert scene.seat() == "south-bombers" and scene.buttons["handover"].enabled
    assert count(app.screen, "yellow", scene.buttons["handover"].rect) > 50

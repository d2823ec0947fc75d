"""Every Armageddon screen state rendered to PNG (both languages) and checked for content.

Copies go to out/screens/ for people to look at.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pygame
import pytest

from armageddon.view import side_strength
from armageddon.view.palette import colour
from armageddon.view.render import render_position
from tests.ui.armageddon_support import (
    SCREENS,
    alien_win_position,
    headless_pygame,
    new_session,
    node_pos,
    open_table,
    settle,
)
from tests.ui.input_support import click


@pytest.fixture
def headless():
    """pygame without a window."""
    yield from headless_pygame()


LANGS = ("ru", "en")


def save(surface: pygame.Surface, tmp_path: Path, name: str) -> Path:
    """Write a PNG in the temp dir and copy it for the lead."""
    path = tmp_path / f"{name}.png"
    pygame.image.save(surface, str(path))
    SCREENS.mkdir(parents=True, exist_ok=True)
    shutil.copy(path, SCREENS / path.name)
    assert path.stat().st_size > 10_000
    return path


def near(pixel: pygame.Color, name: str, tolerance: int = 40) -> bool:
    """True when a pixel is close to a palette colour."""
    target = colour(name)
    return sum(abs(a - b) for a, b in zip(pixel[:3], target[:3])) <= tolerance


def ring_has(surface: pygame.Surface, centre: tuple[int, int], radii: range, name: str) -> bool:
    """True when some pixel on circles of these radii around centre has the colour."""
    import math

    for r in radii:
        for k in range(24):
            x = round(centre[0] + r * math.cos(k * math.pi / 12))
            y = round(centre[1] + r * math.sin(k * math.pi / 12))
            if surface.get_rect().collidepoint(x, y) and near(surface.get_at((x, y)), name):
                return True
    return False


def roll_until_choose(app, scene) -> None:
    """Roll and wait for the die (rolls again after passes)."""
    for _ in range(10):
        settle(app, 3, until=lambda: scene.phase == "roll")
        click(app, scene.buttons["roll"].rect.center)
        settle(app, 2, until=lambda: scene.phase != "rolling")
        if scene.phase == "choose":
            return
    raise AssertionError("no turn with a move")


@pytest.mark.parametrize("lang", LANGS)
def test_start_and_picked_token(app_factory, tmp_path: Path, lang: str) -> None:
    """The start (every home circle filled, panel for red) and a picked token with its lit circles."""
    app = app_factory(lang)
    scene = open_table(app, new_session(seed=4))
    settle(app, 3, until=lambda: not scene.banner.visible)
    app.step([], 0.016)
    start = save(app.screen, tmp_path, f"armageddon_start_{lang}")
    token = range(scene.transform.length(11), scene.transform.length(15))
    assert ring_has(app.screen, node_pos(scene, "K1r"), token, "red")
    assert ring_has(app.screen, node_pos(scene, "K1g"), token, "green")
    assert not ring_has(app.screen, node_pos(scene, "r1"), token, "green")
    assert start.exists()
    roll_until_choose(app, scene)
    frm = scene.movable()[0]
    click(app, node_pos(scene, frm))
    app.step([], 0.016)
    save(app.screen, tmp_path, f"armageddon_picked_{lang}")
    targets = scene.targets(frm)
    assert targets
    for node in targets:
        lit = range(scene.transform.length(28), scene.transform.length(36))
        assert ring_has(app.screen, node_pos(scene, node), lit, "yellow") or ring_has(
            app.screen, node_pos(scene, node), lit, "white"
        ), node


@pytest.mark.parametrize("lang", LANGS)
def test_mid_animation_shows_the_token_in_flight(app_factory, tmp_path: Path, lang: str) -> None:
    """Mid-animation: the moving token is drawn between its circles, not yet at its destination."""
    app = app_factory(lang, animation_speed=0.25)
    scene = open_table(app, new_session(seed=4))
    roll_until_choose(app, scene)
    move = max(scene.submoves(), key=lambda m: len(scene.game.submove_path(scene.state, m)))
    click(app, node_pos(scene, move.frm))
    click(app, node_pos(scene, move.to))
    app.step([], 0.35)
    save(app.screen, tmp_path, f"armageddon_moving_{lang}")
    overlay = scene.timeline.sample(scene.anim_t)
    assert scene.phase == "animate"
    assert move.to in overlay.hidden
    assert overlay.sprites and all(
        s.pos != (scene.board.by_id[move.to].x, scene.board.by_id[move.to].y) for s in overlay.sprites
    )


def _laser_off_doc(game) -> dict:
    doc = game.to_document(game.initial_state())
    tokens = dict(doc["tokens"])
    tokens.pop("K1g")
    tokens["R4"] = "green"
    tokens.pop("K2r")
    tokens["r6"] = "red"
    return {**doc, "tokens": tokens}


@pytest.mark.parametrize("lang", LANGS)
def test_laser_on_and_off(app_factory, tmp_path: Path, lang: str) -> None:
    """Rule 6.7: the beam is hot when Q is free and a dim dashed line when an Earth token holds Q."""
    app = app_factory(lang)
    game = new_session().game
    scene = open_table(app, new_session(start=_laser_off_doc(game)))
    settle(app, 3, until=lambda: not scene.banner.visible)
    app.step([], 0.016)
    save(app.screen, tmp_path, f"armageddon_laser_off_{lang}")
    beam = scene.transform.point(1000.0, 810.0)
    assert not near(app.screen.get_at(beam), "red") and not near(app.screen.get_at(beam), "orange")
    on = render_position(game, game.initial_state(), (1280, 800), lang)
    save(on, tmp_path, f"armageddon_render_start_{lang}")
    hot = [on.get_at((beam[0] + dx, beam[1] + dy)) for dx in range(-3, 4) for dy in range(-4, 5)]
    assert any(near(pixel, "red") or near(pixel, "orange") for pixel in hot)


def _explosion_doc(game) -> dict:
    doc = game.to_document(game.initial_state())
    tokens = dict(doc["tokens"])
    tokens.pop("D")
    tokens["B8"] = "officer"
    return {**doc, "tokens": tokens, "to_move": "aliens", "officer_mine": True, "depot": 5}


@pytest.mark.parametrize("lang", LANGS)
def test_explosion_then_card_then_game_over(app_factory, tmp_path: Path, lang: str) -> None:
    """Rule 6.4: the burst over K1, the Explosion card after it; then a game over screen."""
    app = app_factory(lang)
    game = new_session().game
    scene = open_table(app, new_session(start=_explosion_doc(game)))
    roll_until_choose(app, scene)
    move = next(m for m in scene.submoves() if m.frm == "B8")
    click(app, node_pos(scene, "B8"))
    click(app, node_pos(scene, move.to))
    for _ in range(40):
        app.step([], 0.05)
        if any(e.kind == "burst" for e in scene.timeline.sample(scene.anim_t).effects):
            break
    app.step([], 0.1)
    save(app.screen, tmp_path, f"armageddon_explosion_{lang}")
    assert any(e.kind == "burst" for e in scene.timeline.sample(scene.anim_t).effects)
    settle(app, 5, until=lambda: scene.phase != "animate")
    settle(app, 3, until=lambda: not scene.banner.visible)
    app.step([], 0.016)
    save(app.screen, tmp_path, f"armageddon_card_{lang}")
    k1 = scene.transform.point(205.0, 200.0)
    assert "K1" in scene.doc()["destroyed"]
    assert any(
        near(app.screen.get_at((k1[0] + dx, k1[1] + dy)), c)
        for dx in range(-30, 31, 3)
        for dy in range(-30, 31, 3)
        for c in ("orange", "yellow", "red")
    )


@pytest.mark.parametrize("lang", LANGS)
def test_game_over_banner_and_results(app_factory, tmp_path: Path, lang: str) -> None:
    """Rule 5.5: the winning blow shows the winner's banner, then the results scene."""
    app = app_factory(lang)
    game = new_session().game
    session = new_session(start=alien_win_position(game))
    scene = open_table(app, session)
    roll_until_choose(app, scene)
    click(app, node_pos(scene, "B8"))
    click(app, node_pos(scene, next(m.to for m in scene.submoves() if m.frm == "B8")))
    settle(app, 5, until=lambda: scene.phase == "over")
    app.step([], 0.1)
    save(app.screen, tmp_path, f"armageddon_game_over_{lang}")
    assert scene.phase == "over" and scene.banner.visible
    assert side_strength(session.game, session.match.state) == {"earth": 3, "aliens": 4}
    settle(app, 4)
    assert app.scene is not scene
    app.step([], 0.016)
    save(app.screen, tmp_path, f"armageddon_results_{lang}")


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080), (1000, 1300), (800, 600)])
def test_render_position_at_odd_sizes(headless, tmp_path: Path, size: tuple[int, int]) -> None:
    """`render_position` draws headless at any size; narrow pictures (setup preview) show the board alone."""
    game = new_session().game
    surface = render_position(game, game.initial_state(), size, "ru")
    assert surface.get_size() == size
    save(surface, tmp_path, f"armageddon_render_{size[0]}x{size[1]}")
    right_edge = surface.get_at((size[0] - 4, size[1] - 4))  # the panel's paper margin, if there is a panel
    assert near(right_edge, "paper", 30) == (size[0] >= 900)

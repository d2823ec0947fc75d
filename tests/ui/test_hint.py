"""The hint (H or the «Подсказка» button): the `normal` level's move for the person to act, drawn on the board."""

from __future__ import annotations

import pygame

from tabletop.ui.hint import HINT_COLOUR
from tests.ui import airwar_support as air
from tests.ui import armageddon_support as arm
from tests.ui.input_support import click, key
from tests.ui.table_support import settle

HINT_RGB = tuple(pygame.Color(HINT_COLOUR))[:3]
WAIT = 120.0  # seconds at most for one thought (a generous cap, not a timing assertion)



def hint_pixels(surface: pygame.Surface, centre: tuple[float, float], half: int) -> int:
    """How many pixels of the hint's colour are in a square around a point."""
    box = pygame.Rect(0, 0, 2 * half, 2 * half)
    box.center = (round(centre[0]), round(centre[1]))
    box = box.clip(surface.get_rect())
    return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if tuple(surface.get_at((x, y)))[:3] == HINT_RGB)


def think(app, scene) -> tuple[str, object]:
    """Let the hint's worker finish and the table notice it."""
    scene.hinter.wait(WAIT)
    app.step([], 0.016)
    return scene.suggestion()


def armageddon_choosing(app_factory, lang: str = "ru"):
    """An Armageddon table of four people, the first seat having rolled."""
    app = app_factory(lang)
    scene = arm.open_table(app, arm.new_session(seed=3))
    settle(app, 4, until=lambda: scene.phase == "roll")
    key(app, pygame.K_SPACE)
    settle(app, 3, until=lambda: scene.phase != "rolling")
    assert scene.phase == "choose" and scene.submoves()
    return app, scene


def test_armageddon_hint_says_to_roll_when_a_roll_is_due(app_factory):
    app = app_factory("ru")
    scene = arm.open_table(app, arm.new_session(seed=3))
    settle(app, 4, until=lambda: scene.phase == "roll")
    key(app, pygame.K_h)
    assert scene.suggestion()[0] == "roll" and scene.advice() == app.words.tr("armageddon.suggest.roll")
    key(app, pygame.K_SPACE)
    settle(app, 3, until=lambda: scene.phase != "rolling")
    assert scene.suggestion()[0] == "off", "the roll changed the position: the hint is gone"


def test_armageddon_hint_is_a_legal_move_drawn_on_the_board_until_it_is_played(app_factory):
    app, scene = armageddon_choosing(app_factory)
    key(app, pygame.K_h)
    assert scene.hinter.shown
    mode, move = think(app, scene)
    assert mode == "ready" and move in scene.legal()
    assert scene.advice() == app.words.tr("armageddon.suggest.move", frm=move.frm, to=move.to)
    shown = app.screen.copy()
    key(app, pygame.K_h)  # pressing H again hides it
    assert not scene.hinter.shown
    hidden = app.screen.copy()
    to = arm.node_pos(scene, move.to)
    assert hint_pixels(shown, to, 40) > 30 and hint_pixels(hidden, to, 40) == 0
    key(app, pygame.K_h)
    mode, again = think(app, scene)
    assert mode == "ready" and again in scene.legal()
    click(app, arm.node_pos(scene, again.frm))
    click(app, arm.node_pos(scene, again.to))
    assert scene.match.steps[-1].action == again
    settle(app, 3, until=lambda: scene.phase != "animate")
    assert not scene.hinter.shown and hint_pixels(app.screen, arm.node_pos(scene, again.to), 40) == 0


def test_armageddon_hint_never_blocks_a_move(app_factory):
    app, scene = armageddon_choosing(app_factory)
    click(app, scene.buttons["hint"].rect.center)
    assert scene.hinter.shown
    move = scene.submoves()[0]
    click(app, arm.node_pos(scene, move.frm))
    arm.click_target(app, scene, move.to)
    assert scene.match.steps[-1].action == move and not scene.hinter.shown


def airwar_choosing(app_factory, lang: str = "ru"):
    """An Air War table of two people, the side that won the lot to move."""
    app = app_factory(lang)
    scene = air.open_table(app, air.new_session(seed=3))
    settle(app, 3, until=lambda: scene.phase == "choose")
    return app, scene


def test_airwar_hint_is_a_legal_operation_drawn_until_it_is_flown(app_factory):
    app, scene = airwar_choosing(app_factory)
    words = app.words
    key(app, pygame.K_h)
    mode, move = think(app, scene)
    assert mode == "ready" and move in scene.legal()
    preview = scene.suggested_preview()
    assert preview is not None and preview.move == move
    assert scene.advice() == words.tr("airwar.suggest.op", at=move.at, op=move.op,
                                      name=words.tr(f"airwar.op.{move.op}"))
    end = air.marker_point(scene.grid, preview)
    shown = app.screen.copy()
    click(app, scene.buttons["hint"].rect.center)  # the button hides it too
    assert not scene.hinter.shown
    hidden = app.screen.copy()
    half = round(scene.grid.cell)
    assert hint_pixels(shown, end, half) > 20 and hint_pixels(hidden, end, half) == 0
    key(app, pygame.K_h)
    mode, again = think(app, scene)
    assert mode == "ready"
    click(app, air.point_pos(scene, again.at))
    index = next(i for i, o in enumerate(scene.options()) if o.move == again)
    click(app, air.option_pos(scene, index))
    assert scene.match.steps[-1].action == again
    settle(app, 3, until=lambda: scene.phase != "animate")
    assert not scene.hinter.shown and scene.suggested_preview() is None


def test_airwar_hint_is_refused_while_the_computer_plays(app_factory):
    app = app_factory("ru")
    ai = {"south-bombers": "random", "south-fighters": "random", "north-bombers": "random",
          "north-fighters": "random"}
    scene = air.open_table(app, air.new_session(seed=3, ai=ai))
    key(app, pygame.K_h)
    assert not scene.hinter.shown and not scene.buttons["hint"].enabled


def test_airwar_hint_during_placement_rings_a_free_point(app_factory):
    from airwar.notation import Place

    app = app_factory("en")
    scene = air.open_table(app, air.new_session({"players": 4, "setup": "placement"}, seed=3))
    settle(app, 3, until=lambda: scene.phase == "place")
    key(app, pygame.K_h)
    mode, move = think(app, scene)
    assert mode == "ready" and isinstance(move, Place) and move in scene.legal()
    assert scene.advice().startswith("Tip:") and move.at in scene.advice()
    assert hint_pixels(app.screen, air.point_pos(scene, move.at), round(scene.grid.cell)) > 10

"""The tutor at the table: a much worse move is questioned with the better one drawn; a fair one is played."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from tabletop.ai.tutor import judge
from tabletop.ui.hint import HINT_COLOUR
from tabletop.ui.liveliness import THINK_FRAME
from tabletop.ui.rematch import rematch
from tabletop.ui.session import GameSession
from tabletop.ui.tutor import marks_box
from tests.ui import airwar_support as air
from tests.ui.input_support import click, key

POSITION = Path(__file__).parent.parent / "data" / "airwar_tutor_hanging.json"
HANGING = "c12:UF1"  # hangs a plane (tests/ai/test_tutor.py)
WAIT = 120.0
HINT_RGB = tuple(pygame.Color(HINT_COLOUR))[:3]


def tutored_table(app_factory, lang="ru", size=(1280, 800), tutor=True):
    """An Air War table of two people at the hanging position, the tutor on."""
    app = app_factory(lang, size)
    session = air.new_session(start=json.loads(POSITION.read_text(encoding="utf-8")))
    session.tutor = tutor
    scene = air.open_table(app, session)
    air.settle(app, 3, until=lambda: not scene.banner.visible)
    return app, scene


def judged(app, scene):
    """Let the tutor's worker finish and the table take its verdict."""
    scene.tutor.wait(WAIT)
    app.step([], 0.016)


def press(app, label):
    """Press the open dialog's button with this label."""
    action = next(action for button, action in app.dialogs.actions.items() if button.text == label)
    app.dialogs._choose(action)
    app.step([], 0.016)


def hint_pixels(surface, centre, half=30):
    """Pixels of the hint colour in a square around a point."""
    box = pygame.Rect(0, 0, 2 * half, 2 * half)
    box.center = (round(centre[0]), round(centre[1]))
    box = box.clip(surface.get_rect())
    return sum(1 for x in range(box.left, box.right) for y in range(box.top, box.bottom)
               if tuple(surface.get_at((x, y)))[:3] == HINT_RGB)


def test_a_much_worse_move_waits_for_the_tutor_then_is_questioned_with_the_better_move_drawn(app_factory):
    app, scene = tutored_table(app_factory)
    move = scene.game.parse_move(scene.state, HANGING)
    plies = len(scene.match.steps)
    scene.play(move)
    assert len(scene.match.steps) == plies and scene.tutor.thinking(), "judged first, not played"
    assert scene.wake_in() is not None and scene.wake_in() <= THINK_FRAME, "frames come while it thinks"
    judged(app, scene)
    assert app.dialogs.active and app.dialogs.title == app.words.tr("tutor.title")
    better = scene.tutor.verdict.best[0]
    assert better != move and better in scene.legal()
    marks = scene.board_marks()
    assert marks.fill == HINT_COLOUR and marks.arrows and marks.arrows[0][0] == better.at
    app.step([], 0.016)
    pygame.image.save(app.screen, str(air.SCREENS / "tutor_airwar_ru_1280.png"))
    board = pygame.Surface(app.size)
    scene.draw(board)  # the table under the dialog's shade
    assert hint_pixels(board, air.point_pos(scene, marks.circles[0])) > 30
    press(app, app.words.tr("tutor.think_again"))
    assert len(scene.match.steps) == plies and not scene.tutor.busy() and scene.board_marks().arrows == ()
    scene.play(move)
    judged(app, scene)
    key(app, pygame.K_ESCAPE)  # closed without an answer: think again
    assert not app.dialogs.active and not scene.tutor.busy() and len(scene.match.steps) == plies
    scene.play(move)
    app.step([], 0.016)
    pygame.image.save(app.screen, str(air.SCREENS / "tutor_thinking_ru_1280.png"))
    judged(app, scene)
    press(app, app.words.tr("tutor.play_anyway"))
    assert scene.match.steps[-1].action == move


def test_a_fair_move_is_played_once_judged_and_the_board_takes_no_clicks_meanwhile(app_factory):
    app, scene = tutored_table(app_factory)
    seed = scene.match.seed + len(scene.match.steps)  # the seed the table's tutor judges with
    best = judge(scene.game, scene.state, scene.game.parse_move(scene.state, HANGING), seed=seed).best[0]
    plies = len(scene.match.steps)
    scene.play(best)
    click(app, air.point_pos(scene, best.at))
    assert scene.selected is None, "a click while the tutor thinks is ignored"
    judged(app, scene)
    assert not app.dialogs.active
    assert len(scene.match.steps) == plies + 1 and scene.match.steps[-1].action == best


def test_without_the_tutor_a_move_is_played_at_once(app_factory):
    _app, scene = tutored_table(app_factory, tutor=False)
    move = scene.game.parse_move(scene.state, HANGING)
    scene.play(move)
    assert scene.match.steps[-1].action == move and not scene.tutor.busy()


def test_the_tutor_is_kept_in_the_save_and_in_a_rematch(app_factory, tmp_path):
    app, scene = tutored_table(app_factory)
    path = tmp_path / "tutored.json"
    scene.session.save(path)
    assert GameSession.load(path).tutor is True
    assert rematch(app, scene.session) and app.scene.session.tutor is True
    scene.session.tutor = False
    scene.session.save(path)
    assert GameSession.load(path).tutor is False


def test_the_dialog_in_english_at_the_smallest_window(app_factory):
    app, scene = tutored_table(app_factory, "en", (960, 600))
    scene.play(scene.game.parse_move(scene.state, HANGING))
    judged(app, scene)
    assert app.dialogs.active and "Better:" in app.dialogs.text
    box = marks_box(scene, scene.board_marks())
    assert box is not None and not app.dialogs.window.rect.colliderect(box), "the question hides no part of the arrow"
    app.step([], 0.016)
    pygame.image.save(app.screen, str(air.SCREENS / "tutor_airwar_en_960.png"))


def test_an_armageddon_step_goes_past_the_tutor_and_the_turn_goes_on(app_factory):
    from tests.ui import armageddon_support as arm

    app = app_factory("ru")
    session = arm.new_session(seed=3)
    session.tutor = True
    scene = arm.open_table(app, session)
    air.settle(app, 4, until=lambda: scene.phase == "roll")
    key(app, pygame.K_SPACE)
    air.settle(app, 3, until=lambda: scene.phase != "rolling")
    move = scene.submoves()[0]
    plies = len(scene.match.steps)
    click(app, arm.node_pos(scene, move.frm))
    arm.click_target(app, scene, move.to)  # answers Yes if the table asks first about pips thrown away
    assert len(scene.match.steps) == plies and scene.tutor.thinking(), "a person's click is judged first"
    judged(app, scene)
    if app.dialogs.active:
        assert scene.board_marks().arrows, "the better move is drawn"
        press(app, app.words.tr("tutor.play_anyway"))
    assert scene.match.steps[-1].action == move
    air.settle(app, 3, until=lambda: scene.phase not in ("animate",))
    assert scene.phase in ("choose", "done") and not scene.tutor.busy()

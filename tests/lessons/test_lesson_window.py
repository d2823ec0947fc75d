"""The lessons in the window: Learn in the menu, the list with stars, a lesson on the game's table —
wrong moves answered on the page (a legal one played to show its consequence, then taken back),
scripted replies animated, the roll the learner makes, stars saved, the next lesson."""

from __future__ import annotations

import pygame
import pytest

from tabletop.lessons.loader import find_lesson
from tabletop.lessons.progress import load_progress
from tabletop.lessons.ui.lesson_scene import LessonScene, open_lesson
from tabletop.lessons.ui.list_scene import LessonListScene
from tabletop.registry import get_entry
from tests.ui.input_support import click, key

ENTRY = get_entry("airwar")


def frames(app, count: int = 150) -> None:
    """Let animations run out."""
    for _ in range(count):
        app.step([], 0.05)


def lesson(app, lesson_id: str) -> LessonScene:
    open_lesson(app, ENTRY, find_lesson(ENTRY, lesson_id))
    frames(app, 3)
    assert isinstance(app.scene, LessonScene)
    return app.scene


def person(scene: LessonScene, text: str) -> None:
    """A person's move on the table (it goes past the lesson's guide as a click would)."""
    table = scene.table
    table.play(scene.run.game.parse_move(table.match.state, text))
    scene._after_table()


def test_learn_in_the_menu_opens_the_list_and_a_row_opens_the_lesson(app_factory):
    app = app_factory("ru")
    learn = next(button for button in app.scene.actions if button.text == "Обучение")
    app.scene.actions[learn]()
    frames(app, 2)
    assert isinstance(app.scene, LessonListScene)
    first = app.scene.lessons()[0]
    assert app.scene.start_here() == 0
    click(app, app.scene.row_rect(0).center)
    frames(app, 2)
    assert isinstance(app.scene, LessonScene) and app.scene.lesson.id == first.id


def test_a_lesson_played_in_the_window(app_factory):
    app = app_factory("en")
    scene = lesson(app, "board")
    before = scene.table_doc()
    person(scene, "c3:F2")
    assert scene.feedback.verdict == "wrong" and scene.table_doc() == before
    assert "own fighter on c4" in scene.page().slip[1]
    person(scene, "e4:F3")
    frames(app)
    assert scene.run.step_index == 1
    assert scene.table_doc() == scene.run.game.to_document(scene.run.state)  # North's scripted reply was played
    assert any(plane["at"] == "e15" for plane in scene.table_doc()["planes"])
    person(scene, "e3:F2")
    frames(app, 40)
    assert scene.run.finished and scene.page().finished and scene.page().stars == 2
    assert load_progress().of("airwar", "board") == 2
    assert list(scene.buttons) == ["next", "again", "list"]
    table, steps = scene.table, len(scene.table.match.steps)
    assert table.hint() == app.words.tr("lessons.table_closed"), "the solved lesson's table says where to go on"
    assert not any(table.button_enabled(name) for name in ("undo", "handover", "hint"))
    click(app, table.buttons["undo"].rect.center)
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.match.steps) == steps, "nothing is played or taken back at a closed table"
    click(app, scene.buttons["next"].rect.center)
    frames(app, 2)
    assert app.scene.lesson.id == "turns"


def test_a_legal_wrong_move_is_shown_then_taken_back(app_factory):
    app = app_factory("ru")
    scene = lesson(app, "defences")
    before = scene.table_doc()
    person(scene, "h12:F3")
    assert scene.feedback.verdict == "wrong" and scene.rebuild_after
    assert scene.table_doc() != before  # the consequence is on the board: the fighter shot down
    frames(app)
    assert not scene.rebuild_after and scene.table_doc() == before
    assert scene.run.mistakes == 1


def test_the_learner_draws_the_lot_with_the_button(app_factory):
    app = app_factory("ru")
    scene = lesson(app, "turns")
    assert "roll" in scene.buttons
    click(app, scene.buttons["roll"].rect.center)
    frames(app, 5)
    assert scene.run.step_index == 1 and scene.table_doc()["to_move"] == "south"


def test_escape_goes_back_to_the_list(app_factory):
    app = app_factory("ru")
    lesson(app, "hq")
    app.scene.on_escape()
    frames(app, 2)
    assert isinstance(app.scene, LessonListScene) and app.scene.game == "airwar"


def test_restart_puts_the_step_back(app_factory):
    app = app_factory("ru")
    scene = lesson(app, "bomber")
    person(scene, "h9:F2")
    frames(app)
    start = scene.table_doc()
    person(scene, "h11:RF1")
    frames(app)
    scene.restart()
    frames(app, 3)
    assert scene.run.step_index == 2 and scene.table_doc() != start  # step 3 starts where step 2 ended
    scene.restart()
    assert scene.table_doc() == scene.run.game.to_document(scene.run.state)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_lesson_page_draws_in_both_languages(app_factory, lang):
    app = app_factory(lang)
    from tabletop.lessons.loader import load_lessons

    for item in load_lessons(ENTRY):
        scene = lesson(app, item.id)
        page = scene.page()
        assert page.goal == item.steps[0].goal.get(lang) and page.title == item.title.get(lang)


def test_the_first_launch_offers_the_lessons_once(app_factory):
    from tabletop.lessons.ui.offer import offer_first_lesson

    app = app_factory("ru")
    assert offer_first_lesson(app) is True
    assert app.dialogs.active
    assert offer_first_lesson(app_factory("ru")) is False


def settle(app, scene, rounds: int = 30) -> None:
    """Finish animations and pauses quickly (a click skips an animation; forced passes wait a moment)."""
    for _ in range(rounds):
        scene.table.skip_animation()
        app.step([], 0.25)


def test_every_lesson_completes_on_the_table(app_factory):
    """Each lesson's own moves, made as a person makes them on the table, finish it with three stars
    (a pass waits for the page's Pass button, then the table plays it as the learner's `-`)."""
    from tabletop.lessons.loader import load_lessons

    app = app_factory("ru")
    for item in load_lessons(ENTRY):
        scene = lesson(app, item.id)
        settle(app, scene, 4)
        for _ in range(30):
            if scene.run.finished:
                break
            if scene.run.expects_roll():
                scene.roll()
            elif scene.awaiting_pass():
                click(app, scene.buttons["pass"].rect.center)
            else:
                person(scene, scene.run.planned.play[0])
            settle(app, scene)
        assert scene.run.finished and scene.run.stars() == 3, (item.id, scene.note)
        assert scene.table_doc() == scene.run.game.to_document(scene.run.state), item.id


def test_a_click_on_a_stuck_plane_listed_as_a_mistake_gets_the_lessons_words(app_factory):
    """In «board», the bomber on c3 cannot move (c3:F2 is a listed mistake): clicking it on the table says the
    lesson's explanation, not only the rule's refusal, and counts the mistake."""
    app = app_factory("en")
    scene = lesson(app, "board")
    explain = next(w.explain.en for w in scene.lesson.steps[0].moves[0].wrong if w.move == "c3:F2")
    scene.table.click_point("c3")
    assert explain[:40] in scene.table.refusal or explain[:40] in " ".join(scene.page().slip)
    assert scene.run.mistakes == 1
    assert scene.table.selected is None


def test_the_tables_own_roll_is_the_learners_roll(app_factory):
    """A step that expects a roll: the table's Roll button works (not only the page's) and says so."""
    from tabletop.ui.table.phase import Phase

    app = app_factory("en")
    entry = get_entry("armageddon")
    open_lesson(app, entry, find_lesson(entry, "displacement"))
    frames(app, 3)
    scene = app.scene
    assert scene.run.expects_roll() and scene.table.phase == Phase.ROLL
    assert scene.table.hint() == app.words.tr("armageddon.hint.roll")
    click(app, scene.table.buttons["roll"].rect.center)
    frames(app, 5)
    assert not scene.run.expects_roll() and scene.table.doc()["roll"] == 2, "the step's fixed die, in the run"
    assert scene.table.phase == Phase.CHOOSE


def test_a_click_on_the_enemy_a_plane_cannot_attack_gets_the_lessons_words(app_factory):
    """«attacks», step 2: pick h8, click the North fighter on h10 (met head-on): the lesson's explanation of
    h8:F3, counted as a mistake — not the table's "that is a North plane"."""
    from tests.ui import airwar_support as air

    app = app_factory("en")
    scene = lesson(app, "attacks")
    person(scene, "e12:F3")
    frames(app)
    assert scene.run.step_index == 1
    table = scene.table
    click(app, air.point_pos(table, "h8"))
    click(app, air.point_pos(table, "h10"))
    assert scene.feedback is not None and scene.feedback.verdict == "wrong"
    assert "head-on" in scene.page().slip[1] and scene.run.mistakes == 1


def test_a_solved_lesson_stays_solved_and_its_table_rests(app_factory):
    """«attacks» ends with North left without a plane that can fly: the closed table plays no forced pass of its
    own (it used to, and the page then said "The lesson is done." as if refusing a move), and the loop sleeps."""
    app = app_factory("en")
    scene = lesson(app, "attacks")
    for text in ("e12:F3", "k8:F3", "h9:F2", "e15:F3"):
        person(scene, text)
        frames(app, 60)
    assert scene.run.finished and scene.feedback.verdict == "lesson_done"
    steps = len(scene.table.match.steps)
    frames(app, 60)
    assert scene.feedback.verdict == "lesson_done" and len(scene.table.match.steps) == steps
    assert scene.table.wake_in() is None
    assert not scene.table.view().movable, "no plane is ringed as movable at a closed table"


def test_a_pass_the_table_would_play_itself_waits_and_the_panel_says_where(app_factory):
    """Air War «pass», step 1: no plane can fly; the table does not pass by itself, and its panel points at the
    page's Pass button instead of "click one of your planes"."""
    app = app_factory("ru")
    scene = lesson(app, "pass")
    frames(app, 20)
    assert scene.awaiting_pass() and not scene.table.match.steps
    words = app.words
    assert scene.table.hint() == words.tr("lessons.table_pass", button=words.tr("lessons.pass"))


def test_a_lesson_takes_no_move_back_at_its_table(app_factory):
    """«explosion»: after B7>A the table's Undo is off and says why, and Ctrl+Z takes nothing back (the lesson's
    run and the table would part ways); the page's «Restart the step» is the way back."""
    app = app_factory("en")
    entry = get_entry("armageddon")
    open_lesson(app, entry, find_lesson(entry, "explosion"))
    frames(app, 3)
    scene = app.scene
    scene.roll()
    frames(app, 10)
    person(scene, "B7>A")
    frames(app, 60)
    table, steps = scene.table, len(scene.table.match.steps)
    assert steps and not table.button_enabled("undo")
    barred = app.words.tr("lessons.no_undo", button=app.words.tr("lessons.restart"))
    assert table.disabled_reason("undo") == barred
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.match.steps) == steps and table.refusal == barred
    assert scene.table_doc() == scene.run.game.to_document(scene.run.state), "the table still shows the lesson's run"


@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_every_lesson_lets_the_window_sleep_while_the_learner_thinks(app_factory, game):
    """Each lesson's first step, once its banner is gone, asks for no frame: the loop sleeps (Air War «pass»
    waiting for its Pass button asked for every frame, 53 % of a core in a real window)."""
    from tabletop.lessons.loader import load_lessons

    app = app_factory("en")
    entry = get_entry(game)
    busy = []
    for item in load_lessons(entry):
        open_lesson(app, entry, item)
        for _ in range(40):  # ten seconds: past the turn banner
            app.step([], 0.25)
        if app.wake_in() is not None:
            busy.append(item.id)
    assert busy == []


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_every_first_goal_is_drawn_whole_in_the_smallest_window(app_factory, monkeypatch, lang):
    """At 960×600 each lesson's goal fits its page (the type shrinks, then the idea gives way), above the
    marks' legend: no line of the task is dropped (one Russian goal ran into the legend)."""
    from tabletop.lessons.loader import load_lessons
    from tabletop.lessons.ui import page as page_module
    from tabletop.lessons.ui.paper import paragraph_height

    cut: list[str] = []
    drawn = page_module.draw_paragraph

    def checked(surface, said, rect, size, bold=False, ink="ink"):
        if paragraph_height(said, rect.width, size, bold) > rect.height + 1:
            cut.append(said[:40])
        return drawn(surface, said, rect, size, bold, ink)

    monkeypatch.setattr(page_module, "draw_paragraph", checked)
    app = app_factory(lang, (960, 600))
    for game in ("armageddon", "airwar"):
        entry = get_entry(game)
        for item in load_lessons(entry):
            open_lesson(app, entry, item)
            app.step([], 0.05)
            app.draw(app.screen)
    assert cut == []

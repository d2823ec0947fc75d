"""Armageddon's lessons: each passes `learn --check`, together they cover every play-rule section 1–6,
their words are Russian and English, their first steps render, and their success conditions mean what
they say."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pygame
import pytest

from armageddon import lesson_goals
from armageddon.game import make_game
from tabletop.cli import main
from tabletop.engine import Roll
from tabletop.engine.errors import IllegalMove
from tabletop.lessons.loader import find_lesson, lesson_paths, load_lessons
from tabletop.lessons.runner import LessonRun
from tabletop.registry import get_entry
from tests.lessons.lesson_support import play_rule_sections

ROOT = Path(__file__).resolve().parents[2]
IDS = [path.stem for path in lesson_paths("armageddon")]
CYRILLIC = re.compile("[А-Яа-яЁё]")


def _texts(node, path=""):
    """Every {"ru", "en"} pair of a lesson file, with where it is."""
    if isinstance(node, dict):
        if set(node) == {"ru", "en"}:
            yield path, node
            return
        for key, value in node.items():
            yield from _texts(value, f"{path}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _texts(value, f"{path}[{index}]")


def test_at_least_ten_lessons_load():
    lessons = load_lessons(get_entry("armageddon"))
    assert len(lessons) >= 10
    assert sorted(lesson.id for lesson in lessons) == sorted(IDS)


def test_the_lessons_cover_every_play_rule_section():
    sections = set(play_rule_sections("armageddon"))
    assert len(sections) >= 30  # 1.1 … 6.7: the parse found the headings
    named = {section for lesson in load_lessons(get_entry("armageddon")) for section in lesson.sections}
    assert sections - named == set()
    assert named - sections == set()  # no lesson names a section that does not exist


@pytest.mark.parametrize("lesson_id", IDS)
def test_learn_check_passes(lesson_id, capsys):
    assert main(["learn", "armageddon", lesson_id, "--check"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["ok"] and report["id"] == lesson_id
    assert report["wrong_moves"] >= 1


def test_a_listed_wrong_move_that_is_legal_plays_its_consequence_and_is_taken_back():
    entry = get_entry("armageddon")
    run = LessonRun(entry, find_lesson(entry, "laser"))
    assert run.play("roll").ok
    before = run.state
    feedback = run.play("g6>g8")
    assert feedback.verdict == "wrong" and not feedback.kept
    assert "laser_shot" in [event.kind for event in feedback.played[0].transition.events]
    assert run.state is before and run.mistakes == 1


def test_an_unlisted_wrong_move_gets_the_rules_own_refusal():
    entry = get_entry("armageddon")
    run = LessonRun(entry, find_lesson(entry, "split-pips"))
    assert run.play("roll").ok
    feedback = run.play("r1>r7")
    assert feedback.verdict == "refused" and feedback.rule == "3.1"
    assert CYRILLIC.search(feedback.words.ru) and not CYRILLIC.search(feedback.words.en)


def test_the_laser_lesson_plays_the_shot_when_the_token_leaves_q():
    entry = get_entry("armageddon")
    lesson = find_lesson(entry, "laser")
    run = LessonRun(entry, lesson)
    for step in lesson.steps[:2]:
        for planned in step.moves:
            run.play(planned.play[0])
    assert run.step_index == 2
    run.play("roll")
    feedback = run.play("R4>R3")
    assert feedback.verdict == "lesson_done"
    shots = [event for played in feedback.played for event in played.transition.events if event.kind == "laser_shot"]
    assert sorted(event.at for event in shots) == ["g8", "y8"]


@pytest.mark.parametrize("lesson_id", IDS)
def test_words_are_russian_then_english(lesson_id):
    data = json.loads((ROOT / "assets" / "lessons" / "armageddon" / f"{lesson_id}.json").read_text(encoding="utf-8"))
    pairs = list(_texts(data))
    assert pairs
    for where, text in pairs:
        assert list(text) == ["ru", "en"], where
        assert CYRILLIC.search(text["ru"]), f"{where}: the Russian text has no Cyrillic"
        assert not CYRILLIC.search(text["en"].replace("ГК", "")), f"{where}: Cyrillic in the English text"


@pytest.mark.parametrize("lesson_id", IDS)
def test_first_step_renders_in_russian_and_english(lesson_id, tmp_path):
    images = {}
    for lang in ("ru", "en"):
        out = tmp_path / f"{lesson_id}-{lang}.png"
        assert main(["render", "armageddon", "--lesson", lesson_id, "--out", str(out), "--size", "960x600",
                     "--lang", lang]) == 0
        images[lang] = pygame.image.load(str(out))
        assert images[lang].get_size() == (960, 600)
    as_bytes = {lang: pygame.image.tobytes(image, "RGB") for lang, image in images.items()}
    assert as_bytes["ru"] != as_bytes["en"]  # the lesson's words are drawn, in each language


@pytest.fixture
def window():
    """A headless window of the app (the lesson's table and page)."""
    from tabletop.ui.app import App
    from tabletop.ui.settings import Settings

    pygame.init()
    try:
        yield App((1280, 800), Settings(language="ru"), audio=False)
    finally:
        pygame.quit()


def _settle(scene, before):
    """Let the table animate until the lesson has moved on and nothing is left to play."""
    for _ in range(400):
        scene.update(0.2)
        moved_on = scene.run.finished or (scene.run.step_index, scene.run.move_index) != before
        if moved_on and not scene.replies and not scene.rebuild_after and scene.table.phase.name not in (
                "ANIMATE", "ROLLING"):
            return


def _play_planned(scene):
    """Play the lesson's own next move on its table (a roll through the page) and let it settle; returns
    where the lesson stood before and the move played."""
    before = (scene.run.step_index, scene.run.move_index)
    text = scene.run.planned.play[0]
    if text.startswith("roll"):
        scene.roll()
    else:
        scene.table.play(scene.run.game.parse_move(scene.table.match.state, text))
    _settle(scene, before)
    return before, text


@pytest.mark.parametrize("lesson_id", IDS)
def test_the_lesson_completes_in_the_window(lesson_id, window):
    from tabletop.lessons.ui.lesson_scene import LessonScene

    entry = get_entry("armageddon")
    scene = LessonScene(window, entry, find_lesson(entry, lesson_id))
    window.switch(scene)
    while not scene.run.finished:
        before, text = _play_planned(scene)
        assert scene.run.finished or (scene.run.step_index, scene.run.move_index) != before, f"stuck at '{text}'"
    game = scene.run.game
    assert game.to_document(scene.table.match.state) == game.to_document(scene.run.state)


# --- the success vocabulary ---------------------------------------------------------------------

BASE = {
    "game": "armageddon", "to_move": "red", "roll": None, "pips_left": None,
    "tokens": {"K4r": "red", "K4g": "green", "K4y": "yellow", "K3g": "green", "K3y": "yellow", "R4": "red",
               "S1": "alien", "S2": "alien", "S3": "alien", "D": "officer"},
    "officer_mine": False, "depot": 6, "trophies": {"red": 0, "green": 0, "yellow": 0}, "destroyed": [],
    "skip_next": [], "round": 1, "winner": None,
}


def _holds(kind, args, doc=None, events=()):
    game = make_game()
    state = game.from_document(doc or BASE)
    return lesson_goals.holds(kind, lesson_goals.GOALS[kind].model_validate(args), game, state, list(events))


def test_token_at_empty_and_laser_read_the_position():
    assert _holds("token_at", {"at": "R4", "piece": "red"})
    assert not _holds("token_at", {"at": "R4", "piece": "green"})
    assert not _holds("token_at", {"at": "R5"})
    assert _holds("empty", {"at": "R5"}) and not _holds("empty", {"at": "R4"})
    assert _holds("laser", {"on": False}) and not _holds("laser", {"on": True})
    assert _holds("to_move", {"seat": "red", "rolled": False}) and not _holds("to_move", {"seat": "aliens"})
    assert _holds("earth_tokens", {"at_most": 6, "at_least": 6}) and not _holds("earth_tokens", {"at_most": 5})


def test_event_goals_read_the_step_events():
    game = make_game()
    state = game.from_document(BASE)
    roll = game.apply(state, Roll(3))
    events = list(roll.events)
    moved = game.apply(roll.state, game.parse_move(roll.state, "R4>R1"))
    events += moved.events
    after = moved.state
    check = lesson_goals.holds
    args = lesson_goals.GOALS
    assert check("laser", args["laser"].model_validate({"on": True}), game, after, events)
    assert not check("laser_shot", args["laser_shot"].model_validate({}), game, after, events)
    assert check("turn_ended", args["turn_ended"].model_validate({"seat": "red", "reason": "pips_spent"}), game, after,
                 events)
    assert not check("turn_ended", args["turn_ended"].model_validate({"reason": "passed"}), game, after, events)
    assert not check("displaced", args["displaced"].model_validate({}), game, after, events)


def test_places_are_circles_of_the_board():
    game = make_game()
    assert lesson_goals.is_place(game, "R0") and lesson_goals.is_place(game, "K1r")
    assert not lesson_goals.is_place(game, "K1") and not lesson_goals.is_place(game, "h5")


def test_a_listed_mistake_clicked_on_the_table_gets_the_lessons_words_not_the_rules(window):
    """Clicking a token and then a circle the rules refuse (r4 → r10, too far) is the lesson's listed
    mistake: its explanation is said and counted, not the table's own refusal."""
    from tabletop.lessons.ui.lesson_scene import LessonScene

    entry = get_entry("armageddon")
    lesson = find_lesson(entry, "split-pips")
    scene = LessonScene(window, entry, lesson)
    window.switch(scene)
    while (scene.run.step_index, scene.run.move_index) != (0, 1):
        _play_planned(scene)
    wrong = next(w for w in lesson.steps[0].moves[1].wrong if w.move == "r4>r10")
    state = scene.table.match.state
    with pytest.raises(IllegalMove):
        scene.run.game.apply(state, scene.run.game.parse_move(state, "r4>r10"))
    scene.table.click_node("r4")
    assert scene.table.selected == "r4"
    scene.table.click_node("r10")
    assert scene.feedback is not None and scene.feedback.verdict == "wrong"
    assert wrong.explain.ru[:40] in scene.table.refusal or wrong.explain.ru[:40] in " ".join(scene.page().slip)
    assert scene.run.mistakes == 1

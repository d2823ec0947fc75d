"""The lesson schema and loader: a good file loads; each kind of mistake is one line naming the file and field."""

from __future__ import annotations

import copy
import json

import pytest

from tabletop.lessons.goals import LessonError
from tabletop.lessons.loader import find_lesson, load_lesson
from tabletop.registry import get_entry

POSITION = {
    "to_move": "south", "defences": [], "hq": {"south": "h2", "north": "h20"}, "ply": 0, "quiet_plies": 0,
    "planes": [{"side": "south", "kind": "bomber", "at": "h4", "heading": "N", "parked": True}],
    "losses": {"south": {"bomber": 0, "fighter": 0}, "north": {"bomber": 0, "fighter": 0}}, "winner": None,
}
LESSON = {
    "id": "sample", "game": "airwar", "order": 1, "title": {"ru": "Взлёт", "en": "Take-off"}, "sections": ["3.5"],
    "steps": [{
        "position": POSITION, "goal": {"ru": "Взлетите", "en": "Take off"},
        "highlights": [{"at": ["h6"], "kind": "target"}], "arrows": [{"from": "h4", "to": "h6"}],
        "moves": [{"play": "h4:F2", "wrong": [{"move": "h4:LF1", "explain": {"ru": "Нельзя", "en": "No"}}]}],
        "success": [{"kind": "plane_at", "args": {"at": "h6", "kind": "bomber"}}],
    }],
}


def _write(tmp_path, data, name="sample"):
    path = tmp_path / f"{name}.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _broken(change):
    data = copy.deepcopy(LESSON)
    change(data)
    return data


def test_a_good_lesson_loads(tmp_path):
    lesson = load_lesson(get_entry("airwar"), _write(tmp_path, LESSON))
    assert lesson.steps[0].moves[0].play == ("h4:F2",)
    assert lesson.steps[0].arrows[0].frm == "h4"


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d["steps"][0]["goal"].pop("en"), "field 'steps[0].goal.en'"),
    (lambda d: d["steps"][0]["goal"].update(ru=""), "field 'steps[0].goal.ru'"),
    (lambda d: d.update(sections=["three"]), "'three' is not a rules section"),
    (lambda d: d.update(id="other"), "field 'id': 'other' must be the file's name"),
    (lambda d: d.update(game="armageddon"), "field 'game'"),
    (lambda d: d["steps"][0].update(success=[{"kind": "teleported"}]),
     "field 'steps[0].success[0].kind': unknown success"),
    (lambda d: d["steps"][0]["success"][0]["args"].update(at="z99"), "field 'steps[0].success[0].args'"),
    (lambda d: d["steps"][0]["highlights"][0].update(at=["q1"]), "steps[0].highlights[0].at': 'q1'"),
    (lambda d: d["steps"][0]["arrows"][0].update(to="h0"), "steps[0].arrows[0].to': 'h0'"),
    (lambda d: d["steps"][0]["position"]["planes"][0].update(at="p4"), "steps[0].position'"),
    (lambda d: d["steps"][0].update(position="continue"), "the first step needs a position"),
    (lambda d: d["steps"][0]["moves"][0]["wrong"][0].update(move="h4:F2"), "also listed in 'play'"),
    (lambda d: d["steps"][0].update(moves=[]), "field 'steps[0].moves': Value error, a step needs"),
    (lambda d: d["steps"][0].update(surprise=1), "field 'steps[0].surprise'"),
])
def test_a_broken_lesson_is_one_line_naming_file_and_field(tmp_path, change, words):
    path = _write(tmp_path, _broken(change))
    with pytest.raises(LessonError) as caught:
        load_lesson(get_entry("airwar"), path)
    message = str(caught.value)
    assert "\n" not in message
    assert message.startswith(f"lesson {path}")
    assert words in message


def test_not_json_is_refused_naming_the_file(tmp_path):
    path = tmp_path / "sample.json"
    path.write_text("{not json", encoding="utf-8")
    with pytest.raises(Exception, match=r"sample\.json"):
        load_lesson(get_entry("airwar"), path)


def test_an_unknown_id_names_the_known_ones():
    with pytest.raises(LessonError, match=r"no lesson 'no-such' for game 'airwar' \(lessons: "):
        find_lesson(get_entry("airwar"), "no-such")

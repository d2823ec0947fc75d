"""`tabletop learn` and `tabletop render --lesson` run as a user runs them (subprocesses, headless)."""

from __future__ import annotations

import json
import subprocess

import pytest

from tests.cli_support import TABLETOP, headless_env, open_window


@pytest.fixture
def env(tmp_path):
    """A headless environment with its own data folder."""
    return headless_env(tmp_path)


def tabletop(args, env, cwd):
    return subprocess.run([*TABLETOP, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=300)


def test_list_prints_one_json_object_per_lesson(env, tmp_path):
    result = tabletop(["learn", "airwar", "--list"], env, tmp_path)
    assert result.returncode == 0, result.stderr
    lines = [json.loads(line) for line in result.stdout.splitlines()]
    assert len(lines) >= 10
    for line in lines:
        assert set(line) == {"id", "title", "sections"}
        assert set(line["title"]) == {"ru", "en"} and line["sections"]
    assert lines[0]["id"] == "board" and lines[0]["title"]["ru"] == "Поле и силы сторон"


def test_check_plays_a_lesson_and_exits_0(env, tmp_path):
    result = tabletop(["learn", "airwar", "defences", "--check"], env, tmp_path)
    assert result.returncode == 0, result.stderr
    summary = json.loads(result.stdout)
    assert summary == {"id": "defences", "ok": True, "steps": 3, "moves": 3, "wrong_moves": 2}


def test_check_of_a_broken_lesson_exits_1_naming_the_problem(env, tmp_path):
    assets = tmp_path / "assets"
    subprocess.run(["cp", "-r", str(_assets()), str(assets)], check=True)
    path = assets / "lessons" / "airwar" / "hq.json"
    lesson = json.loads(path.read_text(encoding="utf-8"))
    lesson["steps"][0]["moves"][0]["play"] = ["h18:LF1"]  # its own move no longer reaches the goal
    path.write_text(json.dumps(lesson, ensure_ascii=False), encoding="utf-8")
    result = tabletop(["learn", "airwar", "hq", "--check"], dict(env, TABLETOP_ASSETS=str(assets)), tmp_path)
    assert result.returncode == 1
    assert "success conditions do not hold" in result.stderr
    assert json.loads(result.stdout)["ok"] is False


@pytest.mark.parametrize(("args", "words"), [
    (["learn", "chess", "--list"], "unknown game 'chess'"),
    (["learn", "airwar", "no-such", "--check"], "no lesson 'no-such' for game 'airwar'"),
    (["learn", "airwar", "../../etc/passwd", "--check"], "no lesson '../../etc/passwd'"),
    (["learn", "airwar", "--check"], "--check needs a lesson id"),
    (["learn", "airwar", "board", "--list"], "--list takes no lesson id"),
    (["render", "airwar", "--lesson", "no-such", "--out", "x.png"], "no lesson 'no-such'"),
    (["render", "chess", "--lesson", "board", "--out", "x.png"], "unknown game 'chess'"),
])
def test_bad_game_or_lesson_is_one_line_and_exit_2(env, tmp_path, args, words):
    result = tabletop(args, env, tmp_path)
    assert result.returncode == 2
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tabletop: ") and words in lines[0], result.stderr
    assert not (tmp_path / "x.png").exists()


def test_a_broken_lesson_file_is_one_line_naming_file_and_field(env, tmp_path):
    assets = tmp_path / "assets"
    subprocess.run(["cp", "-r", str(_assets()), str(assets)], check=True)
    path = assets / "lessons" / "airwar" / "hq.json"
    lesson = json.loads(path.read_text(encoding="utf-8"))
    del lesson["steps"][0]["goal"]["en"]
    path.write_text(json.dumps(lesson, ensure_ascii=False), encoding="utf-8")
    result = tabletop(["learn", "airwar", "--list"], dict(env, TABLETOP_ASSETS=str(assets)), tmp_path)
    assert result.returncode == 2
    assert result.stderr.count("\n") == 1 and "hq.json" in result.stderr and "steps[0].goal.en" in result.stderr


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_render_lesson_draws_the_first_step(env, tmp_path, lang):
    out = tmp_path / f"lesson_{lang}.png"
    result = tabletop(["render", "airwar", "--lesson", "attacks", "--out", str(out), "--lang", lang], env, tmp_path)
    assert result.returncode == 0, result.stderr
    assert out.stat().st_size > 20_000


def _assets():
    from tabletop.paths import assets_dir

    return assets_dir()


@pytest.mark.parametrize("args", [["learn", "airwar", "hq"], ["learn", "airwar"]])
def test_learn_opens_the_window_headless_and_closes_cleanly(env, tmp_path, args):
    """`tabletop learn GAME [ID]` opens the window at the lesson (or the list); SIGTERM closes it, exit 0."""
    import time

    started = time.monotonic()
    open_window(args, env, tmp_path, lambda: time.monotonic() - started > 6)
    assert not (tmp_path / "data" / "tabletop" / "autosaves").exists()  # a lesson is never saved

"""Every command of the command-line contract run end to end as a subprocess, as a user runs it.

The window commands (`tabletop`, `tabletop play`) run headless (SDL's dummy drivers): they
open, draw frames (a game with computer seats plays and autosaves its moves), are stopped
with SIGTERM as a desktop would close them, exit 0 and print no traceback.
"""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

import pytest

from tests.cli_support import TABLETOP, headless_env, open_window

GAMES = ("armageddon", "airwar")
FIRST_ROLL = {"armageddon": "roll 6", "airwar": "roll 0"}
COMPUTER_SEATS = {"armageddon": ["earth=ai:easy", "aliens=ai:easy"], "airwar": ["south=ai:easy", "north=ai:easy"]}


@pytest.fixture
def env(tmp_path):
    """A headless environment with its own data folder."""
    return headless_env(tmp_path)


def run(args: list[str], env: dict[str, str], cwd: Path, timeout: float = 300) -> subprocess.CompletedProcess:
    """Run `tabletop ARGS`; it must succeed without a traceback."""
    result = subprocess.run([*TABLETOP, *args], env=env, cwd=cwd, capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, f"tabletop {args} exited {result.returncode}: {result.stderr}"
    assert "Traceback" not in result.stderr, result.stderr
    return result


def saved_games(data: Path) -> list[dict]:
    """Every game document in the data folder (autosaves and saves)."""
    found = []
    for path in sorted((data / "tabletop").rglob("*.json")) if (data / "tabletop").is_dir() else []:
        try:
            document = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # being written
        if isinstance(document, dict) and "history" in document:
            found.append(document)
    return found


def test_window_opens_at_the_menu_and_closes_cleanly(env, tmp_path):
    started = time.monotonic()
    open_window([], env, tmp_path, lambda: time.monotonic() - started > 4)


@pytest.mark.parametrize("game", GAMES)
def test_play_with_computer_seats_plays_and_autosaves(game, env, tmp_path):
    data = Path(env["XDG_DATA_HOME"])

    def moves_made() -> bool:
        return any(len(doc["history"]) >= 4 and doc["game"] == game for doc in saved_games(data))

    seats = [word for seat in COMPUTER_SEATS[game] for word in ("--seat", seat)]
    open_window(["play", game, *seats], env, tmp_path, moves_made)
    assert moves_made()


def test_play_passes_the_variant_through(env, tmp_path):
    data = Path(env["XDG_DATA_HOME"])

    def saved() -> list[dict]:
        return [doc for doc in saved_games(data) if doc["game"] == "armageddon"]

    open_window(["play", "armageddon", "--variant", "mines=5", "round_cap=200",
                 "displaced_home=last"], env, tmp_path, lambda: bool(saved()))
    variant = saved()[0]["variant"]
    assert variant["mines"] == 5 and variant["round_cap"] == 200 and variant["displaced_home"] == "last"


def test_play_refuses_a_bad_variant_in_one_line(env, tmp_path):
    result = subprocess.run([*TABLETOP, "play", "armageddon", "--variant", "mines=lots"], env=env, cwd=tmp_path,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 2 and "Traceback" not in result.stderr
    assert result.stderr.startswith("tabletop: ") and "mines" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


def test_play_resumes_a_save(env, tmp_path):
    data = Path(env["XDG_DATA_HOME"])
    seats = [word for seat in COMPUTER_SEATS["airwar"] for word in ("--seat", seat)]
    open_window(["play", "airwar", *seats], env, tmp_path, lambda: any(len(d["history"]) >= 2
                                                                        for d in saved_games(data)))
    save = tmp_path / "resume.json"
    save.write_text(json.dumps(saved_games(data)[0]), encoding="utf-8")
    played = len(saved_games(data)[0]["history"])
    open_window(["play", "airwar", "--load", str(save)], env, tmp_path,
                lambda: any(len(d["history"]) > played for d in saved_games(data)))


@pytest.mark.parametrize("game", GAMES)
def test_moves_apply_render_of_a_position(game, env, tmp_path):
    from tabletop.registry import get_entry

    entry = get_entry(game)
    start_game = entry.make_game(None)
    start = tmp_path / "start.json"
    start.write_text(json.dumps(start_game.to_document(start_game.initial_state())), encoding="utf-8")
    rolled = tmp_path / "rolled.json"
    rolled.write_text(run(["apply", game, str(start), FIRST_ROLL[game]], env, tmp_path).stdout, encoding="utf-8")
    listed = run(["moves", game, str(rolled)], env, tmp_path).stdout.splitlines()
    assert listed
    after = tmp_path / "after.json"
    after.write_text(run(["apply", game, str(rolled), listed[-1]], env, tmp_path).stdout, encoding="utf-8")
    assert json.loads(after.read_text(encoding="utf-8"))["game"] == game
    for lang in ("ru", "en"):
        out = tmp_path / f"after_{lang}.png"
        run(["render", game, str(after), "--out", str(out), "--size", "960x600", "--lang", lang], env, tmp_path)
        assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("game", GAMES)
def test_simulate_prints_one_summary(game, env, tmp_path):
    seats = [word for seat in COMPUTER_SEATS[game] for word in ("--seat", seat)]
    summary = json.loads(run(["simulate", game, "--games", "2", "--seed", "5", *seats], env, tmp_path).stdout)
    assert summary["game"] == game and summary["games"] == 2
    assert sum(summary["wins"].values()) + summary["draws"] == 2


def test_simulate_takes_key_value_variant_options(env, tmp_path):
    summary = json.loads(run(["simulate", "armageddon", "--games", "1", "--variant", "mines=5"], env,
                             tmp_path).stdout)
    assert summary["variant"]["mines"] == 5


def test_bench_quick_prints_json_lines(env, tmp_path):
    lines = [json.loads(line) for line in run(["bench", "--quick"], env, tmp_path, timeout=600).stdout.splitlines()]
    names = {line["name"] for line in lines}
    assert {"armageddon.random_turns_per_s", "airwar.random_plies_per_s"} <= names
    assert all(isinstance(line.get("value"), int | float) or line.get("value") is None for line in lines)


@pytest.mark.parametrize("delay", [0.4, 0.8, 1.1, 1.4, 2.0])
def test_sigterm_at_any_moment_of_the_start_ends_the_program(env, tmp_path, delay):
    """SIGTERM while the window is still starting (imports, the display, the first scene) ends it quietly:
    exit 0 (or the default signal death before Python runs), never a traceback, never a window left running.
    (SDL used to turn an early SIGTERM into a quit event and drop our handler: the window lived on.)"""
    import signal

    process = subprocess.Popen([*TABLETOP, "learn", "airwar", "hq"], env=env, cwd=tmp_path,
                               stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    time.sleep(delay)
    process.send_signal(signal.SIGTERM)
    try:
        _, err = process.communicate(timeout=60)
    finally:
        if process.poll() is None:
            process.kill()
            process.communicate()
    assert process.returncode in (0, -signal.SIGTERM), err
    assert "Traceback" not in err, err

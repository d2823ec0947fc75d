"""The command line: every bound checked, every bad path one line and exit 2, never a traceback or a hang."""

from __future__ import annotations

import json
import subprocess
import sys
import tracemalloc

import pytest

from tabletop.cli import main
from tabletop.registry import get_entry

RANDOM = ["--seat", "earth=ai:random", "--seat", "aliens=ai:random"]


def one_line_exit_2(capsys, argv) -> str:
    assert main(argv) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("tabletop: ") and captured.err.count("\n") == 1, captured.err
    return captured.err


def argparse_refuses(capsys, argv) -> str:
    with pytest.raises(SystemExit) as done:
        main(argv)
    assert done.value.code == 2
    err = capsys.readouterr().err
    assert "Traceback" not in err and len(err) < 2000
    return err


@pytest.mark.parametrize(("flag", "value", "message"), [
    ("--movetime", "nan", "not a time in seconds"),
    ("--movetime", "inf", "not a time in seconds"),
    ("--movetime", "-1", "not a time in seconds"),
    ("--movetime", "0", "not a time in seconds"),
    ("--movetime", "1e400", "not a time in seconds"),
    ("--games", "1000000000", "out of range"),
    ("--games", "9" * 5000, "is not a whole number"),
    ("--jobs", "1000000", "out of range"),
    ("--jobs", "0", "out of range"),
    ("--seed", "-1", "out of range"),
    ("--seed", str(2**70), "out of range"),
])
def test_simulate_numbers_are_bounded(capsys, flag, value, message):
    args = ["simulate", "armageddon", "--games", "1", *RANDOM, flag, value]
    assert message in argparse_refuses(capsys, args)


def test_simulate_streams_games_and_keeps_memory_flat(monkeypatch, capsys):
    """A long run never builds its job list: the games are asked for one by one."""
    from tabletop import simulate

    asked: list[int] = []

    def fake_play(game_name, seats, seed, movetime, variant=None):
        asked.append(seed)
        return simulate.GameResult("earth", 10, seed)

    monkeypatch.setattr(simulate, "play_one", fake_play)
    tracemalloc.start()
    try:
        assert main(["simulate", "armageddon", "--games", "200000", *RANDOM]) == 0
        peak = tracemalloc.get_traced_memory()[1] - 200000 * sys.getsizeof(0)  # less the seeds recorded above
    finally:
        tracemalloc.stop()
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 200000 and summary["wins"]["earth"] == 200000 and len(asked) == 200000
    assert peak < 8_000_000, f"{peak} bytes at the peak: the games were held in memory"


@pytest.mark.parametrize("where", ["folder", "missing"])
def test_per_game_file_that_cannot_be_written_fails_before_any_game(tmp_path, capsys, monkeypatch, where):
    from tabletop import simulate

    monkeypatch.setattr(simulate, "play_one", lambda *a: pytest.fail("a game was played before the check"))
    target = tmp_path if where == "folder" else tmp_path / "no" / "such" / "games.jsonl"
    err = one_line_exit_2(capsys, ["simulate", "armageddon", "--games", "3", *RANDOM, "--per-game", str(target)])
    assert "--per-game" in err and "cannot write" in err


def test_render_out_under_a_file_is_one_line(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    err = one_line_exit_2(capsys, ["render", "armageddon", "--out", str(blocker / "x.png")])
    assert "cannot write" in err


def test_a_seat_name_over_40_characters_is_one_line(capsys):
    err = one_line_exit_2(capsys, ["simulate", "armageddon", "--games", "1",
                                   "--seat", "earth=ai:random:" + "x" * 41, "--seat", "aliens=ai:random"])
    assert "too long (41 characters, at most 40)" in err


@pytest.mark.parametrize(("variant", "message"), [
    ('{"a": ' * 1000 + "1" + "}" * 1000, "nested more than 64 levels deep"),
    ("[" * 100_000 + "]" * 100_000, "too long"),
    ('{"mines": ' + "9" * 5000 + "}", "a number with 5000 digits"),
    ('{"mines": 1, "mines": 2}', "appears twice"),
])
def test_hostile_variants_are_one_line(capsys, variant, message):
    err = one_line_exit_2(capsys, ["simulate", "armageddon", "--games", "1", *RANDOM, "--variant", variant])
    assert message in err and len(err) < 300


def position_file(tmp_path) -> str:
    game = get_entry("armageddon").make_game(None)
    from tabletop.engine.protocol import Roll

    state = game.apply(game.initial_state(), Roll(6)).state
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(game.to_document(state)), encoding="utf-8")
    return str(path)


def test_moves_into_a_closed_pipe_is_one_line_exit_2(tmp_path):
    script = "import sys; from tabletop.cli import main; sys.exit(main(sys.argv[1:]))"
    command = [sys.executable, "-c", script, "moves", "armageddon", position_file(tmp_path)]
    writer = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    assert writer.stdout is not None
    writer.stdout.close()  # as `| true` does: the reader goes away at once
    _, err = writer.communicate(timeout=120)
    text = err.decode()
    assert writer.returncode == 2, text
    assert "Traceback" not in text and text.count("\n") == 1 and "broken pipe" in text


def test_apply_refuses_a_move_with_a_newline(capsys, tmp_path):
    game = get_entry("airwar").make_game(None)
    doc = game.to_document(game.initial_state()) | {"to_move": "south"}
    path = tmp_path / "aw.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    err = one_line_exit_2(capsys, ["apply", "airwar", str(path), "f11\n:F3"])
    assert "cannot read move" in err

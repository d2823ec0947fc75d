"""The command-line contract, exercised on the test dice game (registered only here)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tabletop.cli import main

SUBCOMMANDS = ["play", "moves", "apply", "simulate", "render", "bench"]


def write_position(tmp_path, **fields):
    doc = {"game": "race", "to_move": "a", "roll": 4, "positions": {"a": 2, "b": 5}} | fields
    path = tmp_path / "pos.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


def test_top_level_help_lists_every_subcommand(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--help"])
    assert done.value.code == 0
    out = capsys.readouterr().out
    for name in SUBCOMMANDS:
        assert name in out


@pytest.mark.parametrize("name", SUBCOMMANDS)
def test_each_subcommand_answers_help(name, capsys):
    with pytest.raises(SystemExit) as done:
        main([name, "--help"])
    assert done.value.code == 0
    assert "usage: tabletop " + name in capsys.readouterr().out


def test_console_script_module_answers_help():
    result = subprocess.run([sys.executable, "-m", "tabletop.cli", "--help"], capture_output=True, text=True,
                            timeout=60)
    assert result.returncode == 0 and "simulate" in result.stdout


def test_moves_lists_every_legal_move(race_entry, tmp_path, capsys):
    assert main(["moves", "race", write_position(tmp_path)]) == 0
    assert capsys.readouterr().out.split() == ["go", "half"]


def test_moves_when_a_roll_is_due_prints_nothing_and_says_why(race_entry, tmp_path, capsys):
    assert main(["moves", "race", write_position(tmp_path, roll=None)]) == 0
    captured = capsys.readouterr()
    assert captured.out == "" and "roll" in captured.err


def test_apply_prints_the_new_position(race_entry, tmp_path, capsys):
    assert main(["apply", "race", write_position(tmp_path), "half"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["positions"] == {"a": 4, "b": 5} and doc["to_move"] == "b" and doc["roll"] is None


def test_apply_roll(race_entry, tmp_path, capsys):
    assert main(["apply", "race", write_position(tmp_path, roll=None), "roll 6"]) == 0
    assert json.loads(capsys.readouterr().out)["roll"] == 6


def test_illegal_move_exits_2_with_reason(race_entry, tmp_path, capsys):
    assert main(["apply", "race", write_position(tmp_path, roll=3), "half"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert "illegal move" in captured.err and "rule 2" in captured.err and "Traceback" not in captured.err


@pytest.mark.parametrize(
    ("content", "message"),
    [
        ('{"game": "race", "to_move": "c", "roll": 4, "positions": {"a": 1, "b": 2}}', "to_move"),
        ('{"game": "race", "to_move": "a", "roll": 9, "positions": {"a": 1, "b": 2}}', "roll"),
        ('{"game": "chess", "to_move": "a"}', "field 'game'"),
        ('{"game": "race", "to_mo', "not valid JSON"),
        ("[1, 2]", "expected a JSON object"),
        ('{"game": "race", "variant": [1], "to_move": "a", "positions": {}}', "variant"),
    ],
)
def test_malformed_document_exits_2_naming_the_field(race_entry, tmp_path, capsys, content, message):
    path = tmp_path / "bad.json"
    path.write_text(content, encoding="utf-8")
    assert main(["apply", "race", str(path), "go"]) == 2
    err = capsys.readouterr().err
    assert message in err and "Traceback" not in err


def test_missing_position_file_exits_2(race_entry, tmp_path, capsys):
    assert main(["moves", "race", str(tmp_path / "nope.json")]) == 2
    assert "cannot read" in capsys.readouterr().err


def test_unknown_game_exits_2(capsys):
    assert main(["moves", "tetris", "x.json"]) == 2
    assert "unknown game 'tetris'" in capsys.readouterr().err


def test_the_test_game_is_not_in_the_installed_registry():
    from tabletop.registry import game_names

    assert "race" not in game_names()
    assert main(["moves", "race", "x.json"]) == 2


def test_wrong_arguments_exit_2(capsys):
    for argv in (["simulate", "race"], ["simulate", "race", "--games", "0"], ["render", "race", "--out", "x.png",
                                                                                "--size", "big"]):
        with pytest.raises(SystemExit) as done:
            main(argv)
        assert done.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


def test_simulate_prints_one_json_summary_and_is_reproducible(race_entry, capsys):
    assert main(["simulate", "race", "--games", "6", "--seed", "3"]) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(["simulate", "race", "--games", "6", "--seed", "3"]) == 0
    second = json.loads(capsys.readouterr().out)
    assert first["game"] == "race" and first["games"] == 6
    assert sum(first["wins"].values()) + first["draws"] == 6
    assert first["max_plies"] >= first["mean_plies"] > 0
    assert {k: v for k, v in first.items() if k != "seconds"} == {k: v for k, v in second.items() if k != "seconds"}
    assert set(first) == {"game", "games", "wins", "draws", "mean_plies", "max_plies", "seconds", "seats"}


def test_simulate_refuses_human_seats_and_unknown_levels(race_entry, capsys):
    assert main(["simulate", "race", "--games", "1", "--seat", "a=human"]) == 2
    assert "AI on every seat" in capsys.readouterr().err
    assert main(["simulate", "race", "--games", "1", "--seat", "a=ai:godlike"]) == 2
    assert "unknown AI level" in capsys.readouterr().err


def test_render_without_renderer_exits_2(race_entry, tmp_path, capsys):
    assert main(["render", "race", "--out", str(tmp_path / "x.png")]) == 2
    assert "no renderer" in capsys.readouterr().err


def test_bench_prints_json_lines_with_ratios(monkeypatch):
    from dataclasses import replace

    from tabletop import bench
    from tabletop.registry import registered
    from tests.dicegame import ENTRY

    monkeypatch.setattr(bench, "REFERENCES", {"reference.fake": lambda seconds: 10.0})
    monkeypatch.setattr(bench, "RATIOS", {"race.fake_per_s": "reference.fake"})
    entry = replace(ENTRY, benches={"race.fake_per_s": lambda quick: 5.0 if quick else 50.0})
    with registered(entry):
        lines = list(bench.run_benchmarks(quick=True, games=["race"]))
    assert lines == [
        {"name": "reference.fake", "value": 10.0},
        {"name": "race.fake_per_s", "value": 5.0},
        {"name": "race.fake_per_s.ratio_to_reference", "value": 0.5, "reference": "reference.fake"},
    ]
    assert bench.timed_rate(lambda: 1, 0.01) > 0


def test_render_with_a_broken_renderer_exits_2(tmp_path, capsys):
    from dataclasses import replace

    from tabletop.registry import registered
    from tests.dicegame import ENTRY

    with registered(replace(ENTRY, render="no_such_module.view:render")):
        assert main(["render", "race", "--out", str(tmp_path / "x.png")]) == 2
    err = capsys.readouterr().err
    assert "cannot be loaded" in err and "Traceback" not in err

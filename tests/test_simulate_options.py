"""`tabletop simulate --variant` and `--per-game`: other variants, and one JSON line per game."""

from __future__ import annotations

import json

import pytest

from tabletop.cli import main

RANDOM_SEATS = ["--seat", "earth=ai:random", "--seat", "aliens=ai:random"]


def simulate(capsys, *extra: str) -> dict:
    assert main(["simulate", "armageddon", "--games", "3", "--seed", "5", *RANDOM_SEATS, *extra]) == 0
    return json.loads(capsys.readouterr().out)


def test_without_variant_the_summary_has_no_variant_key(capsys):
    assert "variant" not in simulate(capsys)


def test_variant_is_used_and_named_in_the_summary(capsys, tmp_path):
    per_game = tmp_path / "games.jsonl"
    summary = simulate(capsys, "--variant", '{"mines": 0, "round_cap": 5}', "--per-game", str(per_game))
    assert summary["variant"]["mines"] == 0 and summary["variant"]["round_cap"] == 5
    assert summary["variant"]["warriors"] == 3  # the full variant, defaults included
    games = [json.loads(line) for line in per_game.read_text(encoding="utf-8").splitlines()]
    assert all(game["rounds"] <= 5 for game in games)  # the round cap of the variant applies


def test_per_game_writes_one_line_per_game_matching_the_summary(capsys, tmp_path):
    per_game = tmp_path / "games.jsonl"
    summary = simulate(capsys, "--per-game", str(per_game))
    games = [json.loads(line) for line in per_game.read_text(encoding="utf-8").splitlines()]
    assert [game["seed"] for game in games] == [5, 6, 7]
    assert {"seed", "winner", "plies", "rounds", "termination"} <= set(games[0])
    assert max(game["plies"] for game in games) == summary["max_plies"]
    assert sum(game["winner"] is None for game in games) == summary["draws"]
    for side, wins in summary["wins"].items():
        assert sum(game["winner"] == side for game in games) == wins


def test_per_game_does_not_change_the_games(capsys, tmp_path):
    plain = simulate(capsys)
    logged = simulate(capsys, "--per-game", str(tmp_path / "games.jsonl"))
    assert {k: v for k, v in plain.items() if k != "seconds"} == {k: v for k, v in logged.items() if k != "seconds"}


@pytest.mark.parametrize("text", ['{"mines": "six"}', '{"no_such_option": 1}', "[1, 2]", "{not json", '{"mines": 99}'])
def test_bad_variant_exits_2_with_one_line(capsys, text):
    assert main(["simulate", "armageddon", "--games", "1", *RANDOM_SEATS, "--variant", text]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err.startswith("tabletop: ") and captured.err.count("\n") == 1
    assert "Traceback" not in captured.err


def test_simulate_help_names_the_new_flags(capsys):
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    out = capsys.readouterr().out
    assert "--variant" in out and "--per-game" in out

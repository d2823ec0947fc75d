"""The rules through the command-line contract: `tabletop moves` and `tabletop apply` (spec 8)."""

from __future__ import annotations

import json
import subprocess
import sys

from tests.armageddon.positions import GREEN_YELLOW_HOME, pos


def tabletop(*args: str) -> subprocess.CompletedProcess[str]:
    """Run `python -m tabletop.cli ARGS` and capture its output."""
    return subprocess.run(
        [sys.executable, "-m", "tabletop.cli", *args], capture_output=True, text=True, timeout=120, check=False
    )


def write(tmp_path, doc) -> str:
    """Write a position document to a file; its path."""
    path = tmp_path / "position.json"
    path.write_text(json.dumps(doc), encoding="utf-8")
    return str(path)


def test_cli_moves_lists_every_legal_turn_one_per_line(tmp_path):
    doc = pos("red", 2, {"r1": "red", "r5": "red", **GREEN_YELLOW_HOME})
    result = tabletop("moves", "armageddon", write(tmp_path, doc))
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == sorted(["r1>r3", "r5>r7", "r1>r2 r5>r6", "r5>r6 r1>r2"])


def test_cli_apply_prints_the_new_position(tmp_path):
    doc = pos("red", 3, {"R9": "red", "R8": "alien", "S2": "alien", "S3": "alien", **GREEN_YELLOW_HOME})
    result = tabletop("apply", "armageddon", write(tmp_path, doc), "R9>R6")
    assert result.returncode == 0, result.stderr
    new = json.loads(result.stdout)
    assert new["tokens"]["R6"] == "red" and new["tokens"]["S1"] == "alien"
    assert new["to_move"] == "green" and new["roll"] is None


def test_cli_apply_refuses_an_illegal_turn_with_the_rule(tmp_path):
    doc = pos("red", 4, {"r1": "red", **GREEN_YELLOW_HOME})
    result = tabletop("apply", "armageddon", write(tmp_path, doc), "r1>r3")
    assert result.returncode == 2
    assert result.stdout == ""
    assert "3.3" in result.stderr
    assert "Traceback" not in result.stderr


def test_cli_malformed_document_names_the_bad_field(tmp_path):
    doc = pos("red", 4, {"R33": "red", **GREEN_YELLOW_HOME})
    result = tabletop("apply", "armageddon", write(tmp_path, doc), "R33>R30")
    assert result.returncode == 2
    assert "R33" in result.stderr
    assert "Traceback" not in result.stderr

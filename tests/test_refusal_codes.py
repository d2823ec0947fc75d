"""Refusals as codes: every code the sources raise is in both catalogues, with the same parameters.

The scan reads the sources (AST), not the running program: every `IllegalMove("<code>", rule, **params)`
call and every string constant that looks like a refusal code (`<game>.refusal.<name>`, the way
tables such as Air War's faults hold them).
"""

from __future__ import annotations

import ast
import re
import string
from pathlib import Path

import pytest

from tabletop import i18n

SRC = Path(__file__).resolve().parents[1] / "src"
CODE = re.compile(r"\A[a-z]+\.refusal\.[a-z_]+\Z")
LEGACY_ALLOWED: tuple[str, ...] = ()  # every site raises a code now (issue 14)


def _sources() -> list[tuple[Path, ast.Module]]:
    return [(path, ast.parse(path.read_text(encoding="utf-8"))) for path in sorted(SRC.rglob("*.py"))]


def _calls(tree: ast.Module) -> list[ast.Call]:
    return [node for node in ast.walk(tree) if isinstance(node, ast.Call)
            and getattr(node.func, "id", getattr(node.func, "attr", None)) == "IllegalMove"]


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


def raised_codes() -> dict[str, set[str] | None]:
    """Every refusal code in src → the parameter names its call gives (None where a table holds it)."""
    codes: dict[str, set[str] | None] = {}
    for _path, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and CODE.match(node.value):
                codes.setdefault(node.value, None)
        for call in _calls(tree):
            first = call.args[0] if call.args else None
            if isinstance(first, ast.Constant) and isinstance(first.value, str) and CODE.match(first.value):
                codes[first.value] = {kw.arg for kw in call.keywords if kw.arg}
    return codes


def test_the_scan_finds_the_known_codes():
    """The scan itself works: Air War's fault table and the engine's roll refusals are found."""
    codes = raised_codes()
    assert codes["airwar.refusal.off_edge"] is None  # in the fault table, not at a call
    assert codes["engine.refusal.roll_disagrees"] == {"value", "drawn"}
    assert len([c for c in codes if c.startswith(("airwar.", "engine."))]) >= 25


@pytest.mark.parametrize("code", sorted(raised_codes()))
def test_every_code_is_in_both_catalogues_with_the_same_parameters(code):
    """Russian and English words exist and use the same {params} — those the call passes, where it names them."""
    ru, en = i18n.catalogue("ru"), i18n.catalogue("en")
    if f"{code}.one" in ru:  # a plural family (a `Count` parameter of a refusal): its forms, in both languages
        assert f"{code}.one" in en and f"{code}.other" in en and f"{code}.many" in ru, code
        return
    assert code in ru and code in en, code
    assert _placeholders(ru[code]) == _placeholders(en[code]), code
    given = raised_codes()[code]
    if given is not None:
        assert _placeholders(en[code]) == given, code


def _prose(call: ast.Call) -> bool:
    """Words written at the call: a third positional argument, or a first one that is text but no code."""
    first = call.args[0] if call.args else None
    text = isinstance(first, ast.JoinedStr) or (isinstance(first, ast.Constant) and isinstance(first.value, str))
    return len(call.args) >= 3 or (text and not CODE.match(getattr(first, "value", "") or ""))


def test_no_prose_refusals_outside_the_games_still_converting():
    """`IllegalMove(ru, rule, en)` — three positional words — is left only where another helper converts it."""
    legacy = []
    for path, tree in _sources():
        part = path.relative_to(SRC).parts[0]
        for call in _calls(tree):
            if _prose(call) and part not in LEGACY_ALLOWED:
                legacy.append(f"{path.relative_to(SRC)}:{call.lineno}")
    assert legacy == []


def test_the_command_line_keeps_its_refusal_line(tmp_path, capsys):
    """`illegal move: <English> (rule R); <Russian>` on stderr, exit 2, the words from the catalogues."""
    from tabletop import cli

    assert cli.main(["apply", "airwar", str(_start_position(tmp_path)), "h6:F2"]) == 2
    assert capsys.readouterr().err == (
        "tabletop: illegal move: no plane on h6 (rule 1.3); на точке h6 нет самолёта\n"
    )


def _start_position(folder: Path) -> Path:
    import json

    from airwar.game import make_game

    game = make_game({"first": "south"})
    path = folder / "position.json"
    path.write_text(json.dumps(game.to_document(game.initial_state())), encoding="utf-8")
    return path


def test_a_replayed_step_wraps_the_refusal_in_each_language():
    """The match names the step and puts the game's own refusal inside, in the language asked for."""
    from airwar.game import make_game
    from tabletop.engine import IllegalMove, Match

    with pytest.raises(IllegalMove) as refused:
        Match.replay(make_game({"first": "south"}), 0, ["b4:F1", "x9"])
    error = refused.value
    assert (error.code, error.rule) == ("engine.refusal.step", "5")
    assert error.words("ru") == "шаг 2 'x9': не понимаю ход 'x9'"
    assert error.words("en") == "step 2 'x9': cannot read move 'x9'"
    assert str(error) == "step 2 'x9': cannot read move 'x9' (rule 5)"

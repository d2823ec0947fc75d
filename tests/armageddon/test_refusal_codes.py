"""Armageddon's refusals are catalogue codes: every code raised exists in both catalogues with the same parameters,
and the words say what really happened (issue 16.3)."""

from __future__ import annotations

import ast
import json
import string
from pathlib import Path

import pytest

from armageddon import refusal
from armageddon.game import make_game
from tabletop import i18n
from tabletop.engine import IllegalMove, Roll

SOURCE = Path(refusal.__file__).parent
ASSETS = Path(__file__).resolve().parents[2] / "assets" / "i18n"
CATALOGUE = "refusals_armageddon.json"


def _raised_codes() -> dict[str, set[str]]:
    """Every refusal code the Armageddon sources raise, with the parameter names passed to it."""
    found: dict[str, set[str]] = {}
    for path in sorted(SOURCE.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = getattr(node.func, "id", getattr(node.func, "attr", ""))
            params = {keyword.arg for keyword in node.keywords if keyword.arg}
            first = node.args[0]
            if name == "IllegalMove" and isinstance(first, ast.Constant) and isinstance(first.value, str):
                assert first.value.startswith(refusal.PREFIX), f"{path.name}: prose refusal {first.value!r}"
                found.setdefault(first.value, set()).update(params)
            elif name == "refused" and isinstance(first, ast.Constant):
                found.setdefault(refusal.PREFIX + first.value, set()).update(params)
            elif name == "refused":  # a code chosen from the search's stop codes
                for code, _rule in refusal.STOPS.values():
                    found.setdefault(refusal.PREFIX + code, set()).update(params)
    return found


def _fields(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field}


def _catalogue(lang: str) -> dict[str, str]:
    return json.loads((ASSETS / lang / CATALOGUE).read_text(encoding="utf-8"))


def test_every_raised_code_is_in_both_catalogues_with_its_parameters():
    """Every `IllegalMove` code raised in src/armageddon has Russian and English words using exactly its parameters."""
    raised = _raised_codes()
    assert len(raised) > 30
    for lang in ("ru", "en"):
        words = _catalogue(lang)
        for code, params in raised.items():
            assert code in words, f"{code} missing from {lang}/{CATALOGUE}"
            assert _fields(words[code]) == params, f"{lang} {code}: {_fields(words[code])} != {params}"


def test_the_catalogues_hold_no_unused_refusal():
    """Each catalogued refusal is raised somewhere (the pip counts are the nouns of `out_of_reach`)."""
    raised = set(_raised_codes())
    for lang in ("ru", "en"):
        unused = {key for key in _catalogue(lang) if key not in raised and not key.startswith(f"{refusal.PREFIX}pips.")}
        assert not unused, f"{lang}: {sorted(unused)}"


@pytest.mark.parametrize(("count", "ru", "en"), [(1, "1 очко", "1 pip"), (3, "3 очка", "3 pips"),
                                                 (5, "5 очков", "5 pips"), (21, "21 очко", "21 pips")])
def test_pips_agree_with_their_number(count, ru, en):
    """Plurals by CLDR: 1 очко, 3 очка, 5 очков, 21 очко."""
    assert i18n.count_text("ru", "armageddon.refusal.pips", count) == ru
    assert i18n.count_text("en", "armageddon.refusal.pips", count) == en


def _refusal(game, state, text: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as caught:
        game.apply(state, game.parse_move(state, text))
    return caught.value


def test_3_1_a_circle_ahead_but_out_of_reach_says_so_in_words():
    """3.1 (issue 16.3): with a 5 rolled, r7 is ahead of K1r on its path, just too far: the refusal says how far."""
    game = make_game()
    state = game.apply(game.initial_state(), Roll(5)).state
    error = _refusal(game, state, "K1r>r7")
    assert error.rule == "3.1"
    assert error.words("en") == "Getting from K1r to r7 takes 8 pips, and 5 pips are left"
    assert error.words("ru") == "До r7 с K1r нужно 8 очков, а осталось 5 очков"


def test_3_2_a_circle_off_the_path_says_so():
    """3.2: g3 is not on the red token's path at all, however far it goes."""
    game = make_game()
    state = game.apply(game.initial_state(), Roll(5)).state
    error = _refusal(game, state, "K1r>g3")
    assert (error.rule, error.code) == ("3.2", "armageddon.refusal.not_on_path")


def test_1_3_someone_elses_token_is_named_with_its_owner_in_both_languages():
    """1.3: the aliens' warrior on S1 is not Red's to move; owner and seat are translated parameters."""
    game = make_game()
    state = game.apply(game.initial_state(), Roll(3)).state
    error = _refusal(game, state, "S1>R3")
    assert error.words("ru") == "Фишка на S1 — пришельцев, а сейчас ходят красные"
    assert error.words("en") == "The token on S1 is the Aliens', and Red are to move"


def test_a_stuck_token_is_explained_by_the_search_without_trying_every_circle():
    """3.5/3.8: with a 1 rolled and every launch-table circle taken, yellow's home token on K1y cannot move."""
    game = make_game()
    doc = game.to_document(game.initial_state())
    doc.update(to_move="yellow", roll=1, pips_left=1, tokens={
        "K1g": "green", "K1y": "yellow", "K4r": "red", "K4y": "yellow", "L1": "green", "L2": "yellow", "L3": "red",
        "r2": "red", "r7": "red", "g2": "green", "g5": "green", "y1": "yellow", "R2": "alien", "S2": "alien",
        "S1": "alien", "O1": "officer"})
    state = game.from_document(doc)
    stuck = game.why_stuck(state, "K1y")
    assert stuck is not None and (stuck.rule, stuck.words("en")) == ("3.5", "Every launch-table circle is taken")
    assert game.why_stuck(state, "y1") is None
    refused = game.refusal(state, game.parse_move(state, "K1y>L1"))
    assert refused is not None and refused.words("ru") == "На L1 уже стоит ваша или союзная фишка"

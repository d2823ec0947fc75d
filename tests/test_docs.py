"""The rulebooks: docs/rules_ru.md and docs/rules_en.md follow the rule numbering, list the
same decisions, and name every rule that the code cites in IllegalMove.

A rule reference is the section number the program shows when it refuses a move, so a
reference to a missing section would send the player to nowhere.
"""

from __future__ import annotations

import ast
import json
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = ROOT / "docs"
SRC = ROOT / "src"

GAME_TITLES = {
    "ru": {"armageddon": "Армагеддон", "airwar": "Воздушный бой"},
    "en": {"armageddon": "Armageddon", "airwar": "Air War"},
}
DECISION_MARK = {"ru": "Р", "en": "D"}
PACKAGE_GAMES = {"armageddon": ("armageddon",), "airwar": ("airwar",)}

# The rule numbering table (binding for IllegalMove.rule): sections and their items.
NUMBERING = {
    "armageddon": {
        "1": 4, "2": 8, "3": 8, "4": 3, "5": 6, "6": 7, "7": 0, "8": 0,
    },
    "airwar": {
        "1": 4, "2": 3, "3": 10, "4": 5, "5": 0,
    },
}
HEADING = re.compile(r"^### (\d+(?:\.\d+)?)\. \S", re.MULTILINE)
RULE_LIKE = re.compile(r"^\d(?:\.\d{1,2})?$")
CYRILLIC = re.compile(r"[\u0400-\u04FF]")
LETTER = re.compile(r"[^\W\d_]")


def numbers(game: str) -> list[str]:
    """Every section and item number of a game's part, e.g. '3' and '3.6'."""
    result = []
    for section, items in NUMBERING[game].items():
        result.append(section)
        result.extend(f"{section}.{item}" for item in range(1, items + 1))
    return result


def rules_text(lang: str) -> str:
    """The text of docs/rules_<lang>.md."""
    return (DOCS / f"rules_{lang}.md").read_text(encoding="utf-8")


def game_part(lang: str, game: str) -> str:
    """The text under the game's `## Title` heading, up to the next `## ` heading."""
    text = rules_text(lang)
    title = GAME_TITLES[lang][game]
    match = re.search(rf"^## {re.escape(title)}\s*$", text, re.MULTILINE)
    assert match, f"rules_{lang}.md has no '## {title}' part"
    end = re.search(r"^## ", text[match.end() :], re.MULTILINE)
    return text[match.end() : match.end() + end.start()] if end else text[match.end() :]


def headings(lang: str, game: str) -> set[str]:
    """The numbers of the `### N.` / `### N.M.` headings in a game's part."""
    return set(HEADING.findall(game_part(lang, game)))


def decisions(lang: str, game: str) -> list[int]:
    """The decision numbers (Р1./D1. items) listed in a game's part, in order."""
    mark = DECISION_MARK[lang]
    return [int(n) for n in re.findall(rf"^\*\*{mark}(\d+)\.\*\*", game_part(lang, game), re.MULTILINE)]


def _rule_argument(call: ast.Call) -> ast.expr | None:
    """The `rule` argument of an IllegalMove(...) call: second positional or rule=."""
    if len(call.args) > 1:
        return call.args[1]
    return next((kw.value for kw in call.keywords if kw.arg == "rule"), None)


def _is_illegal_move(call: ast.Call) -> bool:
    func = call.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    return name == "IllegalMove"


def _is_rule_table_entry(node: ast.Tuple) -> bool:
    """A tuple like ("3.6", "причина по-русски", ...): a rule reference kept in a table."""
    if len(node.elts) < 2:
        return False
    first, second = node.elts[0], node.elts[1]
    return (
        isinstance(first, ast.Constant)
        and isinstance(first.value, str)
        and bool(RULE_LIKE.match(first.value))
        and isinstance(second, ast.Constant)
        and isinstance(second.value, str)
        and bool(CYRILLIC.search(second.value))
    )


def rule_references(tree: ast.AST, tables: bool = True) -> Iterator[tuple[int, str]]:
    """(line, rule) for every string rule cited by IllegalMove calls (and, if asked, rule tables)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and _is_illegal_move(node):
            rule = _rule_argument(node)
            if isinstance(rule, ast.Constant) and isinstance(rule.value, str):
                yield node.lineno, rule.value
        elif tables and isinstance(node, ast.Tuple) and _is_rule_table_entry(node):
            yield node.lineno, node.elts[0].value  # type: ignore[attr-defined]


def games_of(path: Path) -> tuple[str, ...]:
    """The games whose rulebook part a source file's references must exist in (empty: any part)."""
    package = path.relative_to(SRC).parts[0]
    return PACKAGE_GAMES.get(package, ())


def all_references() -> list[tuple[Path, int, str]]:
    """Every rule reference under src/, with its file and line (rule tables only in the games)."""
    found = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        found.extend((path, line, rule) for line, rule in rule_references(tree, bool(games_of(path))))
    return found


def test_rulebooks_exist() -> None:
    """Both rulebooks and the position-document description exist and are not empty."""
    for name in ("rules_ru.md", "rules_en.md", "positions.md"):
        path = DOCS / name
        assert path.is_file(), f"docs/{name} is missing"
        assert len(path.read_text(encoding="utf-8")) > 1000, f"docs/{name} is too short"


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_every_numbered_item_has_a_heading(lang: str, game: str) -> None:
    """Every section and item of the numbering table has its heading in the game's part."""
    missing = [number for number in numbers(game) if number not in headings(lang, game)]
    assert not missing, f"rules_{lang}.md, {game}: no heading for {missing}"


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_no_heading_outside_the_numbering(lang: str, game: str) -> None:
    """No numbered heading that the table does not have (it would mislead a rule reference)."""
    extra = sorted(headings(lang, game) - set(numbers(game)))
    assert not extra, f"rules_{lang}.md, {game}: headings not in the numbering table: {extra}"


@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_decision_lists_match(game: str) -> None:
    """Both languages list the same decisions, numbered 1, 2, 3 … without gaps."""
    ru, en = decisions("ru", game), decisions("en", game)
    assert ru, f"no decisions listed for {game}"
    assert ru == list(range(1, len(ru) + 1)), f"Russian decisions of {game} are not numbered 1..n: {ru}"
    assert en == ru, f"{game}: {len(ru)} decisions in Russian, {len(en)} in English"


@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_decision_references_exist(game: str) -> None:
    """Every (Р5)-style reference in the text points at a listed decision."""
    for lang in ("ru", "en"):
        mark = DECISION_MARK[lang]
        listed = set(decisions(lang, game))
        cited = {int(n) for n in re.findall(rf"\({mark}(\d+)\)", game_part(lang, game))}
        assert cited <= listed, f"rules_{lang}.md, {game}: cites missing decisions {sorted(cited - listed)}"


def test_russian_rulebook_is_cyrillic() -> None:
    """Most letters of the Russian rulebook are Cyrillic; the English one is mostly Latin."""
    ru_letters = LETTER.findall(rules_text("ru"))
    en_letters = LETTER.findall(rules_text("en"))
    ru_share = sum(1 for c in ru_letters if CYRILLIC.match(c)) / len(ru_letters)
    en_share = sum(1 for c in en_letters if CYRILLIC.match(c)) / len(en_letters)
    assert ru_share > 0.7, f"only {ru_share:.0%} of the letters in rules_ru.md are Cyrillic"
    assert en_share < 0.2, f"{en_share:.0%} of the letters in rules_en.md are Cyrillic"


def test_layout_pointer_in_air_war_section_2_2() -> None:
    """Section 2.2 of Air War points to the layout rationale in both languages."""
    expected = {
        "ru": "Стандартная расстановка и её обоснование: см. airwar_layout.md",
        "en": "The standard layout and why it is built that way: see airwar_layout.md",
    }
    for lang, sentence in expected.items():
        part = game_part(lang, "airwar")
        section = part[part.index("### 2.2.") : part.index("### 2.3.")]
        assert sentence in section, f"rules_{lang}.md, Air War 2.2 lacks the pointer to airwar_layout.md"


def test_rule_scan_finds_references() -> None:
    """The scanner sees rule references (so the check below is not empty)."""
    source = 'raise IllegalMove("нет", "3.6", "no")\nT = ("4.2", "заслон", "block")\nIllegalMove("x", rule="5")'
    tree = ast.parse(source)
    assert sorted(rule for _, rule in rule_references(tree)) == ["3.6", "4.2", "5"]
    assert all_references(), "no IllegalMove rule reference found under src/"


def test_every_rule_reference_names_an_existing_section() -> None:
    """Every rule cited under src/ exists in rules_ru.md, in the part of the game that cites it."""
    parts = {game: headings("ru", game) for game in GAME_TITLES["ru"]}
    bad = []
    for path, line, rule in all_references():
        games = games_of(path) or tuple(parts)
        if not any(rule in parts[game] for game in games):
            where = " or ".join(GAME_TITLES["ru"][game] for game in games)
            bad.append(f"{path.relative_to(ROOT)}:{line}: rule {rule!r} is not a section of {where}")
    assert not bad, "\n".join(bad)


def position_examples(game: str) -> list[dict]:
    """The JSON example documents in the game's part of docs/positions.md."""
    text = (DOCS / "positions.md").read_text(encoding="utf-8")
    start = text.index(f"## {GAME_TITLES['ru'][game]}")
    end = text.find("\n## ", start + 1)
    part = text[start : end if end > 0 else len(text)]
    return [json.loads(block) for block in re.findall(r"```json\n(.*?)```", part, re.DOTALL)]


def _read_example(game: str) -> tuple[object, object, dict]:
    """(game object, state, document) for the game's example in positions.md."""
    module = pytest.importorskip(f"{game}.game")
    (document,) = position_examples(game)
    assert document["game"] == game
    rules = module.make_game(document["variant"])
    state = rules.from_document(document)
    written = rules.to_document(state)
    assert {k: v for k, v in written.items() if k != "variant"} == {k: v for k, v in document.items() if k != "variant"}
    assert document["variant"].items() <= written["variant"].items()
    return rules, state, document


def test_armageddon_example_is_what_positions_md_says() -> None:
    """The Armageddon example reads back unchanged, and green's last pip has exactly the turns listed (3.5, 3.8)."""
    rules, state, _ = _read_example("armageddon")
    assert rules.legal_turns(state) == ["K4g>L1", "K4g>L2", "K4g>L3"]


def test_air_war_example_is_what_positions_md_says() -> None:
    """The Air War example reads back unchanged; the side attack is legal, the head-on one refused (3.9)."""
    from tabletop.engine import IllegalMove

    rules, state, _ = _read_example("airwar")
    turns = rules.legal_turns(state)
    assert {"f11:F3", "c18:F3", "g14:F2"} <= set(turns)
    assert not {"k9:F3", "k9:F1", "c18:LF2"} & set(turns)
    with pytest.raises(IllegalMove) as refused:
        rules.apply(state, rules.parse_move(state, "k9:F3"))
    assert refused.value.rule == "3.9"

"""The dependency direction of the architecture, checked by reading every module's imports."""

from __future__ import annotations

import ast
from pathlib import Path

SRC = Path(__file__).resolve().parents[1] / "src"
GAMES = ("armageddon", "airwar")


def imported_modules(path: Path) -> set[str]:
    """Top-level and dotted names of every module a file imports."""
    names: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module)
    return names


def modules_under(*parts: str) -> list[Path]:
    """Every .py file below src/<parts>."""
    base = SRC.joinpath(*parts)
    if base.is_file():
        return [base]
    return sorted(base.rglob("*.py")) if base.is_dir() else []


def pure_modules() -> list[Path]:
    """Modules that must never import pygame: the engine, the AI, and every game's rules."""
    files = modules_under("tabletop", "engine") + modules_under("tabletop", "ai")
    for game in GAMES:
        files += [p for p in modules_under(game) if "view" not in p.parts and p.name != "diagram.py"]
    return files


def uses(names: set[str], package: str) -> bool:
    return any(name == package or name.startswith(package + ".") for name in names)


def test_engine_ai_and_rules_never_import_pygame():
    offenders = [str(p.relative_to(SRC)) for p in pure_modules() if uses(imported_modules(p), "pygame")
                 or uses(imported_modules(p), "pygame_gui")]
    assert pure_modules(), "no modules found: is the src layout intact?"
    assert offenders == []


def test_ui_never_imports_a_specific_game():
    offenders = [
        str(p.relative_to(SRC))
        for p in modules_under("tabletop", "ui")
        if any(uses(imported_modules(p), game) for game in GAMES)
    ]
    assert offenders == []


def test_engine_does_not_import_ui_or_games():
    for path in modules_under("tabletop", "engine"):
        names = imported_modules(path)
        assert not uses(names, "tabletop.ui"), path
        assert not any(uses(names, game) for game in GAMES), path


def test_rules_modules_do_not_import_views():
    for game in GAMES:
        for path in modules_under(game):
            if "view" in path.parts:
                continue
            assert not uses(imported_modules(path), f"{game}.view"), path


def test_the_check_itself_catches_pygame(tmp_path):
    bad = tmp_path / "bad.py"
    bad.write_text("import pygame.draw\nfrom pygame import Rect\n", encoding="utf-8")
    assert uses(imported_modules(bad), "pygame")

"""The type checker passes over the whole source tree (settings in pyproject.toml, [tool.mypy]), strict for the
engine and the rules of both games (every module outside the games' view/)."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from mypy.main import define_options
from mypy.options import PER_MODULE_OPTIONS

ROOT = Path(__file__).resolve().parents[1]
STRICT_PACKAGES = ("tabletop/engine", "armageddon", "airwar")


def _config() -> dict:
    return tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["mypy"]


def _strict_flags() -> dict[str, bool]:
    """What --strict sets, by mypy's own list (it grows between mypy versions)."""
    return dict(define_options()[2])


def _options_for(module: str, overrides: list[dict]) -> dict:
    """The override options mypy applies to `module`: its sections merged, `prefix.*` ones by length of prefix,
    an exact name last (the more specific section wins where they disagree)."""
    def rank(section: dict) -> int:
        patterns = section["module"] if isinstance(section["module"], list) else [section["module"]]
        best = -1
        for pattern in patterns:
            if pattern == module:
                return 10_000
            prefix = pattern.removesuffix(".*")
            if pattern.endswith(".*") and (module == prefix or module.startswith(prefix + ".")):
                best = max(best, len(prefix))
        return best

    options: dict = {}
    for section in sorted((s for s in overrides if rank(s) >= 0), key=rank):
        options.update(section)
    return options


def _rules_modules() -> list[str]:
    names = []
    for package in STRICT_PACKAGES:
        for path in sorted((ROOT / "src" / package).rglob("*.py")):
            parts = path.relative_to(ROOT / "src").with_suffix("").parts
            if "view" not in parts:
                names.append(".".join(parts[:-1] if parts[-1] == "__init__" else parts))
    return names


def test_mypy_finds_no_error_in_src():
    result = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary"], cwd=ROOT, capture_output=True,
                            text=True, timeout=300)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.strip() == ""


def test_the_engine_and_the_rules_are_checked_with_every_strict_flag():
    config = _config()
    strict = _strict_flags()
    modules = _rules_modules()
    assert "armageddon.kernel" in modules and "airwar.rules" in modules and "tabletop.engine.match" in modules
    for module in modules:
        options = _options_for(module, config["overrides"])
        for flag, value in strict.items():
            where = options if flag in PER_MODULE_OPTIONS else config
            assert where.get(flag) == value, f"{module}: {flag} should be {value} (as --strict sets it)"


def test_the_views_are_checked_in_default_mode():
    config = _config()
    for module in ("armageddon.view.draw", "airwar.view.geometry"):
        options = _options_for(module, config["overrides"])
        assert options["disallow_untyped_defs"] is False and options["check_untyped_defs"] is False, module

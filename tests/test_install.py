"""A player's install: a wheel built from the checkout, installed into a fresh virtual
environment outside it, runs every data-reading command of both games and the rules reader.

The fresh environment gets its third-party dependencies from the test environment (a
`.pth` line to its site-packages, whose own `.pth` files — the editable install of this
checkout among them — are not read), so only `tabletop`, `armageddon` and `airwar` come
from the wheel. It runs from a folder outside the checkout with a fresh numba cache.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import sysconfig
import zipfile
from pathlib import Path

import pytest

CHECKOUT = Path(__file__).resolve().parents[1]
SOURCES = ("pyproject.toml", "setup.py", "MANIFEST.in", "README.md", "src", "assets", "docs")
TIMEOUT = 300


def _run(args: list[str], cwd: Path, env: dict[str, str], timeout: int = TIMEOUT) -> subprocess.CompletedProcess:
    result = subprocess.run(args, cwd=cwd, env=env, capture_output=True, text=True, timeout=timeout)
    assert result.returncode == 0, f"{args} failed ({result.returncode}):\n{result.stdout}\n{result.stderr}"
    assert "Traceback" not in result.stderr, result.stderr
    return result


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(the fresh environment's bin folder, a work folder outside the checkout, its environment)."""
    root = tmp_path_factory.mktemp("install")
    source = root / "checkout"
    source.mkdir()
    for name in SOURCES:
        if (CHECKOUT / name).is_dir():
            shutil.copytree(CHECKOUT / name, source / name,
                            ignore=shutil.ignore_patterns("__pycache__", "*.egg-info"))
        else:
            shutil.copy2(CHECKOUT / name, source / name)
    wheels = root / "wheels"
    _run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "-w", str(wheels), str(source)], root,
         dict(os.environ))
    wheel = next(wheels.glob("tabletop-*.whl"))
    venv = root / "venv"
    _run([sys.executable, "-m", "venv", str(venv)], root, dict(os.environ))
    python = venv / "bin" / "python"
    _run([str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)], root, dict(os.environ))
    purelib = Path(_run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"], root,
                        dict(os.environ)).stdout.strip())
    (purelib / "_test_dependencies.pth").write_text(sysconfig.get_paths()["purelib"] + "\n", encoding="utf-8")
    work = root / "work"
    work.mkdir()
    env = {key: value for key, value in os.environ.items() if not key.startswith(("PYTHON", "TABLETOP", "NUMBA"))}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", XDG_DATA_HOME=str(root / "data"),
               XDG_CACHE_HOME=str(root / "cache"), PYGAME_HIDE_SUPPORT_PROMPT="1")
    return wheel, venv / "bin", work, env


def test_the_installed_package_is_the_wheel(installed):
    """Boards, fonts, themes, translations and rulebooks travel in the wheel; the code runs from it."""
    wheel, bin_dir, work, env = installed
    names = set(zipfile.ZipFile(wheel).namelist())
    for needed in ("tabletop/data/assets/armageddon/board.json", "tabletop/data/assets/airwar/standard.json",
                   "tabletop/data/assets/fonts/DejaVuSans.ttf", "tabletop/data/assets/fonts/LICENSE-DejaVu.txt",
                   "tabletop/data/assets/i18n/ru/common.json", "tabletop/data/assets/themes/gui.json",
                   "tabletop/data/docs/rules_ru.md", "tabletop/data/docs/rules_en.md"):
        assert needed in names
    found = _run([str(bin_dir / "python"), "-c", "import tabletop, armageddon, airwar, tabletop.paths as p; "
                  "print(tabletop.__file__, armageddon.__file__, airwar.__file__, p.assets_dir(), p.docs_dir())"],
                 work, env).stdout.split()
    venv = bin_dir.parent
    assert all(Path(path).is_relative_to(venv) for path in found), found


def test_render_of_both_games(installed):
    _, bin_dir, work, env = installed
    for game in ("armageddon", "airwar"):
        for lang in ("ru", "en"):
            out = work / f"{game}_{lang}.png"
            _run([str(bin_dir / "tabletop"), "render", game, "--out", str(out), "--lang", lang], work, env)
            assert out.stat().st_size > 10_000


def test_lessons_from_the_wheel(installed):
    """The lesson files travel in the wheel: the list, a check and a lesson's picture run from the installed package."""
    wheel, bin_dir, work, env = installed
    assert "tabletop/data/assets/lessons/airwar/board.json" in set(zipfile.ZipFile(wheel).namelist())
    listed = _run([str(bin_dir / "tabletop"), "learn", "airwar", "--list"], work, env).stdout.splitlines()
    assert len(listed) >= 10 and json.loads(listed[0])["id"] == "board"
    checked = json.loads(_run([str(bin_dir / "tabletop"), "learn", "airwar", "board", "--check"], work, env).stdout)
    assert checked["ok"] is True
    out = work / "lesson.png"
    _run([str(bin_dir / "tabletop"), "render", "airwar", "--lesson", "board", "--out", str(out)], work, env)
    assert out.stat().st_size > 20_000


def test_moves_and_apply_of_both_games(installed):
    _, bin_dir, work, env = installed
    from tabletop.registry import get_entry

    for game_name, roll in (("armageddon", "roll 6"), ("airwar", "roll 0")):
        game = get_entry(game_name).make_game(None)
        start = work / f"{game_name}_start.json"
        start.write_text(json.dumps(game.to_document(game.initial_state())), encoding="utf-8")
        position = start
        if roll is not None:
            rolled = _run([str(bin_dir / "tabletop"), "apply", game_name, str(start), roll], work, env).stdout
            position = work / f"{game_name}_rolled.json"
            position.write_text(rolled, encoding="utf-8")
        listed = _run([str(bin_dir / "tabletop"), "moves", game_name, str(position)], work, env).stdout.splitlines()
        assert listed, f"no moves listed for {game_name}"
        after = _run([str(bin_dir / "tabletop"), "apply", game_name, str(position), listed[0]], work, env).stdout
        assert json.loads(after)["game"] == game_name


def test_simulate_of_both_games(installed):
    _, bin_dir, work, env = installed
    for game in ("armageddon", "airwar"):
        summary = json.loads(_run([str(bin_dir / "tabletop"), "simulate", game, "--games", "2", "--seed", "3"],
                                  work, env).stdout)
        assert summary["games"] == 2 and summary["game"] == game


def test_the_rules_reader_opens_headless(installed):
    _, bin_dir, work, env = installed
    script = (
        "import pygame; pygame.init()\n"
        "from tabletop.ui.app import App\n"
        "from tabletop.ui.settings import Settings\n"
        "from tabletop.ui.rules import RulesScene, rules_source\n"
        "for lang in ('ru', 'en'):\n"
        "    app = App((1280, 800), Settings(language=lang), audio=False)\n"
        "    app.switch(RulesScene(app))\n"
        "    for _ in range(5): app.step([], 1 / 60)\n"
        "    text = rules_source(lang)\n"
        "    assert text.startswith('#') and len(text) > 20000, text[:200]\n"
        "    print(lang, type(app.scene).__name__, len(text))\n"
    )
    out = _run([str(bin_dir / "python"), "-c", script], work, env).stdout.split()
    assert out == ["ru", "RulesScene", out[2], "en", "RulesScene", out[5]]

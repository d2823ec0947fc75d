"""The language is a value the app holds (issue #14): two languages live in one process at once, and no
module keeps a language of its own."""

from __future__ import annotations

import ast
import threading
from pathlib import Path

import pygame
import pytest

from tabletop.registry import get_entry
from tests.ui.ui_helpers import buttons

SRC = Path(__file__).resolve().parents[2] / "src"
TITLES = {"ru": "Армагеддон", "en": "Armageddon"}


@pytest.fixture
def headless():
    """pygame up without a window (the renders draw into their own surfaces)."""
    pygame.init()
    yield


def test_two_renders_in_two_languages_at_the_same_time_each_keep_their_words(headless, monkeypatch):
    """Both threads are inside the panel drawing at once: a barrier holds the first until the second arrives before
    the panel's title, and both draw their turn cards between two more (before the card, before the status), so
    neither render finishes while the other draws words. Each draws the panel title of its own language, and each
    picture equals the one its language draws alone."""
    from armageddon.view import panel
    from armageddon.view.render import render_position

    entry = get_entry("armageddon")
    game = entry.make_game(None)
    state = game.initial_state()
    alone = {lang: pygame.image.tobytes(render_position(game, state, (1280, 800), lang), "RGB") for lang in TITLES}
    assert alone["ru"] != alone["en"]
    both_inside = threading.Barrier(2, timeout=30)
    titles: dict[str, str] = {}
    drawn: dict[str, bytes] = {}
    real_chrome, real_turn_card, real_status = panel.draw_chrome, panel._turn_card, panel._status

    def chrome(surface, rect, title_rect, k, title, *rest):
        both_inside.wait()  # the other language's render is in progress now
        titles[threading.current_thread().name] = title
        return real_chrome(surface, rect, title_rect, k, title, *rest)

    def turn_card(*args):
        both_inside.wait()  # and it still is: neither render has finished
        return real_turn_card(*args)

    def status(*args):
        both_inside.wait()  # both turn cards are drawn
        return real_status(*args)

    monkeypatch.setattr(panel, "draw_chrome", chrome)
    monkeypatch.setattr(panel, "_turn_card", turn_card)
    monkeypatch.setattr(panel, "_status", status)

    def render(lang: str) -> None:
        drawn[lang] = pygame.image.tobytes(render_position(game, state, (1280, 800), lang), "RGB")

    threads = [threading.Thread(target=render, args=(lang,), name=lang) for lang in TITLES]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert titles == TITLES
    assert {lang: drawn.get(lang) == alone[lang] for lang in TITLES} == {"ru": True, "en": True}, \
        "each picture is the one its language draws alone"


def test_two_apps_in_two_languages_live_side_by_side(app_factory):
    """An English app made after a Russian one leaves the Russian one Russian, even when it is re-labelled."""
    russian = app_factory("ru")
    english = app_factory("en")
    russian.scene.relabel()
    assert (russian.words.lang, english.words.lang) == ("ru", "en")
    assert {"Новая игра", "Выход"} <= {b.text for b in buttons(russian)}
    english.scene.relabel()
    assert {"New game", "Quit"} <= {b.text for b in buttons(english)}
    assert russian.scene.words.tr("menu.new") == "Новая игра"


def test_the_window_module_keeps_no_language():
    """`tabletop.ui.i18n` has no current language to switch: only the system's default is left there."""
    from tabletop.ui import i18n

    for name in ("_current", "language", "set_language", "in_language", "tr", "tr_or", "has_key"):
        assert not hasattr(i18n, name), name
    assert i18n.default_language() in ("ru", "en")


def test_no_source_module_reads_a_hidden_language():
    """No module under src imports words or a language from `tabletop.ui.i18n` (only `default_language`), and none
    assigns a module-level language."""
    offenders = []
    for path in sorted(SRC.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "tabletop.ui.i18n":
                offenders += [f"{path}: imports {a.name}" for a in node.names if a.name != "default_language"]
            elif isinstance(node, ast.ImportFrom) and node.module == "tabletop.ui":
                offenders += [f"{path}: imports the i18n module" for a in node.names if a.name == "i18n"]
        for node in tree.body:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target] if isinstance(
                node, ast.AnnAssign) else []
            offenders += [f"{path}: module-level {t.id}" for t in targets
                          if isinstance(t, ast.Name) and t.id.lower().strip("_") in ("lang", "language", "current")]
    assert offenders == []

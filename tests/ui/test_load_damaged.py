"""A damaged save's reason reaches the Load screen in the interface's language (a catalogue code with its
parameters), while the command line keeps its English message."""

from __future__ import annotations

import json
import re

import pytest

from tabletop.engine import saves
from tabletop.engine.errors import DocumentError
from tabletop.i18n import Words
from tabletop.ui.save_list import read_info
from tests.ui.input_support import step
from tests.ui.ui_helpers import shot

GOOD = {"format_version": 1, "game": "armageddon", "seed": 3, "history": []}
DAMAGED = {
    "empty.json": (b"", "the file is empty", "файл пуст"),
    "cut.json": (b'{"format_version": 1, "ga', "not valid JSON at line 1", "ошибка JSON в строке 1"),
    "binary.json": (b"\xff\xfe\x00\x81", "not UTF-8", "не текст UTF-8"),
    "version.json": (json.dumps({**GOOD, "format_version": 7}).encode(), "format_version 7 is not supported",
                     "версия формата 7 не поддерживается"),
    "field.json": (json.dumps({**GOOD, "seed": -1}).encode(), "field 'seed'", "неверные поля: seed"),
    "twice.json": (b'{"seed": 1, "seed": 2}', "appears twice", "повтор ключа"),
    "list.json": (b"[1, 2]", "expected a JSON object", "ожидался объект JSON"),
}
ENGLISH = re.compile(r"\b(the|not|file|field|is|expected|history|version)\b")


def write_all(folder):
    folder.mkdir(parents=True, exist_ok=True)
    for name, (raw, _en, _ru) in DAMAGED.items():
        (folder / name).write_bytes(raw)
    return folder


@pytest.mark.parametrize("name", sorted(DAMAGED))
def test_the_reason_is_in_the_interface_language_and_the_command_line_keeps_english(tmp_path, name):
    path = write_all(tmp_path) / name
    _raw, en, ru = DAMAGED[name]
    with pytest.raises(DocumentError) as caught:
        saves.read_save(path)
    assert str(caught.value).startswith(f"save file {path}: ") and en in str(caught.value), "the CLI's words"
    russian = read_info(Words("ru"), path).error
    english = read_info(Words("en"), path).error
    assert russian is not None and ru in russian and not ENGLISH.search(russian), russian
    assert english is not None and en in english and str(path) not in english


def test_a_history_that_does_not_replay_names_the_refused_step_in_russian(tmp_path):
    from tabletop.ui.save_list import make_preview

    path = tmp_path / "bad_history.json"
    path.write_text(json.dumps({**GOOD, "history": ["roll 9"]}), encoding="utf-8")
    preview = make_preview(Words("ru"), path)
    assert preview.error is not None and preview.error.startswith("ходы не воспроизводятся: ")
    assert not ENGLISH.search(preview.error), preview.error


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_screens_of_the_load_screen_with_damaged_saves(app_factory, tmp_path, lang):
    from tabletop.ui.load import LoadScene
    from tabletop.ui.session import saves_dir

    app = app_factory(lang, (960, 600))
    folder = write_all(saves_dir())
    (folder / "bad_history.json").write_text(json.dumps({**GOOD, "history": ["roll 9"]}), encoding="utf-8")
    app.switch(LoadScene(app))
    step(app, frames=4)
    errors = [item.error for item in app.scene.items if item.error]
    assert len(errors) == len(DAMAGED)
    if lang == "ru":
        assert all(not ENGLISH.search(error) for error in errors), errors
    assert app.scene.open(folder / "empty.json") is False
    step(app)
    assert app.dialogs.active and DAMAGED["empty.json"][1 if lang == "en" else 2] in app.dialogs.text
    app.dialogs.close()
    step(app, frames=2)
    shot(app, f"load_damaged_{lang}", tmp_path)

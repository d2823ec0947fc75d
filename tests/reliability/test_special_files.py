"""Special files never hang or eat memory: FIFOs, devices, folders and huge files give one clear error."""

from __future__ import annotations

import json
import os
import threading

import pytest

from tabletop.cli import main
from tabletop.engine.documents import MAX_DOCUMENT_BYTES, read_json_file
from tabletop.engine.errors import DocumentError
from tabletop.engine.saves import read_save
from tabletop.ui.settings import Settings, load_settings

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")


def finishes(call, *args, seconds: float = 10.0):
    """Run a call in a thread and fail (instead of hanging the suite) if it does not return."""
    box: dict[str, object] = {}

    def target() -> None:
        try:
            box["value"] = call(*args)
        except BaseException as error:  # handed back to the test
            box["error"] = error

    worker = threading.Thread(target=target, daemon=True)
    worker.start()
    worker.join(seconds)
    assert not worker.is_alive(), f"{call.__name__} hung on a special file"
    if "error" in box:
        raise box["error"]  # type: ignore[misc]
    return box.get("value")


@pytest.fixture
def fifo(tmp_path):
    path = tmp_path / "pipe.json"
    os.mkfifo(path)
    return path


@pytest.fixture
def zero_link(tmp_path):
    if not os.path.exists("/dev/zero"):
        pytest.skip("no /dev/zero")
    path = tmp_path / "zero.json"
    path.symlink_to("/dev/zero")
    return path


@needs_fifo
def test_a_fifo_is_refused_without_blocking(fifo):
    with pytest.raises(DocumentError, match="not a regular file \\(a pipe\\)"):
        finishes(read_json_file, fifo, "position")


def test_a_symlink_to_dev_zero_is_refused_without_reading(zero_link):
    with pytest.raises(DocumentError, match="not a regular file \\(a device\\)"):
        finishes(read_json_file, zero_link, "position")


def test_a_folder_is_refused(tmp_path):
    with pytest.raises(DocumentError, match="not a regular file \\(a folder\\)"):
        read_json_file(tmp_path, "save file")


def test_a_file_larger_than_the_limit_is_refused(tmp_path):
    path = tmp_path / "big.json"
    with path.open("wb") as out:
        out.truncate(MAX_DOCUMENT_BYTES + 1)  # sparse: no real disk use
    with pytest.raises(DocumentError, match="too large"):
        read_json_file(path, "save file")


@needs_fifo
@pytest.mark.parametrize("command", [["moves", "armageddon"], ["apply", "airwar"], ["render", "armageddon"]])
def test_cli_commands_refuse_a_fifo_position(fifo, tmp_path, capsys, command):
    argv = [*command, str(fifo)]
    argv += ["f1:F1"] if command[0] == "apply" else []
    argv += ["--out", str(tmp_path / "x.png")] if command[0] == "render" else []
    assert finishes(main, argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("tabletop: ") and err.count("\n") == 1 and "a pipe" in err


def test_cli_refuses_a_dev_zero_position(zero_link, capsys):
    assert finishes(main, ["moves", "armageddon", str(zero_link)]) == 2
    assert "a device" in capsys.readouterr().err


@needs_fifo
def test_a_fifo_settings_file_gives_the_defaults(data_dir):
    data_dir.mkdir(parents=True)
    os.mkfifo(data_dir / "settings.json")
    assert finishes(load_settings) == Settings()


@needs_fifo
def test_a_fifo_save_is_a_document_error(fifo):
    with pytest.raises(DocumentError, match="a pipe"):
        finishes(read_save, fifo)


def test_duplicate_keys_are_refused(tmp_path):
    path = tmp_path / "dup.json"
    path.write_text('{"game": "race", "game": "armageddon"}', encoding="utf-8")
    with pytest.raises(DocumentError, match="the key 'game' appears twice"):
        read_json_file(path)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 1000 + "]" * 1000, "nested more than 64 levels deep"),
        ('{"a": ' * 100 + "1" + "}" * 100, "nested more than 64 levels deep"),
        ('{"seed": ' + "9" * 5000 + "}", "a number with 5000 digits"),
        ('{"x": 1e999}', "out of range"),
        ('{"x": NaN}', "NaN is not allowed"),
    ],
)
def test_hostile_json_gives_one_clear_error(tmp_path, text, message):
    path = tmp_path / "doc.json"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(DocumentError, match=message):
        read_json_file(path)


def test_settings_with_duplicate_keys_fall_back_to_defaults(data_dir):
    data_dir.mkdir(parents=True)
    (data_dir / "settings.json").write_text(json.dumps({"language": "en"})[:-1] + ', "language": "ru"}')
    assert load_settings() == Settings()

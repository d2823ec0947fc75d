"""Safe JSON reading and atomic writing."""

from __future__ import annotations

import os

import pytest

from tabletop.engine.documents import MAX_DOCUMENT_BYTES, parse_json_bytes, read_json_file, write_atomic
from tabletop.engine.errors import DocumentError

BAD_FILES = {
    "empty": b"",
    "whitespace": b"   \n",
    "truncated": b'{"game": "race", "to_',
    "binary": bytes(range(256)),
    "nan": b'{"x": NaN}',
    "deep": b"[" * 100_000 + b"]" * 100_000,
    "pickle": b"\x80\x04\x95\x10\x00\x00\x00\x00\x00\x00\x00\x8c\x08builtins\x94.",
}


@pytest.mark.parametrize("name", sorted(BAD_FILES))
def test_bad_bytes_give_one_document_error(name):
    with pytest.raises(DocumentError):
        parse_json_bytes(BAD_FILES[name], "test")


def test_missing_file_is_a_document_error(tmp_path):
    with pytest.raises(DocumentError, match="cannot read"):
        read_json_file(tmp_path / "nope.json")


def test_directory_is_a_document_error(tmp_path):
    with pytest.raises(DocumentError):
        read_json_file(tmp_path)


def test_huge_file_is_refused_before_reading(tmp_path):
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(MAX_DOCUMENT_BYTES + 1)
    with pytest.raises(DocumentError, match="too large"):
        read_json_file(path)


def test_write_atomic_replaces_whole_file_and_leaves_no_temporaries(tmp_path):
    path = tmp_path / "sub" / "save.json"
    write_atomic(path, "first")
    write_atomic(path, "второй")
    assert path.read_text(encoding="utf-8") == "второй"
    assert os.listdir(path.parent) == ["save.json"]


def test_write_atomic_keeps_the_old_file_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "save.json"
    write_atomic(path, "old")

    def broken_replace(src, dst):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        write_atomic(path, "new")
    assert path.read_text(encoding="utf-8") == "old"
    assert os.listdir(tmp_path) == ["save.json"]

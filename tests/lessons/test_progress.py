"""Lesson progress in the user data folder: stars kept at their best, a corrupt file starts fresh."""

from __future__ import annotations

import json

from tabletop.lessons.progress import Progress, load_progress, progress_path, record_result, save_progress


def test_stars_are_saved_and_only_rise(data_dir):
    record_result("airwar", "board", 2)
    record_result("airwar", "board", 1)
    progress = record_result("airwar", "hq", 3)
    assert progress.of("airwar", "board") == 2 and progress.of("airwar", "hq") == 3
    assert load_progress() == progress
    assert progress_path().parent == data_dir


def test_a_corrupt_or_foreign_file_starts_fresh(data_dir):
    path = progress_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for text in ("{not json", "[1, 2]", json.dumps({"stars": {"airwar": {"board": "lots"}}}), "\x00" * 20):
        path.write_text(text, encoding="utf-8")
        assert load_progress() == Progress()
    record_result("airwar", "board", 3)
    assert load_progress().of("airwar", "board") == 3


def test_an_unwritable_folder_does_not_crash(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert save_progress(Progress(), blocker / "lessons.json") is False


def test_the_first_lesson_offer_is_remembered_once():
    progress = Progress().with_offered("airwar")
    assert progress.with_offered("airwar") is progress and progress.offered == ("airwar",)

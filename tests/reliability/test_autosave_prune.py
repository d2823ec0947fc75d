"""Abandoned games do not pile up: a game keeps its newest five autosaves; named saves are never touched."""

from __future__ import annotations

import os
import time

from tabletop.ui import autosaves
from tabletop.ui.session import saves_dir
from tests.reliability.test_autosave import new_session


def abandon(count: int, game: str = "armageddon") -> list:
    """`count` games started and left, oldest first (their files dated a minute apart, an hour ago)."""
    paths = []
    for index in range(count):
        session = new_session(game, moves=2, seed=index)
        assert session.autosave()
        stamp = time.time() - 3600 + 60 * len(paths)
        os.utime(session.autosave_file, (stamp, stamp))
        paths.append(session.autosave_file)
    return paths


def test_only_the_newest_five_of_a_game_stay_and_other_games_and_named_saves_are_kept():
    other = abandon(2, "airwar")
    named = new_session(moves=2, seed=50)
    named.save(saves_dir() / "Моя партия.json")
    old = abandon(7)
    assert set(autosaves.list_autosaves()) == {*old[2:], *other}, "each new game's start prunes its kind"
    fresh = new_session(moves=2, seed=99)
    assert fresh.autosave()
    kept = set(autosaves.list_autosaves())
    assert kept == {*old[-4:], fresh.autosave_file, *other}, "the newest five armageddon games and both air wars"
    assert (saves_dir() / "Моя партия.json").is_file(), "a save the player named is never deleted"
    assert autosaves.continue_path() == fresh.autosave_file


def test_the_game_continue_opens_is_never_pruned():
    old = abandon(4)
    autosaves.mark_continue(old[0])  # the oldest is the one Continue offers
    assert autosaves.prune("armageddon", limit=2) == [old[1]], "the oldest is spared for Continue"
    assert set(autosaves.list_autosaves()) == {old[0], old[2], old[3]}


def test_game_of_reads_the_file_name():
    path = autosaves.new_autosave_path("airwar")
    assert autosaves.game_of(path) == "airwar"
    assert autosaves.game_of(path.with_name("notes.json")) is None

"""Nothing is lost: each game has its own autosave, a refusing disk is told once, Continue is never stale."""

from __future__ import annotations

import errno
import json
import os
import subprocess
import sys
import time

import pygame
import pytest

from tabletop.engine.seats import Player
from tabletop.i18n import Words
from tabletop.registry import get_entry
from tabletop.ui import autosaves
from tabletop.ui.menu import MenuScene
from tabletop.ui.session import GameSession, has_autosave
from tests.reliability.disks import small_disk


def new_session(game: str = "armageddon", moves: int = 6, seed: int = 4) -> GameSession:
    """A real game some steps in (rolls from the seed, first legal move each time)."""
    entry = get_entry(game)
    seats = {seat: Player(name=f"Игрок {seat}") for seat in entry.make_game(None).seats}
    session = GameSession.new(entry, {}, seats, seed=seed)
    for _ in range(moves):
        if session.match.needs_roll():
            session.match.roll()
        else:
            session.match.play(session.game.legal_moves(session.match.state)[0])
    return session


def test_a_new_game_never_erases_the_unfinished_one():
    first, second = new_session(seed=1), new_session("airwar", seed=2)
    assert first.autosave() and second.autosave()
    assert first.autosave_file != second.autosave_file
    assert set(autosaves.list_autosaves()) == {first.autosave_file, second.autosave_file}
    assert autosaves.continue_path() == second.autosave_file  # the game opened last
    second.clear_autosave()
    assert autosaves.list_autosaves() == [first.autosave_file], "ending a game removes only its own"
    assert GameSession.load(first.autosave_file).match.history() == first.match.history()


def play_one(session: GameSession) -> None:
    """One more step of a session's match."""
    if session.match.needs_roll():
        session.match.roll()
    else:
        session.match.play(session.game.legal_moves(session.match.state)[0])


def test_continuing_an_autosave_moves_it_to_this_windows_own_file():
    session = new_session()
    session.autosave()
    resumed = GameSession.load(session.autosave_file)
    play_one(resumed)
    assert resumed.autosave() and resumed.autosave_file != session.autosave_file
    assert autosaves.list_autosaves() == [resumed.autosave_file]
    assert autosaves.continue_path() == resumed.autosave_file


def test_one_autosave_continued_in_two_windows_becomes_two_games():
    original = new_session()
    original.autosave()
    first, second = GameSession.load(original.autosave_file), GameSession.load(original.autosave_file)
    for window in (first, second, first):
        play_one(window)
        assert window.autosave()
    assert set(autosaves.list_autosaves()) == {first.autosave_file, second.autosave_file}
    for window in (first, second):
        assert GameSession.load(window.autosave_file).match.history() == window.match.history()


def test_the_single_autosave_of_older_versions_is_listed_and_moved_on(data_dir):
    from tabletop.engine.saves import autosave_path

    old = new_session()
    old.save(autosave_path())
    assert autosaves.list_autosaves() == [autosave_path()]
    resumed = GameSession.load(autosave_path())
    assert resumed.autosave()
    assert not autosave_path().exists() and autosaves.list_autosaves() == [resumed.autosave_file]


@pytest.mark.parametrize("full", [True, False], ids=["full", "read-only"])
def test_a_refusing_disk_is_told_once_and_never_leaves_a_stale_continue(data_dir, monkeypatch, full):
    with small_disk(data_dir, monkeypatch) as disk:
        old = new_session(seed=1)
        assert old.autosave() and autosaves.continue_path() == old.autosave_file
        told: list[OSError] = []
        current = new_session("airwar", seed=2)
        current.on_autosave_error = told.append
        disk.fail(full)
        for _ in range(3):
            assert current.autosave() is False
        assert len(told) == 1, f"told once ({disk.kind})"
        assert told[0].errno == (errno.ENOSPC if full else errno.EROFS)
        if full or disk.kind == "fake":
            assert autosaves.continue_path() is None, "Continue must not open the older game"
        assert old.autosave_file.exists(), "the older game's autosave is kept"


def test_the_app_tells_the_player_once_and_play_goes_on(app, monkeypatch, data_dir):
    from tests.ui.input_support import key, step

    with small_disk(data_dir, monkeypatch) as disk:
        session = new_session(moves=0)
        assert app.open_table(session)
        disk.fail(full=True)
        session.match.roll()
        app.autosave_current()
        step(app)
        assert app.dialogs.active and "Автосохранение не удалось" in app.dialogs.title
        assert "на диске нет места" in app.dialogs.text, "the reason in the player's words"
        key(app, pygame.K_RETURN)
        assert not app.dialogs.active and app.scene.session is session
        session.match.play(session.game.legal_moves(session.match.state)[0])
        app.autosave_current()
        step(app)
        assert not app.dialogs.active, "said once, not on every move"
        target = autosaves.continue_path()
        app.back_to_menu()
        step(app)
        continue_button = next(b for b in app.scene.actions if b.text == "Продолжить")
        if target is None:  # the disk still refuses: nothing to continue
            assert not continue_button.is_enabled
        else:  # the removed marker freed a page of the tmpfs, and the game was saved after all
            assert GameSession.load(target).match.history() == session.match.history(), "never a stale game"


def test_stray_temporaries_of_a_killed_write_are_cleaned(data_dir):
    folder = autosaves.autosaves_dir()
    folder.mkdir(parents=True)
    old, fresh = folder / ".x.json.abc123.tmp", data_dir / ".autosave.json.def456.tmp"
    for path in (old, fresh):
        path.write_text("{", encoding="utf-8")
    past = time.time() - autosaves.STALE_TEMPORARY_SECONDS - 5
    os.utime(old, (past, past))
    autosaves.list_autosaves()
    assert not old.exists(), "a left-over temporary file is removed"
    assert fresh.exists(), "a temporary file being written right now (another window) is kept"


INSTANCE = """
import sys, time
from tabletop.engine.seats import Player
from tabletop.registry import get_entry
from tabletop.ui.session import GameSession
entry = get_entry(sys.argv[1])
seats = {seat: Player(name=seat) for seat in entry.make_game(None).seats}
session = GameSession.new(entry, {}, seats, seed=int(sys.argv[2]))
for _ in range(int(sys.argv[3])):
    if session.game.is_terminal(session.match.state):
        break
    if session.match.needs_roll():
        session.match.roll()
    else:
        session.match.play(session.game.legal_moves(session.match.state)[0])
    assert session.autosave()
    time.sleep(0.005)
print(session.autosave_file)
print(len(session.match.history()))
if sys.argv[4] == "end":
    session.clear_autosave()
"""


def test_two_running_instances_on_one_data_folder_keep_both_games(data_dir):
    env = dict(os.environ)  # XDG_DATA_HOME: the test's own data folder, shared by both instances
    runs = [subprocess.Popen([sys.executable, "-c", INSTANCE, game, seed, "60", end], stdout=subprocess.PIPE,
                             text=True, env=env)
            for game, seed, end in (("armageddon", "1", "keep"), ("airwar", "2", "end"))]
    outputs = [run.communicate(timeout=300)[0].split() for run in runs]
    assert all(run.returncode == 0 for run in runs)
    (kept, kept_steps), (ended, _) = outputs
    assert kept != ended, "each window writes its own autosave"
    assert [str(path) for path in autosaves.list_autosaves()] == [kept], "the ended game removed only its own"
    assert len(GameSession.load(autosaves.list_autosaves()[0]).match.history()) == int(kept_steps)


def test_the_load_screen_lists_games_with_players_round_and_picture_and_deletes(app):
    from tabletop.ui.load import LoadScene
    from tests.ui.input_support import key, step

    armageddon, airwar = new_session(moves=20, seed=1), new_session("airwar", moves=8, seed=2)
    armageddon.autosave()
    airwar.autosave()
    app.switch(LoadScene(app))
    step(app, frames=4)
    scene = app.scene
    assert [item.game for item in scene.items] == ["Воздушный бой", "Армагеддон"]
    assert scene.items[1].players == ("Игрок red", "Игрок green", "Игрок yellow", "Игрок aliens")
    assert all(scene.previews[item.path].picture is not None for item in scene.items)
    assert scene.previews[armageddon.autosave_file].round == armageddon.match.state.round
    lines = [words for words, _, _ in scene.row_lines(scene.items[1], scene.previews[scene.items[1].path])]
    assert "раунд" in lines[2] and "Игрок red" in lines[1]
    scene.selected = airwar.autosave_file
    key(app, pygame.K_DELETE)
    assert app.dialogs.active
    key(app, pygame.K_LEFT)  # the focus starts on the safe No: over to Yes
    key(app, pygame.K_RETURN)
    assert not airwar.autosave_file.exists() and armageddon.autosave_file.exists()
    assert [item.path for item in app.scene.items] == [armageddon.autosave_file]
    assert not has_autosave(), "the deleted game was the one behind Continue"


def test_special_and_hostile_files_in_the_saves_folder_do_not_hang_the_load_screen(app, tmp_path):
    from tabletop.ui.load import LoadScene
    from tabletop.ui.session import saves_dir
    from tests.ui.input_support import step

    folder = saves_dir()
    folder.mkdir(parents=True)
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "pipe.json")
    if os.path.exists("/dev/zero"):
        (folder / "zero.json").symlink_to("/dev/zero")
    good = new_session(moves=4)
    good.save(folder / "long.json")
    data = json.loads((folder / "long.json").read_text(encoding="utf-8"))
    data["history"].append("K" * 1_000_000)
    (folder / "long.json").write_text(json.dumps(data), encoding="utf-8")
    started = time.perf_counter()
    app.switch(LoadScene(app))
    step(app, frames=3)
    assert time.perf_counter() - started < 10
    long_item = next(item for item in app.scene.items if item.path.name == "long.json")
    assert long_item.error is not None and len(long_item.label(Words("ru"))) < 300
    assert app.scene.open(folder / "long.json") is False
    step(app)
    assert app.dialogs.active and len(app.dialogs.text) < 700


def test_closing_the_window_during_a_game_asks_first(app):
    from tests.ui.input_support import key, step

    assert app.open_table(new_session(moves=2))
    step(app, [pygame.event.Event(pygame.QUIT)])
    assert app.running and app.dialogs.active and "Выйти" in app.dialogs.title
    assert "сохранена" in app.dialogs.text
    key(app, pygame.K_ESCAPE)
    assert app.running and not app.dialogs.active
    step(app, [pygame.event.Event(pygame.QUIT)])
    key(app, pygame.K_LEFT)  # the focus starts on the safe No: over to Yes
    key(app, pygame.K_RETURN)
    assert not app.running
    assert has_autosave()


def test_closing_the_window_in_the_menu_quits_at_once(app):
    from tests.ui.input_support import step

    assert isinstance(app.scene, MenuScene)
    step(app, [pygame.event.Event(pygame.QUIT)])
    assert not app.running


def test_saving_under_an_existing_name_asks_before_replacing(app):
    from tabletop.ui.session import saves_dir
    from tests.ui.input_support import key

    session = new_session(moves=2)
    assert app.open_table(session)
    app._save_as(session, "Партия")
    first = (saves_dir() / "Партия.json").read_bytes()
    session.match.roll() if session.match.needs_roll() else session.match.play(
        session.game.legal_moves(session.match.state)[0])
    app._save_as(session, "Партия")
    assert app.dialogs.active and "Заменить" in app.dialogs.title
    key(app, pygame.K_ESCAPE)
    assert (saves_dir() / "Партия.json").read_bytes() == first, "no answer: the old save stays"
    app._save_as(session, "Партия")
    key(app, pygame.K_LEFT)  # the focus starts on the safe No: over to Yes
    key(app, pygame.K_RETURN)
    assert (saves_dir() / "Партия.json").read_bytes() != first


def test_menu_continue_stays_in_place_and_says_which_game_it_opens(app):
    from tests.ui.input_support import step

    before = {b.text: b.rect.topleft for b in app.scene.actions}
    idle = next(b for b in app.scene.actions if b.text == "Продолжить")
    assert not idle.is_enabled and idle.tool_tip_text == "Незаконченной партии нет"
    new_session(moves=9).autosave()
    app.back_to_menu()
    step(app)
    assert {b.text: b.rect.topleft for b in app.scene.actions} == before
    ready = next(b for b in app.scene.actions if b.text == "Продолжить")
    assert ready.is_enabled and "Армагеддон" in ready.tool_tip_text and "Игрок red" in ready.tool_tip_text


KILLED_WRITER = """
import os, sys, time
from tabletop.engine.seats import Player
from tabletop.registry import get_entry
from tabletop.ui.session import GameSession
entry = get_entry("armageddon")
session = GameSession.new(entry, {}, {seat: Player(name=seat) for seat in entry.make_game(None).seats}, seed=5)
assert session.autosave()
print(session.autosave_file, flush=True)
os.fsync = lambda fd: time.sleep(60)  # the next write stops half-way: killed there
session.match.roll()
session.autosave()
"""


def test_a_kill_during_an_autosave_leaves_the_last_good_one_and_a_temporary_that_is_cleaned(data_dir):
    import signal

    writer = subprocess.Popen([sys.executable, "-c", KILLED_WRITER], stdout=subprocess.PIPE, text=True)
    assert writer.stdout is not None
    saved = writer.stdout.readline().strip()
    folder = autosaves.autosaves_dir()
    deadline = time.time() + 60
    while not list(folder.glob(".*.tmp")) and time.time() < deadline:
        time.sleep(0.05)
    writer.send_signal(signal.SIGKILL)
    writer.wait(timeout=60)
    stray = list(folder.glob(".*.tmp"))
    assert stray, "the write was caught half-way"
    assert GameSession.load(autosaves.continue_path()).match.history() == [], "the last good autosave is intact"
    assert str(autosaves.continue_path()) == saved
    past = time.time() - autosaves.STALE_TEMPORARY_SECONDS - 1
    for path in stray:
        os.utime(path, (past, past))
    autosaves.list_autosaves()
    assert not list(folder.glob(".*.tmp"))

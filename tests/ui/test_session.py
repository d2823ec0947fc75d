"""Sessions and saves in the shell: round trip, autosave, corrupt files shown as messages."""

from __future__ import annotations

import pygame
import pytest

from tabletop.engine.errors import DocumentError
from tabletop.registry import registered
from tabletop.ui.autosaves import continue_path
from tabletop.ui.load import LoadScene
from tabletop.ui.menu import MenuScene
from tabletop.ui.session import GameSession, has_autosave, saves_dir
from tests.ui.input_support import key, step
from tests.ui.ui_games import finished_race, install_table, players
from tests.ui.ui_helpers import dialog_buttons, press


def test_save_and_load_replay_to_the_same_position(race_entry, tmp_path):
    session = finished_race(seed=11)
    session.save(tmp_path / "game.json")
    loaded = GameSession.load(tmp_path / "game.json")
    assert loaded.match.state == session.match.state
    assert loaded.seats == players()
    assert loaded.match.history() == session.match.history()
    assert loaded.path == tmp_path / "game.json"


def test_a_game_from_a_prepared_position_saves_its_start(race_entry, tmp_path):
    from tabletop.engine import Match

    game = race_entry.make_game(None)
    start = game.from_document({"game": "race", "to_move": "b", "roll": None, "positions": {"a": 7, "b": 3}})
    session = GameSession(race_entry, game, {}, players(), Match(game, 4, start), None)
    session.match.roll(6)
    session.match.play(game.legal_moves(session.match.state)[0])
    session.save(tmp_path / "prepared.json")
    loaded = GameSession.load(tmp_path / "prepared.json")
    assert loaded.match.start == start
    assert loaded.match.state == session.match.state


@pytest.mark.parametrize("junk", [b"", b"{", b'{"format_version": 1}', b"\x00\x01binary",
                                  b'{"format_version": 1, "game": "nosuchgame", "seed": 1}',
                                  b'{"format_version": 1, "game": "race", "seed": 1, "history": ["fly"]}'])
def test_corrupt_save_is_a_document_error(race_entry, tmp_path, junk):
    path = tmp_path / "bad.json"
    path.write_bytes(junk)
    with pytest.raises(DocumentError):
        GameSession.load(path)


def test_autosave_and_clear(race_entry):
    session = GameSession.new(race_entry, {}, players(), seed=1)
    assert not has_autosave()
    assert session.autosave()
    assert has_autosave()
    assert GameSession.load(continue_path()).match.seed == 1
    session.clear_autosave()
    assert not has_autosave()


def test_corrupt_save_in_the_load_scene_shows_the_error_and_keeps_the_file(app, race_entry):
    bad = saves_dir() / "broken.json"
    bad.parent.mkdir(parents=True, exist_ok=True)
    bad.write_bytes(b'{"format_version": 1, "game": "race", "seed": 1, "history": ["roll 9"]}')
    app.switch(LoadScene(app))
    step(app, frames=2)
    assert any("broken" in item.label(app.words) for item in app.scene.items)
    assert app.scene.open(bad) is False
    step(app)
    assert app.dialogs.active
    assert "broken.json" in app.dialogs.text and "roll 9" in app.dialogs.text
    assert bad.read_bytes().startswith(b'{"format_version": 1')
    key(app, pygame.K_RETURN)
    assert not app.dialogs.active
    assert isinstance(app.scene, LoadScene)


def test_ctrl_s_saves_the_game_being_played(app):
    entry = install_table()
    with registered(entry):
        session = GameSession.new(entry, {}, players(), seed=5)
        assert app.open_table(session)
        key(app, pygame.K_SPACE)
        key(app, pygame.K_s, mod=pygame.KMOD_CTRL)
        assert app.dialogs.active and app.dialogs.entry is not None
        app.dialogs.entry.set_text("Моя партия")
        key(app, pygame.K_RETURN)
        saved = saves_dir() / "Моя партия.json"
        assert saved.is_file()
        assert GameSession.load(saved).match.history() == session.match.history()


def test_esc_in_a_game_confirms_then_autosaves_and_continue_comes_back(app):
    entry = install_table()
    with registered(entry):
        assert app.open_table(GameSession.new(entry, {}, players(), seed=5))
        key(app, pygame.K_SPACE)
        key(app, pygame.K_ESCAPE)
        assert app.dialogs.active and app.scene.session is not None
        assert len(dialog_buttons(app)) == 2
        key(app, pygame.K_LEFT)  # the focus starts on the safe No: over to Yes
        key(app, pygame.K_RETURN)
        assert isinstance(app.scene, MenuScene)
        assert has_autosave()
        press(app, "Продолжить")
        assert app.scene.session is not None
        assert len(app.scene.session.match.history()) == 1


def test_run_refuses_a_bad_save_before_opening_the_window(tmp_path, capsys):
    from tabletop.ui.app import run

    bad = tmp_path / "bad.json"
    bad.write_text("{nope", encoding="utf-8")
    assert run(load=bad) == 2
    assert "not valid JSON" in capsys.readouterr().err

"""Settings: round trip, a corrupt file gives defaults, keys change them."""

from __future__ import annotations

import pygame

from tabletop.ui.settings import Settings, load_settings, save_settings, settings_path
from tests.ui.input_support import key


def test_settings_round_trip(data_dir):
    chosen = Settings(language="en", animation_speed=2.5, auto_end_turn=True, muted=True, fullscreen=False)
    save_settings(chosen)
    assert settings_path().parent == data_dir
    assert load_settings() == chosen


def test_corrupt_settings_file_gives_defaults(data_dir):
    path = settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    for junk in (b"{not json", b"\xff\xfe\x00", b"[1, 2]", b'{"animation_speed": 99}', b""):
        path.write_bytes(junk)
        loaded = load_settings()
        assert loaded.animation_speed == 1.0 and loaded.muted is False and loaded.fullscreen is False


def test_m_toggles_mute_and_is_remembered(app):
    assert app.settings.muted is False
    key(app, pygame.K_m, text="m")
    assert app.settings.muted is True and app.sounds.muted is True
    assert load_settings().muted is True
    key(app, pygame.K_m, text="m")
    assert load_settings().muted is False


def test_f11_toggles_fullscreen_and_back(app):
    key(app, pygame.K_F11)
    assert app.settings.fullscreen is True
    key(app, pygame.K_F11)
    assert app.settings.fullscreen is False
    assert app.screen.get_size() == (1280, 800)


def test_settings_out_of_range_are_refused(app):
    app.update_settings(animation_speed=10.0)
    assert app.settings.animation_speed == 1.0
    app.update_settings(animation_speed=0.25)
    assert load_settings().animation_speed == 0.25

"""Fuzz: 20,000 random clicks, moves, keys and resizes across every shell scene, no exception."""

from __future__ import annotations

import os
import random

import pygame
import pytest

from tabletop import registry
from tabletop.ui.load import LoadScene
from tabletop.ui.results import ResultsScene
from tabletop.ui.rules import RulesScene
from tabletop.ui.session import saves_dir
from tabletop.ui.settings_scene import SettingsScene
from tabletop.ui.setup import SetupScene
from tests.ui.input_support import step
from tests.ui.ui_games import finished_race, install_table

EVENTS = int(os.environ.get("UI_FUZZ_EVENTS", "20000"))
PER_FRAME = 30
KEYS = [pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN, pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_m, pygame.K_s, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_PAGEDOWN,
        pygame.K_PAGEUP, pygame.K_HOME, pygame.K_END, pygame.K_a, pygame.K_DELETE]


def scene_makers(app):
    """One maker per shell scene."""
    session = finished_race()
    outcome = session.game.outcome(session.match.state)
    return [app.back_to_menu, lambda: app.switch(SetupScene(app)), lambda: app.switch(LoadScene(app)),
            lambda: app.switch(RulesScene(app)), lambda: app.switch(SettingsScene(app)),
            lambda: app.switch(ResultsScene(app, session, outcome))]


def random_event(rng: random.Random, size: tuple[int, int]) -> list[pygame.event.Event]:
    """One random input (a click is a press and a release)."""
    pos = (rng.randrange(size[0]), rng.randrange(size[1]))
    roll = rng.random()
    if roll < 0.35:
        button = rng.choice((1, 1, 1, 3))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
    if roll < 0.6:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.2, 0, 0))]
    if roll < 0.67:
        dy = rng.choice((-3, -1, 1, 3))
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, flipped=False, precise_x=0.0, precise_y=float(dy))]
    if roll < 0.94:
        code = pygame.K_F11 if rng.random() < 0.01 else rng.choice(KEYS)
        mod = pygame.KMOD_CTRL if code == pygame.K_s and rng.random() < 0.5 else 0
        text = chr(code) if 32 <= code < 127 else ""
        return [pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=text, scancode=0),
                pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=text, scancode=0)]
    if roll < 0.995:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("абвЖЯ xyz19"))]
    w, h = rng.randrange(700, 1700), rng.randrange(450, 1100)
    return [pygame.event.Event(pygame.VIDEORESIZE, w=w, h=h, size=(w, h))]


@pytest.fixture
def fuzz_world(monkeypatch, race_entry):
    """Only test games, a good save, a corrupt save and an autosave."""
    monkeypatch.setattr(registry, "BUILTIN_GAMES", {})
    table = install_table()
    registry.register(table)
    finished_race().save(saves_dir() / "good.json")
    (saves_dir() / "bad.json").write_text("{broken", encoding="utf-8")
    finished_race(seed=8).autosave()
    yield
    registry.unregister(table.name)


def test_fuzz_every_scene(app, fuzz_world):
    rng = random.Random(20261130)
    makers = scene_makers(app)
    sent, frames, visited = 0, 0, set()
    while sent < EVENTS:
        if frames % 40 == 0:
            app.dialogs.close()
            makers[(frames // 40) % len(makers)]()
        events: list[pygame.event.Event] = []
        while len(events) < PER_FRAME:
            events += random_event(rng, app.size)
        visited.add(type(app.scene).__name__)  # the scene that takes this frame's events (it may leave in it)
        step(app, events, dt=rng.choice((0.0, 0.016, 0.05)))
        app.running = True
        sent += len(events)
        frames += 1
    assert {"MenuScene", "SetupScene", "LoadScene", "RulesScene", "SettingsScene", "ResultsScene"} <= visited
    assert app.screen.get_size() == app.size
    bad = saves_dir() / "bad.json"  # random keys may delete it (Delete, then Enter to confirm), never change it
    assert not bad.exists() or bad.read_text(encoding="utf-8") == "{broken"

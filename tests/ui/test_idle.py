"""Idle means idle (issue 12.4): every scene at rest lets the loop sleep; what moves or waits keeps it awake."""

from __future__ import annotations

import threading
import time

import pygame
import pytest
from pygame_gui.elements import UITextEntryLine

from tabletop import ui_probe
from tabletop.i18n import Words
from tabletop.ui import liveliness
from tabletop.ui.computer import ComputerSeats
from tabletop.ui.hint import Hinter
from tabletop.ui.wake import WAKE
from tests.ui.input_support import motion


def settle(app, seconds: float = 8.0) -> None:
    """Run frames without input until banners, pauses and pulses are over."""
    for _ in range(int(seconds / 0.1)):
        app.step([], 0.1)


@pytest.mark.parametrize("scene", ui_probe.SCENES)
def test_every_scene_rests_once_settled(app, scene):
    ui_probe.open_scene(app, scene)
    settle(app)
    assert app.wake_in() is None, f"{scene} still wants frames: {app.scene.wake_in()}"


def test_input_wakes_the_app_for_a_moment(app):
    settle(app)
    app.step([motion((640, 400))], 0.02)
    assert app.wake_in() == 0.0
    settle(app, 1.0)
    assert app.wake_in() is None


def test_a_focused_text_entry_blinks_on_a_timer(app):
    ui_probe.open_scene(app, "setup")
    settle(app)
    entry = next(e for e in app.scene.manager.get_sprite_group().sprites() if isinstance(e, UITextEntryLine))
    entry.focus()
    wake = app.scene.wake_in()
    assert wake is not None and 0.0 <= wake <= 1.0
    entry.unfocus()
    settle(app, 2.0)
    assert app.wake_in() is None


def test_a_pending_tooltip_is_a_timer(app):
    ui_probe.open_scene(app, "menu")
    settle(app)
    element = next(iter(app.scene.actions))
    element.tool_tip_text = "tip"
    element.hovered, element.hover_time = True, 0.25
    assert app.scene.wake_in() == pytest.approx(element.tool_tip_delay - 0.25)


def test_a_table_animating_a_roll_wants_frames(app):
    app.open_table(ui_probe.session_of("armageddon", steps=0))
    settle(app)
    assert app.scene.phase == "roll"
    app.scene.roll()
    assert app.wake_in() == 0.0
    settle(app, 3.0)
    assert app.scene.phase == "choose"


def test_a_picked_token_pulses_then_holds_still(app):
    app.open_table(ui_probe.session_of("armageddon", steps=0))
    settle(app)
    app.scene.roll()
    settle(app, 2.0)
    if app.scene.phase != "choose" or not app.scene.movable():
        pytest.skip("this roll left nothing to pick")
    app.scene.pulse.poke()
    app.scene.select(app.scene.movable()[0])
    assert app.scene.wake_in() == 0.0
    clock = app.scene.pulse.clock
    settle(app, liveliness.PULSE_S + 1)
    assert app.scene.pulse.clock > clock and app.wake_in() is None


class SlowAgent:
    """An agent that thinks until released."""

    def __init__(self) -> None:
        self.release = threading.Event()

    def choose(self, game, state):
        self.release.wait(10)
        return "move"


def wake_posted(timeout: float = 5.0) -> bool:
    """True once a WAKE event shows up in the queue."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if any(event.type == WAKE for event in pygame.event.get()):
            return True
        time.sleep(0.01)
    return False


def test_a_computer_thought_wakes_the_loop_when_done(app):
    seats = ComputerSeats({}, 0)
    agent = SlowAgent()
    seats.agents["a"] = agent
    state = object()
    pygame.event.clear()
    seats.think(None, state, "a")
    assert seats.thinking_for(state) is not None
    agent.release.set()
    assert wake_posted()
    assert seats.thinking_for(state) is None and seats.ready(state) == "move"
    seats.close()


def test_a_hint_wakes_the_loop_when_done(app, monkeypatch):
    hinter = Hinter(1)
    agent = SlowAgent()
    monkeypatch.setattr(hinter, "_choose", lambda game, state: agent.choose(game, state))
    pygame.event.clear()
    hinter.show(None, object())
    assert hinter.thinking()
    agent.release.set()
    assert wake_posted()
    hinter.close()


def test_a_thinking_computer_keeps_the_table_on_a_slow_timer(app, monkeypatch):
    ui_probe.open_scene(app, "armageddon")
    scene = app.scene
    monkeypatch.setattr(scene, "human_to_act", lambda: False)
    monkeypatch.setattr(scene.computer, "thinking_for", lambda state: 3.2)
    settle(app, 4.0)
    assert scene.wake_in() == liveliness.THINK_FRAME
    assert "3" in scene.hint()


@pytest.mark.parametrize(("lang", "word"), [("ru", "думает"), ("en", "thinking")])
def test_thinking_words_after_a_second(lang, word):
    words = Words(lang)
    assert liveliness.thinking_words(words, None) is None
    assert liveliness.thinking_words(words, 0.6) is None
    text = liveliness.thinking_words(words, 12.4)
    assert word in text and "12" in text


def test_the_loop_draws_nothing_while_all_rests(app, monkeypatch):
    settle(app)
    draws: list[int] = []
    real_draw = app.draw
    monkeypatch.setattr(app, "draw", lambda surface: (draws.append(1), real_draw(surface)))
    threading.Timer(0.6, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT))).start()
    app.run_loop()
    assert len(draws) <= 2  # the QUIT frame (at 60 frames a second it would be about 36)


def test_the_loop_wakes_for_an_event_from_another_thread(app):
    settle(app)
    threading.Timer(0.1, lambda: pygame.event.post(pygame.event.Event(WAKE))).start()
    events, rested = app._await_frame()
    assert [event.type for event in events] == [WAKE] and rested


def test_a_toast_sleeps_until_it_fades(app):
    settle(app)
    app.notify("note")
    assert app.toast.wake_in() == pytest.approx(app.toast.duration - app.toast.fade)
    app.step([], 0.02)
    settle(app, app.toast.duration - app.toast.fade + 0.05)
    assert app.toast.wake_in() == 0.0
    settle(app, 1.0)
    assert app.toast.wake_in() is None and app.wake_in() is None


def test_a_loop_in_a_sleep_still_fades_a_toast(app, monkeypatch):
    settle(app)
    app.notify("note")
    app.toast.left = app.toast.fade + 0.05
    threading.Timer(1.0, lambda: pygame.event.post(pygame.event.Event(pygame.QUIT))).start()
    app.run_loop()
    assert not app.toast.visible

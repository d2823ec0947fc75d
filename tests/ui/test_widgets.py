"""Widgets for tables, sounds and the rules scene's scrolling."""

from __future__ import annotations

import pygame

from tabletop.ui.rules import RulesScene
from tabletop.ui.sound import SOUND_TABLE, Sounds, synthesise
from tabletop.ui.theme import colour
from tabletop.ui.widgets import Banner, Button, DieWidget, MoveLog, Toast
from tests.ui.input_support import button_down, button_up, key, step
from tests.ui.ui_helpers import colours


def test_die_tumbles_then_lands_on_its_value(pygame_up):
    die = DieWidget(speed=1.0, seed=4)
    assert die.done and die.shown() is None
    die.start(5)
    assert not die.done
    for _ in range(100):
        die.update(0.02)
    assert die.done and die.shown() == 5
    surface = pygame.Surface((120, 120))
    die.draw(surface, surface.get_rect())
    assert colours(surface).get(tuple(colour("white"))[:3], 0) > 100


def test_faster_animation_lands_sooner(pygame_up):
    slow, fast = DieWidget(speed=0.5), DieWidget(speed=4.0)
    for die in (slow, fast):
        die.start(2)
        die.update(0.3)
    assert fast.done and not slow.done


def test_move_log_scrolls_within_its_lines(pygame_up):
    log = MoveLog(title="Ход игры")
    for index in range(50):
        log.add(f"ход {index}")
    log.scroll(1000)
    assert log.offset == 49
    log.scroll(-1000)
    assert log.offset == 0
    surface = pygame.Surface((300, 200))
    log.draw(surface, surface.get_rect())
    assert len(colours(surface)) > 5


def test_move_log_draws_the_same_from_its_newest_lines_only(pygame_up, monkeypatch):
    log = MoveLog(title="Ход игры")
    for index in range(40):
        log.add(f"Зелёные: K{index % 4}g → g{index}, " + "длинный ход " * (index % 5))
    everything = MoveLog._wrap

    def all_lines(self, fnt, width, needed):
        return [part for line in self.lines for part in everything(self, line, fnt, width)]

    for offset in (0, 3, 25, 39):
        log.offset = offset
        fast, full = pygame.Surface((260, 240)), pygame.Surface((260, 240))
        log.draw(fast, fast.get_rect())
        with monkeypatch.context() as patch:
            patch.setattr(MoveLog, "_tail", all_lines)
            log.draw(full, full.get_rect())
        assert pygame.image.tobytes(fast, "RGB") == pygame.image.tobytes(full, "RGB"), offset


def test_banner_and_toast_fade_away(pygame_up):
    banner, toast = Banner(1.0), Toast(2.0)
    banner.show("Ход: Зелёные — Аня")
    toast.show("Так нельзя: правило 3.5")
    surface = pygame.Surface((800, 600))
    banner.draw(surface, surface.get_rect())
    toast.draw(surface, surface.get_rect())
    assert colours(surface).get(tuple(colour("yellow"))[:3], 0) > 100
    banner.update(1.5)
    toast.update(1.5)
    assert not banner.visible and toast.visible


def test_button_clicks_only_when_released_over_it(pygame_up):
    button = Button("Бросить", pygame.Rect(10, 10, 100, 40))
    down = button_down((20, 20))
    assert not button.handle_event(down)
    assert button.handle_event(button_up((30, 30)))
    button.handle_event(down)
    assert not button.handle_event(button_up((300, 300)))


def test_rules_scene_scrolls_and_jumps_to_headings(app):
    app.switch(RulesScene(app))
    step(app)
    scene = app.scene
    assert scene.doc.anchors, "the rules have headings"
    key(app, pygame.K_END)
    assert scene.scroll == max(0, scene.doc.height - scene.page)
    key(app, pygame.K_HOME)
    assert scene.scroll == 0
    if len(scene.entries) > 1:
        rect, target = scene.entries[-1]
        step(app, [button_down(rect.center)])
        assert scene.scroll == min(target - 10, max(0, scene.doc.height - scene.page))


def test_sounds_are_synthesised_and_mute_silences(pygame_up):
    duration, volume, wave = SOUND_TABLE["click"]
    samples = synthesise(duration, volume, wave, 22050, 2)
    assert len(samples) == 2 * int(duration * 22050) and max(samples) > 1000
    sounds = Sounds(muted=True)
    sounds.play("explosion")
    sounds.play("no such sound")
    assert sounds.toggle_mute() is False

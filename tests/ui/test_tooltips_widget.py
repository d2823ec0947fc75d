"""The tooltip card (issue 15): shown after a hover delay, gone on move-away, a timer while pending and
nothing at rest, placed clear of the hovered thing and inside the window."""

from __future__ import annotations

import pygame
import pytest

from tabletop.board_elements import Element
from tabletop.ui.tooltip import DELAY, HoverTip, card_image, place_card

WINDOW = pygame.Rect(0, 0, 960, 600)


def element(kind: str = "gk", box=(400, 280, 40, 40)) -> Element:
    return Element(kind, kind.upper(), "5.3", box)


def test_the_card_waits_for_the_delay_and_the_scene_is_told_when():
    tip = HoverTip()
    assert tip.wake_in() is None
    tip.point_at(element())
    assert tip.wake_in() == pytest.approx(DELAY) and not tip.shown
    tip.update(DELAY / 2)
    tip.point_at(element())  # the pointer moves within the same thing: the delay runs on
    assert tip.wake_in() == pytest.approx(DELAY / 2)
    tip.update(DELAY)
    assert tip.shown and tip.wake_in() is None  # shown: no more frames wanted


def test_moving_to_another_thing_restarts_and_moving_away_hides_at_once():
    tip = HoverTip()
    tip.point_at(element())
    tip.update(DELAY)
    tip.point_at(element("ring"))
    assert not tip.shown and tip.wake_in() == pytest.approx(DELAY)
    tip.update(DELAY)
    tip.point_at(None)
    assert not tip.shown and tip.wake_in() is None


@pytest.mark.parametrize("box", [
    (0, 0, 30, 30), (930, 0, 30, 30), (0, 570, 30, 30), (930, 570, 30, 30), (465, 285, 30, 30),
    (0, 250, 60, 60), (900, 250, 60, 60), (400, 0, 60, 40), (400, 560, 60, 40), (200, 100, 300, 220),
])
def test_the_card_never_covers_the_hovered_thing_and_stays_in_the_window(box):
    target = pygame.Rect(box)
    spot = place_card((340, 150), target, WINDOW)
    assert WINDOW.contains(spot)
    assert not spot.colliderect(target)


def test_a_card_with_no_clear_spot_covers_as_little_as_it_can():
    target = pygame.Rect(100, 100, 760, 400)
    spot = place_card((340, 150), target, WINDOW)
    assert WINDOW.contains(spot)
    assert spot.clip(target).height < 150


def test_the_card_is_drawn_beside_the_element():
    pygame.font.init()
    surface = pygame.Surface(WINDOW.size)
    surface.fill((0, 0, 0))
    tip = HoverTip()
    tip.point_at(element())
    tip.draw(surface, ("ГК", "Одно предложение.", "5.3"), "ru")
    assert surface.get_at((420, 300))[:3] == (0, 0, 0)  # not shown yet
    tip.update(DELAY)
    tip.draw(surface, ("ГК", "Одно предложение.", "5.3"), "ru")
    image = card_image("ГК", "Одно предложение.", "§ 5.3", 380)
    spot = place_card(image.get_size(), pygame.Rect(400, 280, 40, 40), WINDOW)
    assert surface.get_at((spot.x + 20, spot.y + 6))[:3] != (0, 0, 0)
    assert surface.get_at((420, 300))[:3] == (0, 0, 0)  # the hovered thing stays visible

"""The one place tests build mouse and keyboard input: frames with events, a click, a key, the pointer, typing.

A click is what a person does: the pointer moves there, the button goes down, then up, a frame each (pygame_gui
buttons act on release, over a button the pointer hovers), and one frame more for what the click started.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pygame

FRAME_S = 0.02


def step(app: Any, events: Iterable[pygame.event.Event] = (), frames: int = 1, dt: float = FRAME_S) -> None:
    """Run frames of the app with the events in the first one."""
    app.step(list(events), dt)
    for _ in range(frames - 1):
        app.step([], dt)


def motion(pos: tuple[float, float]) -> pygame.event.Event:
    """The pointer moving to a point (no button held)."""
    return pygame.event.Event(pygame.MOUSEMOTION, pos=(int(pos[0]), int(pos[1])), rel=(0, 0), buttons=(0, 0, 0))


def button_down(pos: tuple[float, float]) -> pygame.event.Event:
    """The left mouse button pressed at a point."""
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(int(pos[0]), int(pos[1])), button=1)


def button_up(pos: tuple[float, float]) -> pygame.event.Event:
    """The left mouse button released at a point."""
    return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(int(pos[0]), int(pos[1])), button=1)


def click(app: Any, pos: tuple[float, float]) -> None:
    """A left click at a point: move there, press, release."""
    step(app, [motion(pos)])
    step(app, [button_down(pos)])
    step(app, [button_up(pos)], frames=2)


def key(app: Any, code: int, mod: int = 0, text: str = "") -> None:
    """Press and release a key (`text`: the character it types, if any)."""
    down = pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=text, scancode=0)
    up = pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=text, scancode=0)
    step(app, [down, up], frames=2)


def letters(words: str) -> list[pygame.event.Event]:
    """The text input events of typing `words`, one letter each."""
    return [pygame.event.Event(pygame.TEXTINPUT, text=letter) for letter in words]


def type_into(app: Any, entry: Any, words: str) -> None:
    """Click a text entry, clear it and type the words."""
    click(app, entry.get_abs_rect().center)
    entry.set_text("")
    step(app, letters(words), frames=2)

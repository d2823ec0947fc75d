"""Command objects and their bindings: keys and buttons map to the table's commands through tables."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import pygame

FIRST, THROUGH, NEVER = "first", "through", "never"  # how a command meets a running animation


@dataclass(frozen=True, slots=True)
class Command:
    """A table action by name (a method of the scene) with its arguments.

    `skip`: FIRST — the key only finishes a running animation; THROUGH — it finishes it and
    runs too; NEVER — it runs without touching the animation. `computer`: it also runs while a
    computer seat plays (other keys then only finish animations).
    """

    name: str
    args: tuple[Any, ...] = ()
    skip: str = FIRST
    computer: bool = False

    def run(self, scene: Any) -> None:
        """Call the scene's method of this name."""
        getattr(scene, self.name)(*self.args)


@dataclass(frozen=True, slots=True)
class Key:
    """A key, with Ctrl required (True), forbidden (False) or free (None), and Shift likewise."""

    key: int
    ctrl: bool | None = None
    shift: bool | None = None

    def matches(self, event: pygame.event.Event) -> bool:
        """Whether a KEYDOWN event is this key."""
        ctrl, shift = bool(event.mod & pygame.KMOD_CTRL), bool(event.mod & pygame.KMOD_SHIFT)
        return (event.key == self.key and (self.ctrl is None or self.ctrl == ctrl)
                and (self.shift is None or self.shift == shift))


Binding = tuple[Key, Command]
ENTER = (pygame.K_RETURN, pygame.K_KP_ENTER)


def keys(codes: Sequence[int], command: Command, ctrl: bool | None = None, shift: bool | None = None) -> list[Binding]:
    """Several keys bound to one command."""
    return [(Key(code, ctrl, shift), command) for code in codes]


def command_for(event: pygame.event.Event, table: Sequence[Binding]) -> Command | None:
    """The command a key event runs under a binding table (the first match), or None."""
    if event.type != pygame.KEYDOWN:
        return None
    return next((command for key, command in table if key.matches(event)), None)


PAUSE_KEYS: tuple[Binding, ...] = tuple(keys((pygame.K_SPACE, pygame.K_PAUSE), Command("toggle_pause", skip=NEVER,
                                                                                     computer=True)))
HINT_KEYS: tuple[Binding, ...] = ((Key(pygame.K_h, ctrl=False), Command("toggle_hint", skip=NEVER, computer=True)),)


def choice_keys() -> list[Binding]:
    """Tab / Shift+Tab: the next / previous movable piece; arrows: its options; Enter: play the focused one.

    The scene provides `cycle_pick(step)`, `cycle_option(step)` and `confirm()`.
    """
    return [
        (Key(pygame.K_TAB, shift=True), Command("cycle_pick", (-1,), skip=THROUGH)),
        (Key(pygame.K_TAB, shift=False), Command("cycle_pick", (1,), skip=THROUGH)),
        *keys((pygame.K_RIGHT, pygame.K_DOWN), Command("cycle_option", (1,))),
        *keys((pygame.K_LEFT, pygame.K_UP), Command("cycle_option", (-1,))),
        *keys(ENTER, Command("confirm")),
    ]

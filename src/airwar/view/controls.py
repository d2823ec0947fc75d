"""Mouse and keyboard at the Air War table: clicks on planes, markers and buttons; Tab, arrows, Enter, digits."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from airwar.notation import Handover
from airwar.view.draw import marker_point
from tabletop.ui.i18n import tr
from tabletop.ui.scene import Scene

if TYPE_CHECKING:
    from airwar.view.preview import Preview

CHOOSE, PLACE, ANIMATE, OVER = "choose", "place", "animate", "over"
MARKER_REACH = 0.42  # cells
DIGITS = {getattr(pygame, f"K_{n}"): n - 1 for n in range(1, 10)}
FACING_KEYS = {pygame.K_UP: "N", pygame.K_RIGHT: "E", pygame.K_DOWN: "S", pygame.K_LEFT: "W"}


class TableControls(Scene):
    """The input half of the table scene (mixed into TableScene, which provides the actions)."""

    app: Any
    grid: Any
    layout: Any
    log: Any
    buttons: dict[str, Any]
    picker: dict[str, Any]
    phase: str
    selected: str | None
    focus: int | None
    hover: str | None
    place_kind: str
    facing: str

    if TYPE_CHECKING:  # the actions, provided by TableScene
        def legal(self) -> list[Any]: ...
        def options(self) -> tuple[Preview, ...]: ...
        def seat_label(self) -> str: ...
        def human_to_act(self) -> bool: ...
        def click_point(self, square: str | None) -> None: ...
        def click_place(self, square: str | None) -> None: ...
        def left_to_place(self) -> dict[str, int]: ...
        def select(self, square: str | None) -> None: ...
        def cycle_plane(self, step: int) -> None: ...
        def cycle_option(self, step: int) -> None: ...
        def confirm(self) -> None: ...
        def play_option(self, index: int) -> None: ...
        def handover(self) -> None: ...
        def skip_animation(self) -> bool: ...
        def can_undo(self) -> bool: ...
        def undo(self) -> None: ...
        def toggle_hint(self) -> None: ...
        def refuse(self, text: str) -> None: ...

    def handle_event(self, event: pygame.event.Event) -> None:
        """Mouse, wheel and keys."""
        if self.log.handle_event(event):
            return
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.grid.square_at(event.pos) if self.layout.board.collidepoint(event.pos) else None
            over = self.marker_at(event.pos)
            self.focus = over if over is not None else self.focus
        if event.type in (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP) and self._buttons(event):
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_h and not event.mod & pygame.KMOD_CTRL:
            self.toggle_hint()
        elif not self.human_to_act():
            self._while_computer_plays(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._click(event.pos)
        elif event.type == pygame.KEYDOWN:
            self._key(event)

    def _while_computer_plays(self, event: pygame.event.Event) -> None:
        """People may only skip animations (or undo) while a computer seat plays."""
        clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
        if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
            self.undo()
        elif event.type == pygame.KEYDOWN or clicked:
            skipped = self.skip_animation()
            if clicked and not skipped and self.phase != OVER and self.layout.board.collidepoint(event.pos):
                self.refuse(tr("airwar.refuse.computer", seat=self.seat_label()))

    def _buttons(self, event: pygame.event.Event) -> bool:
        """The undo and hand-over buttons, and the placement picker; True when one was clicked."""
        self._enable_buttons()
        used = False
        for name, button in self.buttons.items():
            if button.handle_event(event):
                used = True
                {"undo": self.undo, "handover": self.handover, "hint": self.toggle_hint}[name]()
        if self.phase == PLACE:
            for name, button in self.picker.items():
                if button.handle_event(event):
                    used = True
                    self._pick(name)
        return used

    def _pick(self, name: str) -> None:
        if name in ("missile", "gun"):
            self.place_kind = name
        else:
            self.facing = name

    def _enable_buttons(self) -> None:
        human = self.human_to_act() or self.phase == OVER
        self.buttons["undo"].enabled = self.can_undo() and human
        self.buttons["handover"].enabled = human and self.phase == CHOOSE and Handover() in self.legal()
        self.buttons["hint"].enabled = self.human_to_act() and self.phase != OVER
        left = self.left_to_place()
        for name in ("missile", "gun"):
            self.picker[name].enabled = left.get(name, 0) > 0

    def _click(self, pos: tuple[int, int]) -> None:
        if self.skip_animation():
            return
        if not self.layout.board.collidepoint(pos):
            return
        if self.phase == PLACE:
            self.click_place(self.grid.square_at(pos))
            return
        index = self.marker_at(pos)
        if index is not None:
            self.play_option(index)
            return
        self.click_point(self.grid.square_at(pos))

    def marker_at(self, pos: tuple[int, int]) -> int | None:
        """The operation whose marker is under the mouse (the nearest within reach)."""
        if self.phase != CHOOSE or self.selected is None:
            return None
        best, best_d = None, MARKER_REACH * self.grid.cell
        for index, item in enumerate(self.options()):
            x, y = marker_point(self.grid, item)
            d = math.hypot(x - pos[0], y - pos[1])
            if d < best_d or (d == best_d and best is None):
                best, best_d = index, d
        return best

    def _key(self, event: pygame.event.Event) -> None:
        ctrl = event.mod & pygame.KMOD_CTRL
        undo = (event.key == pygame.K_z and ctrl) or event.key == pygame.K_BACKSPACE
        if self.skip_animation() and event.key != pygame.K_TAB and not undo:
            return
        if undo:
            self.undo()
        elif self.phase == PLACE:
            self._place_key(event)
        elif event.key == pygame.K_TAB:
            self.cycle_plane(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in (pygame.K_RIGHT, pygame.K_DOWN):
            self.cycle_option(1)
        elif event.key in (pygame.K_LEFT, pygame.K_UP):
            self.cycle_option(-1)
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        elif event.key in DIGITS and self.selected is not None:
            self.play_option(DIGITS[event.key])
        elif event.key == pygame.K_p:
            self.handover()

    def _place_key(self, event: pygame.event.Event) -> None:
        if event.key in FACING_KEYS:
            self.facing = FACING_KEYS[event.key]
        elif event.key == pygame.K_TAB:
            self.place_kind = "gun" if self.place_kind == "missile" else "missile"
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) and self.hover:
            self.click_place(self.hover)

    def on_escape(self) -> None:
        """Esc drops a picked plane first; otherwise leaves the game (with a question)."""
        if self.selected is not None:
            self.select(None)
            return
        super().on_escape()


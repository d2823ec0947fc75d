"""Input routing of the shared table: the move log, the buttons, then a board click or a key command.

While a computer seat plays, people may only finish animations (and run the commands bound for that);
a key during an animation finishes it first (see `commands.Command.skip`).
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.i18n import Words
from tabletop.ui.table.commands import FIRST, HINT_KEYS, NEVER, PAUSE_KEYS, THROUGH, command_for
from tabletop.ui.table.phase import Phase

MOUSE = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


def handle_event(t: Any, event: pygame.event.Event) -> None:
    """Route one input event to the table scene `t`."""
    t.pulse.poke()
    if t.tips.handle_event(event):  # "Почему?" beside the refusal: read before the click puts the refusal away
        return
    if event.type == pygame.KEYDOWN or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1):
        t.refusal = ""  # the next action puts the last refusal away (or makes its own)
    if t.log.handle_event(event):
        return
    if event.type == pygame.MOUSEMOTION:
        t.tips.pointed(t.game, t.doc(), event.pos, t.layout.board)
        t.hover = t.spot_under(event.pos) if t.layout.board.collidepoint(event.pos) else None
        t.pointed(event.pos)
    if event.type in MOUSE and press_buttons(t, event):
        return
    global_command = command_for(event, PAUSE_KEYS if t.computer_only() else ()) or command_for(event, HINT_KEYS)
    if global_command is not None:
        global_command.run(t)
    elif not t.human_to_act():
        while_computer_plays(t.words, t, event)
    elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        if not t.skip_animation() and t.layout.board.collidepoint(event.pos):
            t.click_board(event.pos)
    elif event.type == pygame.KEYDOWN:
        key(t, event)


def key(t: Any, event: pygame.event.Event) -> None:
    """A key: finish a running animation first (unless the command runs through it), then its command."""
    command = command_for(event, t.key_table())
    skip = command.skip if command is not None else FIRST
    if skip != NEVER and t.skip_animation() and skip != THROUGH:
        return
    if command is not None:
        command.run(t)


def while_computer_plays(words: Words, t: Any, event: pygame.event.Event) -> None:
    """People may only skip animations (or run the few commands bound for it) while a computer seat plays."""
    command = command_for(event, t.key_table())
    clicked = event.type == pygame.MOUSEBUTTONDOWN and event.button == 1
    if command is not None and command.computer:
        command.run(t)
    elif event.type == pygame.KEYDOWN or clicked:
        skipped = t.skip_animation()
        if clicked and not skipped and t.phase != Phase.OVER and t.layout.board.collidepoint(event.pos):
            t.refuse(words.tr(f"{t.PREFIX}.refuse.computer", seat=t.seat_label()))


def press_buttons(t: Any, event: pygame.event.Event) -> bool:
    """Feed the buttons; True when one was clicked (its command has run)."""
    used = False
    t.enable_buttons()
    for name, button in t.all_buttons().items():
        if button.handle_event(event):
            used = True
            t.press(name)
    return used

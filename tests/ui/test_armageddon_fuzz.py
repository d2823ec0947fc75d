"""Fuzz: 20,000 random mouse, keyboard and resize events on the Armageddon table, no exception."""

from __future__ import annotations

import random

import pygame

from tests.ui.armageddon_support import new_session, node_pos, open_table

EVENTS = 20_000
PER_FRAME = 100
KEYS = (
    pygame.K_SPACE,
    pygame.K_TAB,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_RETURN,
    pygame.K_KP_ENTER,
    pygame.K_z,
    pygame.K_BACKSPACE,
    pygame.K_a,
    pygame.K_1,
    pygame.K_DELETE,
    pygame.K_h,
)
MODS = (0, 0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT)


def random_event(rng: random.Random, scene, size: tuple[int, int]) -> pygame.event.Event:
    """One random input event, often aimed at circles and buttons so that moves happen."""
    roll = rng.random()
    if roll < 0.003:
        return pygame.event.Event(pygame.VIDEORESIZE, w=rng.randint(700, 2200), h=rng.randint(450, 1400))
    if roll < 0.25:
        return pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=rng.choice(MODS), unicode="")
    if roll < 0.3:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)))
    if roll < 0.55:
        pos = (rng.randrange(-20, size[0] + 20), rng.randrange(-20, size[1] + 20))
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))
    pos = _aimed(rng, scene, size)
    kind = pygame.MOUSEBUTTONDOWN if rng.random() < 0.6 else pygame.MOUSEBUTTONUP
    return pygame.event.Event(kind, button=rng.choice((1, 1, 1, 1, 2, 3, 4, 5)), pos=pos)


def _aimed(rng: random.Random, scene, size: tuple[int, int]) -> tuple[int, int]:
    choice = rng.random()
    if choice < 0.4:
        node = rng.choice(scene.board.nodes).id
        return node_pos(scene, node)
    if choice < 0.7:
        return rng.choice(list(scene.buttons.values())).rect.center
    return rng.randrange(0, max(1, size[0])), rng.randrange(0, max(1, size[1]))


def test_twenty_thousand_random_events_on_the_table(app_factory) -> None:
    """No exception; the match stays consistent; moves really get played."""
    from armageddon.view.table import TableScene

    app = app_factory("ru")
    rng = random.Random(20240)
    session = new_session({"round_cap": 6}, seed=5)
    scene = open_table(app, session)
    games, sent = 1, 0
    while sent < EVENTS:
        if app.scene.session is None and app.returns_to is scene:  # "Почему?" opened the rules over the table
            app.back()
        if not isinstance(app.scene, TableScene) or app.dialogs.active:
            app.dialogs.close_all() if hasattr(app.dialogs, "close_all") else None
            session = new_session({"round_cap": 6}, seed=rng.randrange(1000))
            scene = open_table(app, session)
            games += 1
        batch = [random_event(rng, scene, app.size) for _ in range(PER_FRAME)]
        sent += len(batch)
        app.step(batch, rng.choice((0.0, 0.016, 0.05, 0.3)))
        scene = app.scene if isinstance(app.scene, TableScene) else scene
    game = session.game
    for state in session.match.states[-20:]:
        assert game.to_document(game.from_document(game.to_document(state))) == game.to_document(state)
    moves = sum(1 for step in session.match.steps if not step.is_roll)
    assert moves > 0 or games > 1

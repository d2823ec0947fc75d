"""Games for UI tests: a finished dice race, and a tiny table scene for flows through a table."""

from __future__ import annotations

import dataclasses
import sys
import types

import pygame

from tabletop.engine.seats import Player
from tabletop.registry import GameEntry
from tabletop.ui.scene import Scene
from tabletop.ui.session import GameSession
from tests.dicegame import ENTRY

TABLE_MODULE = "ui_fake_table"


def players() -> dict[str, Player]:
    """Two named humans for the race's seats."""
    return {"a": Player(name="Аня"), "b": Player(name="Борис")}


def finished_race(seed: int = 3) -> GameSession:
    """A race played to its end (always the first legal move)."""
    session = GameSession.new(ENTRY, {}, players(), seed=seed)
    while not session.game.is_terminal(session.match.state):
        if session.match.needs_roll():
            session.match.roll()
        else:
            session.match.play(session.game.legal_moves(session.match.state)[0])
    return session


class FakeTable(Scene):
    """A table that shows a colour and plays one step per Space; it ends the game on a win."""

    def __init__(self, app, session: GameSession) -> None:
        super().__init__(app)
        self.session = session

    def handle_event(self, event: pygame.event.Event) -> None:
        """Space plays one step."""
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE:
            match = self.session.match
            if match.needs_roll():
                match.roll()
            else:
                match.play(self.session.game.legal_moves(match.state)[0])
            self.session.autosave()
            outcome = self.session.game.outcome(match.state)
            if outcome is not None:
                self.app.open_results(self.session, outcome)

    def draw(self, surface: pygame.Surface) -> None:
        """A plain green table."""
        surface.fill((40, 120, 60))


def install_table() -> GameEntry:
    """The race with a table scene (a module made on the fly), for flows through a table."""
    module = types.ModuleType(TABLE_MODULE)
    module.make_table = FakeTable  # type: ignore[attr-defined]
    sys.modules[TABLE_MODULE] = module
    return dataclasses.replace(ENTRY, name="tablerace", titles={"ru": "Гонка со столом", "en": "Race with a table"},
                               table_scene=f"{TABLE_MODULE}:make_table")

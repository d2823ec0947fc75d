"""Turn announcements leave the board alone, and a game of computers can be paused (issue 16.6)."""

from __future__ import annotations

import pygame

from tabletop.engine.seats import Player
from tests.ui import airwar_support as air
from tests.ui.armageddon_support import SCREENS, new_session, open_table, settle
from tests.ui.input_support import key


def _board_and_panel(app, scene) -> tuple[bytes, bytes]:
    frame = pygame.Surface(app.size)
    scene.draw(frame)
    board, panel = frame.subsurface(scene.layout.board), frame.subsurface(scene.layout.panel)
    return pygame.image.tobytes(board, "RGB"), pygame.image.tobytes(panel, "RGB")


def test_the_turn_banner_is_shown_on_the_panel_not_over_the_board(app) -> None:
    for scene in (open_table(app, new_session()), air.open_table(app, air.new_session())):
        assert scene.banner.visible and scene.phase != "over"
        with_banner = _board_and_panel(app, scene)
        scene.banner.hide()
        without = _board_and_panel(app, scene)
        assert with_banner[0] == without[0], "the board is drawn the same with the banner up"
        assert with_banner[1] != without[1], "the announcement is on the panel"


def test_a_game_of_computers_pauses_and_sleeps(app) -> None:
    session = new_session(seed=5)
    session.seats = {seat: Player(name=f"ИИ {seat}", kind="ai", level="random") for seat in session.seats}
    scene = open_table(app, session)
    settle(app, 4, until=lambda: len(session.match.steps) >= 2)
    assert "Пробел — пауза" in scene.hint()
    key(app, pygame.K_SPACE)
    assert scene.paused and "Пауза" in scene.hint()
    steps = len(session.match.steps)
    settle(app, 6)
    assert len(session.match.steps) == steps, "nothing is played while paused"
    assert app.wake_in() is None, "a paused table lets the loop sleep"
    app.draw(app.screen)
    SCREENS.mkdir(parents=True, exist_ok=True)
    pygame.image.save(app.screen, str(SCREENS / "table_paused_ru.png"))
    key(app, pygame.K_SPACE)
    assert not scene.paused and app.wake_in() == 0.0
    settle(app, 6, until=lambda: len(session.match.steps) > steps)
    assert len(session.match.steps) > steps


def test_people_cannot_pause_a_game_they_play(app) -> None:
    scene = open_table(app, new_session())
    settle(app, 3, until=lambda: scene.phase == "roll")
    key(app, pygame.K_SPACE)
    assert not scene.paused and scene.phase == "rolling", "Space still rolls for a person"

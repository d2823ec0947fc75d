"""Helpers for the Armageddon table tests (a headless app, clicks on circles)."""

from __future__ import annotations

import random
from typing import Any

from tabletop.engine.match import Match
from tabletop.engine.seats import Player
from tabletop.registry import get_entry
from tests.ui.input_support import click
from tests.ui.table_support import SCREENS, app_maker, headless_pygame, settle  # noqa: F401 (re-exported)
from tests.ui.ui_helpers import dialog_buttons

NAMES = {"red": "Аня", "green": "Боря", "yellow": "Вера", "aliens": "Гоша"}


def seats() -> dict[str, Player]:
    """Four human players."""
    return {seat: Player(name=name) for seat, name in NAMES.items()}


def new_session(variant: dict[str, Any] | None = None, seed: int = 7, start: dict[str, Any] | None = None) -> Any:
    """A session of Armageddon, from the start or from a prepared position document."""
    from tabletop.ui.session import GameSession

    entry = get_entry("armageddon")
    if start is None:
        return GameSession.new(entry, variant or {}, seats(), seed=seed)
    game = entry.make_game(variant or {})
    return GameSession(entry, game, dict(variant or {}), seats(), Match(game, seed, game.from_document(start)))


PRINTED = {"rules": "printed"}


def printed_warrior_before_red(roll: int, emptied: tuple[str, ...]) -> dict[str, Any]:
    """A printed-rules position: the aliens to move with `roll`, a warrior on R3, a red token on R5 two circles
    ahead (taken from the red home circles `emptied`), the other warriors on R10 and R12."""
    game = new_session(PRINTED).game
    doc = game.to_document(game.initial_state())
    tokens = {node: kind for node, kind in doc["tokens"].items() if kind != "alien" and node not in emptied}
    tokens.update({"R3": "alien", "R10": "alien", "R12": "alien", "R5": "red"})
    return {**doc, "tokens": tokens, "to_move": "aliens", "roll": roll, "pips_left": roll}


def alien_win_position(game: Any) -> dict[str, Any]:
    """The aliens to move, the officer on B8 carrying a mine, one step from winning (explosion of K4)."""
    doc = game.to_document(game.initial_state())
    tokens = {"K1r": "red", "K2g": "green", "K3y": "yellow", "r5": "red",
              "S1": "alien", "S2": "alien", "S3": "alien", "B8": "officer"}
    return {**doc, "tokens": tokens, "to_move": "aliens", "officer_mine": True, "depot": 5, "destroyed": []}


def open_table(app: Any, session: Any) -> Any:
    """Open the table scene of a session in the app and return it."""
    assert app.open_table(session)
    app.step([], 0.016)
    return app.scene


def node_pos(scene: Any, node_id: str) -> tuple[int, int]:
    """Where a circle is on screen now."""
    node = scene.board.by_id[node_id]
    return scene.transform.point(node.x, node.y)


def click_target(app: Any, scene: Any, node_id: str) -> None:
    """Click a lit circle; if the table asks first (a sub-move that throws pips away, 16.7), answer Yes."""
    click(app, node_pos(scene, node_id))
    if app.dialogs.active:
        click(app, dialog_buttons(app)[0].get_abs_rect().center)


def play_turn_by_clicks(app: Any, scene: Any, rng: random.Random, prefer: Any = None) -> None:
    """One whole turn as a person plays it: Roll button, then click a token and a lit circle."""
    settle(app, 3, until=lambda: scene.phase == "roll" or app.scene is not scene)
    if app.scene is not scene:
        return
    click(app, scene.buttons["roll"].rect.center)
    settle(app, 2, until=lambda: scene.phase != "rolling")
    guard = 0
    while scene.phase == "choose" and app.scene is scene and guard < 12:
        moves = scene.submoves()
        chosen = (prefer(moves) if prefer else None) or rng.choice(moves)
        click(app, node_pos(scene, chosen.frm))
        assert scene.selected == chosen.frm
        assert chosen.to in scene.targets(scene.selected)
        click_target(app, scene, chosen.to)
        assert scene.phase == "animate" or scene.timeline.duration == 0
        click(app, node_pos(scene, chosen.to))  # a click during the animation skips it
        guard += 1
    settle(app, 3, until=lambda: scene.phase != "done" or scene.wait <= 0)
    if scene.phase == "done" and app.scene is scene and scene.wait <= 0:
        click(app, scene.buttons["end"].rect.center)

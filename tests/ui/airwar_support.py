"""Helpers for the Air War table tests (sessions, clicks on points and markers)."""

from __future__ import annotations

import random
from typing import Any

from airwar.view.draw import marker_point
from tabletop.engine.match import Match
from tabletop.engine.seats import Player
from tabletop.registry import get_entry
from tests.ui.input_support import click
from tests.ui.table_support import SCREENS, app_maker, headless_pygame, settle

__all__ = ["SCREENS", "app_maker", "headless_pygame", "settle"]
NAMES = {"south": "Аня", "north": "Боря"}


def seats(four: bool = False, ai: dict[str, str] | None = None) -> dict[str, Player]:
    """Human players (one per side, or one per seat with four), some seats optionally held by an AI level."""
    out = {}
    for side, name in NAMES.items():
        for index, role in enumerate(("bombers", "fighters")):
            out[f"{side}-{role}"] = Player(name=f"{name}{index + 1}" if four else name)
    for seat, level in (ai or {}).items():
        out[seat] = Player(name="ЭВМ", kind="ai", level=level)
    return out


def new_session(variant: dict[str, Any] | None = None, seed: int = 7, start: dict[str, Any] | None = None,
                four: bool = False, ai: dict[str, str] | None = None) -> Any:
    """A session of Air War, from the start or from a prepared position document."""
    from tabletop.ui.session import GameSession

    entry = get_entry("airwar")
    variant = dict(variant or {})
    if four:
        variant["players"] = 4
    if start is None:
        return GameSession.new(entry, variant, seats(four, ai), seed=seed)
    game = entry.make_game(variant)
    start = {**start, "variant": game.variant.model_dump(mode="json")}
    match = Match(game, seed, game.from_document(start))
    return GameSession(entry, game, game.variant.model_dump(mode="json"), seats(four, ai), match)


def open_table(app: Any, session: Any) -> Any:
    """Open the table scene of a session in the app and return it."""
    assert app.open_table(session)
    app.step([], 0.016)
    return app.scene


def point_pos(scene: Any, square: str) -> tuple[int, int]:
    """Where a point of the board is on screen now."""
    return scene.grid.pixel(square)


def option_pos(scene: Any, index: int) -> tuple[int, int]:
    """Where the marker of the picked plane's operation number `index` is on screen."""
    x, y = marker_point(scene.grid, scene.options()[index])
    return round(x), round(y)


def play_ply_by_clicks(app: Any, scene: Any, rng: random.Random, prefer: Any = None) -> None:
    """One ply as a person plays it: click a movable plane, click one of its markers, click to skip the flight."""
    settle(app, 2, until=lambda: scene.phase in ("choose", "over") or app.scene is not scene)
    if app.scene is not scene or scene.phase != "choose" or not scene.movable():
        settle(app, 1)
        return
    moves = [m for m in scene.legal() if hasattr(m, "op")]
    chosen = (prefer(moves) if prefer else None) or rng.choice(moves)
    click(app, point_pos(scene, chosen.at))
    assert scene.selected == chosen.at
    index = next(i for i, o in enumerate(scene.options()) if o.move == chosen)
    plies = len(scene.match.steps)
    click(app, option_pos(scene, index))
    assert len(scene.match.steps) == plies + 1 and scene.match.steps[-1].action == chosen
    click(app, point_pos(scene, "a1"))  # a click during the flight skips it

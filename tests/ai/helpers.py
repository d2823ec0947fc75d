"""Helpers for the AI tests: seeded positions of any game and small Air War documents."""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence
from typing import Any

from tabletop.engine.match import Match
from tabletop.engine.protocol import Game

ZERO = {"bomber": 0, "fighter": 0}


def random_positions(game: Game[Any, Any], count: int, seed: int = 1, keep: float = 0.25) -> list[Any]:
    """Decision positions met in seeded random games (rolls drawn by the match)."""
    rng = random.Random(seed)
    found: list[Any] = []
    match: Match[Any] = Match(game, seed)
    while len(found) < count:
        if game.is_terminal(match.state):
            match = Match(game, rng.randrange(1 << 30))
        if match.needs_roll():
            match.roll()
            continue
        moves = game.legal_moves(match.state)
        if rng.random() < keep:
            found.append(match.state)
        match.play(moves[rng.randrange(len(moves))])
    return found


def airwar_doc(to_move: str, planes: Iterable[Sequence[Any]], hq: dict[str, str] | None = None) -> dict[str, Any]:
    """An Air War position without defences; planes are (side, kind, at, heading)."""
    return {
        "game": "airwar",
        "variant": {"first": "south"},
        "to_move": to_move,
        "planes": [{"side": s, "kind": k, "at": at, "heading": h, "parked": False} for s, k, at, h in planes],
        "defences": [],
        "hq": hq or {"south": "h3", "north": "h19"},
        "ply": 10,
        "quiet_plies": 0,
        "losses": {"south": dict(ZERO), "north": dict(ZERO)},
        "winner": None,
    }

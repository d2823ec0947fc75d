"""Compact Armageddon position documents and small helpers for the rule tests.

`pos(to_move="red", roll=4, tokens={...})` fills every other field of the position
document (spec §8) with quiet defaults: the officer on D when the tokens name none;
warriors on the free numbered circles S1, S2, S3 (lowest first) until the variant's
count (3 unless `variant={"warriors": n}`) stands on the board; no mine carried;
depot = 6 minus the mines accounted for elsewhere; no trophies; nothing destroyed;
nobody skipping; round 1; no winner.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Mapping
from typing import Any

from armageddon.game import make_game
from tabletop.engine import Roll

EARTH = ("red", "green", "yellow")

# Tokens that only keep Earth above the aliens' victory threshold (spec 5.5).
GREEN_YELLOW_HOME = {"K1g": "green", "K2g": "green", "K1y": "yellow", "K2y": "yellow"}
RED_HOME = {"K1r": "red", "K2r": "red"}


def pos(
    to_move: str = "red",
    roll: int | None = None,
    tokens: Mapping[str, str] | None = None,
    *,
    officer: str | None = "D",
    **overrides: Any,
) -> dict[str, Any]:
    """A position document with the given tokens and quiet defaults for the rest."""
    placed = dict(tokens or {})
    if officer is not None and "officer" not in placed.values():
        placed[officer] = "officer"
    missing = overrides.get("variant", {}).get("warriors", 3) - list(placed.values()).count("alien")
    for node in [n for n in ("S1", "S2", "S3") if n not in placed][: max(missing, 0)]:
        placed[node] = "alien"
    trophies = {"red": 0, "green": 0, "yellow": 0, **overrides.pop("trophies", {})}
    mine = bool(overrides.get("officer_mine", False))
    spent = overrides.pop("spent", len(overrides.get("destroyed", ())))
    doc: dict[str, Any] = {
        "game": "armageddon",
        "variant": {},
        "to_move": to_move,
        "roll": roll,
        "pips_left": roll,
        "moved": [],
        "tokens": placed,
        "officer_mine": mine,
        "depot": 6 - mine - sum(trophies.values()) - spent,
        "trophies": trophies,
        "destroyed": [],
        "skip_next": [],
        "round": 1,
        "winner": None,
    }
    doc.update(overrides)
    return doc


def game_of(doc: Mapping[str, Any]):
    """The game object for the variant of a document."""
    return make_game(doc.get("variant"))


def state_of(doc: Mapping[str, Any]):
    """(game, state) for a document."""
    game = game_of(doc)
    return game, game.from_document(doc)


def turns(doc: Mapping[str, Any]) -> list[str]:
    """Every legal complete turn of the position, in notation."""
    game, state = state_of(doc)
    return list(game.legal_turns(state))


def first_moves(doc: Mapping[str, Any]) -> list[str]:
    """The sub-moves the UI may offer now, in notation, sorted."""
    game, state = state_of(doc)
    return sorted(move.to_notation() for move in game.legal_moves(state))


def play(doc: Mapping[str, Any], turn: str) -> tuple[dict[str, Any], tuple[Any, ...]]:
    """Apply a complete turn; the new document and the events."""
    game, state = state_of(doc)
    transition = game.apply_turn(state, turn)
    return game.to_document(transition.state), tuple(transition.events)


def play_sub(doc: Mapping[str, Any], text: str) -> tuple[dict[str, Any], tuple[Any, ...]]:
    """Apply one sub-move written `FROM>TO` (or `-`); the new document and the events."""
    game, state = state_of(doc)
    transition = game.apply(state, game.parse_move(state, text))
    return game.to_document(transition.state), tuple(transition.events)


def roll_and_play_first(game, state, value: int):
    """Roll `value` for the seat to act and play its first legal turn; (state, events)."""
    state = game.apply(state, Roll(value)).state
    transition = game.apply_turn(state, game.legal_turns(state)[0])
    return transition.state, tuple(transition.events)


def kinds(events: Iterable[Any]) -> list[str]:
    """The kinds of the events, in order."""
    return [event.kind for event in events]


def of_kind(events: Iterable[Any], kind: str) -> list[Any]:
    """The events of one kind, in order."""
    return [event for event in events if event.kind == kind]


def earth_count(doc: Mapping[str, Any]) -> int:
    """How many Earth tokens a document has in play."""
    return sum(colour in EARTH for colour in doc["tokens"].values())


def moves_from(turn_list: Iterable[str], node: str) -> list[str]:
    """The distinct sub-moves starting on `node` in a list of turns, sorted."""
    return sorted({part for turn in turn_list for part in turn.split() if part.startswith(f"{node}>")})


def sample_positions(count: int, seed: int, variant: dict | None = None) -> list:
    """Positions that wait for a move (new turns and mid-turn), taken from random games."""
    game = make_game(variant)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = game.initial_state()
        while state.winner is None and len(found) < count:
            if game.chance_outcomes(state):
                state = game.apply(state, Roll(rng.randint(1, 6))).state
                continue
            moves = game.legal_moves(state)
            found.append(state)
            state = game.apply(state, rng.choice(moves)).state
    return found

"""Small Air War position documents for the rule tests, and helpers to play them.

`pos()` builds a position document compactly; planes are tuples
`(side, kind, at, heading)` or `(side, kind, at, heading, parked)`, defences
`(side, "gun", at, facing)` or `(side, "missile", at)`.
"""

from __future__ import annotations

import json
import subprocess
import sys
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from airwar.game import make_game

DEFAULT_HQ = {"south": "h3", "north": "h19"}
ZERO_LOSSES = {"bomber": 0, "fighter": 0}


def _plane(spec: Sequence[Any]) -> dict[str, Any]:
    """One plane entry from a tuple."""
    side, kind, at, heading, *rest = spec
    return {"side": side, "kind": kind, "at": at, "heading": heading, "parked": bool(rest and rest[0])}


def _defence(spec: Sequence[Any]) -> dict[str, Any]:
    """One defence entry from a tuple (guns carry a facing)."""
    side, kind, at, *rest = spec
    entry: dict[str, Any] = {"side": side, "kind": kind, "at": at}
    if kind == "gun":
        entry["facing"] = rest[0]
    return entry


def pos(
    to_move: str | None = "south",
    planes: Iterable[Sequence[Any]] = (),
    defences: Iterable[Sequence[Any]] = (),
    *,
    hq: Mapping[str, str] | None = None,
    variant: Mapping[str, Any] | None = None,
    ply: int = 0,
    quiet: int = 0,
    losses: Mapping[str, Mapping[str, int]] | None = None,
    winner: str | None = None,
    **overrides: Any,
) -> dict[str, Any]:
    """A position document; losses default to zero so small positions are not lost games."""
    doc: dict[str, Any] = {
        "format_version": 1,
        "game": "airwar",
        "variant": dict(variant) if variant is not None else {"first": "south"},
        "to_move": to_move,
        "planes": [_plane(p) for p in planes],
        "defences": [_defence(d) for d in defences],
        "hq": dict(hq or DEFAULT_HQ),
        "ply": ply,
        "quiet_plies": quiet,
        "losses": {side: dict((losses or {}).get(side, ZERO_LOSSES)) for side in ("south", "north")},
        "winner": winner,
    }
    doc.update(overrides)
    return doc


def load(doc: Mapping[str, Any]):
    """The game of the document's variant and the state it describes."""
    game = make_game(doc.get("variant"))
    return game, game.from_document(doc)


def turns(doc: Mapping[str, Any]) -> list[str]:
    """Every legal move of the position, in notation."""
    game, state = load(doc)
    return game.legal_turns(state)


def play(doc: Mapping[str, Any], move: str):
    """Apply one move (validated); returns (resulting document, events, game, new state)."""
    game, state = load(doc)
    transition = game.apply(state, game.parse_move(state, move))
    return game.to_document(transition.state), transition.events, game, transition.state


def kinds(events: Iterable[Any]) -> list[str]:
    """The kinds of a sequence of events."""
    return [event.kind for event in events]


def of_kind(events: Iterable[Any], kind: str) -> list[Any]:
    """The events of one kind."""
    return [event for event in events if event.kind == kind]


def planes_of(doc: Mapping[str, Any]) -> set[tuple[str, str, str, str, bool]]:
    """The planes of a document as a set of (side, kind, at, heading, parked)."""
    return {(p["side"], p["kind"], p["at"], p["heading"], bool(p.get("parked", False))) for p in doc["planes"]}


def plane_at(doc: Mapping[str, Any], at: str) -> dict[str, Any] | None:
    """The plane on a point, or None."""
    found = [p for p in doc["planes"] if p["at"] == at]
    return found[0] if found else None


def losses_of(doc: Mapping[str, Any], side: str) -> tuple[int, int]:
    """(bombers lost, fighters lost) of a side, computed as the contract says when absent."""
    losses = doc.get("losses")
    if losses is not None:
        return losses[side]["bomber"], losses[side]["fighter"]
    present = [p["kind"] for p in doc["planes"] if p["side"] == side]
    return 6 - present.count("bomber"), 10 - present.count("fighter")


def cli(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    """Run `tabletop ARGS...` through the module entry point."""
    return subprocess.run(
        [sys.executable, "-m", "tabletop.cli", *args], capture_output=True, text=True, timeout=120, cwd=cwd
    )


def write(tmp_path: Path, doc: Mapping[str, Any], name: str = "pos.json") -> Path:
    """Write a document to a file and return its path."""
    path = tmp_path / name
    path.write_text(json.dumps(doc), encoding="utf-8")
    return path

"""Perft for Air War: legal-move counts to depth 2, checked against a naive reference.

The reference below is a second, deliberately simple implementation of spec §3-4 that
works on position documents (dicts and coordinates, no tables). It must agree with the
engine on every move list and every resulting position; the counts are also pinned.
"""

from __future__ import annotations

import copy
import random

import pytest

from airwar.game import make_game
from tests.airwar.positions import pos

HEADINGS = "NESW"
VECTORS = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
REF_OPS = {
    "bomber": {"F2": (0, 2), "U": (2, 0), "LF1": (3, 1), "RF1": (1, 1)},
    "fighter": {"F3": (0, 3), "L": (3, 0), "R": (1, 0), "UF1": (2, 1), "F1": (0, 1), "LF2": (3, 2), "RF2": (1, 2)},
}
STRAIGHT = {"bomber": {"F2"}, "fighter": {"F3", "F1"}}
COLUMNS = "abcdefghijklmno"


def ref_point(x: int, y: int) -> str | None:
    """The point name at column x (0..14), row y (1..21), or None off the board."""
    return f"{COLUMNS[x]}{y}" if 0 <= x < 15 and 1 <= y <= 21 else None


def ref_resolve(doc: dict, plane: dict, op: str):
    """Fly one operation point by point; returns None if illegal, else (end point, heading, outcome, target)."""
    turn, steps = REF_OPS[plane["kind"]][op]
    heading = HEADINGS[(HEADINGS.index(plane["heading"]) + turn) % 4]
    dx, dy = VECTORS[heading]
    x, y = COLUMNS.index(plane["at"][0]), int(plane["at"][1:])
    enemy = "north" if plane["side"] == "south" else "south"
    at = plane["at"]
    for _ in range(steps):
        x, y = x + dx, y + dy
        at = ref_point(x, y)
        if at is None:
            return None
        other = next((p for p in doc["planes"] if p["at"] == at), None)
        if other and other["side"] == plane["side"]:
            return None
        guard = next((d for d in doc["defences"] if d["at"] == at and d["side"] == enemy), None)
        if guard and (guard["kind"] == "missile" or guard["facing"] != heading):
            return at, heading, "shot", None
        if plane["kind"] == "bomber" and doc["hq"][enemy] == at:
            return at, heading, "bombed", other
        if other:
            opposite = HEADINGS[(HEADINGS.index(other["heading"]) + 2) % 4] == heading
            if other["parked"] or not opposite or (plane["kind"] == "bomber" and other["kind"] == "fighter"):
                return at, heading, "attack", other
            return None
    return at, heading, "moved", None


def ref_children(doc: dict) -> dict[str, dict]:
    """Every legal move of a 2-player position → the resulting document."""
    if doc["winner"] is not None:
        return {}
    side = doc["to_move"]
    children = {}
    for plane in [p for p in doc["planes"] if p["side"] == side]:
        for op in REF_OPS[plane["kind"]]:
            if plane["parked"] and op not in STRAIGHT[plane["kind"]]:
                continue
            result = ref_resolve(doc, plane, op)
            if result is not None:
                children[f"{plane['at']}:{op}"] = ref_after(doc, plane, result)
    if not children:
        children["-"] = ref_after(doc, None, None)
    return children


def ref_after(doc: dict, plane: dict | None, result) -> dict:
    """The document after a move (or a pass when plane is None)."""
    new = copy.deepcopy(doc)
    enemy = "north" if doc["to_move"] == "south" else "south"
    lost = None
    if plane is not None:
        at, heading, outcome, target = result
        mover = next(p for p in new["planes"] if p["at"] == plane["at"])
        if outcome == "shot":
            new["planes"].remove(mover)
            lost = (mover["side"], mover["kind"])
        else:
            if target is not None:
                new["planes"] = [p for p in new["planes"] if p["at"] != at]
                lost = (target["side"], target["kind"])
            mover.update(at=at, heading=heading, parked=False)
        if outcome == "bombed":
            new["winner"] = doc["to_move"]
    new["ply"] += 1
    counting = any(n for side in new["losses"].values() for n in side.values())  # D30: from the first loss
    new["quiet_plies"] = 0 if lost or not counting else new["quiet_plies"] + 1
    if lost:
        new["losses"][lost[0]][lost[1]] += 1
        side_losses = new["losses"][lost[0]]
        if new["winner"] is None and side_losses["bomber"] >= 6 and side_losses["fighter"] >= 8:
            new["winner"] = "north" if lost[0] == "south" else "south"
    if new["winner"] is None and (new["quiet_plies"] >= 150 or new["ply"] >= 600):
        new["winner"] = "draw"
    new["to_move"] = enemy
    return new


def summary(doc: dict) -> tuple:
    """What must agree between engine and reference: planes as a set, losses, counters, turn, winner."""
    planes = frozenset((p["side"], p["kind"], p["at"], p["heading"], p["parked"]) for p in doc["planes"])
    return planes, repr(doc["losses"]), doc["ply"], doc["quiet_plies"], doc["to_move"], doc["winner"]


def engine_children(game, state) -> dict[str, dict]:
    """The engine's legal moves → resulting documents."""
    return {m.to_notation(): game.to_document(game.apply(state, m).state) for m in game.legal_moves(state)}


def perft(game, state, depth: int) -> int:
    """Number of move sequences of the given length (the engine)."""
    if depth == 0:
        return 1
    return sum(perft(game, game.apply_trusted(state, m).state, depth - 1) for m in game.legal_moves(state))


def ref_perft(doc: dict, depth: int) -> int:
    """Number of move sequences of the given length (the reference)."""
    if depth == 0:
        return 1
    return sum(ref_perft(child, depth - 1) for child in ref_children(doc).values())


def start(first: str) -> dict:
    """The standard starting position document."""
    game = make_game({"first": first})
    return game.to_document(game.initial_state())


def skirmish() -> dict:
    """A hand-made position: side, tail, head-on (legal and not) and parked attacks, guns, launchers, the HQ."""
    game = make_game({"first": "south"})
    defences = game.to_document(game.initial_state())["defences"]
    doc = pos(
        "south",
        [
            ("south", "bomber", "h14", "N"),
            ("south", "bomber", "h21", "E"),
            ("south", "fighter", "m10", "N"),
            ("north", "fighter", "m12", "N"),
            ("south", "bomber", "a7", "N"),
            ("north", "fighter", "a9", "S"),
            ("south", "fighter", "o7", "N"),
            ("north", "fighter", "o9", "S"),
            ("south", "bomber", "f17", "E"),
            ("south", "fighter", "g15", "N"),
            ("south", "fighter", "k17", "W"),
            ("south", "fighter", "c3", "N", True),
            ("north", "fighter", "h17", "S"),
            ("north", "bomber", "j15", "W"),
            ("north", "fighter", "g18", "E"),
            ("north", "fighter", "k19", "S", True),
            ("north", "bomber", "d5", "S"),
        ],
        [(d["side"], d["kind"], d["at"], d["facing"]) if d["kind"] == "gun" else (d["side"], d["kind"], d["at"])
         for d in defences],
        hq={"south": "h2", "north": "h20"},
        variant={"first": "south"},
    )
    return doc


def midgame(seed: int, plies: int) -> dict:
    """A position reached by seeded random play from the standard start."""
    game = make_game({"first": "south"})
    state = game.initial_state()
    rng = random.Random(seed)
    for _ in range(plies):
        moves = game.legal_moves(state)
        state = game.apply(state, moves[rng.randrange(len(moves))]).state
    return game.to_document(state)


POSITIONS = {
    "start-south": (lambda: start("south"), 16, 256),
    "start-north": (lambda: start("north"), 16, 256),
    "skirmish": (skirmish, 42, 1589),
    "midgame-60": (lambda: midgame(3, 60), 55, 2860),
    "midgame-140": (lambda: midgame(11, 140), 65, 3835),
}


@pytest.mark.parametrize("name", list(POSITIONS))
def test_5_engine_agrees_with_reference_one_ply(name):
    """3-4: the engine's move list and every resulting position equal the naive reference's."""
    doc = POSITIONS[name][0]()
    game = make_game(doc["variant"])
    state = game.from_document(doc)
    mine, theirs = engine_children(game, state), ref_children(doc)
    assert sorted(mine) == sorted(theirs)
    for move, child in mine.items():
        assert summary(child) == summary(theirs[move]), move


@pytest.mark.parametrize("name", list(POSITIONS))
def test_5_perft_depth_2(name):
    """3-4: perft(1) and perft(2) equal the reference counts and the pinned numbers."""
    make_doc, pinned1, pinned2 = POSITIONS[name]
    doc = make_doc()
    game = make_game(doc["variant"])
    state = game.from_document(doc)
    counts = (perft(game, state, 1), perft(game, state, 2))
    assert counts == (ref_perft(doc, 1), ref_perft(doc, 2)) == (pinned1, pinned2)

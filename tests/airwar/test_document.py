"""Air War position documents (rule 5): exact round trips and errors that name the bad field."""

from __future__ import annotations

import copy
import json
import random

import pytest

from airwar.game import make_game
from tabletop.engine import DocumentError, Roll


def random_states(options: dict, games: int, seed: int) -> list:
    """States met along a few random games (chance steps drawn from the seed)."""
    game = make_game(options)
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        state = game.initial_state()
        found.append(state)
        while not game.is_terminal(state):
            outcomes = game.chance_outcomes(state)
            step = Roll(rng.choice(outcomes)) if outcomes else rng.choice(list(game.legal_moves(state)))
            state = game.apply(state, step).state
            found.append(state)
    return found


@pytest.mark.parametrize(
    "options",
    [
        {"first": "south"},
        {"first": "lot"},
        {"players": 4, "first": "north", "max_plies_draw": 80},
        {"setup": "placement", "first": "south", "max_plies_draw": 40},
        {"paper_rules": True, "quiet_plies_draw": 30},
    ],
)
def test_5_round_trip_is_exact(options):
    """5: document → state → document is the identity, and state → document → state too, through JSON."""
    game = make_game(options)
    states = random_states(options, 3, seed=7)
    for state in [*states[::max(1, len(states) // 60)], states[-1]]:
        doc = json.loads(json.dumps(game.to_document(state)))
        again = game.from_document(doc)
        assert again == state
        assert game.to_document(again) == doc


def test_5_partial_document_uses_defaults():
    """5: format_version, variant keys, handed_over and losses may be left out."""
    game = make_game()
    doc = game.to_document(game.initial_state())
    for key in ("format_version", "handed_over", "losses"):
        del doc[key]
    doc["variant"] = {}
    state = game.from_document(doc)
    assert state == game.initial_state()


def test_5_losses_computed_from_missing_planes_when_absent():
    """5: without `losses`, each side has lost 6 − bombers present and 10 − fighters present."""
    game = make_game({"first": "south"})
    doc = game.to_document(game.initial_state())
    doc["planes"] = [p for p in doc["planes"] if not (p["side"] == "north" and p["kind"] == "bomber")][3:]
    del doc["losses"]
    losses = game.to_document(game.from_document(doc))["losses"]
    assert losses == {"south": {"bomber": 3, "fighter": 0}, "north": {"bomber": 6, "fighter": 0}}


def test_5_lot_pending_is_to_move_null():
    """1.3/5: a lot still to draw is written `to_move: null` and is a chance node."""
    game = make_game({"first": "lot"})
    doc = game.to_document(game.initial_state())
    assert doc["to_move"] is None
    state = game.from_document(doc)
    assert game.chance_outcomes(state) == (0, 1)
    assert game.to_document(game.apply(state, Roll(1)).state)["to_move"] == "north"


def mutate(doc: dict, path: str, value) -> dict:
    """A copy of doc with the dotted path set to value (`-` as value deletes the key)."""
    doc = copy.deepcopy(doc)
    *parents, last = [int(p) if p.isdigit() else p for p in path.split(".")]
    node = doc
    for key in parents:
        node = node[key]
    if value == "-":
        del node[last]
    else:
        node[last] = value
    return doc


@pytest.mark.parametrize(
    ("path", "value", "named"),
    [
        ("game", "chess", "game"),
        ("format_version", 2, "format_version"),
        ("to_move", "east", "to_move"),
        ("planes.0.at", "z9", "planes[0].at"),
        ("planes.0.at", "h22", "planes[0].at"),
        ("planes.1.heading", "NE", "planes[1].heading"),
        ("planes.2.kind", "zeppelin", "planes[2].kind"),
        ("planes.3.side", "west", "planes[3].side"),
        ("planes.1.at", "c3", "planes[1].at"),
        ("defences.0.at", "h2", "defences[0].at"),
        ("defences.4.facing", None, "defences[4].facing"),
        ("defences.0.facing", "N", "defences[0].facing"),
        ("hq.north", "h2", "hq.north"),
        ("hq.south", "q1", "hq.south"),
        ("ply", -1, "ply"),
        ("quiet_plies", "ten", "quiet_plies"),
        ("losses.south.bomber", 1, "losses.south.bomber"),
        ("losses.north.fighter", 11, "losses.north.fighter"),
        ("winner", "both", "winner"),
        ("variant.players", 3, "variant"),
        ("variant.first", "north", "variant"),
        ("handed_over", True, "handed_over"),
        ("planes", "-", "planes"),
        ("surprise", 1, "surprise"),
    ],
)
def test_5_bad_document_names_the_field(path, value, named):
    """5: a malformed position document raises DocumentError naming the bad field."""
    game = make_game({"first": "south"})
    doc = game.to_document(game.initial_state())
    with pytest.raises(DocumentError) as info:
        game.from_document(mutate(doc, path, value))
    assert named in str(info.value)


def test_5_too_many_planes_of_a_kind_is_refused():
    """5/1.1: a seventh South bomber is refused, naming the plane entry."""
    game = make_game({"first": "south"})
    doc = game.to_document(game.initial_state())
    doc["planes"][-1] = {"side": "south", "kind": "bomber", "at": "h10", "heading": "N", "parked": False}
    with pytest.raises(DocumentError, match=r"planes\[31\]"):
        game.from_document(doc)


def test_5_lot_only_at_the_start_of_a_lot_game():
    """5: `to_move: null` is refused when the variant fixes the first side."""
    game = make_game({"first": "south"})
    doc = game.to_document(game.initial_state())
    doc["to_move"] = None
    with pytest.raises(DocumentError, match="to_move"):
        game.from_document(doc)


@pytest.mark.parametrize("bad", [[], "position", 42, None])
def test_5_non_object_document_is_refused(bad):
    """5: a document that is not a JSON object is a DocumentError, not a crash."""
    with pytest.raises(DocumentError):
        make_game().from_document(bad)

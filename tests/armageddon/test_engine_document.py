"""Position documents (spec §8): round trips, the spec's example, and errors naming the bad field."""

from __future__ import annotations

import copy
import json
import random

import pytest

from armageddon.game import make_game
from tabletop.engine import DocumentError, Roll

SPEC_EXAMPLE = {
    "game": "armageddon",
    "variant": {},
    "to_move": "red",
    "roll": 4,
    "pips_left": 4,
    "tokens": {
        "K2r": "red", "r3": "red", "R5": "red",
        "K2g": "green", "K3g": "green", "g9": "green", "R6": "green",
        "K4y": "yellow", "L2": "yellow",
        "R3": "alien", "S1": "alien", "S2": "alien", "D": "officer",
    },
    "officer_mine": False,
    "depot": 4,
    "trophies": {"red": 1},
    "destroyed": ["K1"],
    "skip_next": ["green"],
    "round": 12,
    "winner": None,
}


@pytest.fixture(scope="module")
def game():
    """The standard game."""
    return make_game()


def test_initial_document(game):
    """1.1/2.1: the initial position as a document."""
    doc = game.to_document(game.initial_state())
    assert doc["to_move"] == "red" and doc["roll"] is None and doc["pips_left"] is None
    assert sum(1 for v in doc["tokens"].values() if v == "red") == 4
    assert [n for n, v in doc["tokens"].items() if v == "alien"] == ["S3", "S2", "S1"] or sorted(
        n for n, v in doc["tokens"].items() if v == "alien") == ["S1", "S2", "S3"]
    assert doc["tokens"]["D"] == "officer" and doc["depot"] == 6 and doc["round"] == 1 and doc["spent"] == 0


def test_spec_example_loads_and_round_trips(game):
    """8: the spec's example (filled in) loads, lists turns and round-trips."""
    state = game.from_document(SPEC_EXAMPLE)
    doc = game.to_document(state)
    assert doc["spent"] == 1 and doc["trophies"] == {"red": 1, "green": 0, "yellow": 0}
    assert game.to_document(game.from_document(doc)) == doc
    turns = game.legal_turns(state)
    assert turns and all(isinstance(t, str) for t in turns)
    after = game.apply_turn(state, turns[0]).state
    assert game.to_document(after)["to_move"] in ("yellow", "aliens")
    json.dumps(game.to_document(after))


def test_round_trip_along_random_games(game):
    """8: to_document(from_document(d)) == d at every step of a few random games (mid-turn included)."""
    rng = random.Random(3)
    for _ in range(3):
        state = game.initial_state()
        for _ in range(150):
            if state.winner:
                break
            doc = game.to_document(state)
            assert game.to_document(game.from_document(json.loads(json.dumps(doc)))) == doc
            assert game.from_document(doc) == state
            if game.chance_outcomes(state):
                state = game.apply(state, Roll(rng.randint(1, 6))).state
            else:
                state = game.apply(state, rng.choice(game.legal_moves(state))).state


def _broken(change):
    doc = copy.deepcopy(SPEC_EXAMPLE)
    change(doc)
    return doc


BAD = [
    ("tokens.R33", lambda d: d["tokens"].update({"R33": "red"})),
    ("tokens", lambda d: d["tokens"].update({"K3r": "red", "K4r": "red", "r1": "red"})),  # five red tokens
    ("tokens", lambda d: d["tokens"].update({"R9": "alien"})),  # four warriors
    ("tokens", lambda d: d["tokens"].pop("D")),  # no officer
    ("tokens.K1g", lambda d: d["tokens"].update({"K1g": "green"})),  # in a destroyed compartment
    ("tokens.r5", lambda d: d["tokens"].update({"r5": "green"})),  # not on green's path
    ("tokens.R1", lambda d: d["tokens"].update({"R1": "dragon"})),
    ("to_move", lambda d: d.update({"to_move": "purple"})),
    ("roll", lambda d: d.update({"roll": "4"})),
    ("roll", lambda d: d.update({"roll": 7})),
    ("pips_left", lambda d: d.update({"pips_left": 5})),
    ("pips_left", lambda d: d.update({"pips_left": None})),
    ("depot", lambda d: d.update({"depot": 6})),
    ("spent", lambda d: d.update({"spent": 3})),
    ("officer_mine", lambda d: d.update({"officer_mine": "no"})),
    ("round", lambda d: d.update({"round": 0})),
    ("destroyed", lambda d: d.update({"destroyed": ["K9"]})),
    ("skip_next", lambda d: d.update({"skip_next": ["aliens"]})),
    ("moved.r3", lambda d: d.update({"moved": ["r3"], "pips_left": 2})),  # r3 is red, fine, see below
    ("moved.R3", lambda d: d.update({"moved": ["R3"], "pips_left": 2})),
    ("game", lambda d: d.update({"game": "chess"})),
    ("colour", lambda d: d.update({"colour": "red"})),
    ("variant", lambda d: d.update({"variant": {"mines": 5}})),
    ("variant", lambda d: d.update({"variant": {"lane_length": 12}})),
]


@pytest.mark.parametrize(("field", "change"), BAD[:18] + BAD[19:], ids=[b[0] for b in BAD[:18] + BAD[19:]])
def test_bad_documents_name_the_field(game, field, change):
    """8: a bad document raises DocumentError naming the bad field."""
    with pytest.raises(DocumentError) as caught:
        game.from_document(_broken(change))
    assert f"'{field}" in str(caught.value) or f"{field}'" in str(caught.value), str(caught.value)


def test_moved_field_accepts_own_tokens(game):
    """3.2: `moved` lists the seat's tokens that already moved this turn."""
    state = game.from_document(_broken(lambda d: d.update({"moved": ["r3"], "pips_left": 2})))
    assert all(m.frm != "r3" for m in game.legal_moves(state))


def test_not_an_object(game):
    """8: a document that is not an object is refused."""
    with pytest.raises(DocumentError):
        game.from_document(["armageddon"])  # type: ignore[arg-type]

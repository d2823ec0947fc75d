"""The engine against an independent move generator written from the rulebook alone (reference_rules.py).

For random positions — from random games, mid-turn ones among them, and scattered position
documents — over several variants, the reference's legal complete turns must equal the
engine's (`legal_turns`, the compiled search behind `rules.turns`, and the first steps of
`legal_moves`), and for every refused first sub-move the rule the engine names
(`refusal.py`,
from the movement search's stop codes) must be the rule that really forbids it (3.3 only for a legal sub-move that
begins no maximal turn). The default run checks 10,200 positions (1,700 per variant);
--runslow checks 24,000 more.
"""

from __future__ import annotations

import random

import pytest

from armageddon.game import make_game
from armageddon.notation import SubMove
from tabletop.engine import Roll
from tests.armageddon import reference_rules as ref

VARIANTS = (
    {},
    {"gk_capture": "literal", "officer_flies_without_mine": False},
    {"storm_tokens_per_colour": 0, "earth_order": ["yellow", "red", "green"]},
    {"storm_colours": "in_play", "displaced_home": "last", "colour_lost_loses": False, "colour_short_loses": "never"},
    {"storm_tokens_per_colour": 3, "colour_lost_loses": False, "colour_short_loses": "always", "warriors": 2},
    {"rules": "printed"},
)


def positions(game, count: int, seed: int):
    """Rolled states: half from random games (every other one a turn in progress), half scattered documents."""
    rng = random.Random(seed)
    variant = game.to_document(game.initial_state())["variant"]
    state = game.initial_state()
    for i in range(count):
        if i % 2:
            rolled = game.apply(game.from_document(ref.random_document(rng, variant)), Roll(rng.randint(1, 6))).state
            yield rolled
            continue
        while game.rules.placing(state):  # the printed rules: displaced tokens placed (D47)
            state = game.random_turn(state, rng)
        if state.winner:
            state = game.initial_state()
        rolled = game.apply(state, Roll(rng.randint(1, 6))).state
        moves = game.legal_moves(rolled)
        if i % 4 == 2 and moves and moves[0].to_notation() != "-":
            after = game.apply(rolled, moves[0]).state
            rolled = after if after.roll and after.winner is None else rolled
        yield rolled
        state = game.random_turn(state, rng)


def compare(game, state) -> list[str]:
    """The disagreements between the engine and the reference on one rolled state."""
    doc = game.to_document(state)
    p = ref.from_document(doc)
    want = ref.turns(p)
    problems = []
    if (game.legal_turns(state) or ["-"]) != want:
        problems.append(f"legal_turns differ on {doc}")
    if not state.moved:
        compiled = sorted(game._turn_text(steps) for steps, _ in game.rules.turns(state))
        if compiled != want:
            problems.append(f"compiled turns differ on {doc}")
    offered = {m.to_notation() for m in game.legal_moves(state)}
    ids = game.topology.ids
    maximal = {SubMove(ids[s.frm], ids[s.to], tuple(ids[x] for x in s.spared)).to_notation()
               for s in game.rules.maximal(state)}
    penalties = offered - maximal - {"-"}
    firsts = offered - penalties
    if firsts != {turn.split()[0] for turn in want}:
        problems.append(f"first steps differ on {doc}")
    for text in penalties:  # the printed rules (D45): a two-on-one sub-move, refused by 3.5 in the search
        frm, to = text.split(">")
        if options_of(game) != "printed" or ref.refusal(p, frm, to, firsts) != "3.5":
            problems.append(f"{text} offered as a two-on-one penalty on {doc}")
    return problems + refusals(game, state, p, firsts)


def options_of(game) -> str:
    """The rules preset of a game (standard or printed)."""
    return game.rules.v.rules


def refusals(game, state, p, firsts: set[str]) -> list[str]:
    """Every refused first step on the token's path within the roll: the engine's rule against the reference's."""
    index = game.topology.index
    problems = []
    for frm in ref.own_tokens(p):
        ahead = ref.path(p, frm)[: p.pips]
        for to in ["L1", "L2", "L3", *ahead[1:]] if ahead[:1] == [ref.TABLE] else ahead:
            want = ref.refusal(p, frm, to, firsts)
            if want is not None:
                got = game.rules.explain(state, index[frm], index[to]).rule
                if got != want:
                    problems.append(f"{frm}>{to}: engine says {got}, the rule is {want}, on {game.to_document(state)}")
    return problems


def _check(options: dict, count: int, seed: int) -> None:
    game = make_game(options)
    problems = [issue for state in positions(game, count, seed) for issue in compare(game, state)]
    assert not problems, f"{len(problems)} disagreements, first: {problems[:3]}"


@pytest.mark.parametrize("options", VARIANTS)
def test_engine_matches_the_reference(options):
    _check(options, 1700, 11)


@pytest.mark.slow
@pytest.mark.parametrize("options", VARIANTS)
def test_engine_matches_the_reference_long(options):
    _check(options, 4000, 12)


def test_the_reference_reads_the_rulebook_not_the_engine():
    """No engine module is imported by the reference."""
    source = ref.__loader__.get_source(ref.__name__) if hasattr(ref, "__loader__") else ""
    assert "armageddon" not in "".join(line for line in source.splitlines() if line.startswith(("import", "from")))

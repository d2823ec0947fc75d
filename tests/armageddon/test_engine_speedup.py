"""3.2/3.3: the fast turn enumerations against a slow reference.

The reference below is the straightforward algorithm: every sequence of sub-moves, each
found by the full walk of `moves.py` from a fully built state, until the turn cannot go
on; the turns are the sequences using the most pips. The compiled search (`kernel.py`,
behind `rules.turns`/`turn_paths`) must give the same turns in the same order, with the
same reasons and the same states after them; the sub-moves offered one at a time
(`legal_moves`, read from the same search) must be the first steps of those turns.
"""

from __future__ import annotations

import random

import pytest

from armageddon.game import make_game
from armageddon.state import OFFICER
from tabletop.engine import Roll
from tests.armageddon.walk_reference import reference_movement

VARIANTS = (
    {},
    {"gk_capture": "literal", "officer_flies_without_mine": False},
    {"storm_tokens_per_colour": 0, "earth_order": ["yellow", "red", "green"]},
    {"storm_colours": "in_play", "displaced_home": "last", "colour_lost_loses": False, "colour_short_loses": "never"},
    {"storm_tokens_per_colour": 3, "colour_lost_loses": False, "colour_short_loses": "always"},
)


def _own(rules, st):
    """The unmoved tokens of the seat to act, in the engine's order."""
    return [spot for spot in rules.tokens(st.cells, rules.seat_code[st.seat]) if not st.moved >> spot & 1]


def reference_turns(game, st):
    """Slow reference: [(sub-moves as (frm, to), why the turn ends, state after it)] for the maximal turns."""
    done = []
    walk = reference_movement(game)

    def go(state, prefix, used):
        steps = []
        if state.winner is None and state.pips > 0:
            for spot in _own(game.rules, state):
                steps += walk.walk(state, spot)
        if not steps:
            if prefix:
                done.append((prefix, used, "no_move", state))
            return
        for step in steps:
            moves = (*prefix, (step.frm, step.to))
            if step.ends:
                done.append((moves, used + state.pips, step.ends, step.child))
            elif step.child.pips == 0:
                done.append((moves, used + step.k, "pips_spent", step.child))
            else:
                go(step.child, moves, used + step.k)

    go(st, (), 0)
    if not done:
        return [((), "passed", st)]
    top = max(used for _, used, _, _ in done)
    return [(moves, why, after) for moves, used, why, after in done if used == top]


def _positions(game, count, seed):
    """Rolled positions from random games (every roll value, mid-game variety)."""
    rng = random.Random(seed)
    state = game.initial_state()
    found = []
    while len(found) < count:
        if state.winner:
            state = game.initial_state()
        found.append(game.apply(state, Roll(rng.randint(1, 6))).state)
        state = game.random_turn(state, rng)
    return found


@pytest.mark.parametrize("options", VARIANTS)
def test_fast_turns_match_reference(options):
    """3.3: same maximal turns, order, reasons and resulting states as the slow reference."""
    game = make_game(options)
    rules = game.rules
    checked = 0
    for state in _positions(game, 700, seed=31 + len(options)):
        expected = reference_turns(game, state)
        got = [(tuple((s.frm, s.to) for s in steps), why, steps[-1].child if steps else state)
               for steps, why in rules.turns(state)]
        assert got == expected, game.to_document(state)
        paths = rules.turn_paths(state)
        assert [rules.after(state, path) for path in paths] == [after for _, _, after in expected]
        checked += len(expected)
    assert checked > 5000


@pytest.mark.parametrize("options", VARIANTS[:2])
def test_first_submoves_and_midturn_states(options):
    """3.3: legal_moves (fresh and mid-turn) are the first sub-moves of the reference's maximal turns."""
    game = make_game(options)
    ids = game.topology.ids
    rng = random.Random(41)
    for state in _positions(game, 250, seed=43):
        while state.roll and state.winner is None:
            expected = reference_turns(game, state)
            firsts = sorted({f"{ids[moves[0][0]]}>{ids[moves[0][1]]}" for moves, _, _ in expected if moves})
            offered = game.legal_moves(state)
            assert sorted(m.to_notation() for m in offered if m.to_notation() != "-") == firsts
            move = rng.choice(offered)
            state = game.apply(state, move).state


def test_turn_after_matches_apply_turn():
    """3.4/8: the state after a listed turn, handed over, is what apply_turn gives for its notation."""
    game = make_game()
    rules = game.rules
    rng = random.Random(47)
    for state in _positions(game, 300, seed=53):
        paths = rules.turn_paths(state)
        for path in rng.sample(paths, min(3, len(paths))):
            text = game._turn_text(path[0])
            expected = game.apply_turn(state, text).state
            assert rules.end_turn(rules.after(state, path), path[1], None) == expected, text


def test_legal_turns_are_the_compiled_turns():
    """3.3/8: the command line's turns (built sub-move by sub-move) are the compiled search's turns."""
    game = make_game()
    rules = game.rules
    for state in _positions(game, 250, seed=67):
        texts = {game._turn_text(path[0]) for path in rules.turn_paths(state)}
        assert game.legal_turns(state) == sorted(texts), game.to_document(state)


@pytest.mark.parametrize("options", VARIANTS[:2])
def test_random_turn_plays_a_listed_turn(options):
    """3.3/3.4: the random player's fast path plays turn floor(u * count) of the list and hands over like end_turn."""
    game = make_game(options)
    rules = game.rules
    rng = random.Random(71)
    state = game.initial_state()
    for _ in range(600):
        if state.winner:
            state = game.initial_state()
        twin = random.Random()
        twin.setstate(rng.getstate())
        got = game.random_turn(state, rng)
        value = twin.randint(1, 6)
        rolled = state._replace(roll=value, pips=value, moved=0)
        paths = rules.turn_paths(rolled)
        path = paths[int(twin.random() * len(paths))]
        assert got == rules.end_turn(rules.after(rolled, path), path[1], None)
        assert rng.getstate() == twin.getstate()
        state = got


def _crowded(game, state, rng):
    """The position with rare situations forced in: Earth tokens crowding the ring (the storm, 5.4),
    tokens just before ГК and on the laser crossings, the officer somewhere on his path with or without a mine."""
    t = game.topology
    cells = bytearray(state.cells)
    for colour in (1, 2, 3):
        places = [*sorted((t.ring & t.earth_nodes[colour - 1]) - {t.gk}), t.laser[colour - 1]]
        mine = [spot for spot, code in enumerate(cells) if code == colour]
        for spot in rng.sample(mine, min(len(mine), rng.choice((1, 2, 2, 3)))):
            free = [s for s in places if cells[s] == 0]
            if free:
                cells[spot], cells[rng.choice(free)] = 0, colour
    officer = cells.index(OFFICER)
    free = [s for s in sorted(t.officer_nodes - {t.a}) if cells[s] == 0]
    cells[officer], cells[rng.choice(free)] = 0, OFFICER
    mine = rng.random() < 0.5
    return state._replace(cells=bytes(cells), mine=mine, depot=rng.choice((0, 1, 3)))


@pytest.mark.parametrize("options", VARIANTS)
def test_compiled_turns_match_reference_in_crowded_positions(options):
    """3.3, 4, 5.2–5.4, 6: the compiled search agrees with the reference where random games rarely go."""
    game = make_game(options)
    rules = game.rules
    rng = random.Random(73)
    storms = 0
    for state in _positions(game, 500, seed=79 + len(options)):
        state = _crowded(game, state, rng)
        storms += rules.storm(state)
        expected = reference_turns(game, state)
        got = [(tuple((s.frm, s.to) for s in steps), why, steps[-1].child if steps else state)
               for steps, why in rules.turns(state)]
        assert got == expected, game.to_document(state)
    assert storms > 20 or options.get("storm_tokens_per_colour", 2) != 2  # 0: no storm; 3: too rare here


def test_turn_ends_are_the_distinct_handed_over_states():
    """3.3/3.4: turn_ends lists each handed-over state after a maximal turn once, with its first turn."""
    game = make_game()
    rules = game.rules
    for state in _positions(game, 300, seed=83):
        expected: dict = {}
        for steps, why in rules.turns(state):
            end = rules.end_turn(steps[-1].child if steps else state, why, None)
            expected.setdefault(end, tuple((s.frm, s.to) for s in steps))
        got = [(end, tuple((s.frm, s.to) for s in steps)) for end, steps in rules.turn_ends(state)]
        assert got == list(expected.items()), game.to_document(state)


def test_turn_table_grows_when_its_buffers_are_full(monkeypatch):
    """3.3: a position with more turns than the first buffers hold still lists every turn."""
    import armageddon.turntable as turntable

    game = make_game()
    rules = game.rules
    states = [s for s in _positions(game, 80, seed=89) if s.roll >= 4]
    expected = [[(path[0], path[1]) for path in rules.turn_paths(s)] for s in states]
    monkeypatch.setattr(turntable, "START_CAPACITY", 2)
    small = turntable.TurnTables(rules.context)
    for state, want in zip(states, expected):
        table = small.table(state, rules.own_tokens(state))
        assert [(table.steps(i), table.reason(i)) for i in range(len(table))] == [w for w in want if w[0]]
    assert max(len(w) for w in expected) > 16


def test_random_turn_falls_back_when_the_buffers_are_full(monkeypatch):
    """3.3: the random player's fast path gives the same games when it must fall back to the general path."""
    import armageddon.turntable as turntable

    fast, slow = make_game(), make_game()
    monkeypatch.setattr(turntable, "START_CAPACITY", 2)
    slow.rules.tables  # noqa: B018 (built now, with the small buffers)
    rng_fast, rng_slow = random.Random(97), random.Random(97)
    a = b = fast.initial_state()
    for _ in range(300):
        if a.winner:
            a = b = fast.initial_state()
        a, b = fast.random_turn(a, rng_fast), slow.random_turn(b, rng_slow)
        assert a == b

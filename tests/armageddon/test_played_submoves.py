"""3.2–6.7: a sub-move is played by the movement search's walk (`kernel.play_one`, `played.py`), and the
state after it and its events are exactly the reference walk's (`moves.py`): same events in the same
order with the same fields, same state, same hand-over. The program never imports the reference.
"""

from __future__ import annotations

import ast
import random
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from armageddon.game import make_game
from armageddon.notation import SubMove
from tabletop.engine import Roll
from tests.armageddon.walk_reference import reference_apply

SRC = Path(__file__).resolve().parents[2] / "src"
VARIANTS = {
    "standard": {},
    "printed": {"rules": "printed"},
    # the other answers to the options the walk reads: ГК taken the literal way, the storm, the last
    # compartment first, a colour short of the storm losing at once, no flight without a mine
    "options": {"gk_capture": "literal", "storm_tokens_per_colour": 3, "displaced_home": "last",
                "colour_short_loses": "always", "officer_flies_without_mine": False},
}
# every kind of effect a walk records, and the penalty (D45)
EFFECTS = {"displaced", "laser_shot", "officer_intercepted", "mine_taken", "compartment_exploded", "landed"}


def compare_games(options: dict, seed: int, plies: int) -> Counter:
    """Random games (restarted when one ends) for `plies` sub-moves: every legal sub-move of every position is
    played by the program and by the reference walk, and both transitions must be equal; the event kinds seen."""
    game = make_game(options)
    rng = random.Random(seed)
    seen: Counter = Counter()
    state = game.initial_state()
    for _ in range(plies):
        while state.winner is None and game.chance_outcomes(state):
            state = game.apply(state, Roll(rng.randint(1, 6))).state
        if state.winner is not None:
            state = game.initial_state()
            continue
        moves = game.legal_moves(state)
        for move in moves:
            if isinstance(move, SubMove):
                got = game.apply(state, move)
                assert got == reference_apply(game, state, move), (game.to_document(state), move.to_notation())
                seen.update(event.kind for event in got.events)
        state = game.apply(state, rng.choice(moves)).state
    return seen


@pytest.mark.parametrize("name", VARIANTS)
def test_played_submoves_are_the_reference_walks(name):
    seen = Counter()
    for seed in (1, 2, 3, 4):
        seen += compare_games(VARIANTS[name], seed, 700)
    assert set(seen) >= EFFECTS, seen
    if name == "printed":
        assert seen["two_on_one_circle"] and seen["displaced"], seen


@pytest.mark.slow
@pytest.mark.parametrize("name", VARIANTS)
def test_played_submoves_are_the_reference_walks_long(name):
    for seed in range(10, 40):
        compare_games(VARIANTS[name], seed, 3000)


def _imports(path: Path) -> set[str]:
    """The modules a source file imports."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module} | {f"{node.module}.{alias.name}" for alias in node.names}
    return found


def test_no_module_of_the_program_imports_the_reference_walk():
    importers = [path.relative_to(SRC).as_posix() for path in SRC.rglob("*.py")
                 if path.name != "moves.py" and "armageddon.moves" in _imports(path)]
    assert importers == []


PLAY_SCRIPT = """
import random, sys
from armageddon import ai_eval, lesson_goals, warm
from armageddon.game import make_game
from armageddon.notation import SubMove
from tabletop.engine import Roll
for options in ({}, {"rules": "printed"}):
    game = make_game(options)
    rng = random.Random(9)
    state = game.initial_state()
    for _ in range(600):
        if state.winner is not None:
            state = game.initial_state()
        if game.chance_outcomes(state):
            state = game.apply(state, Roll(rng.randint(1, 6))).state
            game.legal_turns(state)
            continue
        moves = game.legal_moves(state)
        for circle in {move.frm for move in moves if isinstance(move, SubMove)} | {"R0", "D", "S1"}:
            game.why_stuck(state, circle)
        state = game.apply(state, rng.choice(moves)).state
assert "armageddon.moves" not in sys.modules
print("ok")
"""


def test_playing_games_never_loads_the_reference_walk():
    """Random games of both rule sets (sub-moves, refusals, penalties, placements, whole turns) in a fresh process:
    `armageddon.moves` is never imported, so its walk never runs."""
    result = subprocess.run([sys.executable, "-c", PLAY_SCRIPT], capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["ok"]

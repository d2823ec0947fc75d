"""Making the compiled turn search ready: run every entry of it once on the standard game."""

from __future__ import annotations

import random
from types import ModuleType

from armageddon import kernels
from armageddon.game import make_game
from armageddon.turntable import TurnTables


def exercise(kernel: ModuleType) -> None:
    """Run every entry of a form of the search on the standard game's first roll (compiling it, or
    loading it from numba's cache, if it is the compiled form)."""
    game = make_game()
    rules = game.rules
    tables = TurnTables(rules.context, kernel)
    rolled = game.initial_state()._replace(roll=6, pips=6)
    table = tables.table(rolled, rules.own_tokens(rolled))
    table.after(0)
    table.ends()
    tables.random_turn(rolled, random.Random(0))
    first = table.firsts()[0]
    tables.play_one(rolled, first.frm, first.to, first.k, 0)  # playing a sub-move
    tables.walk_one(rolled, first.frm, 0)  # and refusing one
    tables.spare_candidates(rolled, first.frm)


def warm_up() -> None:
    """Make the compiled search ready (compiled, or loaded from numba's cache) and serve it."""
    kernels.load_compiled(exercise)

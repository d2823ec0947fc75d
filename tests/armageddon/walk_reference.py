"""The reference walk (`armageddon.moves`) as the tests use it: the program itself never imports it.

`reference_apply` plays a sub-move the way the program played it before the movement search
played sub-moves too: the reference walk gives the state after it and its events, and the
printed rules' two-on-one penalty (D45) is the reference walk on the emptied end circle.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from armageddon.events import Moved
from armageddon.game import ArmageddonGame
from armageddon.moves import Movement
from armageddon.notation import SubMove
from armageddon.state import ArmageddonState
from armageddon.variant import ArmageddonVariant
from tabletop.engine import Transition


@cache
def _reference(options: str) -> tuple[ArmageddonGame, Movement]:
    """A game of its own (so nothing the program cached for its play is read) and its reference walk."""
    game = ArmageddonGame(ArmageddonVariant.model_validate_json(options))
    return game, Movement(game.topology, game.variant, game.seats)


def reference_movement(game: ArmageddonGame) -> Movement:
    """The reference walk for the game's variant."""
    return _reference(game.variant.model_dump_json())[1]


def reference_apply(game: ArmageddonGame, state: ArmageddonState, move: SubMove) -> Transition[Any]:
    """The sub-move `move` (a legal one) played by the reference walk: the state after it and its events."""
    own, walk = _reference(game.variant.model_dump_json())
    t = own.topology
    frm, to = t.index[move.frm], t.index[move.to]
    spared = tuple(t.index[name] for name in move.spared)
    path = own.submove_path(state, move)
    found = [pair for pair in walk.walk_logged(state, frm, len(path), spared) if pair[0].to == to]
    if found:
        step, effects = found[0]
    else:  # a legal sub-move the walk does not end: the printed rules' two-on-one penalty
        penalty = walk.two_on_one(state, frm, to, len(path))
        assert penalty is not None and not spared and own.variant.rules == "printed", move
        step, effects = penalty
    log = [Moved(own.seats[state.seat], move.frm, move.to, path), *effects]
    why = own.rules.turn_over(step)
    after = step.child if why is None else own.rules.end_turn(step.child, why, log)
    return Transition(after, tuple(log))

"""The shared engine: game protocol, board graphs, matches, seats, saves. No pygame."""

from tabletop.engine.errors import DocumentError, IllegalMove
from tabletop.engine.match import Match, Step
from tabletop.engine.protocol import Event, Game, Outcome, Roll, Rolled, Transition, UndoPolicy

__all__ = [
    "DocumentError",
    "Event",
    "Game",
    "IllegalMove",
    "Match",
    "Outcome",
    "Roll",
    "Rolled",
    "Step",
    "Transition",
    "UndoPolicy",
]

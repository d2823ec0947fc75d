"""What each legal operation of a plane would do, for the markers on the board (asks the pure rules)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from airwar.notation import BOMBER_OPS, COLUMN_LETTERS, COLUMNS, FIGHTER_OPS, HEADINGS, ROWS, STEP, Operation
from tabletop.engine import IllegalMove

OUTCOMES = ("move", "turn", "shot", "attack", "bomb", "lost")
SPECS = {"bomber": BOMBER_OPS, "fighter": FIGHTER_OPS}
IN_PLACE_SPOT = {"L": (-0.6, -0.72), "R": (-0.6, 0.72), "U": (-0.6, 0.72)}  # (forward, right) in cells


@dataclass(frozen=True, slots=True)
class Preview:
    """One legal operation of the picked plane: where it flies and how it ends."""

    move: Any
    op: str
    at: str
    heading: str  # after the turn
    path: tuple[str, ...]  # points entered, in order (empty for a turn in place)
    end: str
    outcome: str
    victim: str | None = None  # the point of an attacked plane or a bombed HQ
    rule: str = ""  # paper rules: the rule an illegal operation breaks (the plane is lost)

    @property
    def in_place(self) -> bool:
        """True for a turn without moving (U, L, R)."""
        return not self.path and self.outcome != "lost"


def previews(game: Any, state: Any, moves: list[Any], at: str | None) -> tuple[Preview, ...]:
    """Previews of the legal operations of the plane on `at`, in the rules' order."""
    if at is None:
        return ()
    return tuple(preview(game, state, m) for m in moves if isinstance(m, Operation) and m.at == at)


def preview(game: Any, state: Any, move: Operation) -> Preview:
    """Apply the operation to a copy of the position (states are immutable) and read its events."""
    events = game.apply(state, move).events
    heading = next((e.heading for e in events if e.kind == "moved"), None)
    heading = heading or next((e.to_heading for e in events if e.kind == "turned"), "N")
    moved = next((e for e in events if e.kind == "moved"), None)
    path = tuple(moved.path) if moved else ()
    end = moved.to if moved else move.at
    outcome, victim = "move" if path else "turn", None
    for event in events:
        if event.kind == "shot_down":
            outcome = "shot"
        elif event.kind == "plane_destroyed":
            outcome, victim = "attack", event.at
        elif event.kind == "hq_bombed":
            outcome, victim = "bomb", event.at
    return Preview(move, move.op, move.at, heading, path, end, outcome, victim)


def paper_previews(game: Any, state: Any, plane: dict[str, Any], legal: tuple[Preview, ...]) -> tuple[Preview, ...]:
    """Paper rules (4.5): the plane's illegal operations too, each marked with the rule that costs the plane."""
    known = {item.op for item in legal}
    extra = []
    for spec in SPECS[plane["kind"]]:
        if spec.name in known:
            continue
        try:
            events = game.apply(state, Operation(plane["at"], spec.name)).events
        except IllegalMove:
            continue
        lost = next((e for e in events if e.kind == "plane_lost_by_rule"), None)
        if lost is not None:
            heading = HEADINGS[(HEADINGS.index(plane["heading"]) + spec.turn) % 4]
            spot = nominal_end(plane["at"], heading, spec.steps)
            extra.append(Preview(Operation(plane["at"], spec.name), spec.name, plane["at"], heading, (), spot,
                                 "lost", None, lost.rule))
    return legal + tuple(extra)


def nominal_end(at: str, heading: str, steps: int) -> str:
    """Where an operation would end on an empty board (clamped onto the board)."""
    dx, dy = STEP[HEADINGS.index(heading)]
    column = min(COLUMNS - 1, max(0, COLUMN_LETTERS.index(at[0]) + dx * steps))
    row = min(ROWS, max(1, int(at[1:]) + dy * steps))
    return f"{COLUMN_LETTERS[column]}{row}"

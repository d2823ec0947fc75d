"""The move log in words and notation: one match step → lines of text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.i18n import Words


def side(words: Words, name: str) -> str:
    """A side's name (Юг / South)."""
    return words.tr(f"airwar.side.{name}")


def plane(words: Words, side_name: str, kind: str) -> str:
    """`бомбардировщик Юга` / `South bomber`."""
    return words.tr(f"airwar.plane.{kind}", side=words.tr(f"airwar.side_of.{side_name}"))


def op_name(words: Words, op: str) -> str:
    """What an operation does, in words."""
    return words.tr(f"airwar.op.{op}")


LINES: dict[str, Callable[[Words, Any], str]] = {
    "shot_down": lambda w, e: w.tr("airwar.log.shot_down", plane=plane(w, e.side, e.plane_kind), at=e.at,
                              by=w.tr(f"airwar.defence.{e.by}")),
    "plane_destroyed": lambda w, e: w.tr("airwar.log.destroyed", plane=plane(w, e.side, e.plane_kind), at=e.at,
                                    by=plane(w, e.by_side, e.by_kind), how=w.tr(f"airwar.direction.{e.direction}")),
    "hq_bombed": lambda w, e: w.tr("airwar.log.hq_bombed", side=w.tr(f"airwar.side_of.{e.side}"), at=e.at),
    "plane_lost_by_rule": lambda w, e: w.tr("airwar.log.lost_by_rule", plane=plane(w, e.side, e.plane_kind), at=e.at,
                                       rule=e.rule),
    "passed": lambda w, e: w.tr("airwar.log.passed", side=side(w, e.side)),
    "handed_over": lambda w, e: w.tr("airwar.log.handed_over", side=side(w, e.side)),
    "placed": lambda w, e: w.tr(f"airwar.log.placed_{e.defence}", side=side(w, e.side), at=e.at,
                           facing=w.tr(f"airwar.facing.{e.facing or 'N'}")),
    "victory": lambda w, e: w.tr(
        f"airwar.log.victory.{'draw' if e.winner == 'draw' else 'side'}",
        side=side(w, e.winner) if e.winner != "draw" else "",
        reason=termination(w, e),
    ),
}


def termination(words: Words, victory: Any) -> str:
    """Why the game ended, with the variant's own limit in plies where a limit ended it."""
    key = f"airwar.termination.{victory.reason}"
    return words.count(key, victory.limit) if victory.limit else words.tr(key)


def operation_line(words: Words, step: Any) -> str:
    """`Юг: бомбардировщик h5 → h7 (F2 — вперёд на 2) · h5:F2`."""
    move = step.action
    events = step.events
    moved = next((e for e in events if e.kind == "moved"), None)
    turned = next((e for e in events if e.kind == "turned"), None)
    first = moved or turned or next((e for e in events if e.kind == "plane_lost_by_rule"), None)
    who = plane(words, first.side, first.plane_kind) if first else ""
    where = f"{move.at} → {moved.to}" if moved else move.at
    return words.tr("airwar.log.operation", plane=who, where=where, op=move.op, what=op_name(words, move.op),
              notation=move.to_notation())


def lot_line(words: Words, step: Any) -> str:
    """The lot for the first move."""
    value = step.action.value
    return words.tr("airwar.log.lot", side=side(words, ("south", "north")[value]))


def step_lines(words: Words, step: Any) -> list[str]:
    """The lines of one match step: the operation, then what it caused."""
    if step.is_roll:
        return [lot_line(words, step)]
    lines = [operation_line(words, step)] if hasattr(step.action, "op") else []
    for event in dict.fromkeys(step.events):
        maker = LINES.get(event.kind)
        if maker is not None:
            lines.append(maker(words, event))
    return lines or [step.notation()]


def event_line(words: Words, event: Any) -> str | None:
    """One line for an event (None for flights and turns, which the operation line covers)."""
    maker = LINES.get(getattr(event, "kind", ""))
    return maker(words, event) if maker else None

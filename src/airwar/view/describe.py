"""The move log in words and notation: one match step → lines of text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.ui.i18n import tr
from tabletop.ui.plural import count_text


def side(name: str) -> str:
    """A side's name (Юг / South)."""
    return tr(f"airwar.side.{name}")


def plane(side_name: str, kind: str) -> str:
    """`бомбардировщик Юга` / `South bomber`."""
    return tr(f"airwar.plane.{kind}", side=tr(f"airwar.side_of.{side_name}"))


def op_name(op: str) -> str:
    """What an operation does, in words."""
    return tr(f"airwar.op.{op}")


LINES: dict[str, Callable[[Any], str]] = {
    "shot_down": lambda e: tr("airwar.log.shot_down", plane=plane(e.side, e.plane_kind), at=e.at,
                              by=tr(f"airwar.defence.{e.by}")),
    "plane_destroyed": lambda e: tr("airwar.log.destroyed", plane=plane(e.side, e.plane_kind), at=e.at,
                                    by=plane(e.by_side, e.by_kind), how=tr(f"airwar.direction.{e.direction}")),
    "hq_bombed": lambda e: tr("airwar.log.hq_bombed", side=tr(f"airwar.side_of.{e.side}"), at=e.at),
    "plane_lost_by_rule": lambda e: tr("airwar.log.lost_by_rule", plane=plane(e.side, e.plane_kind), at=e.at,
                                       rule=e.rule),
    "passed": lambda e: tr("airwar.log.passed", side=side(e.side)),
    "handed_over": lambda e: tr("airwar.log.handed_over", side=side(e.side)),
    "placed": lambda e: tr(f"airwar.log.placed_{e.defence}", side=side(e.side), at=e.at,
                           facing=tr(f"airwar.facing.{e.facing or 'N'}")),
    "victory": lambda e: tr(
        f"airwar.log.victory.{'draw' if e.winner == 'draw' else 'side'}",
        side=side(e.winner) if e.winner != "draw" else "",
        reason=termination(e),
    ),
}


def termination(victory: Any) -> str:
    """Why the game ended, with the variant's own limit in plies where a limit ended it."""
    key = f"airwar.termination.{victory.reason}"
    return count_text(key, victory.limit) if victory.limit else tr(key)


def operation_line(step: Any) -> str:
    """`Юг: бомбардировщик h5 → h7 (F2 — вперёд на 2) · h5:F2`."""
    move = step.action
    events = step.events
    moved = next((e for e in events if e.kind == "moved"), None)
    turned = next((e for e in events if e.kind == "turned"), None)
    first = moved or turned or next((e for e in events if e.kind == "plane_lost_by_rule"), None)
    who = plane(first.side, first.plane_kind) if first else ""
    where = f"{move.at} → {moved.to}" if moved else move.at
    return tr("airwar.log.operation", plane=who, where=where, op=move.op, what=op_name(move.op),
              notation=move.to_notation())


def lot_line(step: Any) -> str:
    """The lot for the first move."""
    value = step.action.value
    return tr("airwar.log.lot", side=side(("south", "north")[value]))


def step_lines(step: Any) -> list[str]:
    """The lines of one match step: the operation, then what it caused."""
    if step.is_roll:
        return [lot_line(step)]
    lines = [operation_line(step)] if hasattr(step.action, "op") else []
    for event in dict.fromkeys(step.events):
        maker = LINES.get(event.kind)
        if maker is not None:
            lines.append(maker(event))
    return lines or [step.notation()]


def event_line(event: Any) -> str | None:
    """One line for an event (None for flights and turns, which the operation line covers)."""
    maker = LINES.get(getattr(event, "kind", ""))
    return maker(event) if maker else None

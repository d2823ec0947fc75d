"""What a person may do at the Air War table, and the hint's words (pure: no pygame, no scene state)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from airwar.notation import Handover, Operation, Place
from airwar.view.preview import Preview, paper_previews, previews
from tabletop.ui.i18n import tr


def board_order(square: str) -> tuple[int, int]:
    """Points ordered top row first (row 21), west to east."""
    return -int(square[1:]), ord(square[0])


def other_kind(kind: str) -> str:
    """The other kind of defence."""
    return "gun" if kind == "missile" else "missile"


def table_options(game: Any, state: Any, doc: Mapping[str, Any], legal: Sequence[Any], at: str | None
                  ) -> tuple[Preview, ...]:
    """The operations of the plane at `at` with what each would do (illegal ones too under paper rules)."""
    shown = previews(game, state, list(legal), at)
    plane = next((p for p in doc["planes"] if p["at"] == at), None)
    if not game.variant.paper_rules or plane is None or plane["side"] != doc.get("to_move"):
        return shown
    return paper_previews(game, state, plane, shown) if legal else shown


def left_to_place(legal: Sequence[Any], doc: Mapping[str, Any]) -> dict[str, int]:
    """Defences the side to move still has to place, by kind."""
    kinds = {m.kind for m in legal if isinstance(m, Place)}
    placed = [d for d in doc.get("defences", ()) if d["side"] == doc.get("to_move")]
    counts = {"missile": 4, "gun": 8}
    return {k: counts[k] - sum(1 for d in placed if d["kind"] == k) if k in kinds else 0 for k in counts}


def last_flight(steps: Sequence[Any]) -> tuple[str, ...]:
    """The points of the last flight (start first), to show what just happened."""
    for step in reversed(steps[-1:]):
        moved = next((e for e in step.events if e.kind == "moved"), None)
        if moved is not None:
            return (moved.frm, *moved.path)
    return ()


def advice_words(mode: str, move: Any) -> str:
    """The hint's words for the panel: thinking…, or the suggested operation, placement, hand-over or pass."""
    if mode == "off":
        return ""
    if mode != "ready":
        return tr(f"airwar.suggest.{mode}")
    if isinstance(move, Operation):
        return tr("airwar.suggest.op", at=move.at, op=move.op, name=tr(f"airwar.op.{move.op}"))
    if isinstance(move, Place):
        facing = tr(f"airwar.facing.{move.facing}") if move.facing else ""
        return tr(f"airwar.suggest.place_{move.kind}", at=move.at, facing=facing)
    return tr("airwar.suggest.handover" if isinstance(move, Handover) else "airwar.suggest.pass")

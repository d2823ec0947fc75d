"""Why a click is refused, in words naming the rule: the rules' own IllegalMove reasons, or the table's."""

from __future__ import annotations

from typing import Any

from airwar.notation import BOMBER_OPS, FIGHTER_OPS, Operation
from tabletop.engine import IllegalMove
from tabletop.i18n import Words

OPS_BY_KIND = {"bomber": tuple(s.name for s in BOMBER_OPS), "fighter": tuple(s.name for s in FIGHTER_OPS)}


def enemy_plane(words: Words, owner: str, to_move: str) -> str:
    """«Это самолёт Севера — сейчас ходит Юг (правило 1.3)»."""
    return words.tr("airwar.refuse.enemy", owner=words.tr(f"airwar.side_of.{owner}"),
                    side=words.tr(f"airwar.side.{to_move}"))


def reason(words: Words, error: IllegalMove) -> str:
    """The rules' reason in the words' language, with its rule number."""
    return words.tr("airwar.refuse.rule", reason=error.words(words.lang), rule=error.rule)


def stuck_plane(words: Words, game: Any, state: Any, at: str, kind: str) -> str:
    """Why an own plane cannot move now: the rules' refusal of its first operation (4-player rule 1.4 first)."""
    refusals: list[IllegalMove] = []
    for op in OPS_BY_KIND.get(kind, ()):
        try:
            events = game.apply(state, Operation(at, op)).events
        except IllegalMove as error:
            refusals.append(error)
            continue
        lost = next((e for e in events if e.kind == "plane_lost_by_rule"), None)
        if lost is not None:
            refusals.append(lost.refusal())
    if not refusals:
        return words.tr("airwar.refuse.not_there")
    telling = [e for e in refusals if e.rule == "1.4"] or [e for e in refusals if e.rule != "3.5"] or refusals
    return words.tr("airwar.refuse.no_op", reason=reason(words, telling[0]))

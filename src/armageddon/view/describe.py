"""The move log in words and notation: one step of the match → lines of text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.ui.i18n import has_key, tr
from tabletop.ui.plural import count_text


def seat(name: str) -> str:
    """A seat's name (Красные / Red)."""
    return tr(f"armageddon.seat.{name}")


def piece(name: str) -> str:
    """A token's name in the log (красная фишка / red token, офицер / the officer)."""
    return tr(f"armageddon.piece.{name}")


def steps(n: int) -> str:
    """`3 шага` / `3 steps`: the number with its plural form."""
    return count_text("armageddon.steps", n)


def _moved(e: Any) -> str:
    return tr(
        "armageddon.log.move",
        seat=seat(e.seat),
        frm=e.frm,
        to=e.to,
        steps=steps(len(e.path)),
        notation=f"{e.frm}>{e.to}",
    )


def agreeing(key: str, name: str) -> str:
    """The key's form agreeing with a token's grammatical gender (`<key>.m` for воин, офицер) where the
    language has one (`armageddon.piece.<name>.gender`), else the key itself."""
    gender = tr(f"armageddon.piece.{name}.gender") if has_key(f"armageddon.piece.{name}.gender") else ""
    return f"{key}.{gender}" if gender and has_key(f"{key}.{gender}") else key


def _displaced(e: Any) -> str:
    if getattr(e, "held", False):
        key = "armageddon.log.displaced_held"
    else:
        key = "armageddon.log.displaced_out" if e.to is None else "armageddon.log.displaced"
    return tr(agreeing(key, e.victim), victim=piece(e.victim), at=e.at, to=e.to)


def _exploded(e: Any) -> str:
    return tr("armageddon.log.exploded", compartment=e.compartment, lost=len(e.tokens_lost))


def _intercepted(e: Any) -> str:
    trophy = tr("armageddon.log.trophy") if e.mine_taken_as_trophy else ""
    return tr("armageddon.log.intercepted", by=seat(e.by), at=e.at, trophy=trophy)


LINES: dict[str, Callable[[Any], str]] = {
    "rolled": lambda e: tr("armageddon.log.roll", seat=seat(e.seat), value=e.value),
    "moved": _moved,
    "displaced": _displaced,
    "laser_shot": lambda e: tr("armageddon.log.laser", victim=piece(e.victim), at=e.at),
    "officer_intercepted": _intercepted,
    "mine_taken": lambda e: tr("armageddon.log.mine", at=e.at, left=e.depot_left),
    "compartment_exploded": _exploded,
    "two_on_one_circle": lambda e: tr("armageddon.log.two_on_one", at=e.at, first=piece(e.tokens[0]),
                                      second=piece(e.tokens[1])),
    "landed": lambda e: tr("armageddon.log.landed", seat=tr(f"armageddon.seat_lc.{e.seat}"), at=e.at),
    "turn_ended": lambda e: tr(f"armageddon.log.turn_ended.{e.reason}", seat=seat(e.seat)),
    "turn_skipped": lambda e: tr(f"armageddon.log.skipped.{e.reason}", seat=seat(e.seat)),
    "victory": lambda e: tr(f"armageddon.log.victory.{e.winner}"
                            + (f".{e.condition}" if e.winner == "aliens" and e.condition else "")),
    "placed": lambda e: (tr("armageddon.log.placed", seat=seat(e.seat), at=e.at) if e.at
                         else tr("armageddon.log.placed_out", seat=seat(e.seat))),
}

QUIET_ENDS = {"pips_spent"}


def event_line(event: Any) -> str | None:
    """One log line for an event (None for events not worth a line)."""
    kind = getattr(event, "kind", "")
    if kind == "turn_ended" and getattr(event, "reason", "") in QUIET_ENDS:
        return None
    maker = LINES.get(kind)
    return maker(event) if maker else None


def step_lines(step: Any) -> list[str]:
    """The lines of one match step: its events, or the bare notation when it has none."""
    events = list(dict.fromkeys(step.events))
    if getattr(step.action, "to_notation", None) and step.action.to_notation() == "-":
        lines = [tr("armageddon.log.pass", seat=seat(step.seat or ""))]
        return lines + [line for e in events if e.kind != "turn_ended" and (line := event_line(e))]
    lines = [line for e in events if (line := event_line(e))]
    return lines or [f"{seat(step.seat or '')}: {step.notation()}"]

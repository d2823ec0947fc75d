"""The move log in words and notation: one step of the match → lines of text."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.i18n import Words


def seat(words: Words, name: str) -> str:
    """A seat's name (Красные / Red)."""
    return words.tr(f"armageddon.seat.{name}")


def piece(words: Words, name: str) -> str:
    """A token's name in the log (красная фишка / red token, офицер / the officer)."""
    return words.tr(f"armageddon.piece.{name}")


def steps(words: Words, n: int) -> str:
    """`3 шага` / `3 steps`: the number with its plural form."""
    return words.count("armageddon.steps", n)


def _moved(words: Words, e: Any) -> str:
    return words.tr(
        "armageddon.log.move",
        seat=seat(words, e.seat),
        frm=e.frm,
        to=e.to,
        steps=steps(words, len(e.path)),
        notation=f"{e.frm}>{e.to}",
    )


def agreeing(words: Words, key: str, name: str) -> str:
    """The key's form agreeing with a token's grammatical gender (`<key>.m` for воин, офицер) where the
    language has one (`armageddon.piece.<name>.gender`), else the key itself."""
    gender = words.tr(f"armageddon.piece.{name}.gender") if words.has(f"armageddon.piece.{name}.gender") else ""
    return f"{key}.{gender}" if gender and words.has(f"{key}.{gender}") else key


def _displaced(words: Words, e: Any) -> str:
    if getattr(e, "held", False):
        key = "armageddon.log.displaced_held"
    else:
        key = "armageddon.log.displaced_out" if e.to is None else "armageddon.log.displaced"
    return words.tr(agreeing(words, key, e.victim), victim=piece(words, e.victim), at=e.at, to=e.to)


def _exploded(words: Words, e: Any) -> str:
    return words.tr("armageddon.log.exploded", compartment=e.compartment, lost=len(e.tokens_lost))


def _intercepted(words: Words, e: Any) -> str:
    trophy = words.tr("armageddon.log.trophy") if e.mine_taken_as_trophy else ""
    return words.tr("armageddon.log.intercepted", by=seat(words, e.by), at=e.at, trophy=trophy)


LINES: dict[str, Callable[[Words, Any], str]] = {
    "rolled": lambda words, e: words.tr("armageddon.log.roll", seat=seat(words, e.seat), value=e.value),
    "moved": _moved,
    "displaced": _displaced,
    "laser_shot": lambda words, e: words.tr("armageddon.log.laser", victim=piece(words, e.victim), at=e.at),
    "officer_intercepted": _intercepted,
    "mine_taken": lambda words, e: words.tr("armageddon.log.mine", at=e.at, left=e.depot_left),
    "compartment_exploded": _exploded,
    "two_on_one_circle": lambda words, e: words.tr("armageddon.log.two_on_one", at=e.at,
                                                   first=piece(words, e.tokens[0]), second=piece(words, e.tokens[1])),
    "landed": lambda words, e: words.tr("armageddon.log.landed", at=e.at,
                                        seat=words.tr(f"armageddon.seat_lc.{e.seat}")),
    "turn_ended": lambda words, e: words.tr(f"armageddon.log.turn_ended.{e.reason}", seat=seat(words, e.seat)),
    "turn_skipped": lambda words, e: words.tr(f"armageddon.log.skipped.{e.reason}", seat=seat(words, e.seat)),
    "victory": lambda words, e: words.tr(f"armageddon.log.victory.{e.winner}"
                            + (f".{e.condition}" if e.winner == "aliens" and e.condition else "")),
    "placed": lambda words, e: (words.tr("armageddon.log.placed", seat=seat(words, e.seat), at=e.at) if e.at
                         else words.tr("armageddon.log.placed_out", seat=seat(words, e.seat))),
}

QUIET_ENDS = {"pips_spent"}


def event_line(words: Words, event: Any) -> str | None:
    """One log line for an event (None for events not worth a line)."""
    kind = getattr(event, "kind", "")
    if kind == "turn_ended" and getattr(event, "reason", "") in QUIET_ENDS:
        return None
    maker = LINES.get(kind)
    return maker(words, event) if maker else None


def step_lines(words: Words, step: Any) -> list[str]:
    """The lines of one match step: its events, or the bare notation when it has none."""
    events = list(dict.fromkeys(step.events))
    if getattr(step.action, "to_notation", None) and step.action.to_notation() == "-":
        lines = [words.tr("armageddon.log.pass", seat=seat(words, step.seat or ""))]
        return lines + [line for e in events if e.kind != "turn_ended" and (line := event_line(words, e))]
    lines = [line for e in events if (line := event_line(words, e))]
    return lines or [f"{seat(words, step.seat or '')}: {step.notation()}"]

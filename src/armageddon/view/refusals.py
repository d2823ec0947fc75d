"""Why a click is refused, in words naming the rule: the rules' own IllegalMove reasons, or the table's."""

from __future__ import annotations

from typing import Any

from tabletop.engine import IllegalMove
from tabletop.ui.i18n import language, tr

OWNER = {"red": "red", "green": "green", "yellow": "yellow", "alien": "aliens", "officer": "aliens"}
PHASE_REASONS = {"roll": "roll_first", "rolling": "roll_first", "done": "turn_over", "over": "over"}
VAGUE_RULES = ("3.1", "3.2", "8")


def why_not(
    game: Any, state: Any, doc: dict[str, Any], phase: str, selected: str | None, node: str, token: str | None
) -> str:
    """Words for a refused click on `node` (holding `token`), with the rule it breaks."""
    if phase in PHASE_REASONS:
        return tr(f"armageddon.refuse.{PHASE_REASONS[phase]}")
    seat = game.current_seat(state)
    if token is not None and OWNER.get(token) != seat and selected is None:
        return tr(
            "armageddon.refuse.not_yours",
            owner=tr(f"armageddon.owner.{OWNER.get(token)}"),
            seat=tr(f"armageddon.seat_lc.{seat}"),
        )
    if selected is not None:
        return explain_move(game, state, selected, node)
    if node in doc.get("moved", []):
        return tr("armageddon.refuse.moved")
    return explain_token(game, state, node)


def explain_move(game: Any, state: Any, frm: str, to: str) -> str:
    """Ask the rules why frm → to is refused (legal but not maximal: rule 3.3)."""
    error = attempt(game, state, frm, to)
    if error is None:
        return tr("armageddon.refuse.not_maximal")
    return reason(error) if isinstance(error, IllegalMove) else tr("armageddon.refuse.not_there")


def explain_token(game: Any, state: Any, node: str) -> str:
    """Why a token of the seat to act cannot move now: the most telling refusal over every destination."""
    refusals = []
    for other in game.board.nodes:
        error = attempt(game, state, node, other.id)
        if error is None:
            return tr("armageddon.refuse.not_maximal")
        if isinstance(error, IllegalMove):
            refusals.append(error)
    telling = [e for e in refusals if e.rule not in VAGUE_RULES]
    return reason((telling or refusals)[0]) if refusals else tr("armageddon.refuse.not_there")


def attempt(game: Any, state: Any, frm: str, to: str) -> Exception | None:
    """Try a sub-move with the rules' pure `apply`; the refusal, or None when the rules accept it."""
    try:
        game.apply(state, game.parse_move(state, f"{frm}>{to}"))
    except (IllegalMove, ValueError, KeyError, TypeError) as error:
        return error
    return None


def reason(error: IllegalMove) -> str:
    """The rules' reason in the current language, with its rule number."""
    text = error.reason if language() == "ru" else error.reason_en
    return tr("armageddon.refuse.rule", reason=text, rule=error.rule)

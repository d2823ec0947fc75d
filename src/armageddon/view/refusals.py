"""Why a click is refused, in words naming the rule: the rules' own IllegalMove reasons, or the table's."""

from __future__ import annotations

from typing import Any

from tabletop.engine import IllegalMove
from tabletop.i18n import Words

OWNER = {"red": "red", "green": "green", "yellow": "yellow", "alien": "aliens", "officer": "aliens"}
PHASE_REASONS = {"roll": "roll_first", "rolling": "roll_first", "done": "turn_over", "over": "over"}


def why_not(
    words: Words, game: Any, state: Any, doc: dict[str, Any], phase: str, selected: str | None, node: str,
    token: str | None
) -> str:
    """Words for a refused click on `node` (holding `token`), with the rule it breaks."""
    if phase in PHASE_REASONS:
        return words.tr(f"armageddon.refuse.{PHASE_REASONS[phase]}")
    seat = game.current_seat(state)
    if token is not None and OWNER.get(token) != seat and selected is None:
        return words.tr(
            "armageddon.refuse.not_yours",
            owner=words.tr(f"armageddon.owner.{OWNER.get(token)}"),
            seat=words.tr(f"armageddon.seat_lc.{seat}"),
        )
    if selected is not None:
        return explain_move(words, game, state, selected, node)
    if node in doc.get("moved", []):
        return words.tr("armageddon.refuse.moved")
    return explain_token(words, game, state, node)


def explain_move(words: Words, game: Any, state: Any, frm: str, to: str) -> str:
    """The rules' refusal of frm → to (none: it is legal, so the table refused it for another reason)."""
    error = attempt(game, state, frm, to)
    if error is None:
        return words.tr("armageddon.refuse.not_maximal")
    return reason(words, error) if isinstance(error, IllegalMove) else words.tr("armageddon.refuse.not_there")


def explain_token(words: Words, game: Any, state: Any, node: str) -> str:
    """Why a token of the seat to act cannot move now, as the rules' movement search says."""
    error = game.why_stuck(state, node) if state.roll else None
    return reason(words, error) if error is not None else words.tr("armageddon.refuse.not_maximal")


def attempt(game: Any, state: Any, frm: str, to: str) -> Exception | None:
    """The rules' refusal of one sub-move (nothing is applied), or None when they accept it."""
    try:
        move = game.parse_move(state, f"{frm}>{to}")
        return game.refusal(state, move) if state.roll and not game.rules.placing(state) else None
    except (IllegalMove, ValueError, KeyError, TypeError) as error:
        return error


def reason(words: Words, error: IllegalMove) -> str:
    """The rules' reason in the words' language, with its rule number."""
    return words.tr("armageddon.refuse.rule", reason=error.words(words.lang), rule=error.rule)

"""The printed rules' placement step in words (D47): the owner of a displaced Earth token puts it back."""

from __future__ import annotations

from typing import Any

from armageddon.notation import Place
from armageddon.view.panel import seat_name
from armageddon.view.refusals import reason
from tabletop.engine import IllegalMove
from tabletop.i18n import Words


def banner(words: Words, seat: str | None) -> str:
    """The banner when a seat must place its displaced token."""
    return words.tr("armageddon.place.banner", seat=seat_name(words, seat))


def hint(words: Words, seat: str | None) -> str:
    """The panel's line: who places, and how."""
    return words.tr("armageddon.place.hint", seat=seat_name(words, seat))


def refusal(words: Words, game: Any, state: Any, node: str) -> str:
    """Why the displaced token cannot go to `node`, in words naming the rule."""
    try:
        game.apply(state, Place(node))
    except IllegalMove as error:
        return reason(words, error)
    return words.tr("armageddon.place.hint", seat=seat_name(words, game.current_seat(state)))

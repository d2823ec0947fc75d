"""The printed rules' placement step in words (D47): the owner of a displaced Earth token puts it back."""

from __future__ import annotations

from typing import Any

from armageddon.notation import Place
from armageddon.view.panel import seat_name
from armageddon.view.refusals import reason
from tabletop.engine import IllegalMove
from tabletop.ui.i18n import tr


def banner(seat: str | None) -> str:
    """The banner when a seat must place its displaced token."""
    return tr("armageddon.place.banner", seat=seat_name(seat))


def hint(seat: str | None) -> str:
    """The panel's line: who places, and how."""
    return tr("armageddon.place.hint", seat=seat_name(seat))


def refusal(game: Any, state: Any, node: str) -> str:
    """Why the displaced token cannot go to `node`, in words naming the rule."""
    try:
        game.apply(state, Place(node))
    except IllegalMove as error:
        return reason(error)
    return tr("armageddon.place.hint", seat=seat_name(game.current_seat(state)))

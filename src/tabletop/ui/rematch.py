"""After a game: a rematch with the same game, variant and seats, and the players each group of seats had."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.seats import Player
from tabletop.ui.session import GameSession

if TYPE_CHECKING:
    from tabletop.ui.scene import Host


def rematch(app: Host, session: GameSession) -> bool:
    """Start a new match of the same game, variant and players in the same seats (a fresh roll of the dice)."""
    fresh = GameSession.new(session.entry, dict(session.variant), dict(session.seats), tutor=session.tutor)
    return session.show_rematch(app, fresh)  # a watched game of computers is watched again


def seat_plan(plans: dict[int, tuple[tuple[str, ...], ...]],
              seats: dict[str, Player]) -> tuple[int | None, list[Player]]:
    """The fewest players whose plan gives each group of seats one player, and those players in order."""
    for count in sorted(plans):
        groups = plans[count]
        holders = [{seats.get(seat) for seat in group} for group in groups]
        if all(len(held) == 1 and None not in held for held in holders):
            return count, [next(iter(held)) for held in holders]  # type: ignore[misc]
    return None, []

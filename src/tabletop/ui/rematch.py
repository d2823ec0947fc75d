"""After a game: a rematch with the same game, variant and seats, or the setup filled in as that game was."""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop.engine.seats import Player
from tabletop.ui.session import GameSession

if TYPE_CHECKING:
    from tabletop.ui.app import App
    from tabletop.ui.setup import Plan, SetupScene


def rematch(app: App, session: GameSession) -> bool:
    """Start a new match of the same game, variant and players in the same seats (a fresh roll of the dice)."""
    fresh = GameSession.new(session.entry, dict(session.variant), dict(session.seats))
    return app.open_table(fresh)


def prefilled_setup(app: App, session: GameSession) -> SetupScene:
    """The setup scene with this game chosen and its players, their kinds and the variant filled in."""
    from tabletop.ui.setup import HUMAN, SetupScene, form_fields

    scene = SetupScene(app, session.entry.name)
    entry = scene.entry
    if entry is None or entry.name != session.entry.name:
        return scene
    count, players = seat_plan(scene.plans(entry), session.seats)
    if count is not None:
        scene.counts[entry.name] = count
        scene.names = [player.name for player in players]
        scene.kinds = [HUMAN if player.kind == "human" else player.level or "normal" for player in players]
    scene.variants[entry.name] = {field.name: session.variant.get(field.name, field.default)
                                  for field in form_fields(entry.variant_model)}
    return scene


def seat_plan(plans: dict[int, Plan], seats: dict[str, Player]) -> tuple[int | None, list[Player]]:
    """The fewest players whose plan gives each group of seats one player, and those players in order."""
    for count in sorted(plans):
        groups = plans[count]
        holders = [{seats.get(seat) for seat in group} for group in groups]
        if all(len(held) == 1 and None not in held for held in holders):
            return count, [next(iter(held)) for held in holders]  # type: ignore[misc]
    return None, []

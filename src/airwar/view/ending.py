"""How an Air War game ended, in words: the bombed headquarters, the losses, or a limit and who lost fewer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.ui.i18n import tr
from tabletop.ui.plural import count_text

SIDES = ("south", "north")


def ending_text(game: Any, match: Any) -> str:
    """The sentence of how the finished match ended (empty while it goes on)."""
    outcome = game.outcome(match.state)
    if outcome is None:
        return ""
    doc = game.to_document(match.state)
    kind = outcome.termination
    if kind == "hq":
        loser = _other(outcome.winner or "")
        return tr("airwar.ending.hq", winner=_side(outcome.winner, "nom"), winner_gen=_side(outcome.winner, "gen"),
                  loser_gen=_side(loser, "gen"),
                  at=doc["hq"][loser])
    if kind == "losses":
        loser = _other(outcome.winner or "")
        lost = doc["losses"][loser]
        return tr("airwar.ending.losses", loser=_side(loser, "nom"),
                  bombers=count_text("airwar.ending.bombers", lost["bomber"]),
                  fighters=count_text("airwar.ending.fighters", lost["fighter"]))
    return f"{_limit(game, doc, kind)} {_at_limit(game, doc, outcome.winner)}"


def _limit(game: Any, doc: Mapping[str, Any], kind: str) -> str:
    """Which limit of rule 4.4 ended the game."""
    if kind.startswith("quiet"):
        return tr("airwar.ending.quiet", turns=count_text("results.turns", game.variant.quiet_plies_draw))
    return count_text("airwar.ending.max_plies", doc["ply"])


def _at_limit(game: Any, doc: Mapping[str, Any], winner: str | None) -> str:
    """Who lost fewer planes (then fewer bombers), or why it is a draw."""
    losses = doc["losses"]
    planes = {side: losses[side]["bomber"] + losses[side]["fighter"] for side in SIDES}
    bombers = {side: losses[side]["bomber"] for side in SIDES}
    if winner is None:
        if game.variant.limit_result == "draw":
            return tr("airwar.ending.draw_by_variant")
        key = "equal" if bombers["south"] else "equal_no_bombers" if planes["south"] else "equal_none"
        return tr(f"airwar.ending.{key}", planes=count_text("airwar.ending.planes", planes["south"]),
                  bombers=count_text("airwar.ending.bombers", bombers["south"]))
    loser = _other(winner)
    if planes[winner] < planes[loser]:
        return tr("airwar.ending.fewer_planes", winner=_side(winner, "nom"), won=planes[winner], lost=planes[loser])
    return tr("airwar.ending.fewer_bombers", winner=_side(winner, "nom"),
              planes=count_text("airwar.ending.planes", planes[winner]), won=bombers[winner], lost=bombers[loser])


def _side(side: str | None, case: str) -> str:
    """A side's name: nominative («Юг») or genitive («Юга»)."""
    return tr(f"airwar.ending.side_{case}.{side}")


def _other(side: str) -> str:
    return SIDES[1 - SIDES.index(side)] if side in SIDES else SIDES[0]


def turns_played(game: Any, state: Any) -> int:
    """Turns played to reach a position (placements and hand-overs are not turns, rule 4.3)."""
    return state.ply


def length_text(game: Any, state: Any) -> str:
    """«212 ходов» / «212 turns»."""
    return count_text("results.turns", state.ply)


def strength_axis() -> str:
    """What the results chart measures for Air War."""
    return tr("airwar.ending.axis")

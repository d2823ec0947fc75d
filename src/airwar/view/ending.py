"""How an Air War game ended, in words: the bombed headquarters, the losses, or a limit and who lost fewer."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from tabletop.i18n import Words

SIDES = ("south", "north")


def ending_text(words: Words, game: Any, match: Any) -> str:
    """The sentence of how the finished match ended (empty while it goes on)."""
    outcome = game.outcome(match.state)
    if outcome is None:
        return ""
    doc = game.to_document(match.state)
    kind = outcome.termination
    if kind == "hq":
        loser = _other(outcome.winner or "")
        return words.tr("airwar.ending.hq", winner=_side(words, outcome.winner, "nom"),
                        winner_gen=_side(words, outcome.winner, "gen"), loser_gen=_side(words, loser, "gen"),
                        at=doc["hq"][loser])
    if kind == "losses":
        loser = _other(outcome.winner or "")
        lost = doc["losses"][loser]
        return words.tr("airwar.ending.losses", loser=_side(words, loser, "nom"),
                  bombers=words.count("airwar.ending.bombers", lost["bomber"]),
                  fighters=words.count("airwar.ending.fighters", lost["fighter"]))
    return f"{_limit(words, game, doc, kind)} {_at_limit(words, game, doc, outcome.winner)}"


def _limit(words: Words, game: Any, doc: Mapping[str, Any], kind: str) -> str:
    """Which limit of rule 4.4 ended the game."""
    if kind.startswith("quiet"):
        return words.tr("airwar.ending.quiet", turns=words.count("results.turns", game.variant.quiet_plies_draw))
    return words.count("airwar.ending.max_plies", doc["ply"])


def _at_limit(words: Words, game: Any, doc: Mapping[str, Any], winner: str | None) -> str:
    """Who lost fewer planes (then fewer bombers), or why it is a draw."""
    losses = doc["losses"]
    planes = {side: losses[side]["bomber"] + losses[side]["fighter"] for side in SIDES}
    bombers = {side: losses[side]["bomber"] for side in SIDES}
    if winner is None:
        if game.variant.limit_result == "draw":
            return words.tr("airwar.ending.draw_by_variant")
        key = "equal" if bombers["south"] else "equal_no_bombers" if planes["south"] else "equal_none"
        return words.tr(f"airwar.ending.{key}", planes=words.count("airwar.ending.planes", planes["south"]),
                  bombers=words.count("airwar.ending.bombers", bombers["south"]))
    loser = _other(winner)
    if planes[winner] < planes[loser]:
        return words.tr("airwar.ending.fewer_planes", winner=_side(words, winner, "nom"), won=planes[winner],
                        lost=planes[loser])
    return words.tr("airwar.ending.fewer_bombers", winner=_side(words, winner, "nom"),
              planes=words.count("airwar.ending.planes", planes[winner]), won=bombers[winner], lost=bombers[loser])


def _side(words: Words, side: str | None, case: str) -> str:
    """A side's name: nominative («Юг») or genitive («Юга»)."""
    return words.tr(f"airwar.ending.side_{case}.{side}")


def _other(side: str) -> str:
    return SIDES[1 - SIDES.index(side)] if side in SIDES else SIDES[0]


def turns_played(game: Any, state: Any) -> int:
    """Turns played to reach a position (placements and hand-overs are not turns, rule 4.3)."""
    return state.ply


def length_text(words: Words, game: Any, state: Any) -> str:
    """«212 ходов» / «212 turns»."""
    return words.count("results.turns", state.ply)


def strength_axis(words: Words) -> str:
    """What the results chart measures for Air War."""
    return words.tr("airwar.ending.axis")

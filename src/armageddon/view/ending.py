"""How an Armageddon game ended, in words: the rule that ended it, with the colour and the numbers.

The final position says which rule of 5.3-5.6 ended the game; the last step's events say
whether a warrior displaced from ГК went home (it does not count for the storm, rule 5.3).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from tabletop.i18n import Words

COLOURS = ("red", "green", "yellow")
GK, INSIDE = "R0", ("S1", "S2", "S3")


def ending_text(words: Words, game: Any, match: Any) -> str:
    """The sentence of how the finished match ended (empty while it goes on)."""
    doc = game.to_document(match.state)
    events = match.steps[-1].events if match.steps else ()
    winner = doc.get("winner")
    if winner == "earth":
        return _captured(words, game, doc, events)
    if winner == "aliens":
        return _reduced(words, game, doc, _condition(game, match, events))
    if winner == "draw":
        rounds = words.count("armageddon.ending.rounds", game.variant.round_cap)
        return words.tr("armageddon.ending.round_cap", rounds=rounds)
    return ""


def _captured(words: Words, game: Any, doc: Mapping[str, Any], events: Sequence[Any]) -> str:
    """5.3 or, with warriors still inside, the storm of 5.4."""
    tokens = doc["tokens"]
    colour = tokens.get(GK, "red")
    inside = sum(tokens.get(node) == "alien" for node in INSIDE) - _sent_home_from_gk(events)
    who = words.tr(f"armageddon.ending.colour_gen.{colour}")
    if inside > 0:
        need = words.count("armageddon.ending.storm_need", game.variant.storm_tokens_per_colour)
        gone = game.variant.storm_colours == "in_play" and any(colour not in tokens.values() for colour in COLOURS)
        return words.tr(f"armageddon.ending.{'storm_in_play' if gone else 'storm'}", colour=who, need=need)
    return words.tr("armageddon.ending.gk_captured", colour=who)


def _sent_home_from_gk(events: Sequence[Any]) -> int:
    """Warriors the last step displaced from ГК into the compartment (counted outside, rule 5.3)."""
    return sum(1 for e in events if getattr(e, "kind", "") == "displaced" and e.victim == "alien" and e.at == GK
               and e.to in INSIDE)


def _condition(game: Any, match: Any, events: Sequence[Any]) -> str:
    """Which condition ended the game: the one its Victory event names, else the rules' reading of the position."""
    for event in events:
        if getattr(event, "kind", "") == "victory" and getattr(event, "condition", ""):
            return str(event.condition)
    return str(game.rules.ending_condition(match.state))


def _reduced(words: Words, game: Any, doc: Mapping[str, Any], condition: str) -> str:
    """5.5, the condition that ended the game: a colour lost, a colour short of the storm, or three tokens or fewer
    (tokens their owners have yet to place count, D47, as on the panel)."""
    variant, pieces = game.variant, list(doc["tokens"].values())
    pending = doc.get("pending_placement", {})
    counts = {colour: pieces.count(colour) + pending.get(colour, 0) for colour in COLOURS}
    total = sum(counts.values())
    left = words.count("armageddon.ending.left", total)
    lost = [colour for colour in COLOURS if counts[colour] == 0]
    if condition == "colour_lost" and lost:
        names = [words.tr(f"armageddon.seat.{colour}") for colour in lost]
        return words.count("armageddon.ending.colour_lost", len(lost), colours=_and_list(words, names), left=left)
    need = _short_need(game, doc["destroyed"])
    short = [colour for colour in COLOURS if 0 < counts[colour] < need]
    if condition == "colour_short" and short:
        colour = short[0]
        return words.tr(f"armageddon.ending.colour_short.{variant.colour_short_loses}",
                  colour=words.tr(f"armageddon.ending.colour_gen.{colour}"),
                  has=words.count("armageddon.ending.left", counts[colour]),
                  need=words.count("armageddon.ending.tokens", need), left=left)
    if condition == "too_few":
        return words.tr("armageddon.ending.too_few", left=left)
    return words.tr("armageddon.ending.aliens_won", left=left)  # a position written so, with no rule of 5.5 holding


def _short_need(game: Any, destroyed: Sequence[str]) -> int:
    """The tokens a colour must keep (`colour_short_loses`, decision 42), as the rules count them; 0 when the
    rule does not apply."""
    rules = game.rules
    mask = sum(1 << (int(name[1:]) - 1) for name in destroyed)
    return int(rules.short_need) if mask & rules.short_mask == rules.short_mask else 0


def _and_list(words: Words, names: Sequence[str]) -> str:
    """«Зелёные и жёлтые» / «Green and yellow» (the first name keeps its capital)."""
    if len(names) == 1:
        return names[0]
    rest = [name.lower() for name in names[1:]]
    return words.tr("armageddon.ending.and", first=", ".join([names[0], *rest[:-1]]), last=rest[-1])


def turns_played(game: Any, state: Any) -> int:
    """Turns played to reach a position: every seat's turn counts, skipped or played; the last one once it ends."""
    return (state.round - 1) * len(game.seats) + state.seat + (state.winner is not None)


def length_text(words: Words, game: Any, state: Any) -> str:
    """«42 круга, 165 ходов» / «42 rounds, 165 turns»."""
    return words.tr("armageddon.ending.length", rounds=words.count("armageddon.ending.rounds", state.round),
              turns=words.count("results.turns", turns_played(game, state)))


def strength_axis(words: Words) -> str:
    """What the results chart measures for Armageddon."""
    return words.tr("armageddon.ending.axis")

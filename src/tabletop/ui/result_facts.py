"""What the results page says of a finished match, asked of the game through its registry entry.

A game's `GameEntry` may name `ending_text(words, game, match)`, `turns_played(game, state)`,
`length_text(words, game, state)`, `side_strength(game, state)` (the chart's values) and
`strength_axis(words)`; `words` is the page's `tabletop.i18n.Words`.
A game without them gets the plain forms: its termination code, steps for turns.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from tabletop import registry
from tabletop.engine.protocol import Outcome
from tabletop.i18n import Words
from tabletop.ui.chart import Chart

if TYPE_CHECKING:
    from tabletop.ui.session import GameSession

MAX_POINTS = 400


def view_function(session: GameSession, name: str) -> Callable[..., Any] | None:
    """The results function the game's registry entry names in field `name`, or None when it names none."""
    return registry.entry_function(session.entry, name)


def side_name(words: Words, game: str, side: str) -> str:
    """A side's name in the words' language."""
    return words.tr_or(f"{game}.side.{side}", side.capitalize())


def headline(words: Words, game: str, outcome: Outcome) -> str:
    """«Победили земляне!» / «Ничья»: the winner's line (the game's own wording when it has one)."""
    if outcome.winner is None:
        return words.tr("results.draw")
    return words.tr_or(f"{game}.ending.won.{outcome.winner}", words.tr("results.winner", side=side_name(words, game,
                                                                                                        outcome.winner)))


def ending_text(words: Words, session: GameSession, outcome: Outcome) -> str:
    """How the game was won, in one or two sentences of the words' language."""
    wording = view_function(session, "ending_text")
    if wording is not None:
        try:
            text = wording(words, session.game, session.match)
            if text:
                return text
        except Exception:  # the game's wording failed: say the plain reason rather than nothing
            pass
    return words.tr_or(f"{session.entry.name}.termination.{outcome.termination}", outcome.termination)


def turns_played(session: GameSession) -> Callable[[Any], int]:
    """The game's count of turns played in a position (else: the steps taken so far)."""
    count = view_function(session, "turns_played")
    if count is not None:
        return lambda state: int(count(session.game, state))
    index = {id(state): number for number, state in enumerate(session.match.states)}
    return lambda state: index.get(id(state), 0)


def length_text(words: Words, session: GameSession) -> str:
    """«42 круга, 165 ходов»: how long the game lasted."""
    length = view_function(session, "length_text")
    if length is not None:
        try:
            return str(length(words, session.game, session.match.state))
        except Exception:  # fall back on the steps
            pass
    return words.count("results.turns", len(session.match.steps))


def strength_chart(words: Words, session: GameSession) -> Chart | None:
    """The sides' strength at the end of each turn (None when the game measures none)."""
    measure = view_function(session, "side_strength")
    if measure is None:
        return None
    turns, states = _turn_ends(session)
    series: dict[str, list[int]] = {}
    try:
        for state in states:
            for side, value in measure(session.game, state).items():
                series.setdefault(str(side), []).append(int(value))
    except Exception:  # the game's measure failed: no chart rather than no results
        return None
    if not series or any(len(values) != len(turns) for values in series.values()):
        return None
    axis = view_function(session, "strength_axis")
    return Chart(tuple(turns), {side: tuple(values) for side, values in series.items()},
                 words.tr("results.axis_x"), axis(words) if axis is not None else words.tr("results.axis_y"))


def _turn_ends(session: GameSession) -> tuple[list[int], list[Any]]:
    """The first position reached at each count of turns played (the end of each turn), thinned to MAX_POINTS."""
    played = turns_played(session)
    turns: list[int] = []
    states: list[Any] = []
    for state in session.match.states:
        number = played(state)
        if not turns or number > turns[-1]:
            turns.append(number)
            states.append(state)
    stride = max(1, -(-len(turns) // MAX_POINTS))
    keep = [*range(0, len(turns), stride), *([len(turns) - 1] if (len(turns) - 1) % stride else [])]
    return [turns[i] for i in keep], [states[i] for i in keep]


def winner_names(session: GameSession, outcome: Outcome) -> list[str]:
    """Names of the players who held the winning side's seats (each once)."""
    side = outcome.winner
    if side is None:
        return []
    return list(dict.fromkeys(p.name for seat, p in session.seats.items() if session.game.side_of(seat) == side))

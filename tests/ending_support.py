"""For the ending-sentence tests of both games: play a position to its end, read the sentence in both languages."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from tabletop.engine.match import Match
from tabletop.i18n import Words


def finish(game: Any, state: Any, move: str) -> Match:
    """A match from `state` after one move in notation; it must end the game."""
    match = Match(game, 0, state)
    match.play_notation(move)
    assert game.is_terminal(match.state)
    return match


def ending_words(load: Callable[[Any], tuple[Any, Any]], ending_text: Callable[[Words, Any, Match], str], doc: Any,
                 move: str) -> tuple[tuple[str, str], tuple[Any, Match]]:
    """(the ending sentence in Russian and English, (game, match)) after `move` from the document's position."""
    game, state = load(doc)
    match = finish(game, state, move)
    return in_both_languages(lambda words: ending_text(words, game, match)), (game, match)


def in_both_languages(say: Callable[[Words], str]) -> tuple[str, str]:
    """What `say(words)` returns in Russian and in English."""
    return say(Words("ru")), say(Words("en"))

"""Board elements a player can point at, and their tooltip words (pure: no pygame).

Each game's `view/elements.py` finds the element under a screen point; the words come from the
catalogues `assets/i18n/<lang>/tooltips_<game>.json`: `tooltips.<game>.<kind>.title` and
`tooltips.<game>.<kind>.text`, both `str.format` templates over the element's `params`. Where a variant
changes the rule, the element names its `wording` and the sentence is `tooltips.<game>.<kind>.text.<wording>`.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from tabletop.i18n import translate

Box = tuple[int, int, int, int]  # x, y, width, height in screen pixels


@dataclass(frozen=True)
class Element:
    """One thing on the board: its kind, its name or id, the rule section that explains it, where it is on
    screen (`box`, so a tooltip can keep clear of it) and the facts its words need (`params`)."""

    kind: str
    name: str
    section: str
    box: Box
    params: tuple[tuple[str, object], ...] = ()
    wording: str = ""  # a variant's own sentence for the kind ("" for the standard one)

    @property
    def key(self) -> tuple[str, str]:
        """What makes two hovers "the same thing" (the box may move by a pixel as a window resizes)."""
        return self.kind, self.name


def centred_box(x: float, y: float, radius: float) -> Box:
    """The square box of a circle of `radius` pixels centred on (x, y)."""
    r = max(1, round(radius))
    return round(x) - r, round(y) - r, 2 * r, 2 * r


def words(game: str, element: Element, lang: str) -> tuple[str, str, str]:
    """(title, one sentence, section) of an element in a language."""
    params = {"name": element.name, **dict(element.params)}
    base = f"tooltips.{game}.{element.kind}"
    text = f"{base}.text.{element.wording}" if element.wording else f"{base}.text"
    return translate(lang, f"{base}.title", **params), translate(lang, text, **params), element.section


@dataclass(frozen=True)
class BoardElements:
    """A game's elements module as its registry entry names it (`GameEntry.board_elements`).

    `board_of(game)` is what `element_at` reads (the board graph, the layout);
    `element_at(board, doc, point, rect)` the element under a screen point when the board is drawn into
    rect; `tooltip(element, lang)` its (title, sentence, section).
    """

    game: str
    board_of: Callable[[Any], Any]
    element_at: Callable[[Any, Mapping[str, Any], tuple[int, int], Any], Element | None]
    tooltip: Callable[[Element, str], tuple[str, str, str]]

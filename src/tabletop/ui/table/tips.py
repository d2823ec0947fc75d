"""The board that explains itself, for every game's table (issue 15): the hovered element's tooltip and,
beside a refusal shown at the bottom of the window, a "Почему? / Why?" button that opens the rules reader at
the refusal's section.

The game's registry entry names its elements module (`GameEntry.board_elements`, a
`tabletop.board_elements.BoardElements`); a game without one simply has no tooltips.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pygame

from tabletop.board_elements import BoardElements
from tabletop.registry import UnknownGame, get_entry, load_object
from tabletop.ui.fonts import font
from tabletop.ui.markdown import references
from tabletop.ui.scene_ids import RulesRequest, SceneId
from tabletop.ui.tooltip import HoverTip
from tabletop.ui.widgets import Button

WHY_GAP = 12


def board_elements(game_name: str) -> BoardElements | None:
    """The elements module a game's registry entry names, or None."""
    try:
        path = get_entry(game_name).board_elements
    except UnknownGame:
        return None
    return load_object(path) if path else None


def rule_named(words: str) -> str | None:
    """The first rule section (or decision) a refusal's words name, as the rules reader reads references."""
    return next((key for _, _, key in references(words)), None)


class BoardTips:
    """A table's tooltip and its "Why?" button; the table feeds it the pointer, its events and its frames."""

    def __init__(self, app: Any, game_name: str,
                 slip: Callable[[], tuple[str, pygame.Rect | None]] | None = None) -> None:
        self.app = app
        self.slip = slip or (lambda: ("", None))  # the refusal the table shows now, and where
        self.game_name = game_name
        self.elements = board_elements(game_name)
        self.tip = HoverTip()
        self.why = Button(self.app.words.tr("tooltips.why"), pygame.Rect(0, 0, 1, 1), fill="paper")
        self.refusal: tuple[str, str] | None = None  # (the words shown, their rule section)

    def relabel(self) -> None:
        """Texts in the app's language."""
        self.why.label = self.app.words.tr("tooltips.why")

    # --- the tooltip ------------------------------------------------------------------------------
    def pointed(self, game: Any, doc: Mapping[str, Any], pos: tuple[int, int], board: pygame.Rect) -> None:
        """The pointer is at pos over a board drawn into `board`: follow the element under it."""
        if self.elements is None:
            return
        inside = board.collidepoint(pos) and not self.why_rect().collidepoint(pos)
        found = self.elements.element_at(self.elements.board_of(game), doc, pos, board) if inside else None
        self.tip.point_at(found)

    def update(self, dt: float) -> None:
        """Count the hover time."""
        self.tip.update(dt)

    def wake_in(self) -> float | None:
        """When the pending tooltip is due (None: nothing pending)."""
        return self.tip.wake_in()

    # --- the refusal's "Why?" ---------------------------------------------------------------------
    def refused(self, words: str, rule: str | None = None) -> None:
        """A refusal was shown on the table's slip: offer its rule section (given, else the first the words name)
        while the same words stay there."""
        rule = rule or rule_named(words)
        self.refusal = (words, rule) if rule else None
        self.tip.hide()

    def why_shown(self) -> bool:
        """True while the table's slip shows the refusal whose rule we know."""
        words, box = self.slip()
        return self.refusal is not None and box is not None and words == self.refusal[0]

    def why_rect(self) -> pygame.Rect:
        """The button's place: on the slip's top edge at its right end, clear of the slip's words."""
        words, box = self.slip()
        if box is None or self.refusal is None or words != self.refusal[0]:
            return pygame.Rect(0, 0, 0, 0)
        width = font(18, True).size(self.why.label)[0] + 36
        rect = pygame.Rect(0, 0, width, 42)
        rect.bottomright = (box.right, box.top - WHY_GAP)
        return rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        """Feed the button; True when it took the event (a click opens the rules at the refusal's section).
        A click or a key puts the tooltip away until the pointer moves again."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            self.tip.hide()
        if not self.why_shown():
            self.why.hovered = self.why.pressed = False
            return False
        self.why.rect = self.why_rect()
        clicked = self.why.handle_event(event)
        if clicked and self.refusal is not None:
            self.open_rules(self.refusal[1])
        pressing = event.type == pygame.MOUSEBUTTONDOWN and self.why.rect.collidepoint(event.pos)
        return clicked or pressing

    def open_rules(self, section: str) -> None:
        """The rules reader at a section of this game's rules (the game is autosaved first)."""
        self.refusal = None
        self.app.autosave_current()
        self.app.visit(SceneId.RULES, RulesRequest(section=section, game=self.game_name))

    # --- drawing ----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The "Why?" button beside a refusal, then the tooltip card (over everything on the table)."""
        if self.why_shown():
            self.why.rect = self.why_rect()
            self.why.draw(surface)
        if self.elements is not None and self.tip.element is not None and self.tip.shown:
            lang = self.app.words.lang
            self.tip.draw(surface, self.elements.tooltip(self.tip.element, lang), lang, surface.get_rect())

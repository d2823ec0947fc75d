"""Watch a game: choose the game, the computer level of each side and the rules, then watch it (tabletop.ui.watch)."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from pygame_gui.core import UIElement
from pygame_gui.elements import UIDropDownMenu

from tabletop.engine.seats import AI_LEVELS, Player
from tabletop.i18n import Words
from tabletop.registry import GameEntry
from tabletop.ui.drawing import fit_text, heading, paper_panel, starfield, text
from tabletop.ui.scene import GuiScene
from tabletop.ui.session import GameSession
from tabletop.ui.setup import available_games, option_label, player_plans
from tabletop.ui.titles import title_of
from tabletop.ui.variant_form import form_fields
from tabletop.ui.watch import open_watch

if TYPE_CHECKING:
    from tabletop.ui.scene import Host

MARGIN, HEADER, ROW = 28, 96, 52
RULES_FIELD = "rules"  # the variant option naming a rules preset ("standard", "printed")
DEFAULT_LEVEL = "normal"


def sides(entry: GameEntry, game: Any) -> tuple[tuple[str, ...], ...]:
    """The groups of seats one computer holds each: the plan with the fewest players (Earth and the aliens...)."""
    plans = player_plans(entry, tuple(game.seats))
    return plans[min(plans)]


def level_label(words: Words, level: str) -> str:
    """«Компьютер: средний»."""
    return words.tr("setup.kind.ai", level=words.tr(f"setup.level.{level}"))


def rules_label(words: Words, game: str, field: Any, choice: Any) -> str:
    """«Стандартные» / «Как напечатано» (the setup's own label for another preset)."""
    return words.tr_or(f"watch.rules.{choice}", option_label(words, game, field, choice))


class WatchSetupScene(GuiScene):
    """Pick a game, a computer level per side and a rules preset; Watch starts the game with nobody at the table."""

    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.games = available_games()
        self.selected = self.games[0].name if self.games else ""
        self.levels: dict[str, list[str]] = {}
        self.rules: dict[str, Any] = {}
        self.menus: dict[UIElement, tuple[str, int]] = {}  # a drop-down: what it sets ("level", side) or ("rules", 0)
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.captions: list[tuple[str, tuple[int, int]]] = []
        self.built: dict[str, Any] = {}

    @property
    def entry(self) -> GameEntry | None:
        """The chosen game."""
        return next((e for e in self.games if e.name == self.selected), None)

    def game_of(self, entry: GameEntry) -> Any:
        """The game built with the standard variant (for its seats)."""
        if entry.name not in self.built:
            self.built[entry.name] = entry.make_game(None)
        return self.built[entry.name]

    def side_levels(self, entry: GameEntry) -> list[str]:
        """The computer level chosen for each side (normal to start with)."""
        count = len(sides(entry, self.game_of(entry)))
        return self.levels.setdefault(entry.name, [DEFAULT_LEVEL] * count)

    def rules_field(self, entry: GameEntry) -> Any:
        """The variant's rules-preset option, or None when the game has none."""
        return next((f for f in form_fields(entry.variant_model) if f.name == RULES_FIELD and f.choices), None)

    # --- layout -------------------------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> None:
        """One paper panel: the games, a row per side, the rules; Back and Watch below."""
        self.menus, self.captions = {}, []
        self.panel = pygame.Rect(MARGIN, HEADER, area.width - 2 * MARGIN, area.height - HEADER - 100)
        bottom = pygame.Rect(MARGIN, area.bottom - 78, 220, 56)
        self.button(bottom, self.words.tr("common.back"), self.app.back_to_menu)
        start = pygame.Rect(0, bottom.top, 300, 56)
        start.right = area.right - MARGIN
        entry = self.entry
        if entry is None:
            return
        self.button(start, self.words.tr("watch.setup.start"), self.start, object_id="#start_button")
        inner = self.panel.inflate(-40, -36)
        width = min(300, (inner.width - 20 * (len(self.games) - 1)) // max(1, len(self.games)))
        for index, game in enumerate(self.games):
            card = self.button(pygame.Rect(inner.left + index * (width + 20), inner.top + 34, width, 48),
                               title_of(self.words, game), partial(self.choose, game.name), object_id="#game_card")
            if game.name == self.selected:
                card.select()
        y = inner.top + 130
        self.captions.append((self.words.tr("watch.setup.sides"), (inner.left, y - 34)))
        menu_w = min(320, inner.width // 2)
        labels: list[str | tuple[str, str]] = [level_label(self.words, level) for level in AI_LEVELS]
        levels = self.side_levels(entry)
        for index, group in enumerate(sides(entry, self.game_of(entry))):
            names = ", ".join(self.words.tr_or(f"{entry.name}.seat.{seat}", seat) for seat in group)
            self.captions.append((fit_text(names, inner.width - menu_w - 30, 18), (inner.left, y + 10)))
            menu = UIDropDownMenu(labels, level_label(self.words, levels[index]),
                                  pygame.Rect(inner.right - menu_w, y, menu_w, 40), self.manager)
            self.menus[menu] = ("level", index)
            y += ROW
        self._rules_row(entry, inner, y + 12, menu_w)

    def _rules_row(self, entry: GameEntry, inner: pygame.Rect, y: int, menu_w: int) -> None:
        field = self.rules_field(entry)
        if field is None:
            return
        chosen = self.rules.setdefault(entry.name, field.default)
        self.captions.append((self.words.tr("watch.setup.rules"), (inner.left, y + 10)))
        labels: list[str | tuple[str, str]] = [rules_label(self.words, entry.name, field, choice)
                                               for choice in field.choices]
        menu = UIDropDownMenu(labels, rules_label(self.words, entry.name, field, chosen),
                              pygame.Rect(inner.right - menu_w, y, menu_w, 40), self.manager)
        self.menus[menu] = ("rules", 0)

    # --- events --------------------------------------------------------------------------------------
    def choose(self, name: str) -> None:
        """Select a game."""
        self.selected = name
        self.build()

    def on_gui_event(self, event: pygame.event.Event) -> None:
        """A level or the rules chosen from a drop-down."""
        element = getattr(event, "ui_element", None)
        entry = self.entry
        if event.type != pygame_gui.UI_DROP_DOWN_MENU_CHANGED or element not in self.menus or entry is None:
            return
        what, index = self.menus[element]
        if what == "level":
            by_label = {level_label(self.words, level): level for level in AI_LEVELS}
            self.side_levels(entry)[index] = by_label.get(event.text, DEFAULT_LEVEL)
        else:
            field = self.rules_field(entry)
            by_label = {rules_label(self.words, entry.name, field, choice): choice for choice in field.choices}
            self.rules[entry.name] = by_label.get(event.text, field.default)

    def seats(self, entry: GameEntry) -> dict[str, Player]:
        """Every seat held by a computer of its side's level."""
        seats: dict[str, Player] = {}
        for group, level in zip(sides(entry, self.game_of(entry)), self.side_levels(entry), strict=True):
            name = self.words.tr("setup.ai_default", level=self.words.tr(f"setup.level.{level}"))[:40]
            for seat in group:
                seats[seat] = Player(name=name, kind="ai", level=level)  # type: ignore[arg-type]
        return seats

    def start(self) -> None:
        """Start the game with computers in every seat and watch it."""
        entry = self.entry
        if entry is None:
            return
        variant = {RULES_FIELD: self.rules[entry.name]} if entry.name in self.rules else {}
        try:
            session = GameSession.new(entry, variant, self.seats(entry))
        except ValueError as error:
            self.app.message(self.words.tr("setup.bad_variant"), str(error))
            return
        open_watch(self.app, session)

    # --- drawing ---------------------------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, heading, the panel with its captions, the keys below."""
        surface.blit(starfield(surface.get_size()), (0, 0))
        surface.blit(heading(self.words.tr("watch.setup.title"), 60), (MARGIN, 10))
        paper_panel(surface, self.panel)
        inner = self.panel.inflate(-40, -36)
        text(surface, self.words.tr("watch.setup.game"), (inner.left, inner.top), 22, True)
        for index, (words, at) in enumerate(self.captions):
            text(surface, words, at, 22 if index == 0 else 18, index == 0)
        size = surface.get_size()
        text(surface, fit_text(self.words.tr("watch.setup.keys"), size[0] - 2 * MARGIN, 16), (size[0] // 2,
                                                                                              self.panel.bottom + 8),
             16, False, "star", "midtop")

"""New game: choose the game (with a picture of its board), the players and the variant."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame
import pygame_gui
from babel.numbers import format_decimal
from pygame_gui.core import UIElement
from pygame_gui.elements import UICheckBox, UIDropDownMenu, UILabel, UIScrollingContainer, UITextEntryLine

from tabletop import registry
from tabletop.engine.errors import DocumentError
from tabletop.engine.seats import AI_LEVELS, Player
from tabletop.i18n import LANGUAGES, Words, catalogue
from tabletop.registry import GameEntry
from tabletop.ui.drawing import fit_text, heading, paper_panel, starfield, text, title_card, wrap_text
from tabletop.ui.focus import FocusScene
from tabletop.ui.fonts import font
from tabletop.ui.rematch import seat_plan
from tabletop.ui.scene_ids import SetupRequest
from tabletop.ui.session import GameSession
from tabletop.ui.titles import title_of
from tabletop.ui.variant_form import (
    FieldError,
    FieldProblem,
    FormField,
    choice_text,
    form_fields,
    parse_typed,
    variant_problems,
)

if TYPE_CHECKING:
    from tabletop.ui.scene import Host

Plan = tuple[tuple[str, ...], ...]
PICTURE_SIZE = (800, 600)
MARGIN, GAP, HEADER = 28, 22, 96
PLAYERS_FIELD = "players"  # a variant option of this name is set from the number of players, not shown
TITLE_SIZE, TITLE_LINE = 17, 22  # an option's title: the label font's size, and the height of each line
TUTOR_ROW = 40  # the tutor's checkbox under the players
ROW_WITH_CAPTION = 96  # a player's row this high has the seats under the kind menu (small windows: no room)
HUMAN = "human"
KINDS = (HUMAN, *AI_LEVELS)  # what each player may be: a person or a computer of one level


def available_games() -> list[GameEntry]:
    """Registry entries that load (a game whose package is missing is left out)."""
    entries = []
    for name in registry.game_names():
        try:
            entries.append(registry.get_entry(name))
        except Exception:  # a game package missing or broken: it is simply not offered
            continue
    return entries


def player_plans(entry: GameEntry, seats: tuple[str, ...]) -> dict[int, Plan]:
    """The entry's plans, or one player per seat when it gives none."""
    plans = {int(count): tuple(tuple(group) for group in plan) for count, plan in entry.player_plans.items()}
    return plans or {len(seats): tuple((seat,) for seat in seats)}


def problem_words(problem: FieldProblem, lang: str, game: str = "", field: FormField | None = None) -> str:
    """An option's problem in words (numbers written the language's way: "100 000", "100,000"; a choice
    by its words when the game and the field are given)."""
    words = Words(lang)
    params = {key: format_decimal(value, locale=words.lang) if isinstance(value, int) and not isinstance(value, bool)
              else value for key, value in problem.params}
    if field is not None and field.kind == "choice" and "default" in params:
        params["default"] = words.tr("setup.quoted", words=option_label(words, game, field, field.default))
    return words.tr(f"setup.problem.{problem.code}", **params)


def option_label(words: Words, game: str, field: FormField, value: Any) -> str:
    """A choice of a variant option in words (`<game>.variant.<option>.<value>`, else the value)."""
    return words.tr_or(f"{game}.variant.{field.name}.{choice_text(value)}", choice_text(value))


def title_lines(title: str, width: int) -> list[str]:
    """An option's title in at most two lines of the label font (the second shortened only if it must be)."""
    lines = wrap_text(title, font(TITLE_SIZE), width)
    if len(lines) <= 2:
        return [fit_text(line, width, TITLE_SIZE) for line in lines]
    return [lines[0], fit_text(" ".join(lines[1:]), width, TITLE_SIZE)]


def heading_size(words: str, width: int, largest: int = 24, smallest: int = 16) -> int:
    """The largest bold letter size (down to `smallest`) at which a panel heading fits a width."""
    size = largest
    while size > smallest and font(size, True).size(words)[0] > width:
        size -= 1
    return size


def kind_label(words: Words, kind: str) -> str:
    """«Человек» or «Компьютер: средний» in the words' language."""
    return words.tr("setup.kind.human") if kind == HUMAN else words.tr("setup.kind.ai",
                                                                       level=words.tr(f"setup.level.{kind}"))


def default_name(words: Words, index: int, kind: str) -> str:
    """«Игрок 2» for a person, «Компьютер (средний)» for a computer."""
    if kind == HUMAN:
        return words.tr("setup.player_default", n=index + 1)
    return words.tr("setup.ai_default", level=words.tr(f"setup.level.{kind}"))


def default_names(index: int) -> set[str]:
    """Every default name player `index` may have, in any language (so that a name typed by someone is kept)."""
    names = {""}
    for lang in LANGUAGES:
        words = catalogue(lang)
        names.add(words.get("setup.player_default", "").format(n=index + 1))
        names.update(words.get("setup.ai_default", "").format(level=words.get(f"setup.level.{kind}", kind))
                     for kind in AI_LEVELS)
    return names


class SetupScene(FocusScene):
    """Pick a game, its players (people or computer levels) and its variant options, then start."""

    def __init__(self, app: Host, game: str | None = None) -> None:
        super().__init__(app)
        self.games = available_games()
        self.selected = game if any(e.name == game for e in self.games) else (self.games[0].name if self.games else "")
        self.counts: dict[str, int] = {}
        self.built: dict[str, Any] = {}
        self.names: list[str] = []
        self.kinds: list[str] = []
        self.kind_menus: dict[UIElement, int] = {}
        self.variants: dict[str, dict[str, Any]] = {}
        self.pictures: dict[tuple[str, str], pygame.Surface] = {}
        self.scaled: tuple[object, pygame.Surface] = (None, pygame.Surface((1, 1)))
        self.values: dict[UIElement, tuple[str, dict[str, Any]]] = {}
        self.typed: dict[UITextEntryLine, tuple[FormField, UILabel]] = {}  # a typed option: its field, its error line
        self.unparsed: dict[str, dict[str, FieldProblem]] = {}  # per game: typed options that do not read
        self.problems: dict[str, dict[str, FieldProblem]] = {}  # per game: every option whose value is refused
        self.name_entries: dict[UIElement, int] = {}
        self.panels: list[tuple[pygame.Rect, str]] = []
        self.picture_rect = pygame.Rect(0, 0, 0, 0)
        self.player_rows: list[tuple[pygame.Rect, str, tuple[int, int]]] = []
        self.dirty = False
        self.options: dict[str, Any] = {"tutor": False}  # table options of the game: the tutor (off by default)

    @classmethod
    def from_request(cls, app: Host, request: SetupRequest | None = None) -> SetupScene:
        """The setup with `request.game` chosen, filled in as `request.like` was played if given."""
        request = request or SetupRequest()
        if request.like is None:
            return cls(app, request.game)
        scene = cls(app, request.like.entry.name)
        scene.fill_like(request.like)
        return scene

    def fill_like(self, session: GameSession) -> None:
        """Choose this session's game and fill in its players, their kinds and its variant."""
        entry = self.entry
        if entry is None or entry.name != session.entry.name:
            return
        count, players = seat_plan(self.plans(entry), session.seats)
        if count is not None:
            self.counts[entry.name] = count
            self.names = [player.name for player in players]
            self.kinds = [HUMAN if player.kind == "human" else player.level or "normal" for player in players]
        self.variants[entry.name] = {field.name: session.variant.get(field.name, field.default)
                                     for field in form_fields(entry.variant_model)}
        self.options["tutor"] = session.tutor

    # --- model ------------------------------------------------------------------
    @property
    def entry(self) -> GameEntry | None:
        """The chosen game."""
        return next((e for e in self.games if e.name == self.selected), None)

    def seats(self, entry: GameEntry) -> tuple[str, ...]:
        """The seats of a game (from a game built with the standard variant)."""
        return tuple(self._game(entry).seats)

    def _game(self, entry: GameEntry) -> Any:
        if entry.name not in self.built:
            self.built[entry.name] = entry.make_game(None)
        return self.built[entry.name]

    def plans(self, entry: GameEntry) -> dict[int, Plan]:
        """Player counts offered for a game and who holds which seats."""
        return player_plans(entry, self.seats(entry))

    def count(self, entry: GameEntry) -> int:
        """The chosen number of players (the largest plan by default)."""
        plans = self.plans(entry)
        chosen = self.counts.get(entry.name, max(plans))
        return chosen if chosen in plans else max(plans)

    def player_names(self, count: int) -> list[str]:
        """The names typed so far, defaults for the rest."""
        while len(self.names) < count:
            self.names.append(self.words.tr("setup.player_default", n=len(self.names) + 1))
        return self.names[:count]

    def player_kinds(self, count: int) -> list[str]:
        """Each player's kind: `human` or a computer level (people by default)."""
        while len(self.kinds) < count:
            self.kinds.append(HUMAN)
        return self.kinds[:count]

    def set_kind(self, index: int, kind: str) -> None:
        """Make a player a person or a computer of a level; a default name follows the choice."""
        self.player_kinds(index + 1)
        self.player_names(index + 1)
        self.kinds[index] = kind
        if self.names[index].strip() in default_names(index):
            self.names[index] = default_name(self.words, index, kind)

    def variant(self, entry: GameEntry) -> dict[str, Any]:
        """The variant values chosen for a game (standard defaults to start with)."""
        if entry.name not in self.variants:
            self.variants[entry.name] = {f.name: f.default for f in form_fields(entry.variant_model)}
        return self.variants[entry.name]

    def final_variant(self, entry: GameEntry) -> dict[str, Any]:
        """The variant to start with; a `players` option follows the number of players chosen."""
        variant = dict(self.variant(entry))
        if PLAYERS_FIELD in variant:
            variant[PLAYERS_FIELD] = self.count(entry)
        return variant

    def seat_map(self, entry: GameEntry) -> dict[str, Player]:
        """Every seat with the player holding it."""
        count = self.count(entry)
        names, kinds = self.player_names(count), self.player_kinds(count)
        seats: dict[str, Player] = {}
        for index, group in enumerate(self.plans(entry)[count]):
            kind = kinds[index]
            name = names[index].strip()[:40] or default_name(self.words, index, kind)
            player = Player(name=name) if kind == HUMAN else Player(name=name, kind="ai", level=kind)  # type: ignore[arg-type]
            for seat in group:
                seats[seat] = player
        return seats

    def relabel(self) -> None:
        """The language changed: default names follow it, typed ones stay."""
        for index, name in enumerate(self.names):
            if name.strip() in default_names(index):
                self.names[index] = default_name(self.words, index, self.player_kinds(index + 1)[index])
        super().relabel()

    # --- layout -------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> None:
        """Three paper panels: game, players, variant; Back and Start below."""
        self.values, self.name_entries, self.player_rows, self.kind_menus, self.typed = {}, {}, [], {}, {}
        body = pygame.Rect(MARGIN, HEADER, area.width - 2 * MARGIN, area.height - HEADER - 100)
        widths = (0.28, 0.38, 0.34)
        x, rects = body.left, []
        for share in widths:
            width = int((body.width - 2 * GAP) * share)
            rects.append(pygame.Rect(x, body.top, width, body.height))
            x += width + GAP
        self.panels = list(zip(rects, ("setup.game", "setup.players", "setup.variant")))
        bottom = pygame.Rect(0, area.bottom - 78, 220, 56)
        start = pygame.Rect(0, 0, 300, 56)
        start.topright = (area.right - MARGIN, bottom.top)
        entry = self.entry
        if entry is not None:  # made in the order the keyboard visits them
            self._game_panel(rects[0])
            self._players_panel(rects[1], entry)
            self._variant_panel(rects[2], entry)
            self.button(start, self.words.tr("setup.start"), self.start, object_id="#start_button")
        self.button(bottom.move(MARGIN, 0), self.words.tr("common.back"), self.app.back_to_menu)
        self.add_language_menu(pygame.Rect(area.right - MARGIN - 180, 28, 180, 40))

    def _game_panel(self, rect: pygame.Rect) -> None:
        inner = rect.inflate(-36, -36)
        y = inner.top + 40
        for entry in self.games:
            button = self.button(pygame.Rect(inner.left, y, inner.width, 48), title_of(self.words, entry),
                                 partial(self.choose, entry.name), object_id="#game_card")
            if entry.name == self.selected:
                button.select()
            y += 60
        self.picture_rect = pygame.Rect(inner.left, y + 6, inner.width, max(40, inner.bottom - y - 6))

    def _players_panel(self, rect: pygame.Rect, entry: GameEntry) -> None:
        inner = rect.inflate(-36, -36)
        plans = self.plans(entry)
        count = self.count(entry)
        self.label(pygame.Rect(inner.left, inner.top + 42, inner.width - 120, 36),
                   fit_text(self.words.tr("setup.count"), inner.width - 130))
        menu = UIDropDownMenu([str(n) for n in sorted(plans)], str(count),
                              pygame.Rect(inner.right - 110, inner.top + 42, 110, 38), self.manager)
        self.values[menu] = ("count", {str(n): n for n in plans})
        y = inner.top + 100
        row_height = min(104, max(62, (inner.bottom - TUTOR_ROW - y) // max(1, count)))
        kinds = self.player_kinds(count)
        below = row_height >= ROW_WITH_CAPTION
        kind_width = min(300, inner.width - 44) if below else inner.width - 44
        tall = 36 if row_height >= 76 else 30
        labels: list[str | tuple[str, str]] = [kind_label(self.words, kind) for kind in KINDS]
        for index, group in enumerate(plans[count]):
            line = UITextEntryLine(pygame.Rect(inner.left + 44, y, inner.width - 44, tall), self.manager,
                                   initial_text=self.player_names(count)[index])
            line.set_text_length_limit(40)
            self.name_entries[line] = index
            menu = UIDropDownMenu(labels, kind_label(self.words, kinds[index]),
                                  pygame.Rect(inner.left + 44, y + tall + 3, kind_width, tall - 4), self.manager)
            self.kind_menus[menu] = index
            seats = ", ".join(self.words.tr_or(f"{entry.name}.seat.{seat}", seat) for seat in group)
            at = (inner.left + 44, y + 83)
            words = self.words.count("setup.seats", len(group), seats=seats)
            caption = fit_text(words, inner.right - at[0], 15) if below else ""
            self.player_rows.append((pygame.Rect(inner.left, y, inner.width, row_height), caption, at))
            y += row_height
        self._tutor_box(pygame.Rect(inner.left, max(y + 4, inner.bottom - TUTOR_ROW + 10), inner.width, 26))

    def _tutor_box(self, rect: pygame.Rect) -> None:
        """The tutor's checkbox under the players (tabletop.ui.tutor)."""
        label = fit_text(self.words.tr("tutor.option"), rect.width - 50, 17)
        check = UICheckBox(pygame.Rect(rect.left, rect.top, 26, 26), label, self.manager,
                           initial_state=bool(self.options["tutor"]), tool_tip_text=self.words.tr("tutor.option_tip"))
        self.values[check] = ("tutor", self.options)

    def _variant_panel(self, rect: pygame.Rect, entry: GameEntry) -> None:
        inner = rect.inflate(-36, -36)
        fields = [field for field in form_fields(entry.variant_model) if field.name != PLAYERS_FIELD]
        if not fields:
            return
        box = UIScrollingContainer(pygame.Rect(inner.left, inner.top + 40, inner.width, inner.height - 40),
                                   self.manager, allow_scroll_x=False)
        width = inner.width - 24
        values = self.variant(entry)
        y = 0
        for field in fields:
            y = self._field(box, field, values, width, y, entry.name)
        box.set_scrollable_area_dimensions((width, max(y, 10)))

    def _field(self, box: UIScrollingContainer, field: FormField, values: dict[str, Any], width: int, y: int,
               game: str) -> int:
        title = self.words.tr_or(f"{game}.variant.{field.name}", field.title)
        tip = self.words.tr_or(f"{game}.variant.{field.name}.help", field.help) or None
        if field.kind == "bool":
            first, *rest = title_lines(title, width - 50)
            check = UICheckBox(pygame.Rect(0, y + 6, 26, 26), first, self.manager, container=box,
                               initial_state=bool(values.get(field.name)), tool_tip_text=tip)
            self.values[check] = (field.name, values)
            for words in rest:
                self.label(pygame.Rect(30, y + 32, width - 30, TITLE_LINE), words, container=box)
            return y + 44 + TITLE_LINE * len(rest)
        lines = title_lines(title, width - 12)
        for index, words in enumerate(lines):
            self.label(pygame.Rect(0, y + index * TITLE_LINE, width, 28), words, container=box)
        y += TITLE_LINE * (len(lines) - 1)
        if field.kind == "choice":
            options = {option_label(self.words, game, field, choice): choice for choice in field.choices}
            current = option_label(self.words, game, field, values.get(field.name, field.default))
            menu = UIDropDownMenu(list(options), current if current in options else next(iter(options)),
                                  pygame.Rect(0, y + 28, width, 38), self.manager, container=box)
            self.values[menu] = (field.name, options)
            return y + 78
        line = UITextEntryLine(pygame.Rect(0, y + 28, width, 38), self.manager, container=box,
                               initial_text=str(values.get(field.name, "")))
        self.values[line] = (field.name, {})
        problem = self.problems.get(game, {}).get(field.name)
        error = self.label(pygame.Rect(0, y + 68, width, 24),
                           fit_text(problem_words(problem, self.app.language), width - 8, 15) if problem else "",
                           object_id="#field_error", container=box)
        self.typed[line] = (field, error)
        return y + 98

    def _typed(self, element: UITextEntryLine, entry: GameEntry) -> None:
        """A typed option changed: keep its value as the option's type, and mark every refused option."""
        field, _ = self.typed[element]
        unparsed = self.unparsed.setdefault(entry.name, {})
        try:
            self.variant(entry)[field.name] = parse_typed(field, element.get_text())
            unparsed.pop(field.name, None)
        except FieldError as error:
            self.variant(entry)[field.name] = element.get_text()
            unparsed[field.name] = error.problem
        self._check_variant(entry)

    def _check_variant(self, entry: GameEntry) -> None:
        """Find the refused options (a value that does not read as its type, or that the rules refuse)
        and write each one's problem under its field."""
        refused = variant_problems(entry.variant_model, self.final_variant(entry))
        self.problems[entry.name] = {**refused, **self.unparsed.get(entry.name, {})}
        for field, error_line in self.typed.values():
            problem = self.problems[entry.name].get(field.name)
            width = int(error_line.relative_rect.width) - 8
            error_line.set_text(fit_text(problem_words(problem, self.app.language), width, 15) if problem else "")

    # --- drawing --------------------------------------------------------------------
    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, title, the three panels, the picture and the player rows."""
        surface.blit(starfield(surface.get_size()), (0, 0))
        surface.blit(heading(self.words.tr("setup.title"), 60), (MARGIN, 10))
        for rect, key in self.panels:
            paper_panel(surface, rect)
            words = self.words.tr(key)
            text(surface, words, (rect.left + 18, rect.top + 14), heading_size(words, rect.width - 36), True)
        entry = self.entry
        if entry is None:
            text(surface, self.words.tr("setup.no_games"), surface.get_rect().center, 24, True, "star", "center")
            return
        self._draw_picture(surface, entry)
        for index, (rect, caption, at) in enumerate(self.player_rows):
            badge = pygame.Rect(rect.left, rect.top + 2, 34, 36)
            pygame.draw.rect(surface, (11, 10, 22), badge.move(3, 3))
            computer = index < len(self.kinds) and self.kinds[index] != HUMAN
            pygame.draw.rect(surface, pygame.Color("#2857c5" if computer else "#d62a36"), badge)
            pygame.draw.rect(surface, pygame.Color("#1c1a2e"), badge, 3)
            text(surface, str(index + 1), badge.center, 20, True, "white", "center")
            text(surface, caption, at, 15, False, "ink", "midleft")
        if not [field for field in form_fields(entry.variant_model) if field.name != PLAYERS_FIELD]:
            rect = self.panels[2][0]
            for index, line in enumerate(wrap_text(self.words.tr("setup.no_variant"), font(16), rect.width - 36)):
                text(surface, line, (rect.left + 18, rect.top + 62 + index * 22), 16, False, "grey")

    def _draw_picture(self, surface: pygame.Surface, entry: GameEntry) -> None:
        area = self.picture_rect
        if area.width < 20 or area.height < 20:
            return
        image = self.scaled_picture(entry, area.size)
        rect = image.get_rect(midtop=area.midtop)
        pygame.draw.rect(surface, (11, 10, 22), rect.move(6, 6))
        surface.blit(image, rect)
        pygame.draw.rect(surface, pygame.Color("#1c1a2e"), rect, 4)

    def scaled_picture(self, entry: GameEntry, box: tuple[int, int]) -> pygame.Surface:
        """The picture scaled to fit a box (cached for the last box)."""
        key = (entry.name, self.app.language, box)
        if self.scaled[0] != key:
            picture = self.picture(entry)
            scale = min(box[0] / picture.get_width(), box[1] / picture.get_height())
            size = (max(1, int(picture.get_width() * scale)), max(1, int(picture.get_height() * scale)))
            self.scaled = (key, pygame.transform.smoothscale(picture, size))
        return self.scaled[1]

    def picture(self, entry: GameEntry) -> pygame.Surface:
        """The game's board drawn by its `render`, or its title card (cached per language)."""
        key = (entry.name, self.app.language)
        if key not in self.pictures:
            self.pictures[key] = self._render(entry)
        return self.pictures[key]

    def _render(self, entry: GameEntry) -> pygame.Surface:
        if entry.render is not None:
            try:
                game = self._game(entry)
                image = registry.load_object(entry.render)(game, game.initial_state(), PICTURE_SIZE, self.app.language)
                if isinstance(image, pygame.Surface):
                    return image
            except Exception:  # the game's renderer failed: show its title card instead
                pass
        return title_card(title_of(self.words, entry), PICTURE_SIZE)

    # --- events -------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Rebuild after a choice that changes the layout."""
        if self.dirty:
            self.dirty = False
            self.build()
        super().update(dt)

    def choose(self, name: str) -> None:
        """Select a game."""
        self.selected = name
        self.dirty = True

    def on_gui_event(self, event: pygame.event.Event) -> None:
        """Follow drop-downs, checkboxes and typed names."""
        element = getattr(event, "ui_element", None)
        if event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and element in self.name_entries:
            self.names[self.name_entries[element]] = element.get_text()
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED and element in self.kind_menus:
            chosen = {kind_label(self.words, kind): kind for kind in KINDS}.get(event.text, HUMAN)
            self.set_kind(self.kind_menus[element], chosen)
            self.dirty = True
        elif element not in self.values:
            return
        elif event.type == pygame_gui.UI_DROP_DOWN_MENU_CHANGED:
            self._dropdown(element, event.text)
        elif event.type in (pygame_gui.UI_CHECK_BOX_CHECKED, pygame_gui.UI_CHECK_BOX_UNCHECKED):
            name, values = self.values[element]
            values[name] = event.type == pygame_gui.UI_CHECK_BOX_CHECKED
        elif event.type == pygame_gui.UI_TEXT_ENTRY_CHANGED and element in self.typed:
            entry = self.entry
            if entry is not None:
                self._typed(element, entry)

    def _dropdown(self, element: UIElement, chosen: str) -> None:
        name, options = self.values[element]
        entry = self.entry
        if name == "count" and entry is not None:
            self.counts[entry.name] = options.get(chosen, self.count(entry))
            self.dirty = True
        elif entry is not None and chosen in options:
            self.variant(entry)[name] = options[chosen]
            self._check_variant(entry)

    def start(self) -> None:
        """Build the session and open the game's table."""
        entry = self.entry
        if entry is None:
            return
        problems = self.problems.get(entry.name, {})
        if problems:
            fields = {field.name: field for field in form_fields(entry.variant_model)}
            lines = [f"{self.words.tr_or(f'{entry.name}.variant.{name}', fields[name].title)}: "
                     f"{problem_words(problem, self.app.language, entry.name, fields[name])}"
                     for name, problem in problems.items()]
            self.app.message(self.words.tr("setup.bad_variant"), "\n".join([self.words.tr("setup.fix_marked"), *lines]))
            return
        try:
            session = GameSession.new(entry, self.final_variant(entry), self.seat_map(entry),
                                      tutor=bool(self.options["tutor"]))
        except (DocumentError, ValueError) as error:
            self.app.message(self.words.tr("setup.bad_variant"), str(error))
            return
        self.app.open_table(session)

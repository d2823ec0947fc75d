"""The main menu: new game, continue, load, learn, watch, rules, settings, quit — over a starfield."""

from __future__ import annotations

from pathlib import Path

import pygame

from tabletop.engine.errors import DocumentError
from tabletop.i18n import Words
from tabletop.ui.autosaves import clean_stale_temporaries, continue_path
from tabletop.ui.drawing import blit_centered, heading, paper_panel, planet, starfield, text
from tabletop.ui.focus import FocusScene
from tabletop.ui.save_list import read_info
from tabletop.ui.scene import Action
from tabletop.ui.scene_ids import SceneId
from tabletop.ui.session import GameSession
from tabletop.ui.theme import colour

BUTTON_W, BUTTON_H, GAP = 380, 56, 16
MIN_BUTTON_H, NARROW_W, COLUMN_GAP = 44, 320, 24


class MenuScene(FocusScene):
    """The first screen (the keyboard starts on New game)."""

    focus_first = True
    panel = pygame.Rect(0, 0, 0, 0)
    title_top = 14

    def entries(self) -> list[tuple[str, Action]]:
        """The menu items, always the same eight in the same places (Continue is disabled without a game)."""
        return [("menu.new", self.new_game), ("menu.continue", self.continue_game), ("menu.load", self.load_game),
                ("menu.learn", self.learn), ("menu.watch", self.watch), ("menu.rules", self.rules),
                ("menu.settings", self.settings),
                ("menu.quit", self.app.quit)]

    def layout(self, area: pygame.Rect) -> None:
        """A column of big buttons on a paper panel, below the title (two columns in a low window)."""
        items = self.entries()
        self.title_top = max(14, area.height // 30)
        title_h = heading(self.words.tr("app.title"), title_size(area.size), "yellow", "red").get_height()
        header = self.title_top + title_h + 40
        room = area.height - header - 62  # two lines of keys below the panel
        columns = 1 if len(items) * (MIN_BUTTON_H + GAP) - GAP + 48 <= room else 2
        rows = -(-len(items) // columns)
        width = BUTTON_W if columns == 1 else NARROW_W
        height = max(MIN_BUTTON_H, min(BUTTON_H, (room - 48 + GAP) // rows - GAP))
        span = columns * (width + COLUMN_GAP) - COLUMN_GAP
        self.panel = pygame.Rect(0, 0, span + 80, rows * (height + GAP) - GAP + 48)
        self.panel.midtop = (area.centerx, header + max(0, (room - self.panel.height) // 3))
        clean_stale_temporaries()  # left by a window killed while writing
        target = continue_path()
        for index, (key, action) in enumerate(items):  # column by column, so Down goes on in the same order
            column, row = divmod(index, rows)
            rect = pygame.Rect(self.panel.left + 40 + column * (width + COLUMN_GAP), 0, width, height)
            rect.top = self.panel.top + 24 + row * (height + GAP)
            tooltip = continue_tooltip(self.words, target) if key == "menu.continue" else None
            button = self.button(rect, self.words.tr(key), action, object_id="#big_button", tooltip=tooltip)
            if key == "menu.continue" and target is None:
                button.disable()
        self.add_language_menu(pygame.Rect(area.right - 156, 14, 140, 38))

    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, title, a paper panel and a cut-out saucer."""
        words = self.words
        size = surface.get_size()
        surface.blit(starfield(size), (0, 0))
        title = heading(words.tr("app.title"), title_size(size), "yellow", "red")
        top = self.title_top
        blit_centered(surface, title, (size[0] // 2, top + title.get_height() // 2))
        text(surface, words.tr("menu.subtitle"), (size[0] // 2, top + title.get_height() + 2), 20, True, "star",
             "midtop")
        planet(surface, (int(size[0] * 0.87), int(size[1] * 0.74)), max(40, size[1] // 10))
        draw_saucer(surface, (int(size[0] * 0.14), int(size[1] * 0.62)), max(50, size[0] // 16))
        paper_panel(surface, self.panel)
        text(surface, words.tr("menu.keys_focus"), (size[0] // 2, size[1] - 32), 15, False, "star", "midbottom")
        text(surface, words.tr("menu.keys"), (size[0] // 2, size[1] - 12), 15, False, "star", "midbottom")

    def new_game(self) -> None:
        """Open the setup scene."""
        self.app.go(SceneId.SETUP)

    def continue_game(self) -> None:
        """Reopen the game last played (its own autosave)."""
        path = continue_path()
        if path is None:
            self.build()  # the autosave went away meanwhile (another window ended it)
            return
        try:
            session = GameSession.load(path)
        except DocumentError as error:
            self.app.message(self.words.tr("load.error_title"), str(error))
            return
        self.app.open_table(session)

    def load_game(self) -> None:
        """Open the list of saves."""
        self.app.go(SceneId.LOAD)

    def learn(self) -> None:
        """Open the lessons."""
        self.app.go(SceneId.LESSONS)

    def watch(self) -> None:
        """Open the watch mode's setup (computers play, people watch)."""
        self.app.go(SceneId.WATCH)

    def rules(self) -> None:
        """Open the rules."""
        self.app.go(SceneId.RULES)

    def settings(self) -> None:
        """Open the settings."""
        self.app.go(SceneId.SETTINGS)

    def on_escape(self) -> None:
        """Esc in the menu only folds the open language list (Quit is a button)."""
        self.close_drop_downs()


def continue_tooltip(words: Words, target: Path | None) -> str:
    """What Continue opens (game, players, length, date), or that there is nothing to continue."""
    if target is None:
        return words.tr("saves.continue_none")
    info = read_info(words, target)
    label = info.label(words)
    return label if not info.players else f"{label}\n{words.tr('saves.players', names=', '.join(info.players))}"


def title_size(size: tuple[int, int]) -> int:
    """The menu title's letter size for a window size."""
    return min(96, max(56, size[1] // 9))


def draw_saucer(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A flat cut-out flying saucer with a beam (decoration)."""
    x, y = center
    beam = [(radius - radius // 3, 0), (radius + radius // 3, 0), (2 * radius, radius * 2), (0, radius * 2)]
    layer = pygame.Surface((2 * radius + 1, 2 * radius + 1), pygame.SRCALPHA)
    pygame.draw.polygon(layer, (*colour("yellow")[:3], 90), beam)
    surface.blit(layer, (x - radius, y + radius // 4))
    dome = pygame.Rect(0, 0, radius, radius)
    dome.midbottom = (x, y)
    body = pygame.Rect(0, 0, radius * 2, radius // 2)
    body.center = (x, y)
    for shift, fill in ((6, "shadow"), (0, None)):
        pygame.draw.ellipse(surface, colour(fill or "blue"), dome.move(shift, shift))
        pygame.draw.ellipse(surface, colour(fill or "green"), body.move(shift, shift))
    pygame.draw.ellipse(surface, colour("ink"), dome, 4)
    pygame.draw.ellipse(surface, colour("ink"), body, 4)
    for index in range(-2, 3):
        pygame.draw.circle(surface, colour("yellow"), (x + index * radius // 3, y), max(3, radius // 12))
        pygame.draw.circle(surface, colour("ink"), (x + index * radius // 3, y), max(3, radius // 12), 2)

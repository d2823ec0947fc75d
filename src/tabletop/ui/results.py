"""The end of a game, as a magazine page: the winner, how it was won, the final board, the chart, what next."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from tabletop import registry
from tabletop.engine.protocol import Outcome
from tabletop.ui import result_facts as facts
from tabletop.ui.chart import Chart, Drawn, draw_chart
from tabletop.ui.drawing import blit_centered, heading, paper_panel, starfield, text, title_card, wrap_text
from tabletop.ui.fonts import condensed, font
from tabletop.ui.liveliness import THINK_FRAME, soonest
from tabletop.ui.rematch import rematch
from tabletop.ui.scene import GuiScene
from tabletop.ui.scene_ids import ResultsRequest, SceneId, SetupRequest
from tabletop.ui.theme import colour, side_colour
from tabletop.ui.tutor_review import ReviewJob, draw_review

if TYPE_CHECKING:
    from tabletop.ui.scene import Host
    from tabletop.ui.session import GameSession

MARGIN, GAP = 24, 18
BOARD_SHARE, BOARD_SHARE_SMALL = 0.5, 0.45  # of the body's width (small windows give the chart more room)
PANEL_TITLE = 34
CHART_TITLE_FROM = 280  # a shorter chart panel gives its title's room to the plot
STORY_SIZES = ((19, 16), (18, 16), (17, 15), (16, 14), (15, 14), (14, 13), (13, 13))
REVIEW_MAX = 230  # the review panel's greatest height
BOARD_MAX_WIDTH = 899  # the games' renderers draw the board alone below 900 pixels wide


class ResultsScene(GuiScene):
    """Who won and how, the final position and a chart of the game; Rematch, New game or Menu."""

    def __init__(self, app: Host, session: GameSession, outcome: Outcome) -> None:
        super().__init__(app)
        self.result_session = session
        self.outcome = outcome
        self.chart: Chart | None = facts.strength_chart(self.words, session)
        self.drawn: Drawn | None = None
        self.ribbon = self.story = self.board = self.board_box = self.chart_rect = pygame.Rect(0, 0, 0, 0)
        self.type_sizes = STORY_SIZES[0]
        self._story: tuple[str, list[tuple[str, bool]]] = ("", [])
        self.pictures: dict[tuple[str, tuple[int, int]], pygame.Surface] = {}
        self.review = ReviewJob(session) if session.tutor else None  # «Разбор»: only for a game with the tutor
        self.review_rect = pygame.Rect(0, 0, 0, 0)

    @classmethod
    def from_request(cls, app: Host, request: ResultsRequest) -> ResultsScene:
        """The results of `request.session`, which ended with `request.outcome`."""
        return cls(app, request.session, request.outcome)

    # --- layout -------------------------------------------------------------------
    def layout(self, area: pygame.Rect) -> None:
        """The winner's ribbon across the top; the board on the left; the story and the chart on the right."""
        words = self.words
        small = area.height < 700
        self.ribbon = pygame.Rect(MARGIN, 14, area.width - 2 * MARGIN, 68 if small else 96)
        bottom = area.bottom - (66 if small else 78)
        body = pygame.Rect(MARGIN, self.ribbon.bottom + GAP, area.width - 2 * MARGIN,
                           bottom - self.ribbon.bottom - 2 * GAP)
        board_w = int((body.width - GAP) * (BOARD_SHARE if area.width >= 1200 else BOARD_SHARE_SMALL))
        self.board = pygame.Rect(body.left, body.top, board_w, body.height)
        self.board_box = pygame.Rect(self.board.left + 14, self.board.top + PANEL_TITLE + 8, self.board.width - 28,
                                     self.board.height - PANEL_TITLE - 22)
        right = pygame.Rect(self.board.right + GAP, body.top, body.right - self.board.right - GAP, body.height)
        self.type_sizes = self._fit_story(right.width - 36, int(right.height * 0.44) - 24)
        story_h = self._story_height(right.width - 36, self.type_sizes) + 24
        self.story = pygame.Rect(right.left, right.top, right.width, story_h)
        self.chart_rect = pygame.Rect(right.left, self.story.bottom + GAP, right.width,
                                      right.bottom - self.story.bottom - GAP)
        if self.review is not None:  # the review takes the top of the chart's room (a small window: all of it)
            share = self.chart_rect.height + GAP if small else min(REVIEW_MAX, self.chart_rect.height // 2)
            self.review_rect, self.chart_rect = (pygame.Rect(right.left, self.chart_rect.top, right.width, share),
                                                 pygame.Rect(right.left, self.chart_rect.top + share + GAP,
                                                             right.width, self.chart_rect.height - share - GAP))
        height = 50 if small else 56
        self.button(pygame.Rect(MARGIN, bottom + 6, 200, height), words.tr("common.menu"), self.app.back_to_menu)
        again = pygame.Rect(0, bottom + 6, 250, height)
        again.right = area.right - MARGIN
        self.button(again, words.tr("results.rematch"), self.rematch, object_id="#start_button",
                    tooltip=words.tr("results.rematch_tip"))
        new = pygame.Rect(0, bottom + 6, 250, height)
        new.right = again.left - GAP
        self.button(new, words.tr("results.new_game"), self.new_game, tooltip=words.tr("results.new_game_tip"))

    def paragraphs(self) -> list[tuple[str, bool]]:
        """(text, is the headline) of each paragraph: how it ended, how long it lasted, who won (per language)."""
        if self._story[0] != self.app.language:
            session = self.result_session
            lines = [(facts.ending_text(self.words, session, self.outcome), True),
                     (self.words.tr("results.length", length=facts.length_text(self.words, session)), False)]
            names = facts.winner_names(session, self.outcome)
            if names:
                lines.append((self.words.count("results.winners", len(names), names=", ".join(names)), False))
            self._story = (self.app.language, lines)
        return self._story[1]

    def _story_lines(self, sizes: tuple[int, int]) -> list[tuple[str, int, bool]]:
        """(text, size, bold) of each paragraph at the given (headline, other) sizes."""
        return [(words, sizes[0] if first else sizes[1], first) for words, first in self.paragraphs()]

    def _story_height(self, width: int, sizes: tuple[int, int]) -> int:
        return sum(len(wrap_text(words, font(size, bold), width)) * (size + 6) + 8
                   for words, size, bold in self._story_lines(sizes))

    def _fit_story(self, width: int, height: int) -> tuple[int, int]:
        """The largest type sizes at which the whole story fits (never below 13 pixels)."""
        for sizes in STORY_SIZES:
            if self._story_height(width, sizes) <= height:
                return sizes
        return STORY_SIZES[-1]

    def wake_in(self) -> float | None:
        """A frame now and then while the review is worked out (it is drawn when ready); else the widgets'."""
        thinking = self.review is not None and self.review.thinking()
        return soonest(super().wake_in(), THINK_FRAME if thinking else None)

    def leave(self) -> None:
        """Drop a review still being worked out."""
        if self.review is not None:
            self.review.close()

    # --- actions -----------------------------------------------------------------------
    def rematch(self) -> None:
        """The same game, variant and seats again, at once."""
        rematch(self.app, self.result_session)

    def new_game(self) -> None:
        """The setup, filled in as this game was."""
        self.app.go(SceneId.SETUP, SetupRequest(like=self.result_session))

    # --- drawing ---------------------------------------------------------------------
    def side_colour(self, side: str) -> pygame.Color:
        """A side's colour: the same in the ribbon, the chart and the legend."""
        sides = list(self.result_session.game.sides)
        return side_colour(side, sides.index(side) if side in sides else len(sides))

    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, the ribbon, the board, the story and the chart."""
        surface.blit(starfield(surface.get_size()), (0, 0))
        self._draw_ribbon(surface)
        self._draw_board(surface)
        self._draw_story(surface)
        if self.review is not None:
            draw_review(self.words, surface, self.review_rect, self.review.lines(self.words))
        self._draw_chart(surface)

    def _draw_ribbon(self, surface: pygame.Surface) -> None:
        rect, winner = self.ribbon, self.outcome.winner
        fill = colour("yellow") if winner is None else self.side_colour(winner)
        pygame.draw.rect(surface, colour("shadow"), rect.move(7, 7))
        pygame.draw.rect(surface, fill, rect)
        pygame.draw.rect(surface, colour("ink"), rect, 4)
        title = self.words.tr("results.title")
        small = font(15, True)
        text(surface, title.upper(), (rect.left + 18, rect.top + 8), 15, True, "ink" if winner is None else "white")
        size = rect.height - small.get_height() - 22
        words = facts.headline(self.words, self.result_session.entry.name, self.outcome).upper()
        while size > 20 and condensed(size).size(words)[0] > rect.width - 140:
            size -= 2
        image = heading(words, size, "white", "ink", 4)
        surface.blit(image, (rect.left + 18, rect.bottom - image.get_height() - 4))
        for index, x in enumerate((rect.right - 88, rect.right - 40)):
            _star(surface, (x, rect.centery + (8 if index else -6)), rect.height // (4 if index else 3))

    def _draw_board(self, surface: pygame.Surface) -> None:
        rect = self.board
        paper_panel(surface, rect)
        text(surface, self.words.tr("results.board"), (rect.left + 18, rect.top + 10), 20, True)
        image = self.final_board(self.board_box.size)
        placed = blit_centered(surface, image, self.board_box.center)
        pygame.draw.rect(surface, colour("ink"), placed, 3)

    def final_board(self, box: tuple[int, int]) -> pygame.Surface:
        """The last position drawn by the game's own renderer, fitted into a box (cached per language and size)."""
        key = (self.app.language, box)
        if key not in self.pictures:
            self.pictures = {key: self._render(box)}
        return self.pictures[key]

    def _render(self, box: tuple[int, int]) -> pygame.Surface:
        session = self.result_session
        size = (min(box[0], BOARD_MAX_WIDTH), box[1])
        if session.entry.render is not None:
            try:
                image = registry.load_object(session.entry.render)(session.game, session.match.state, size,
                                                                   self.app.language)
                if isinstance(image, pygame.Surface):
                    return image
            except Exception:  # the game's renderer failed: its title card instead
                pass
        return title_card(self.words.tr("results.no_board"), size)

    def _draw_story(self, surface: pygame.Surface) -> None:
        rect = self.story
        paper_panel(surface, rect)
        y = rect.top + 14
        for words, size, bold in self._story_lines(self.type_sizes):
            for line in wrap_text(words, font(size, bold), rect.width - 36):
                text(surface, line, (rect.left + 18, y), size, bold)
                y += size + 6
            y += 8

    def _draw_chart(self, surface: pygame.Surface) -> None:
        rect = self.chart_rect
        if rect.height < 80:
            return
        paper_panel(surface, rect, "paper_light")
        titled = rect.height >= CHART_TITLE_FROM
        if titled:
            text(surface, self.words.tr("results.chart"), (rect.left + 18, rect.top + 10), 18, True)
        if self.chart is None:
            text(surface, self.words.tr("results.no_chart"), rect.center, 16, False, "grey", "center")
            return
        top = rect.top + (PANEL_TITLE + 4 if titled else 10)
        inner = pygame.Rect(rect.left + 14, top, rect.width - 28, rect.bottom - top - 10)
        game = self.result_session.entry.name
        self.drawn = draw_chart(surface, inner, self.chart, self.side_colour,
                                lambda side: facts.side_name(self.words, game, side))


def _star(surface: pygame.Surface, center: tuple[int, int], radius: int) -> None:
    """A five-pointed cut-out star with an ink outline and a hard shadow."""
    points = []
    for index in range(10):
        angle = -math.pi / 2 + index * math.pi / 5
        reach = radius if index % 2 == 0 else radius * 0.45
        points.append((center[0] + reach * math.cos(angle), center[1] + reach * math.sin(angle)))
    pygame.draw.polygon(surface, colour("shadow"), [(x + 4, y + 4) for x, y in points])
    pygame.draw.polygon(surface, colour("yellow"), points)
    pygame.draw.polygon(surface, colour("ink"), points, 3)

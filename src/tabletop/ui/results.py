"""The end of a game: the winner, how it ended, and a chart of the sides' strength."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from tabletop import registry
from tabletop.engine.protocol import Outcome
from tabletop.ui.drawing import heading, paper_panel, starfield, text, wrap_text
from tabletop.ui.fonts import font
from tabletop.ui.i18n import tr, tr_or
from tabletop.ui.scene import GuiScene
from tabletop.ui.theme import colour, side_colour

if TYPE_CHECKING:
    from tabletop.ui.app import App
    from tabletop.ui.session import GameSession

MARGIN, HEADER, MAX_POINTS = 28, 96, 300
Series = dict[str, list[int]]


def strength_series(session: GameSession) -> Series:
    """Per side, the game's `side_strength` over the match (empty when the game gives none)."""
    try:
        measure = registry.load_object(f"{session.entry.name}.view:side_strength")
    except (ImportError, AttributeError):
        return {}
    states = session.match.states
    stride = max(1, len(states) // MAX_POINTS)
    sample = [*states[::stride], *([states[-1]] if (len(states) - 1) % stride else [])]
    series: Series = {}
    try:
        for state in sample:
            for side, value in measure(session.game, state).items():
                series.setdefault(str(side), []).append(int(value))
    except Exception:  # the game's measure failed: no chart rather than no results
        return {}
    return series


def side_name(game: str, side: str) -> str:
    """A side's name in the current language."""
    return tr_or(f"{game}.side.{side}", side.capitalize())


class ResultsScene(GuiScene):
    """Who won, who played, how it ended; Play again or Menu."""

    def __init__(self, app: App, session: GameSession, outcome: Outcome) -> None:
        super().__init__(app)
        self.result_session = session
        self.outcome = outcome
        self.series = strength_series(session)
        self.summary = pygame.Rect(0, 0, 0, 0)
        self.chart = pygame.Rect(0, 0, 0, 0)

    def layout(self, area: pygame.Rect) -> None:
        """Summary on the left, the chart on the right, buttons below."""
        body = pygame.Rect(MARGIN, HEADER, area.width - 2 * MARGIN, area.height - HEADER - 110)
        self.summary = pygame.Rect(body.left, body.top, int(body.width * 0.38), body.height)
        self.chart = pygame.Rect(self.summary.right + 22, body.top, body.right - self.summary.right - 22, body.height)
        bottom = area.bottom - 80
        self.button(pygame.Rect(MARGIN, bottom, 220, 56), tr("common.menu"), self.app.back_to_menu)
        self.button(pygame.Rect(area.right - MARGIN - 260, bottom, 260, 56), tr("results.again"), self.again,
                    object_id="#start_button")

    def again(self) -> None:
        """A new game of the same kind."""
        from tabletop.ui.setup import SetupScene

        self.app.switch(SetupScene(self.app, self.result_session.entry.name))

    def side_colour(self, side: str) -> pygame.Color:
        """A side's colour, the same as its line in the chart."""
        sides = list(self.series) or list(self.result_session.game.sides)
        return side_colour(side, sides.index(side) if side in sides else 0)

    def winners(self) -> list[str]:
        """Names of the players who held the winning side's seats."""
        session, side = self.result_session, self.outcome.winner
        names = [p.name for seat, p in session.seats.items() if side is not None and session.game.side_of(seat) == side]
        return list(dict.fromkeys(names))

    def draw_background(self, surface: pygame.Surface) -> None:
        """Starfield, heading, the summary and the chart."""
        surface.blit(starfield(surface.get_size()), (0, 0))
        surface.blit(heading(tr("results.title"), 60), (MARGIN, 10))
        self._draw_summary(surface)
        self._draw_chart(surface)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        rect, game, winner = self.summary, self.result_session.entry.name, self.outcome.winner
        paper_panel(surface, rect)
        band = pygame.Rect(rect.left + 4, rect.top + 4, rect.width - 8, 110)
        pygame.draw.rect(surface, colour("yellow") if winner is None else self.side_colour(winner), band)
        pygame.draw.line(surface, colour("ink"), band.bottomleft, band.bottomright, 4)
        title = tr("results.draw") if winner is None else tr("results.winner", side=side_name(game, winner))
        surface.blit(heading(title, 40, "white" if winner else "ink", "ink", 3), (band.left + 18, band.top + 24))
        y = band.bottom + 24
        lines = [tr("results.reason", reason=tr_or(f"{game}.termination.{self.outcome.termination}",
                                                     self.outcome.termination)),
                 tr("results.moves", count=len(self.result_session.match.steps))]
        if self.winners():
            lines.insert(0, tr("results.players", players=", ".join(self.winners())))
        for line in lines:
            for part in wrap_text(line, font(19), rect.width - 40):
                text(surface, part, (rect.left + 20, y), 19)
                y += 28
            y += 8

    def _draw_chart(self, surface: pygame.Surface) -> None:
        rect = self.chart
        paper_panel(surface, rect, "paper_light")
        text(surface, tr("results.chart"), (rect.left + 20, rect.top + 14), 20, True)
        if not self.series:
            text(surface, tr("results.no_chart"), rect.center, 18, False, "grey", "center")
            return
        plot = pygame.Rect(rect.left + 60, rect.top + 60, rect.width - 90, rect.height - 130)
        draw_chart(surface, plot, self.series, self.result_session.entry.name)


def draw_chart(surface: pygame.Surface, plot: pygame.Rect, series: Series, game: str) -> None:
    """Axes, one thick line per side and a legend below."""
    top = max(1, max(max(values) for values in series.values()))
    length = max(len(values) for values in series.values())
    pygame.draw.rect(surface, colour("white"), plot)
    for fraction in (0.25, 0.5, 0.75):
        y = plot.bottom - int(plot.height * fraction)
        pygame.draw.line(surface, colour("paper_dark"), (plot.left, y), (plot.right, y), 1)
    for index, (side, values) in enumerate(series.items()):
        points = [(plot.left + int(i * plot.width / max(1, length - 1)), plot.bottom - int(v * plot.height / top))
                  for i, v in enumerate(values)]
        if len(points) > 1:
            pygame.draw.lines(surface, colour("ink"), False, [(x + 2, y + 2) for x, y in points], 6)
            pygame.draw.lines(surface, side_colour(side, index), False, points, 4)
        legend = pygame.Rect(plot.left + index * 170, plot.bottom + 26, 26, 18)
        pygame.draw.rect(surface, side_colour(side, index), legend)
        pygame.draw.rect(surface, colour("ink"), legend, 2)
        text(surface, side_name(game, side), (legend.right + 8, legend.top - 2), 17)
    pygame.draw.rect(surface, colour("ink"), plot, 3)
    text(surface, str(top), (plot.left - 8, plot.top), 15, False, "ink", "topright")
    text(surface, "0", (plot.left - 8, plot.bottom), 15, False, "ink", "bottomright")

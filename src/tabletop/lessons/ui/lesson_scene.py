"""A lesson in the window: the game's own table on the left (its board, pieces, animations and
refusals), the lesson's page on the right. The table asks the lesson, through its guide hook,
about every move a person makes; the lesson's runner (the same one `learn --check` uses) decides.
"""

from __future__ import annotations

from typing import Any

import pygame

from tabletop.engine.match import Match
from tabletop.engine.protocol import Roll
from tabletop.engine.seats import parse_seat_args
from tabletop.lessons.model import Lesson, is_roll
from tabletop.lessons.progress import record_result
from tabletop.lessons.runner import Feedback, LessonRun
from tabletop.lessons.ui.catalogue import games_with_lessons, next_lesson
from tabletop.lessons.ui.host import LessonHost, LessonSessionMixin
from tabletop.lessons.ui.page import Page, draw_page, layout_buttons
from tabletop.registry import GameEntry, load_object
from tabletop.ui.i18n import tr
from tabletop.ui.plural import count_text
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scene_ids import LessonsRequest, SceneId
from tabletop.ui.session import GameSession
from tabletop.ui.table.guide import Guide, Marks
from tabletop.ui.widgets import Button

MARK_FILL = {"target": "green", "focus": "yellow", "danger": "red"}


class LessonSession(LessonSessionMixin, GameSession):
    """A lesson's match: every seat a person, never saved."""


def open_lesson(app: Host, entry: GameEntry, lesson: Lesson) -> None:
    """Show a lesson on its game's table."""
    app.switch(LessonScene(app, entry, lesson))


def page_width(size: tuple[int, int]) -> int:
    """How wide the lesson's page is in a window of this size."""
    return max(340, min(480, round(size[0] * 0.31)))


class LessonGuide(Guide):
    """The table's guide in a lesson: the step's marks, the lesson's verdict on each move, its dice."""

    def __init__(self, scene: LessonScene) -> None:
        self.scene = scene

    def marks(self, scene: Any) -> Marks:
        """The step's highlights and arrows (none once the lesson is over)."""
        return self.scene.marks()

    def review(self, scene: Any, move: Any) -> str | None:
        """The lesson's verdict on a person's move: None to let it through, words to refuse it."""
        return self.scene.review(move)

    def roll(self, scene: Any) -> int | None:
        """The step's next fixed die."""
        return self.scene.next_die()

    def animation_done(self, scene: Any) -> None:
        """An animation finished: play the next scripted reply, or move on."""
        self.scene.animation_done()


class LessonScene(Scene):
    """One lesson: its runner, the game's table for the current position, the page and its buttons."""

    def __init__(self, app: Host, entry: GameEntry, lesson: Lesson) -> None:
        super().__init__(app)
        self.entry, self.lesson = entry, lesson
        self.run = LessonRun(entry, lesson)
        self.feedback: Feedback | None = None
        self.replies: list[str] = []
        self.rebuild_after = False
        self.consequence: Any = None
        self.saved_stars = 0
        self.buttons: dict[str, Button] = {}
        self.table: Any = None
        self._build_table()
        self._layout_buttons()

    # --- the table --------------------------------------------------------------------------
    def board_rect(self) -> pygame.Rect:
        """The table's part of the window (the left side)."""
        width, height = self.app.size
        return pygame.Rect(0, 0, width - page_width(self.app.size), height)

    def page_rect(self) -> pygame.Rect:
        """The lesson page's part of the window (the right side)."""
        board = self.board_rect()
        return pygame.Rect(board.right, 0, self.app.size[0] - board.right, self.app.size[1])

    def _build_table(self) -> None:
        """A fresh table for the runner's position (a new step, a reset after a shown consequence)."""
        game = self.run.game
        seats = parse_seat_args([], game.seats, getattr(game, "seat_groups", {}))
        session = LessonSession(self.entry, game, {}, seats, Match(game, 0, state=self.run.state))
        host = LessonHost(self.app, self.board_rect().size, self.game_ended)
        if self.entry.table_scene is None:
            raise RuntimeError(f"game '{self.entry.name}' has no table")
        self.table = load_object(self.entry.table_scene)(host, session)
        self.table.guide = LessonGuide(self)
        if not self.run.expects_roll() and not self.run.finished:
            self.table.enter()

    def table_doc(self) -> dict[str, Any]:
        """The table's position as a document."""
        return dict(self.run.game.to_document(self.table.match.state))

    # --- the lesson's hook answers ------------------------------------------------------------
    def marks(self) -> Marks:
        """The step's marks: the first highlight's kind sets the colour (targets green, danger red)."""
        if self.run.finished or self.rebuild_after:
            return Marks()
        step = self.run.step
        squares = tuple(place for light in step.highlights for place in light.at)
        fill = MARK_FILL[step.highlights[0].kind] if step.highlights else "orange"
        arrows = tuple((arrow.frm, arrow.to) for arrow in step.arrows)
        return Marks(circles=(), squares=squares, arrows=arrows, fill=fill)

    def review(self, move: Any) -> str | None:
        """Ask the runner; accepted moves go on the table, the rest come back as the lesson's words."""
        if self.rebuild_after or self.replies:
            return tr("lessons.wait")
        notation = "roll" if isinstance(move, Roll) else move.to_notation()
        feedback = self.run.play(notation)
        self.feedback = feedback
        if feedback.ok:
            self.replies = [played.notation for played in feedback.played[1:]]
            self._after_accept()
            return None
        if feedback.verdict == "wrong" and feedback.played:
            self.consequence = move  # shown on the table, then taken back
        return self._words(feedback)

    def next_die(self) -> int | None:
        """The die the step fixes for the next roll."""
        return self.run.dice[0] if self.run.dice else None

    def animation_done(self) -> None:
        """Between animations: the next scripted reply, a reset after a consequence, or a new step."""
        if self.rebuild_after:
            self.rebuild_after = False
            self._build_table()
        elif self.replies:
            self._play_reply(self.replies.pop(0))
        elif self.feedback is not None and self.feedback.verdict == "step_done":
            self._sync(new_step=True)

    def _after_accept(self) -> None:
        if self.feedback is not None and self.feedback.verdict == "lesson_done":
            self._finish()

    def _play_reply(self, notation: str) -> None:
        """A scripted reply, played by the table so it animates like any move."""
        state = self.table.match.state
        if is_roll(notation):
            self._sync(new_step=False)
            return
        self.table.play(self.run.game.parse_move(state, notation))

    def _sync(self, new_step: bool) -> None:
        """Make the table show the runner's position (a new step's position, or after a reply it could not animate)."""
        step = self.run.step
        if new_step and step.position == "continue" and self.table_doc() == self.run.game.to_document(self.run.state):
            return
        self._build_table()

    def _words(self, feedback: Feedback) -> str:
        words = feedback.words.get(self.app.language) if feedback.words else ""
        return f"{words} ({tr('lessons.rule', rule=feedback.rule)})" if feedback.rule else words

    def game_ended(self, outcome: Any) -> None:
        """The table's game ended (or Esc at the table): the lesson page already says what it means."""
        if outcome is None:
            self.on_escape()

    # --- the page ----------------------------------------------------------------------------
    def page(self) -> Page:
        """What the page says now."""
        lang = self.app.language
        run, lessons = self.run, self._siblings()
        number = next((index + 1 for index, lesson in enumerate(lessons) if lesson.id == self.lesson.id), 1)
        slip = self._slip(lang)
        intro = self.lesson.intro.get(lang) if self.lesson.intro and run.step_index == 0 and not self.feedback else ""
        mistakes = tr("lessons.mistakes_none") if run.mistakes == 0 else count_text("lessons.mistakes", run.mistakes)
        return Page(self.entry.titles.get(lang, self.entry.name), number, self.lesson.title.get(lang),
                    run.step_index + 1, len(self.lesson.steps), run.step.goal.get(lang), intro, slip, run.stars(),
                    run.finished, mistakes)

    def _slip(self, lang: str) -> tuple[str, str] | None:
        feedback = self.feedback
        if feedback is None or feedback.words is None:
            return None
        tone = {"step_done": "right", "lesson_done": "right", "accepted": "right", "off_goal": "note"}
        words = self._words(feedback)
        if feedback.verdict == "lesson_done" and next_lesson(self._siblings(), self.lesson.id) is None:
            words = f"{words}\n{tr('lessons.last')}"
        return tone.get(feedback.verdict, "wrong"), words

    def _siblings(self) -> tuple[Lesson, ...]:
        return next((item.lessons for item in games_with_lessons() if item.entry.name == self.entry.name), ())

    def _layout_buttons(self) -> None:
        if self.run.finished:
            names = (["next"] if next_lesson(self._siblings(), self.lesson.id) else []) + ["again", "list"]
        else:
            names = (["roll"] if self.run.expects_roll() else []) + ["restart", "list"]
        fills = {"next": "green", "roll": "yellow"}
        self.buttons = {name: Button(tr(f"lessons.{name}"), pygame.Rect(0, 0, 1, 1), fills.get(name, "paper_light"))
                        for name in names}
        layout_buttons(self.page_rect(), list(self.buttons.values()))

    # --- actions -----------------------------------------------------------------------------
    def action(self, name: str) -> Any:
        """The method a page button runs."""
        return {"next": self.next_lesson, "again": self.again, "list": self.back_to_list, "roll": self.roll,
                "restart": self.restart}[name]

    def roll(self) -> None:
        """The learner's roll (the lot, a die): the step's fixed value."""
        if self.run.expects_roll():
            self.feedback = self.run.play("roll")
            self._build_table()
            self._after_accept()
            self._layout_buttons()

    def restart(self) -> None:
        """Begin the current step again."""
        self.run.restart_step()
        self.feedback, self.replies, self.rebuild_after, self.consequence = None, [], False, None
        self._build_table()
        self._layout_buttons()

    def again(self) -> None:
        """Play the whole lesson again."""
        open_lesson(self.app, self.entry, self.lesson)

    def next_lesson(self) -> None:
        """Open the next lesson of the game."""
        following = next_lesson(self._siblings(), self.lesson.id)
        if following is not None:
            open_lesson(self.app, self.entry, following)

    def back_to_list(self) -> None:
        """Back to the lesson list."""
        self.app.go(SceneId.LESSONS, LessonsRequest(self.entry.name))

    def _finish(self) -> None:
        if not self.saved_stars:
            self.saved_stars = self.run.stars()
            record_result(self.entry.name, self.lesson.id, self.saved_stars)
        self._layout_buttons()

    # --- the scene ---------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        """The page's buttons (and R for a roll) first; everything else goes to the table."""
        for name, button in list(self.buttons.items()):
            if button.handle_event(event):
                self.app.sounds.play("click")
                self.action(name)()
                return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_r, pygame.K_SPACE) and self.run.expects_roll():
            self.roll()
            return
        position = getattr(event, "pos", None)
        if position is not None and not self.board_rect().collidepoint(position):
            return
        self.table.handle_event(event)
        self._after_table()

    def _after_table(self) -> None:
        """After the table handled input: show a wrong move's consequence, then take it back."""
        if self.consequence is not None:
            move, self.consequence = self.consequence, None
            self.rebuild_after = True
            self.table.play(move)
        if not self.run.finished and len(self.buttons) != len(self._expected_buttons()):
            self._layout_buttons()

    def _expected_buttons(self) -> list[str]:
        return (["roll"] if self.run.expects_roll() else []) + ["restart", "list"]

    def update(self, dt: float) -> None:
        """Let the table animate."""
        self.table.update(dt)
        self._after_table()

    def wake_in(self) -> float | None:
        """The table's next frame (an animation, a pulse)."""
        waking: float | None = self.table.wake_in()
        return waking

    def draw(self, surface: pygame.Surface) -> None:
        """The table on the left, the page on the right."""
        board = self.board_rect()
        self.table.draw(surface.subsurface(board))
        draw_page(surface, self.page_rect(), self.page(), list(self.buttons.values()))

    def on_resize(self, size: tuple[int, int]) -> None:
        """Lay both parts out again."""
        self.table.app.size = self.board_rect().size
        self.table.on_resize(self.board_rect().size)
        self._layout_buttons()

    def relabel(self) -> None:
        """The language changed: the table and the buttons."""
        self.table.relabel()
        self._layout_buttons()

    def on_escape(self) -> None:
        """Esc: back to the lesson list (a lesson is never saved)."""
        self.back_to_list()

    def leave(self) -> None:
        """Stop the table's workers."""
        self.table.leave()


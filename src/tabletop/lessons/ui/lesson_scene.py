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
from tabletop.ui.liveliness import soonest
from tabletop.ui.scene import Host, Scene
from tabletop.ui.scene_ids import LessonsRequest, SceneId
from tabletop.ui.session import GameSession
from tabletop.ui.table.guide import Guide, Marks, draw_marks
from tabletop.ui.table.phase import Phase
from tabletop.ui.widgets import Button

MARK_FILL = {"focus": "yellow", "target": "green", "danger": "red"}
ARROW_FILL = {"move": "orange", "hint": "yellow", "danger": "red"}


class LessonSession(LessonSessionMixin, GameSession):
    """A lesson's match: every seat a person, never saved."""


def open_lesson(app: Host, entry: GameEntry, lesson: Lesson) -> None:
    """Show a lesson on its game's table."""
    app.switch(LessonScene(app, entry, lesson))


def page_width(size: tuple[int, int]) -> int:
    """How wide the lesson's page is in a window of this size."""
    return max(330, min(460, round(size[0] * 0.27)))


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

    def closed(self, scene: Any) -> str:
        """A solved lesson's table plays nothing more: what next is on the page."""
        return self.scene.words.tr("lessons.table_closed") if self.scene.run.finished else ""

    def hint(self, scene: Any) -> str:
        """While the learner's move is a pass the table would play itself, the page's Pass button is the way on."""
        if not self.scene.awaiting_pass():
            return ""
        return self.scene.words.tr("lessons.table_pass", button=self.scene.words.tr("lessons.pass"))

    def undo_barred(self, scene: Any) -> str:
        """A lesson takes no move back (its run would no longer match the table): the page restarts a step."""
        words = self.scene.words
        return words.tr("lessons.no_undo", button=words.tr("lessons.restart"))

    def take_roll(self, scene: Any) -> bool:
        """The table's Roll (Space or its button) is the learner's roll when the step expects one."""
        if not self.scene.run.expects_roll():
            return False
        self.scene.roll()
        return True

    def animation_done(self, scene: Any) -> None:
        """An animation finished: play the next scripted reply, or move on."""
        self.scene.animation_done()


class LessonScene(Scene):
    """One lesson: its runner, the game's table for the current position, the page and its buttons."""

    def __init__(self, app: Host, entry: GameEntry, lesson: Lesson) -> None:
        super().__init__(app)
        self.entry, self.lesson = entry, lesson
        self.run = LessonRun(entry, lesson)
        self.siblings = next((item.lessons for item in games_with_lessons() if item.entry.name == entry.name), ())
        self.feedback: Feedback | None = None
        self.note = ""  # the table's own refusal of a click (a plane that is not ours), said on the page
        self.replies: list[str] = []
        self.rebuild_after = False
        self.step_pending = False  # the runner is on a new step the table does not show yet
        self.pass_released = False  # the learner pressed Pass: the table may play its forced pass
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
        learner = self.words.tr("lessons.learner")  # not the seat's id on the card
        seats = {seat: player.model_copy(update={"name": learner})
                 for seat, player in parse_seat_args([], game.seats, getattr(game, "seat_groups", {})).items()}
        session = LessonSession(self.entry, game, {}, seats, Match(game, 0, state=self.run.state))
        host = LessonHost(self.app, self.board_rect().size, self.game_ended, self.table_note)
        if self.entry.table_scene is None:
            raise RuntimeError(f"game '{self.entry.name}' has no table")
        self.table = load_object(self.entry.table_scene)(host, session)
        self.table.guide = LessonGuide(self)
        self.known_steps = 0  # the table's history steps the lesson has accounted for
        if self.run.finished:
            return
        if self.run.expects_roll():
            self.table.phase = Phase.ROLL  # its Roll button and Space work, and go to the lesson (`take_roll`)
        else:
            self.table.enter()

    def table_doc(self) -> dict[str, Any]:
        """The table's position as a document."""
        return dict(self.run.game.to_document(self.table.match.state))

    # --- the lesson's hook answers ------------------------------------------------------------
    def marks(self) -> Marks:
        """Nothing for the table to draw: the lesson draws its marks itself, one colour per kind (see `draw`)."""
        return Marks()

    def mark_groups(self) -> list[Marks]:
        """The step's highlights and arrows, grouped by kind into the table's marks (none once over)."""
        if self.run.finished or self.rebuild_after:
            return []
        step = self.run.step
        groups = [Marks(squares=tuple(place for light in step.highlights if light.kind == kind for place in light.at),
                        fill=fill) for kind, fill in MARK_FILL.items()]
        groups += [Marks(arrows=tuple((arrow.frm, arrow.to) for arrow in step.arrows if arrow.kind == kind), fill=fill)
                   for kind, fill in ARROW_FILL.items()]
        return [marks for marks in groups if marks.squares or marks.arrows]

    def review(self, move: Any) -> str | None:
        """Ask the runner; accepted moves go on the table, the rest come back as the lesson's words."""
        if self.rebuild_after or self.replies or self.step_pending:
            return self.words.tr("lessons.wait")
        notation = "roll" if isinstance(move, Roll) else move.to_notation()
        self.note = ""
        feedback = self.run.play(notation)
        self.feedback = feedback
        if feedback.ok:
            self.known_steps += 1
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
        if not self.rebuild_after and len(self.table.match.steps) > self.known_steps:
            self._table_moved()
        if self.rebuild_after:
            self.rebuild_after = False
            self._build_table()
        elif self.replies:
            self._play_reply(self.replies.pop(0))
        elif self.step_pending:
            self._sync(new_step=True)

    def _table_moved(self) -> None:
        """The table played a move by itself (a forced pass): it is the learner's move, as `-` is on paper."""
        if self.run.finished:
            return
        for step in self.table.match.steps[self.known_steps:]:
            self.known_steps += 1
            if self.replies and step.notation() == self.replies[0]:
                self.replies.pop(0)  # the table played the scripted reply itself (a forced pass)
                continue
            if self.replies:
                self.rebuild_after = True
                return
            feedback = self.run.play(step.notation())
            self.feedback = feedback
            if not feedback.ok:
                self.rebuild_after = True  # the table went where the lesson does not: back to the lesson's position
                return
            self.replies = [played.notation for played in feedback.played[1:]]
            self._after_accept()

    def awaiting_pass(self) -> bool:
        """The learner's move is a pass the table would play by itself: it waits for the Pass button."""
        planned = self.run.planned
        busy = self.replies or self.step_pending or self.rebuild_after or self.pass_released
        return planned is not None and planned.play[0] == "-" and not busy

    def _after_accept(self) -> None:
        self.pass_released = False
        verdict = self.feedback.verdict if self.feedback is not None else ""
        self.step_pending = verdict == "step_done"
        if verdict == "lesson_done":
            self._finish()

    def _play_reply(self, notation: str) -> None:
        """A scripted reply, played by the table so it animates like any move."""
        state = self.table.match.state
        if is_roll(notation):
            self.replies = []  # the rebuilt table shows the runner's position, every reply in it
            self._sync(new_step=False)
            return
        self.known_steps += 1
        self.table.play(self.run.game.parse_move(state, notation), review=False)

    def _sync(self, new_step: bool) -> None:
        """Make the table show the runner's position (a new step's position, or after a reply it could not animate)."""
        step = self.run.step
        self.step_pending = False
        if new_step and step.position == "continue" and self.table_doc() == self.run.game.to_document(self.run.state):
            return
        self._build_table()

    def _words(self, feedback: Feedback) -> str:
        words = feedback.words.get(self.app.language) if feedback.words else ""
        return f"{words} ({self.words.tr('lessons.rule', rule=feedback.rule)})" if feedback.rule else words

    def table_note(self, text: str) -> None:
        """The table refused a click or a move: say it on the page unless the lesson's answer already says it."""
        if self.feedback is None or text != self._words(self.feedback):
            self.note = text

    def game_ended(self, outcome: Any) -> None:
        """The table's game ended (or Esc at the table): the lesson page already says what it means."""
        if outcome is None:
            self.on_escape()

    # --- the page ----------------------------------------------------------------------------
    def page(self) -> Page:
        """What the page says now."""
        words = self.words
        lang = self.app.language
        run, lessons = self.run, self._siblings()
        number = next((index + 1 for index, lesson in enumerate(lessons) if lesson.id == self.lesson.id), 1)
        slip = self._slip(lang)
        intro = self.lesson.intro.get(lang) if self.lesson.intro and run.step_index == 0 and not self.feedback else ""
        mistakes = words.tr("lessons.mistakes_none") if run.mistakes == 0 else words.count("lessons.mistakes",
                                                                                           run.mistakes)
        return Page(self.entry.titles.get(lang, self.entry.name), number, self.lesson.title.get(lang),
                    run.step_index + 1, len(self.lesson.steps), run.step.goal.get(lang), intro, slip, run.stars(),
                    run.finished, mistakes, self._legend())

    def _legend(self) -> tuple[tuple[str, str], ...]:
        """The colours of the step's highlights and what each means."""
        kinds = {light.kind for light in self.run.step.highlights}
        return tuple((fill, self.words.tr(f"lessons.mark.{kind}")) for kind, fill in MARK_FILL.items() if kind in kinds)

    def _slip(self, lang: str) -> tuple[str, str] | None:
        if self.note and not self.run.finished:
            return "note", self.note
        feedback = self.feedback
        if feedback is None or feedback.words is None:
            return None
        tone = {"step_done": "right", "lesson_done": "right", "accepted": "right", "off_goal": "note"}
        words = self._words(feedback)
        if feedback.verdict == "lesson_done" and next_lesson(self._siblings(), self.lesson.id) is None:
            words = f"{words}\n{self.words.tr('lessons.last')}"
        return tone.get(feedback.verdict, "wrong"), words

    def _siblings(self) -> tuple[Lesson, ...]:
        return self.siblings

    def _layout_buttons(self) -> None:
        if self.run.finished:
            names = (["next"] if next_lesson(self._siblings(), self.lesson.id) else []) + ["again", "list"]
        else:
            names = self._expected_buttons()
        fills = {"next": "green", "roll": "yellow", "pass": "yellow"}
        self.buttons = {name: Button(self.words.tr(f"lessons.{name}"), pygame.Rect(0, 0, 1, 1), fills.get(name,
                                                                                                          "paper_light"))
                        for name in names}
        layout_buttons(self.page_rect(), list(self.buttons.values()))

    # --- actions -----------------------------------------------------------------------------
    def action(self, name: str) -> Any:
        """The method a page button runs."""
        return {"next": self.next_lesson, "again": self.again, "list": self.back_to_list, "roll": self.roll,
                "restart": self.restart, "pass": self.release_pass}[name]

    def release_pass(self) -> None:
        """The learner passes: the table plays its forced pass, and the lesson takes it as the learner's `-`."""
        if self.awaiting_pass():
            self.pass_released = True
            self._layout_buttons()

    def roll(self) -> None:
        """The learner's roll (the lot, a die): the step's fixed value."""
        if self.run.expects_roll():
            self.feedback = self.run.play("roll")
            self._after_accept()
            self.step_pending = False
            self._build_table()
            self._layout_buttons()

    def restart(self) -> None:
        """Begin the current step again."""
        self.run.restart_step()
        self.feedback, self.replies, self.rebuild_after, self.consequence, self.note = None, [], False, None, ""
        self.step_pending = self.pass_released = False
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
        if event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE and self.awaiting_pass():
            self.release_pass()
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
            self.table.play(move, review=False)
        if not self.run.finished and list(self.buttons) != self._expected_buttons():
            self._layout_buttons()

    def _expected_buttons(self) -> list[str]:
        first = ["roll"] if self.run.expects_roll() else (["pass"] if self.awaiting_pass() else [])
        return [*first, "restart", "list"]

    def update(self, dt: float) -> None:
        """Let the table animate (held while a pass waits for the learner's button)."""
        if not self.awaiting_pass():
            self.table.update(dt)
        else:  # the table waits; its turn banner still fades and its tooltips still come
            self.table.banner.update(dt)
            self.table.tips.update(dt)
        self._after_table()

    def wake_in(self) -> float | None:
        """The table's next frame (an animation, a pulse); while it waits for the Pass button, only its banner's
        and tooltips' timers (it would otherwise ask for every frame, to play the pass it is held from)."""
        if self.awaiting_pass():
            return soonest(self.table.banner.wake_in(), self.table.tips.wake_in())
        waking: float | None = self.table.wake_in()
        return waking

    def draw(self, surface: pygame.Surface) -> None:
        """The table on the left, the page on the right."""
        board = surface.subsurface(self.board_rect())
        self.table.draw(board)
        for marks in self.mark_groups():
            draw_marks(board, marks, self.table.spot_at)
        draw_page(self.words, surface, self.page_rect(), self.page(), list(self.buttons.values()))

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


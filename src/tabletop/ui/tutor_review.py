"""The results page's «Разбор / Review»: the (up to) three costliest moves people made, worked out on a worker.

The decisions are every move a person made (`tabletop.ui.tutor.human_decisions`, read from the
match's history, so a saved and reloaded game has them too); `tabletop.ai.tutor.review` judges them
on a worker thread while the page is open; the page draws «working out…» until they are ready,
then the lines, and rests.
"""

from __future__ import annotations

import threading
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from tabletop import registry
from tabletop.ai.tutor import Decision, Verdict, review
from tabletop.i18n import Words
from tabletop.ui import result_facts as facts
from tabletop.ui.drawing import paper_panel, text, wrap_text
from tabletop.ui.fonts import font
from tabletop.ui.tutor import described, human_decisions
from tabletop.ui.wake import post_wake

Costly = list[tuple[Decision, Verdict]]


class ReviewJob:
    """The review of one finished game: thought out once on a worker, read by the page."""

    def __init__(self, session: Any) -> None:
        self.session = session
        self._stop = threading.Event()
        self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-review")
        self._job: Future[Costly] = self._pool.submit(review, session.game, human_decisions(session), 3,
                                                      session.match.seed, stop=self._stop.is_set)
        self._job.add_done_callback(post_wake)
        self._pool.shutdown(wait=False)  # the one job runs on; the thread ends with it
        self._lines: tuple[Words, list[str]] | None = None

    def thinking(self) -> bool:
        """True until the review is worked out."""
        return not self._job.done()

    def wait(self, timeout: float | None = None) -> None:
        """Block until the review is ready (for tests)."""
        try:
            self._job.result(timeout)
        except Exception:  # a failed review shows no lines
            pass

    def lines(self, words: Words) -> list[str] | None:
        """The review's lines in words (None while it is worked out; [] when no move gave much away)."""
        if self.thinking():
            return None
        if self._lines is None or self._lines[0] != words:
            costly = [] if self._job.cancelled() or self._job.exception() else self._job.result()
            self._lines = (words, [self.line(words, decision, verdict) for decision, verdict in costly])
        return self._lines[1]

    def line(self, words: Words, decision: Decision, verdict: Verdict) -> str:
        """«Ход 12. Аня: <the move>. Лучше: <the better move>»."""
        session, state = self.session, decision.state
        step_lines = _step_lines(session)
        player = session.player_of(decision.seat)
        who = player.name if player is not None else words.tr_or(f"{session.entry.name}.seat.{decision.seat}",
                                                                 decision.seat)
        turn = facts.turns_played(session)(state) + 1
        return words.tr("tutor.review_line", turn=turn, player=who,
                        move=described(words, session.game, step_lines, state, decision.move, brief=True),
                        better=described(words, session.game, step_lines, state, verdict.best[0], brief=True))

    def close(self) -> None:
        """Drop the review (the page is left): the worker stops before the next move it would judge."""
        self._stop.set()
        self._job.cancel()


def _step_lines(session: Any) -> Any:
    """The game's log lines for a step (its table's `step_lines`), or the bare notation."""
    table = registry.load_object(session.entry.table_scene) if session.entry.table_scene else None
    return getattr(table, "step_lines", None) or (lambda words, step: [step.notation()])


def draw_review(words: Words, surface: pygame.Surface, rect: pygame.Rect, lines: list[str] | None) -> None:
    """The review panel: its title, then «working out…», the lines, or that no move gave much away.

    Only whole entries are drawn; those that do not fit are counted on a last line."""
    paper_panel(surface, rect, "paper_light")
    text(surface, words.tr("tutor.review"), (rect.left + 18, rect.top + 8), 18, True)
    size = 14 if rect.height < 160 else 15
    body = [words.tr("tutor.review_thinking")] if lines is None else (lines or [words.tr("tutor.review_none")])
    wrapped = [wrap_text(said, font(size), rect.width - 36) for said in body]
    y, bottom, ink = rect.top + 34, rect.bottom - 6, "grey" if lines is None else "ink"
    for index, rows in enumerate(wrapped):
        left = len(wrapped) - index - 1
        room_needed = len(rows) * (size + 5) + (size + 9 if left else 0)  # and the count line after it
        if y + room_needed > bottom and index > 0:
            text(surface, words.count("tutor.review_more", left + 1), (rect.left + 18, y), size, False, "grey")
            return
        for line in rows:
            if y + size > bottom:
                return
            text(surface, line, (rect.left + 18, y), size, False, ink)
            y += size + 5
        y += 4

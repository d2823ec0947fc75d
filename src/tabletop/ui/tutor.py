"""The tutor at the table: a person's move is judged on a worker before it is played; a much worse one is questioned.

When the session's tutor is on and a person makes a move, the table hands it here instead of
playing it (`TableTutor.takes`). The move is judged (`tabletop.ai.tutor.judge`) on a worker thread
while the table says «thinking»; a move that gives away much is shown against the better one (an
arrow in the hint colour on the board, words in a dialog with «Play it anyway» and «Think again»);
any other move is played at once.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

import pygame

from tabletop.ai.tutor import Decision, Verdict, judge
from tabletop.engine.match import Step
from tabletop.i18n import Words
from tabletop.ui.fonts import font
from tabletop.ui.hint import HINT_COLOUR, HINT_LIGHT
from tabletop.ui.table.guide import Marks
from tabletop.ui.theme import colour
from tabletop.ui.wake import post_wake


class TableTutor:
    """One table's tutor: at most one move being judged, and at most one verdict on screen."""

    def __init__(self, on: bool, seed: int) -> None:
        self.on = on
        self.seed = seed
        self._pool: ThreadPoolExecutor | None = None
        self._job: Future[Verdict | None] | None = None
        self._move: Any = None
        self._state: Any = None
        self.verdict: Verdict | None = None  # the verdict being shown (a much worse move)

    def busy(self) -> bool:
        """True while a move is being judged or its verdict is on screen (the board takes no moves)."""
        return self._job is not None or self.verdict is not None

    def thinking(self) -> bool:
        """True while a move is being judged."""
        return self._job is not None

    def takes(self, scene: Any, move: Any) -> bool:
        """Take a person's move to judge it (True), or leave it to be played now (False: the tutor is off)."""
        if not self.on:
            return False
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-tutor")
        self._move, self._state = move, scene.state
        self._job = self._pool.submit(judge, scene.game, scene.state, move, self.seed + len(scene.match.steps))
        self._job.add_done_callback(post_wake)
        return True

    def follow(self, scene: Any) -> None:
        """A finished judgement: play a fair move, or question a much worse one (UI thread). A question closed
        without an answer (Esc, the window's cross) means «think again»."""
        if self.verdict is not None and not scene.app.dialogs.active:
            self.verdict = None
        job = self._job
        if job is None or not job.done():
            return
        self._job = None
        verdict = None if job.cancelled() or job.exception() else job.result()
        if scene.state is not self._state:
            return
        if verdict is None or not verdict.much_worse:
            scene.play_judged(self._move)
            return
        self.verdict = verdict
        words = scene.words
        scene.app.dialogs.open(words.tr("tutor.title"), self.words(scene, verdict),
                               [(words.tr("tutor.play_anyway"), lambda: self._anyway(scene)),
                                (words.tr("tutor.think_again"), self.think_again)],
                               avoid=marks_box(scene, self.marks(scene)))

    def words(self, scene: Any, verdict: Verdict) -> str:
        """The dialog's words: the move, and the better one."""
        return scene.words.tr("tutor.text", move=move_words(scene, self._state, verdict.chosen[0]),
                              better=move_words(scene, self._state, verdict.best[0]))

    def _anyway(self, scene: Any) -> None:
        self.verdict = None
        if scene.state is self._state:
            scene.play_judged(self._move)

    def think_again(self) -> None:
        """Drop the questioned move: the person chooses again."""
        self.verdict = None

    def marks(self, scene: Any) -> Marks | None:
        """The better move drawn over the board while its verdict is shown, else None."""
        if self.verdict is None or scene.state is not self._state:
            return None
        return move_marks(scene, self._state, self.verdict.best[0])

    def close(self) -> None:
        """Stop the worker (the table is left)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        self._job = None
        self.verdict = None

    def wait(self, timeout: float | None = None) -> None:
        """Block until the judgement in progress is done (for tests)."""
        if self._job is not None:
            try:
                self._job.result(timeout)
            except Exception:  # a failed judgement lets the move through
                pass


def move_words(scene: Any, state: Any, move: Any) -> str:
    """A move in the words of the table's log (as if played from `state`)."""
    return described(scene.words, scene.game, scene.step_lines, state, move)


def described(words: Words, game: Any, step_lines: Callable[[Words, Any], list[str]], state: Any, move: Any,
              brief: bool = False) -> str:
    """A move in the words of a game's log (`step_lines` of its describe module), as if played from `state`;
    `brief`: its first line only (the move, not what it caused)."""
    try:
        transition = game.apply(state, move)
    except Exception:  # a move that cannot be described: its notation
        return str(move.to_notation())
    lines = step_lines(words, Step(game.current_seat(state), move, tuple(transition.events)))
    return ("; ".join(lines[:1] if brief else lines)) or str(move.to_notation())


def move_marks(scene: Any, state: Any, move: Any) -> Marks:
    """An arrow (or a ring) in the hint colour for a move: from where a piece stands to where it goes."""
    frm, to = getattr(move, "frm", None), getattr(move, "to", None)
    if frm is None or to is None:
        try:
            events = scene.game.apply(state, move).events
        except Exception:  # nothing to draw for a move that cannot be applied
            events = ()
        moved = next((e for e in events if getattr(e, "frm", None) and getattr(e, "to", None)), None)
        frm, to = (moved.frm, moved.to) if moved is not None else (getattr(move, "at", None), None)
    if frm is not None and to is not None and frm != to:
        return Marks(circles=(to,), arrows=((frm, to),), fill=HINT_COLOUR)
    return Marks(circles=(frm,) if frm else (), fill=HINT_COLOUR)


def human_decisions(session: Any) -> list[Decision]:
    """Every move a person made in a session's match (rolls and computer seats left out)."""
    match, seats = session.match, session.seats
    return [Decision(index, match.states[index], step.seat, step.action) for index, step in enumerate(match.steps)
            if not step.is_roll and step.seat is not None
            and getattr(seats.get(step.seat), "kind", "human") == "human"]


def draw_note(surface: pygame.Surface, words: str, rect: pygame.Rect) -> None:
    """A slip in the hint colours at the top of a rectangle (the tutor's «thinking…»)."""
    size = max(16, rect.height // 30)
    label = font(size, True).render(words, True, colour("ink"))
    slip = label.get_rect().inflate(28, 14)
    slip.midtop = (rect.centerx, rect.top + 12)
    pygame.draw.rect(surface, pygame.Color(HINT_LIGHT), slip)
    pygame.draw.rect(surface, pygame.Color(HINT_COLOUR), slip, 3)
    surface.blit(label, label.get_rect(center=slip.center))


def marks_box(scene: Any, marks: Marks | None) -> pygame.Rect | None:
    """The screen rectangle round a set of marks (what the tutor's question must not hide), None for none."""
    names = [*(marks.circles if marks else ()), *(name for pair in (marks.arrows if marks else ()) for name in pair)]
    spots = [spot for name in names if (spot := scene.spot_at(name)) is not None]
    if not spots:
        return None
    boxes = [pygame.Rect(round(x - r), round(y - r), round(2 * r), round(2 * r)) for x, y, r in spots]
    return boxes[0].unionall(boxes[1:]).inflate(16, 16)

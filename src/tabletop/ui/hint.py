"""A hint for the person to act: the `normal` computer level's move, thought out on a worker thread."""

from __future__ import annotations

from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any

from tabletop.ui.wake import post_wake

HINT_LEVEL = "normal"
HINT_COLOUR = "#cc33b8"  # magenta: a colour no side and no highlight of either table uses
HINT_LIGHT = "#f7c6ee"
OFF, THINKING, READY, ROLL, END = "off", "thinking", "ready", "roll", "end"


class Hinter:
    """One table's hint: shown for one position, hidden when the position changes or H is pressed again."""

    def __init__(self, seed: int, level: str | None = None) -> None:
        self.level = level or HINT_LEVEL
        self.seed = seed
        self._agent: Any = None
        self._pool: ThreadPoolExecutor | None = None
        self._state: Any = None
        self._tag: Any = None
        self._mode = OFF
        self._job: Future[Any] | None = None
        self._move: Any = None

    @property
    def shown(self) -> bool:
        """True while a hint (or its «thinking…») is on screen."""
        return self._mode != OFF

    def show(self, game: Any, state: Any, due: str | None = None, tag: Any = None) -> None:
        """Show the hint for this position (and table phase `tag`): `due` ("roll"/"end") is said at once."""
        self._state, self._tag = state, tag
        if due in (ROLL, END):
            self._mode, self._job = due, None
            return
        self._mode = THINKING
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-hint")
        self._job = self._pool.submit(self._choose, game, state)
        self._job.add_done_callback(post_wake)

    def hide(self) -> None:
        """Take the hint off the screen (a thought still running is dropped)."""
        if self._job is not None:
            self._job.cancel()
        self._mode, self._job, self._state, self._tag = OFF, None, None, None

    def follow(self, state: Any, tag: Any = None) -> None:
        """Hide the hint once the position (or the table's phase) it was for has changed."""
        if self.shown and (state is not self._state or tag != self._tag):
            self.hide()

    def status(self, state: Any, tag: Any = None) -> tuple[str, Any]:
        """(mode, move) for this position: off, thinking, ready (with the move), roll or end."""
        self.follow(state, tag)
        if self._mode == THINKING and self._job is not None and self._job.done():
            move = None if self._job.cancelled() or self._job.exception() else self._job.result()
            self._mode = READY if move is not None else OFF
            self._job = None
            self._move = move
        return self._mode, (self._move if self._mode == READY else None)

    def thinking(self) -> bool:
        """True while a hint is being thought out (its «thinking…» is on screen)."""
        return self._mode == THINKING

    def wait(self, timeout: float | None = None) -> None:
        """Block until the thought in progress is done (for tests and headless renders)."""
        if self._job is not None:
            try:
                self._job.result(timeout)
            except Exception:  # a failed thought just shows no hint
                pass

    def close(self) -> None:
        """Stop the worker thread (the scene is left)."""
        self.hide()
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None

    def _choose(self, game: Any, state: Any) -> Any:
        if self._agent is None:
            from tabletop.ai.agents import make_agent

            self._agent = make_agent(self.level, self.seed)
        return self._agent.choose(game, state)

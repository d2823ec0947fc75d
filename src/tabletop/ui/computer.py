"""Computer players at the table: the seat's agent thinks on a worker thread, the table polls for its move."""

from __future__ import annotations

import time
from concurrent.futures import Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_for
from typing import Any

from tabletop.ui.wake import post_wake

THINK_PAUSE = 0.5  # seconds before the computer rolls or moves, so people can follow


class ComputerSeats:
    """The agents of the seats held by AI players, and the move being thought about."""

    def __init__(self, seats: dict[str, Any], seed: int) -> None:
        self.agents: dict[str, Any] = {}
        for index, (seat, player) in enumerate(sorted(seats.items())):
            if getattr(player, "kind", "human") == "ai":
                self.agents[seat] = _make_agent(player.level or "easy", seed + index)
        self._pool: ThreadPoolExecutor | None = None
        self._job: tuple[Any, Future[Any]] | None = None
        self.started = 0.0

    def thinking_for(self, state: Any) -> float | None:
        """Seconds the computer has been thinking about exactly this position, None when it is not."""
        if self._job is None or self._job[0] is not state or self._job[1].done():
            return None
        return time.monotonic() - self.started

    def plays(self, seat: str | None) -> bool:
        """True when a computer holds this seat."""
        return seat in self.agents

    def think(self, game: Any, state: Any, seat: str | None) -> None:
        """Start choosing a move for the seat (once per position; none when the game is over)."""
        if seat is None or (self._job is not None and self._job[0] is state):
            return
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="tabletop-ai")
        job = self._pool.submit(self.agents[seat].choose, game, state)
        job.add_done_callback(post_wake)
        self._job = (state, job)
        self.started = time.monotonic()

    def ready(self, state: Any) -> Any | None:
        """The chosen move once thought out for exactly this position, else None."""
        if self._job is None or self._job[0] is not state or not self._job[1].done():
            return None
        move = self._job[1].result()
        self._job = None
        return move

    def wait(self, timeout: float | None = None) -> None:
        """Block until the move being thought about is chosen (for tests and headless runs)."""
        if self._job is not None:
            wait_for([self._job[1]], timeout)

    def close(self) -> None:
        """Stop the worker thread (the scene is left)."""
        if self._pool is not None:
            self._pool.shutdown(wait=False, cancel_futures=True)
            self._pool = None
        self._job = None


def _make_agent(level: str, seed: int) -> Any:
    """The shared AI's agent for a level (imported only when a computer plays)."""
    from tabletop.ai.agents import make_agent

    return make_agent(level, seed)

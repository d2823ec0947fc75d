"""Run one question about many positions on several threads sharing one game, at the same moments."""

from __future__ import annotations

import sys
import threading
from collections.abc import Callable, Sequence
from contextlib import contextmanager
from typing import Any

THREADS = 4
ROUNDS = 3


@contextmanager
def fast_switching():
    """Threads switch as often as the interpreter allows, so that races show."""
    before = sys.getswitchinterval()
    sys.setswitchinterval(1e-6)
    try:
        yield
    finally:
        sys.setswitchinterval(before)


def wrong_answers_in_threads(shared: Any, positions: Sequence[Any], expected: Sequence[Any],
                             answer: Callable[[Any, Any], Any]) -> list[tuple[int, int]]:
    """(thread, position) for every answer that differs from the expected one, when THREADS threads ask
    `answer(shared, position)` of every position, all about the same position at the same moment."""
    wrong: list[tuple[int, int]] = []
    errors: list[BaseException] = []
    together = threading.Barrier(THREADS)

    def work(number: int) -> None:
        try:
            for _ in range(ROUNDS):
                for i, state in enumerate(positions):
                    together.wait()
                    if answer(shared, state) != expected[i]:
                        wrong.append((number, i))
        except BaseException as error:  # a crash in a thread must fail the test, not vanish
            errors.append(error)
            together.abort()

    with fast_switching():
        workers = [threading.Thread(target=work, args=(n,)) for n in range(THREADS)]
        for worker in workers:
            worker.start()
        for worker in workers:
            worker.join()
    if errors:
        raise errors[0]
    return wrong

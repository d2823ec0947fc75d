"""Thinking budgets: wall-clock seconds, a fixed amount of work (iterations or nodes), or both.

A fixed work budget makes an agent's choice a pure function of (seed, position), so
simulations are reproducible; a time budget keeps the window responsive on any machine.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

LEVEL_SECONDS = {"random": 0.0, "easy": 0.2, "normal": 1.0, "hard": 3.0}


@dataclass(frozen=True, slots=True)
class Budget:
    """How long an agent may think: stop at whichever limit comes first (None = no limit)."""

    seconds: float | None = None
    work: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is None and self.work is None:
            raise ValueError("a budget needs seconds, work, or both")

    @property
    def deterministic(self) -> bool:
        """True when only the amount of work limits the search (reproducible results)."""
        return self.seconds is None

    def start(self) -> Meter:
        """A meter that counts work against this budget from now."""
        return Meter(self)


class Meter:
    """Counts units of work and says when the budget is spent."""

    __slots__ = ("budget", "deadline", "done")

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.done = 0
        self.deadline = None if budget.seconds is None else time.perf_counter() + budget.seconds

    def tick(self, units: int = 1) -> None:
        """Record work done."""
        self.done += units

    def spent(self) -> bool:
        """True once the work limit is reached or the deadline has passed."""
        if self.budget.work is not None and self.done >= self.budget.work:
            return True
        return self.deadline is not None and time.perf_counter() >= self.deadline


def level_budget(seconds: float, work: int, movetime: float | None, fixed: bool) -> Budget:
    """The budget of a level: `movetime` → wall clock only; `fixed` → work only; else both."""
    if movetime is not None:
        return Budget(seconds=movetime)
    if fixed:
        return Budget(work=work)
    return Budget(seconds=seconds, work=work)

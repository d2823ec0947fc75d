"""Move-log lines kept in step with a match's history: appended as steps come, rebuilt after an undo."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tabletop.ui.widgets import MoveLog


class StepLog:
    """Turns a match's steps into log lines once each, and shows the newest `window` of them."""

    def __init__(self, describe: Callable[[Any], list[str]], window: int) -> None:
        self.describe = describe
        self.window = window
        self.lines: list[str] = []
        self.logged = 0

    def reset(self) -> None:
        """Rebuild every line on the next sync (the language changed)."""
        self.logged = 0

    def sync(self, steps: Sequence[Any], log: MoveLog) -> None:
        """Bring the lines up to the steps and hand the visible window to the log widget."""
        if len(steps) < self.logged or self.logged == 0:
            self.lines = [line for step in steps for line in self.describe(step)]
        else:
            self.lines.extend(line for step in steps[self.logged :] for line in self.describe(step))
        if self.logged != len(steps) or not log.lines:
            log.set_lines(self.lines[-self.window :])
        self.logged = len(steps)

"""Move-log lines kept in step with a match's history: appended as steps come, rebuilt after an undo."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from tabletop.i18n import Words
from tabletop.ui.widgets import MoveLog


class StepLog:
    """Turns a match's steps into log lines once each, and shows the newest `window` of them."""

    def __init__(self, describe: Callable[[Words, Any], list[str]], window: int) -> None:
        self.describe = describe
        self.words: Words | None = None  # the words the lines are in
        self.window = window
        self.lines: list[str] = []
        self.logged = 0

    def reset(self) -> None:
        """Rebuild every line on the next sync (the language changed)."""
        self.logged = 0

    def sync(self, words: Words, steps: Sequence[Any], log: MoveLog) -> None:
        """Bring the lines (in `words`) up to the steps and hand the visible window to the log widget."""
        if len(steps) < self.logged or self.logged == 0 or words != self.words:
            self.words = words
            self.lines = [line for step in steps for line in self.describe(words, step)]
        else:
            self.lines.extend(line for step in steps[self.logged :] for line in self.describe(words, step))
        if self.logged != len(steps) or not log.lines:
            log.set_lines(self.lines[-self.window :])
        self.logged = len(steps)

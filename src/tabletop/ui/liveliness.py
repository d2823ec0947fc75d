"""Time-driven bits a table shows besides its animations: pulsing highlights and «the computer is thinking».

A table at rest must let the app's loop sleep (see `Scene.wake_in`), so highlights pulse only
for PULSE_S after the last input and then hold still, and the thinking indicator is redrawn
THINK_FRAME apart, not at the full frame rate.
"""

from __future__ import annotations

from tabletop.i18n import Words

PULSE_S = 4.0  # highlights pulse this long after the last input
THINK_SHOWN_AFTER = 1.0  # a thought shorter than this shows no indicator
THINK_FRAME = 0.25  # seconds between frames of the thinking indicator


class Pulse:
    """The clock of pulsing highlights: it runs for PULSE_S after `poke()`, then stands still."""

    def __init__(self) -> None:
        self.clock = 0.0
        self.left = PULSE_S

    @property
    def running(self) -> bool:
        """True while the highlights still pulse."""
        return self.left > 0

    def poke(self) -> None:
        """Input arrived: pulse again for PULSE_S."""
        self.left = PULSE_S

    def update(self, dt: float) -> None:
        """Advance the clock while it runs."""
        step = min(dt, self.left)
        self.clock += step
        self.left -= step


def soonest(*times: float | None) -> float | None:
    """The earliest of some wake-up times (None meaning never), or None when none is set."""
    due = [when for when in times if when is not None]
    return min(due) if due else None


def thinking_words(words: Words, seconds: float | None) -> str | None:
    """«The computer has been thinking for 12 s...» (the dots cycle) once a thought has run over a second, else None."""
    if seconds is None or seconds < THINK_SHOWN_AFTER:
        return None
    dots = "." * (1 + int(seconds / THINK_FRAME) % 3)
    return words.tr("idle.thinking", dots=dots, seconds=int(seconds))

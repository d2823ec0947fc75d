"""What a game's table sees as its app inside a lesson: the real app, with a narrower window (the
lesson's page takes the right side) and the game's ending left to the lesson instead of the results page."""

from __future__ import annotations

from typing import Any


class LessonHost:
    """The app as the lesson's table sees it: the same app, except its size and what happens at the end."""

    def __init__(self, app: Any, size: tuple[int, int], on_end: Any, on_note: Any) -> None:
        self._app = app
        self.size = size
        self._on_end = on_end
        self._on_note = on_note

    def __getattr__(self, name: str) -> Any:
        return getattr(self._app, name)

    def open_results(self, session: Any, outcome: Any) -> None:
        """The lesson's game ended (a headquarters bombed, the last plane down): the lesson says so,
        not a results page."""
        self._on_end(outcome)

    def notify(self, text: str) -> None:
        """The table's notes (its refusals) are said on the lesson's page, not in a toast over the board."""
        self._on_note(text)

    def confirm_leave_game(self) -> None:
        """Esc at a lesson's table goes back to the lesson list (a lesson is never saved)."""
        self._on_end(None)


class LessonSessionMixin:
    """A lesson's match is never autosaved, so it never shows up under Continue or Load."""

    def autosave(self) -> bool:
        """Nothing is written for a lesson."""
        return True

    def clear_autosave(self) -> None:
        """There is no autosave to clear."""

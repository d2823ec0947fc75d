"""The lesson hook: a guide watches a table, marks the board, reviews moves, fixes rolls.

A lesson (or any coach) sets `scene.guide = MyGuide()` on a table scene — or subclasses the
table and overrides the scene methods of the same names (`review_move`, `fixed_roll`,
`board_marks`, `animation_finished`), which by default ask the guide. Every method is optional
in effect: `Guide` itself accepts everything and marks nothing.

- `marks(scene) -> Marks`: circles, squares and arrows to light over the board, by the game's own
  spot names (Armageddon circles such as "K1r", Air War points such as "h5"); the table places
  them through its geometry (`scene.spot_at(name) -> (x, y, radius)` in screen pixels).
- `review(scene, move) -> str | None`: every move a person makes (a click, a key, a button), before
  it is applied; return words to refuse it (shown like a rules refusal), None to let it through.
  Computer seats and forced passes are not reviewed.
- `roll(scene) -> int | None`: the value of the next die roll (Armageddon), None for the match's own.
- `take_roll(scene) -> bool`: a person asked the table to roll (Space or its Roll button); return True
  when the guide rolls itself instead (a lesson records the learner's roll in its own run).
- `hint(scene) -> str`: words in the place of the table's own hint (a lesson waiting for its Pass button),
  "" for the table's own.
- `undo_barred(scene) -> str`: words when a person may not take a move back here (a lesson, whose own run
  would no longer match the table), "" when the table's undo works as usual.
- `closed(scene) -> str`: words for a table the guide has closed (a solved lesson): no button, key or
  click plays on, and the words stand in the hint's place; "" while the table is open.
- `animation_done(scene)`: an animation (or a roll of the die) has finished, or was skipped.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

import pygame

from tabletop.ui.theme import colour


@dataclass(frozen=True, slots=True)
class Marks:
    """What a guide lights over the board, by spot name."""

    circles: tuple[str, ...] = ()
    squares: tuple[str, ...] = ()
    arrows: tuple[tuple[str, str], ...] = ()
    fill: str = "orange"  # a palette colour's name, or "#rrggbb"


class Guide:
    """The neutral guide: no marks, every move accepted, the match's own rolls."""

    def marks(self, scene: Any) -> Marks:
        """The marks to draw now."""
        return Marks()

    def review(self, scene: Any, move: Any) -> str | None:
        """None to accept a person's move; words to refuse it."""
        return None

    def roll(self, scene: Any) -> int | None:
        """The next die roll, or None."""
        return None

    def hint(self, scene: Any) -> str:
        """Words instead of the table's hint, "" for its own."""
        return ""

    def undo_barred(self, scene: Any) -> str:
        """Words when taking a move back is not for this table, "" when it is."""
        return ""

    def closed(self, scene: Any) -> str:
        """Words when nothing more is to be played at the table, "" while it is open."""
        return ""

    def take_roll(self, scene: Any) -> bool:
        """True when the guide makes a person's roll itself (the table then rolls nothing)."""
        return False

    def animation_done(self, scene: Any) -> None:
        """An animation finished."""


def draw_marks(surface: pygame.Surface, marks: Marks, spot_at: Any) -> None:
    """Draw a guide's marks; `spot_at(name)` gives a spot's screen (x, y, radius), None when unknown."""
    ink = colour("ink")
    fill = pygame.Color(marks.fill) if marks.fill.startswith("#") else colour(marks.fill)
    width = 4
    for name in marks.circles:
        spot = spot_at(name)
        if spot is not None:
            x, y, r = spot
            pygame.draw.circle(surface, ink, (round(x), round(y)), round(r) + 7, width + 2)
            pygame.draw.circle(surface, fill, (round(x), round(y)), round(r) + 6, width)
    for name in marks.squares:
        spot = spot_at(name)
        if spot is not None:
            x, y, r = spot
            box = pygame.Rect(0, 0, 2 * round(r) + 12, 2 * round(r) + 12)
            box.center = (round(x), round(y))
            pygame.draw.rect(surface, ink, box.inflate(2, 2), width + 2)
            pygame.draw.rect(surface, fill, box, width)
    for frm, to in marks.arrows:
        a, b = spot_at(frm), spot_at(to)
        if a is not None and b is not None:
            _arrow(surface, a, b, ink, fill)


def _arrow(surface: pygame.Surface, a: tuple[float, float, float], b: tuple[float, float, float],
           ink: pygame.Color, fill: pygame.Color) -> None:
    """A thick arrow from spot a to spot b, stopping at their edges."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy) or 1.0
    ux, uy = dx / length, dy / length
    start = (a[0] + ux * a[2], a[1] + uy * a[2])
    tip = (b[0] - ux * b[2], b[1] - uy * b[2])
    head = 16.0
    base = (tip[0] - ux * head, tip[1] - uy * head)
    wing = (-uy * head * 0.6, ux * head * 0.6)
    triangle = [tip, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])]
    pygame.draw.line(surface, ink, start, base, 9)
    pygame.draw.line(surface, fill, start, base, 5)
    pygame.draw.polygon(surface, fill, triangle)
    pygame.draw.polygon(surface, ink, triangle, 2)

"""Generic animation primitives: what to draw over a board at one moment, sound cues, interpolation.

A game's timeline is pure data with `duration`, `sample(t) -> Overlay` and `cues_between(t0, t1)`;
the base table plays it (`tabletop.ui.table.scene`).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

Point = tuple[float, float]


@dataclass(frozen=True, slots=True)
class Effect:
    """A flash over the board at one moment: its kind (the game's: `burst`, `beam`, `flak`...), where it is,
    how far it has run (0..1) and what it points at (a beam's target, else "")."""

    kind: str
    at: Point
    progress: float
    target: str = ""

    @property
    def pos(self) -> Point:
        """Where it is (the same as `at`)."""
        return self.at


@dataclass(frozen=True, slots=True)
class Overlay:
    """What to draw over the final position at one moment: circles/points to hide, sprites and effects."""

    hidden: frozenset[str] = frozenset()
    sprites: tuple[Any, ...] = ()
    effects: tuple[Any, ...] = ()


def cues_between(cues: Sequence[tuple[float, str]], t0: float, t1: float) -> list[str]:
    """Sound names whose cue time falls in [t0, t1)."""
    return [name for when, name in cues if t0 <= when < t1]


def lerp(a: Point, b: Point, t: float) -> Point:
    """The point a fraction t of the way from a to b."""
    return a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t


def along(points: list[Point], t: float) -> Point:
    """The point a fraction t (0..1) of the way along a polyline, by equal steps per segment."""
    if len(points) == 1:
        return points[0]
    t = min(1.0, max(0.0, t)) * (len(points) - 1)
    index = min(int(t), len(points) - 2)
    return lerp(points[index], points[index + 1], t - index)

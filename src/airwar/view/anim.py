"""The animation of one ply: the plane turns, then flies point by point; shots, attacks and bombs flash.

A timeline is pure data: `sample(t)` says where the flying plane is (position and angle),
which planes of the final position to hide meanwhile, which planes still stand before
they are destroyed, and which effects to draw.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from airwar.view.geometry import HEADING_DEGREES
from tabletop.ui.table.timeline import Effect, Overlay, Point, along, cues_between, lerp

BASE_STEP = 0.22  # seconds per point flown at speed 1
TURN_TIME = 0.22  # seconds per quarter turn
TURN_FRAMES = {"U": (180.0,), "UF1": (180.0,), "F1": (90.0, 0.0)}  # turns as flown (others: the net turn)


@dataclass(frozen=True, slots=True)
class Sprite:
    """A plane drawn off the final position: in flight, or about to vanish."""

    kind: str
    side: str
    pos: Point  # board coordinates (column, row), fractional in flight
    degrees: float
    parked: bool = False
    scale: float = 1.0
    alpha: float = 1.0


@dataclass(frozen=True, slots=True)
class Timeline:
    """One animated ply: the mover's keyframes, the victims, the flashes and sound cues."""

    mover: Sprite | None = None
    frames: tuple[tuple[float, Point, float], ...] = ()  # (time, position, degrees)
    victims: tuple[tuple[Sprite, float], ...] = ()  # shown until their time
    flashes: tuple[tuple[str, Point, float, float], ...] = ()  # (kind, pos, start, length)
    hidden: frozenset[str] = frozenset()
    cues: tuple[tuple[float, str], ...] = ()
    fall_from: float | None = None  # the mover is shot down at this time
    duration: float = 0.0

    def sample(self, t: float) -> Overlay:
        """What to draw at time t (seconds since the start)."""
        if t >= self.duration or self.mover is None:
            return Overlay()
        sprites = [victim for victim, until in self.victims if t < until]
        mover = self._mover(t)
        if mover is not None:
            sprites.append(mover)
        effects = tuple(
            Effect(kind, pos, (t - start) / length)
            for kind, pos, start, length in self.flashes
            if start <= t < start + length
        )
        return Overlay(self.hidden, tuple(sprites), effects)

    def _mover(self, t: float) -> Sprite | None:
        frames = self.frames
        assert self.mover is not None
        if self.fall_from is not None and t >= self.fall_from:
            fade = min(1.0, (t - self.fall_from) / (self.duration - self.fall_from or 1))
            pos, degrees = frames[-1][1], frames[-1][2] + 200 * fade
            return Sprite(self.mover.kind, self.mover.side, pos, degrees, scale=1.0 - 0.6 * fade, alpha=1.0 - fade)
        for (t0, p0, d0), (t1, p1, d1) in itertools.pairwise(frames):
            if t0 <= t < t1:
                k = (t - t0) / (t1 - t0) if t1 > t0 else 1.0
                return Sprite(self.mover.kind, self.mover.side, lerp(p0, p1, k), d0 + (d1 - d0) * k, scale=1.12)
        return Sprite(self.mover.kind, self.mover.side, frames[-1][1], frames[-1][2], scale=1.12)

    def cues_between(self, t0: float, t1: float) -> list[str]:
        """Sound names whose cue time falls in [t0, t1)."""
        return cues_between(self.cues, t0, t1)


def coords(square: str) -> Point:
    """Board coordinates (column 0..14, row 1..21) of a point name."""
    return float("abcdefghijklmno".index(square[0])), float(square[1:])


def _turn_frames(op: str, start: float, end_heading: str, turn_time: float) -> list[tuple[float, float]]:
    """(time, degrees) keyframes of the turns before flying."""
    delta = (HEADING_DEGREES[end_heading] - start + 180) % 360 - 180
    offsets = TURN_FRAMES.get(op) or ((delta,) if delta else ())
    frames, t, previous = [], 0.0, 0.0
    for turn in offsets:
        t += turn_time * max(1.0, abs(turn - previous) / 90)
        frames.append((t, start + turn))
        previous = turn
    return frames


def build_timeline(before: Mapping[str, Any], move: Any, events: Sequence[Any], speed: float = 1.0) -> Timeline:
    """The animation of one operation from the position document before it and its events."""
    op = getattr(move, "op", None)
    if op is None:
        return Timeline()
    factor = 1.0 / min(4.0, max(0.25, speed))
    step, turn_time = BASE_STEP * factor, TURN_TIME * factor
    plane = next((p for p in before.get("planes", ()) if p["at"] == move.at), None)
    if plane is None:
        return Timeline()
    start_deg = HEADING_DEGREES[plane["heading"]]
    moved = next((e for e in events if e.kind == "moved"), None)
    turned = next((e for e in events if e.kind == "turned"), None)
    end_heading = moved.heading if moved else (turned.to_heading if turned else plane["heading"])
    here = coords(move.at)
    frames: list[tuple[float, Point, float]] = [(0.0, here, start_deg)]
    for when, deg in _turn_frames(op, start_deg, end_heading, turn_time):
        frames.append((when, here, deg))
    degrees, t = frames[-1][2], frames[-1][0]
    cues: list[tuple[float, str]] = []
    path = list(moved.path) if moved else []
    arrive: dict[str, float] = {}
    for square in path:
        t += step
        frames.append((t, coords(square), degrees))
        arrive[square] = t
        cues.append((t - 0.01, "step"))
    headings = {p["at"]: HEADING_DEGREES[p["heading"]] for p in before.get("planes", ())}
    return _finish(plane, move, events, frames, arrive, cues, step, headings)


def _finish(plane: Mapping[str, Any], move: Any, events: Sequence[Any], frames: list, arrive: dict,
            cues: list, step: float, headings: Mapping[str, float]) -> Timeline:
    """Add the victims, the flashes and the end of the timeline."""
    mover = Sprite(plane["kind"], plane["side"], coords(move.at), HEADING_DEGREES[plane["heading"]], plane["parked"])
    end = frames[-1][0]
    victims, flashes, fall_from = [], [], None
    hidden = {move.at}
    for event in events:
        if event.kind == "shot_down":
            fall_from = end
            flashes.append(("flak", coords(event.at), end, step * 4))
            cues.append((end, "explosion"))
            end += step * 4
        elif event.kind == "plane_destroyed":
            when = arrive.get(event.at, end)
            victims.append((Sprite(event.plane_kind, event.side, coords(event.at), headings.get(event.at, 0.0)), when))
            flashes.append(("burst", coords(event.at), when, step * 4))
            cues.append((when, "explosion"))
            end = max(end, when + step * 3)
        elif event.kind == "hq_bombed":
            when = arrive.get(event.at, end)
            flashes.append(("bomb", coords(event.at), when, step * 6))
            cues.append((when, "explosion"))
            end = max(end, when + step * 5)
    moved = next((e for e in events if e.kind == "moved"), None)
    if moved is not None and fall_from is None:
        hidden.add(moved.to)
    return Timeline(mover, tuple(frames), tuple(victims), tuple(flashes), frozenset(hidden), tuple(sorted(cues)),
                    fall_from, end + step * 0.5)


__all__ = ["Effect", "Overlay", "Sprite", "Timeline", "along", "build_timeline", "coords"]

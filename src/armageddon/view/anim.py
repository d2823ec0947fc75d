"""Animations of one step: the events `apply` returned turned into a timeline of sprites and effects.

A timeline is pure data: `sample(t)` says what to draw over the board at time t
(tokens in flight, tokens still standing where they are about to be removed,
laser beams, explosions) and which circles of the final position to hide meanwhile.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from tabletop.ui.table.timeline import Effect, Overlay, Point, along, cues_between

BASE_STEP = 0.2


@dataclass(frozen=True, slots=True)
class Sprite:
    """A token drawn off its circle: in flight, or about to vanish."""

    piece: str
    pos: Point
    mine: bool = False
    alpha: float = 1.0
    scale: float = 1.0


@dataclass(frozen=True, slots=True)
class Track:
    """One token's motion: waits at its first point (if `hold`), moves, then stays (if `persist`) or fades."""

    piece: str
    points: tuple[Point, ...]
    start: float
    duration: float
    hold: bool = False
    persist: bool = True
    fade: bool = False
    hop: float = 0.0
    mine_from: float | None = None

    def sprite(self, t: float, end: float) -> Sprite | None:
        """The sprite at time t, or None when this token is not drawn."""
        if t < self.start:
            return Sprite(self.piece, self.points[0], self._mine(t)) if self.hold else None
        progress = (t - self.start) / self.duration if self.duration > 0 else 1.0
        if progress >= 1.0:
            return Sprite(self.piece, self.points[-1], self._mine(t)) if self.persist and not self.fade else None
        x, y = along(list(self.points), progress)
        y -= self.hop * math.sin(math.pi * progress)
        if self.fade:
            return Sprite(self.piece, (x, y), self._mine(t), alpha=1.0 - progress, scale=1.0 + 0.6 * progress)
        return Sprite(self.piece, (x, y), self._mine(t), scale=1.15)

    def _mine(self, t: float) -> bool:
        return self.mine_from is not None and t >= self.mine_from


@dataclass(frozen=True, slots=True)
class Flash:
    """An effect shown from `start` for `duration` seconds."""

    kind: str
    at: Point
    start: float
    duration: float
    target: str = ""

    def effect(self, t: float) -> Effect | None:
        """The effect at time t, if it is showing."""
        if not self.start <= t < self.start + self.duration:
            return None
        return Effect(self.kind, self.at, (t - self.start) / self.duration, self.target)


@dataclass(frozen=True, slots=True)
class Timeline:
    """Every track, flash and sound cue of one animated step."""

    hidden: frozenset[str] = frozenset()
    tracks: tuple[Track, ...] = ()
    flashes: tuple[Flash, ...] = ()
    cues: tuple[tuple[float, str], ...] = ()
    duration: float = 0.0

    def sample(self, t: float) -> Overlay:
        """What to draw at time t (seconds since the start)."""
        if t >= self.duration:
            return Overlay()
        sprites = tuple(s for s in (track.sprite(t, self.duration) for track in self.tracks) if s)
        effects = tuple(e for e in (flash.effect(t) for flash in self.flashes) if e)
        return Overlay(self.hidden, sprites, effects)

    def cues_between(self, t0: float, t1: float) -> list[str]:
        """Sound names whose cue time falls in [t0, t1)."""
        return cues_between(self.cues, t0, t1)


@dataclass
class _Builder:
    """Collects tracks while walking the events of one step."""

    where: Mapping[str, Point]
    before: Mapping[str, str]
    after: Mapping[str, str]
    step: float
    extra: Mapping[str, Any]
    path: list[str] = field(default_factory=list)
    mover_end: float = 0.0
    cursor: float = 0.0
    tracks: list[Track] = field(default_factory=list)
    flashes: list[Flash] = field(default_factory=list)
    cues: list[tuple[float, str]] = field(default_factory=list)

    def arrival(self, node: str) -> float:
        """When the mover reaches a circle of its path (the end of the move if it never does)."""
        if node in self.path[1:]:
            return self.path.index(node, 1) * self.step
        return self.cursor

    def pos(self, node: str | None) -> Point:
        """Canvas position of a node (the canvas centre when unknown)."""
        return self.where.get(node or "", (800.0, 500.0))

    def moved(self, event: Any) -> None:
        """The mover flies along its path, one step per pip."""
        self.path = [event.frm, *event.path]
        piece = self.before.get(event.frm, "alien")
        duration = self.step * max(1, len(event.path))
        mine_from = 0.0 if piece == "officer" and self.before.get("__mine__") else None
        self.tracks.append(
            Track(
                piece,
                tuple(self.pos(n) for n in self.path),
                0.0,
                duration,
                persist=self.after.get(event.to) == piece,
                mine_from=mine_from,
            )
        )
        self.cues.extend((self.step * (i + 1) - 0.01, "step") for i in range(len(event.path)))
        self.mover_end = self.cursor = duration

    def displaced(self, event: Any) -> None:
        """The victim waits until the mover reaches it, then hops home (or fades out)."""
        start = self.arrival(event.at)
        piece = "alien" if event.victim == "alien" else event.victim
        points = (self.pos(event.at), self.pos(event.to)) if event.to else (self.pos(event.at),)
        persist = bool(event.to) and self.after.get(event.to) == piece
        self.tracks.append(
            Track(piece, points, start, self.step * 3, hold=True, persist=persist, fade=not event.to, hop=60.0)
        )
        self.cues.append((start, "displace"))

    def laser_shot(self, event: Any) -> None:
        """The beam fires and the token on the crossing burns away."""
        start = self.mover_end if event.at in self.path else self.cursor
        hold = self.before.get(event.at) == event.victim
        self.tracks.append(Track(event.victim, (self.pos(event.at),), start, self.step * 4, hold=hold, fade=True))
        self.flashes.append(Flash("beam", self.pos(event.at), start, self.step * 4))
        self.cues.append((start, "laser"))
        self.cursor = max(self.cursor, start + self.step * 4)

    def officer_intercepted(self, event: Any) -> None:
        """The officer is sent home to his circle D."""
        start = self.arrival(event.at)
        points = (self.pos(event.at), self.pos(self.extra.get("officer_start", "D")))
        self.tracks.append(Track("officer", points, start, self.step * 3, hold=True, hop=60.0))
        self.flashes.append(Flash("pulse", self.pos(event.at), start, self.step * 3))
        self.cues.append((start, "displace"))

    def mine_taken(self, event: Any) -> None:
        """The officer picks up a mine on his way past the depot."""
        when = self.arrival(event.at)
        self.tracks[:] = [replace(t, mine_from=when) if t.piece == "officer" and not t.hold else t for t in self.tracks]
        self.flashes.append(Flash("spark", self.pos(event.at), when, self.step * 2))
        self.cues.append((when, "click"))

    def compartment_exploded(self, event: Any) -> None:
        """A burst over the compartment; its tokens vanish; the officer flies home."""
        start = self.cursor
        box = self.extra.get("compartments", {}).get(event.compartment, {})
        centre = (box.get("x", 0) + box.get("w", 0) / 2, box.get("y", 0) + box.get("h", 0) / 2)
        length = self.step * 6
        self.flashes.append(Flash("burst", centre, start, length, event.compartment))
        for node, colour in event.tokens_lost:
            self.tracks.append(Track(colour, (self.pos(node),), start + length / 3, length / 2, hold=True, fade=True))
        self.cues.append((start, "explosion"))
        home = self.extra.get("officer_start", "D")
        attack = self.path[-1] if self.path else self.extra.get("attack_point", "A")
        self.tracks.append(
            Track(
                "officer",
                (self.pos(attack), self.pos(home)),
                start + length,
                self.step * 4,
                persist=self.after.get(home) == "officer",
            )
        )
        self.cursor = start + length + self.step * 4

    def landed(self, event: Any) -> None:
        """A ring pulses on the landing circle."""
        self.flashes.append(Flash("pulse", self.pos(event.at), self.mover_end, self.step * 4))
        self.cursor = max(self.cursor, self.mover_end + self.step * 2)


def build_timeline(
    board: Any, before: Mapping[str, Any], after: Mapping[str, Any], events: Sequence[Any], speed: float = 1.0
) -> Timeline:
    """The animation of one step from the position documents before and after it and its events."""
    step = BASE_STEP / min(4.0, max(0.25, speed))
    before_tokens = dict(before.get("tokens", {}))
    if before.get("officer_mine"):
        before_tokens["__mine__"] = "yes"
    after_tokens = dict(after.get("tokens", {}))
    where = {node.id: (node.x, node.y) for node in board.nodes}
    builder = _Builder(where, before_tokens, after_tokens, step, board.extra)
    for event in _mover_first(events):
        handler = getattr(builder, getattr(event, "kind", ""), None)
        if handler is not None:
            handler(event)
    if not builder.tracks and not builder.flashes:
        return Timeline()
    hidden = frozenset(n for n, piece in after_tokens.items() if before_tokens.get(n) != piece)
    ends = [t.start + t.duration for t in builder.tracks] + [f.start + f.duration for f in builder.flashes]
    return Timeline(
        hidden,
        tuple(builder.tracks),
        tuple(builder.flashes),
        tuple(sorted(builder.cues)),
        max([builder.cursor, *ends]) + step * 0.5,
    )


def _mover_first(events: Sequence[Any]) -> list[Any]:
    """The `moved` event first (the others are timed against its path), the rest in order."""
    moved = [e for e in events if getattr(e, "kind", "") == "moved"]
    return moved[:1] + [e for e in events if e not in moved[:1]]

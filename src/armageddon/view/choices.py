"""What a person is about to do at the Armageddon table: arrows that follow direction, warnings before a
sub-move that ends the turn with pips unused or loses one's own token (issue 16.7)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from armageddon.notation import SubMove
from armageddon.view import refusals
from tabletop.i18n import Words

Spot = Callable[[str], tuple[float, float, float] | None]
ARROWS = {"right": (1.0, 0.0), "left": (-1.0, 0.0), "up": (0.0, -1.0), "down": (0.0, 1.0)}


def toward(spot_at: Spot, origin: str | None, candidates: Sequence[str], direction: str) -> str | None:
    """The candidate circle that lies most nearly in `direction` (screen) from `origin`, nearer first (within 80°
    of it; else, within 100°, so a column of circles can be walked with either arrow); None when none does."""
    return _toward(spot_at, origin, candidates, direction, 80.0) or _toward(spot_at, origin, candidates, direction,
                                                                           100.0)


def _toward(spot_at: Spot, origin: str | None, candidates: Sequence[str], direction: str, limit: float
            ) -> str | None:
    start = spot_at(origin) if origin else None
    if start is None:
        return None
    dx, dy = ARROWS[direction]
    best, best_score = None, math.inf
    for name in candidates:
        spot = spot_at(name)
        if name == origin or spot is None:
            continue
        vx, vy = spot[0] - start[0], spot[1] - start[1]
        length = math.hypot(vx, vy) or 1.0
        cos = (vx * dx + vy * dy) / length
        if cos < math.cos(math.radians(limit)):
            continue
        score = length * (1.0 + 3.0 * (1.0 - cos))
        if score < best_score:
            best, best_score = name, score
    return best


def refused_click(scene: Any, node: str, token: str | None) -> str:
    """Why a click on `node` does nothing: a guide's words on the attempted sub-move (a lesson explains its
    mistakes), else the rules' refusal in words."""
    return attempt_words(scene, node) or refusals.why_not(
        scene.words, scene.game, scene.state, scene.doc(), scene.phase, scene.selected, node, token)


def attempt_words(scene: Any, node: str) -> str | None:
    """A guide's words (a lesson's explanation) on the sub-move a person tried from the pick to `node` that the
    table would refuse; None without a guide, a pick or a choice to make (the rules' refusal is said then)."""
    if scene.guide is None or scene.selected is None or scene.phase != "choose" or scene.placing():
        return None
    return scene.review_move(SubMove(scene.selected, node, tuple(scene.spared)))


def move_warning(words: Words, game: Any, state: Any, doc: Mapping[str, Any], move: Any) -> str:
    """Words of warning before a person's sub-move that throws pips away or loses an own token; "" when none."""
    try:
        events = game.apply(state, move).events
    except Exception:  # an illegal move is refused by the match itself
        return ""
    seat = doc.get("to_move")
    lost = [e for e in events if e.kind in ("laser_shot", "two_on_one_circle")]
    moved = next((e for e in events if e.kind == "moved"), None)
    left = int(doc.get("pips_left") or 0) - (len(moved.path) if moved is not None else 0)
    ended = any(e.kind == "turn_ended" and e.reason == "launch_table" for e in events)
    said = []
    if ended and left > 0:
        said.append(words.count("table.warn.pips", left))
    if lost:
        said.append(words.tr("table.warn.token", seat=words.tr(f"armageddon.seat.{seat}") if seat else ""))
    return " ".join(said)


def why_disabled(words: Words, name: str, phase: str) -> str:
    """Why a button of a person's turn is disabled: the die is rolled already, nothing to undo, pips left, no hint."""
    if (name == "end" and phase == "roll") or (name == "roll" and phase not in ("choose", "done")):
        return words.tr("table.why.roll_first" if name == "end" else "table.why.wait")
    keys = {"roll": "refuse.rolled", "undo": "refuse.no_undo", "end": "refuse.not_done", "hint": "suggest.none"}
    return words.tr(f"armageddon.{keys[name]}")

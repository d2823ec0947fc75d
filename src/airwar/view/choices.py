"""What a person may do at the Air War table: keys, lit planes and operations, refused clicks, the hint's words."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from typing import Any

import pygame

from airwar.notation import Handover, Operation, Place
from airwar.view import refusals
from airwar.view.draw import marker_point
from airwar.view.preview import Preview, paper_previews, previews
from tabletop.engine import IllegalMove
from tabletop.i18n import Words
from tabletop.ui.table.commands import ENTER, THROUGH, Binding, Command, Key, choice_keys, keys
from tabletop.ui.table.phase import Phase

MARKER_REACH = 0.42  # cells
UNDO: tuple[Binding, ...] = ((Key(pygame.K_z, ctrl=True), Command("undo", skip=THROUGH, computer=True)),
        (Key(pygame.K_BACKSPACE), Command("undo", skip=THROUGH)))
FLIGHT_KEYS: tuple[Binding, ...] = (
    *UNDO,
    *choice_keys(),
    *((Key(getattr(pygame, f"K_{n}")), Command("play_option", (n - 1,))) for n in range(1, 10)),
    (Key(pygame.K_p), Command("handover")),
)
PLACING_KEYS: tuple[Binding, ...] = (
    *UNDO,
    *((Key(code), Command("pick_defence", (facing,))) for code, facing in zip(
        (pygame.K_UP, pygame.K_RIGHT, pygame.K_DOWN, pygame.K_LEFT), "NESW", strict=True)),
    (Key(pygame.K_TAB), Command("pick_defence")),
    *keys(ENTER, Command("place_here")),
)


def board_order(square: str) -> tuple[int, int]:
    """Points ordered top row first (row 21), west to east."""
    return -int(square[1:]), ord(square[0])


def other_kind(kind: str) -> str:
    """The other kind of defence."""
    return "gun" if kind == "missile" else "missile"


def table_options(game: Any, state: Any, doc: Mapping[str, Any], legal: Sequence[Any], at: str | None
                  ) -> tuple[Preview, ...]:
    """The operations of the plane at `at` with what each would do (illegal ones too under paper rules)."""
    shown = previews(game, state, list(legal), at)
    plane = next((p for p in doc["planes"] if p["at"] == at), None)
    if not game.variant.paper_rules or plane is None or plane["side"] != doc.get("to_move"):
        return shown
    return paper_previews(game, state, plane, shown) if legal else shown


def movable_points(variant: Any, doc: Mapping[str, Any], legal: Sequence[Any],
                   options: Callable[[str], Sequence[Preview]]) -> list[str]:
    """Points of planes with a legal operation now (under paper rules: any operation), in board order."""
    points = {m.at for m in legal if isinstance(m, Operation)}
    if variant.paper_rules and points:
        points |= {p["at"] for p in doc["planes"] if p["side"] == doc.get("to_move") and options(p["at"])}
    return sorted(points, key=board_order)


def marker_at(grid: Any, options: Sequence[Preview], pos: tuple[int, int]) -> int | None:
    """The operation whose marker is under a screen position (the nearest within reach), else None."""
    best, best_d = None, MARKER_REACH * grid.cell
    for index, item in enumerate(options):
        x, y = marker_point(grid, item)
        d = math.hypot(x - pos[0], y - pos[1])
        if d < best_d or (d == best_d and best is None):
            best, best_d = index, d
    return best


def suggested_preview(game: Any, state: Any, legal: Sequence[Any], mode: str, move: Any) -> Preview | None:
    """What a suggested operation would do (its path, end point and name), when one is suggested."""
    if mode != "ready" or not isinstance(move, Operation):
        return None
    return next((p for p in previews(game, state, list(legal), move.at) if p.move == move), None)


def left_to_place(legal: Sequence[Any], doc: Mapping[str, Any]) -> dict[str, int]:
    """Defences the side to move still has to place, by kind."""
    kinds = {m.kind for m in legal if isinstance(m, Place)}
    placed = [d for d in doc.get("defences", ()) if d["side"] == doc.get("to_move")]
    counts = {"missile": 4, "gun": 8}
    return {k: counts[k] - sum(1 for d in placed if d["kind"] == k) if k in kinds else 0 for k in counts}


def last_flight(steps: Sequence[Any]) -> tuple[str, ...]:
    """The points of the last flight (start first), to show what just happened."""
    for step in reversed(steps[-1:]):
        moved = next((e for e in step.events if e.kind == "moved"), None)
        if moved is not None:
            return (moved.frm, *moved.path)
    return ()


def advice_words(words: Words, mode: str, move: Any) -> str:
    """The hint's words for the panel: thinking…, or the suggested operation, placement, hand-over or pass."""
    if mode == "off":
        return ""
    if mode != "ready":
        return words.tr(f"airwar.suggest.{mode}")
    if isinstance(move, Operation):
        return words.tr("airwar.suggest.op", at=move.at, op=move.op, name=words.tr(f"airwar.op.{move.op}"))
    if isinstance(move, Place):
        facing = words.tr(f"airwar.facing.{move.facing}") if move.facing else ""
        return words.tr(f"airwar.suggest.place_{move.kind}", at=move.at, facing=facing)
    return words.tr("airwar.suggest.handover" if isinstance(move, Handover) else "airwar.suggest.pass")


def guided_words(scene: Any, square: str | None, words: str | None) -> str | None:
    """A guide's words (a lesson's explanation) for a click on an own plane that cannot move, tried as the
    plane's first operation; else `words`, the rules' refusal."""
    plane = next((p for p in scene.doc().get("planes", ()) if p["at"] == square), None)
    if not words or scene.guide is None or plane is None or plane["side"] != scene.side() or square in scene.movable():
        return words
    ops = refusals.OPS_BY_KIND.get(plane["kind"], ())
    return (scene.review_move(Operation(str(square), ops[0])) if ops else None) or words


def attack_words(scene: Any, square: str | None) -> str | None:
    """A picked plane and a click on an enemy plane it cannot attack: the lesson's words for the operation that
    meets it, else the rules' refusal of that operation (a fighter met head-on, 3.9); None when no operation of
    the picked plane runs into that point."""
    if scene.selected is None or square is None:
        return None
    plane = next((p for p in scene.doc().get("planes", ()) if p["at"] == scene.selected), None)
    for op in refusals.OPS_BY_KIND.get(plane["kind"], ()) if plane is not None else ():
        move = Operation(scene.selected, op)
        if scene.game.fault_point(scene.state, move) != square:
            continue
        if scene.guide is not None:
            guided = scene.review_move(move)
            if guided:
                return str(guided)
        try:
            scene.game.apply(scene.state, move)
        except IllegalMove as error:
            return refusals.reason(scene.words, error)
    return None


def point_words(scene: Any, square: str | None) -> str | None:
    """Why a click on a point picks nothing (`point_refusal`), the lesson's words first for an own stuck plane."""
    over = scene.phase == Phase.OVER
    refused = point_refusal(scene.words, scene.game, scene.state, scene.doc(), scene.movable(), over, scene.selected,
                            square)
    return guided_words(scene, square, refused)


def point_refusal(words: Words, game: Any, state: Any, doc: Mapping[str, Any], movable: Sequence[str], over: bool,
                  selected: str | None, square: str | None) -> str | None:
    """Why a click on a point (not on a marker) picks nothing, in words; None when it picks or drops a plane."""
    plane = next((p for p in doc.get("planes", ()) if p["at"] == square), None)
    if over:
        return words.tr("airwar.refuse.over")
    if plane is None:
        return words.tr("airwar.refuse.not_there") if selected is not None and square is not None else None
    if plane["side"] != doc.get("to_move"):
        return refusals.enemy_plane(words, plane["side"], doc.get("to_move") or "south")
    if square in movable:
        return None
    assert square is not None, "a plane stands on the square"
    return refusals.stuck_plane(words, game, state, square, plane["kind"])

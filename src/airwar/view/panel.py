"""The side panel: whose turn (side, seat, player), the counters, losses, operations and the move log."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from airwar.variant import AirWarVariant
from airwar.view import pieces
from airwar.view.palette import blit_text, colour, fit_size
from airwar.view.preview import Preview
from tabletop.i18n import Words
from tabletop.ui.drawing import paper_panel, wrap_text
from tabletop.ui.fonts import font, readable
from tabletop.ui.table.panel import PanelParts, draw_advice, draw_chrome, panel_column
from tabletop.ui.widgets import MoveLog

PAD = 12
BUTTONS = ("undo", "handover", "hint")


@dataclass(frozen=True)
class PanelInfo:
    """What the panel shows."""

    side: str | None
    seat: str | None
    player: str
    ply: int
    max_plies: int
    quiet: int
    quiet_cap: int
    losses: Mapping[str, Mapping[str, int]]
    winner: str | None
    hint: str
    previews: tuple[Preview, ...] = ()
    focus: int | None = None
    placing: Mapping[str, int] | None = None  # defences left to place, by kind
    facing: str = "N"
    seat_label: str = ""
    advice: str = ""  # the hint's words (H): thinking…, or the suggested operation


def panel_layout(rect: pygame.Rect) -> PanelParts:
    """Split the panel into its parts, top to bottom."""
    k, x, w = panel_column(rect, PAD)
    pad = round(PAD * k)
    title = pygame.Rect(x, rect.y + pad, w, round(32 * k))
    turn = pygame.Rect(x, title.bottom + round(6 * k), w, round(106 * k))
    undo = pygame.Rect(x, turn.bottom + round(12 * k), round(w * 0.34), round(40 * k))
    handover = pygame.Rect(undo.right + round(8 * k), undo.y, w - undo.width - round(8 * k), undo.height)
    hint = pygame.Rect(x, undo.bottom + round(10 * k), undo.width, round(36 * k))
    advice = pygame.Rect(handover.x, hint.y, handover.width, hint.height)
    status = pygame.Rect(x, hint.bottom + round(12 * k), w, round(104 * k))
    ops = pygame.Rect(x, status.bottom + round(10 * k), w, round(168 * k))
    log = pygame.Rect(x, ops.bottom + round(10 * k), w, max(40, rect.bottom - ops.bottom - round(10 * k) - pad))
    return PanelParts(
        k, title=title, turn=turn, undo=undo, handover=handover, hint=hint, advice=advice, status=status,
        ops=ops, log=log,
    )


def panel_info(doc: Mapping[str, Any], seat: str | None, player: str, hint: str, **extra: Any) -> PanelInfo:
    """The panel's content from a position document and the table's state."""
    variant = doc.get("variant", {})
    zero = {"bomber": 0, "fighter": 0}
    return PanelInfo(
        side=doc.get("to_move"),
        seat=seat,
        player=player,
        ply=int(doc.get("ply", 0)),
        max_plies=int(variant.get("max_plies_draw", AirWarVariant.model_fields["max_plies_draw"].default)),
        quiet=int(doc.get("quiet_plies", 0)),
        quiet_cap=int(variant.get("quiet_plies_draw", AirWarVariant.model_fields["quiet_plies_draw"].default)),
        losses={s: dict(doc.get("losses", {}).get(s, zero)) for s in ("south", "north")},
        winner=doc.get("winner"),
        hint=hint,
        **extra,
    )


def draw_panel(words: Words, surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, log: MoveLog) -> PanelParts:
    """Draw the whole panel (the buttons are drawn by the caller on the returned layout)."""
    parts = panel_layout(rect)
    k = parts.k
    draw_chrome(surface, rect, parts.title, k, words.tr("airwar.panel.title"),
                words.tr("airwar.panel.ply", n=info.ply), blit_text)
    _turn_card(words, surface, parts.turn, info, k)
    draw_advice(surface, parts.advice, info.advice, k, _advice_line)
    _status(words, surface, parts.status, info, k)
    if info.placing is not None:
        _placing(words, surface, parts.ops, info, k)
    else:
        _operations(words, surface, parts.ops, info, k)
    log.draw(surface, parts.log)
    return parts


def _advice_line(surface: pygame.Surface, line: str, size: int, at: tuple[int, int], width: int) -> None:
    blit_text(surface, line, fit_size(line, size, width, True), at, bold=True, anchor="midleft")


def _turn_card(words: Words, surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, k: float) -> None:
    """The side and seat to move, the player's name and the hint, edged in the side's colour."""
    paper_panel(surface, rect, "paper_light", shadow=5)
    if info.winner:
        text = words.tr(f"airwar.winner.{info.winner}")
        blit_text(surface, text, fit_size(text, round(26 * k), rect.width - 20, True), rect.center, bold=True)
        return
    if info.side is None:
        blit_text(surface, words.tr("airwar.hint.lot"), round(20 * k), rect.center, bold=True)
        return
    pygame.draw.rect(surface, colour(info.side), rect.inflate(-8, -8), max(4, round(6 * k)))
    kind = "fighter" if info.seat and info.seat.endswith("fighters") else "bomber"
    pieces.draw_plane(surface, kind, info.side, (rect.x + 44 * k, rect.y + 36 * k), 52 * k, 0.0,
                      letter=words.tr(f"airwar.letter.{info.side}"))
    left, width = rect.x + round(84 * k), rect.right - round(84 * k) - rect.x - 14
    seat = info.seat_label or words.tr(f"airwar.side.{info.side}")
    blit_text(surface, seat, fit_size(seat, round(21 * k), width, True), (left, rect.y + 24 * k), bold=True,
              anchor="midleft")
    blit_text(surface, info.player, fit_size(info.player, readable(17 * k), width), (left, rect.y + 50 * k),
              anchor="midleft", ink="grey")
    size, step = readable(13 * k), readable(15 * k)
    lines = wrap_text(info.hint, font(size), rect.width - 24)[:2]
    top = min(rect.y + round(70 * k), rect.bottom - 8 - len(lines) * step + step // 2)  # inside the card
    for i, line in enumerate(lines):
        blit_text(surface, line, size, (rect.x + 14, top + i * step), anchor="midleft")


def _status(words: Words, surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, k: float) -> None:
    """Plies and quiet plies against the draw limits, and each side's losses."""
    paper_panel(surface, rect, "paper_light", shadow=5)
    x, y, step = rect.x + round(12 * k), rect.y + round(16 * k), round(22 * k)
    rows = (
        (words.tr("airwar.panel.plies"), f"{info.ply} / {info.max_plies}", "ink"),
        (words.tr("airwar.panel.quiet"), f"{info.quiet} / {info.quiet_cap}", _warn(info.quiet, info.quiet_cap)),
    )
    for i, (name, value, ink) in enumerate(rows):
        box = blit_text(surface, f"{name}:", readable(15 * k), (x, y + i * step), anchor="midleft", ink="grey")
        blit_text(surface, value, readable(15 * k), (box.right + 6, y + i * step), bold=True, anchor="midleft", ink=ink)
    for i, side in enumerate(("south", "north")):
        lost = info.losses.get(side, {})
        value = words.tr("airwar.panel.losses_value", b=lost.get("bomber", 0), f=lost.get("fighter", 0))
        at_y = y + (2 + i) * step
        label = f"{words.tr('airwar.panel.losses')} {words.tr(f'airwar.side_of.{side}')}:"
        pygame.draw.circle(surface, colour(side), (x + 6 * k, at_y), 6 * k)
        pygame.draw.circle(surface, colour("ink"), (x + 6 * k, at_y), 6 * k, 1)
        size = fit_size(f"{label} {value}", readable(14 * k), rect.right - round(x + 16 * k) - 20, True)  # one size
        box = blit_text(surface, label, size, (x + 16 * k, at_y), anchor="midleft", ink="grey")
        blit_text(surface, value, size, (box.right + 6, at_y), bold=True, anchor="midleft")


def _warn(value: int, cap: int) -> str:
    """Red when a draw limit is near."""
    return "red" if value * 5 > cap * 4 else "ink"


def _operations(words: Words, surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, k: float) -> None:
    """The picked plane's operations with their keys (1, 2, …), the focused one highlighted."""
    paper_panel(surface, rect, "paper_light", shadow=5)
    blit_text(surface, words.tr("airwar.panel.ops"), readable(15 * k), (rect.x + 12, rect.y + 16 * k), bold=True,
              anchor="midleft")
    if not info.previews:
        text = words.tr("airwar.hint.over") if info.winner else words.tr("airwar.panel.no_plane")
        blit_text(surface, text, fit_size(text, readable(14 * k), rect.width - 24), (rect.x + 12, rect.y + 44 * k),
                  anchor="midleft", ink="grey")
        return
    step = min(round(20 * k), (rect.height - round(34 * k)) // max(1, len(info.previews)))
    for i, item in enumerate(info.previews):
        y = rect.y + round(38 * k) + i * step
        line = pygame.Rect(rect.x + 6, y - step // 2, rect.width - 12, step)
        if i == info.focus:
            pygame.draw.rect(surface, colour("yellow"), line)
        ink = {"shot": "red", "attack": "orange", "bomb": "ink", "lost": "grey"}.get(item.outcome, "ink")
        mark = {"shot": " ⚠", "attack": " ⊕", "bomb": " ★", "lost": f" ✖ {item.rule}"}.get(item.outcome, "")
        text = f"{i + 1}  {item.op} — {words.tr(f'airwar.op.{item.op}')}{mark}"
        blit_text(surface, text, fit_size(text, readable(14 * k), line.width - 12), (rect.x + 14, y), anchor="midleft",
                  ink=ink, bold=i == info.focus)


def _placing(words: Words, surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, k: float) -> None:
    """The placement setup: what is left to place and the gun's facing."""
    paper_panel(surface, rect, "paper_light", shadow=5)
    left = info.placing or {}
    blit_text(surface, words.tr("airwar.panel.place"), readable(15 * k), (rect.x + 12, rect.y + 16 * k), bold=True,
              anchor="midleft")
    text = words.tr("airwar.panel.place_left", m=left.get("missile", 0), g=left.get("gun", 0))
    blit_text(surface, text, readable(14 * k), (rect.x + 12, rect.y + 40 * k), anchor="midleft")
    facing = words.tr("airwar.panel.facing", facing=words.tr(f"airwar.facing.{info.facing}"))
    blit_text(surface, facing, fit_size(facing, readable(14 * k), rect.width - 24), (rect.x + 12, rect.y + 62 * k),
              anchor="midleft")


def picker_labels(words: Words) -> dict[str, str]:
    """The placement picker's labels: the kinds in words, the facings as arrows."""
    kinds = {kind: words.tr(f"airwar.button.{kind}") for kind in ("missile", "gun")}
    return {**kinds, **dict(zip("NESW", "↑→↓←", strict=True))}


def placing_buttons(rect: pygame.Rect, k: float) -> dict[str, pygame.Rect]:
    """The placement picker: kind buttons and four facing arrows, inside the operations box."""
    w = (rect.width - 36) // 2
    y = rect.y + round(80 * k)
    out = {"missile": pygame.Rect(rect.x + 12, y, w, round(34 * k)),
           "gun": pygame.Rect(rect.x + 24 + w, y, w, round(34 * k))}
    side = round(32 * k)
    gap = round(8 * k)
    x0 = rect.centerx - (4 * side + 3 * gap) // 2
    for i, name in enumerate("NESW"):
        out[name] = pygame.Rect(x0 + i * (side + gap), y + round(42 * k), side, side)
    return out

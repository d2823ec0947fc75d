"""The side panel: whose turn, the die, the buttons, the state of the war and the move log."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import pygame

from armageddon.view.draw import EARTH
from armageddon.view.palette import blit_text, colour
from armageddon.view.pieces import draw_token
from tabletop.i18n import Words
from tabletop.ui.drawing import paper_panel, wrap_text
from tabletop.ui.fonts import MIN_TEXT, font, readable
from tabletop.ui.table.panel import PanelParts, draw_advice, draw_chrome, panel_column
from tabletop.ui.widgets import MoveLog, draw_die_face

PAD = 12


@dataclass(frozen=True)
class PanelInfo:
    """What the panel shows, read from the position document and the session."""

    seat: str | None
    player: str
    roll: int | None
    pips_left: int | None
    round: int
    laser_on: bool
    depot: int
    officer_mine: bool
    trophies: Mapping[str, int]
    destroyed: tuple[str, ...]
    skip_next: tuple[str, ...]
    earth: int
    aliens: int
    winner: str | None
    hint: str
    advice: str = ""  # the hint's words (H): thinking…, roll, or the suggested sub-move


def panel_layout(rect: pygame.Rect) -> PanelParts:
    """Split the panel rectangle into its parts (top to bottom)."""
    k, x, w = panel_column(rect, PAD)
    pad = round(PAD * k)
    title = pygame.Rect(x, rect.y + pad, w, round(34 * k))
    turn = pygame.Rect(x, title.bottom + round(8 * k), w, round(74 * k))
    die = pygame.Rect(x, turn.bottom + round(10 * k), round(76 * k), round(76 * k))
    pips = pygame.Rect(die.right + round(10 * k), die.y, w - die.width - round(10 * k), die.height)
    gap = round(8 * k)
    third = (w - 2 * gap) // 3
    roll = pygame.Rect(x, die.bottom + round(12 * k), third, round(44 * k))
    undo = pygame.Rect(roll.right + gap, roll.y, third, roll.height)
    end = pygame.Rect(undo.right + gap, roll.y, w - 2 * third - 2 * gap, roll.height)
    hint = pygame.Rect(x, roll.bottom + round(10 * k), third, round(36 * k))
    advice = pygame.Rect(hint.right + gap, hint.y, w - third - gap, hint.height)
    status = pygame.Rect(x, hint.bottom + round(12 * k), w, round(146 * k))
    log = pygame.Rect(x, status.bottom + round(10 * k), w, max(40, rect.bottom - status.bottom - round(10 * k) - pad))
    return PanelParts(
        k, title=title, turn=turn, die=die, pips=pips, roll=roll, undo=undo, end=end, hint=hint,
        advice=advice, status=status, log=log,
    )


def seat_name(words: Words, seat: str | None) -> str:
    """A seat's name in the words' language."""
    return words.tr(f"armageddon.seat.{seat}") if seat else ""


def letters(words: Words) -> dict[str, str]:
    """The letters on Earth tokens in the words' language."""
    return {seat: words.tr(f"armageddon.letter.{seat}") for seat in EARTH}


def panel_info(doc: Mapping[str, Any], laser: bool, player: str, hint: str, advice: str = "") -> PanelInfo:
    """The panel's content from a position document."""
    tokens = doc.get("tokens", {}).values()
    return PanelInfo(
        seat=doc.get("to_move"),
        player=player,
        roll=doc.get("roll"),
        pips_left=doc.get("pips_left"),
        round=int(doc.get("round", 1)),
        laser_on=laser,
        depot=int(doc.get("depot", 0)),
        officer_mine=bool(doc.get("officer_mine")),
        trophies=dict(doc.get("trophies", {})),
        destroyed=tuple(doc.get("destroyed", ())),
        skip_next=tuple(doc.get("skip_next", ())),
        earth=sum(1 for t in tokens if t in EARTH) + sum(doc.get("pending_placement", {}).values()),  # D47
        aliens=sum(1 for t in tokens if t not in EARTH),
        winner=doc.get("winner"),
        hint=hint,
        advice=advice,
    )


def draw_panel(
    words: Words, surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, log: MoveLog, die_drawer: Any = None
) -> PanelParts:
    """Draw the whole panel (buttons are drawn by the caller on the returned layout)."""
    parts = panel_layout(rect)
    k = parts.k
    draw_chrome(surface, rect, parts.title, k, words.tr("armageddon.panel.title"),
                words.tr("armageddon.panel.round", n=info.round), blit_text)
    _turn_card(words, surface, parts.turn, info, k)
    if die_drawer is not None:
        die_drawer(surface, parts.die)
    else:
        draw_die_face(surface, parts.die.inflate(-6, -6), info.roll)
    _pips(words, surface, parts.pips, info, k)
    draw_advice(surface, parts.advice, info.advice, k, _advice_line)
    _status(words, surface, parts.status, info, k)
    log.draw(surface, parts.log)
    return parts


def _turn_card(words: Words, surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, k: float) -> None:
    """The seat to move: its token, its name and the player's name, edged in its colour."""
    paper_panel(surface, rect, "paper_light", shadow=5)
    if info.seat is None or info.winner:
        blit_text(surface, words.tr(f"armageddon.winner.{info.winner or 'none'}"), round(22 * k), rect.center,
                  bold=True)
        return
    edge = colour(info.seat) if info.seat in EARTH else colour("blue")
    pygame.draw.rect(surface, edge, rect.inflate(-8, -8), max(4, round(6 * k)))
    piece = info.seat if info.seat in EARTH else "alien"
    draw_token(surface, piece, (rect.x + 42 * k, rect.centery), 24 * k, letters(words))
    left = rect.x + round(80 * k)
    fit_text(
        surface,
        seat_name(words, info.seat),
        round(24 * k),
        (left, rect.centery - round(13 * k)),
        rect.right - left - 12,
        bold=True,
    )
    fit_text(
        surface,
        info.player,
        round(17 * k),
        (left, rect.centery + round(16 * k)),
        rect.right - left - 12,
        ink=colour("grey"),
    )


def _advice_line(surface: pygame.Surface, line: str, size: int, at: tuple[int, int], width: int) -> None:
    fit_text(surface, line, size, at, width, bold=True)


def _pips(words: Words, surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, k: float) -> None:
    """Pips left of the roll, and the hint of what to do now."""
    if info.winner:
        text = words.tr("armageddon.winner.none")
    elif info.roll:
        text = words.tr("armageddon.panel.pips", left=info.pips_left if info.pips_left is not None else 0,
                        roll=info.roll)
    else:
        text = words.tr("armageddon.panel.no_roll")
    fit_text(surface, text, readable(19 * k), (rect.x, rect.y + readable(14 * k)), rect.width, bold=True)
    size = readable(14 * k)
    for i, line in enumerate(wrap_text(info.hint, font(size), rect.width)[:3]):
        blit_text(surface, line, size, (rect.x, rect.y + round(38 * k) + i * readable(17 * k)), anchor="midleft")


def _status(words: Words, surface: pygame.Surface, rect: pygame.Rect, info: PanelInfo, k: float) -> None:
    """Laser, mines, trophies, destroyed compartments, skipped turns, forces."""
    paper_panel(surface, rect, "paper_light", shadow=5)
    laser = words.tr("armageddon.panel.on") if info.laser_on else words.tr("armageddon.panel.off")
    depot = str(info.depot) + (" · " + words.tr("armageddon.panel.officer_mine") if info.officer_mine else "")
    trophy = "  ".join(f"{letters(words)[s]} {int(info.trophies.get(s, 0))}" for s in EARTH)
    destroyed = ", ".join(info.destroyed) or words.tr("armageddon.panel.none")
    skipping = ", ".join(seat_name(words, s) for s in info.skip_next) or words.tr("armageddon.panel.none")
    rows = (
        ("laser", laser, colour("red") if info.laser_on else colour("grey")),
        ("depot", depot, None),
        ("trophies", trophy, None),
        ("destroyed", destroyed, colour("red") if info.destroyed else None),
        ("skip", skipping, None),
        ("forces", words.tr("armageddon.panel.forces_value", earth=info.earth, aliens=info.aliens), None),
    )
    x, y, step = rect.x + round(12 * k), rect.y + round(16 * k), round(22 * k)
    for i, (name, value, ink) in enumerate(rows):
        _row(surface, (x, y + i * step), words.tr(f"armageddon.panel.{name}"), value, rect.right - 10, k, ink)


def _row(
    surface: pygame.Surface,
    at: tuple[int, int],
    name: str,
    value: str,
    right: int,
    k: float,
    ink: pygame.Color | None = None,
) -> None:
    """One `name: value` line of the status box, the value shrunk to fit."""
    box = blit_text(surface, f"{name}:", readable(15 * k), at, anchor="midleft", ink=colour("grey"))
    fit_text(surface, value, readable(15 * k), (box.right + 6, at[1]), right - box.right - 6, bold=True, ink=ink)


def fit_text(
    surface: pygame.Surface,
    value: str,
    size: int,
    at: tuple[int, int],
    width: int,
    *,
    bold: bool = False,
    ink: pygame.Color | None = None,
) -> pygame.Rect:
    """Left-anchored text at the largest size up to `size` that fits `width` pixels."""
    while size > MIN_TEXT and font(size, bold).size(value)[0] > width:
        size -= 1
    return blit_text(surface, value, size, at, bold=bold, anchor="midleft", ink=ink or colour("ink"))

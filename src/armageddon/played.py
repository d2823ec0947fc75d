"""The sub-move played, as the movement search walks it (`kernel.play_one`): the state after it and its events.

The walk writes what happened on the way as effect records (`kernel.REC_LASER_SHOT` …) in the
order it happened; they are read here into the events of `events.py`, the mover's own fate where
it ends (shot down, landed) last. Nothing is re-derived: each event says what a record says.
"""

from __future__ import annotations

from collections.abc import Callable

from armageddon import events as ev
from armageddon import kernels
from armageddon.position_rules import Step
from armageddon.search_context import SearchContext
from armageddon.state import TOKEN_NAMES, ArmageddonState
from armageddon.turntable import TurnTables, state_after
from tabletop.engine import Event

kn = kernels.plain()  # the record kinds and vector slots (the same in both forms)
_ENDS = {0: None, kn.ENDS_LAUNCH: "launch_table", kn.ENDS_VICTORY: "victory"}  # the vector's FLAG


def play(tables: TurnTables, st: ArmageddonState, frm: int, to: int, k: int, spared: tuple[int, ...]
         ) -> tuple[Step, list[Event]] | None:
    """The sub-move frm>to of k pips sparing the tokens on `spared` (D46) with its events, before any hand-over;
    None when the token's walk does not end there."""
    ctx = tables.ctx
    code = st.cells[frm]
    mask = ctx.spare_mask(code, frm, spared)
    walked = tables.play_one(st, frm, to, k, mask)
    if walked is None:
        return None
    cells, v, records = walked
    child = state_after(st, cells, v, tables.moved_after(st.moved, [[frm, to, k, mask]], cells), st.pips - k)
    step = Step(frm, to, k, child, _ENDS[v[kn.FLAG]], spared)
    return step, events(ctx, st.seat, code, to, records, v[kn.EXTRA])


def events(ctx: SearchContext, seat: int, code: int, to: int, records: list[list[int]], fate: int) -> list[Event]:
    """The events of a walk by `seat`'s token `code` ending on `to`: its records in order, then the mover's `fate`."""
    name = ctx.seats[seat]
    found = [_READERS[record[0]](ctx, name, record) for record in records]
    if fate == kn.FATE_SHOT:
        found.append(ev.LaserShot(TOKEN_NAMES[code], ctx.t.ids[to]))
    elif fate == kn.FATE_LANDED:
        found.append(ev.Landed(name, ctx.t.ids[to]))
    return found


def _laser_shot(ctx: SearchContext, seat: str, record: list[int]) -> Event:
    """(spot, code): the laser shot down the Earth token `code` on a laser crossing (6.7)."""
    return ev.LaserShot(TOKEN_NAMES[record[2]], ctx.t.ids[record[1]])


def _displaced_earth(ctx: SearchContext, seat: str, record: list[int]) -> Event:
    """(at, code, where it went or -1, whether its owner places it): an Earth token displaced (4.3, D47)."""
    ids = ctx.t.ids
    return ev.Displaced(seat, TOKEN_NAMES[record[2]], ids[record[1]], ids[record[3]] if record[3] >= 0 else None,
                        bool(record[4]))


def _displaced_warrior(ctx: SearchContext, seat: str, record: list[int]) -> Event:
    """(at, where it went): a warrior displaced to the free numbered circle with the lowest number (4.3)."""
    return ev.Displaced(seat, "alien", ctx.t.ids[record[1]], ctx.t.ids[record[2]])


def _intercepted(ctx: SearchContext, seat: str, record: list[int]) -> Event:
    """(spot, whether he carried a mine): the officer intercepted on a blue crossing (6.6)."""
    return ev.OfficerIntercepted(seat, ctx.t.ids[record[1]], bool(record[2]))


def _mine_taken(ctx: SearchContext, seat: str, record: list[int]) -> Event:
    """(spot, mines left in the depot): the officer took a mine (6.2)."""
    return ev.MineTaken(ctx.t.ids[record[1]], record[2])


def _exploded(ctx: SearchContext, seat: str, record: list[int]) -> Event:
    """(compartment, the token code on each colour's home circle in it, 0: none): a compartment blew up (6.4)."""
    comp, t = record[1], ctx.t
    lost = tuple((t.ids[t.homes[colour][comp]], TOKEN_NAMES[code]) for colour, code in enumerate(record[2:5]) if code)
    return ev.CompartmentExploded(f"K{comp + 1}", lost)


_READERS: dict[int, Callable[[SearchContext, str, list[int]], Event]] = {
    kn.REC_LASER_SHOT: _laser_shot,
    kn.REC_DISPLACED_EARTH: _displaced_earth,
    kn.REC_DISPLACED_WARRIOR: _displaced_warrior,
    kn.REC_INTERCEPTED: _intercepted,
    kn.REC_MINE_TAKEN: _mine_taken,
    kn.REC_EXPLODED: _exploded,
}

"""Every maximal turn of a rolled position, compiled with numba (spec 3.2–3.4, 4–6).

The one runtime movement, on flat arrays: random games, the AI, listing every legal turn,
refusing a sub-move, playing one. A depth-first search tries every unmoved own token in the
engine's order and every ending of its sub-move in walk order; the turns kept are the
complete ones that use the most pips (3.3). For each turn the search also records the
position after it. Legal moves are the first steps of its turns; a refusal is read from its
walk's stop codes (`refusal.py`); the sub-move played is its walk too, which then also
writes what happened on the way as effect records (`play_one`, read by `played.py`).

`moves.py` is the reference the tests compare this search with (turns, states, events).

`armageddon.kernels` also loads this same source a second time as plain Python (the module
global `PLAIN` set before it runs), which serves while the compiled one is not yet ready.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TypeAlias, TypeVar, cast

import numpy as np

from armageddon.board import LAUNCH_TABLE, Topology
from armageddon.state import ALIEN, OFFICER, YELLOW

if TYPE_CHECKING:  # the arrays' types, for the type checker only (numba infers its own from the arguments)
    from numpy.typing import NDArray

    Cells: TypeAlias = NDArray[np.uint8]  # a position's circles, one token code each
    Ints: TypeAlias = NDArray[np.int64]  # vectors, scalars (`sc`), lists of circles, outputs
    Paths: TypeAlias = NDArray[np.int16]  # turns: rows of sub-moves (from, to, pips, spared mask)
    Tables: TypeAlias = tuple[NDArray[Any], ...]  # the topology as arrays (`build_tables`, index T_EA …)
    Out: TypeAlias = tuple[NDArray[np.int16], Ints, Ints]  # a table of turns: paths, lengths, meta

_F = TypeVar("_F", bound=Callable[..., Any])


def _compiled(function: _F) -> _F:
    """numba's cached compilation, unless this module was loaded as plain Python (see the docstring)."""
    if globals().get("PLAIN"):
        return function
    from tabletop.compiled_cache import njit_cached

    return cast(_F, njit_cached(function))  # a numba dispatcher, called as the function it compiles


# the scalar part of a position, as a vector
MINE, DEPOT, DESTROYED, TROPHY, SPENT, SKIP, LOST, WIN, FLAG, PENDING = 0, 1, 2, 3, 6, 7, 8, 9, 10, 11
# PENDING: three counts, displaced tokens their owners will place (D47); then a walk's bookkeeping, like LOST
# and FLAG not part of the position: EVENTS, how many effect records of the walk's log are an ending's; EXTRA,
# what befell the mover itself where it ended (FATE_SHOT, FATE_LANDED), which no record of the log says
EVENTS, EXTRA = 14, 15
VECTOR = 16
WIN_EARTH, WIN_ALIENS = 1, 2
ENDS_LAUNCH, ENDS_VICTORY = 1, 2
# why a turn ends (index into REASONS)
PIPS_SPENT, NO_MOVE, LAUNCH_END, VICTORY_END = 0, 1, 2, 3
REASONS = ("pips_spent", "no_move", "launch_table", "victory")
# scalars of the topology and variant (index into `sc`)
(GK, Q, D, O1, P, A, LITERAL, FLY, STORM, STORM_IN_PLAY, HOME_NEXT, COLOUR_LOST, COLOUR_SHORT, SHORT_MASK,
 SPARE_OK, OWNER_PLACES, SEAT, SEATBIT) = range(18)
# the topology tables (index into `t`, see build_tables)
T_EA, T_EL, T_ESTOP, T_LANDING, T_LAUNCH, T_HOMES, T_LASER, T_IS_LASER, T_NUMBERED, T_RING, T_WA, T_OA, T_OL = range(13)
MAX_DEPTH = 8
# why a walk stopped short of its pips, or passed a circle without ending there: the `stop` record of a walk
# (stop[0]: the step it stopped at, -1 if none; stop[1]: why not on that circle; stop[2]: why not beyond it;
# stop[3 + i]: why no sub-move ends on the circle after i + 1 steps). The rules map the codes to rule sections.
(STOP_NONE, STOP_OWN, STOP_MUST_STOP, STOP_BLOCKED, STOP_OWN_ON_GK, STOP_GK_GUARDED, STOP_NO_FLIGHT, STOP_D,
 STOP_A_NO_MINE, STOP_SPARED) = range(10)
STOP_AT, STOP_HERE, STOP_BEYOND, STOP_PASSED = 0, 1, 2, 3
STOP_SIZE = STOP_PASSED + 8
# one token's endings: up to six pips, three launch tables at the first; with displacement a right (D46),
# an ending after passing j enemy tokens comes in 2**j choices of which to spare (at most 1 + 2 + ... + 32)
MAX_ENDINGS = 72
FEW_ENDINGS = 12  # without that choice (the buffers are sized per variant: smaller ones are faster to set up)
# effect records of a walk (`play_one`): rows of RECORD ints, the kind first, in the order things happen; a walk
# given a log of no rows writes none (the searches). At most: a laser shot per laser crossing twice (the mover
# leaving Q, a displacement on Q), a mine, an interception or a displacement per step, and an explosion.
(REC_LASER_SHOT, REC_DISPLACED_EARTH, REC_DISPLACED_WARRIOR, REC_INTERCEPTED, REC_MINE_TAKEN,
 REC_EXPLODED) = range(1, 7)
RECORD = 5
LOG_ROWS = 48  # ample (the bundled board has 3 laser crossings; a sub-move has at most 6 steps)
FATE_SHOT, FATE_LANDED = 1, 2


@_compiled
def _copy(dst: NDArray[Any], src: NDArray[Any]) -> None:
    """dst[:] = src, as a plain loop (numba's slice assignment is slow on short arrays)."""
    for i in range(src.shape[0]):
        dst[i] = src[i]


@_compiled
def _note(log: Ints, v: Ints, kind: int, a: int, b: int, c: int, d: int) -> None:
    """Append one effect record to the walk's log (nothing when the log has no rows: a search, not a play)."""
    i = v[EVENTS]
    if i < log.shape[0]:
        log[i, 0] = kind
        log[i, 1] = a
        log[i, 2] = b
        log[i, 3] = c
        log[i, 4] = d
        v[EVENTS] = i + 1


@_compiled
def _earth_count(cells: Cells) -> int:
    n = 0
    for c in cells:
        if 1 <= c <= YELLOW:
            n += 1
    return n


@_compiled
def _present(cells: Cells, code: int) -> bool:
    for c in cells:  # noqa: SIM110 (numba compiles loops, not generator expressions)
        if c == code:
            return True
    return False


@_compiled
def _count(cells: Cells, code: int) -> int:
    n = 0
    for c in cells:
        if c == code:
            n += 1
    return n


@_compiled
def _colour_out(cells: Cells, sc: Ints, v: Ints) -> bool:
    """5.5: some colour has no token left (`colour_lost_loses`) or fewer than the storm needs (`colour_short_loses`);
    a token its owner has yet to place counts (D47)."""
    short = sc[COLOUR_SHORT] if v[DESTROYED] & sc[SHORT_MASK] == sc[SHORT_MASK] else 0
    for code in range(1, 4):
        count = _count(cells, code) + v[PENDING + code - 1]
        if (count == 0 and sc[COLOUR_LOST]) or 0 < count < short:
            return True
    return False


@_compiled
def _storm(cells: Cells, ring: Ints, sc: Ints) -> bool:
    """5.4: enough tokens of every colour on the ring (with `storm_colours` "in_play", of every colour in play)."""
    need: int = sc[STORM]
    if need <= 0:
        return False
    red = green = yellow = 0
    for spot in ring:
        c = cells[spot]
        if c == 1:
            red += 1
        elif c == 2:
            green += 1
        elif c == 3:
            yellow += 1
    if sc[STORM_IN_PLAY]:
        return ((red >= need or not _present(cells, 1)) and (green >= need or not _present(cells, 2))
                and (yellow >= need or not _present(cells, 3)))
    return red >= need and green >= need and yellow >= need


@_compiled
def _laser_on(w: Cells, v: Ints, laser: Ints, log: Ints) -> None:
    """6.7: the laser switches on and shoots down every Earth token on a laser crossing."""
    for spot in laser:
        if 1 <= w[spot] <= YELLOW:
            _note(log, v, REC_LASER_SHOT, spot, w[spot], 0, 0)
            w[spot] = 0
            v[LOST] += 1


@_compiled
def _displace_earth(w: Cells, v: Ints, at: int, homes: Ints, launch: Ints, laser: Ints, sc: Ints, log: Ints) -> None:
    """4.3: the Earth token on `at` goes home (`displaced_home`: the next or the last intact compartment), else to
    a launch table, else is lost; with `displaced_placement` "owner" its owner places it later (D47)."""
    code = w[at]
    w[at] = 0
    placed = False
    dest = -1
    if sc[OWNER_PLACES]:
        v[PENDING + code - 1] += 1
        placed = True
    for step in range(4):
        if placed:
            break
        comp = step if sc[HOME_NEXT] else 3 - step
        home = homes[code - 1, comp]
        if not (v[DESTROYED] >> comp) & 1 and w[home] == 0:
            w[home] = code
            dest = home
            placed = True
            break
    if not placed:
        for spot in launch:
            if w[spot] == 0:
                w[spot] = code
                dest = spot
                placed = True
                break
    if not placed:
        v[LOST] += 1
    _note(log, v, REC_DISPLACED_EARTH, at, code, dest, sc[OWNER_PLACES])
    if at == sc[Q]:
        _laser_on(w, v, laser, log)


@_compiled
def _displace_warrior(w: Cells, v: Ints, at: int, numbered: Ints, log: Ints) -> None:
    """4.3: the warrior on `at` goes to the free numbered circle with the lowest number."""
    w[at] = 0
    for spot in numbered:
        if w[spot] == 0:
            w[spot] = ALIEN
            _note(log, v, REC_DISPLACED_WARRIOR, at, spot, 0, 0)
            return


@_compiled
def _stopped(stop: Ints, at: int, here: int, beyond: int) -> None:
    """Record where the walk stopped and why (see STOP_NONE …)."""
    stop[STOP_AT] = at
    stop[STOP_HERE] = here
    stop[STOP_BEYOND] = beyond


@_compiled
def _emit(
    w: Cells, v: Ints, to: int, k: int, final_code: int, final: int, cells: Cells, sc: Ints, out_cells: Cells,
    out_to: Ints, out_k: Ints, out_v: Ints, n: int, mask: int, out_sp: Ints,
) -> int:
    """Record one ending: the walk's cells with the mover on `final` (-1: shot down); `cells` is the start;
    `mask` the path circles whose enemy tokens it passed over without displacing them (D46)."""
    out_sp[n] = mask
    _copy(out_cells[n], w)
    _copy(out_v[n], v)
    lost = v[LOST]
    if final >= 0:
        out_cells[n, final] = final_code
    else:
        lost += 1
    out_v[n, LOST] = lost
    # checked after a loss and after every attack at A (only the officer's explosion ends at A), so a
    # colour short of the storm loses when the last compartment explodes, losses or not (D42)
    if v[WIN] == 0 and (lost > 0 or to == sc[A]) and (
            _earth_count(out_cells[n]) + out_v[n, PENDING] + out_v[n, PENDING + 1] + out_v[n, PENDING + 2] <= 3
            or _colour_out(out_cells[n], sc, out_v[n])):
        out_v[n, WIN] = WIN_ALIENS
    if out_v[n, WIN] != 0:
        out_v[n, FLAG] = ENDS_VICTORY
    out_to[n] = to
    out_k[n] = k
    return n + 1


@_compiled
def _scratch(cells: Cells, vin: Ints, out_cells: Cells, out_v: Ints) -> tuple[Cells, Ints]:
    """The walk's working copy of the position, kept in the last (never used) ending slot; no records yet."""
    w = out_cells[out_cells.shape[0] - 1]
    v = out_v[out_v.shape[0] - 1]
    _copy(w, cells)
    _copy(v, vin)
    v[EVENTS] = 0
    v[EXTRA] = 0
    return w, v


@_compiled
def _walk_earth(
    cells: Cells, vin: Ints, frm: int, pips: int, t: Tables, sc: Ints, out_cells: Cells, out_to: Ints, out_k: Ints,
    out_v: Ints, out_sp: Ints, mask: int, n: int, stop: Ints, log: Ints,
) -> int:
    ea, el, estop, landing, launch = t[T_EA], t[T_EL], t[T_ESTOP], t[T_LANDING], t[T_LAUNCH]
    laser, is_laser, numbered, ring = t[T_LASER], t[T_IS_LASER], t[T_NUMBERED], t[T_RING]
    code = cells[frm]
    colour = code - 1
    w, v = _scratch(cells, vin, out_cells, out_v)
    v[LOST] = 0
    w[frm] = 0
    if frm == sc[Q]:
        _laser_on(w, v, laser, log)
    length = el[colour, frm]
    gk = sc[GK]
    for i in range(min(pips, length)):
        spot = ea[colour, frm, i]
        k = i + 1
        if spot == LAUNCH_TABLE:
            stop[STOP_PASSED + i] = STOP_OWN if mask == 0 else STOP_SPARED  # a launch table taken, or tokens spared
            for table in launch:
                if w[table] == 0 and mask == 0:
                    v[FLAG] = ENDS_LAUNCH
                    n = _emit(w, v, table, k, code, table, cells, sc, out_cells, out_to, out_k, out_v, n, mask, out_sp)
                    v[FLAG] = 0
            continue
        occ = w[spot]
        win = False
        if spot == gk:
            alien_there = w[gk] == ALIEN
            inside = False
            for s in numbered:
                if w[s] == ALIEN:
                    inside = True
            open_gk = not inside or _storm(cells, ring, sc)
            if alien_there and not open_gk:
                _stopped(stop, k, STOP_GK_GUARDED, STOP_GK_GUARDED)
                break
            win = open_gk and (alien_there or not sc[LITERAL])
        forced = False
        if 1 <= occ <= YELLOW:
            if estop[colour, spot]:
                _stopped(stop, k, STOP_OWN, STOP_MUST_STOP)
                break
            stop[STOP_PASSED + i] = STOP_OWN
            continue
        if occ == OFFICER:
            _note(log, v, REC_INTERCEPTED, spot, v[MINE], 0, 0)
            w[spot] = 0
            w[sc[D]] = OFFICER
            if v[MINE]:
                v[TROPHY + colour] += 1
                v[MINE] = 0
        elif occ == ALIEN:
            forced = k < length and w[ea[colour, frm, k]] == ALIEN
            if (mask >> i) & 1:
                stop[STOP_PASSED + i] = STOP_SPARED
                if forced or estop[colour, spot]:
                    _stopped(stop, k, STOP_NONE, STOP_BLOCKED if forced else STOP_MUST_STOP)
                    break
                continue
            _displace_warrior(w, v, spot, numbered, log)
        if (mask >> i) == 0:
            final = spot
            saved_skip = v[SKIP]
            if is_laser[spot] and not 1 <= w[sc[Q]] <= YELLOW:
                final = -1
                v[EXTRA] = FATE_SHOT
            elif spot == landing[colour]:
                v[SKIP] |= sc[SEATBIT]
                v[EXTRA] = FATE_LANDED
            if win:
                v[WIN] = WIN_EARTH
            n = _emit(w, v, spot, k, code, final, cells, sc, out_cells, out_to, out_k, out_v, n, mask, out_sp)
            v[WIN] = 0
            v[SKIP] = saved_skip
            v[EXTRA] = 0
        else:
            stop[STOP_PASSED + i] = STOP_SPARED
        if forced or estop[colour, spot]:
            _stopped(stop, k, STOP_NONE, STOP_BLOCKED if forced else STOP_MUST_STOP)
            break
    return n


@_compiled
def _walk_warrior(
    cells: Cells, vin: Ints, frm: int, pips: int, t: Tables, sc: Ints, out_cells: Cells, out_to: Ints, out_k: Ints,
    out_v: Ints, out_sp: Ints, mask: int, n: int, stop: Ints, log: Ints,
) -> int:
    launch, homes, laser, numbered, wa = t[T_LAUNCH], t[T_HOMES], t[T_LASER], t[T_NUMBERED], t[T_WA]
    w, v = _scratch(cells, vin, out_cells, out_v)
    v[LOST] = 0
    w[frm] = 0
    leaving = False
    for s in numbered:
        if s == frm:
            leaving = True
    for i in range(pips):
        spot = wa[frm, i]
        occ = w[spot]
        if occ >= ALIEN:
            if leaving and spot == sc[GK]:
                _stopped(stop, i + 1, STOP_OWN, STOP_OWN_ON_GK)
                break
            stop[STOP_PASSED + i] = STOP_OWN
            continue
        if spot == sc[D]:
            stop[STOP_PASSED + i] = STOP_D
            continue
        forced = False
        if occ:
            forced = w[wa[frm, i + 1]] == occ
            if (mask >> i) & 1:
                stop[STOP_PASSED + i] = STOP_SPARED
                if forced:
                    _stopped(stop, i + 1, STOP_NONE, STOP_BLOCKED)
                    break
                continue
            _displace_earth(w, v, spot, homes, launch, laser, sc, log)
        if (mask >> i) == 0:
            n = _emit(w, v, spot, i + 1, ALIEN, spot, cells, sc, out_cells, out_to, out_k, out_v, n, mask, out_sp)
        else:
            stop[STOP_PASSED + i] = STOP_SPARED
        if forced:
            _stopped(stop, i + 1, STOP_NONE, STOP_BLOCKED)
            break
    return n


@_compiled
def _walk_officer(
    cells: Cells, vin: Ints, frm: int, pips: int, t: Tables, sc: Ints, out_cells: Cells, out_to: Ints, out_k: Ints,
    out_v: Ints, out_sp: Ints, mask: int, n: int, stop: Ints, log: Ints,
) -> int:
    launch, homes, laser, oa, ol = t[T_LAUNCH], t[T_HOMES], t[T_LASER], t[T_OA], t[T_OL]
    if frm == sc[P] and not vin[MINE] and not sc[FLY]:
        _stopped(stop, 0, STOP_NO_FLIGHT, STOP_NO_FLIGHT)
        return n
    w, v = _scratch(cells, vin, out_cells, out_v)
    v[LOST] = 0
    w[frm] = 0
    for i in range(min(pips, ol[frm])):
        spot = oa[frm, i]
        if spot == sc[O1] and not v[MINE] and v[DEPOT] > 0:
            v[MINE] = 1
            v[DEPOT] -= 1
            _note(log, v, REC_MINE_TAKEN, spot, v[DEPOT], 0, 0)
        if w[spot]:
            if (mask >> i) & 1:
                stop[STOP_PASSED + i] = STOP_SPARED
                if spot == sc[P] or spot == sc[D] or spot == sc[A]:
                    _stopped(stop, i + 1, STOP_NONE, STOP_MUST_STOP)
                    break
                continue
            _displace_earth(w, v, spot, homes, launch, laser, sc, log)
        if spot == sc[A]:
            if not v[MINE]:
                stop[STOP_PASSED + i] = STOP_A_NO_MINE
                continue
            for comp in range(4):
                if not (v[DESTROYED] >> comp) & 1:
                    # the tokens lost, one code per colour's home circle in the compartment (0: none there)
                    _note(log, v, REC_EXPLODED, comp, w[homes[0, comp]], w[homes[1, comp]], w[homes[2, comp]])
                    for colour in range(3):
                        home = homes[colour, comp]
                        if w[home]:
                            w[home] = 0
                            v[LOST] += 1
                    v[DESTROYED] |= 1 << comp
                    break
            v[MINE] = 0
            v[SPENT] += 1
            if (mask >> i) == 0:
                n = _emit(w, v, spot, i + 1, OFFICER, sc[D], cells, sc, out_cells, out_to, out_k, out_v, n, mask,
                          out_sp)
            else:
                stop[STOP_PASSED + i] = STOP_SPARED
            _stopped(stop, i + 1, STOP_NONE, STOP_MUST_STOP)
            break
        if (mask >> i) == 0:
            n = _emit(w, v, spot, i + 1, OFFICER, spot, cells, sc, out_cells, out_to, out_k, out_v, n, mask, out_sp)
        else:
            stop[STOP_PASSED + i] = STOP_SPARED
        if spot == sc[P] or spot == sc[D]:
            _stopped(stop, i + 1, STOP_NONE, STOP_MUST_STOP)
            break
    return n


@_compiled
def _enemy_bits(cells: Cells, ahead: Ints, length: int, earth_mover: bool) -> int:
    """Bit i set when path circle i holds an enemy token the mover would displace (Earth: a warrior)."""
    bits = 0
    for i in range(length):
        spot = ahead[i]
        if spot < 0:
            continue
        occ = cells[spot]
        if (earth_mover and occ == ALIEN) or (not earth_mover and 1 <= occ <= YELLOW):
            bits |= 1 << i
    return bits


@_compiled
def _spare_candidates(cells: Cells, frm: int, pips: int, t: Tables, sc: Ints) -> int:
    """D46 (displacement a right): the path circles within the pips whose enemy tokens the mover may spare."""
    if not sc[SPARE_OK]:
        return 0
    code = cells[frm]
    if code == ALIEN:
        return _enemy_bits(cells, t[T_WA][frm], pips, False)
    if code == OFFICER:
        return _enemy_bits(cells, t[T_OA][frm], min(pips, t[T_OL][frm]), False)
    return _enemy_bits(cells, t[T_EA][code - 1, frm], min(pips, t[T_EL][code - 1, frm]), True)


@_compiled
def _walk_token(
    cells: Cells, v: Ints, frm: int, pips: int, t: Tables, sc: Ints, out_cells: Cells, out_to: Ints, out_k: Ints,
    out_v: Ints, out_sp: Ints, mask: int, n: int, stop: Ints, log: Ints,
) -> int:
    """One walk of the token on `frm`, by its kind (a warrior, the officer, an Earth token); see `_emit`."""
    code = cells[frm]
    if code == ALIEN:
        return _walk_warrior(cells, v, frm, pips, t, sc, out_cells, out_to, out_k, out_v, out_sp, mask, n, stop, log)
    if code == OFFICER:
        return _walk_officer(cells, v, frm, pips, t, sc, out_cells, out_to, out_k, out_v, out_sp, mask, n, stop, log)
    return _walk_earth(cells, v, frm, pips, t, sc, out_cells, out_to, out_k, out_v, out_sp, mask, n, stop, log)


@_compiled
def _walk(
    cells: Cells, v: Ints, frm: int, pips: int, t: Tables, sc: Ints, out_cells: Cells, out_to: Ints, out_k: Ints,
    out_v: Ints, out_sp: Ints, stop: Ints, log: Ints,
) -> int:
    """Every ending of the token on `frm`, for every choice of enemy tokens to spare (submasks, ascending);
    `stop` is scratch here (see `walk_one` for a walk's stop record), `log` has no rows (no records).
    The search's inner loop: it calls the walkers itself, as a call of `_walk_token` costs a tenth of the
    random games' speed (numba does not inline one compiled function into another)."""
    code = cells[frm]
    candidates = _spare_candidates(cells, frm, pips, t, sc) if sc[SPARE_OK] else 0
    if candidates == 0:  # the standard rules: one walk
        if code == ALIEN:
            return _walk_warrior(cells, v, frm, pips, t, sc, out_cells, out_to, out_k, out_v, out_sp, 0, 0, stop, log)
        if code == OFFICER:
            return _walk_officer(cells, v, frm, pips, t, sc, out_cells, out_to, out_k, out_v, out_sp, 0, 0, stop, log)
        return _walk_earth(cells, v, frm, pips, t, sc, out_cells, out_to, out_k, out_v, out_sp, 0, 0, stop, log)
    n = 0
    mask = 0
    while True:
        if code == ALIEN:
            n = _walk_warrior(cells, v, frm, pips, t, sc, out_cells, out_to, out_k, out_v, out_sp, mask, n, stop, log)
        elif code == OFFICER:
            n = _walk_officer(cells, v, frm, pips, t, sc, out_cells, out_to, out_k, out_v, out_sp, mask, n, stop, log)
        else:
            n = _walk_earth(cells, v, frm, pips, t, sc, out_cells, out_to, out_k, out_v, out_sp, mask, n, stop, log)
        if mask == candidates:
            return n
        mask = (mask - candidates) & candidates


@_compiled
def _ending_buffers(cells: Cells, sc: Ints) -> tuple[Cells, Ints, Ints, Ints, Ints]:
    """Room for one walk's endings (cells, circle, pips, spare mask, vector) and a stop record."""
    ends = MAX_ENDINGS if sc[SPARE_OK] else FEW_ENDINGS
    return (np.empty((ends, cells.shape[0]), np.uint8), np.empty(ends, np.int64), np.empty(ends, np.int64),
            np.empty(ends, np.int64), np.empty((ends, VECTOR), np.int64))


@_compiled
def walk_one(
    cells: Cells, v: Ints, frm: int, pips: int, mask: int, t: Tables, sc: Ints, out_to: Ints, out_k: Ints, stop: Ints,
) -> int:
    """One walk of the token on `frm` sparing the enemy tokens at the path positions in `mask` (D46): its
    endings' circles and pips into `out_to`/`out_k`, how many, and its stop record into `stop` (STOP_AT …)."""
    b_cells, _to, _k, b_sp, b_v = _ending_buffers(cells, sc)
    for i in range(stop.shape[0]):
        stop[i] = STOP_NONE
    stop[STOP_AT] = -1
    no_log = np.empty((0, RECORD), np.int64)
    return _walk_token(cells, v, frm, pips, t, sc, b_cells, out_to, out_k, b_v, b_sp, mask, 0, stop, no_log)


@_compiled
def play_one(
    cells: Cells, v: Ints, frm: int, to: int, k: int, mask: int, t: Tables, sc: Ints, out_cells: Cells, out_v: Ints,
    log: Ints,
) -> int:
    """Play the sub-move of k pips from `frm` to `to` sparing the path positions in `mask` (D46): the position
    after it into `out_cells`/`out_v` (out_v[EXTRA]: the mover's fate), what happened on the way into `log`
    (effect records, REC_LASER_SHOT …); returns how many records are the sub-move's, -1 when the walk has no
    such ending."""
    b_cells, b_to, b_k, b_sp, b_v = _ending_buffers(cells, sc)
    stop = np.empty(STOP_SIZE, np.int64)
    n = _walk_token(cells, v, frm, k, t, sc, b_cells, b_to, b_k, b_v, b_sp, mask, 0, stop, log)
    for j in range(n):
        if b_to[j] == to and b_k[j] == k:
            _copy(out_cells, b_cells[j])
            _copy(out_v, b_v[j])
            return int(b_v[j, EVENTS])
    return -1


@_compiled
def spare_candidates(cells: Cells, frm: int, pips: int, t: Tables, sc: Ints) -> int:
    """D46: the path positions (bits) within the pips whose enemy tokens the token on `frm` may spare."""
    return _spare_candidates(cells, frm, pips, t, sc)


@_compiled
def _record(depth: int, used: int, reason: int, prefix: Ints, out: Out) -> bool:
    """Store one complete turn (its sub-moves, the pips it uses, why it ends); False when the output is full."""
    paths, lens, meta = out
    n = meta[0]
    if n >= lens.shape[0]:
        meta[1] = 1
        return False
    for i in range(depth):
        paths[n, i, 0] = prefix[i, 0]
        paths[n, i, 1] = prefix[i, 1]
        paths[n, i, 2] = prefix[i, 2]
        paths[n, i, 3] = prefix[i, 3]
    lens[n] = depth
    meta[2 + n] = used * 4 + reason
    meta[0] = n + 1
    return True


@_compiled
def _turns(cells: Cells, v: Ints, own: Ints, pips: int, t: Tables, sc: Ints, out: Out) -> int:
    """Fill `out` with the complete turns, then keep the maximal ones in place; returns how many.

    An explicit stack (numba's cache cannot hold recursive functions): frame d walks the
    unmoved tokens of the position after the first d sub-moves of the turn being built.
    """
    n_nodes = cells.shape[0]
    ends = MAX_ENDINGS if sc[SPARE_OK] else FEW_ENDINGS
    b_cells = np.empty((MAX_DEPTH, ends, n_nodes), np.uint8)
    b_to = np.empty((MAX_DEPTH, ends), np.int64)
    b_k = np.empty((MAX_DEPTH, ends), np.int64)
    b_sp = np.empty((MAX_DEPTH, ends), np.int64)
    b_v = np.empty((MAX_DEPTH, ends, VECTOR), np.int64)
    b_own = np.empty((MAX_DEPTH + 1, own.shape[0] + 1), np.int64)
    n_own = np.zeros(MAX_DEPTH + 1, np.int64)
    token = np.zeros(MAX_DEPTH + 1, np.int64)  # next own token to walk
    count = np.zeros(MAX_DEPTH + 1, np.int64)  # endings of the token being tried
    at = np.zeros(MAX_DEPTH + 1, np.int64)  # next ending to try
    left = np.zeros(MAX_DEPTH + 1, np.int64)
    used = np.zeros(MAX_DEPTH + 1, np.int64)
    moved_any = np.zeros(MAX_DEPTH + 1, np.bool_)
    prefix = np.zeros((MAX_DEPTH, 4), np.int64)
    stop = np.empty(STOP_SIZE, np.int64)
    no_log = np.empty((0, RECORD), np.int64)
    paths, lens, meta = out
    meta[0] = 0
    meta[1] = 0
    b_own[0, : own.shape[0]] = own
    n_own[0] = own.shape[0]
    left[0] = pips
    depth = 0
    while True:
        node_cells = cells if depth == 0 else b_cells[depth - 1, at[depth - 1] - 1]
        node_v = v if depth == 0 else b_v[depth - 1, at[depth - 1] - 1]
        if at[depth] < count[depth]:
            j = at[depth]
            at[depth] = j + 1
            moved_any[depth] = True
            k = b_k[depth, j]
            child = b_cells[depth, j]
            child_v = b_v[depth, j]
            prefix[depth, 1] = b_to[depth, j]
            prefix[depth, 2] = k
            prefix[depth, 3] = b_sp[depth, j]
            flag = child_v[FLAG]
            if flag != 0 or k == left[depth]:
                reason = PIPS_SPENT if flag == 0 else (LAUNCH_END if flag == ENDS_LAUNCH else VICTORY_END)
                _record(depth + 1, used[depth] + left[depth], reason, prefix, out)
                continue
            frm = prefix[depth, 0]
            kept = 0
            for other in range(n_own[depth]):
                spot = b_own[depth, other]
                if spot != frm and child[spot]:
                    b_own[depth + 1, kept] = spot
                    kept += 1
            if depth + 2 >= MAX_DEPTH:
                kept = 0
            depth += 1
            n_own[depth] = kept
            token[depth] = 0
            count[depth] = 0
            at[depth] = 0
            left[depth] = left[depth - 1] - k
            used[depth] = used[depth - 1] + k
            moved_any[depth] = False
        elif token[depth] < n_own[depth]:
            frm = b_own[depth, token[depth]]
            token[depth] += 1
            prefix[depth, 0] = frm
            count[depth] = _walk(node_cells, node_v, frm, left[depth], t, sc,
                                 b_cells[depth], b_to[depth], b_k[depth], b_v[depth], b_sp[depth], stop, no_log)
            at[depth] = 0
        else:
            if depth == 0:
                break
            if not moved_any[depth]:
                _record(depth, used[depth], NO_MOVE, prefix, out)
            depth -= 1
        if meta[1]:
            return 0
    total = meta[0]
    top = 0
    for i in range(total):
        top = max(top, meta[2 + i] // 4)
    kept = 0
    for i in range(total):
        if meta[2 + i] // 4 == top:
            if kept != i:
                paths[kept] = paths[i]
                lens[kept] = lens[i]
                meta[2 + kept] = meta[2 + i]
            kept += 1
    return kept


@_compiled
def _after(
    cells: Cells, v: Ints, path: Paths, length: int, t: Tables, sc: Ints, out_cells: Cells, out_v: Ints,
) -> None:
    """The position after the sub-moves path[:length] (each must be legal): cells and vector into the outputs."""
    b_cells, b_to, b_k, b_sp, b_v = _ending_buffers(cells, sc)
    stop = np.empty(STOP_SIZE, np.int64)
    no_log = np.empty((0, RECORD), np.int64)
    _copy(out_cells, cells)
    _copy(out_v, v)
    for i in range(length):
        frm, to, k, mask = np.int64(path[i, 0]), np.int64(path[i, 1]), np.int64(path[i, 2]), np.int64(path[i, 3])
        # int64, not the path's int16, so numba compiles one `_walk`; to the type checker a numpy int is not an int
        m = _walk(out_cells, out_v, frm, k, t, sc, b_cells, b_to, b_k, b_v, b_sp, stop, no_log)  # type: ignore[arg-type]
        for j in range(m):
            if b_to[j] == to and b_k[j] == k and b_sp[j] == mask:
                _copy(out_cells, b_cells[j])
                _copy(out_v, b_v[j])
                break


@_compiled
def _after_each(
    cells: Cells, v: Ints, paths: Paths, lens: Ints, count: int, t: Tables, sc: Ints, out_cells: Cells, out_v: Ints,
) -> None:
    """The position after each of the first `count` turns of a table, into rows of the outputs."""
    for i in range(count):
        _after(cells, v, paths[i], lens[i], t, sc, out_cells[i], out_v[i])


@_compiled
def _collect(cells: Cells, code: int, into: Ints, n: int) -> int:
    """Append the nodes holding `code`, in node order, to into[n:]; the new length."""
    for spot in range(cells.shape[0]):
        if cells[spot] == code:
            into[n] = spot
            n += 1
    return n


@_compiled
def _random_turn(
    cells_in: Cells, v: Ints, code: int, pips: int, u: float, t: Tables, sc: Ints, out: Out, out_cells: Cells,
    out_v: Ints, chosen: Ints,
) -> int:
    """Roll-to-hand-over fast path of a random player: list the maximal turns of the seat whose token
    code is `code` (aliens: warriors, then the officer; none has moved yet), take turn floor(u * count)
    and write the position after it. Returns the number of turns (0: a pass; -1: the output was full);
    `chosen` gets the turn's index and why it ends."""
    cells = cells_in.copy()
    own = np.empty(cells.shape[0], np.int64)
    n = _collect(cells, code, own, 0)
    if code == ALIEN:
        n = _collect(cells, OFFICER, own, n)
    count = _turns(cells, v, own[:n], pips, t, sc, out)
    if out[2][1]:
        return -1
    if count == 0:
        return 0
    i = min(int(u * count), count - 1)
    _after(cells, v, out[0][i], out[1][i], t, sc, out_cells, out_v)
    chosen[0] = i
    chosen[1] = out[2][2 + i] % 4
    return count


def build_tables(t: Topology) -> Tables:
    """The topology as arrays for the compiled search."""
    n = len(t.ids)
    ea = np.full((3, n, 8), -2, np.int64)
    el = np.zeros((3, n), np.int64)
    estop = np.zeros((3, n), np.bool_)
    for colour in range(3):
        for frm, ahead in t.earth_ahead[colour].items():
            ea[colour, frm, : len(ahead)] = ahead
            el[colour, frm] = len(ahead)
        for spot in t.earth_stops[colour]:
            estop[colour, spot] = True
    wa = np.zeros((n, 8), np.int64)
    for frm, ahead in t.warrior_ahead.items():
        wa[frm, : len(ahead)] = ahead
    width = max(len(a) for a in t.officer_ahead.values())
    oa = np.zeros((n, width), np.int64)
    ol = np.zeros(n, np.int64)
    for frm, ahead in t.officer_ahead.items():
        oa[frm, : len(ahead)] = ahead
        ol[frm] = len(ahead)
    is_laser = np.zeros(n, np.bool_)
    is_laser[list(t.laser)] = True
    arr = np.array
    return (ea, el, estop, arr(t.landing, np.int64), arr(t.launch, np.int64), arr(t.homes, np.int64),
            arr(t.laser, np.int64), is_laser, arr(t.numbered, np.int64), arr(sorted(t.ring), np.int64), wa, oa, ol)

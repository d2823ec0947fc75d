"""Why a sub-move is refused: read from the compiled search's own walk (its stop codes), as catalogue codes.

Nothing here re-walks a path: the facts checked first are the position's (whose token stands
where, how far ahead on its path a circle lies, the pips left); after them the search's walk
of the token says whether the sub-move exists (then it begins no maximal turn, rule 3.3) or
which rule stopped the walk before, or on, the circle asked for.
"""

from __future__ import annotations

from armageddon import kernels
from armageddon.board import LAUNCH_TABLE, Topology
from armageddon.state import ALIEN, OFFICER, TOKEN_NAMES, YELLOW, ArmageddonState
from armageddon.turntable import TurnTables
from tabletop.engine import IllegalMove
from tabletop.i18n import Count, Term

kn = kernels.plain()  # the search's stop codes (the same in both forms)
PREFIX = "armageddon.refusal."
# the search's stop codes (kernel.STOP_OWN …): the catalogue code and the rule section each stands for
STOPS = {
    kn.STOP_OWN: ("own_token", "3.5"),
    kn.STOP_MUST_STOP: ("must_stop", "3.6"),
    kn.STOP_BLOCKED: ("blocked", "4.2"),
    kn.STOP_OWN_ON_GK: ("own_warrior_on_gk", "5.1"),
    kn.STOP_GK_GUARDED: ("gk_guarded", "5.2"),
    kn.STOP_NO_FLIGHT: ("no_flight", "6.5"),
    kn.STOP_D: ("warrior_on_d", "2.5"),
    kn.STOP_A_NO_MINE: ("a_without_mine", "6.5"),
    kn.STOP_SPARED: ("spared_here", "4.1"),
}


def refused(name: str, rule: str, **params: object) -> IllegalMove:
    """An Armageddon refusal: `armageddon.refusal.<name>` with its parameters."""
    return IllegalMove(PREFIX + name, rule, **params)


def seat_term(seat: str) -> Term:
    """A seat as a translated parameter (красные / red; пришельцы / the aliens)."""
    return Term(f"armageddon.seat_lc.{seat}", seat)


def owner_term(code: int) -> Term:
    """Whose a token code is, translated (красных / Red's; пришельцев / the Aliens')."""
    seat = "aliens" if code >= ALIEN else TOKEN_NAMES[code]
    return Term(f"armageddon.owner.{seat}", seat)


def pips(n: int) -> Count:
    """A number of pips with its noun."""
    return Count("armageddon.refusal.pips", n)


def _own(tables: TurnTables, st: ArmageddonState, occ: int) -> bool:
    code = tables.ctx.seat_code[st.seat]
    return occ == code or (code == ALIEN and occ == OFFICER)


def two_on_one_candidates(tables: TurnTables, st: ArmageddonState) -> list[tuple[int, int]]:
    """The printed rules (3.5, D45): the sub-moves (frm, to) of the seat to act that could end on an own or
    allied token within the pips left — the only ones `apply` may play as the penalty (it checks the rest)."""
    found: dict[tuple[int, int], None] = {}
    for frm, occ in enumerate(st.cells):
        if not occ or not _own(tables, st, occ) or st.moved >> frm & 1:
            continue
        for spot in tables.ctx.ahead(occ, frm)[: st.pips]:
            for to in tables.ctx.t.launch if spot == LAUNCH_TABLE else (spot,):
                other = st.cells[to]
                if other and (other <= YELLOW) == (occ <= YELLOW):
                    found[frm, to] = None
    return list(found)


def _who(tables: TurnTables, st: ArmageddonState, frm: int) -> IllegalMove | None:
    """The facts of the circle moved from: a token, the seat's own, not yet moved this turn."""
    ids = tables.ctx.t.ids
    occ = st.cells[frm]
    if not occ:
        return refused("no_token", "3.2", circle=ids[frm])
    if not _own(tables, st, occ):
        return refused("not_yours", "1.3", circle=ids[frm], owner=owner_term(occ),
                       seat=seat_term(tables.ctx.seats[st.seat]))
    if st.moved >> frm & 1:
        return refused("already_moved", "3.2", circle=ids[frm])
    return None


def _steps_to(tables: TurnTables, st: ArmageddonState, frm: int, to: int) -> tuple[tuple[int, ...], int]:
    """The token's path and how many steps along it `to` lies (0: not on it at all, however far)."""
    t, code = tables.ctx.t, st.cells[frm]
    path = tables.ctx.ahead(code, frm)
    if to in t.launch and path[:1] == (LAUNCH_TABLE,):
        return path, 1
    whole = _whole_path(t, code, frm, path)
    return path, whole.index(to) + 1 if to in whole else 0


def _whole_path(t: Topology, code: int, frm: int, path: tuple[int, ...]) -> tuple[int, ...]:
    """The token's path as far as the board goes (the officer's `path` is whole already)."""
    if code == ALIEN:
        return t.warrior_track[frm]  # type: ignore[index]
    return path if code == OFFICER else t.earth_track[code - 1][frm]


def explain(tables: TurnTables, st: ArmageddonState, frm: int, to: int, spared: tuple[int, ...] = ()
            ) -> IllegalMove:
    """The IllegalMove saying why `frm>to` (sparing the enemy tokens on `spared`, D46) begins no maximal turn."""
    ids = tables.ctx.t.ids
    found = _who(tables, st, frm)
    if found is not None:
        return found
    path, k = _steps_to(tables, st, frm, to)
    if not k:
        return refused("not_on_path", "3.2", frm=ids[frm], to=ids[to])
    if k > st.pips:
        return refused("out_of_reach", "3.1", frm=ids[frm], to=ids[to], need=pips(k), left=pips(st.pips))
    mask = _spare_mask(tables, st, frm, path[: k - 1], spared)
    if isinstance(mask, IllegalMove):
        return mask
    endings, stop = tables.walk_one(st, frm, mask)
    if (to, k) in endings:
        return refused("not_maximal", "3.3")
    return _stopped(tables, st, frm, path, k, stop, to) or refused("impossible", "3.2", frm=ids[frm], to=ids[to])


def _spare_mask(tables: TurnTables, st: ArmageddonState, frm: int, before: tuple[int, ...], spared: tuple[int, ...]
                ) -> int | IllegalMove:
    """The search's spare mask of `spared` (D46), or why they may not be spared: displacement is compulsory (D15),
    a named circle holds no enemy token passed over before the end, or they are out of the path's order."""
    if not spared:
        return 0
    if not tables.ctx.optional:
        return refused("displacement_compulsory", "4.1")
    bits = tables.spare_candidates(st, frm)
    candidates = [spot for i, spot in enumerate(before) if bits >> i & 1]
    for spot in spared:
        if spot not in candidates:
            return refused("nothing_to_spare", "4.1", circle=tables.ctx.t.ids[spot])
    if list(spared) != [spot for spot in candidates if spot in spared]:
        return refused("spare_order", "8")
    return sum(1 << before.index(spot) for spot in spared)


def _stopped(tables: TurnTables, st: ArmageddonState, frm: int, path: tuple[int, ...], k: int, stop: list[int],
             to: int = -1) -> IllegalMove | None:
    """The rule that stopped the walk before (or on) step k, else the one that let it pass step k by."""
    ids = tables.ctx.t.ids
    at = stop[kn.STOP_AT]
    code = kn.STOP_NONE
    if 0 <= at <= k:
        code = stop[kn.STOP_HERE] if at == k else stop[kn.STOP_BEYOND]
        where = path[at - 1] if at else frm
    if code == kn.STOP_NONE:
        code, where = stop[kn.STOP_PASSED + k - 1], path[k - 1]
    if code == kn.STOP_NONE:
        return None
    name, rule = STOPS[code]
    if where == LAUNCH_TABLE:
        if to < 0:
            return refused("launch_full", rule)
        where = to
    return refused(name, rule, circle=ids[where])


def why_stuck(tables: TurnTables, st: ArmageddonState, frm: int) -> IllegalMove:
    """Why the token on `frm` begins no maximal turn: the facts of its circle, else what its walk says."""
    found = _who(tables, st, frm)
    if found is not None:
        return found
    endings, stop = tables.walk_one(st, frm, 0)
    if endings:
        return refused("not_maximal", "3.3")
    path = tables.ctx.ahead(st.cells[frm], frm)
    reach = min(st.pips, len(path))
    at = stop[kn.STOP_AT]
    if 0 <= at <= reach:
        why = _stopped(tables, st, frm, path, at, stop)
        if why is not None:
            return why
    for k in range(1, reach + 1):
        code = stop[kn.STOP_PASSED + k - 1]
        if code != kn.STOP_NONE:
            return _stopped(tables, st, frm, path, k, stop) or refused("no_move", "3.2", circle=tables.ctx.t.ids[frm])
    return refused("no_move", "3.2", circle=tables.ctx.t.ids[frm])

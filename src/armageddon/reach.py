"""Quick reachability probes: can a token end a sub-move after exactly n pips? (no states built)

A probe reads the position without copying it. This is exact because nothing a
sub-move changes lies ahead on the mover's own path: displaced tokens go home, to
the numbered circles or to D, and the laser only shoots lane crossings behind an
Earth token on the ring. The one exception, warriors sent into the compartment
before an Earth token reaches ГК, is counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from armageddon.board import LAUNCH_TABLE
from armageddon.state import ALIEN, OFFICER, YELLOW, ArmageddonState

if TYPE_CHECKING:
    from armageddon.moves import Movement as Rules


def reach(rules: Rules, st: ArmageddonState, frm: int, want: int) -> bool:
    """True if the token on `frm` can end a sub-move using `want` pips (any when < 0) or end the turn."""
    code = st.cells[frm]
    if code == ALIEN:
        return _warrior(rules, st, frm, want)
    if code == OFFICER:
        return _officer(rules, st, frm, want)
    return _earth(rules, st, frm, want)


def _earth(rules: Rules, st: ArmageddonState, frm: int, want: int) -> bool:
    t = rules.t
    cells = st.cells
    colour = cells[frm] - 1
    ahead = t.earth_ahead[colour][frm]
    stops = t.earth_stops[colour]
    sent_home = 0
    for i in range(min(st.pips, len(ahead))):
        spot = ahead[i]
        if spot == LAUNCH_TABLE:
            if any(cells[table] == 0 for table in t.launch):
                return True
            continue
        occ = cells[spot]
        if spot == t.gk and not 1 <= occ <= YELLOW:
            alien_there = occ == ALIEN
            inside = sent_home > 0 or any(cells[s] == ALIEN for s in t.numbered)
            open_gk = not inside or rules.storm(st)
            if alien_there and not open_gk:
                return False
            if open_gk and (alien_there or not rules.literal):
                return True
        if 1 <= occ <= YELLOW:
            if spot in stops:
                return False
            continue
        forced = False
        if occ == ALIEN:
            forced = i + 1 < len(ahead) and cells[ahead[i + 1]] == ALIEN
            sent_home += 1
        if want < 0 or i + 1 == want:
            return True
        if forced or spot in stops:
            return False
    return False


def _warrior(rules: Rules, st: ArmageddonState, frm: int, want: int) -> bool:
    t = rules.t
    cells = st.cells
    ahead = t.warrior_ahead[frm]
    leaving = frm in t.numbered
    for i in range(st.pips):
        spot = ahead[i]
        occ = cells[spot]
        if occ >= ALIEN:
            if leaving and spot == t.gk:
                return False
            continue
        if spot == t.d:
            continue
        if want < 0 or i + 1 == want:
            return True
        if occ and cells[ahead[i + 1]] == occ:
            return False
    return False


def _officer(rules: Rules, st: ArmageddonState, frm: int, want: int) -> bool:
    t = rules.t
    mine = st.mine
    if frm == t.p and not mine and not rules.v.officer_flies_without_mine:
        return False
    ahead = t.officer_ahead[frm]
    for i in range(min(st.pips, len(ahead))):
        spot = ahead[i]
        if spot == t.o1 and st.depot > 0:
            mine = True
        if spot == t.a:
            if not mine:
                continue
            return want < 0 or i + 1 == want
        if want < 0 or i + 1 == want:
            return True
        if spot in (t.p, t.d):
            return False
    return False

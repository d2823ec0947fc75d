"""Why a sub-move is refused: the reason (Russian and English) and the rule it breaks."""

from __future__ import annotations

from armageddon.board import LAUNCH_TABLE
from armageddon.rules import Rules
from armageddon.state import ALIEN, OFFICER, YELLOW, ArmageddonState
from tabletop.engine import IllegalMove


def _path(rules: Rules, st: ArmageddonState, frm: int) -> list[int]:
    t = rules.t
    code = st.cells[frm]
    if code == ALIEN:
        return list(t.warrior_ahead[frm][:6])
    if code == OFFICER:
        return list(t.officer_ahead[frm][:6])
    return list(t.earth_ahead[code - 1][frm][:6])


def _own(rules: Rules, st: ArmageddonState, occ: int) -> bool:
    code = rules.seat_code[st.seat]
    return occ == code or (code == ALIEN and occ == OFFICER)


def explain(rules: Rules, st: ArmageddonState, frm: int, to: int) -> IllegalMove:
    """The IllegalMove describing why `frm>to` is not among the legal sub-moves."""
    t = rules.t
    name_frm, name_to = t.ids[frm], t.ids[to]
    occ = st.cells[frm]
    if not occ:
        return IllegalMove(f"На кружке {name_frm} нет фишки", "3.2", f"there is no token on {name_frm}")
    if not _own(rules, st, occ):
        return IllegalMove(f"Фишка на {name_frm} — не ваша", "1.3", f"the token on {name_frm} is not yours")
    if st.moved >> frm & 1:
        return IllegalMove("Эта фишка уже ходила в этот ход", "3.2", "this token has already moved this turn")
    path = _path(rules, st, frm)
    if to in t.launch and path and path[0] == LAUNCH_TABLE:
        k = 1
    elif to in path:
        k = path.index(to) + 1
    else:
        return IllegalMove(f"С {name_frm} на {name_to} не пройти: фишки ходят только вперёд по своему пути", "3.2",
                           f"{name_to} is not ahead of {name_frm} on the token's path")
    if k > st.pips:
        return IllegalMove(f"Нужно {k} очков, а осталось {st.pips}", "3.1", f"needs {k} pips, {st.pips} left")
    return _on_the_way(rules, st, frm, path, k - 1) or _at_the_end(rules, st, frm, to) or _not_maximal(rules, st, frm)


def _on_the_way(rules: Rules, st: ArmageddonState, frm: int, way: list[int], passed: int) -> IllegalMove | None:
    t = rules.t
    code = st.cells[frm]
    cells = st.cells
    for i, spot in enumerate(way[:passed]):
        if spot == LAUNCH_TABLE:
            continue
        name = t.ids[spot]
        mandatory = (code <= YELLOW and spot in t.earth_stops[code - 1]) or (
            code == OFFICER and (spot == t.p or (spot == t.a and st.mine)))
        if mandatory:
            return IllegalMove(f"Фишка обязана остановиться на {name}", "3.6", f"the token must stop on {name}")
        if code == ALIEN and spot == t.gk and frm in t.numbered and cells[spot] == ALIEN:
            return IllegalMove("Выходя из отсека, нельзя перепрыгнуть своего воина на ГК", "5.1",
                               "leaving the compartment, aliens may not pass their own warrior on ГК")
        following = way[i + 1] if i + 1 < len(way) else None
        enemy = cells[spot] and not _own(rules, st, cells[spot]) and not (code <= YELLOW and cells[spot] <= YELLOW)
        if enemy and following is not None and cells[following] == cells[spot]:
            return IllegalMove(f"Две фишки одного цвета подряд на {name}: дальше не пройти", "4.2",
                               f"two enemy tokens of one colour in a row at {name} block the way")
    return None


def _at_the_end(rules: Rules, st: ArmageddonState, frm: int, to: int) -> IllegalMove | None:
    t = rules.t
    code = st.cells[frm]
    occ = st.cells[to]
    name = t.ids[to]
    if occ and (_own(rules, st, occ) or (code <= YELLOW and occ <= YELLOW)):
        return IllegalMove(f"На {name} уже стоит ваша или союзная фишка", "3.5", f"{name} holds an own or allied token")
    if code == ALIEN and to == t.d:
        return IllegalMove("Воин не может остановиться на кружке офицера", "2.5",
                           "a warrior may not stop on the officer's circle D")
    if code <= YELLOW and to == t.gk and not rules.gk_verdict(st, list(st.cells))[0]:
        return IllegalMove("ГК защищён: в отсеке есть воин пришельцев", "5.2",
                           "ГК is protected while a warrior stays inside the compartment")
    if code == OFFICER and to == t.a and not st.mine:
        return IllegalMove("Офицер без мины не останавливается на точке атаки", "6.5",
                           "without a mine the officer does not stop on A")
    if code == OFFICER and frm == t.p and not st.mine:
        return IllegalMove("Офицер без мины не вылетает", "6.5", "the officer may not launch without a mine")
    return None


def _not_maximal(rules: Rules, st: ArmageddonState, frm: int) -> IllegalMove:
    if any(step.frm == frm for step in rules.children(st)):
        return IllegalMove("Нужно использовать как можно больше очков броска", "3.3",
                           "the turn must use as many pips as possible")
    return IllegalMove("Этот ход невозможен", "3.2", "this sub-move is not possible")

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


def explain(rules: Rules, st: ArmageddonState, frm: int, to: int, spared: tuple[int, ...] = ()) -> IllegalMove:
    """The IllegalMove describing why `frm>to` (sparing the enemy tokens on `spared`, D46) is not among the
    legal sub-moves."""
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
    return (_bad_spare(rules, st, frm, path[: k - 1], spared) or _from_the_walk(rules, st, frm, to, k, spared)
            or _at_the_end(rules, st, frm, to) or _impossible())


def _bad_spare(rules: Rules, st: ArmageddonState, frm: int, before: list[int], spared: tuple[int, ...]
               ) -> IllegalMove | None:
    """Why tokens may not be spared (D46): displacement is compulsory (D15), or a named circle holds no enemy
    token passed over before the end of the sub-move, or the circles are not in the order of the path."""
    if not spared:
        return None
    if not rules.optional:
        return IllegalMove("Вытеснение обязательно: вражескую фишку на пути пропустить нельзя", "4.1",
                           "displacement is compulsory: an enemy token on the way cannot be spared")
    candidates = [spot for spot in rules.spare_candidates(st, frm) if spot in before]
    for spot in spared:
        if spot not in candidates:
            name = rules.t.ids[spot]
            return IllegalMove(f"На {name} нет вражеской фишки, которую фишка пролетает", "4.1",
                               f"{name} holds no enemy token that the token passes over")
    if list(spared) != [spot for spot in candidates if spot in spared]:
        return IllegalMove("Пропущенные фишки пишутся по порядку пути, каждая один раз", "8",
                           "spared tokens are written in the order of the path, each once")
    return None


def _from_the_walk(rules: Rules, st: ArmageddonState, frm: int, to: int, k: int, spared: tuple[int, ...] = ()
                   ) -> IllegalMove | None:
    """The refusal read from the walk itself: a legal sub-move that begins no maximal turn (3.3), or the
    rule that stopped the walk before (or on) `to`; None when the walk passed `to` without ending there."""
    steps, stop = rules.walk_stopped(st, frm, spared)
    if any(step.to == to and step.k == k for step in steps):
        return IllegalMove("Нужно использовать как можно больше очков броска", "3.3",
                           "the turn must use as many pips as possible")
    if stop is None or stop[0] > k:
        return None
    at, here, beyond = stop
    rule = here if at == k else beyond
    if rule is None:
        return None
    where = rules.t.ids[_path(rules, st, frm)[at - 1]] if at else rules.t.ids[frm]
    return _STOPS[rule](where)


_STOPS = {
    "3.5": lambda name: IllegalMove(f"На {name} уже стоит ваша или союзная фишка", "3.5",
                                    f"{name} holds an own or allied token"),
    "3.6": lambda name: IllegalMove(f"Фишка обязана остановиться на {name}", "3.6", f"the token must stop on {name}"),
    "4.2": lambda name: IllegalMove(f"Две фишки одного цвета подряд на {name}: дальше не пройти", "4.2",
                                    f"two enemy tokens of one colour in a row at {name} block the way"),
    "5.1": lambda name: IllegalMove("Выходя из отсека, нельзя перепрыгнуть своего воина на ГК", "5.1",
                                    "leaving the compartment, aliens may not pass their own warrior on ГК"),
    "5.2": lambda name: IllegalMove("ГК защищён: в отсеке есть воин пришельцев", "5.2",
                                    "ГК is protected while a warrior stays inside the compartment"),
    "6.5": lambda name: IllegalMove("Офицер без мины не вылетает", "6.5", "the officer may not launch without a mine"),
}


def _at_the_end(rules: Rules, st: ArmageddonState, frm: int, to: int) -> IllegalMove | None:
    t = rules.t
    code = st.cells[frm]
    occ = st.cells[to]
    name = t.ids[to]
    if occ and (_own(rules, st, occ) or (code <= YELLOW and occ <= YELLOW)):
        return _STOPS["3.5"](name)
    if code == ALIEN and to == t.d:
        return IllegalMove("Воин не может остановиться на кружке офицера", "2.5",
                           "a warrior may not stop on the officer's circle D")
    if code == OFFICER and to == t.a and not st.mine:
        return IllegalMove("Офицер без мины не останавливается на точке атаки", "6.5",
                           "without a mine the officer does not stop on A")
    return None


def _impossible() -> IllegalMove:
    return IllegalMove("Этот ход невозможен", "3.2", "this sub-move is not possible")

"""The board explains itself (issue 15): every kind of board element is found under the pointer from the
board's own geometry, and has a title and one sentence in both languages naming a rule section that
exists in that game's part of the rulebook."""

from __future__ import annotations

import re
from functools import cache

import pytest

from airwar.game import make_game as make_airwar
from airwar.view import elements as air_elements
from airwar.view.draw import board_grid
from airwar.view.geometry import layout as air_layout
from armageddon.game import make_game as make_armageddon
from armageddon.view import elements as arm_elements
from armageddon.view.geometry import board_transform
from armageddon.view.geometry import layout as arm_layout
from tabletop.i18n import LANGUAGES, catalogue
from tabletop.ui import markdown
from tabletop.ui.rules import game_part, rules_path

SIZES = [(960, 600), (1600, 1000)]


@cache
def sections(lang: str, game: str) -> frozenset[str]:
    """The section numbers of one game's part of a language's rulebook."""
    blocks = markdown.parse(rules_path(lang).read_text(encoding="utf-8"))
    part = game_part(blocks, game)
    return frozenset(b.key for b in blocks if b.part == part and b.kind.startswith("h") and b.key)


# --- Armageddon -------------------------------------------------------------------------------------------


@cache
def armageddon():
    game = make_armageddon(None)
    return game, game.to_document(game.initial_state())


def _mid(board, a: str, b: str) -> tuple[float, float]:
    na, nb = board.by_id[a], board.by_id[b]
    return (na.x + nb.x) / 2, (na.y + nb.y) / 2


def _node(board, kind: str) -> tuple[float, float]:
    node = next(n for n in board.nodes if n.kind == kind)
    return node.x, node.y


def _corner(box, dx: float, dy: float) -> tuple[float, float]:
    return box["x"] + dx, box["y"] + dy


def _token_on(board, kind: str):
    return {"earth_token": "K1r", "warrior": "S1", "officer": "D"}[kind]


def armageddon_probe(kind: str):
    """(position document, canvas point) that shows an element of `kind`, read off the board itself."""
    game, start = armageddon()
    board, extra = game.board, game.board.extra
    empty = {**start, "tokens": {}}
    if kind in ("earth_token", "warrior", "officer"):
        node = board.by_id[_token_on(board, kind)]
        return start, (node.x, node.y)
    if kind == "landing":
        node = board.by_id[extra["landing"]["green"]]
        return empty, (node.x, node.y)
    if kind == "laser":
        (qx, qy), (cx, cy) = extra["laser_beam"][1:3]  # the long run under the ship
        return empty, ((qx + cx) / 2, (qy + cy) / 2)
    lines = {"corridor": ("D", "O1"), "flight_path": ("B1", "B2"), "return_arc": ("E2", "E3")}
    if kind in lines:
        return empty, _mid(board, *lines[kind])
    areas = {"compartment": ("compartments", "K2"), "launch_table": ("launch_table_rect", None),
             "central_compartment": ("main_compartment_rect", None)}
    if kind in areas:
        key, name = areas[kind]
        box = extra[key][name] if name else extra[key]
        return empty, _corner(box, 8, 8)
    return empty, _node(board, kind)


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", arm_elements.KINDS)
def test_every_armageddon_kind_is_found_where_the_board_draws_it(kind, size):
    game, _ = armageddon()
    doc, (x, y) = armageddon_probe(kind)
    rect = arm_layout(size).board
    point = board_transform(tuple(game.board.canvas), rect).point(x, y)
    element = arm_elements.element_at(game.board, doc, point, rect)
    assert element is not None and element.kind == kind
    assert element.section == arm_elements.SECTIONS[kind]
    left, top, width, height = element.box
    assert left <= point[0] <= left + width and top <= point[1] <= top + height


def test_every_kind_of_circle_on_the_board_has_an_element_kind():
    game, _ = armageddon()
    assert set(game.board.kinds) <= set(arm_elements.KINDS)


def test_nothing_outside_the_board_rect():
    game, doc = armageddon()
    rect = arm_layout((960, 600)).board
    assert arm_elements.element_at(game.board, doc, (rect.right + 5, 10), rect) is None


def test_the_laser_words_follow_the_position():
    game, start = armageddon()
    rect = arm_layout((960, 600)).board
    tf = board_transform(tuple(game.board.canvas), rect)
    q = game.board.by_id[game.board.extra["laser_control"]]
    crossing = game.board.by_id["g8"]
    where = tf.point(crossing.x, crossing.y)
    off = {**start, "tokens": {q.id: "green"}}
    assert "on" in arm_elements.tooltip(arm_elements.element_at(game.board, start, where, rect), "en")[0]
    assert "off" in arm_elements.tooltip(arm_elements.element_at(game.board, off, where, rect), "en")[0]


def test_the_depot_counts_its_mines_in_russian_plurals():
    game, start = armageddon()
    rect = arm_layout((960, 600)).board
    depot = game.board.by_id[game.board.extra["mine_depot"]]
    where = board_transform(tuple(game.board.canvas), rect).point(depot.x, depot.y)
    titles = [arm_elements.tooltip(arm_elements.element_at(game.board, {**start, "depot": n}, where, rect), "ru")[0]
              for n in (1, 3, 5)]
    assert titles[0].endswith("1 мина") and titles[1].endswith("3 мины") and titles[2].endswith("5 мин")


@pytest.mark.parametrize("options, kind, node, wording", [
    ({"rules": "printed"}, "warrior", "S1", "right"),
    ({"rules": "printed"}, "gk", "R0", "literal"),
    ({"gk_capture": "literal"}, "gk", "R0", "literal_storm"),
    ({}, "gk", "R0", ""),
])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_variant_that_changes_the_rule_has_its_own_sentence(options, kind, node, wording, lang):
    game = make_armageddon(options)
    doc = game.to_document(game.initial_state())
    if kind == "gk":
        doc = {**doc, "tokens": {}}
    rect = arm_layout((960, 600)).board
    spot = game.board.by_id[node]
    element = arm_elements.element_at(game.board, doc, board_transform(tuple(game.board.canvas), rect).point(
        spot.x, spot.y), rect)
    assert element is not None and element.kind == kind and element.wording == wording
    key = f"tooltips.armageddon.{kind}.text" + (f".{wording}" if wording else "")
    assert key in catalogue(lang)
    assert arm_elements.tooltip(element, lang)[1] == catalogue(lang)[key]


# --- Air War ----------------------------------------------------------------------------------------------


@cache
def airwar():
    game = make_airwar(None)
    return game, game.to_document(game.initial_state())


def _flying(doc, kind: str, at: str, heading: str):
    plane = next(p for p in doc["planes"] if p["kind"] == kind)
    moved = {**plane, "at": at, "heading": heading, "parked": False}
    return {**doc, "planes": [moved, *(p for p in doc["planes"] if p is not plane)]}


def airwar_probe(kind: str):
    """(position document, point name) that shows an element of `kind`, read off the layout and position."""
    _game, start = airwar()
    parked = start["planes"][0]["at"]
    defences = {d["kind"]: d["at"] for d in start["defences"]}
    probes = {
        "bomber": lambda: (_flying(start, "bomber", "h10", "E"), "h10"),
        "fighter": lambda: (_flying(start, "fighter", "h11", "N"), "h11"),
        "parked": lambda: (start, parked),
        "gun": lambda: (start, defences["gun"]),
        "missile": lambda: (start, defences["missile"]),
        "hq": lambda: (start, start["hq"]["north"]),
        "airfield": lambda: ({**start, "planes": []}, parked),
        "home_zone": lambda: (start, "a5"),
        "sky": lambda: (start, "c12"),
    }
    return probes[kind]()


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("kind", air_elements.KINDS)
def test_every_airwar_kind_is_found_where_the_map_draws_it(kind, size):
    game, _ = airwar()
    doc, square = airwar_probe(kind)
    rect = air_layout(size).board
    point = tuple(round(v) for v in board_grid(rect).square(square))
    element = air_elements.element_at(game.layout, doc, point, rect)
    assert element is not None and element.kind == kind
    assert element.section == air_elements.SECTIONS[kind]


def test_a_gun_names_its_covered_front_and_sides_and_its_open_back():
    game, start = airwar()
    gun = next(d for d in start["defences"] if d["kind"] == "gun" and d["side"] == "south")
    assert gun["facing"] == "N"
    rect = air_layout((960, 600)).board
    point = tuple(round(v) for v in board_grid(rect).square(gun["at"]))
    _, sentence, _ = air_elements.tooltip(air_elements.element_at(game.layout, start, point, rect), "en")
    covered, safe = sentence.split(";")[:2]
    assert all(side in covered for side in ("from the north", "from the east", "from the west"))
    assert "from the south" in safe


def test_a_fighter_is_struck_from_behind_and_the_sides_and_by_a_bomber_head_on():
    game, start = airwar()
    doc, square = _flying(start, "fighter", "h11", "E"), "h11"
    rect = air_layout((960, 600)).board
    point = tuple(round(v) for v in board_grid(rect).square(square))
    title, sentence, _ = air_elements.tooltip(air_elements.element_at(game.layout, doc, point, rect), "ru")
    assert "курс на восток" in title
    assert "сзади (с запада)" in sentence and "(с севера или с юга)" in sentence and "в лоб (с востока)" in sentence


# --- words for every kind in both languages ---------------------------------------------------------------

PLACEHOLDER = re.compile(r"\{[a-z_]+\}")


@pytest.mark.parametrize("game, module, probe, board_of", [
    ("armageddon", arm_elements, armageddon_probe, lambda: armageddon()[0].board),
    ("airwar", air_elements, airwar_probe, lambda: airwar()[0].layout),
])
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kind_has_words_and_a_real_section(game, module, probe, board_of, lang):
    for kind in module.KINDS:
        for part in ("title", "text"):
            assert f"tooltips.{game}.{kind}.{part}" in catalogue(lang), (lang, kind, part)
        assert module.SECTIONS[kind] in sections(lang, game), (lang, kind)
    rect = (arm_layout if game == "armageddon" else air_layout)((960, 600)).board
    for kind in module.KINDS:
        doc, where = probe(kind)
        point = _screen(game, rect, where)
        title, sentence, section = module.tooltip(module.element_at(board_of(), doc, point, rect), lang)
        assert title and sentence.endswith(".") and section == module.SECTIONS[kind]
        assert not PLACEHOLDER.search(title + sentence), (kind, title, sentence)
        assert "tooltips." not in title + sentence, (kind, title, sentence)


def _screen(game: str, rect, where) -> tuple[int, int]:
    if game == "armageddon":
        return board_transform(tuple(armageddon()[0].board.canvas), rect).point(*where)
    return tuple(round(v) for v in board_grid(rect).square(where))


# --- the Air War sentences agree with the rules engine ----------------------------------------------------


def _outcome(doc, move: str):
    """The events of one operation in a position, or the refusal."""
    from tabletop.engine import IllegalMove

    game, _ = airwar()
    state = game.from_document(doc)
    try:
        return game.apply(state, game.parse_move(state, move)).events
    except IllegalMove as error:
        return error


def _with_planes(extra: list[dict], to_move: str = "south"):
    _, start = airwar()
    kept = [p for p in start["planes"] if p["side"] == "north" and p["kind"] == "bomber"]  # room for any extra
    return {**start, "to_move": to_move, "planes": [*kept, *extra]}


def _sentence_at(doc, square: str) -> str:
    game, _ = airwar()
    rect = air_layout((960, 600)).board
    point = tuple(round(v) for v in board_grid(rect).square(square))
    return air_elements.tooltip(air_elements.element_at(game.layout, doc, point, rect), "en")[1]


# (where the attacker starts, its heading, its operation, the side of the target it comes from)
APPROACHES = [("f14", "N", "F3", "south"), ("f18", "S", "F1", "north"), ("e17", "E", "F1", "west"),
              ("g17", "W", "F1", "east")]


@pytest.mark.parametrize("start, heading, op, side", APPROACHES)
def test_the_gun_sentence_names_the_sides_the_engine_shoots_from(start, heading, op, side):
    _, doc = airwar()
    gun = next(d for d in doc["defences"] if d["at"] == "f17")
    assert gun["kind"] == "gun"
    fighter = {"side": "south", "kind": "fighter", "at": start, "heading": heading, "parked": False}
    events = _outcome(_with_planes([fighter]), f"{start}:{op}")
    shot = any(type(e).__name__ == "ShotDown" for e in events)
    covered, safe = _sentence_at(doc, "f17").split(";")[:2]
    assert (f"from the {side}" in covered) == shot and (f"from the {side}" in safe) == (not shot)


# a north fighter on h12 facing south, attacked by a south plane from each side
TARGET = {"side": "north", "kind": "fighter", "at": "h12", "heading": "S", "parked": False}
ATTACKS = [("fighter", "h13", "S", "F1", "north"), ("fighter", "g12", "E", "F1", "west"),
           ("fighter", "i12", "W", "F1", "east"), ("fighter", "h11", "N", "F1", "south"),
           ("bomber", "h10", "N", "F2", "south")]


@pytest.mark.parametrize("kind, start, heading, op, side", ATTACKS)
def test_the_fighter_sentence_names_who_may_strike_it_from_where(kind, start, heading, op, side):
    attacker = {"side": "south", "kind": kind, "at": start, "heading": heading, "parked": False}
    events = _outcome(_with_planes([TARGET, attacker]), f"{start}:{op}")
    allowed = not isinstance(events, Exception)
    sentence = _sentence_at(_with_planes([TARGET]), "h12")
    anyone, bombers = sentence.split(", and an enemy bomber")
    said = f"from the {side}" in (anyone if kind == "fighter" else sentence)
    assert allowed == said, (kind, side, events, sentence)
    assert bombers.strip().startswith("head-on") and "from the south" in bombers


BOMBER = {**TARGET, "kind": "bomber"}  # the same place and heading, a bomber


@pytest.mark.parametrize("kind, start, heading, op, side", ATTACKS)
def test_the_bomber_sentence_names_where_it_may_be_struck_and_that_head_on_nobody_may(kind, start, heading, op, side):
    attacker = {"side": "south", "kind": kind, "at": start, "heading": heading, "parked": False}
    doc = {**_with_planes([]), "planes": [BOMBER, attacker]}
    events = _outcome(doc, f"{start}:{op}")
    allowed = not isinstance(events, Exception)
    sides, head_on = _sentence_at({**doc, "planes": [BOMBER]}, "h12").split(";")
    assert allowed == (f"from the {side}" in sides), (kind, side, events, sides)
    assert "head-on" in head_on and "nobody" in head_on

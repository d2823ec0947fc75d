"""The standard Air War layout (rules 2.1, 2.2): the file validates and passes every check of spec §2."""

from __future__ import annotations

import collections
import json

import pytest

from airwar.game import make_game
from airwar.layout import EDGE_ROW, HOME_ROWS, layout_path, load_layout, load_layout_file, row_of
from airwar.notation import COLUMN_LETTERS, Pass
from tabletop.engine import DocumentError

ENEMY_DIRECTION = {"south": "N", "north": "S"}
ROTATED_HEADING = {"N": "S", "S": "N", "E": "W", "W": "E"}
SEARCH_VARIANT = {"first": "south", "quiet_plies_draw": 100_000, "max_plies_draw": 1_000_000}
MIN_ROUTE = 12


def rotate(square: str) -> str:
    """The square's image when the board is turned 180°."""
    column = COLUMN_LETTERS.index(square[0])
    return f"{COLUMN_LETTERS[14 - column]}{22 - row_of(square)}"


def features(layout, side: str, turn: bool = False) -> dict:
    """Every feature of one side as sets, optionally turned 180°."""
    sq = rotate if turn else (lambda s: s)
    hd = ROTATED_HEADING.get if turn else (lambda h: h)
    part = layout.side(side)
    return {
        "hq": sq(part.hq),
        "airfields": {frozenset((sq(p.at), p.kind, hd(p.heading)) for p in a.parking) for a in part.airfields},
        "missiles": {sq(m) for m in part.missiles},
        "guns": {(sq(g.at), hd(g.facing)) for g in part.guns},
    }


@pytest.fixture(scope="module")
def layout():
    """The bundled standard layout."""
    return load_layout("standard")


def test_2_2_layout_file_validates():
    """2.2: the data file passes the pydantic model (read fresh, not from the cache)."""
    assert load_layout_file(layout_path("standard")).name == "standard"


def test_2_2_point_symmetry(layout):
    """2.2: turning the board 180° maps South's layout, headings and facings included, onto North's."""
    assert features(layout, "south", turn=True) == features(layout, "north")
    assert features(layout, "north", turn=True) == features(layout, "south")


@pytest.mark.parametrize("side", ["south", "north"])
def test_2_2_counts(layout, side):
    """1.1/2.2: two airfields of 8 points (3 bombers + 5 fighters), 4 launchers, 8 guns."""
    part = layout.side(side)
    assert len(part.airfields) == 2
    for airfield in part.airfields:
        assert collections.Counter(p.kind for p in airfield.parking) == {"bomber": 3, "fighter": 5}
    assert len(set(part.missiles)) == 4
    assert len({g.at for g in part.guns}) == 8


def test_2_2_initial_fleet_is_6_bombers_and_10_fighters_parked():
    """1.1: each side starts with 6 bombers and 10 fighters, all parked."""
    game = make_game({"first": "south"})
    doc = game.to_document(game.initial_state())
    for side in ("south", "north"):
        kinds = collections.Counter(p["kind"] for p in doc["planes"] if p["side"] == side)
        assert kinds == {"bomber": 6, "fighter": 10}
    assert all(p["parked"] for p in doc["planes"])


@pytest.mark.parametrize("side", ["south", "north"])
def test_2_2_hq_in_home_zone_not_on_the_edge(layout, side):
    """2.2: the HQ lies inside its home zone and not on the edge row."""
    hq = layout.side(side).hq
    assert row_of(hq) in HOME_ROWS[side]
    assert row_of(hq) != EDGE_ROW[side]


@pytest.mark.parametrize("side", ["south", "north"])
def test_2_2_defences_and_airfields_in_home_zone(layout, side):
    """2.2: launchers, guns and parking points are in the side's home zone."""
    part = layout.side(side)
    squares = [*part.missiles, *(g.at for g in part.guns), *(p.at for a in part.airfields for p in a.parking)]
    assert all(row_of(sq) in HOME_ROWS[side] for sq in squares)


@pytest.mark.parametrize("side", ["south", "north"])
def test_2_2_guns_and_parked_planes_face_the_enemy(layout, side):
    """2.2: every AA gun faces the enemy, and planes are parked facing the enemy."""
    part = layout.side(side)
    assert {g.facing for g in part.guns} == {ENEMY_DIRECTION[side]}
    assert {p.heading for a in part.airfields for p in a.parking} == {ENEMY_DIRECTION[side]}


def test_2_2_no_two_features_share_a_point(layout):
    """2.2: HQs, parking points, launchers and guns are all on different points."""
    points = [sq for side in ("south", "north") for _field, sq in layout.side(side).points()]
    assert len(points) == len(set(points)) == 2 * (1 + 16 + 4 + 8)


def lone_bomber(attacker: str, parking: dict) -> tuple:
    """The standard position with every plane removed except one parked bomber of `attacker`."""
    game = make_game(SEARCH_VARIANT)
    doc = game.to_document(game.initial_state())
    doc["planes"] = [parking]
    doc["losses"] = {side: {"bomber": 0, "fighter": 0} for side in ("south", "north")}
    doc["to_move"] = attacker
    return game, game.from_document(doc)


def shortest_bombing_route(attacker: str, parking: dict) -> list[str] | None:
    """BFS over (square, heading, parked) of the lone bomber with the real rules engine.

    All other planes (both sides) are removed; the defender passes every turn. A
    route is a list of operations ending with the HQ bombed; None if there is none.
    """
    game, start = lone_bomber(attacker, parking)
    seen = {start.planes}
    queue = collections.deque([(start, [])])
    while queue:
        state, route = queue.popleft()
        for move in game.legal_moves(state):
            after = game.apply(state, move).state
            if after.winner != -1:
                if game.outcome(after).termination == "hq":
                    return [*route, move.to_notation()]
                continue
            if after.planes in seen or all(p < 0 for p in after.planes):
                continue
            seen.add(after.planes)
            queue.append((game.apply(after, Pass()).state, [*route, move.to_notation()]))
    return None


@pytest.fixture(scope="module")
def routes():
    """The shortest bombing route of every bomber of both sides."""
    game = make_game(SEARCH_VARIANT)
    planes = game.to_document(game.initial_state())["planes"]
    return {(p["side"], p["at"]): shortest_bombing_route(p["side"], p) for p in planes if p["kind"] == "bomber"}


@pytest.mark.parametrize("side", ["south", "north"])
def test_2_2_hq_can_be_bombed_and_not_too_soon(routes, side):
    """2.2/3.8: every lone enemy bomber has a legal route over the HQ; the shortest takes ≥ 12 operations."""
    lengths = {at: len(route) for (s, at), route in routes.items() if s == side and route is not None}
    assert len(lengths) == 6, f"bombers without a route: {[at for (s, at), r in routes.items() if r is None]}"
    assert min(lengths.values()) >= MIN_ROUTE


def test_2_2_bombing_route_replays_without_losses(routes):
    """3.8: replaying a found route move by move ends with the HQ bombed and nothing shot down."""
    (side, at), route = min(((k, r) for k, r in routes.items() if r), key=lambda item: len(item[1]))
    game = make_game(SEARCH_VARIANT)
    parking = next(p for p in game.to_document(game.initial_state())["planes"] if p["at"] == at)
    game, state = lone_bomber(side, parking)
    kinds = []
    for index, text in enumerate(route):
        transition = game.apply(state, game.parse_move(state, text))
        kinds += [event.kind for event in transition.events]
        state = transition.state
        if index < len(route) - 1:
            state = game.apply(state, Pass()).state
    assert "shot_down" not in kinds
    assert kinds[-2:] == ["hq_bombed", "victory"]
    assert game.outcome(state).winner == side


@pytest.mark.parametrize("first", ["south", "north"])
def test_2_2_no_capture_on_the_first_move(first):
    """2.2: no first move of the game attacks a plane (or loses one)."""
    game = make_game({"first": first})
    state = game.initial_state()
    moves = game.legal_moves(state)
    assert moves
    for move in moves:
        events = game.apply(state, move).events
        assert not {"plane_destroyed", "shot_down"} & {event.kind for event in events}


def test_2_2_second_move_cannot_capture_either():
    """2.2: even the reply to any first move cannot attack (the sides start 11 rows apart)."""
    game = make_game({"first": "south"})
    start = game.initial_state()
    for move in game.legal_moves(start):
        after = game.apply(start, move).state
        for reply in game.legal_moves(after):
            assert "plane_destroyed" not in {event.kind for event in game.apply(after, reply).events}


@pytest.mark.parametrize(
    ("change", "named"),
    [
        (lambda d: d["south"]["missiles"].__setitem__(0, "h12"), "h12"),
        (lambda d: d["north"]["guns"][0].__setitem__("at", "z40"), "guns"),
        (lambda d: d["south"]["missiles"].__setitem__(0, d["south"]["hq"]), "already used"),
        (lambda d: d["south"]["airfields"][0]["parking"].pop(), "parking"),
        (lambda d: d["south"]["airfields"][0]["parking"][0].__setitem__("kind", "bomber"), "bombers"),
        (lambda d: d["north"]["guns"][1].__setitem__("facing", "up"), "facing"),
        (lambda d: d.pop("north"), "north"),
    ],
)
def test_2_2_bad_layout_file_names_the_field(tmp_path, change, named):
    """2.2: a broken layout file raises DocumentError naming the bad field or square."""
    data = json.loads(layout_path("standard").read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DocumentError, match=named):
        load_layout_file(path)

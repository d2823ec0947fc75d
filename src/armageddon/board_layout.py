"""Builds the standard Armageddon board document (assets/armageddon/board.json).

The bundled JSON file is the output of `build_board()`; run
`python -m armageddon.board_layout` to rewrite it after changing the layout.
Coordinates are on a 1600×1000 design canvas.
"""

from __future__ import annotations

import math
from typing import Any

CANVAS = (1600.0, 1000.0)
KINDS = [
    "home", "launch_table", "lane", "blue_crossing", "laser_crossing", "ring", "gk",
    "laser_control", "numbered", "officer_circle", "corridor", "mine_depot", "launch_pad",
    "flight_path", "attack_point", "return_arc",
]
COLOURS = ("red", "green", "yellow")
LETTER = {"red": "r", "green": "g", "yellow": "y"}
LANE_LENGTH = 10
RING_LENGTH = 16
LANDING = {"red": 9, "green": 8, "yellow": 7}
RING_CENTRE = (1260.0, 500.0)
RING_RADIUS = 250.0
LANE_X0, LANE_STEP = 470.0, 53.5
LANE_BASE = {"red": 400.0, "green": 500.0, "yellow": 600.0}
LANE_BOW = {"red": -90.0, "green": 0.0, "yellow": 90.0}
COMPARTMENT_BOX = (80.0, 330.0)
COMPARTMENT_TOP, COMPARTMENT_HEIGHT, COMPARTMENT_GAP = 110.0, 180.0, 20.0
HOME_X = {"red": 135.0, "green": 205.0, "yellow": 275.0}
LAUNCH_X = 400.0
BLUE_X = LANE_X0 + 3 * LANE_STEP
LASER_X = LANE_X0 + 7 * LANE_STEP

FIXED: dict[str, tuple[str, float, float, str | None, str | None]] = {
    "S3": ("numbered", 1240.0, 500.0, "blue", "3"),
    "S2": ("numbered", 1300.0, 500.0, "blue", "2"),
    "S1": ("numbered", 1360.0, 500.0, "blue", "1"),
    "D": ("officer_circle", 1420.0, 500.0, "blue", "•"),
    "O1": ("mine_depot", 1390.0, 425.0, "blue", "мины"),
    "O2": ("corridor", 1310.0, 390.0, "blue", None),
    "P": ("launch_pad", 1215.0, 370.0, "blue", "старт"),
    "B1": ("flight_path", 960.0, 200.0, "blue", None),
    "B2": ("flight_path", 800.0, 160.0, "blue", None),
    "B3": ("flight_path", BLUE_X, 215.0, "blue", None),
    "B4": ("flight_path", BLUE_X, 409.0, "blue", None),
    "B5": ("flight_path", BLUE_X, 591.0, "blue", None),
    "B6": ("flight_path", BLUE_X, 775.0, "blue", None),
    "B7": ("flight_path", 570.0, 840.0, "blue", None),
    "B8": ("flight_path", 490.0, 850.0, "blue", None),
    "A": ("attack_point", 405.0, 800.0, "blue", "атака"),
    "E1": ("return_arc", 460.0, 925.0, "blue", None),
    "E2": ("return_arc", 660.0, 955.0, "blue", None),
    "E3": ("return_arc", 880.0, 965.0, "blue", None),
    "E4": ("return_arc", 1100.0, 960.0, "blue", None),
    "E5": ("return_arc", 1320.0, 940.0, "blue", None),
    "E6": ("return_arc", 1500.0, 870.0, "blue", None),
    "E7": ("return_arc", 1543.0, 689.0, "blue", None),
    "E8": ("return_arc", 1401.0, 594.0, "blue", None),
}


def lane_point(colour: str, k: int) -> tuple[float, float]:
    """Canvas position of circle k (1-based) of a colour's lane."""
    x = LANE_X0 + (k - 1) * LANE_STEP
    y = LANE_BASE[colour] + LANE_BOW[colour] * math.sin(math.pi * k / (LANE_LENGTH + 1))
    return round(x, 1), round(y, 1)


def ring_point(index: int) -> tuple[float, float]:
    """Canvas position of ring circle R<index>; R8 faces the lanes (left), R0 the right."""
    angle = math.radians(180.0 + (index - LANDING["green"]) * 360.0 / RING_LENGTH)
    cx, cy = RING_CENTRE
    return round(cx + RING_RADIUS * math.cos(angle), 1), round(cy + RING_RADIUS * math.sin(angle), 1)


def compartment_rect(number: int) -> dict[str, float]:
    """The drawing rectangle of compartment K<number>."""
    top = COMPARTMENT_TOP + (number - 1) * (COMPARTMENT_HEIGHT + COMPARTMENT_GAP)
    left, right = COMPARTMENT_BOX
    return {"x": left, "y": top, "w": right - left, "h": COMPARTMENT_HEIGHT}


def _node(node_id: str, kind: str, x: float, y: float, colour: str | None = None,
          label: str | None = None) -> dict[str, Any]:
    node: dict[str, Any] = {"id": node_id, "kind": kind, "x": x, "y": y}
    if colour:
        node["colour"] = colour
    if label:
        node["label"] = label
    return node


def _cruiser_nodes() -> list[dict[str, Any]]:
    nodes = []
    for number in range(1, 5):
        rect = compartment_rect(number)
        for colour in COLOURS:
            y = rect["y"] + rect["h"] / 2 + 10
            nodes.append(_node(f"K{number}{LETTER[colour]}", "home", HOME_X[colour], y, colour))
    for index in range(1, 4):
        nodes.append(_node(f"L{index}", "launch_table", LAUNCH_X, 300.0 + 100.0 * index, None, str(index)))
    return nodes


def _lane_kind(k: int) -> str:
    return {4: "blue_crossing", 8: "laser_crossing"}.get(k, "lane")


def _lane_nodes() -> list[dict[str, Any]]:
    nodes = []
    for colour in COLOURS:
        for k in range(1, LANE_LENGTH + 1):
            x, y = lane_point(colour, k)
            nodes.append(_node(f"{LETTER[colour]}{k}", _lane_kind(k), x, y, colour, str(k)))
    return nodes


def _ring_nodes() -> list[dict[str, Any]]:
    landing = {index: colour for colour, index in LANDING.items()}
    nodes = []
    for index in range(RING_LENGTH):
        x, y = ring_point(index)
        kind = {0: "gk", 4: "laser_control"}.get(index, "ring")
        label = {0: "ГК", 4: "Q"}.get(index, "высадка" if index in landing else None)
        nodes.append(_node(f"R{index}", kind, x, y, landing.get(index, "blue" if index in (0, 4) else None), label))
    return nodes


def _paths() -> dict[str, list[list[str]]]:
    paths: dict[str, list[list[str]]] = {}
    ring_down = [f"R{i}" for i in range(RING_LENGTH - 1, -1, -1)]
    for colour in COLOURS:
        c = LETTER[colour]
        chains = [[f"K{n}{c}", f"L{t}", f"{c}1"] for n in range(1, 5) for t in range(1, 4)]
        start = ring_down.index(f"R{LANDING[colour]}")
        chains.append([f"{c}{k}" for k in range(1, LANE_LENGTH + 1)] + ring_down[start:])
        paths[colour] = chains
    paths["warrior"] = [["S3", "S2", "S1", "D", "R0"], [f"R{i}" for i in range(RING_LENGTH)] + ["R0"]]
    flight = ["P", "B1", "B2", "B3", "r4", "B4", "g4", "B5", "y4", "B6", "B7", "B8", "A"]
    paths["officer"] = [["D", "O1", "O2", *flight], ["A", *(f"E{i}" for i in range(1, 9)), "D"]]
    return paths


def _extra() -> dict[str, Any]:
    cx, cy = RING_CENTRE
    qx, qy = ring_point(4)
    return {
        "compartments": {f"K{n}": compartment_rect(n) for n in range(1, 5)},
        "launch_table_rect": {"x": LAUNCH_X - 35, "y": 360.0, "w": 70.0, "h": 280.0},
        "ring": {"cx": cx, "cy": cy, "r": RING_RADIUS},
        "main_compartment_rect": {"x": 1205.0, "y": 465.0, "w": 250.0, "h": 70.0},
        "laser_beam": [[qx, qy], [qx, 810.0], [LASER_X, 810.0], [LASER_X, 250.0]],
        "landing": {colour: f"R{index}" for colour, index in LANDING.items()},
        "blue_crossings": [f"{LETTER[c]}4" for c in COLOURS],
        "laser_crossings": [f"{LETTER[c]}8" for c in COLOURS],
        "gk": "R0",
        "laser_control": "R4",
        "mine_depot": "O1",
        "launch_pad": "P",
        "attack_point": "A",
        "officer_start": "D",
        "numbered": ["S1", "S2", "S3"],
        "officer_stops_with_mine": "A",
        "lane_length": LANE_LENGTH,
        "ring_length": RING_LENGTH,
    }


def build_board() -> dict[str, Any]:
    """The standard board as a JSON-ready dict (BoardGraph format)."""
    nodes = _cruiser_nodes() + _lane_nodes() + _ring_nodes()
    nodes += [_node(node_id, *spec) for node_id, spec in FIXED.items()]
    return {
        "format_version": 1,
        "name": "armageddon-standard",
        "canvas": list(CANVAS),
        "kinds": KINDS,
        "nodes": nodes,
        "paths": _paths(),
        "extra": _extra(),
    }


def main() -> None:
    """Rewrite assets/armageddon/board.json from `build_board()`."""
    from tabletop.engine.documents import dump_json, write_atomic
    from tabletop.paths import asset

    write_atomic(asset("armageddon", "board.json"), dump_json(build_board()))


if __name__ == "__main__":
    main()

"""Strength smoke tests (run with --runslow): `normal` beats `random` from both sides of both games,
and Armageddon `hard` beats `normal` from both sides (the full runs are in docs/balance.md)."""

from __future__ import annotations

import pytest

from tabletop.engine.seats import Player
from tabletop.simulate import SimulationRequest, run_simulation

CASES = [
    ("airwar", "south", "north"),
    ("airwar", "north", "south"),
    ("armageddon", "earth", "aliens"),
    ("armageddon", "aliens", "earth"),
]
GROUPS = {
    "airwar": {"south": ("south-bombers", "south-fighters"), "north": ("north-bombers", "north-fighters")},
    "armageddon": {"earth": ("red", "green", "yellow"), "aliens": ("aliens",)},
}


@pytest.mark.slow
@pytest.mark.parametrize(("game", "strong", "weak"), CASES)
def test_normal_beats_random(game, strong, weak):
    seats = {seat: Player(name="normal", kind="ai", level="normal") for seat in GROUPS[game][strong]}
    seats |= {seat: Player(name="random", kind="ai", level="random") for seat in GROUPS[game][weak]}
    result = run_simulation(SimulationRequest(game, 4, seats, seed=11, jobs=2))
    assert result["wins"][strong] >= 3, result


def armageddon_seats(earth: str, aliens: str) -> dict[str, Player]:
    """Earth's three seats at one level, the aliens at another."""
    seats = {seat: Player(name=earth, kind="ai", level=earth) for seat in GROUPS["armageddon"]["earth"]}
    return seats | {"aliens": Player(name=aliens, kind="ai", level=aliens)}


@pytest.mark.slow
def test_armageddon_hard_beats_normal_both_ways():
    as_earth = run_simulation(SimulationRequest("armageddon", 6, armageddon_seats("hard", "normal"), seed=1, jobs=2))
    as_aliens = run_simulation(SimulationRequest("armageddon", 6, armageddon_seats("normal", "hard"), seed=1, jobs=2))
    assert as_earth["wins"]["earth"] + as_aliens["wins"]["aliens"] >= 7, (as_earth, as_aliens)

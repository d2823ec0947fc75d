"""Strength smoke tests (run with --runslow): `normal` beats `random` from both sides of both games."""

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

"""The AI bench figures: names the lead wires into `tabletop bench`, and real medians (slow)."""

from __future__ import annotations

import pytest

from tabletop.ai import bench

NAMES = {
    "ai.armageddon.normal.move_s_median",
    "ai.airwar.normal.move_s_median",
    "ai.armageddon.hard.move_s_median",
    "ai.airwar.hard.move_s_median",
}


def test_bench_names(monkeypatch):
    monkeypatch.setattr(bench, "sample_positions", lambda game, count: [game.initial_state()] * count)
    monkeypatch.setattr(bench, "move_seconds", lambda game, level, positions: float(len(positions)))
    figures = bench.ai_benches(quick=True)
    assert set(figures) == NAMES
    assert all(value == 3.0 for value in figures.values())


def test_sampled_positions_offer_a_choice():
    from tabletop.registry import get_entry

    game = get_entry("airwar").make_game(None)
    positions = bench.sample_positions(game, 3)
    assert len(positions) == 3
    assert all(len(game.legal_moves(state)) > 1 for state in positions)


@pytest.mark.slow
def test_bench_measures_real_moves():
    figures = bench.ai_benches(quick=True)
    assert set(figures) == NAMES
    assert all(0.0 < value < 10.0 for value in figures.values())

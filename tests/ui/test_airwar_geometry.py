"""The Air War table's geometry: points found at their centres, the grid inside the board, the chart's series."""

from __future__ import annotations

import pygame

from airwar.view.geometry import Grid, layout
from tabletop.registry import get_entry


def test_every_point_is_found_at_its_own_centre_at_any_size() -> None:
    """Grid.square_at inverts Grid.square for every point, at small, usual and huge windows."""
    for size in ((960, 600), (1280, 800), (2560, 1440), (1000, 1400)):
        grid = Grid.fit(layout(size).board)
        for column in "abcdefghijklmno":
            for row in range(1, 22):
                assert grid.square_at(grid.square(f"{column}{row}")) == f"{column}{row}"
        assert grid.square_at((grid.ox - grid.cell, grid.oy)) is None


def test_the_grid_fits_inside_the_board_area() -> None:
    """The sky map (points plus labels) stays inside the board rectangle, and the panel is to its right."""
    for size in ((960, 600), (1280, 800), (1920, 1080)):
        parts = layout(size)
        board = Grid.fit(parts.board).board_rect()
        assert parts.board.contains(board.inflate(-2, -2))
        assert parts.panel.left >= board.right - 1



def test_side_strength_counts_planes_in_play() -> None:
    """The results chart's series: 16 planes a side at the start."""
    from airwar.view import side_strength

    game = get_entry("airwar").make_game({"first": "south"})
    assert side_strength(game, game.initial_state()) == {"south": 16, "north": 16}


def test_pygame_available() -> None:
    """The dummy video driver is in use (headless)."""
    assert pygame.display.get_driver() in ("dummy", "offscreen") or not pygame.display.get_init()

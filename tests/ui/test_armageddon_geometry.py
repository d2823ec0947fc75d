"""The Armageddon table's geometry: the canvas transform, circles found at their centres."""

from __future__ import annotations

import pygame
import pytest

from armageddon.view.geometry import Transform, layout, node_at
from tabletop.registry import get_entry


def test_transform_keeps_aspect_and_round_trips() -> None:
    """The canvas fits the board area without distortion, and screen → canvas inverts it."""
    tf = Transform.fit((1600.0, 1000.0), pygame.Rect(0, 0, 900, 800))
    assert tf.scale == pytest.approx(900 / 1600)
    x, y = tf.point(800, 500)
    assert tf.to_canvas(x, y) == pytest.approx((800, 500), abs=2)


def test_node_at_finds_circles_at_every_window_size() -> None:
    """Every circle is found at its own drawn centre, at small and large window sizes."""
    board = get_entry("armageddon").make_game(None).board
    for size in ((960, 600), (1280, 800), (2560, 1440), (1000, 1400)):
        tf = Transform.fit(tuple(board.canvas), layout(size).board)
        for node in board.nodes:
            assert node_at(board, tf, tf.point(node.x, node.y)) == node.id

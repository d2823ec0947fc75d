"""Games are found only through the registry: every "module:callable" an entry names loads."""

from __future__ import annotations

import dataclasses

import pytest

from tabletop.registry import GameEntry, entry_function, game_names, get_entry

PATHS = ("table_scene", "render", "warm_up", "defer_compiled", "ai_hooks", "ending_text", "turns_played",
         "length_text", "side_strength", "strength_axis")


@pytest.mark.parametrize("name", game_names())
def test_every_named_callable_loads(name: str) -> None:
    entry = get_entry(name)
    for field in PATHS:
        if getattr(entry, field) is not None:
            assert callable(entry_function(entry, field)), (name, field)
    assert entry.ai_hooks and entry.side_strength and entry.ending_text, "the built-in games name their hooks"


def test_an_entry_without_a_path_gives_none() -> None:
    entry = dataclasses.replace(get_entry("airwar"), name="bare", ending_text=None)
    assert isinstance(entry, GameEntry) and entry_function(entry, "ending_text") is None

"""The Armageddon table: board drawing, side panel, animations and the hot-seat scene (pygame).

`make_table_scene(app, session)`, `render_position(game, state, size, lang)` and
`side_strength(game, state)` are what the shell and the command line use; their
modules are imported only when called. `view.ending` tells the results page how a game ended,
in words, and how long it lasted (see `tabletop.ui.result_facts`).
"""

from __future__ import annotations

from typing import Any


def make_table_scene(app: Any, session: Any) -> Any:
    """The table scene of a session (the registry's `table_scene`)."""
    from armageddon.view.table import TableScene

    return TableScene(app, session)


def render_position(game: Any, state: Any, size: tuple[int, int], lang: str) -> Any:
    """Draw a position (board and panel) headless into a new surface."""
    from armageddon.view.render import render_position as render

    return render(game, state, size, lang)


def side_strength(game: Any, state: Any) -> dict[str, int]:
    """Tokens each side has in play (for the results chart)."""
    tokens = game.to_document(state).get("tokens", {}).values()
    earth = sum(1 for token in tokens if token in ("red", "green", "yellow"))
    return {"earth": earth, "aliens": len(tokens) - earth}


__all__ = ["make_table_scene", "render_position", "side_strength"]

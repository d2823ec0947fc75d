"""The Armageddon table (pygame): board drawing, side panel, animations and the hot-seat scene.

What the shell uses is named in the registry entry (`armageddon.game.ENTRY`): the scene
`view.table:TableScene` on the shared table (`tabletop.ui.table`), `view.render:render_position`,
the results page's `view.ending` functions and the chart's `side_strength` below.
"""

from __future__ import annotations

from typing import Any


def side_strength(game: Any, state: Any) -> dict[str, int]:
    """Tokens each side has in play (for the results chart)."""
    tokens = game.to_document(state).get("tokens", {}).values()
    earth = sum(1 for token in tokens if token in ("red", "green", "yellow"))
    return {"earth": earth, "aliens": len(tokens) - earth}

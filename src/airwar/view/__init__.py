"""The Air War table (pygame): the paper sky map, side panel, animations and the hot-seat scene.

The registry entry (`airwar.game.ENTRY`) names what the shell uses: `view.table:TableScene`,
`view.render:render_position`, the results page's `view.ending` functions and `side_strength` below.
The scene is built on the shared table, `tabletop.ui.table`.
"""

from __future__ import annotations

from typing import Any


def side_strength(game: Any, state: Any) -> dict[str, int]:
    """Planes each side has in play (for the results chart)."""
    planes = game.to_document(state).get("planes", ())
    return {side: sum(1 for plane in planes if plane["side"] == side) for side in ("south", "north")}

"""When a pygame_gui manager next needs `update(dt)`: the timed work its widgets still have to do.

pygame_gui does its timed work only inside `UIManager.update`: a drawable shape builds one queued
state per update and blends theme transitions; a hovered widget shows its tooltip after
`tool_tip_delay` seconds of hovering; a text entry blinks its cursor (`blink_cursor_time`, after
`cursor_blink_delay_after_moving` once the cursor moved); a pressed button stays pressed for one
update. Hover itself follows the mouse, i.e. mouse events, which wake the loop anyway. This reads
those (public) attributes of pygame_gui 0.6 so the app's loop can sleep when none is pending.
"""

from __future__ import annotations

from typing import Any

from pygame_gui.elements import UIButton, UITextEntryLine

SOON = 0.0  # work queued for the next update


def gui_wake_in(manager: Any) -> float | None:
    """Seconds until `manager` has timed work to do (0: at once), None when nothing is pending."""
    due = [when for element in manager.get_sprite_group().sprites() if (when := element_wake_in(element)) is not None]
    return min(due) if due else None


def element_wake_in(element: Any) -> float | None:
    """Seconds until one widget has timed work (a queued build, a transition, a tooltip, a blink)."""
    if _shape_busy(getattr(element, "drawable_shape", None)):
        return SOON
    if isinstance(element, UIButton) and (element.pressed or element.pressed_event):
        return SOON
    if isinstance(element, UITextEntryLine):
        return _blink_in(element)
    return _tooltip_in(element)


def _shape_busy(shape: Any) -> bool:
    if shape is None:
        return False
    active = getattr(shape, "active_state", None)
    return bool(getattr(shape, "states_to_redraw_queue", ()) or getattr(shape, "need_to_clean_up", False)
                or getattr(shape, "should_trigger_full_rebuild", False)
                or (active is not None and getattr(active, "transition", None) is not None))


def _tooltip_in(element: Any) -> float | None:
    """A hovered widget with a tooltip text that is not shown yet: when it will be."""
    if not getattr(element, "hovered", False) or getattr(element, "tool_tip_text", None) is None:
        return None
    if getattr(element, "tool_tip", None) is not None:
        return None
    return max(SOON, element.tool_tip_delay - element.hover_time)


def _blink_in(entry: UITextEntryLine) -> float | None:
    """A focused text entry (or one whose cursor is still drawn): when its cursor next blinks."""
    if not (entry.is_focused or entry.cursor_on):
        return _tooltip_in(entry)
    if entry.cursor_blink_delay_after_moving_acc <= entry.cursor_blink_delay_after_moving:
        return max(SOON, entry.cursor_blink_delay_after_moving - entry.cursor_blink_delay_after_moving_acc)
    return max(SOON, entry.blink_cursor_time - entry.blink_cursor_time_acc)

"""The first launch of the window offers the first lesson (once: the offer is remembered in the progress file)."""

from __future__ import annotations

from tabletop.lessons.progress import load_progress, save_progress
from tabletop.ui.scene import Host
from tabletop.ui.scene_ids import LessonsRequest, SceneId

FIRST_LAUNCH = "window"  # the progress file's mark that the window has offered the lessons


def offer_first_lesson(app: Host) -> bool:
    """On the window's first launch ask whether to start with the first lesson; True if asked."""
    words = app.words
    progress = load_progress()
    if FIRST_LAUNCH in progress.offered:
        return False
    save_progress(progress.with_offered(FIRST_LAUNCH))
    app.confirm(words.tr("lessons.offer_title"), words.tr("lessons.offer_text"), lambda: app.go(SceneId.LESSONS,
                                                                                                LessonsRequest()))
    return True

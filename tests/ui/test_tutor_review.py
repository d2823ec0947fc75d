"""The results page's «Разбор / Review»: the costliest moves people made, worked out on a worker, then idle."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ai.tutor import review
from tabletop.i18n import Words
from tabletop.ui.tutor import human_decisions
from tests.ui.input_support import step
from tests.ui.test_results import finished, show
from tests.ui.ui_helpers import shot

WAIT = 300.0  # seconds at most for the review's worker (a cap, not a timing assertion)


@pytest.fixture(scope="module")
def played():
    """A finished Air War game of two people (random moves: some give much away)."""
    return finished("airwar")


def test_the_review_is_worked_out_while_the_page_shows_and_then_rests(app, played):
    played.tutor = True
    scene = show(app, played)
    assert scene.review is not None and scene.review_rect.height > 60
    assert scene.story.bottom < scene.review_rect.top < scene.chart_rect.top, "story, review, chart"
    if scene.review.thinking():
        assert scene.review.lines(Words("ru")) is None and scene.wake_in() is not None
    scene.review.wait(WAIT)
    step(app, frames=2)
    lines = scene.review.lines(Words("ru"))
    costly = review(played.game, human_decisions(played), 3, played.match.seed)
    assert len(lines) == len(costly) == 3
    for line, (decision, _) in zip(lines, costly, strict=True):
        assert line.startswith("Ход ") and "Лучше:" in line and played.seats[decision.seat].name in line
    assert scene.wake_in() is None, "the page rests once the review is drawn"
    window = pygame.Rect((0, 0), app.size)
    assert window.contains(scene.review_rect) and scene.chart_rect.height >= 150, "1280×800: the chart keeps room"


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_review_panel_at_both_sizes_in_both_languages(app, played, tmp_path, lang, size):
    played.tutor = True
    app.set_language(lang)
    app.resize(size)
    scene = show(app, played)
    scene.review.wait(WAIT)
    step(app, frames=2)
    opening = app.words.tr("tutor.review_line").split("{")[0].strip()
    assert all(opening in line for line in scene.review.lines(Words(lang)))
    shot(app, f"results_review_airwar_{lang}_{size[0]}", tmp_path)


def test_without_the_tutor_there_is_no_review(app, played):
    played.tutor = False
    scene = show(app, played)
    assert scene.review is None and scene.chart_rect.height >= 180


def test_leaving_the_page_stops_the_review(app, played):
    played.tutor = True
    scene = show(app, played)
    app.back_to_menu()
    scene.review.wait(WAIT)
    assert scene.review.lines(Words("ru")) == [], "the worker stopped at the next move (the review takes seconds)"


def test_a_stopped_review_judges_nothing(played):
    calls = []
    assert review(played.game, human_decisions(played), 3, 0, stop=lambda: calls.append(1) or True) == []
    assert calls == [1], "asked once, before the first move"


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_an_armageddon_review(app, tmp_path, lang, size):
    from tabletop.engine.seats import Player

    people = {seat: Player(name=name) for seat, name in zip(("red", "green", "yellow", "aliens"),
                                                             ("Аня", "Боря", "Вера", "Гоша"), strict=True)}
    session = finished("armageddon", {"round_cap": 4}, people)
    session.tutor = True
    app.set_language(lang)
    app.resize(size)
    scene = show(app, session)
    scene.review.wait(WAIT)
    step(app, frames=2)
    lines = scene.review.lines(Words(lang))
    assert lines and all(app.words.tr("tutor.review_line").split("{")[0].strip() in line for line in lines)
    shot(app, f"results_review_armageddon_{lang}_{size[0]}", tmp_path)

"""Every shell scene renders in Russian and English, with its title and real content."""

from __future__ import annotations

import pygame
import pytest

from tabletop.ui import drawing
from tabletop.ui.load import LoadScene
from tabletop.ui.menu import title_size
from tabletop.ui.results import ResultsScene
from tabletop.ui.rules import RulesScene
from tabletop.ui.session import saves_dir
from tabletop.ui.settings_scene import SettingsScene
from tabletop.ui.setup import SetupScene
from tabletop.ui.theme import colour
from tests.ui.input_support import step
from tests.ui.ui_games import finished_race
from tests.ui.ui_helpers import colours, shot

TITLES = {"menu": "app.title", "setup": "setup.title", "load": "load.title", "rules": "rules.title",
          "settings": "settings.title", "results": "results.title"}


def open_scene(app, name: str):
    """Switch the app to a named scene."""
    session = finished_race()
    makers = {
        "menu": app.back_to_menu,
        "setup": lambda: app.switch(SetupScene(app)),
        "load": lambda: app.switch(LoadScene(app)),
        "rules": lambda: app.switch(RulesScene(app)),
        "settings": lambda: app.switch(SettingsScene(app)),
        "results": lambda: app.switch(ResultsScene(app, session, session.game.outcome(session.match.state))),
    }
    makers[name]()
    step(app, frames=3)


def yellow(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """Sampled opaque heading-yellow pixels in a region."""
    want = (*tuple(colour("yellow"))[:3], 255)
    return sum(1 for y in range(rect.top, rect.bottom, 2) for x in range(rect.left, rect.right, 2)
               if tuple(surface.get_at((x, y))) == want)


@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("name", list(TITLES))
def test_scene_renders_with_title_and_content(app, race_entry, tmp_path, name, lang):
    finished_race().save(saves_dir() / "one.json")
    app.set_language(lang)
    open_scene(app, name)
    path = shot(app, f"{name}_{lang}", tmp_path)
    image = pygame.image.load(str(path))
    assert len(colours(image)) >= 12, "the scene looks blank"
    if name != "results":  # the results page's title is the winner's ribbon (tests/ui/test_results.py)
        assert_yellow_title(app, image, name)
    counts = colours(image)
    paper = sum(counts.get(tuple(colour(name))[:3], 0) for name in ("paper", "paper_light", "paper_dark"))
    assert paper > 5000, "no paper panel"


def assert_yellow_title(app, image: pygame.Surface, name: str) -> None:
    """The scene's title is drawn as a yellow heading at the top."""
    heading = drawing.heading(app.words.tr(TITLES[name]), title_size(app.size) if name == "menu" else 60)
    expected = yellow(heading, heading.get_rect())
    header = pygame.Rect(0, 0, image.get_width(), 230 if name == "menu" else 95)
    assert expected > 50
    assert yellow(image, header) >= 0.8 * expected, "the title is not drawn"


@pytest.mark.parametrize("size", [(960, 600), (1920, 1080)])
@pytest.mark.parametrize("name", list(TITLES))
def test_widgets_stay_inside_the_window(app, race_entry, name, size):
    app.resize(size)
    open_scene(app, name)
    window = pygame.Rect((0, 0), app.size)
    assert app.size == size
    for element in getattr(app.scene, "actions", {}):
        assert window.contains(element.get_abs_rect()), (name, element.text)


def test_window_never_smaller_than_minimum(app):
    step(app, [pygame.event.Event(pygame.VIDEORESIZE, w=500, h=300, size=(500, 300))])
    assert app.size == (960, 600)
    assert app.screen.get_size() == (960, 600)

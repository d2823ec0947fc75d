"""Watch mode (issue 15): computers play or a save is replayed, narrated; pause, back, forward, speed; idle paused."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.seats import Player
from tabletop.registry import get_entry
from tabletop.ui.results import ResultsScene
from tabletop.ui.session import GameSession
from tabletop.ui.watch import PACES, WatchTable, open_watch
from tabletop.ui.watch_setup import WatchSetupScene
from tests.ui.input_support import click, key, step
from tests.ui.table_support import SCREENS, settle
from tests.ui.ui_helpers import press


def computers(game: str, level: str = "random") -> dict[str, Player]:
    """Every seat of a game held by a computer."""
    return {seat: Player(name=f"ЭВМ {seat}"[:40], kind="ai", level=level)
            for seat in get_entry(game).make_game(None).seats}


def watching(app, game: str, seed: int = 5, variant: dict | None = None):
    """A new computer-only game of `game` being watched."""
    session = GameSession.new(get_entry(game), dict(variant or {}), computers(game), seed=seed)
    assert open_watch(app, session)
    app.step([], 0.016)
    assert isinstance(app.scene, WatchTable)
    return app.scene


def played_out(game: str, seed: int, people: bool = True, until=None) -> GameSession:
    """A session played with random legal moves to its end (or until `until(match)`), by people."""
    seats = {seat: Player(name=f"P{index}") for index, seat in enumerate(get_entry(game).make_game(None).seats)}
    variant = {"quiet_plies_draw": 20} if game == "airwar" else {"round_cap": 6}
    session = GameSession.new(get_entry(game), variant, seats if people else computers(game), seed=seed)
    rng, match = random.Random(seed), session.match
    while not session.game.is_terminal(match.state) and not (until and until(match)):
        if match.needs_roll():
            match.roll()
        else:
            match.play(rng.choice(list(session.game.legal_moves(match.state))))
    return session


@pytest.mark.parametrize("game", ["airwar", "armageddon"])
def test_computers_play_by_themselves_with_a_subtitle_and_a_log_line_for_every_step(app_factory, game):
    app = app_factory("ru")
    scene = watching(app, game)
    settle(app, 30, until=lambda: len(scene.match.steps) >= 6)
    assert len(scene.match.steps) >= 6, "the computers play on their own"
    key(app, pygame.K_SPACE)
    settle(app, 3, until=lambda: scene.phase not in ("animate", "rolling"))
    last = scene.match.steps[-1]
    assert scene.subtitle() == "  ".join(scene.step_lines(scene.words, last)), "the subtitle is the last step in words"
    assert scene.step_log.lines[-1] == scene.step_lines(scene.words, last)[-1], "and the log has its line"
    assert scene.layout.board.bottom <= scene.strip.top and scene.layout.panel.bottom <= scene.strip.top, \
        "the strip covers no play"
    assert not scene.session.autosave_file, "a watched game is never autosaved"
    app.request_quit()  # closing the window asks nothing: there is nothing to lose
    assert not app.dialogs.active and not app.running


def test_pause_rests_and_the_keys_step_back_and_forward_through_the_same_states(app_factory):
    app = app_factory("ru")
    scene = watching(app, "armageddon")
    settle(app, 40, until=lambda: len(scene.match.steps) >= 8)
    key(app, pygame.K_SPACE)
    settle(app, 3, until=lambda: scene.phase not in ("animate", "rolling"))
    settle(app, 3, until=lambda: not scene.banner.visible)
    app.step([], 0.3)
    assert scene.held and scene.wake_in() is None and app.wake_in() is None, "paused, the loop sleeps"
    steps, states = list(scene.match.steps), list(scene.match.states)
    for _ in range(5):  # back past rolls and whole turns: the game's undo policy does not apply to watching
        key(app, pygame.K_LEFT)
    assert scene.match.steps == steps[:-5] and scene.match.state is states[-6]
    assert scene.subtitle() == "  ".join(scene.step_lines(scene.words, steps[-6]))
    for _ in range(5):
        key(app, pygame.K_RIGHT)
        settle(app, 3, until=lambda: scene.phase not in ("animate", "rolling"))
        if scene.phase == "done":
            key(app, pygame.K_RIGHT)  # a played-out turn ends first
    assert scene.match.steps == steps and scene.match.state is states[-1], "forward puts back exactly what was"
    settle(app, 3, until=lambda: not scene.banner.visible)
    assert scene.held and scene.wake_in() is None, (scene.phase, scene.wait, scene.banner.visible)
    key(app, pygame.K_RIGHT)  # past the recording: the computer's next step, then a pause again
    settle(app, 30, until=lambda: len(scene.match.steps) > len(steps))
    assert len(scene.match.steps) == len(steps) + 1
    settle(app, 3, until=lambda: scene.phase not in ("animate", "rolling"))
    assert scene.held


def test_speed_keys_and_button_go_through_the_paces(app_factory):
    app = app_factory("en")
    words = app.words
    scene = watching(app, "airwar")
    base = scene.speed()
    key(app, pygame.K_EQUALS)
    assert scene.pace == "fast" and scene.speed() == pytest.approx(base * PACES["fast"])
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    key(app, pygame.K_MINUS)
    assert scene.pace == "step"
    key(app, pygame.K_MINUS)
    assert scene.pace == "step", "the slowest pace stays"
    click(app, scene.controls["speed"].rect.center)
    assert scene.pace == "slow" and scene.controls["speed"].label == words.tr("watch.speed",
                                                                              pace=words.tr("watch.pace.slow"))


def test_step_pace_pauses_after_each_step(app_factory):
    app = app_factory("ru")
    scene = watching(app, "airwar")
    scene.change_pace(-2)
    assert scene.pace == "step"
    before = len(scene.match.steps)
    settle(app, 20, until=lambda: scene.held)
    assert scene.held and len(scene.match.steps) == before + 1
    settle(app, 2)
    assert len(scene.match.steps) == before + 1


def test_a_click_on_the_board_plays_nothing(app_factory):
    app = app_factory("ru")
    scene = watching(app, "airwar")
    key(app, pygame.K_SPACE)
    settle(app, 3, until=lambda: scene.phase not in ("animate", "rolling"))
    steps = len(scene.match.steps)
    for _ in range(3):
        click(app, scene.layout.board.center)
    assert len(scene.match.steps) == steps and scene.selected is None


def test_a_saved_finished_game_is_replayed_from_its_start_to_the_results(app_factory, tmp_path):
    session = played_out("airwar", 3)
    path = tmp_path / "done.json"
    session.save(path)
    history = session.match.history()
    app = app_factory("ru")
    assert open_watch(app, GameSession.load(path), from_start=True)
    scene = app.scene
    assert scene.match.steps == [] and scene.subtitle() == app.words.tr("watch.start")
    scene.change_pace(1)
    scene.change_pace(1)
    settle(app, 400, until=lambda: app.scene is not scene)
    assert isinstance(app.scene, ResultsScene), "the end goes to the results page"
    assert scene.match.history() == history, "the replay is the saved game, dice and all"
    press(app, app.words.tr("results.rematch"))
    assert not isinstance(app.scene, WatchTable) and app.scene.session.seats == session.seats, \
        "the people of a watched save play their rematch at the table"


def test_a_rematch_of_a_watched_game_of_computers_is_watched(app_factory):
    app = app_factory("en")
    scene = watching(app, "airwar", variant={"quiet_plies_draw": 4, "max_plies_draw": 8})
    scene.change_pace(1)
    scene.change_pace(1)
    settle(app, 400, until=lambda: app.scene is not scene)
    assert isinstance(app.scene, ResultsScene)
    press(app, app.words.tr("results.rematch"))
    again = app.scene
    assert isinstance(again, WatchTable) and again is not scene and len(again.match.steps) <= 1
    settle(app, 30, until=lambda: len(again.match.steps) >= 3)
    assert len(again.match.steps) >= 3 and not again.session.autosave_file, "computers play it, unsaved"


def test_an_unfinished_save_of_people_stops_at_the_end_of_the_recording_and_rests(app_factory, tmp_path):
    session = played_out("airwar", 4, until=lambda match: len(match.steps) >= 8)
    path = tmp_path / "half.json"
    session.save(path)
    app = app_factory("en")
    assert open_watch(app, GameSession.load(path), from_start=True)
    scene = app.scene
    scene.change_pace(1)
    settle(app, 60, until=lambda: scene.at_end_of_recording())
    settle(app, 3, until=lambda: not scene.banner.visible)
    assert scene.at_end_of_recording() and len(scene.match.steps) == 8
    assert scene.subtitle().endswith(app.words.tr("watch.end_of_recording")) and scene.wake_in() is None
    assert scene.hint() == app.words.tr("watch.end_of_recording"), "the panel says so too"
    pygame.image.save(app.screen, str(SCREENS / "watch_airwar_end_en_1280.png"))


def test_the_menu_opens_the_watch_setup_and_it_starts_computers_of_the_chosen_levels(app_factory):
    app = app_factory("ru")
    press(app, app.words.tr("menu.watch"))
    step(app, frames=2)
    assert isinstance(app.scene, WatchSetupScene)
    setup = app.scene
    setup.choose("armageddon")
    entry = setup.entry
    setup.side_levels(entry)[1] = "easy"
    setup.rules["armageddon"] = "printed"
    press(app, app.words.tr("watch.setup.start"))
    scene = app.scene
    assert isinstance(scene, WatchTable)
    levels = {seat: player.level for seat, player in scene.session.seats.items()}
    assert levels == {"red": "normal", "green": "normal", "yellow": "normal", "aliens": "easy"}
    assert scene.session.variant["rules"] == "printed"
    assert all(player.kind == "ai" for player in scene.session.seats.values())


def test_the_load_screen_watches_a_save(app_factory, tmp_path):
    from tabletop.ui.session import saves_dir

    app = app_factory("ru")
    session = played_out("airwar", 4, until=lambda match: len(match.steps) >= 4)
    saves_dir().mkdir(parents=True, exist_ok=True)
    session.save(saves_dir() / "watch me.json")
    press(app, app.words.tr("menu.load"))
    step(app, frames=2)
    press(app, app.words.tr("load.watch"))
    step(app, frames=2)
    assert isinstance(app.scene, WatchTable) and app.scene.rewind.ahead and app.scene.match.steps == []


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", ["airwar", "armageddon"])
def test_watch_screens(app_factory, game, lang, size):
    app = app_factory(lang, size)
    scene = watching(app, game)
    settle(app, 40, until=lambda: len(scene.match.steps) >= 5)
    key(app, pygame.K_SPACE)
    settle(app, 4, until=lambda: scene.phase not in ("animate", "rolling") and not scene.banner.visible)
    assert pygame.Rect((0, 0), app.size).contains(scene.strip)
    assert all(scene.strip.contains(button.rect) for button in scene.controls.values())
    pygame.image.save(app.screen, str(SCREENS / f"watch_{game}_{lang}_{size[0]}.png"))


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize("lang", ["ru", "en"])
def test_watch_setup_screens(app_factory, lang, size):
    app = app_factory(lang, size)
    press(app, app.words.tr("menu.watch"))
    step(app, frames=3)
    pygame.image.save(app.screen, str(SCREENS / f"watch_setup_{lang}_{size[0]}.png"))
    assert isinstance(app.scene, WatchSetupScene)

"""The results page (issue 16, point 9): the winner, how the game was won in words, the final board,
a chart with labelled axes; Rematch with the same game, variant and seats; New game filled in."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.engine.seats import Player
from tabletop.registry import get_entry
from tabletop.ui import result_facts
from tabletop.ui.results import ResultsScene
from tabletop.ui.session import GameSession
from tabletop.ui.setup import SetupScene
from tabletop.ui.theme import colour
from tests.ui.input_support import step
from tests.ui.ui_helpers import button, press, shot

PEOPLE = {
    "armageddon": {"red": Player(name="Аня"), "green": Player(name="Боря"), "yellow": Player(name="Вера"),
                   "aliens": Player(name="Гоша", kind="ai", level="easy")},
    "airwar": {"south-bombers": Player(name="Аня"), "south-fighters": Player(name="Аня"),
               "north-bombers": Player(name="Борис"), "north-fighters": Player(name="Борис")},
}
VARIANTS = {"armageddon": {"round_cap": 40, "mines": 5}, "airwar": {"quiet_plies_draw": 60, "first": "south"}}
SEEDS = {"armageddon": 7, "airwar": 5}


def finished(game: str, variant: dict | None = None, people: dict | None = None) -> GameSession:
    """A match of the game played to its end with random legal moves (the same each time)."""
    seed = SEEDS[game]
    session = GameSession.new(get_entry(game), variant or VARIANTS[game], people or PEOPLE[game], seed=seed)
    rng, match = random.Random(seed), session.match
    while not session.game.is_terminal(match.state):
        if match.needs_roll():
            match.roll()
        else:
            match.play(rng.choice(list(session.game.legal_moves(match.state))))
    return session


@pytest.fixture(scope="module")
def sessions() -> dict[str, GameSession]:
    """One finished match of each game (played once for the module)."""
    return {game: finished(game) for game in PEOPLE}


def show(app, session: GameSession) -> ResultsScene:
    """Open the results of a finished session the way the tables do."""
    app.open_results(session, session.game.outcome(session.match.state))
    step(app, frames=2)
    assert isinstance(app.scene, ResultsScene)
    return app.scene


@pytest.mark.parametrize("size", [(1280, 800), (960, 600)])
@pytest.mark.parametrize("lang", ["ru", "en"])
@pytest.mark.parametrize("game", ["armageddon", "airwar"])
def test_results_page_shows_winner_story_board_chart_and_buttons(app, sessions, tmp_path, game, lang, size):
    app.set_language(lang)
    app.resize(size)
    session = sessions[game]
    scene = show(app, session)
    shot(app, f"results_{game}_{lang}_{size[0]}", tmp_path)
    outcome = session.game.outcome(session.match.state)
    ribbon = scene.ribbon
    expected = colour("yellow") if outcome.winner is None else scene.side_colour(outcome.winner)
    corner = app.screen.get_at((ribbon.right - 8, ribbon.bottom - 8))
    assert corner[:3] == expected[:3], "the ribbon wears the winner's colour"
    story = [words for words, _, _ in scene._story_lines(scene.type_sizes)]
    assert story[0] == result_facts.ending_text(app.words, session, outcome) and story[0] != outcome.termination
    assert app.words.tr("results.length", length=result_facts.length_text(app.words, session)) in story
    window = pygame.Rect((0, 0), app.size)
    for label in (app.words.tr("results.rematch"), app.words.tr("results.new_game"), app.words.tr("common.menu")):
        assert window.contains(button(app, label).get_abs_rect()), label
    for part in (scene.ribbon, scene.board, scene.story, scene.chart_rect):
        assert window.contains(part)
    assert scene.story.bottom < scene.chart_rect.top and scene.chart_rect.height >= 180, "the chart has room"
    assert_final_board_is_drawn(app, scene)
    assert_chart_is_labelled(app, scene)


def assert_final_board_is_drawn(app, scene: ResultsScene) -> None:
    """The board panel shows the game's own drawing of the last position, pixel for pixel."""
    box = scene.board_box
    image = scene.final_board(box.size)
    picture = image.get_rect(center=box.center)
    shown = app.screen.subsurface(picture)
    samples = [(x, y) for x in range(8, picture.width - 8, 37) for y in range(8, picture.height - 8, 41)]
    same = sum(shown.get_at(point) == image.get_at(point) for point in samples)
    assert same >= 0.97 * len(samples), "the final board is on the page"
    assert len(set(map(tuple, (image.get_at(point) for point in samples)))) > 5, "the board is a real picture"
    assert picture.width >= 300 and picture.height >= 300


def assert_chart_is_labelled(app, scene: ResultsScene) -> None:
    """Both axes carry their words, the x axis turn numbers, the y axis values, and a legend of the sides."""
    chart, drawn = scene.chart, scene.drawn
    assert chart is not None and drawn is not None
    words = app.words
    assert chart.axis_x == words.tr("results.axis_x")
    assert chart.axis_y == words.tr(f"{scene.result_session.entry.name}.ending.axis")
    assert len(drawn.x_ticks) >= 3 and drawn.x_ticks[-1] <= chart.turns[-1]
    assert len(drawn.y_ticks) >= 2
    assert chart.turns[-1] == result_facts.turns_played(scene.result_session)(scene.result_session.match.state)
    ink = colour("ink")[:3]
    for label in (drawn.axis_x, drawn.axis_y):
        assert scene.chart_rect.contains(label)
        inked = sum(app.screen.get_at((x, y))[:3] == ink for x in range(label.left, label.right, 2)
                    for y in range(label.top, label.bottom, 2))
        assert inked > 20, "an axis label is drawn"


def test_rematch_starts_the_same_game_variant_and_seats_without_setup(app, sessions):
    session = sessions["armageddon"]
    show(app, session)
    press(app, "Реванш")
    fresh = app.scene.session
    assert fresh is not None and fresh is not session and type(app.scene).__name__ == "TableScene"
    assert fresh.entry.name == "armageddon" and fresh.variant == session.variant
    assert fresh.variant["round_cap"] == 40 and fresh.variant["mines"] == 5
    assert fresh.seats == session.seats
    assert fresh.match.steps == [] and fresh.match.state == fresh.game.initial_state()


def test_rematch_of_a_four_player_air_war_keeps_the_four_seats(app):
    seats = ("south-bombers", "south-fighters", "north-bombers", "north-fighters")
    four = {seat: Player(name=name) for seat, name in zip(seats, ("Аня", "Боря", "Вера", "Гоша"))}
    session = finished("airwar", {"players": 4, "first": "north", "quiet_plies_draw": 20}, four)
    show(app, session)
    press(app, "Реванш")
    fresh = app.scene.session
    assert fresh.variant["players"] == 4 and fresh.variant["first"] == "north" and fresh.seats == four


def test_new_game_opens_the_setup_filled_in_as_this_game(app, sessions):
    show(app, sessions["armageddon"])
    press(app, "Новая игра")
    scene = app.scene
    assert isinstance(scene, SetupScene) and scene.selected == "armageddon"
    entry = scene.entry
    assert scene.count(entry) == 4
    assert scene.player_names(4) == ["Аня", "Боря", "Вера", "Гоша"]
    assert scene.player_kinds(4) == ["human", "human", "human", "easy"]
    assert scene.variant(entry)["round_cap"] == 40 and scene.variant(entry)["mines"] == 5
    assert scene.seat_map(entry) == PEOPLE["armageddon"]


def test_new_game_of_a_two_player_air_war_keeps_two_players(app, sessions):
    show(app, sessions["airwar"])
    press(app, "Новая игра")
    scene = app.scene
    assert scene.selected == "airwar" and scene.count(scene.entry) == 2
    assert scene.seat_map(scene.entry) == PEOPLE["airwar"]
    assert scene.variant(scene.entry)["quiet_plies_draw"] == 60


def test_menu_leaves_the_results(app, sessions):
    show(app, sessions["airwar"])
    press(app, "В меню")
    assert type(app.scene).__name__ == "MenuScene"


def test_the_page_follows_a_language_change(app, sessions):
    scene = show(app, sessions["armageddon"])
    russian = scene._story_lines(scene.type_sizes)[0][0]
    app.set_language("en")
    step(app, frames=2)
    english = app.scene._story_lines(app.scene.type_sizes)[0][0]
    assert russian != english and any(word in english for word in ("Earth", "aliens", "draw"))
    assert button(app, "Rematch")


def position_helpers():
    """The rule tests' position builders (tests/armageddon, tests/airwar)."""
    from tests.airwar import positions as airwar_positions
    from tests.armageddon import positions as armageddon_positions

    return armageddon_positions, airwar_positions


def from_document(game: str, doc: dict, move: str) -> GameSession:
    """A session that starts at a position document and ends with one move."""
    from tabletop.engine.match import Match

    entry = get_entry(game)
    variant = entry.make_game(doc.get("variant")).variant.model_dump(mode="json")
    play = entry.make_game(variant)
    match = Match(play, 0, play.from_document({**doc, "variant": variant}))
    match.play_notation(move)
    assert play.is_terminal(match.state)
    return GameSession(entry, play, variant, dict(PEOPLE[game]), match)


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_results_of_a_bombed_headquarters_and_a_taken_gk(app, tmp_path, lang):
    arm, aw = position_helpers()
    bombed = aw.pos("north", [("north", "bomber", "d3", "E"), ("south", "fighter", "a10", "N")],
                    hq={"south": "e3", "north": "h19"})
    taken = arm.pos("red", 2, {"R2": "red", "R10": "alien", "R11": "alien", "R0": "alien", **arm.GREEN_YELLOW_HOME})
    app.set_language(lang)
    for game, session in (("airwar", from_document("airwar", bombed, "d3:F2")),
                          ("armageddon", from_document("armageddon", taken, "R2>R0"))):
        scene = show(app, session)
        shot(app, f"results_{game}_won_{lang}", tmp_path)
        story = scene._story_lines(scene.type_sizes)[0][0]
        assert ("e3" in story) if game == "airwar" else ("ГК" in story)
        winner = session.game.outcome(session.match.state).winner
        assert app.screen.get_at((scene.ribbon.right - 8, scene.ribbon.bottom - 8))[:3] == scene.side_colour(winner)[:3]
        assert_final_board_is_drawn(app, scene)

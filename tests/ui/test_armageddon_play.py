"""The Armageddon table played as people play it: clicks and keys through the event queue."""

from __future__ import annotations

import random

import pygame
import pytest

from tabletop.ui.autosaves import continue_path
from tests.ui.armageddon_support import (
    alien_win_position,
    click_target,
    new_session,
    node_pos,
    open_table,
    play_turn_by_clicks,
    settle,
)
from tests.ui.input_support import click, key
from tests.ui.ui_helpers import dialog_buttons


def test_whole_game_by_clicks_reaches_the_round_cap_draw(app_factory) -> None:
    """Rule 5.6: a seeded game clicked through to its end (round cap 3) shows the results."""
    app = app_factory("ru")
    session = new_session({"round_cap": 3}, seed=11)
    scene = open_table(app, session)
    rng = random.Random(5)
    turns = 0
    while app.scene is scene and turns < 40:
        play_turn_by_clicks(app, scene, rng)
        turns += 1
    settle(app, 4)
    assert session.game.is_terminal(session.match.state)
    assert session.game.to_document(session.match.state)["winner"] == "draw"
    assert app.scene is not scene, "the results scene replaces the table"
    assert any(step.action.to_notation() not in ("-",) and not step.is_roll for step in session.match.steps)


def _earth_win_position(game) -> dict:
    doc = game.to_document(game.initial_state())
    tokens = dict(doc["tokens"])
    for node in ("S1", "S2", "S3", "K1r"):
        tokens.pop(node)
    tokens.update({"R12": "alien", "R13": "alien", "R14": "alien", "R1": "red"})
    return {**doc, "tokens": tokens}


def test_earth_wins_by_clicking_onto_gk(app_factory) -> None:
    """Rule 5.3: red clicks its token from R1 onto an undefended ГК and Earth wins."""
    app = app_factory("ru")
    game = new_session().game
    session = new_session(start=_earth_win_position(game), seed=3)
    scene = open_table(app, session)
    settle(app, 2)
    play_turn_by_clicks(app, scene, random.Random(1), prefer=lambda ms: next((m for m in ms if m.to == "R0"), None))
    assert session.game.to_document(session.match.state)["winner"] == "earth"
    settle(app, 4)
    assert app.scene is not scene


def test_aliens_win_by_blowing_up_a_compartment(app_factory) -> None:
    """Rules 6.4 and 5.5: the officer with a mine reaches A, K1 explodes, Earth is down to 3."""
    app = app_factory("en")
    game = new_session().game
    session = new_session(start=alien_win_position(game), seed=3)
    scene = open_table(app, session)
    settle(app, 2)
    play_turn_by_clicks(app, scene, random.Random(1), prefer=lambda ms: next((m for m in ms if m.frm == "B8"), None))
    doc = session.game.to_document(session.match.state)
    assert doc["winner"] == "aliens"
    assert "K1" in doc["destroyed"]
    assert any("BOOM" in line for line in scene.log.lines)


def test_wrong_seat_token_is_refused_in_words(app_factory) -> None:
    """Rule 1.3: clicking a green token on red's turn says whose token it is and who moves."""
    app = app_factory("ru")
    scene = open_table(app, new_session())
    settle(app, 2)
    click(app, scene.buttons["roll"].rect.center)
    settle(app, 1.5)
    click(app, node_pos(scene, "K1g"))
    assert scene.refusal
    assert "зелёных" in scene.refusal and "красные" in scene.refusal and "1.3" in scene.refusal
    assert scene.selected is None


def test_click_before_rolling_names_rule_3_1(app_factory) -> None:
    """Rule 3.1: a token clicked before the roll is refused with the reason."""
    app = app_factory("en")
    scene = open_table(app, new_session())
    settle(app, 2)
    click(app, node_pos(scene, "K1r"))
    assert "3.1" in scene.refusal and "Roll" in scene.refusal


def test_keyboard_turn_and_undo(app_factory) -> None:
    """Space rolls, Tab picks, arrows and Enter move; Ctrl+Z takes the sub-move back."""
    app = app_factory("ru")
    session = new_session(seed=2)
    scene = open_table(app, session)
    settle(app, 2)
    key(app, pygame.K_SPACE)
    settle(app, 1.5)
    before = session.game.to_document(session.match.state)
    key(app, pygame.K_TAB)
    assert scene.selected in scene.movable()
    key(app, pygame.K_RIGHT)
    target = scene.focus
    assert target in scene.targets(scene.selected)
    key(app, pygame.K_RETURN)
    settle(app, 3)
    after = session.game.to_document(session.match.state)
    assert after["tokens"] != before["tokens"]
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.game.to_document(session.match.state)["tokens"] == before["tokens"]
    assert scene.phase == "choose"


def test_end_turn_autosaves_and_resume_gives_the_same_position(app_factory) -> None:
    """Kill and resume: the autosave after a turn rebuilds the identical position."""
    from tabletop.ui.session import GameSession

    app = app_factory("ru")
    session = new_session(seed=9)
    scene = open_table(app, session)
    rng = random.Random(3)
    for _ in range(6):
        play_turn_by_clicks(app, scene, rng)
    assert continue_path() is not None
    resumed = GameSession.load(continue_path())
    assert resumed.game.to_document(resumed.match.state) == session.game.to_document(session.match.state)
    app2 = app_factory("en")
    scene2 = open_table(app2, resumed)
    assert scene2.phase in ("roll", "choose")


def _pass_position(game) -> dict:
    doc = game.to_document(game.initial_state())
    tokens = {k: v for k, v in doc["tokens"].items() if v != "red"}
    tokens.update({"R1": "red", "R0": "alien"})
    tokens.pop("S3")
    return {**doc, "tokens": tokens}


def test_a_roll_without_a_move_passes_and_is_announced(app_factory) -> None:
    """Rule 1.4: red's only token cannot stop on a guarded ГК, so any roll passes, in words."""
    app = app_factory("ru")
    game = new_session().game
    session = new_session(start=_pass_position(game), seed=1)
    scene = open_table(app, session)
    settle(app, 2)
    click(app, scene.buttons["roll"].rect.center)
    settle(app, 1, until=lambda: scene.phase != "rolling")
    assert session.match.steps[-1].notation() == "-"
    assert "пас" in scene.banner.text
    assert any("пас" in line for line in scene.log.lines)
    settle(app, 3)
    assert scene.seat() == "green" and scene.phase == "roll"


def test_auto_end_turn_moves_on_without_the_button(app_factory) -> None:
    """With the setting on, a finished turn passes to the next seat by itself."""
    app = app_factory("en", auto_end_turn=True)
    scene = open_table(app, new_session(seed=6))
    settle(app, 2)
    click(app, scene.buttons["roll"].rect.center)
    settle(app, 1, until=lambda: scene.phase != "rolling")
    while scene.phase == "choose":
        move = scene.submoves()[0]
        click(app, node_pos(scene, move.frm))
        click(app, node_pos(scene, move.to))
        if app.dialogs.active:  # the table asks before a sub-move that throws pips away (16.7): play it anyway
            click(app, dialog_buttons(app)[0].get_abs_rect().center)
        settle(app, 4, until=lambda: scene.phase != "animate")
    assert scene.seat() == "green" and scene.phase == "roll"
    assert "Green" in scene.banner.text


SOUND_CASES = {
    "laser": ({"K1g": None, "g5": "green"}, {"to_move": "green"}, "g5>g8"),
    "displace": ({"K1r": None, "R8": "red", "S1": None, "R6": "alien"}, {}, "R8>R5"),
    "explosion": ({"D": None, "B8": "officer"}, {"to_move": "aliens", "officer_mine": True, "depot": 5}, "B8>A"),
}


@pytest.mark.parametrize("sound", sorted(SOUND_CASES))
def test_sounds_of_steps_laser_displacement_and_explosion(app_factory, sound: str) -> None:
    """The shell's Sounds are asked for roll, each step, and the laser / displace / explosion sound."""
    changes, extra, move = SOUND_CASES[sound]
    app = app_factory("ru")
    played: list[str] = []
    app.sounds.play = played.append
    game = new_session().game
    doc = game.to_document(game.initial_state())
    tokens = {k: v for k, v in {**doc["tokens"], **changes}.items() if v is not None}
    seed = next(n for n in range(100) if random.Random(n).randrange(6) >= 3)  # the first roll is 4 or more
    scene = open_table(app, new_session(start={**doc, "tokens": tokens, **extra}, seed=seed))
    frm, to = move.split(">")
    click(app, scene.buttons["roll"].rect.center)
    settle(app, 1, until=lambda: scene.phase != "rolling")
    assert any(m.to_notation() == move for m in scene.submoves())
    click(app, node_pos(scene, frm))
    click_target(app, scene, to)  # the laser case loses a token: the table asks first
    settle(app, 6, until=lambda: scene.phase != "animate")
    assert "roll" in played and sound in played
    assert played.count("step") >= 1


def test_escape_drops_the_picked_token(app_factory) -> None:
    """Esc first un-picks a token instead of leaving the game."""
    app = app_factory("ru")
    scene = open_table(app, new_session(seed=2))
    settle(app, 2)
    key(app, pygame.K_SPACE)
    settle(app, 1, until=lambda: scene.phase != "rolling")
    key(app, pygame.K_TAB)
    assert scene.selected is not None
    key(app, pygame.K_ESCAPE)
    assert scene.selected is None and app.scene is scene


def test_own_blocked_token_says_rule_3_5(app_factory) -> None:
    """Rule 3.5: a red token whose only step lands on another red token is refused with the rules' reason."""
    app = app_factory("ru")
    game = new_session().game
    doc = game.to_document(game.initial_state())
    tokens = {k: v for k, v in doc["tokens"].items() if k not in ("K1r", "K2r")}
    tokens.update({"r3": "red", "r4": "red"})
    scene = open_table(app, new_session(start={**doc, "tokens": tokens, "roll": 1, "pips_left": 1}))
    assert scene.phase == "choose" and "r3" not in scene.movable()
    click(app, node_pos(scene, "r3"))
    assert "3.5" in scene.refusal and "r4" in scene.refusal
    click(app, node_pos(scene, "r4"))
    assert scene.selected == "r4" and scene.targets("r4") == ["r5"]


def test_skipped_turn_is_announced_when_the_turn_ends(app_factory) -> None:
    """Rule 3.7: green landed last round, so after red's turn the table says green skips and yellow moves."""
    app = app_factory("ru")
    game = new_session().game
    doc = game.to_document(game.initial_state())
    scene = open_table(app, new_session(start={**doc, "skip_next": ["green"]}, seed=4))
    play_turn_by_clicks(app, scene, random.Random(2))
    assert "Зелёные пропускают ход" in app.toast.text and "3.7" in app.toast.text
    assert scene.seat() == "yellow" and "Жёлтые" in scene.banner.text


@pytest.mark.parametrize("level", ["random", "hard"])
def test_computer_seats_play_by_themselves(app_factory, level: str) -> None:
    """A seat held by an AI player rolls, moves and ends its turn on its own; clicks meanwhile are refused."""
    import time

    from tabletop.engine.seats import Player

    app = app_factory("ru")
    session = new_session({"round_cap": 2}, seed=3)
    session.seats = {seat: Player(name=f"ИИ {seat}", kind="ai", level=level) for seat in session.seats}
    scene = open_table(app, session)
    click(app, node_pos(scene, "K1r"))
    assert "компьютер" in scene.refusal
    deadline = time.monotonic() + 120  # a guard against a hang, not a speed test
    while app.scene is scene and time.monotonic() < deadline:
        app.step([], 0.25)
        time.sleep(0.005)  # as a real frame loop does: the thinking thread gets its turn
    assert session.game.is_terminal(session.match.state)
    assert sum(1 for step in session.match.steps if not step.is_roll) >= 4
    assert app.scene is not scene

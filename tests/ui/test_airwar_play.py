"""The Air War table played as people play it: clicks and keys through the event queue."""

from __future__ import annotations

import random

import pygame

from tabletop.ui.autosaves import list_autosaves
from tests.ui.airwar_support import new_session, open_table, option_pos, play_ply_by_clicks, point_pos, settle
from tests.ui.input_support import click, key


def raid_position(game) -> dict:
    """The standard start with North's e19 bomber already flown round to f1, heading east; North to move."""
    doc = game.to_document(game.initial_state())
    planes = [p for p in doc["planes"] if p["at"] != "e19"]
    planes.append({"side": "north", "kind": "bomber", "at": "f1", "heading": "E", "parked": False})
    return {**doc, "planes": planes, "to_move": "north"}


def test_north_bombs_the_south_hq_by_clicks_and_the_results_follow(app_factory) -> None:
    """Rules 3.8 / 4.2: f1:F2, a South reply, h1:LF1 onto h2 — clicked — ends the game; the log says so."""
    app = app_factory("ru")
    game = new_session().game
    session = new_session({"first": "north"}, start=raid_position(game), seed=3)
    scene = open_table(app, session)
    want = iter(("f1:F2", None, "h1:LF1"))

    def prefer(moves):
        target = next(want)
        return next((m for m in moves if m.to_notation() == target), None) if target else None

    for _ in range(3):
        play_ply_by_clicks(app, scene, random.Random(2), prefer)
    doc = game.to_document(session.match.state)
    assert doc["winner"] == "north"
    assert any("Штаб Юга разбомблен" in line for line in scene.log.lines)
    assert any("h1:LF1" in line for line in scene.log.lines)
    settle(app, 4)
    assert app.scene is not scene, "the results scene replaces the table"
    assert not list_autosaves(), "a finished game leaves no autosave"


def test_seeded_random_clicks_play_to_a_draw(app_factory) -> None:
    """Rule 4.4: with small draw caps a game of random clicked operations ends in a draw and shows the results."""
    app = app_factory("en")
    session = new_session({"quiet_plies_draw": 12, "max_plies_draw": 40}, seed=11)
    scene = open_table(app, session)
    rng = random.Random(5)
    plies = 0
    while app.scene is scene and plies < 60:
        play_ply_by_clicks(app, scene, rng)
        plies += 1
    settle(app, 4)
    state = session.match.state
    assert session.game.to_document(state)["winner"] == "draw"
    assert app.scene is not scene
    assert sum(1 for step in session.match.steps if not step.is_roll) >= 12


def test_keyboard_tab_arrows_enter_play_an_operation(app_factory) -> None:
    """Tab picks a movable plane, arrows walk its operations, Enter plays the focused one; digits play directly."""
    app = app_factory("ru")
    session = new_session({"first": "south"}, seed=1)
    scene = open_table(app, session)
    key(app, pygame.K_TAB)
    assert scene.selected in scene.movable()
    first = scene.selected
    key(app, pygame.K_TAB)
    assert scene.selected != first
    key(app, pygame.K_RIGHT)
    assert scene.focus == 1
    chosen = scene.options()[1].move
    key(app, pygame.K_RETURN)
    assert session.match.steps[-1].action == chosen
    settle(app, 2, until=lambda: scene.phase == "choose")
    key(app, pygame.K_TAB)
    chosen = scene.options()[0].move
    key(app, pygame.K_1)
    assert session.match.steps[-1].action == chosen


def test_a_click_on_an_enemy_plane_names_rule_1_3(app_factory) -> None:
    """Rule 1.3: South to move, a North plane clicked → «Это самолёт Севера — сейчас ходит Юг (правило 1.3)»."""
    app = app_factory("ru")
    scene = open_table(app, new_session({"first": "south"}))
    click(app, point_pos(scene, "c18"))
    assert scene.refusal == "Это самолёт Севера — сейчас ходит Юг (правило 1.3)"
    assert scene.selected is None


def test_a_stuck_own_plane_gets_the_rules_reason(app_factory) -> None:
    """Rules 3.5/3.6: a parked bomber behind a parked fighter cannot move; the refusal names rule 3.6."""
    app = app_factory("ru")
    scene = open_table(app, new_session({"first": "south"}))
    click(app, point_pos(scene, "c3"))
    assert scene.selected is None
    assert "правило 3.6" in scene.refusal


def test_undo_takes_back_the_last_ply(app_factory) -> None:
    """Ctrl+Z restores the position before the last operation (any ply may be undone); the lot stays."""
    app = app_factory("ru")
    session = new_session({"first": "south"}, seed=4)
    scene = open_table(app, session)
    before = session.game.to_document(session.match.state)
    play_ply_by_clicks(app, scene, random.Random(3))
    settle(app, 2, until=lambda: scene.phase == "choose")
    assert session.game.to_document(session.match.state) != before
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert session.game.to_document(session.match.state) == before
    key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert scene.refusal == "Отменять нечего"


def test_the_lot_is_drawn_and_announced_at_the_start(app_factory) -> None:
    """Rule 1.3: with the lot the first step is a chance step, logged and shown on the banner."""
    app = app_factory("ru")
    session = new_session(seed=9)
    scene = open_table(app, session)
    assert session.match.steps[0].is_roll
    assert scene.log.lines[0].startswith("Жребий: первым ходит")
    assert scene.banner.visible and scene.phase == "choose"


def test_four_players_hand_over_to_the_fighter_commander(app_factory) -> None:
    """Rule 1.4: the bomber commander's button hands the turn over; then only fighters move."""
    app = app_factory("ru")
    session = new_session({"first": "south"}, four=True, seed=2)
    for move in ("c4:F3", "m18:F3"):  # the fighters clear the way: now a South bomber can fly
        session.match.play_notation(move)
    scene = open_table(app, session)
    assert scene.seat() == "south-bombers"
    settle(app, 2)
    button = scene.buttons["handover"]
    click(app, button.rect.center)
    assert session.match.steps[-1].action.to_notation() == "handover"
    assert scene.seat() == "south-fighters"
    assert all(m.at in {p["at"] for p in scene.doc()["planes"] if p["kind"] == "fighter"} for m in scene.legal())
    assert "Юг — истребители" in scene.banner.text


def pass_position(game) -> dict:
    """South's only planes stand parked on the top edge facing north: none can move."""
    doc = game.to_document(game.initial_state())
    south = [{"side": "south", "kind": "bomber", "at": "a21", "heading": "N", "parked": True}]
    south += [
        {"side": "south", "kind": "fighter", "at": f"{c}21", "heading": "N", "parked": True} for c in "bcdefgijkl"
    ]
    planes = [p for p in doc["planes"] if p["side"] == "north"] + south
    return {k: v for k, v in {**doc, "planes": planes, "to_move": "south"}.items() if k != "losses"}


def test_a_side_without_operations_passes_by_itself(app_factory) -> None:
    """Rule 4.3: the pass is played for the side, announced and logged; North moves next."""
    app = app_factory("ru")
    game = new_session().game
    session = new_session({"first": "south"}, start=pass_position(game))
    scene = open_table(app, session)
    settle(app, 0.5)
    assert session.match.steps[0].action.to_notation() == "-"
    assert any("пропуск хода" in line for line in scene.log.lines)
    settle(app, 2)
    assert scene.side() == "north"


def test_placement_setup_by_clicks_and_arrow_keys(app_factory) -> None:
    """Rule 2.3: launchers then guns are placed by clicks on free home points; arrows turn the gun."""
    app = app_factory("ru")
    session = new_session({"first": "south", "setup": "placement"}, seed=2)
    scene = open_table(app, session)
    assert scene.phase == "place"
    click(app, point_pos(scene, "a20"))  # North's zone: not South's to use
    assert "правило 2.3" in scene.refusal
    columns = "abcdefghijklmno"
    placed = 0
    while scene.phase in ("place", "animate") and placed < 30:
        settle(app, 0.5, until=lambda: scene.phase != "animate")
        side = scene.side()
        if scene.left_to_place()["missile"] == 0 and scene.place_kind == "missile":
            scene.place_kind = "gun"
        key(app, pygame.K_LEFT)
        row = 5 if side == "south" else 17
        free = [f"{c}{row}" for c in columns if any(getattr(m, "at", None) == f"{c}{row}" for m in scene.legal())]
        click(app, point_pos(scene, free[0]))
        placed += 1
    settle(app, 1)
    doc = session.game.to_document(session.match.state)
    assert placed == 24 and scene.phase == "choose"
    guns = [d for d in doc["defences"] if d["kind"] == "gun"]
    assert len(guns) == 16 and all(d["facing"] == "W" for d in guns)
    assert sum(1 for d in doc["defences"] if d["kind"] == "missile") == 8


def test_a_computer_seat_plays_by_itself(app_factory) -> None:
    """`north=ai:random`: after South's clicked ply the computer answers off the UI thread."""
    app = app_factory("ru")
    ai = {"north-bombers": "random", "north-fighters": "random"}
    session = new_session({"first": "south"}, seed=6, ai=ai)
    scene = open_table(app, session)
    play_ply_by_clicks(app, scene, random.Random(1))
    settle(app, 6, until=lambda: len(session.match.steps) >= 2 and scene.phase == "choose")
    assert len(session.match.steps) == 2
    assert session.match.steps[1].seat == "north-bombers"
    assert scene.side() == "south"


def test_clicking_a_marker_plays_exactly_that_operation(app_factory) -> None:
    """Each operation's marker on the board plays that operation (checked for every option of a fighter)."""
    app = app_factory("en")
    session = new_session({"first": "south"}, seed=8)
    for move in ("b4:F3", "m18:F3"):
        session.match.play_notation(move)
    scene = open_table(app, session)
    click(app, point_pos(scene, "b7"))
    ops = {o.op for o in scene.options()}
    assert ops == {"F3", "L", "R", "UF1", "F1", "RF2"}, "LF2 would leave the board (rule 3.6)"
    for index in range(len(ops)):
        if scene.selected != "b7":
            click(app, point_pos(scene, "b7"))
        option = scene.options()[index]
        click(app, option_pos(scene, index))
        assert session.match.steps[-1].action == option.move
        key(app, pygame.K_z, pygame.KMOD_CTRL)
        settle(app, 1, until=lambda: scene.phase == "choose")


def test_paper_rules_offer_illegal_operations_that_cost_the_plane(app_factory) -> None:
    """Rule 4.5: under paper rules the parked bomber behind its fighter may still try F2 — and is lost (rule 3.6)."""
    app = app_factory("ru")
    session = new_session({"first": "south", "paper_rules": True}, seed=3)
    scene = open_table(app, session)
    assert "c3" in scene.movable()
    click(app, point_pos(scene, "c3"))
    assert scene.selected == "c3"
    rules = {o.op: o.rule for o in scene.options()}
    assert rules == {"F2": "3.6", "U": "3.5", "LF1": "3.5", "RF1": "3.5"}, "parked: only straight (3.5)"
    index, option = next((i, o) for i, o in enumerate(scene.options()) if o.op == "F2")
    assert option.outcome == "lost" and option.end == "c5"
    click(app, option_pos(scene, index))
    doc = session.game.to_document(session.match.state)
    assert doc["losses"]["south"]["bomber"] == 1
    settle(app, 1)
    assert any("потерян на c3" in line and "правило 3.6" in line for line in scene.log.lines)
    assert any(line.startswith("бомбардировщик Юга c3 (F2") for line in scene.log.lines)

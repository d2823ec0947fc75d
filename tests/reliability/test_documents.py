"""Impossible documents are refused: long or multi-line steps, edited rolls, strict versions, finished games."""

from __future__ import annotations

import json
import time

import pytest

from tabletop.engine.errors import DocumentError, IllegalMove
from tabletop.engine.match import Match
from tabletop.engine.saves import MAX_STEP_CHARS, make_save, read_save, restore_match, write_save
from tabletop.engine.seats import Player
from tabletop.registry import get_entry


def played(game_name: str, steps: int = 12, seed: int = 3) -> Match:
    """A match of a real game some steps in, every roll drawn from its seed."""
    game = get_entry(game_name).make_game(None)
    match = Match(game, seed)
    for _ in range(steps):
        if game.is_terminal(match.state):
            break
        if match.needs_roll():
            match.roll()
        else:
            match.play(game.legal_moves(match.state)[0])
    return match


def saved(tmp_path, game_name: str, **changes) -> tuple:
    """A save of a real match written to disk, with some fields replaced; returns (path, data)."""
    match = played(game_name)
    seats = {seat: Player(name=seat) for seat in match.game.seats}
    data = make_save(game_name, match, {}, seats).model_dump(mode="json") | changes
    path = tmp_path / "save.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, data


def restore(path):
    save = read_save(path)
    return restore_match(save, get_entry(save.game).make_game(None))


@pytest.mark.parametrize("game_name", ["armageddon", "airwar"])
def test_an_honest_save_restores(tmp_path, game_name):
    path, _ = saved(tmp_path, game_name)
    assert restore(path).history() == read_save(path).history


@pytest.mark.parametrize("length", [MAX_STEP_CHARS + 1, 10_000, 1_000_000])
def test_a_history_entry_longer_than_any_move_is_refused_quickly_and_briefly(tmp_path, length):
    path, data = saved(tmp_path, "armageddon")
    data["history"] = [*data["history"][:3], "K" * length]
    path.write_text(json.dumps(data), encoding="utf-8")
    started = time.perf_counter()
    with pytest.raises(DocumentError, match=r"history\[3\]") as caught:
        read_save(path)
    assert time.perf_counter() - started < 2.0
    assert len(str(caught.value)) < 400  # the message quotes no part of the long entry


@pytest.mark.parametrize("entry", ["f11\n:F3", "roll 3\n", "K1r>L1\x00", ""])
def test_a_history_entry_that_is_not_one_line_of_text_is_refused(tmp_path, entry):
    path, data = saved(tmp_path, "airwar")
    data["history"] = [*data["history"], entry]
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DocumentError, match="history"):
        read_save(path)


def test_a_replay_error_quotes_a_short_excerpt():
    game = get_entry("airwar").make_game(None)
    long_move = "f11:" + "F" * 5000
    with pytest.raises(IllegalMove) as caught:
        Match.replay(game, 0, ["roll 1", long_move] if game.chance_outcomes(game.initial_state()) else [long_move])
    assert len(caught.value.reason_en) < 400 and "5004 characters" in caught.value.reason_en


def test_an_edited_roll_disagrees_with_the_seed(tmp_path):
    path, data = saved(tmp_path, "armageddon")
    index = next(i for i, step in enumerate(data["history"]) if step.startswith("roll "))
    value = int(data["history"][index][5:])
    data["history"][index] = f"roll {value % 6 + 1}"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(DocumentError, match=f"step {index + 1} .*disagrees with the match's seed"):
        restore(path)


def test_a_save_of_chosen_rolls_says_so_and_restores(tmp_path):
    game = get_entry("armageddon").make_game(None)
    match = Match(game, 1)
    drawn = Match(game, 1).roll().events[0].value  # type: ignore[attr-defined]
    match.roll(drawn % 6 + 1)
    save = make_save("armageddon", match, {}, {})
    assert save.rolls == "chosen"
    write_save(tmp_path / "s.json", save)
    assert restore(tmp_path / "s.json").state == match.state


@pytest.mark.parametrize("version", [True, 1.0, "1"])
def test_format_version_must_be_the_integer_1(tmp_path, version):
    path, _ = saved(tmp_path, "armageddon", format_version=version)
    with pytest.raises(DocumentError, match="format_version"):
        read_save(path)


def start_document(game_name: str) -> tuple:
    game = get_entry(game_name).make_game(None)
    doc = game.to_document(game.initial_state())
    if game_name == "airwar":
        doc["to_move"] = "south"  # past the lot for the first move
    return game, doc


def test_armageddon_round_past_the_cap_without_a_winner_is_refused():
    game, doc = start_document("armageddon")
    doc["round"] = game.variant.round_cap + 1
    with pytest.raises(DocumentError, match=r"field 'round'.*round cap"):
        game.from_document(doc)
    doc["round"] = game.variant.round_cap
    game.from_document(doc)  # the last round itself is still played


@pytest.mark.parametrize(("field", "value", "message"), [
    ("quiet_plies", 1_000_000, "field 'quiet_plies'"),
    ("quiet_plies", 150, "limit of 150"),
    ("ply", 300, "field 'ply'.*limit of 300"),
])
def test_airwar_limits_reached_without_a_winner_are_refused(field, value, message):
    game, doc = start_document("airwar")
    doc["ply"] = max(doc["ply"], value if field == "quiet_plies" else 0, 10)
    doc[field] = value
    with pytest.raises(DocumentError, match=message):
        game.from_document(doc)


def test_airwar_quiet_plies_cannot_exceed_all_plies():
    game, doc = start_document("airwar")
    doc["ply"], doc["quiet_plies"] = 4, 5
    with pytest.raises(DocumentError, match="only 4 plies in all"):
        game.from_document(doc)


def test_airwar_board_without_planes_and_without_a_winner_is_refused():
    game, doc = start_document("airwar")
    doc["planes"], doc["losses"] = [], None
    with pytest.raises(DocumentError, match="no plane is on the board"):
        game.from_document(doc)


def test_airwar_explicit_losses_that_decide_the_game_need_a_winner():
    game, doc = start_document("airwar")
    doc["planes"] = [plane for plane in doc["planes"] if plane["side"] == "south"]
    doc["losses"] = {"south": {"bomber": 0, "fighter": 0}, "north": {"bomber": 6, "fighter": 10}}
    with pytest.raises(DocumentError, match=r"losses\.north"):
        game.from_document(doc)
    doc["winner"] = "south"
    assert game.is_terminal(game.from_document(doc))


@pytest.mark.parametrize("text", ["f11\n:F3", "f11:F3\n:x", "f11\t:F3"])
def test_airwar_moves_with_a_newline_inside_are_unreadable(text):
    game = get_entry("airwar").make_game(None)
    with pytest.raises(IllegalMove) as caught:
        game.parse_move(game.initial_state(), text)
    assert "cannot read move" in caught.value.reason_en


@pytest.mark.parametrize("game_name", ["armageddon", "airwar"])
@pytest.mark.parametrize("version", [True, 1.0])
def test_position_format_version_must_be_the_integer_1(game_name, version):
    game, doc = start_document(game_name)
    doc["format_version"] = version
    with pytest.raises(DocumentError, match="format_version"):
        game.from_document(doc)


@pytest.mark.parametrize(("count", "ru", "en"), [
    (0, "many", "other"), (1, "one", "one"), (2, "few", "other"), (5, "many", "other"), (11, "many", "other"),
    (12, "many", "other"), (21, "one", "other"), (22, "few", "other"), (111, "many", "other"), (104, "few", "other"),
])
def test_plural_forms_of_the_load_screen(count, ru, en):
    from tabletop.i18n import Words, plural_category

    assert (plural_category("ru", count), plural_category("en", count)) == (ru, en)
    nouns = {"one": "ход", "few": "хода", "many": "ходов"}
    assert Words("ru").count("saves.ply", count) == f"{count} {nouns[ru]}"
    assert Words("en").count("saves.ply", count) == f"{count} move" + ("" if count == 1 else "s")

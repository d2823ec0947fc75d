"""Save files: round trips, replay to the identical position, and every kind of bad file."""

from __future__ import annotations

import json

import pytest

from tabletop.engine import Match
from tabletop.engine.errors import DocumentError
from tabletop.engine.saves import autosave_path, make_save, read_save, restore_match, write_save
from tabletop.engine.seats import Player
from tests.dicegame import RaceGame

SEATS = {"a": Player(name="Аня"), "b": Player(name="Бот", kind="ai", level="random")}


def played_match(seed: int = 5, steps: int = 9) -> Match:
    """A race match some steps in."""
    match = Match(RaceGame(), seed=seed)
    for _ in range(steps):
        if match.needs_roll():
            match.roll()
        else:
            match.play(match.game.legal_moves(match.state)[0])
    return match


def test_save_round_trip_replays_identical_state(tmp_path):
    match = played_match()
    path = tmp_path / "game.json"
    write_save(path, make_save("race", match, {"goal": 20}, SEATS))
    save = read_save(path)
    assert save.seats["a"].name == "Аня"
    assert save.seats["b"].level == "random"
    restored = restore_match(save, RaceGame())
    assert restored.state == match.state
    assert restored.history() == match.history()
    assert restored.rng.random() == match.rng.random()


def test_save_file_is_readable_json_with_cyrillic(tmp_path):
    path = tmp_path / "game.json"
    write_save(path, make_save("race", played_match(), {}, SEATS))
    text = path.read_text(encoding="utf-8")
    assert "Аня" in text
    assert json.loads(text)["format_version"] == 1


def test_start_position_is_saved_and_restored(tmp_path):
    game = RaceGame()
    start = game.from_document({"game": "race", "to_move": "b", "roll": None, "positions": {"a": 5, "b": 7}})
    match = Match(game, seed=2, state=start)
    match.roll(3)
    path = tmp_path / "game.json"
    write_save(path, make_save("race", match, {}, SEATS, start=game.to_document(start)))
    assert restore_match(read_save(path), game).state == match.state


def write(tmp_path, content) -> str:
    path = tmp_path / "bad.json"
    path.write_bytes(content if isinstance(content, bytes) else json.dumps(content).encode())
    return str(path)


def good_save() -> dict:
    return make_save("race", played_match(), {}, SEATS).model_dump(mode="json")


@pytest.mark.parametrize(
    ("change", "message"),
    [
        ({"format_version": 2}, "format_version 2 is not supported"),
        ({"seed": "abc"}, "seed"),
        ({"history": "roll 3"}, "history"),
        ({"seats": {"a": {"name": "x", "kind": "robot"}}}, "seats.a.kind"),
        ({"__class__": "os.system"}, "__class__"),
    ],
)
def test_bad_fields_are_named(tmp_path, change, message):
    data = good_save() | change
    with pytest.raises(DocumentError, match=message):
        read_save(write(tmp_path, data))


def test_missing_field_is_named(tmp_path):
    data = good_save()
    del data["game"]
    with pytest.raises(DocumentError, match="game"):
        read_save(write(tmp_path, data))


def test_truncated_save_is_a_clear_error(tmp_path):
    raw = json.dumps(good_save()).encode()
    with pytest.raises(DocumentError, match="corrupt or truncated"):
        read_save(write(tmp_path, raw[: len(raw) // 2]))


def test_not_an_object_is_a_clear_error(tmp_path):
    with pytest.raises(DocumentError, match="expected a JSON object"):
        read_save(write(tmp_path, [1, 2, 3]))


def test_history_that_does_not_replay_is_a_document_error(tmp_path):
    data = good_save()
    data["history"] = ["roll 3", "half"]
    data["rolls"] = "chosen"  # the edited roll is declared chosen, so the bad move is what fails
    save = read_save(write(tmp_path, data))
    with pytest.raises(DocumentError, match="step 2 'half'"):
        restore_match(save, RaceGame())


def test_autosave_lives_in_the_user_data_dir():
    assert autosave_path().name == "autosave.json"
    assert "tabletop" in str(autosave_path().parent).lower()

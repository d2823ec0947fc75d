"""Seat arguments: players, AI levels, group aliases and clear errors."""

from __future__ import annotations

import pytest

from tabletop.engine.seats import SeatError, parse_seat_args

SEATS = ("red", "green", "yellow", "aliens")
GROUPS = {"earth": ("red", "green", "yellow")}


def test_named_human_and_default_humans():
    seats = parse_seat_args(["red=human:Аня"], SEATS, GROUPS)
    assert seats["red"].name == "Аня"
    assert seats["green"].name == "green" and seats["green"].kind == "human"


def test_group_alias_gives_one_player_every_seat_of_the_group():
    seats = parse_seat_args(["earth=ai:random", "aliens=human:Петя"], SEATS, GROUPS)
    assert {seats[s].level for s in ("red", "green", "yellow")} == {"random"}
    assert seats["red"] is seats["yellow"]
    assert seats["aliens"].name == "Петя"


@pytest.mark.parametrize(
    ("arg", "message"),
    [("blue=human", "unknown seat 'blue'"), ("red", "expected SEAT="), ("red=ai:genius", "unknown AI level"),
     ("red=robot", "human\\[:NAME\\] or ai:LEVEL")],
)
def test_bad_seat_arguments_are_explained(arg, message):
    with pytest.raises(SeatError, match=message):
        parse_seat_args([arg], SEATS, GROUPS)


def test_labels_name_the_ai_level_once():
    seats = parse_seat_args(["red=ai:easy", "green=ai:hard:Вася"], SEATS, GROUPS)
    assert seats["red"].label() == "AI easy"
    assert seats["green"].label() == "Вася (AI hard)"
    assert seats["yellow"].label() == "yellow"

"""The results page's sentence of how an Air War game ended (rules 4.1, 4.2, 4.4), in Russian and English,
built from position documents played to their end."""

from __future__ import annotations

import pytest

from airwar.view.ending import ending_text, length_text, turns_played
from tabletop.i18n import Words
from tests.airwar.positions import load, pos
from tests.ending_support import ending_words


def losses(south=(0, 0), north=(0, 0)):
    """A losses field from (bombers, fighters) pairs."""
    return {"south": {"bomber": south[0], "fighter": south[1]}, "north": {"bomber": north[0], "fighter": north[1]}}


def finished(doc, move):
    """(game, match) after playing `move` from the document's position."""
    return ending_words(load, ending_text, doc, move)[1]


def words(doc, move):
    """The ending sentence in Russian and in English."""
    return ending_words(load, ending_text, doc, move)[0]


def quiet_doc(quiet, ply=0, lost=(None, None), **variant):
    """South may play a quiet c5:F2 or shoot down North's bomber with h10:F3."""
    doc = pos("south", [("south", "bomber", "c5", "N"), ("south", "fighter", "h10", "N"),
                        ("north", "bomber", "h12", "N"), ("north", "fighter", "a17", "S")],
              variant={"first": "south", **variant}, quiet=quiet, ply=ply)
    if lost != (None, None):
        doc["losses"] = losses(*lost)
    return doc


def test_4_2_the_bombed_headquarters_names_both_sides_and_the_point():
    doc = pos("north", [("north", "bomber", "d3", "E"), ("south", "fighter", "a10", "N")],
              hq={"south": "e3", "north": "h19"})
    ru, en = words(doc, "d3:F2")
    assert ru == "Бомбардировщик Севера долетел до штаба Юга на e3 и разбомбил его (правило 4.2)."
    assert en == "A North bomber reached South's headquarters on e3 and bombed it (rule 4.2)."


def test_4_1_all_bombers_and_eight_fighters_lost_names_the_loser_and_counts():
    doc = pos("south", [("south", "fighter", "h10", "N"), ("north", "bomber", "h12", "N"),
                        ("north", "fighter", "a17", "S")], losses=losses(north=(5, 8)))
    ru, en = words(doc, "h10:F3")
    assert ru == "Север потерял все 6 бомбардировщиков и 8 истребителей — это поражение (правило 4.1)."
    assert en == "North lost all 6 bombers and 8 fighters: that loses the war (rule 4.1)."


def test_4_4_the_quiet_limit_decided_on_fewer_planes():
    ru, en = words(quiet_doc(9, ply=20, lost=((0, 3), (1, 1)), quiet_plies_draw=10), "c5:F2")
    assert ru == ("10 ходов подряд не был потерян ни один самолёт — предел партии. "
                  "Север потерял меньше самолётов — 2 против 3 — и победил (правило 4.4).")
    assert en == ("No plane was lost for 10 turns in a row, the game's limit. "
                  "North lost fewer planes, 2 against 3, and wins (rule 4.4).")


def test_4_4_the_quiet_limit_decided_on_fewer_bombers():
    ru, _ = words(quiet_doc(9, ply=20, lost=((1, 2), (2, 1)), quiet_plies_draw=10), "c5:F2")
    assert ru.endswith("Самолётов потеряно поровну (3 самолёта у каждой стороны), но Юг потерял меньше "
                       "бомбардировщиков — 1 против 2 — и победил (правило 4.4).")


@pytest.mark.parametrize(("lost", "ru"), [
    (((1, 2), (1, 2)), "Потери равны — 3 самолёта у каждой стороны, из них 1 бомбардировщик: ничья (правило 4.4)."),
    (((0, 5), (0, 5)),
     "Потери равны — 5 самолётов у каждой стороны, и ни одного бомбардировщика: ничья (правило 4.4)."),
    (((0, 0), (0, 0)), "Ни одна сторона не потеряла ни одного самолёта: ничья (правило 4.4)."),
])
def test_4_4_equal_losses_at_the_quiet_limit_draw(lost, ru):
    # the count of quiet turns starts at the first loss (D30); with no loss yet only the older rule counts
    since = {} if lost != ((0, 0), (0, 0)) else {"quiet_count_from": "start"}
    said, _ = words(quiet_doc(9, ply=20, lost=lost, quiet_plies_draw=10, **since), "c5:F2")
    assert said.endswith(ru)


def test_4_4_the_total_limit_counts_the_turns_and_the_winner():
    ru, en = words(quiet_doc(0, ply=29, max_plies_draw=30), "h10:F3")
    assert ru == "Сыграно 30 ходов — предел партии. Юг потерял меньше самолётов — 0 против 1 — и победил (правило 4.4)."
    assert en == "The game reached its limit of 30 turns. South lost fewer planes, 0 against 1, and wins (rule 4.4)."


def test_4_4_a_limit_that_the_variant_makes_a_draw_says_so():
    ru, en = words(quiet_doc(0, ply=20, max_plies_draw=21, limit_result="draw"), "h10:F3")
    assert ru == "Сыгран 21 ход — предел партии. По выбранному варианту правил на пределе всегда ничья (правило 4.4)."
    assert en == "The game reached its limit of 21 turns. The chosen variant makes every limit a draw (rule 4.4)."


@pytest.mark.parametrize(("plies", "ru"), [(1, "1 ход"), (3, "3 хода"), (11, "11 ходов"), (22, "22 хода"),
                                           (150, "150 ходов")])
def test_the_length_of_the_game_in_turns_agrees_in_number(plies, ru):
    game, state = load(pos("south", [("south", "bomber", "c5", "N"), ("north", "bomber", "h12", "N")], ply=plies))
    assert turns_played(game, state) == plies
    assert length_text(Words("ru"), game, state) == ru

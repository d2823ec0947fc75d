"""The results page's sentence of how an Armageddon game ended (rules 5.3-5.6), in Russian and English,
built from position documents played to their end: each rule of 5.5 is named with its colour and numbers."""

from __future__ import annotations

import pytest

from armageddon.view.ending import ending_text, length_text, turns_played
from tabletop.engine.match import Match
from tabletop.i18n import Words
from tests.armageddon.positions import GREEN_YELLOW_HOME, RED_HOME, pos, state_of
from tests.ending_support import ending_words

AWAY = {"R10": "alien", "R11": "alien"}  # warriors out on the ring, none inside S1-S3
ALL_DESTROYED = ["K1", "K2", "K3", "K4"]
# All compartments destroyed and the launch table full: a displaced token leaves the game.
LAST_YELLOW = {"R3": "alien", "R5": "yellow", "L1": "red", "L2": "green", "L3": "red", "r1": "red",
               "g1": "green", "g2": "green"}


def finished(doc, move):
    """(game, match) after playing `move` from the document's position."""
    return ending_words(state_of, ending_text, doc, move)[1]


def words(doc, move):
    """The ending sentence in Russian and in English."""
    return ending_words(state_of, ending_text, doc, move)[0]


def test_5_3_gk_taken_with_the_compartment_empty_names_the_colour():
    """The warrior displaced from ГК goes home to S1 after the count: still an empty compartment (5.3)."""
    doc = pos("red", 2, {"R2": "red", **AWAY, "R0": "alien", **GREEN_YELLOW_HOME})
    ru, en = words(doc, "R2>R0")
    assert ru == ("Земляне захватили главный отсек пришельцев: фишка красных встала на ГК, "
                  "когда в отсеке не осталось ни одного воина (правило 5.3).")
    assert en == ("Earth took the aliens' main compartment: a red token reached ГК when no warrior was left inside "
                  "(rule 5.3).")


def test_5_4_gk_taken_by_the_storm_says_storm():
    ring = {"R2": "red", "R9": "red", "R6": "green", "R8": "green", "R5": "yellow", "R7": "yellow"}
    doc = pos("red", 2, {**ring, "R0": "alien", "S1": "alien", "S2": "alien"}, variant={"storm_tokens_per_colour": 2})
    ru, en = words(doc, "R2>R0")
    assert ru == ("Земляне взяли главный отсек штурмом: на кольце стояло по 2 фишки каждого цвета, и фишка красных "
                  "заняла ГК, хотя в отсеке ещё были воины (правило 5.4).")
    assert en.startswith("Earth stormed the aliens' main compartment: with 2 tokens of every colour on the ring")


def test_5_5_a_colour_lost_entirely_names_the_colour_and_the_tokens_left():
    """Issue 16: green lost its last token with 4 left and the log said "three tokens or fewer"."""
    doc = pos("aliens", 2, LAST_YELLOW, destroyed=ALL_DESTROYED)
    ru, en = words(doc, "R3>R5")
    assert ru == ("Жёлтые потеряли последнюю фишку, а без всех трёх цветов землянам штурм не собрать — "
                  "победа пришельцев (правило 5.5). Всего у землян осталось 6 фишек.")
    assert en == ("Yellow lost its last token, and without all three colours Earth cannot storm the ship: "
                  "the aliens win (rule 5.5). Earth has 6 tokens left in all.")


def test_5_5_a_colour_short_of_the_storm_once_the_cruiser_is_gone():
    doc = pos("aliens", 2, {**LAST_YELLOW, "y1": "yellow"}, destroyed=ALL_DESTROYED)
    ru, en = words(doc, "R3>R5")
    assert ru == ("Крейсер уничтожен, а у жёлтых осталась 1 фишка, хотя для штурма нужно 2 фишки каждого цвета; "
                  "новых фишек не будет — победа пришельцев (правило 5.5). Всего у землян осталось 7 фишек.")
    assert en.startswith("The cruiser is destroyed and yellow has only 1 token left, but a storm needs 2 tokens")


def test_5_5_a_colour_short_of_the_storm_with_the_variant_always():
    tokens = {"y7": "yellow", "y2": "yellow", "r1": "red", "r2": "red", "g1": "green", "g2": "green"}
    ru, _ = words(pos("yellow", 1, tokens, variant={"colour_short_loses": "always"}), "y7>y8")
    assert ru == ("У жёлтых осталась 1 фишка, а для штурма нужно 2 фишки каждого цвета — победа пришельцев "
                  "(правило 5.5). Всего у землян осталось 5 фишек.")


def test_5_5_three_tokens_or_fewer_gives_the_count():
    tokens = {"y7": "yellow", "y2": "yellow", "r1": "red", "g1": "green"}
    ru, en = words(pos("yellow", 1, tokens), "y7>y8")
    assert ru == ("У землян осталось 3 фишки, а с тремя фишками или меньше войну не выиграть — победа пришельцев "
                  "(правило 5.5).")
    assert en == "Earth has only 3 tokens left, and with three or fewer the war is lost: the aliens win (rule 5.5)."


def test_5_6_the_round_cap_draw_and_the_length_in_rounds_and_turns():
    doc = pos("aliens", 1, {**RED_HOME, "K3r": "red", **GREEN_YELLOW_HOME, "K3g": "green", "K3y": "yellow"},
              round=2, variant={"round_cap": 2})
    game, match = finished(doc, "D>O1")
    ru, en = Words("ru"), Words("en")
    assert ending_text(ru, game, match) == ("Партия дошла до предела в 2 круга, и никто не победил — ничья "
                                            "(правило 5.6).")
    assert length_text(ru, game, match.state) == "2 круга, 8 ходов"
    assert ending_text(en, game, match) == "The game reached its limit of 2 rounds with no winner: a draw (rule 5.6)."
    assert length_text(en, game, match.state) == "2 rounds, 8 turns"


@pytest.mark.parametrize(("round_", "seat", "played"),
                         [(1, "red", 0), (1, "aliens", 3), (2, "red", 4), (21, "green", 81)])
def test_turns_played_counts_every_seat_turn(round_, seat, played):
    game, state = state_of(pos(seat, None, {**RED_HOME, **GREEN_YELLOW_HOME}, round=round_))
    assert turns_played(game, state) == played


def test_5_4_the_storm_of_the_colours_in_play_says_so():
    """Variant storm_colours = in_play (D41): yellow is gone, red and green storm."""
    ring = {"R2": "red", "R9": "red", "r1": "red", "R6": "green", "R8": "green", "g1": "green"}
    variant = {"storm_colours": "in_play", "colour_lost_loses": False}
    doc = pos("red", 2, {**ring, "R0": "alien", "S1": "alien", "S2": "alien"}, variant=variant)
    ru, _ = words(doc, "R2>R0")
    assert ru.startswith("Земляне взяли главный отсек штурмом: на кольце стояло по 2 фишки каждого оставшегося цвета")


def test_a_document_written_as_won_by_the_aliens_with_no_rule_holding_says_only_who_won():
    game, state = state_of(pos("aliens", None, {**RED_HOME, **GREEN_YELLOW_HOME, "r1": "red"}, winner="aliens"))
    said = ending_text(Words("ru"), game, Match(game, 0, state))
    assert said == "Пришельцы победили: у землян осталось 7 фишек (правило 5.5)."


def test_5_5_the_victory_event_and_the_log_line_name_the_condition_that_ended_the_game():
    """Issue 16.3: yellow's last token lost with 6 left is "a colour has no token left", never "three or fewer"."""
    from armageddon.view.describe import event_line

    game, match = finished(pos("aliens", 2, LAST_YELLOW, destroyed=ALL_DESTROYED), "R3>R5")
    victory = [e for e in match.steps[-1].events if e.kind == "victory"]
    assert [(e.winner, e.reason, e.condition) for e in victory] == [("aliens", "earth_reduced", "colour_lost")]
    assert game.rules.earth_in_play(match.state) == 6
    assert event_line(Words("en"), victory[0]) == "THE ALIENS WIN: an Earth colour has no token left"
    assert event_line(Words("ru"), victory[0]) == "ПОБЕДА ПРИШЕЛЬЦЕВ: у одного из цветов Земли не осталось фишек"


def test_5_5_three_tokens_or_fewer_is_the_condition_only_when_it_holds():
    """5.5: a yellow token shot down on the laser crossing leaves 3, one of each colour: "too_few"."""
    tokens = {"y7": "yellow", "y2": "yellow", "r1": "red", "g1": "green"}
    game, match = finished(pos("yellow", 1, tokens), "y7>y8")
    victory = [e for e in match.steps[-1].events if e.kind == "victory"]
    assert [e.condition for e in victory] == ["too_few"]
    assert game.rules.earth_in_play(match.state) == 3

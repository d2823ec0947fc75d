"""The Air War move log in words: a limit's ending names the variant's own number of plies, agreed
in Russian (rule 4.4), and a plane lost under the paper rules keeps its refusal as a code (rule 4.5)."""

from __future__ import annotations

import pytest

from airwar.view.describe import event_line
from tabletop.i18n import Words
from tests.airwar.positions import of_kind, play, pos

PLANES = [("south", "bomber", "c5", "N"), ("north", "fighter", "a17", "S")]


def ended(quiet: int, ply: int, **variant):
    """The victory event after South's quiet c5:F2 in a position one ply short of a limit."""
    doc = pos("south", PLANES, variant={"first": "south", "quiet_count_from": "start", **variant},
              quiet=quiet, ply=ply)
    _after, events, _game, _state = play(doc, "c5:F2")
    (victory,) = of_kind(events, "victory")
    return victory


def line(event, lang: str) -> str:
    """The event's log line in a language."""
    return event_line(Words(lang), event)


@pytest.mark.parametrize(("cap", "ru", "en"), [
    (21, "21 ход подряд без потерь", "21 plies in a row"),
    (22, "22 хода подряд без потерь", "22 plies in a row"),
    (25, "25 ходов подряд без потерь", "25 plies in a row"),
])
def test_4_4_the_quiet_limit_in_the_log_is_the_variants(cap, ru, en):
    """4.4: the log names the quiet limit the variant set, with the noun agreeing with the number."""
    victory = ended(cap - 1, 40, quiet_plies_draw=cap, limit_result="draw")
    assert (victory.reason, victory.limit) == ("quiet", cap)
    assert ru in line(victory, "ru") and en in line(victory, "en")


def test_4_4_the_total_limit_in_the_log_is_the_variants():
    """4.4: «сыгран 101 ход» at a total limit of 101 plies."""
    victory = ended(0, 100, max_plies_draw=101)
    assert (victory.reason, victory.limit) == ("max_plies", 101)
    assert "сыгран 101 ход —" in line(victory, "ru")
    assert "101 plies played" in line(victory, "en")


def test_4_4_the_standard_limits_read_as_before():
    """4.4: with the standard caps the words are those of the plain keys (150 and 300 plies)."""
    quiet = ended(149, 200)
    total = ended(0, 299, quiet_count_from="first_loss")
    for lang in ("ru", "en"):
        for victory, cap in ((quiet, 150), (total, 300)):
            assert victory.limit == cap
            assert Words(lang).tr(f"airwar.termination.{victory.reason}") in line(victory, lang)


def test_4_5_a_plane_lost_by_rule_carries_the_refusal_as_a_code():
    """4.5: the event holds the code and rule; its words come from the catalogues in either language."""
    doc = pos("south", [("south", "bomber", "h21", "N"), PLANES[1]], variant={"first": "south", "paper_rules": True})
    _after, events, _game, _state = play(doc, "h21:F2")
    (lost,) = of_kind(events, "plane_lost_by_rule")
    assert (lost.rule, lost.code, lost.params) == ("3.6", "airwar.refusal.off_edge", ())
    assert lost.refusal().words("ru") == "самолёт не может вылететь за край поля"
    assert lost.refusal().words("en") == "a plane may not leave the board"

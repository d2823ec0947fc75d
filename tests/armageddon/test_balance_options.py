"""Variant options added by the balance study (issue 6): where a displaced Earth token goes
(`displaced_home`, rule 4.3), which colours the storm counts (`storm_colours`, rule 5.4), and
the aliens' win when a whole Earth colour is lost (`colour_lost_loses`, rule 5.5) or left with
fewer tokens than the storm needs (`colour_short_loses`, rule 5.5)."""

from __future__ import annotations

import numpy as np
import pytest

from armageddon.turntable import scalar_vector
from armageddon.variant import ArmageddonVariant
from tests.armageddon.positions import GREEN_YELLOW_HOME, of_kind, play, pos, state_of, turns


def displacements(events):
    """(victim, from, to) of every displacement event."""
    return [(e.victim, e.at, e.to) for e in of_kind(events, "displaced")]


# displaced_home (4.3) -------------------------------------------------------------------------


@pytest.mark.parametrize(("option", "home"), [("next", "K2r"), ("last", "K4r")])
def test_4_3_displaced_home_next_or_last_intact_compartment(option, home):
    """K1 is destroyed: "next" sends the token to K2 (attacked next), "last" to K4."""
    tokens = {"R3": "alien", "R5": "red", "r1": "red", "g1": "green", "g2": "green", "y1": "yellow", "y2": "yellow"}
    doc = pos("aliens", 2, tokens, destroyed=["K1"], variant={"displaced_home": option})
    new, events = play(doc, "R3>R5")
    assert displacements(events) == [("red", "R5", home)]
    assert new["tokens"][home] == "red"


def test_4_3_displaced_home_next_skips_a_taken_circle():
    tokens = {"R3": "alien", "R5": "red", "K1r": "red", **GREEN_YELLOW_HOME}
    _, events = play(pos("aliens", 2, tokens, variant={"displaced_home": "next"}), "R3>R5")
    assert displacements(events) == [("red", "R5", "K2r")]


def test_4_3_displaced_home_next_then_the_launch_table():
    tokens = {"R3": "alien", "R5": "red", "r1": "red", "g1": "green", "y1": "yellow", "y2": "yellow"}
    doc = pos("aliens", 2, tokens, destroyed=["K1", "K2", "K3", "K4"], variant={"displaced_home": "next"})
    _, events = play(doc, "R3>R5")
    assert displacements(events) == [("red", "R5", "L1")]


def test_4_3_displaced_home_next_token_dies_in_the_next_explosion():
    """The point of "next": a token knocked home waits in the compartment the officer attacks."""
    tokens = {"R3": "alien", "R5": "red", "B8": "officer", "r1": "red", **GREEN_YELLOW_HOME}
    doc = pos("aliens", 3, tokens, officer_mine=True, variant={"displaced_home": "next"})
    new, events = play(doc, "R3>R5 B8>A")
    assert displacements(events) == [("red", "R5", "K1r")]
    assert "K1r" not in new["tokens"] and new["destroyed"] == ["K1"]


# storm_colours (5.4) --------------------------------------------------------------------------

# Red and green have two tokens each on the ring; yellow is wiped out.
NO_YELLOW = {"R2": "red", "R9": "red", "r1": "red", "R6": "green", "R8": "green", "g1": "green", "g2": "green"}
DEFENDED = {"R0": "alien", "S1": "alien", "S2": "alien"}
KEEP_PLAYING = {"colour_lost_loses": False}  # a wiped-out colour would end the game otherwise


def test_5_4_storm_in_play_ignores_a_wiped_out_colour():
    doc = pos("red", 2, {**NO_YELLOW, **DEFENDED}, variant={"storm_colours": "in_play", **KEEP_PLAYING})
    assert "R2>R0" in turns(doc)
    new, _ = play(doc, "R2>R0")
    assert new["winner"] == "earth"


def test_5_4_storm_all_colours_is_impossible_after_a_wipe_out():
    doc = pos("red", 2, {**NO_YELLOW, **DEFENDED}, variant={"storm_colours": "all", **KEEP_PLAYING})
    assert "R2>R0" not in turns(doc)


def test_5_4_storm_in_play_still_needs_the_colours_in_play_on_the_ring():
    tokens = {**NO_YELLOW, "K4y": "yellow"}  # yellow in play but not on the ring
    doc = pos("red", 2, {**tokens, **DEFENDED}, variant={"storm_colours": "in_play", **KEEP_PLAYING})
    assert "R2>R0" not in turns(doc)


def test_5_4_storm_in_play_counts_tokens_per_live_colour():
    tokens = {**NO_YELLOW, "g3": "green"}
    del tokens["R8"]  # green is in play with one token on the ring
    doc = pos("red", 2, {**tokens, **DEFENDED}, variant={"storm_colours": "in_play", "storm_tokens_per_colour": 2,
                                                          **KEEP_PLAYING})
    assert "R2>R0" not in turns(doc)


# colour_lost_loses (5.5) ----------------------------------------------------------------------

# All compartments destroyed and the launch table full: a displaced token leaves the game.
LAST_YELLOW = {"R3": "alien", "R5": "yellow", "L1": "red", "L2": "green", "L3": "red", "r1": "red",
               "g1": "green", "g2": "green"}
ALL_DESTROYED = ["K1", "K2", "K3", "K4"]


@pytest.mark.parametrize(("option", "winner"), [(True, "aliens"), (False, None)])
def test_5_5_losing_the_last_token_of_a_colour(option, winner):
    doc = pos("aliens", 2, LAST_YELLOW, destroyed=ALL_DESTROYED, variant={"colour_lost_loses": option})
    new, events = play(doc, "R3>R5")
    assert displacements(events) == [("yellow", "R5", None)]
    assert sum(colour in ("red", "green", "yellow") for colour in new["tokens"].values()) == 6  # more than 3
    assert new["winner"] == winner


def test_5_5_the_laser_shooting_the_last_token_of_a_colour_loses():
    tokens = {"y7": "yellow", "r1": "red", "r2": "red", "g1": "green", "g2": "green"}
    new, events = play(pos("yellow", 1, tokens, variant={"colour_lost_loses": True}), "y7>y8")
    assert [e.kind for e in events if e.kind in ("laser_shot", "victory")] == ["laser_shot", "victory"]
    assert new["winner"] == "aliens"


def test_5_5_colour_lost_needs_a_loss_not_just_a_missing_colour():
    """A colour that lost a token but keeps another is still in play."""
    tokens = {**LAST_YELLOW, "y1": "yellow"}
    variant = {"colour_lost_loses": True, "colour_short_loses": "never"}
    new, _ = play(pos("aliens", 2, tokens, destroyed=ALL_DESTROYED, variant=variant), "R3>R5")
    assert new["winner"] is None


# colour_short_loses (5.5, decision 42) ----------------------------------------------------------

# As LAST_YELLOW, but yellow keeps a second token: the displacement leaves it one.
SECOND_YELLOW = {**LAST_YELLOW, "y1": "yellow"}


@pytest.mark.parametrize(("option", "winner"), [("cruiser_lost", "aliens"), ("always", "aliens"), ("never", None)])
def test_5_5_a_colour_left_with_fewer_tokens_than_the_storm_needs(option, winner):
    doc = pos("aliens", 2, SECOND_YELLOW, destroyed=ALL_DESTROYED, variant={"colour_short_loses": option})
    new, events = play(doc, "R3>R5")
    assert displacements(events) == [("yellow", "R5", None)]
    assert list(new["tokens"].values()).count("yellow") == 1
    assert new["winner"] == winner


@pytest.mark.parametrize(("need", "winner"), [(1, None), (2, "aliens"), (3, "aliens")])
def test_5_5_colour_short_follows_the_storm_need(need, winner):
    """One yellow token left: short of a storm that needs 2 or 3 per colour, enough for 1."""
    doc = pos("aliens", 2, SECOND_YELLOW, destroyed=ALL_DESTROYED, variant={"storm_tokens_per_colour": need})
    new, _ = play(doc, "R3>R5")
    assert new["winner"] == winner


@pytest.mark.parametrize(("option", "destroyed", "winner"), [
    ("cruiser_lost", ALL_DESTROYED, "aliens"), ("cruiser_lost", ["K1", "K2", "K3"], None),
    ("always", ["K1"], "aliens"), ("always", [], "aliens"), ("never", ALL_DESTROYED, None)])
def test_5_5_colour_short_by_the_laser(option, destroyed, winner):
    """The default ("cruiser_lost") ends the game only once every compartment is destroyed."""
    tokens = {"y7": "yellow", "y2": "yellow", "r1": "red", "r2": "red", "g1": "green", "g2": "green"}
    new, events = play(pos("yellow", 1, tokens, destroyed=destroyed, variant={"colour_short_loses": option}), "y7>y8")
    assert [e.kind for e in events if e.kind == "laser_shot"] == ["laser_shot"]
    assert new["winner"] == winner


def test_5_5_colour_short_by_an_explosion_of_the_last_compartment():
    """The fourth explosion leaves yellow one token: with the cruiser gone, the aliens win at once."""
    tokens = {"B8": "officer", "K4y": "yellow", "y1": "yellow", "r1": "red", "r2": "red", "g1": "green",
              "g2": "green"}
    new, _ = play(pos("aliens", 1, tokens, officer_mine=True, destroyed=["K1", "K2", "K3"]), "B8>A")
    assert new["destroyed"] == ALL_DESTROYED and new["winner"] == "aliens"


# Yellow is already down to one token and K4 is empty: the last explosion removes nobody.
SHORT_BEFORE_THE_LAST_EXPLOSION = {"B8": "officer", "y1": "yellow", "r1": "red", "r2": "red", "g1": "green",
                                   "g2": "green"}


@pytest.mark.parametrize(("option", "winner"), [("cruiser_lost", "aliens"), ("always", "aliens"), ("never", None)])
def test_5_5_colour_short_when_the_last_compartment_explodes_empty(option, winner):
    """D42: the cruiser is gone, however it goes: the explosion of an empty K4 ends the game (Python rules)."""
    doc = pos("aliens", 1, SHORT_BEFORE_THE_LAST_EXPLOSION, officer_mine=True, destroyed=["K1", "K2", "K3"],
              variant={"colour_short_loses": option})
    new, events = play(doc, "B8>A")
    assert new["destroyed"] == ALL_DESTROYED and of_kind(events, "compartment_exploded")[0].tokens_lost == ()
    assert new["winner"] == winner


@pytest.mark.parametrize(("option", "winner"), [("cruiser_lost", "aliens"), ("never", None)])
def test_5_5_colour_short_when_the_last_compartment_explodes_empty_compiled(option, winner):
    """The same position through the compiled search (numba and its plain-Python functions)."""
    from armageddon import kernel

    doc = pos("aliens", 1, SHORT_BEFORE_THE_LAST_EXPLOSION, officer_mine=True, destroyed=["K1", "K2", "K3"],
              variant={"colour_short_loses": option})
    game, state = state_of(doc)
    (after, steps), = game.rules.turn_ends(state)
    assert [game.topology.ids[s.to] for s in steps] == ["A"]
    assert after.winner == winner and after.destroyed == 0b1111
    tables = game.rules.tables
    cells = np.frombuffer(bytearray(state.cells), np.uint8)
    own = np.array(game.rules.own_tokens(state), np.int64)
    out = tables._buffers(16)
    plain = getattr(kernel._turns, "py_func", kernel._turns)  # the kernel's function as plain Python
    count = plain(cells, scalar_vector(state), own, state.pips, tables.arrays,
                                  tables.scalars[state.seat], out)
    assert count == 1 and out[2][2] % 4 == (kernel.VICTORY_END if winner else kernel.PIPS_SPENT)


def test_5_5_colour_short_needs_a_loss():
    """A document may start with a colour short; the game goes on until Earth loses a token."""
    tokens = {"R3": "alien", "R6": "red", "y1": "yellow", "r1": "red", "g1": "green", "g2": "green"}
    new, _ = play(pos("aliens", 2, tokens, destroyed=ALL_DESTROYED), "R3>R5")
    assert new["winner"] is None


def test_balance_defaults():
    """The defaults chosen by the balance study (docs/balance.md, decisions 39-42)."""
    standard = ArmageddonVariant()
    assert standard.displaced_home == "next" and standard.colour_lost_loses is True
    assert standard.colour_short_loses == "cruiser_lost"
    assert standard.storm_colours == "all" and standard.storm_tokens_per_colour == 2

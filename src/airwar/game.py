"""AirWarGame: the Game protocol over the Air War rules, `make_game`, the registry ENTRY
and the random-playout benchmark."""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from airwar.document import read_document, write_document
from airwar.events import HandedOver, Passed
from airwar.layout import Layout, load_layout
from airwar.notation import (
    HEADINGS,
    KINDS,
    OP_INDEX,
    SIDES,
    Handover,
    Operation,
    Pass,
    Place,
    parse_move,
    square_index,
)
from airwar.rules import (
    Verdict,
    fault_of,
    flight_tables,
    has_operation,
    judge,
    lose_by_rule,
    operations,
    passed,
    perform,
    square_names,
    stop_tables,
    walk,
)
from airwar.setup import apply_place, placements
from airwar.state import (
    DRAW,
    GUN,
    LOT_PENDING,
    MISSILE,
    NO_WINNER,
    AirWarState,
    board_of,
    defences_string,
    kind_slots,
    pack_plane,
    slot_kind,
    slot_side,
)
from airwar.variant import AirWarVariant, read_variant
from tabletop.engine import IllegalMove, Outcome, Roll, Transition, UndoPolicy
from tabletop.engine.protocol import Game
from tabletop.registry import GameEntry

Move = Operation | Pass | Handover | Place
SEATS = ("south-bombers", "south-fighters", "north-bombers", "north-fighters")
SEAT_GROUPS = {"south": SEATS[:2], "north": SEATS[2:]}
PASS = Pass()
HANDOVER = Handover()


@cache
def square_indices() -> dict[str, int]:
    """Square name -> index, for reading moves quickly."""
    return {name: index for index, name in enumerate(square_names())}


class AirWarGame(Game[AirWarState, Move]):
    """Air War for one variant: the standard layout (or placement setup), 2 or 4 players."""

    name = "airwar"
    seats = SEATS
    sides = SIDES
    seat_groups = SEAT_GROUPS
    undo_policy = UndoPolicy(turn_only=False)

    def __init__(self, variant: AirWarVariant | None = None) -> None:
        self.variant = variant or AirWarVariant()
        self.layout: Layout = load_layout(self.variant.layout)
        v = self.variant
        self.caps = (v.quiet_plies_draw, v.max_plies_draw, v.limit_result == "losses", v.quiet_count_from == "start")
        self.four = self.variant.players == 4

    # --- positions -------------------------------------------------------------------

    def initial_state(self) -> AirWarState:
        """The standard layout; with placement setup, no defences yet."""
        planes = [-1] * 32
        items = []
        for side, name in enumerate(SIDES):
            part = self.layout.side(name)
            for kind, kind_name in enumerate(KINDS):
                points = [p for a in part.airfields for p in a.parking if p.kind == kind_name]
                for slot, point in zip(kind_slots(side, kind), points):
                    planes[slot] = pack_plane(square_index(point.at), HEADINGS.index(point.heading), True)
            items += [(side, MISSILE, square_index(sq), 0) for sq in part.missiles]
            items += [(side, GUN, square_index(g.at), HEADINGS.index(g.facing)) for g in part.guns]
        placing = self.variant.setup == "placement"
        first = self.variant.first
        return AirWarState(
            tuple(planes), board_of(tuple(planes)), "" if placing else defences_string(items),
            (square_index(self.layout.south.hq), square_index(self.layout.north.hq)),
            LOT_PENDING if first == "lot" else SIDES.index(first), placing=placing,
        )

    def from_document(self, document: Mapping[str, Any]) -> AirWarState:
        """Read a position document (spec §5); DocumentError names the bad field."""
        return read_document(document, self.variant)

    def to_document(self, state: AirWarState) -> dict[str, Any]:
        """The position document of a state."""
        return write_document(state, self.variant)

    # --- who acts ----------------------------------------------------------------------

    def side_of(self, seat: str) -> str:
        """`south` or `north`."""
        return seat.split("-")[0]

    def current_seat(self, state: AirWarState) -> str | None:
        """The side's bombers seat, or its fighters seat after a four-player hand-over."""
        if state.winner != NO_WINNER:
            return None
        if state.to_move == LOT_PENDING:
            return SEATS[0]
        base = 2 * state.to_move
        if self.four and not state.placing and self._commander_kinds(state) == (1,):
            return SEATS[base + 1]
        return SEATS[base]

    def _commander_kinds(self, state: AirWarState) -> tuple[int, ...]:
        if not self.four:
            return (0, 1)
        stop = stop_tables(state.defences, state.hq)
        if state.handed_over or (not has_operation(state, stop, 0) and has_operation(state, stop, 1)):
            return (1,)
        return (0,)

    def chance_outcomes(self, state: AirWarState) -> tuple[int, ...]:
        """The lot for the first move: 0 = South, 1 = North."""
        return (0, 1) if state.to_move == LOT_PENDING and state.winner == NO_WINNER else ()

    def outcome(self, state: AirWarState) -> Outcome | None:
        """Winner (None for a draw) and termination: hq, losses, quiet, max_plies, quiet_losses or max_plies_losses."""
        if state.winner == NO_WINNER:
            return None
        return Outcome(None if state.winner == DRAW else SIDES[state.winner], state.termination)

    # --- moves ---------------------------------------------------------------------------

    def legal_moves(self, state: AirWarState) -> Sequence[Move]:
        """Placements, operations, the hand-over, or `-` when nothing is legal."""
        if state.winner != NO_WINNER or state.to_move == LOT_PENDING:
            return []
        if state.placing:
            return placements(state)
        stop = stop_tables(state.defences, state.hq)
        if not self.four:
            return operations(state, stop) or [PASS]
        if state.handed_over:
            return operations(state, stop, (1,)) or [PASS]
        bombers = operations(state, stop, (0,))
        if bombers:
            return [*bombers, HANDOVER] if has_operation(state, stop, 1) else bombers
        return operations(state, stop, (1,)) or [PASS]

    def legal_turns(self, state: AirWarState) -> list[str]:
        """Every legal move in notation, sorted."""
        return sorted(move.to_notation() for move in self.legal_moves(state))

    def parse_move(self, state: AirWarState, text: str) -> Move:
        """`h5:F2`, `-`, `handover`, `place:gun:c5:N`, `place:missile:g3`."""
        return parse_move(text)

    def apply(self, state: AirWarState, move: Move | Roll) -> Transition[AirWarState]:
        """Validate and apply one step (IllegalMove names the rule), or lose the plane under paper rules."""
        if isinstance(move, Roll):
            return self._draw_lot(state, move)
        if state.winner != NO_WINNER:
            raise IllegalMove("airwar.refusal.game_over", "1.3")
        if state.to_move == LOT_PENDING:
            raise IllegalMove("airwar.refusal.lot_first", "1.3")
        if isinstance(move, Place):
            return apply_place(state, move)
        if state.placing:
            raise IllegalMove("airwar.refusal.place_first", "2.3")
        if isinstance(move, Pass):
            return self._pass(state)
        if isinstance(move, Handover):
            return self._handover(state)
        if isinstance(move, Operation):
            return self._operate(state, move)
        raise IllegalMove("airwar.refusal.not_a_move", "5")

    def apply_trusted(self, state: AirWarState, move: Move | Roll) -> Transition[AirWarState]:
        """Apply a move known to be legal, without validation (AI and benchmarks)."""
        if type(move) is not Operation or state.placing:
            return self.apply(state, move)
        square = square_indices()[move.at]
        slot = state.board[square] - 1
        flight = flight_tables().by_op[state.planes[slot]][OP_INDEX[move.op]]
        assert flight is not None
        danger = stop_tables(state.defences, state.hq)[state.to_move]
        status, index = walk(state.board, state.planes, danger, state.to_move, slot % 16 < 6, flight)
        return perform(state, slot, Verdict(status, index, flight), self.caps)

    def _draw_lot(self, state: AirWarState, roll: Roll) -> Transition[AirWarState]:
        if not self.chance_outcomes(state) or roll.value not in (0, 1):
            raise IllegalMove("airwar.refusal.no_lot_due", "1.3")
        return Transition(replace(state, to_move=roll.value), ())

    def _pass(self, state: AirWarState) -> Transition[AirWarState]:
        if self.legal_moves(state) != [PASS]:
            raise IllegalMove("airwar.refusal.pass", "4.3")
        return passed(state, self.caps, [Passed(SIDES[state.to_move])])

    def _handover(self, state: AirWarState) -> Transition[AirWarState]:
        if HANDOVER not in self.legal_moves(state):
            raise IllegalMove("airwar.refusal.handover", "1.4")
        return Transition(replace(state, handed_over=True), (HandedOver(SIDES[state.to_move]),))

    def _operate(self, state: AirWarState, move: Operation) -> Transition[AirWarState]:
        slot = self._own_plane(state, move)
        op = OP_INDEX.get(move.op)
        if op is None:
            raise IllegalMove("airwar.refusal.no_such_operation", "5", op=move.op)
        if slot_kind(slot) not in self._commander_kinds(state):
            raise IllegalMove("airwar.refusal.not_commanders_plane", "1.4")
        stop = stop_tables(state.defences, state.hq)
        verdict = judge(state, stop, slot, op)
        if verdict.status < 0:
            fault = fault_of(slot, verdict.status)
            if self.variant.paper_rules:
                return lose_by_rule(state, slot, fault, self.caps)
            raise IllegalMove(fault.code, fault.rule)
        return perform(state, slot, verdict, self.caps)

    def fault_point(self, state: AirWarState, move: Operation) -> str | None:
        """Where an own plane's illegal operation goes wrong (the plane met head-on, the own plane in the way);
        None when the operation is legal, runs off the edge, or is not one of this plane's."""
        op = OP_INDEX.get(move.op)
        try:
            slot = self._own_plane(state, move)
        except IllegalMove:
            return None
        if op is None:
            return None
        verdict = judge(state, stop_tables(state.defences, state.hq), slot, op)
        if verdict.status >= 0 or verdict.flight is None or not verdict.flight.path:
            return None
        return square_names()[verdict.flight.path[verdict.index]]

    def _own_plane(self, state: AirWarState, move: Operation) -> int:
        try:
            square = square_index(move.at)
        except ValueError:
            raise IllegalMove("airwar.refusal.no_such_point", "5", at=move.at) from None
        slot = state.board[square] - 1
        if slot < 0:
            raise IllegalMove("airwar.refusal.no_plane", "1.3", at=move.at)
        if slot_side(slot) != state.to_move:
            raise IllegalMove("airwar.refusal.enemy_plane", "1.3")
        return slot


def make_game(options: Mapping[str, Any] | None = None) -> AirWarGame:
    """An Air War game for the given variant options (missing keys = standard)."""
    return AirWarGame(read_variant(options))


def random_plies_per_s(quick: bool = False) -> float:
    """Random games from the standard start (South first) on one core: plies per CPU second."""
    game = make_game({"first": "south"})
    rng = random.Random(20240601)
    budget = 1.0 if quick else 5.0
    plies = 0
    start = time.process_time()
    while time.process_time() - start < budget:
        state = game.initial_state()
        while state.winner == NO_WINNER:
            moves = game.legal_moves(state)
            state = game.apply_trusted(state, moves[rng.randrange(len(moves))]).state
            plies += 1
    return plies / (time.process_time() - start)


ENTRY = GameEntry(
    name="airwar",
    titles={"ru": "Воздушный бой", "en": "Air War"},
    make_game=make_game,
    variant_model=AirWarVariant,
    player_plans={
        2: (("north-bombers", "north-fighters"), ("south-bombers", "south-fighters")),
        4: (("north-bombers",), ("north-fighters",), ("south-bombers",), ("south-fighters",)),
    },
    table_scene="airwar.view.table:TableScene",
    render="airwar.view.render:render_position",
    ai_hooks="airwar.ai_eval:make_hooks",
    ending_text="airwar.view.ending:ending_text",
    turns_played="airwar.view.ending:turns_played",
    length_text="airwar.view.ending:length_text",
    side_strength="airwar.view:side_strength",
    strength_axis="airwar.view.ending:strength_axis",
    board_elements="airwar.view.elements:ELEMENTS",
    benches={"airwar.random_plies_per_s": random_plies_per_s},
    lesson_goals="airwar.lesson_goals",
)

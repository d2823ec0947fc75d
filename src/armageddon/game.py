"""ArmageddonGame: the Game protocol over the integer rules, plus the registry entry and the bench."""

from __future__ import annotations

import random
import time
from collections.abc import Mapping
from typing import Any

from armageddon import events as ev
from armageddon import kernels
from armageddon.board import LAUNCH_TABLE, build_topology, load_standard_board
from armageddon.document import from_state, to_state
from armageddon.notation import Pass, Place, SubMove, parse_submove, parse_turn
from armageddon.refusal import refused, seat_term
from armageddon.rules import Rules, Step
from armageddon.state import ALIEN, OFFICER, YELLOW, ArmageddonState
from armageddon.variant import ArmageddonVariant
from tabletop.engine import DocumentError, Event, Game, IllegalMove, Outcome, Roll, Rolled, Transition
from tabletop.engine.documents import validate_model
from tabletop.registry import GameEntry

DICE = (1, 2, 3, 4, 5, 6)
ArmageddonMove = SubMove | Pass | Place


class ArmageddonGame(Game[ArmageddonState, ArmageddonMove]):
    """Armageddon for one variant: board, topology tables and rules."""

    name = "armageddon"
    sides = ("earth", "aliens")

    def __init__(self, variant: ArmageddonVariant | None = None) -> None:
        self.variant = variant or ArmageddonVariant()
        self.seats = (*self.variant.earth_order, "aliens")
        self.seat_groups = {"earth": tuple(self.variant.earth_order)}
        self.board = load_standard_board()
        self.topology = build_topology(self.board)
        self.rules = Rules(self.topology, self.variant, self.seats)

    # ----- positions -----

    def initial_state(self) -> ArmageddonState:
        """Every token at home, the officer on D, the first Earth seat to roll."""
        t = self.topology
        cells = [0] * len(t.ids)
        for colour in range(3):
            for home in t.homes[colour]:
                cells[home] = colour + 1
        for spot in t.numbered[: self.variant.warriors]:
            cells[spot] = ALIEN
        cells[t.d] = OFFICER
        return ArmageddonState(bytes(cells), 0, 0, 0, 0, False, self.variant.mines, (0, 0, 0), 0, 0, 0, 1)

    def side_of(self, seat: str) -> str:
        """`aliens` for the aliens' seat, `earth` for the three colours."""
        if seat not in self.seats:
            raise KeyError(f"unknown seat '{seat}'")
        return "aliens" if seat == "aliens" else "earth"

    def current_seat(self, state: ArmageddonState) -> str | None:
        """The seat to act or roll; None when the game is over."""
        return None if state.winner else self.seats[state.seat]

    def chance_outcomes(self, state: ArmageddonState) -> tuple[int, ...]:
        """The die faces when the seat to act has not rolled yet."""
        return DICE if state.winner is None and state.roll == 0 and not self.rules.placing(state) else ()

    def outcome(self, state: ArmageddonState) -> Outcome | None:
        """The winning side (None for a draw) and why, once the game is over."""
        if state.winner is None:
            return None
        return Outcome(None if state.winner == "draw" else state.winner, state.termination or "")

    # ----- moves -----

    def legal_moves(self, state: ArmageddonState) -> list[ArmageddonMove]:
        """Sub-moves that begin a maximal turn; [Pass()] when the roll allows none (spec 3.3)."""
        if state.winner is not None:
            return []
        if self.rules.placing(state):
            return [Place(self.topology.ids[spot]) for spot in self.rules.placements(state)]
        if state.roll == 0:
            return []
        ids = self.topology.ids
        return self._first_steps(state) + [SubMove(ids[frm], ids[to]) for frm, to in self._penalties(state)]

    def _first_steps(self, state: ArmageddonState) -> list[ArmageddonMove]:
        """The first sub-moves of the rolled position's maximal turns, or [Pass()] when there is none."""
        ids = self.topology.ids
        moves: list[ArmageddonMove] = [SubMove(ids[step.frm], ids[step.to], tuple(ids[spot] for spot in step.spared))
                                       for step in self.rules.maximal(state)]
        return moves or [Pass()]

    legal_submoves = legal_moves

    def offered_moves(self, state: ArmageddonState) -> list[ArmageddonMove]:
        """The legal moves less the printed two-on-one penalty, which no computer makes (D45)."""
        if self.rules.placing(state) or state.roll == 0 or state.winner is not None:
            return self.legal_moves(state)
        return self._first_steps(state)

    def submove_path(self, state: ArmageddonState, move: SubMove) -> tuple[str, ...]:
        """Node ids a sub-move steps through, frm excluded, to included (the token's path on the board)."""
        t = self.topology
        frm, to = t.index[move.frm], t.index[move.to]
        code = state.cells[frm]
        if not code:
            raise refused("no_token", "3.2", circle=move.frm)
        if code <= YELLOW and to in t.launch:
            return (move.to,)
        ahead = self.rules.ahead(code, frm)
        if code <= YELLOW:
            ahead = tuple(t.lane_home_row[code - 1] if spot == LAUNCH_TABLE else spot for spot in ahead)
        if to not in ahead:
            raise refused("not_on_path", "3.2", frm=move.frm, to=move.to)
        return tuple(t.ids[spot] for spot in ahead[: ahead.index(to) + 1])

    def apply(self, state: ArmageddonState, move: ArmageddonMove | Roll) -> Transition[ArmageddonState]:
        """Validate and apply a roll, a sub-move or a pass."""
        if state.winner is not None:
            raise refused("game_over", "3.4")
        if self.rules.placing(state) or isinstance(move, Place):
            return self._apply_placement(state, move)
        if isinstance(move, Roll):
            if state.roll or move.value not in DICE:
                raise refused("no_roll_due", "3.1")
            return self.apply_trusted(state, move)
        if state.roll == 0:
            raise refused("roll_first", "3.1")
        if isinstance(move, Pass):
            if self.rules.maximal(state):
                raise refused("no_pass", "3.3")
            return self.apply_trusted(state, move)
        if not isinstance(move, SubMove):
            raise refused("not_a_move", "8")
        t = self.topology
        frm, to = t.index.get(move.frm), t.index.get(move.to)
        spared = tuple(t.index.get(name, -1) for name in move.spared)
        if frm is None or to is None or -1 in spared:
            parse_submove(move.to_notation(), t.index)
            raise refused("no_such_circle", "8", circle=move.frm)
        refusal = self.refusal(state, move)
        if refusal is not None:
            raise refusal
        return self.apply_trusted(state, move)

    def refusal(self, state: ArmageddonState, move: SubMove) -> IllegalMove | None:
        """Why a sub-move of the seat to act (rolled, circles known) is not a legal first step; None when it
        begins a maximal turn or, in the printed rules, is played as the two-on-one penalty (3.5, D45)."""
        t = self.topology
        frm, to = t.index[move.frm], t.index[move.to]
        spared = tuple(t.index[name] for name in move.spared)
        if any(step.frm == frm and step.to == to and step.spared == spared for step in self.rules.maximal(state)):
            return None
        why = self.rules.explain(state, frm, to, spared)
        return None if not spared and self._is_penalty(state, frm, to, why) else why

    def is_two_on_one(self, state: ArmageddonState, move: Any) -> bool:
        """Whether a legal move is the printed rules' two-on-one penalty (it ends on an own or allied token, D45)."""
        if not isinstance(move, SubMove) or move.to not in self.topology.index or move.frm not in self.topology.index:
            return False
        mover, other = state.cells[self.topology.index[move.frm]], state.cells[self.topology.index[move.to]]
        return bool(mover and other) and (mover <= YELLOW) == (other <= YELLOW)

    def _penalties(self, state: ArmageddonState) -> list[tuple[int, int]]:
        """The printed rules (3.5, D45): the sub-moves (frm, to) played as the two-on-one penalty."""
        if self.rules.v.rules != "printed":
            return []
        return [(frm, to) for frm, to in self.rules.two_on_one_candidates(state)
                if self._is_penalty(state, frm, to, self.rules.explain(state, frm, to))]

    def _is_penalty(self, state: ArmageddonState, frm: int, to: int, why: IllegalMove) -> bool:
        """Whether a sub-move refused as `why` is the printed rules' two-on-one penalty (3.5, D45) instead."""
        if why.rule != "3.5" or self.rules.v.rules != "printed":
            return False
        try:  # the sub-move alone: its hand-over (a search of the position after it) tells nothing here
            return self._penalty_step(state, frm, to)[1] is not None
        except IllegalMove:  # not on the token's path after all
            return False

    def why_stuck(self, state: ArmageddonState, circle: str) -> IllegalMove | None:
        """Why the token on `circle` begins no maximal turn of the rolled position; None when it does."""
        spot = self.topology.index[circle]
        if any(step.frm == spot for step in self.rules.maximal(state)):
            return None
        return self.rules.why_stuck(state, spot)

    def _apply_placement(self, state: ArmageddonState, move: ArmageddonMove | Roll) -> Transition[ArmageddonState]:
        """The printed rules (4.3, D47): while a displaced token waits, only its owner's placement is played."""
        if not self.rules.placing(state):
            raise refused("nothing_to_place", "4.3")
        if not isinstance(move, Place):
            raise refused("place_first", "4.3", seat=seat_term(self.seats[state.seat]))
        spot = self.topology.index.get(move.at)
        if spot is None or spot not in self.rules.placements(state):
            raise refused("cannot_place", "4.3", circle=move.at)
        return self.apply_trusted(state, move)

    def apply_trusted(self, state: ArmageddonState, move: ArmageddonMove | Roll) -> Transition[ArmageddonState]:
        """Apply a step known to be legal (no validation)."""
        if isinstance(move, Place):
            log: list[Event] = []
            return Transition(self.rules.place(state, self.topology.index[move.at], log), tuple(log))
        if isinstance(move, Roll):
            rolled = state._replace(roll=move.value, pips=move.value, moved=0)
            return Transition(rolled, (Rolled(self.seats[state.seat], move.value),))
        if isinstance(move, Pass):
            log = []
            return Transition(self.rules.end_turn(state, "passed", log), tuple(log))
        t = self.topology
        return self._play(state, t.index[move.frm], t.index[move.to], tuple(t.index[name] for name in move.spared))

    def _two_on_one(self, state: ArmageddonState, frm: int, to: int) -> Transition[ArmageddonState] | None:
        """The printed rules (3.5, D45): a sub-move ending on an own or allied token is played, and both leave."""
        path, found = self._penalty_step(state, frm, to)
        return None if found is None else self._finish(state, frm, to, path, *found)

    def _penalty_step(self, state: ArmageddonState, frm: int, to: int
                      ) -> tuple[tuple[str, ...], tuple[Step, list[Event]] | None]:
        """The path of the sub-move frm>to and the two-on-one penalty it is (D45), before any hand-over; None
        when it could not end on `to` even on an empty circle."""
        t = self.topology
        path = self.submove_path(state, SubMove(t.ids[frm], t.ids[to]))
        return path, self.rules.two_on_one(state, frm, to, len(path))

    def _play(self, state: ArmageddonState, frm: int, to: int, spared: tuple[int, ...] = ()
              ) -> Transition[ArmageddonState]:
        t = self.topology
        path = self.submove_path(state, SubMove(t.ids[frm], t.ids[to]))
        found = self.rules.play(state, frm, to, len(path), spared)
        if found is None:  # a legal first step the walk does not end: the printed rules' two-on-one penalty
            penalty = None if spared or self.rules.v.rules != "printed" else self._two_on_one(state, frm, to)
            if penalty is None:
                raise self.rules.explain(state, frm, to, spared)
            return penalty
        step, effects = found
        self.rules.played_first(state, step)
        return self._finish(state, frm, to, path, step, effects)

    def _finish(self, state: ArmageddonState, frm: int, to: int, path: tuple[str, ...], step: Step,
                effects: list[Event]) -> Transition[ArmageddonState]:
        """The transition of a played sub-move: its events, and the hand-over when the turn is over."""
        t = self.topology
        log = [ev.Moved(self.seats[state.seat], t.ids[frm], t.ids[to], path), *effects]
        why = self.rules.turn_over(step)
        new = step.child if why is None else self.rules.end_turn(step.child, why, log)
        return Transition(new, tuple(log))

    def parse_move(self, state: ArmageddonState, text: str) -> ArmageddonMove:
        """Read one sub-move `FROM>TO` or `-`."""
        return parse_submove(text, self.topology.index)

    # ----- complete turns -----

    def _turn_text(self, steps: tuple[Step, ...]) -> str:
        ids = self.topology.ids
        return " ".join(SubMove(ids[s.frm], ids[s.to], tuple(ids[x] for x in s.spared)).to_notation()
                        for s in steps) or "-"

    def legal_turns(self, state: ArmageddonState) -> list[str]:
        """Every legal complete (maximal) turn for the roll in the state, sorted; [] when a roll is due."""
        if state.winner is not None:
            return []
        if self.rules.placing(state):
            return sorted(move.to_notation() for move in self.legal_moves(state))
        if state.roll == 0:
            return []
        with kernels.quick():  # the command line does not wait for the compiled search
            return sorted({self._turn_text(steps) for steps, _reason in self.rules.turns(state)})

    def apply_turn(self, state: ArmageddonState, text: str) -> Transition[ArmageddonState]:
        """Apply a complete turn in notation; a partial or non-maximal turn raises IllegalMove (3.3)."""
        with kernels.quick():  # the command line does not wait for the compiled search
            return self._apply_turn(state, text)

    def _apply_turn(self, state: ArmageddonState, text: str) -> Transition[ArmageddonState]:
        if state.winner is not None:
            raise refused("game_over", "3.4")
        if self.rules.placing(state):
            moves = parse_turn(text, self.topology.index)
            if len(moves) != 1:
                raise refused("place_one", "4.3")
            return self.apply(state, moves[0])
        if state.roll == 0:
            raise refused("roll_first", "3.1")
        log: list[Event] = []
        for move in parse_turn(text, self.topology.index):
            if state.roll == 0 or state.winner is not None:
                raise refused("turn_over", "3.4")
            state, events = self.apply(state, move)
            log.extend(events)
        if state.roll != 0 and state.winner is None:
            raise refused("turn_incomplete", "3.3")
        return Transition(state, tuple(log))

    def random_turn(self, state: ArmageddonState, rng: random.Random) -> ArmageddonState:
        """Roll, pick a legal complete turn uniformly at random and play it (fast path, no events); a pending
        placement (D47) is made on a circle drawn uniformly."""
        if self.rules.placing(state):
            spots = self.rules.placements(state)
            return self.rules.place(state, spots[rng.randrange(len(spots))], None)
        value = rng.randint(1, 6)
        return self.rules.random_turn(state._replace(roll=value, pips=value, moved=0), rng)

    # ----- documents -----

    def to_document(self, state: ArmageddonState) -> dict[str, Any]:
        """The position document (spec §8)."""
        return from_state(state, self.topology, self.variant, self.seats)

    def from_document(self, document: Mapping[str, Any]) -> ArmageddonState:
        """Build a state from a position document; DocumentError names the bad field."""
        if not isinstance(document, Mapping):
            raise DocumentError("position document: expected a JSON object")
        return to_state(document, self.topology, self.variant, self.seats, self.rules.seat_code)


def make_game(options: Mapping[str, Any] | None = None) -> ArmageddonGame:
    """Build the game for a variant given as a dict of options (missing keys = defaults)."""
    variant = validate_model(ArmageddonVariant, dict(options or {}), "armageddon variant")
    return ArmageddonGame(variant)


def random_turns_per_s(quick: bool = False) -> float:
    """Random complete turns per CPU second, one core: roll, list every legal turn, pick one, apply.

    Games restart from the initial position when they end. CPU time (not wall time) is
    measured so that a busy machine does not distort the figure.
    """
    game = make_game()
    game.random_turn(game.initial_state(), random.Random(0))  # load the compiled search before the clock starts
    rng = random.Random(2024)
    budget = 1.0 if quick else 5.0
    state = game.initial_state()
    turns = 0
    start = time.process_time()
    while (elapsed := time.process_time() - start) < budget:
        if state.winner:
            state = game.initial_state()
        state = game.random_turn(state, rng)
        turns += 1
    return turns / elapsed


ENTRY = GameEntry(
    name="armageddon",
    titles={"ru": "Армагеддон", "en": "Armageddon"},
    make_game=make_game,
    variant_model=ArmageddonVariant,
    player_plans={
        2: (("red", "green", "yellow"), ("aliens",)),
        3: (("red", "green"), ("yellow",), ("aliens",)),
        4: (("red",), ("green",), ("yellow",), ("aliens",)),
    },
    table_scene="armageddon.view.table:TableScene",
    render="armageddon.view.render:render_position",
    ai_hooks="armageddon.ai_eval:make_hooks",
    ending_text="armageddon.view.ending:ending_text",
    turns_played="armageddon.view.ending:turns_played",
    length_text="armageddon.view.ending:length_text",
    side_strength="armageddon.view:side_strength",
    strength_axis="armageddon.view.ending:strength_axis",
    board_elements="armageddon.view.elements:ELEMENTS",
    benches={"armageddon.random_turns_per_s": random_turns_per_s},
    warm_up="armageddon.warm:warm_up",
    defer_compiled="armageddon.kernels:defer",
    lesson_goals="armageddon.lesson_goals",
)

"""An independent Armageddon move generator, written from docs/rules_en.md alone.

It imports nothing of the engine: it reads the board from assets/armageddon/board.json and
a position from its JSON document (docs/positions.md), and lists every legal complete turn
in notation (`FROM>TO` sub-moves separated by spaces, `-` for a pass), plus, for a refused
first sub-move, the number of the rule that forbids it. The suite compares it with the
engine; it is deliberately plain and slow.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path

BOARD = Path(__file__).resolve().parents[2] / "assets" / "armageddon" / "board.json"
EARTH = ("red", "green", "yellow")
TABLE = "table"  # an Earth token's first step from home (2.2)


@dataclass(frozen=True)
class Board:
    """The circles and paths the rules need, by name."""

    tracks: dict[str, list[str]]  # each colour's lane and ring down to ГК
    entry: list[str]  # S3 S2 S1 D R0
    ring: list[str]  # R0 … R15
    officer: list[str]  # D … A E1 … E8 D
    landing: dict[str, str]
    crossings: tuple[str, ...]
    laser: tuple[str, ...]
    gk: str
    q: str
    depot: str
    pad: str
    attack: str
    d: str
    numbered: tuple[str, ...]


@cache
def board() -> Board:
    """The bundled board, read from its file."""
    data = json.loads(BOARD.read_text(encoding="utf-8"))
    paths, extra = data["paths"], data["extra"]
    tracks = {c: next(p for p in paths[c] if p[0] == f"{c[0]}1") for c in EARTH}
    entry = next(p for p in paths["warrior"] if p[0] == "S3")
    ring = next(p for p in paths["warrior"] if p[0] == "R0")[:-1]
    out, back = (next(p for p in paths["officer"] if p[0] == start) for start in ("D", "A"))
    return Board(tracks, entry, ring, out + back[1:], extra["landing"], tuple(extra["blue_crossings"]),
                 tuple(extra["laser_crossings"]), extra["gk"], extra["laser_control"], extra["mine_depot"],
                 extra["launch_pad"], extra["attack_point"], extra["officer_start"], tuple(extra["numbered"]))


@dataclass
class Pos:
    """A mid-turn position: tokens by circle, and what the rules read besides."""

    cells: dict[str, str]
    seat: str
    pips: int
    moved: set[str]
    mine: bool
    depot: int
    destroyed: set[int]  # 0..3 for K1..K4
    variant: dict
    winner: str | None = None
    pending: int = 0  # D47: displaced Earth tokens their owners will place after the aliens' turn
    removed: set[str] = field(default_factory=set)  # circles emptied by a loss or displacement in this sub-move

    def copy(self) -> Pos:
        """An independent copy."""
        return replace(self, cells=dict(self.cells), moved=set(self.moved), destroyed=set(self.destroyed),
                       removed=set())


def from_document(doc: dict) -> Pos:
    """The position of a document (the variant must be written out in full, as the engine writes it)."""
    destroyed = {int(name[1]) - 1 for name in doc["destroyed"]}
    return Pos(dict(doc["tokens"]), doc["to_move"], doc["pips_left"] or 0, set(doc["moved"]), doc["officer_mine"],
               doc["depot"], destroyed, doc["variant"], doc.get("winner"),
               sum(doc.get("pending_placement", {}).values()))


def path(p: Pos, frm: str) -> list[str]:
    """The circles ahead of the token on `frm`, as far as six pips (and one more) reach."""
    b = board()
    kind = p.cells[frm]
    if kind in EARTH:
        track = b.tracks[kind]
        if frm.startswith("K"):
            return [TABLE, *track[:6]]
        if frm.startswith("L"):
            return track[:7]
        return track[track.index(frm) + 1:][:7]
    if kind == "officer":
        i = b.officer.index(frm) if frm != b.d else 0
        return b.officer[i + 1:][:7]
    if frm in b.entry:
        ahead = b.entry[b.entry.index(frm) + 1:] + b.ring[1:] + b.ring
    else:
        i = b.ring.index(frm)
        ahead = b.ring[i + 1:] + b.ring + b.ring
    return ahead[:7]


def is_earth(kind: str | None) -> bool:
    """True for a red, green or yellow token."""
    return kind in EARTH


def storm(p: Pos) -> bool:
    """5.4 (counted at the start of the sub-move)."""
    need = p.variant["storm_tokens_per_colour"]
    if need <= 0:
        return False
    ring = set(board().ring)
    for colour in EARTH:
        on_ring = sum(1 for at, kind in p.cells.items() if kind == colour and at in ring)
        in_play = any(kind == colour for kind in p.cells.values())
        if on_ring < need and (p.variant["storm_colours"] == "all" or in_play):
            return False
    return True


def laser_on(p: Pos) -> None:
    """6.7: the laser switches on and shoots every Earth token on a laser crossing."""
    for spot in board().laser:
        if is_earth(p.cells.get(spot)):
            del p.cells[spot]
            p.removed.add(spot)


def send_home(p: Pos, at: str) -> None:
    """4.3: an Earth token displaced from `at` goes home, to the launch table, or out of the game."""
    colour = p.cells.pop(at)
    p.removed.add(at)
    if p.variant.get("displaced_placement") == "owner":  # D47: its owner places it after the aliens' turn
        p.pending += 1
        if at == board().q:
            laser_on(p)
        return
    order = range(4) if p.variant["displaced_home"] == "next" else range(3, -1, -1)
    free = [f"K{c + 1}{colour[0]}" for c in order if c not in p.destroyed]
    free += ["L1", "L2", "L3"]
    spot = next((s for s in free if s not in p.cells), None)
    if spot is not None:
        p.cells[spot] = colour
    if at == board().q:
        laser_on(p)


def send_warrior_home(p: Pos, at: str) -> None:
    """4.3: a displaced warrior goes to the free numbered circle with the lowest number."""
    del p.cells[at]
    p.cells[next(s for s in board().numbered if s not in p.cells)] = "alien"


class Walk:
    """One token's sub-move, step by step: its legal endings and, per step, why it cannot end there."""

    def __init__(self, p: Pos, frm: str, spare: frozenset[str] = frozenset()) -> None:
        self.p = p
        self.frm = frm
        self.spare = spare  # D46 (displacement a right): enemy tokens passed over and left in place
        self.ahead = path(p, frm)
        self.endings: list[tuple[str, int, Pos, bool]] = []  # (to, pips, position after, ends the turn)
        self.why: dict[int, str] = {}  # steps that cannot end the sub-move: the rule
        self.stopped: str | None = None  # the rule that forbids every further step

    def refuse(self, k: int, rule: str) -> None:
        """Step k cannot end the sub-move, by `rule`."""
        self.why.setdefault(k, rule)

    def run(self) -> Walk:
        """Walk the whole roll."""
        kind = self.p.cells[self.frm]
        w = self.p.copy()
        del w.cells[self.frm]
        if is_earth(kind):
            self.earth(w, kind)
        elif kind == "officer":
            self.officer(w)
        else:
            self.warrior(w)
        for k in range(1, self.p.pips + 1):
            if self.stopped and k not in self.why and not any(e[1] == k for e in self.endings):
                self.why[k] = self.stopped
        return self

    def end(self, w: Pos, to: str, k: int, final: str | None, kind: str, ends: bool = False,
            attack: bool = False) -> None:
        """Record the ending after k steps with the mover on `final` (None: shot down)."""
        if any(self.ahead.index(s) + 1 >= k for s in self.spare):
            return  # a spared token must lie behind the ending (each choice counted once)
        after = w.copy()
        after.removed = set(w.removed)
        if final is not None:
            after.cells[final] = kind
        after.pips -= k
        after.moved = (after.moved - after.removed - {self.frm}) | ({final} if final else set())
        decide(self.p, after, attack)
        self.endings.append((to, k, after, ends or after.winner is not None))

    def earth(self, w: Pos, colour: str) -> None:
        """An Earth token: table, lane, ring, ГК (2.2, 2.3, 3.5, 3.6, 4, 5, 6.6, 6.7)."""
        b = board()
        if self.frm == b.q:
            laser_on(w)
        stops = {b.landing[colour], b.gk}
        for k, spot in enumerate(self.ahead[: self.p.pips], 1):
            if spot == TABLE:
                for table in ("L1", "L2", "L3"):
                    if table not in w.cells:
                        self.end(w, table, 1, table, colour, ends=True)
                continue
            occ = w.cells.get(spot)
            win = False
            if spot == b.gk:
                inside = any(w.cells.get(s) == "alien" for s in b.numbered)
                open_gk = not inside or storm(self.p)
                if occ == "alien" and not open_gk:
                    self.refuse(k, "5.2")
                    self.stopped = "5.2"
                    return
                win = open_gk and (occ == "alien" or self.p.variant["gk_capture"] == "standard")
            if is_earth(occ):
                self.refuse(k, "3.5")
                if spot in stops:
                    self.stopped = "3.6"
                    return
                continue
            block = False
            if occ == "officer":
                del w.cells[spot]
                w.cells[b.d] = "officer"
                w.mine = False
            elif occ == "alien":
                nxt = self.ahead[k] if k < len(self.ahead) else None
                block = nxt is not None and w.cells.get(nxt) == "alien"
                if spot in self.spare:  # jumped over, left in place; a block or a stop cannot be passed
                    if block or spot in stops:
                        return
                    continue
                send_warrior_home(w, spot)
            shot = spot in b.laser and not is_earth(w.cells.get(b.q))
            done = w.copy()
            done.removed = set(w.removed)
            if win:
                done.winner = "earth"
            self.end(done, spot, k, None if shot else spot, colour)
            if block or spot in stops:
                self.stopped = "4.2" if block else "3.6"
                return

    def warrior(self, w: Pos) -> None:
        """A warrior: out of the compartment and round the ring (2.5, 3.5, 4, 5.1)."""
        b = board()
        leaving = self.frm in b.numbered
        for k, spot in enumerate(self.ahead[: self.p.pips], 1):
            occ = w.cells.get(spot)
            if occ in ("alien", "officer"):
                self.refuse(k, "3.5")
                if leaving and spot == b.gk:
                    self.stopped = "5.1"
                    return
                continue
            if spot == b.d:
                self.refuse(k, "2.5")
                continue
            block = False
            if occ:
                block = w.cells.get(self.ahead[k]) == occ
                if spot in self.spare:
                    if block:
                        return
                    continue
                send_home(w, spot)
            self.end(w, spot, k, spot, "alien")
            if block:
                self.stopped = "4.2"
                return

    def officer(self, w: Pos) -> None:
        """The officer: corridor, pad, flight, attack, return arc (6)."""
        b = board()
        if self.frm == b.pad and not w.mine and not self.p.variant["officer_flies_without_mine"]:
            self.stopped = "6.5"
            return
        for k, spot in enumerate(self.ahead[: self.p.pips], 1):
            if spot == b.depot and not w.mine and w.depot > 0:
                w.mine, w.depot = True, w.depot - 1
            if spot in w.cells:
                if spot in self.spare:
                    if spot in (b.pad, b.d, b.attack):
                        return
                    continue
                send_home(w, spot)
            if spot == b.attack:
                if not w.mine:
                    self.refuse(k, "6.5")
                    continue
                self.explode(w, k)
                self.stopped = "3.6"
                return
            self.end(w, spot, k, spot, "officer")
            if spot in (b.pad, b.d):
                self.stopped = "3.6"
                return

    def explode(self, w: Pos, k: int) -> None:
        """6.4: the next intact compartment blows up; the officer goes back to D."""
        intact = [c for c in range(4) if c not in w.destroyed]
        if intact:
            comp = intact[0]
            for colour in EARTH:
                home = f"K{comp + 1}{colour[0]}"
                if home in w.cells:
                    del w.cells[home]
                    w.removed.add(home)
            w.destroyed.add(comp)
        w.mine = False
        self.end(w, board().attack, k, board().d, "officer", attack=True)


def decide(before: Pos, after: Pos, attack: bool) -> None:
    """5.5: the aliens win after a lost token or an attack at A when Earth is down to three, or a colour
    is gone (colour_lost_loses) or short of the storm (colour_short_loses)."""
    if after.winner is not None:
        return
    earth = [kind for kind in after.cells.values() if is_earth(kind)]
    lost = sum(1 for kind in before.cells.values() if is_earth(kind)) + before.pending - len(earth) - after.pending
    if not lost and not attack:
        return
    v = after.variant
    need = v["storm_tokens_per_colour"]
    short = {"never": 0, "always": need, "cruiser_lost": need if len(after.destroyed) == 4 else 0}
    counts = [earth.count(colour) for colour in EARTH]
    out = any((n == 0 and v["colour_lost_loses"]) or 0 < n < short[v["colour_short_loses"]] for n in counts)
    if len(earth) + after.pending <= 3 or out:
        after.winner = "aliens"


def spare_sets(p: Pos, frm: str) -> list[tuple[str, ...]]:
    """D46: with displacement a right, every set of enemy tokens within the roll the mover may leave in place."""
    if p.variant.get("displacement") != "right":
        return [()]
    mover_earth = is_earth(p.cells[frm])
    enemies = [s for s in path(p, frm)[: p.pips]
               if (p.cells.get(s) == "alien" if mover_earth else is_earth(p.cells.get(s)))]
    sets: list[tuple[str, ...]] = [()]
    for spot in enemies:
        sets += [(*chosen, spot) for chosen in sets]
    return sets


def endings(q: Pos, frm: str) -> list[tuple[str, int, Pos, bool]]:
    """Every ending of a sub-move from `frm`, its notation first (`FROM>TO~SPARED…`)."""
    out = []
    for spare in spare_sets(q, frm):
        for to, k, after, ends in Walk(q, frm, frozenset(spare)).run().endings:
            out.append((f"{frm}>{to}" + "".join(f"~{s}" for s in spare), k, after, ends))
    return out


def own_tokens(p: Pos) -> list[str]:
    """The seat's tokens that have not moved this turn."""
    kinds = ("alien", "officer") if p.seat == "aliens" else (p.seat,)
    return sorted(at for at, kind in p.cells.items() if kind in kinds and at not in p.moved)


def turns(p: Pos) -> list[str]:
    """Every legal complete turn (3.2, 3.3, 3.4, 3.8), in notation, sorted; ["-"] for a pass."""
    done: list[tuple[int, str]] = []

    def go(q: Pos, prefix: tuple[str, ...], used: int) -> None:
        found = False
        if q.winner is None and q.pips > 0:
            for frm in own_tokens(q):
                for move, k, after, ends in endings(q, frm):
                    found = True
                    text = (*prefix, move)
                    if ends:
                        done.append((used + q.pips, " ".join(text)))
                    elif after.pips == 0:
                        done.append((used + k, " ".join(text)))
                    else:
                        go(after, text, used + k)
        if not found and prefix:
            done.append((used, " ".join(prefix)))

    go(p, (), 0)
    if not done:
        return ["-"]
    top = max(used for used, _ in done)
    return sorted({text for used, text in done if used == top})


def refusal(p: Pos, frm: str, to: str, legal_firsts: set[str]) -> str | None:
    """The rule that forbids the first sub-move `frm>to` (to on the token's path within the roll), or None."""
    if f"{frm}>{to}" in legal_firsts:
        return None
    walk = Walk(p, frm).run()
    if to.startswith("L"):
        k = 1
        if to in p.cells:
            return "3.5"
    else:
        k = walk.ahead.index(to) + 1
    if any(e[0] == to and e[1] == k for e in walk.endings):
        return "3.3"
    return walk.why.get(k, "?")


def random_document(rng, variant: dict, seat: str | None = None) -> dict:
    """A random position document (the variant written out in full): tokens scattered over their paths."""
    b = board()
    destroyed = sorted(rng.sample(range(4), rng.choice((0, 0, 1, 2, 3, 4))))
    tokens: dict[str, str] = {}

    def put(kind: str, spots: list[str]) -> None:
        choices = [s for s in spots if s not in tokens]
        if choices:
            tokens[rng.choice(choices)] = kind

    ring = b.ring
    for colour in EARTH:
        homes = [f"K{c + 1}{colour[0]}" for c in range(4) if c not in destroyed]
        spots = homes + ["L1", "L2", "L3"] + b.tracks[colour]
        near = [s for s in b.tracks[colour] if s in ring or s.endswith(("8", "9", "10"))]
        for _ in range(rng.randint(1, 4)):
            put(colour, near if rng.random() < 0.5 else spots)
    for _ in range(variant.get("warriors", 3)):
        put("alien", list(b.numbered) if rng.random() < 0.3 else ring[:6] + ring[10:])
    put("officer", [s for s in b.officer if s != b.attack])
    mines = variant.get("mines", 6)
    spent = min(len(destroyed) + rng.randint(0, 1), mines)
    mine = spent < mines and rng.random() < 0.5
    return {"game": "armageddon", "variant": variant, "to_move": seat or rng.choice((*EARTH, "aliens")),
            "roll": None, "pips_left": None, "moved": [], "tokens": tokens, "officer_mine": mine,
            "depot": mines - spent - mine, "trophies": {c: 0 for c in EARTH}, "spent": spent,
            "destroyed": [f"K{c + 1}" for c in destroyed], "skip_next": [], "round": 1, "winner": None}

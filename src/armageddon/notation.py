"""Sub-moves and turn notation: `K2r>r3 R6>R4`, `-` for a pass; `R2>R6~R4`: passing R4, its enemy token is
spared (the printed rules only, D46)."""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.engine import IllegalMove


@dataclass(frozen=True, slots=True)
class SubMove:
    """One token moving forward from `frm` to `to` (node ids), passing over the enemy tokens on `spared`
    without displacing them (the printed rules, D46; empty otherwise)."""

    frm: str
    to: str
    spared: tuple[str, ...] = ()

    def to_notation(self) -> str:
        """`FROM>TO`, then `~CIRCLE` for each spared token."""
        return f"{self.frm}>{self.to}" + "".join(f"~{name}" for name in self.spared)


@dataclass(frozen=True, slots=True)
class Pass:
    """The roll allows no sub-move: the turn passes."""

    def to_notation(self) -> str:
        """`-`."""
        return "-"


@dataclass(frozen=True, slots=True)
class Place:
    """The owner of a displaced Earth token puts it on the circle `at` (the printed rules, D47)."""

    at: str

    def to_notation(self) -> str:
        """`+CIRCLE`."""
        return f"+{self.at}"


def parse_submove(text: str, known: dict[str, int]) -> SubMove | Pass | Place:
    """Read `FROM>TO`, `-` or `+CIRCLE`; unknown node ids raise IllegalMove (rule 8)."""
    text = text.strip()
    if text == "-":
        return Pass()
    if text.startswith("+"):
        if text[1:] not in known:
            raise IllegalMove("armageddon.refusal.no_such_circle", "8", circle=text[1:])
        return Place(text[1:])
    frm, sep, rest = text.partition(">")
    to, *spared = rest.split("~")
    if not sep or not frm or not to or not all(spared):
        raise IllegalMove("armageddon.refusal.unreadable", "8", text=text)
    for name in (frm, to, *spared):
        if name not in known:
            raise IllegalMove("armageddon.refusal.no_such_circle", "8", circle=name)
    return SubMove(frm, to, tuple(spared))


def parse_turn(text: str, known: dict[str, int]) -> list[SubMove | Pass | Place]:
    """Read a whole turn: sub-moves separated by spaces, or `-`."""
    parts = text.split()
    if not parts:
        raise IllegalMove("armageddon.refusal.empty_turn", "8")
    moves = [parse_submove(part, known) for part in parts]
    if len(moves) > 1 and any(isinstance(m, Pass) for m in moves):
        raise IllegalMove("armageddon.refusal.pass_alone", "8")
    return moves

"""Finding words in the laid-out rules: every match as a line and the pixel span it covers.

Pure measuring over a `richtext.Layout` (matches within one laid-out line, case and ё/е
ignored); the rules scene lists the hits, scrolls to them and paints the spans.
"""

from __future__ import annotations

from dataclasses import dataclass

from tabletop.ui.richtext import Anchor, Layout, Line, label_pad, measure_font

MIN_QUERY = 2  # shorter queries would match nearly every line
MAX_HITS = 500


@dataclass(frozen=True)
class Hit:
    """One match: the index of its line in the layout, its x span on that line, and the words round it."""

    line: int
    x0: int
    x1: int
    snippet: str


def fold(text: str) -> str:
    """Text for matching: lower case, ё as е (one character each, so offsets stay put)."""
    return text.lower().replace("ё", "е")


def find(doc: Layout, query: str) -> tuple[Hit, ...]:
    """Every match of `query` in the document's text lines, top to bottom (at most MAX_HITS)."""
    wanted = fold(query.strip())
    if len(wanted) < MIN_QUERY:
        return ()
    hits: list[Hit] = []
    for index, line in enumerate(doc.lines):
        if line.kind in ("image", "hr") or not line.fragments:
            continue
        text, start = fold(line.text), 0
        while (found := text.find(wanted, start)) >= 0 and len(hits) < MAX_HITS:
            x0, x1 = span(line, found, found + len(wanted))
            hits.append(Hit(index, x0, x1, snippet(line.text, found, len(wanted))))
            start = found + len(wanted)
    return tuple(hits)


def span(line: Line, start: int, end: int) -> tuple[int, int]:
    """The x span (from the line's left) of the characters start..end of `line.text`."""
    return _x_at(line, start), _x_at(line, end)


def _x_at(line: Line, offset: int) -> int:
    """Where character `offset` of the line's text begins (its end past the last one)."""
    position, end, x = 0, None, 0
    for fragment in line.fragments:
        left = fragment.x - label_pad(fragment.style)
        if end is not None and left > end:
            if offset <= position:
                return fragment.x
            position += 1  # the space Line.text puts between fragments apart
        if offset <= position + len(fragment.text):
            fnt = measure_font(line.kind, fragment.style)
            return fragment.x + fnt.size(fragment.text[: offset - position])[0]
        position += len(fragment.text)
        end = left + fragment.width + 2 * label_pad(fragment.style)
        x = fragment.x + fragment.width
    return x


def snippet(text: str, start: int, length: int, before: int = 10, after: int = 40) -> str:
    """The words round a match (a little before, more after), shortened with ellipses."""
    left, right = max(0, start - before), min(len(text), start + length + after)
    space = text.find(" ", left, start)
    left = space + 1 if left and space >= 0 else left  # begin with a whole word
    return ("…" if left else "") + text[left:right].strip() + ("…" if right < len(text) else "")


def section_of(anchors: tuple[Anchor, ...], y: int) -> str:
    """The game and section number, decision or title a document y lies in ("" above the first game)."""
    above = [anchor for anchor in anchors if anchor.y <= y and anchor.level in (0, 2, 3)]
    games = [anchor for anchor in above if anchor.level == 2]
    if not games:
        return ""
    section = above[-1] if above[-1].level != 2 else None  # a numbered section or a decision ("D24")
    return f"{games[-1].title} · {section.key or section.title}" if section is not None else games[-1].title

"""Styled runs laid out into lines: words wrap across runs and are never split.

A laid-out document is a tuple of lines, each a tuple of fragments with their x and
style, plus the anchors (headings, decisions) a link or the contents can scroll to.
Pure measuring: nothing here draws (the rules scene does, with a cache per line).
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from functools import cache

import pygame

from tabletop.ui.fonts import font, font_path
from tabletop.ui.markdown import HEADINGS, Block, Run

# block kind -> (font size, bold, space before, indent)
KINDS: dict[str, tuple[int, bool, int, int]] = {
    "h1": (34, True, 26, 0),
    "h2": (26, True, 22, 0),
    "h3": (21, True, 16, 0),
    "p": (18, False, 10, 0),
    "quote": (17, False, 10, 28),
    "item": (18, False, 4, 30),
    "hr": (18, False, 14, 0),
    "image": (16, False, 14, 0),
}
CODE_PAD = 4
PADS = {"code": CODE_PAD, "button": 10}  # run styles drawn as labels, and the room round their words


def label_pad(style: str) -> int:
    """The room left and right of a run's words (its label's padding; 0 for plain runs)."""
    return PADS.get(style, 0)
SPACE = re.compile(r"(\s+)")
ImageSize = Callable[[str, int], tuple[int, int]]


@dataclass(frozen=True)
class Fragment:
    """Part of one run on one line: where it starts, how wide it is, its words and style."""

    x: int
    width: int
    text: str
    style: str
    run: int


@dataclass(frozen=True)
class Line:
    """One laid-out line: its y, block kind, indent, fragments; `block` indexes the document's blocks."""

    y: int
    kind: str
    x: int
    fragments: tuple[Fragment, ...] = ()
    marker: str = ""
    block: int = 0
    height: int = 0
    src: str = ""

    @property
    def text(self) -> str:
        """The line's words (fragments joined by single spaces where they were apart)."""
        out, end = "", None
        for fragment in self.fragments:
            start = fragment.x - label_pad(fragment.style)
            out += (" " if end is not None and start > end else "") + fragment.text
            end = _end(fragment)
        return out


@dataclass(frozen=True)
class Anchor:
    """A place links scroll to: a heading (level 1-3) or a decision paragraph (level 0)."""

    title: str
    y: int
    level: int
    part: int
    key: str
    slug: str


@dataclass(frozen=True)
class Layout:
    """A document laid out for one width: lines, total height and anchors."""

    lines: tuple[Line, ...]
    height: int
    anchors: tuple[Anchor, ...]

    def find(self, target: str, part: int | None = None) -> Anchor | None:
        """The anchor a "#key" or "#heading-slug" link names, in that game part when one is given."""
        name = target.removeprefix("#")
        keyed = [anchor for anchor in self.anchors if anchor.key == name]
        for anchor in keyed:
            if part is None or anchor.part == part:
                return anchor
        return next((anchor for anchor in self.anchors if anchor.slug == slugify(name)), None)


def slugify(title: str) -> str:
    """A heading's address the way GitHub makes it: lower case, punctuation dropped, spaces as hyphens."""
    kept = "".join(ch for ch in title.strip().lower()
                   if ch in " -_" or unicodedata.category(ch)[0] in "LN")
    return kept.replace(" ", "-")


@cache
def style_font(kind: str, style: str) -> pygame.font.Font:
    """The font of a run style inside a block kind (italics are slanted by pygame)."""
    size, bold, _, _ = KINDS[kind]
    if style == "italic":
        return _italic(size, bold)
    if style == "button":  # a Try-it button's words: bold, a little smaller, so its plate fits the line
        return font(max(11, size - 3), True)
    return font(size, bold or style == "bold")


def measure_font(kind: str, style: str) -> pygame.font.Font:
    """The font a run's width is measured with: italics advance like upright text (the slant overhangs)."""
    return style_font(kind, "plain" if style == "italic" else style)


@cache
def _italic(size: int, bold: bool) -> pygame.font.Font:
    slanted = pygame.font.Font(font_path(bold), size)
    slanted.italic = True
    return slanted


def line_height(kind: str) -> int:
    """The height of one line of a block kind."""
    return style_font(kind, "plain").get_linesize()


def layout(blocks: list[Block], width: int, image_size: ImageSize | None = None) -> Layout:
    """Position every line of the blocks for a text column of `width` pixels."""
    lines: list[Line] = []
    anchors: list[Anchor] = []
    y = 0
    for index, block in enumerate(blocks):
        _, _, before, indent = KINDS[block.kind]
        indent += max(0, block.depth - 1) * 26
        y += before
        if block.key or block.kind in HEADINGS:
            level = HEADINGS.get(block.kind, 0)
            anchors.append(Anchor(block.text, y, level, block.part, block.key, slugify(block.text)))
        y = _place_block(block, index, y, indent, max(50, width - indent - 8), lines, image_size)
    return Layout(tuple(lines), y + 40, tuple(anchors))


def _place_block(block: Block, index: int, y: int, indent: int, width: int, lines: list[Line],
                 image_size: ImageSize | None) -> int:
    height = line_height(block.kind)
    if block.kind == "hr":
        lines.append(Line(y, "hr", indent, block=index, height=height))
        return y + height
    if block.kind == "image" and image_size is not None:
        picture = image_size(block.src, width)
        if picture[1] > 0:
            lines.append(Line(y, "image", indent, block=index, height=picture[1], src=block.src))
            y += picture[1] + 6
    for number, fragments in enumerate(wrap(block.runs, block.kind, width)):
        lines.append(Line(y, block.kind, indent, fragments, block.marker if number == 0 else "", index, height))
        y += height
    return y + (6 if block.kind in HEADINGS else 0)


def words(runs: tuple[Run, ...]) -> Iterator[list[tuple[int, str]] | None]:
    """The runs' words, each a list of (run index, text) pieces; None where a line must break."""
    word: list[tuple[int, str]] = []
    for index, run in enumerate(runs):
        for token in SPACE.split(run.text):
            if not token:
                continue
            if not token.isspace():
                word.append((index, token))
                continue
            if word:
                yield word
            word = []
            if "\n" in token:
                yield None
    if word:
        yield word


def wrap(runs: tuple[Run, ...], kind: str, width: int) -> list[tuple[Fragment, ...]]:
    """Lines of fragments no wider than `width` (a word wider than a line keeps a line of its own)."""
    lines: list[tuple[Fragment, ...]] = []
    builder = _LineBuilder(runs, kind)
    for word in words(runs):
        if word is None:
            lines.append(builder.take())
        elif not builder.fits(word, width):
            lines.append(builder.take())
            builder.add(word)
        else:
            builder.add(word)
    if builder.fragments:
        lines.append(builder.take())
    return [line for line in lines if line] or [()]


class _LineBuilder:
    """Collects the words of one line as fragments, placed left to right (code labels padded)."""

    def __init__(self, runs: tuple[Run, ...], kind: str) -> None:
        self.runs, self.kind = runs, kind
        self.fragments: list[Fragment] = []
        self.space = style_font(kind, "plain").size(" ")[0]

    def fits(self, word: list[tuple[int, str]], width: int) -> bool:
        """Whether the line with this word added is at most `width` wide (an empty line always fits)."""
        if not self.fragments:
            return True
        trial = list(self.fragments)
        self._append(trial, word)
        return _end(trial[-1]) <= width

    def add(self, word: list[tuple[int, str]]) -> None:
        """Put a word at the end of the line."""
        self._append(self.fragments, word)

    def take(self) -> tuple[Fragment, ...]:
        """The line's fragments; the builder starts a new line."""
        fragments, self.fragments = tuple(self.fragments), []
        return fragments

    def _append(self, out: list[Fragment], word: list[tuple[int, str]]) -> None:
        for position, (run, text) in enumerate(word):
            spaced = position == 0 and bool(out)
            style = self.runs[run].style
            fnt = measure_font(self.kind, style)
            if out and out[-1].run == run and spaced:
                joined = f"{out[-1].text} {text}"
                out[-1] = Fragment(out[-1].x, fnt.size(joined)[0], joined, style, run)
                continue
            x = _end(out[-1]) + (self.space if spaced else 0) if out else 0
            out.append(Fragment(x + label_pad(style), fnt.size(text)[0], text, style, run))


def _end(fragment: Fragment) -> int:
    """Where a fragment ends, its label's padding included."""
    return fragment.x + fragment.width + label_pad(fragment.style)

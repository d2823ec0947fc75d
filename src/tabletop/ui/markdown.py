"""A small Markdown reader for the rules: headings, paragraphs, quotes, lists, rules.

Parsed into blocks, then laid out into positioned lines for a given width, so the
rules scene draws only the lines on screen.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from tabletop.ui.drawing import wrap_text
from tabletop.ui.fonts import font

INLINE = re.compile(r"(\*\*|__|`)|(?<!\w)[*_](?=\S)|(?<=\S)[*_](?!\w)")
# block kind -> (font size, bold, space before, indent)
STYLES: dict[str, tuple[int, bool, int, int]] = {
    "h1": (34, True, 26, 0),
    "h2": (26, True, 22, 0),
    "h3": (21, True, 16, 0),
    "p": (18, False, 10, 0),
    "quote": (17, False, 10, 28),
    "item": (18, False, 4, 30),
    "hr": (18, False, 14, 0),
}


@dataclass(frozen=True)
class Block:
    """One block of the document."""

    kind: str
    text: str
    marker: str = ""


@dataclass(frozen=True)
class Line:
    """One laid-out line: where it goes and in which style."""

    y: int
    kind: str
    text: str
    x: int
    first: bool = False
    marker: str = ""


@dataclass(frozen=True)
class Layout:
    """A document laid out for one width: lines, total height and heading anchors."""

    lines: tuple[Line, ...]
    height: int
    anchors: tuple[tuple[str, int, int], ...]  # (title, y, level)


def plain(text: str) -> str:
    """Text without inline markup (bold, italics, code ticks)."""
    return INLINE.sub("", text)


def parse(source: str) -> list[Block]:
    """Split Markdown text into blocks."""
    blocks: list[Block] = []
    paragraph: list[str] = []
    kind = "p"

    def flush() -> None:
        if paragraph:
            blocks.append(Block(kind, plain(" ".join(paragraph))))
            paragraph.clear()

    for raw in source.splitlines():
        line = raw.strip()
        heading = re.match(r"^(#{1,6})\s+(.*)$", line)
        item = re.match(r"^([-*+]|\d+[.)])\s+(.*)$", line)
        if not line:
            flush()
            kind = "p"
        elif heading:
            flush()
            blocks.append(Block(f"h{min(3, len(heading.group(1)))}", plain(heading.group(2).strip("# "))))
        elif re.fullmatch(r"(-{3,}|\*{3,}|_{3,})", line):
            flush()
            blocks.append(Block("hr", ""))
        elif item:
            flush()
            marker = "•" if item.group(1) in "-*+" else item.group(1)
            blocks.append(Block("item", plain(item.group(2)), marker))
        elif line.startswith(">"):
            if kind != "quote":
                flush()
            kind = "quote"
            paragraph.append(line.lstrip("> ").strip())
        else:
            if kind == "quote":
                flush()
                kind = "p"
            paragraph.append(line)
    flush()
    return blocks


def block_font(kind: str) -> pygame.font.Font:
    """The font of a block kind."""
    size, bold, _, _ = STYLES[kind]
    return font(size, bold)


def layout(blocks: list[Block], width: int) -> Layout:
    """Position every line of the blocks for a text column of `width` pixels."""
    lines: list[Line] = []
    anchors: list[tuple[str, int, int]] = []
    y = 0
    for block in blocks:
        _, _, before, indent = STYLES[block.kind]
        y += before
        fnt = block_font(block.kind)
        if block.kind.startswith("h"):
            anchors.append((block.text, y, int(block.kind[1])))
        wrapped = wrap_text(block.text, fnt, max(50, width - indent - 8)) if block.kind != "hr" else [""]
        for index, part in enumerate(wrapped):
            lines.append(Line(y, block.kind, part, indent, index == 0, block.marker if index == 0 else ""))
            y += fnt.get_linesize()
        if block.kind.startswith("h"):
            y += 6
    return Layout(tuple(lines), y + 40, tuple(anchors))

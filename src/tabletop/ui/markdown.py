"""The rules' Markdown as blocks of styled runs, parsed by mistune.

mistune turns the text into its syntax tree; this module flattens that tree into the
blocks the rules scene lays out (headings, paragraphs, quotes, list items, rules,
pictures), each a sequence of runs: plain, bold, italic, code or link. Section
references in the text ("пункт 3.8", "item 3.8", "(3.6)", "Р39", "D39") become links
to that section of the same game; `tabletop.ui.richtext` lays the runs out.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cache
from typing import Any

import mistune

STYLES = ("plain", "bold", "italic", "code", "link", "button")
HEADINGS = {"h1": 1, "h2": 2, "h3": 3}  # heading kinds and their levels
NUMBER = r"\d+\.\d+"
KEYWORD = r"\b(?i:пункт|раздел|правил|item|section|rule)\w*(?:\s+of)?\s+"
FOLLOWING = re.compile(rf"(\s*(?:[,–-]|и|или|and|or)\s*)({NUMBER})\b")
CHAPTER = r"\b(?i:раздел|section)\w*\s+\d+\b(?!\.\d)"
BRACKETED = rf"(?<=\(){NUMBER}(?=[),])|(?<=, ){NUMBER}(?=\))"  # "(3.6)", "(4.4, D19)", "(…, 3.5)"
REFERENCE = re.compile(rf"{KEYWORD}{NUMBER}\b|{CHAPTER}|{BRACKETED}|\b[РD]\d+\b")
HEADING_KEY = re.compile(r"^(\d+(?:\.\d+)*)\.?(?:\s|$)")
DECISION_KEY = re.compile(r"^([РD]\d+)\.?$")
Node = dict[str, Any]


@dataclass(frozen=True)
class Run:
    """A stretch of text in one style; a link's `target` is "#key" (a section) or an outside address."""

    text: str
    style: str = "plain"
    target: str = ""


@dataclass(frozen=True)
class Block:
    """One block of the document: its kind, runs, list marker, game part and anchor key.

    `part` counts the game headings (level 2) seen so far: 0 before the first game.
    `key` is a heading's section number ("3.2") or a decision's name ("Р1"); `src` a picture's file.
    """

    kind: str
    runs: tuple[Run, ...] = ()
    marker: str = ""
    part: int = 0
    key: str = ""
    src: str = ""
    depth: int = 0

    @property
    def text(self) -> str:
        """The block's words without markup."""
        return "".join(run.text for run in self.runs)


@cache
def _parser() -> mistune.Markdown:
    return mistune.create_markdown(renderer="ast")


def syntax_tree(source: str) -> list[Node]:
    """mistune's syntax tree of Markdown text (its block nodes)."""
    tree = _parser()(source)
    return tree if isinstance(tree, list) else []


def parse(source: str) -> list[Block]:
    """Parse Markdown into blocks; section references become links when the section exists."""
    blocks: list[Block] = []
    part = 0
    for block in _blocks(syntax_tree(source), "p", 0):
        if block.kind == "h2":
            part += 1
        blocks.append(replace(block, part=part, key=block_key(block)))
    keys = {(block.part, block.key) for block in blocks if block.key}
    return [replace(block, runs=tuple(_link_references(block.runs, block.part, keys))) for block in blocks]


def block_key(block: Block) -> str:
    """A heading's section number or a decision paragraph's name ("" when neither)."""
    if block.kind in HEADINGS:
        found = HEADING_KEY.match(block.text.strip())
        return found.group(1) if found else ""
    first = block.runs[0] if block.runs else None
    if block.kind == "p" and first is not None and first.style == "bold":
        found = DECISION_KEY.match(first.text.strip())
        return found.group(1) if found else ""
    return ""


def _blocks(nodes: Iterable[Node], kind: str, depth: int) -> Iterator[Block]:
    for node in nodes:
        yield from BLOCK_HANDLERS.get(node["type"], _skip)(node, kind, depth)


def _skip(node: Node, kind: str, depth: int) -> Iterator[Block]:
    return iter(())


def _heading(node: Node, kind: str, depth: int) -> Iterator[Block]:
    yield Block(f"h{min(3, node['attrs']['level'])}", _runs(node["children"]))


def _paragraph(node: Node, kind: str, depth: int) -> Iterator[Block]:
    children = [child for child in node["children"] if child["type"] not in ("softbreak", "linebreak")]
    if children and all(child["type"] == "image" for child in children):
        for image in children:
            yield Block("image", (Run(_plain_text(image["children"]), "italic"),), src=image["attrs"]["url"])
        return
    runs = _runs(node["children"])
    if any(run.text.strip() for run in runs):
        yield Block(kind, runs, depth=depth)


def _code_block(node: Node, kind: str, depth: int) -> Iterator[Block]:
    """A fenced or indented code block: each of its lines a paragraph of one code run."""
    for line in node.get("raw", "").rstrip("\n").splitlines():
        yield Block("p" if kind == "item" else kind, (Run(line, "code"),), depth=depth)


def _quote(node: Node, kind: str, depth: int) -> Iterator[Block]:
    yield from _blocks(node["children"], "quote", depth)


def _list(node: Node, kind: str, depth: int) -> Iterator[Block]:
    attrs = node.get("attrs", {})
    number = int(attrs.get("start", 1) or 1)
    for item in node["children"]:
        marker = f"{number}." if attrs.get("ordered") else "•"
        number += 1
        first = True
        for block in _blocks(item.get("children", []), "item", depth + 1):
            if first and block.kind == "item":
                block, first = replace(block, marker=marker), False
            yield block


def _rule(node: Node, kind: str, depth: int) -> Iterator[Block]:
    yield Block("hr")


BLOCK_HANDLERS = {"heading": _heading, "paragraph": _paragraph, "block_text": _paragraph,
                  "block_code": _code_block, "block_quote": _quote, "list": _list,
                  "thematic_break": _rule}
INLINE_STYLES = {"strong": "bold", "emphasis": "italic"}


def _runs(nodes: Iterable[Node], style: str = "plain", target: str = "") -> tuple[Run, ...]:
    """Inline nodes as runs; a link's style wins over bold or italics inside it."""
    runs: list[Run] = []
    for node in nodes:
        kind = node["type"]
        if kind == "text":
            runs.append(Run(node["raw"], style, target))
        elif kind == "softbreak":
            runs.append(Run(" ", style, target))
        elif kind == "linebreak":
            runs.append(Run("\n", style, target))
        elif kind == "codespan":
            runs.append(Run(node["raw"], "link" if target else "code", target))
        elif kind == "link":
            runs.extend(_runs(node.get("children", []), "link", node["attrs"]["url"]))
        elif kind in INLINE_STYLES:
            runs.extend(_runs(node.get("children", []), style if target else INLINE_STYLES[kind], target))
        elif kind == "image":
            runs.append(Run(_plain_text(node.get("children", [])), "italic"))
        elif "children" in node:
            runs.extend(_runs(node["children"], style, target))
    return _merged(runs)


def _merged(runs: list[Run]) -> tuple[Run, ...]:
    """Neighbouring runs of one style and target joined into one."""
    out: list[Run] = []
    for run in runs:
        if out and (out[-1].style, out[-1].target) == (run.style, run.target) and run.style != "code":
            out[-1] = Run(out[-1].text + run.text, run.style, run.target)
        elif run.text:
            out.append(run)
    return tuple(out)


def _plain_text(nodes: Iterable[Node]) -> str:
    return "".join(run.text for run in _runs(nodes))


def _link_references(runs: tuple[Run, ...], part: int, keys: set[tuple[int, str]]) -> Iterator[Run]:
    """Plain and italic runs with their section references cut out as links (only inside a game)."""
    for run in runs:
        if part == 0 or run.style not in ("plain", "italic"):
            yield run
            continue
        yield from _split_references(run, part, keys)


def _split_references(run: Run, part: int, keys: set[tuple[int, str]]) -> Iterator[Run]:
    text, start = run.text, 0
    for begin, end, key in references(text):
        if (part, key) not in keys or begin < start:
            continue
        if begin > start:
            yield Run(text[start:begin], run.style)
        yield Run(text[begin:end], "link", f"#{key}")
        start = end
    if start < len(text):
        yield Run(text[start:], run.style)


def references(text: str) -> Iterator[tuple[int, int, str]]:
    """Where a text names sections or decisions: (start, end, key) for each, in order."""
    for found in REFERENCE.finditer(text):
        words = found.group(0)
        number = re.search(r"\d+(?:\.\d+)?$", words) if not DECISION_KEY.match(words) else None
        yield found.start(), found.end(), number.group(0) if number else words
        position = found.end()
        while (more := FOLLOWING.match(text, position)) is not None and number is not None:
            yield more.start(2), more.end(2), more.group(2)
            position = more.end()


def with_see_also(blocks: list[Block], label: str) -> list[Block]:
    """The blocks with a "see also" line closing each section that other sections refer to.

    The line links back to every section (numbered heading of the same game part) whose text
    names this one, unless this section's own text already links there.
    """
    sections = _sections(blocks)
    mentions: dict[tuple[int, str], list[str]] = {}
    for (part, key), (start, end) in sections.items():
        for target in _links_in(blocks[start:end]):
            if target != key and (part, target) in sections:
                mentions.setdefault((part, target), []).append(key)
    closing = {end: (part, key) for (part, key), (_, end) in sections.items()}
    out: list[Block] = []
    for index in range(len(blocks) + 1):
        if index in closing:
            part, key = closing[index]
            start, end = sections[(part, key)]
            back = [other for other in dict.fromkeys(mentions.get((part, key), []))
                    if other not in _links_in(blocks[start:end])]
            if back:
                titles = [(other, blocks[sections[(part, other)][0]].text.strip()) for other in back]
                out.append(_see_also_block(label, titles, part))
        if index < len(blocks):
            out.append(blocks[index])
    return out


def _sections(blocks: list[Block]) -> dict[tuple[int, str], tuple[int, int]]:
    """Each numbered section of a game part: where its blocks start and end (the next heading)."""
    out: dict[tuple[int, str], tuple[int, int]] = {}
    current: tuple[int, str] | None = None
    for index, block in enumerate(blocks):
        if block.kind in HEADINGS:
            if current is not None:
                out[current] = (out[current][0], index)
            current = (block.part, block.key) if block.part and block.key else None
            if current is not None:
                out[current] = (index, len(blocks))
    return out


def _links_in(blocks: list[Block]) -> set[str]:
    return {run.target.removeprefix("#") for block in blocks for run in block.runs
            if run.style == "link" and run.target.startswith("#")}


def _see_also_block(label: str, sections: list[tuple[str, str]], part: int) -> Block:
    runs: list[Run] = [Run(f"{label} ", "italic")]
    for number, (key, title) in enumerate(sections):
        if number:
            runs.append(Run("; ", "italic"))
        runs.append(Run(title, "link", f"#{key}"))
    return Block("p", tuple(runs), part=part)

"""Board graphs: nodes with kinds and drawing coordinates, and directed paths per piece kind.

A board lives in a JSON file under `assets/`; `load_board` validates it and every
error names the bad node or field.
"""

from __future__ import annotations

from functools import cached_property
from itertools import pairwise
from pathlib import Path
from typing import Literal

from pydantic import BaseModel, ConfigDict, Field, field_validator, model_validator

from tabletop.engine.documents import read_json_file, validate_model
from tabletop.engine.errors import DocumentError


class Node(BaseModel):
    """One circle or point of a board."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(min_length=1, max_length=32)
    kind: str
    x: float
    y: float
    colour: str | None = None
    label: str | None = None


class BoardGraph(BaseModel):
    """A validated board: nodes, their kinds, and the directed paths of each piece kind.

    `paths[piece_kind]` is a list of chains; each chain is a sequence of node ids that
    a piece of that kind follows (consecutive ids form directed edges).
    """

    model_config = ConfigDict(frozen=True, extra="forbid")

    format_version: Literal[1]
    name: str
    canvas: tuple[float, float]
    kinds: list[str] = Field(min_length=1)
    nodes: list[Node] = Field(min_length=1)
    paths: dict[str, list[list[str]]] = {}
    extra: dict[str, object] = {}

    @field_validator("canvas")
    @classmethod
    def _positive_canvas(cls, value: tuple[float, float]) -> tuple[float, float]:
        if value[0] <= 0 or value[1] <= 0:
            raise ValueError("canvas width and height must be positive")
        return value

    @model_validator(mode="after")
    def _check_graph(self) -> BoardGraph:
        seen: set[str] = set()
        width, height = self.canvas
        for node in self.nodes:
            if node.id in seen:
                raise ValueError(f"node '{node.id}' is defined twice")
            seen.add(node.id)
            if node.kind not in self.kinds:
                raise ValueError(f"node '{node.id}': unknown kind '{node.kind}'")
            if not (0 <= node.x <= width and 0 <= node.y <= height):
                raise ValueError(f"node '{node.id}': coordinates ({node.x}, {node.y}) lie outside the canvas")
        for piece, chains in self.paths.items():
            for index, chain in enumerate(chains):
                if len(chain) < 2:
                    raise ValueError(f"path '{piece}'[{index}] needs at least two nodes")
                for node_id in chain:
                    if node_id not in seen:
                        raise ValueError(f"path '{piece}'[{index}] names unknown node '{node_id}'")
        return self

    @cached_property
    def by_id(self) -> dict[str, Node]:
        """Nodes indexed by id."""
        return {node.id: node for node in self.nodes}

    @cached_property
    def _successors(self) -> dict[str, dict[str, tuple[str, ...]]]:
        table: dict[str, dict[str, list[str]]] = {}
        for piece, chains in self.paths.items():
            edges = table.setdefault(piece, {})
            for chain in chains:
                for here, there in pairwise(chain):
                    targets = edges.setdefault(here, [])
                    if there not in targets:
                        targets.append(there)
        return {piece: {k: tuple(v) for k, v in edges.items()} for piece, edges in table.items()}

    def successors(self, piece_kind: str, node_id: str) -> tuple[str, ...]:
        """The nodes a piece of this kind may step to from node_id, in file order."""
        return self._successors.get(piece_kind, {}).get(node_id, ())

    def nodes_of_kind(self, kind: str) -> list[Node]:
        """Every node of one kind, in file order."""
        return [node for node in self.nodes if node.kind == kind]


def load_board(path: str | Path) -> BoardGraph:
    """Load and validate a board file; a DocumentError names the bad node or field."""
    data = read_json_file(path, "board file")
    return validate_model(BoardGraph, data, f"board file {path}")


def parse_board(data: object, label: str = "board") -> BoardGraph:
    """Validate an already-parsed board document."""
    if not isinstance(data, dict):
        raise DocumentError(f"{label}: expected a JSON object")
    return validate_model(BoardGraph, data, label)

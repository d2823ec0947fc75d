"""Reading and writing JSON documents safely: size limits, clear errors, atomic writes."""

from __future__ import annotations

import json
import os
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from tabletop.engine.errors import DocumentError

T = TypeVar("T", bound=BaseModel)

MAX_DOCUMENT_BYTES = 8 * 1024 * 1024


def read_json_file(path: str | Path, what: str = "document") -> Any:
    """Read a JSON file; any problem becomes one DocumentError saying what is wrong."""
    path = Path(path)
    try:
        size = path.stat().st_size
        if size > MAX_DOCUMENT_BYTES:
            raise DocumentError(f"{what} {path}: file is too large ({size} bytes)")
        raw = path.read_bytes()
    except DocumentError:
        raise
    except OSError as error:
        raise DocumentError(f"{what} {path}: cannot read: {error.strerror or error}") from None
    return parse_json_bytes(raw, f"{what} {path}")


def parse_json_bytes(raw: bytes, label: str) -> Any:
    """Decode UTF-8 JSON text; a truncated or binary file gets a clear message."""
    if len(raw) > MAX_DOCUMENT_BYTES:
        raise DocumentError(f"{label}: too large ({len(raw)} bytes)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DocumentError(f"{label}: not UTF-8 text (binary or corrupt file)") from None
    if not text.strip():
        raise DocumentError(f"{label}: the file is empty")
    try:
        return json.loads(text, parse_constant=_reject_constant)
    except (json.JSONDecodeError, RecursionError, ValueError) as error:
        where = f" at line {error.lineno}, column {error.colno}" if isinstance(error, json.JSONDecodeError) else ""
        raise DocumentError(f"{label}: not valid JSON{where} (corrupt or truncated?)") from None


def _reject_constant(name: str) -> Any:
    raise ValueError(f"{name} is not allowed")


def describe_validation_error(error: ValidationError, data: Any = None) -> str:
    """One line per problem, each naming the field path (and node id where known)."""
    lines = []
    for problem in error.errors()[:10]:
        loc = problem.get("loc", ())
        lines.append(f"field '{format_location(loc, data)}': {problem.get('msg', 'invalid')}")
    more = error.error_count() - len(lines)
    if more > 0:
        lines.append(f"... and {more} more problems")
    return "; ".join(lines)


def format_location(loc: Sequence[Any], data: Any = None) -> str:
    """Write a pydantic location as a.b[3].c, adding the `id` of list items when present."""
    parts: list[str] = []
    node: Any = data
    for key in loc:
        if isinstance(key, int):
            label = f"[{key}]"
            item = node[key] if isinstance(node, list) and 0 <= key < len(node) else None
            if isinstance(item, Mapping) and isinstance(item.get("id"), str):
                label = f"[{key}] (id '{item['id']}')"
            parts.append(label)
            node = item
        else:
            parts.append(("." if parts else "") + str(key))
            node = node.get(key) if isinstance(node, Mapping) else None
    return "".join(parts) or "(document)"


def validate_model(model: type[T], data: Any, label: str) -> T:
    """Validate data against a pydantic model; errors name the bad fields."""
    if not isinstance(data, Mapping):
        raise DocumentError(f"{label}: expected a JSON object, got {type(data).__name__}")
    try:
        return model.model_validate(data)
    except ValidationError as error:
        raise DocumentError(f"{label}: {describe_validation_error(error, data)}") from None


def write_atomic(path: str | Path, text: str) -> None:
    """Write text to path atomically: a temporary file in the same folder, then rename."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def dump_json(data: Any) -> str:
    """JSON text as the project writes it: UTF-8 Cyrillic kept readable, two-space indent."""
    return json.dumps(data, ensure_ascii=False, indent=2) + "\n"

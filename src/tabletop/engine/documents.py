"""Reading and writing JSON documents safely: size limits, clear errors, atomic writes."""

from __future__ import annotations

import json
import math
import os
import stat
import tempfile
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Annotated, Any, TypeVar

from pydantic import BaseModel, Field, StrictInt, ValidationError

from tabletop.engine.errors import DocumentError

T = TypeVar("T", bound=BaseModel)

MAX_DOCUMENT_BYTES = 8 * 1024 * 1024
MAX_NESTING = 64  # lists and objects inside each other
MAX_NUMBER_DIGITS = 30

CODE = "document.error."  # the catalogue codes of the reasons (assets/i18n/<lang>/documents.json)

# The `format_version` of every document this program writes: the integer 1 (not true, not 1.0).
FormatVersion = Annotated[StrictInt, Field(ge=1, le=1)]


def read_json_file(path: str | Path, what: str = "document") -> Any:
    """Read a JSON file; any problem becomes one DocumentError saying what is wrong."""
    return parse_json_bytes(read_regular_file(path, what), f"{what} {path}")


def read_regular_file(path: str | Path, what: str = "document", limit: int = MAX_DOCUMENT_BYTES) -> bytes:
    """The bytes of a regular file of at most `limit` bytes; FIFOs, devices and folders are refused.

    The file is opened without blocking (a FIFO with no writer would hang a plain open),
    checked with fstat after opening (no race with a swapped file) and read with a bound.
    """
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except OSError as error:
        raise DocumentError(f"{what} {path}: cannot read: {error.strerror or error}", CODE + "cannot_read",
                            detail=error.strerror or error) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise DocumentError(f"{what} {path}: not a regular file ({_file_kind(info.st_mode)})",
                                CODE + "not_regular")
        if info.st_size > limit:
            raise DocumentError(f"{what} {path}: file is too large ({info.st_size} bytes)", CODE + "too_large",
                                size=info.st_size)
        raw = _read_at_most(fd, limit + 1)
    except OSError as error:
        raise DocumentError(f"{what} {path}: cannot read: {error.strerror or error}", CODE + "cannot_read",
                            detail=error.strerror or error) from None
    finally:
        os.close(fd)
    if len(raw) > limit:
        raise DocumentError(f"{what} {path}: file is too large (more than {limit} bytes)", CODE + "too_large",
                            size=len(raw))
    return raw


def _read_at_most(fd: int, count: int) -> bytes:
    chunks: list[bytes] = []
    while count > 0:
        chunk = os.read(fd, min(count, 1 << 20))
        if not chunk:
            break
        chunks.append(chunk)
        count -= len(chunk)
    return b"".join(chunks)


def _file_kind(mode: int) -> str:
    kinds = ((stat.S_ISDIR, "a folder"), (stat.S_ISFIFO, "a pipe"), (stat.S_ISCHR, "a device"),
             (stat.S_ISBLK, "a device"), (stat.S_ISSOCK, "a socket"))
    return next((name for test, name in kinds if test(mode)), "a special file")


def parse_json_bytes(raw: bytes, label: str) -> Any:
    """Decode UTF-8 JSON text; a truncated or binary file gets a clear message."""
    if len(raw) > MAX_DOCUMENT_BYTES:
        raise DocumentError(f"{label}: too large ({len(raw)} bytes)", CODE + "too_large", size=len(raw))
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError:
        raise DocumentError(f"{label}: not UTF-8 text (binary or corrupt file)", CODE + "not_utf8") from None
    if not text.strip():
        raise DocumentError(f"{label}: the file is empty", CODE + "empty")
    return parse_json_text(text, label)


def parse_json_text(text: str, label: str) -> Any:
    """Parse JSON strictly: no NaN/Infinity, no duplicate keys, no huge numbers, bounded nesting."""
    try:
        data = json.loads(text, parse_constant=_reject_constant, parse_int=_bounded_int,
                          parse_float=_bounded_float, object_pairs_hook=_unique_object)
    except StrictJsonError as error:
        raise DocumentError(f"{label}: {error}", CODE + "strict", detail=error) from None
    except RecursionError:
        raise DocumentError(f"{label}: nested more than {MAX_NESTING} levels deep", CODE + "nested",
                            limit=MAX_NESTING) from None
    except (json.JSONDecodeError, ValueError) as error:
        where = f" at line {error.lineno}, column {error.colno}" if isinstance(error, json.JSONDecodeError) else ""
        at = {"line": error.lineno, "column": error.colno} if isinstance(error, json.JSONDecodeError) else {}
        raise DocumentError(f"{label}: not valid JSON{where} (corrupt or truncated?)",
                            CODE + ("not_json_at" if at else "not_json"), **at) from None
    if _depth(data) > MAX_NESTING:
        raise DocumentError(f"{label}: nested more than {MAX_NESTING} levels deep", CODE + "nested",
                            limit=MAX_NESTING)
    return data


class StrictJsonError(ValueError):
    """JSON that is well formed but not acceptable in a document (duplicate keys, huge numbers)."""


def _reject_constant(name: str) -> Any:
    raise StrictJsonError(f"{name} is not allowed")


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > MAX_NUMBER_DIGITS:
        raise StrictJsonError(f"a number with {len(text.lstrip('-'))} digits (at most {MAX_NUMBER_DIGITS})")
    return int(text)


def _bounded_float(text: str) -> float:
    value = float(text) if len(text) <= 64 else math.inf
    if not math.isfinite(value):
        raise StrictJsonError(f"the number {excerpt(text, 24)} is out of range")
    return value


def _unique_object(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    result: dict[str, Any] = {}
    for key, value in pairs:
        if key in result:
            raise StrictJsonError(f"the key '{excerpt(key, 40)}' appears twice in one object")
        result[key] = value
    return result


def _depth(data: Any) -> int:
    """How deeply lists and objects nest (iterative: deep data never recurses)."""
    deepest, stack = 0, [(data, 1)]
    while stack:
        node, level = stack.pop()
        if isinstance(node, dict | list):
            deepest = max(deepest, level)
            if level <= MAX_NESTING:
                stack.extend((child, level + 1) for child in (node.values() if isinstance(node, dict) else node))
    return deepest


def excerpt(text: str, limit: int = 60) -> str:
    """At most `limit` characters of a text for a one-line message (control characters shown escaped)."""
    shown = text if len(text) <= limit else text[: max(1, limit - 1)] + "…"
    escaped = "".join(char if char.isprintable() else repr(char)[1:-1] for char in shown)
    return escaped + (f" ({len(text)} characters)" if len(text) > limit else "")


def describe_validation_error(error: ValidationError, data: Any = None) -> str:
    """One line per problem, each naming the field path (and node id where known)."""
    lines = []
    for problem in error.errors()[:10]:
        loc = problem.get("loc", ())
        message = problem.get("msg", "invalid")
        if loc:
            lines.append(f"field '{format_location(loc, data)}': {message}")
        else:  # a check of the whole document (its message names the fields itself)
            lines.append(message.removeprefix("Value error, "))
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
        raise DocumentError(f"{label}: expected a JSON object, got {type(data).__name__}", CODE + "not_object")
    try:
        return model.model_validate(data)
    except ValidationError as error:
        fields = ", ".join(dict.fromkeys(format_location(problem.get("loc", ()), data) for problem in error.errors()))
        raise DocumentError(f"{label}: {describe_validation_error(error, data)}", CODE + "fields",
                            fields=excerpt(fields, 80), detail=describe_validation_error(error, data)) from None


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

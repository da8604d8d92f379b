"""Plain, hashable values for action and event parameters.

Parameters cross every boundary (save files, the network, bots), so they are restricted to JSON
types; lists are stored as tuples so that actions stay hashable and comparable.
"""
from __future__ import annotations

import shlex
from typing import Any

Scalar = str | int | bool | None


SCALARS = (str, int, bool, type(None))


def freeze(value: Any) -> Any:
    """Make a JSON value hashable: lists become tuples, dicts sorted tuples of pairs."""
    if type(value) in SCALARS:                       # the common case, first and cheap
        return value
    if isinstance(value, (list, tuple)):
        return tuple(freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((str(k), freeze(v)) for k, v in value.items()))
    if value is None or isinstance(value, (str, int, bool)):
        return value
    raise TypeError(f"not a plain value: {value!r}")


def thaw(value: Any) -> Any:
    """Inverse of freeze for the JSON form (tuples back to lists)."""
    if isinstance(value, tuple):
        return [thaw(v) for v in value]
    return value


def format_value(value: Any) -> str:
    """One parameter in the text form: lists comma-separated, names with spaces quoted."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if value is None:
        return "-"
    if isinstance(value, tuple):
        return ",".join(format_value(v) for v in value) if value else "[]"
    text = str(value)
    if text and not any(c in text for c in " '\"\\"):
        return text
    if "'" in text and '"' not in text and "\\" not in text:
        return f'"{text}"'                      # "L'ÉPERVIER" rather than 'L'"'"'ÉPERVIER'
    return shlex.quote(text)


def parse_value(text: str) -> Any:
    """Read a parameter back from the text form: ints, yes/no, '-' (none), comma lists."""
    if text == "[]":
        return ()
    if "," in text:
        return tuple(parse_scalar(part) for part in text.split(","))
    return parse_scalar(text)


def parse_scalar(text: str) -> Scalar:
    if text == "-":
        return None
    if text in ("yes", "no"):
        return text == "yes"
    if text.lstrip("-").isdigit():
        return int(text)
    return text

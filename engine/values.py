"""Plain, hashable values for action and event parameters.

Parameters cross every boundary (save files, the network, bots), so they are restricted to JSON
types; lists are stored as tuples and mappings as ``FrozenMap`` so that actions stay hashable
and comparable, and both come back as they were in the JSON form (``thaw``).
"""
from __future__ import annotations

import shlex
from typing import Any

Scalar = str | int | bool | None


SCALARS = (str, int, bool, type(None))
PLAIN_TYPES = frozenset(SCALARS)


class NotPlain(TypeError):
    """A value no action, event or decision may hold (a float, an object): ``value`` is it, for
    a refusal to quote (engine/actions.py) without reading this error's message."""

    def __init__(self, value: object) -> None:
        super().__init__(f"not a plain value: {value!r}")
        self.value = value


class FrozenMap(tuple):                           # its items: (name, frozen value) pairs
    """A mapping made hashable: its (key, value) pairs in key order. It compares as the tuple
    of its pairs, and ``thaw`` makes it a dict again (a plain tuple becomes a list)."""

    __slots__ = ()


def freeze(value: Any) -> Any:
    """Make a JSON value hashable: lists become tuples, dicts ``FrozenMap``s."""
    kind = type(value)
    if kind in PLAIN_TYPES or kind is FrozenMap:     # the common case, first and cheap
        return value
    if kind is list or kind is tuple or isinstance(value, (list, tuple)):  # exact type: cheaper
        return tuple([v if type(v) in PLAIN_TYPES else freeze(v) for v in value])
    if isinstance(value, dict):
        return FrozenMap(sorted([(k if type(k) is str else str(k),
                                  v if type(v) in PLAIN_TYPES else freeze(v))
                                 for k, v in value.items()]))
    if value is None or isinstance(value, (str, int, bool)):
        return value
    raise NotPlain(value)


def frozen_params(params: dict[str, Any]) -> tuple[tuple[str, Any], ...]:
    """Named parameters as sorted (name, frozen value) pairs, the form actions, events and
    decisions store. Millions are made in a game by the listing of choices, so plain scalars,
    the usual case, are kept as they are without a call to ``freeze``."""
    if not params:
        return ()
    items = sorted(params.items())
    for _, value in items:
        if type(value) not in PLAIN_TYPES:
            return tuple([(key, value if type(value) in PLAIN_TYPES else freeze(value))
                          for key, value in items])
    return tuple(items)


def thaw(value: Any) -> Any:
    """Inverse of freeze for the JSON form: tuples back to lists, frozen maps to dicts."""
    if type(value) is FrozenMap:
        return {key: thaw(item) for key, item in value}
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

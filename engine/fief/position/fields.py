"""The generic part of reading a position: fields of the state's records by their own names,
and the shapes every part checks (an object, a list of whole numbers)."""
from __future__ import annotations

import dataclasses
from typing import Any

from ...errors import MalformedAction
from ...serial import from_plain, type_hints
from ..action_params import as_boolean
from .names import PositionError


def set_fields(obj: Any, values: dict[str, Any], where: str) -> None:
    """Set dataclass fields by their own names (the generic part of the format)."""
    if not values:
        return
    kind: type = type(obj)
    hints = type_hints(kind)
    fields = {f.name for f in dataclasses.fields(obj)}
    for key, value in values.items():
        if key not in fields:
            raise PositionError(f"{where}: unknown field {key!r}")
        try:
            setattr(obj, key, from_plain(hints[key], value))
        except (TypeError, KeyError, ValueError) as exc:
            raise PositionError(f"{where}.{key}: {exc}") from exc


def as_dict(value: Any, where: str) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise PositionError(f"{where}: expected an object")
    return value


def int_list(values: Any, where: str, low: int, high: int) -> list[int]:
    if not isinstance(values, list) or not all(isinstance(v, int) and low <= v <= high
                                               for v in values):
        raise PositionError(f"{where}: a list of whole numbers from {low} to {high}")
    return list(values)


def yes_no(value: Any, where: str) -> bool:
    """A yes-or-no part, read as actions read theirs (true/false, yes/no, 1/0)."""
    try:
        return as_boolean("position", where, value)
    except MalformedAction as exc:
        raise PositionError(f"{where}: yes or no (true/false, 1/0), not {value!r}") from exc

"""Generic JSON form of the state's dataclasses.

State classes hold only JSON-friendly fields (str, int, bool, None, lists, dicts with string keys
and nested state dataclasses), so one pair of functions serialises all of them from their type
hints instead of a hand-written to_dict per class that could drift from the fields. A field typed
by a TypedDict, or by a type variable (a frame's data, ``Frame[D]``), holds a plain dict: it is
kept as it is.
"""
from __future__ import annotations

import collections.abc
import dataclasses
import operator
import types
import typing
from collections.abc import Callable, Sequence
from functools import lru_cache
from typing import Any


def to_plain(value: Any) -> Any:
    """The JSON-friendly form of a state value. Dispatched on the exact type first, as
    ``clone_plain`` is: scalars, the usual case, cost one set lookup, and a dataclass's fields
    are listed once per class (snapshots of whole games are taken at every save and by the
    tests after every move)."""
    kind: type = type(value)
    if kind in SCALARS:
        return value
    if kind is list:
        return [v if type(v) in SCALARS else to_plain(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in SCALARS else to_plain(v) for k, v in value.items()}
    names = all_field_names(kind)
    if names is not None:
        return {name: to_plain(getattr(value, name)) for name in names}
    if isinstance(value, list):
        return [to_plain(v) for v in value]
    if isinstance(value, dict):
        return {k: to_plain(v) for k, v in value.items()}
    return value


def clone_plain(value: Any) -> Any:
    """A copy of a state value sharing nothing with it, built through the dataclasses' own
    constructors (as ``from_plain`` builds a loaded one), field by field from their
    declarations: a field added to a class is copied without another line. Scalars, the
    usual case, are shared as they are."""
    kind: type = type(value)
    if kind in SCALARS:
        return value
    if kind is list:
        return [v if type(v) in SCALARS else clone_plain(v) for v in value]
    if kind is dict:
        return {k: v if type(v) in SCALARS else clone_plain(v) for k, v in value.items()}
    flat = flat_fields(kind)
    if flat is not None:                 # scalars and lists of them (a troop): read in one call
        return kind(*flat(value))
    names = field_names(kind)
    if names is not None:
        return kind(*[clone_plain(getattr(value, name)) for name in names])
    if kind is tuple:
        return tuple(clone_plain(v) for v in value)
    raise TypeError(f"not a state value: {value!r}")


def sorted_plain(value: Any) -> Any:
    """A copy of a state value as a save file gives it back (``json.dumps(to_plain(value),
    sort_keys=True)`` read again by ``from_plain``), without the text in between: every
    mapping in sorted key order with string keys, lists for tuples, dataclasses built again
    through their constructors (a new game starts so, ``GameState.canonical``)."""
    kind: type = type(value)
    if kind in SCALARS:
        return value
    if kind is dict:
        return {key if type(key) is str else json_key(key): sorted_plain(item)
                for key, item in sorted(value.items())}
    if isinstance(value, (list, tuple)):
        return [sorted_plain(v) for v in value]
    names = field_names(kind)
    if names is not None:
        return kind(*[sorted_plain(getattr(value, name)) for name in names])
    raise TypeError(f"not a state value: {value!r}")


def json_key(key: Any) -> str:
    """A mapping's key as JSON writes it (an int as its digits); others have no place in a
    state."""
    if type(key) is int:
        return str(key)
    raise TypeError(f"not a key of a state mapping: {key!r}")


SCALARS = frozenset({str, int, bool, float, type(None)})


@lru_cache(maxsize=None)
def field_names(cls: type) -> tuple[str, ...] | None:
    """The fields of a dataclass in declaration order (its constructor's), None for another
    type; the same for every value of the class, so worked out once."""
    if not dataclasses.is_dataclass(cls):
        return None
    return tuple(f.name for f in dataclasses.fields(cls) if f.init)


@lru_cache(maxsize=None)
def flat_fields(cls: type) -> Callable[[Any], Sequence[Any]] | None:
    """For a dataclass whose constructor takes two fields or more, each declared a scalar
    (``str``, ``int``, ``bool``, ``float``, ``None``, a ``Literal`` of them, or a union of
    these) or a list of scalars, what reads them all in one call, each list copied; None for
    another type. Such a value is copied without a call per field: the 126 troops of a
    six-player game were two thirds of the cost of a clone, and the move foresight clones the
    state once per village (issue 38); then the lords (their relics), the villages (who
    arrived, who besieges) and the families (their hands) were half of what was left."""
    names = field_names(cls)
    if names is None or len(names) < 2:
        return None
    hints = type_hints(cls)
    lists = tuple(i for i, name in enumerate(names) if scalar_list_hint(hints[name]))
    if not all(scalar_hint(hints[name]) for i, name in enumerate(names) if i not in lists):
        return None
    read = operator.attrgetter(*names)
    if not lists:
        return read

    def read_copying_lists(value: Any) -> list[Any]:
        fields = list(read(value))
        for i in lists:
            fields[i] = fields[i][:]
        return fields
    return read_copying_lists


def scalar_list_hint(hint: Any) -> bool:
    """Whether an annotation is a list of scalars (``list[str]``), which a copy copies."""
    return typing.get_origin(hint) is list and all(scalar_hint(arg) for arg in typing.get_args(hint))


def scalar_hint(hint: Any) -> bool:
    """Whether every value of an annotation is a scalar (immutable, shared by a copy)."""
    if hint in SCALARS:
        return True
    origin = typing.get_origin(hint)
    if origin is typing.Literal:
        return all(type(arg) in SCALARS for arg in typing.get_args(hint))
    if origin in (typing.Union, types.UnionType):
        return all(scalar_hint(arg) for arg in typing.get_args(hint))
    return False


@lru_cache(maxsize=None)
def all_field_names(cls: type) -> tuple[str, ...] | None:
    """Every field of a dataclass (those its constructor does not take too), None for another
    type: what ``to_plain`` writes."""
    if not dataclasses.is_dataclass(cls):
        return None
    return tuple(f.name for f in dataclasses.fields(cls))


@lru_cache(maxsize=None)
def type_hints(cls: type) -> dict[str, Any]:
    """A class's resolved annotations: the same for every value of the class, and resolving
    them (``typing.get_type_hints``) costs more than the reading they serve."""
    return typing.get_type_hints(cls)


class PlainError(TypeError):
    """A value that is not the plain form of its type, and where it stands in the whole
    (``path``: field names and list indices from the outside in), so that a damaged save
    names the field and what it should hold instead of Python's words (issue 38)."""

    def __init__(self, reason: str, path: tuple[str, ...] = ()) -> None:
        super().__init__(f"{'.'.join(path)}: {reason}" if path else reason)
        self.reason = reason
        self.path = path

    def within(self, step: str) -> PlainError:
        return PlainError(self.reason, (step, *self.path))


def plain_at(cls: Any, data: Any, step: str) -> Any:
    """``from_plain`` of one part of a value, its refusal saying where the part stands."""
    try:
        return from_plain(cls, data)
    except PlainError as exc:
        raise exc.within(step) from None


def from_plain(cls: Any, data: Any) -> Any:
    """Build a value of type ``cls`` from its plain form; raises ``PlainError`` (a TypeError)
    naming the field when ``data`` is not one: a wrong type, a field missing or unknown."""
    if isinstance(cls, typing.TypeVar):
        cls = cls.__bound__ if cls.__bound__ is not None else Any
    origin = typing.get_origin(cls)
    if origin is not None and dataclasses.is_dataclass(origin):
        cls, origin = origin, None                  # a generic dataclass: Frame[Any] is a Frame
    if origin in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(cls) if a is not type(None)]
        if data is None:
            return None
        return from_plain(args[0], data)
    if origin is list:
        (item,) = typing.get_args(cls)
        if not isinstance(data, list):
            raise PlainError(f"should hold a list, not {described(data)}")
        return [plain_at(item, v, str(i)) for i, v in enumerate(data)]
    if origin in (dict, collections.abc.Mapping):
        key_type, item = typing.get_args(cls)
        if not isinstance(data, dict):
            raise PlainError(f"should hold an object, not {described(data)}")
        return {str(k): plain_at(item, v, str(k)) for k, v in data.items()}
    if typing.is_typeddict(cls):
        if not isinstance(data, dict):
            raise PlainError(f"should hold an object, not {described(data)}")
        return {str(k): v for k, v in data.items()}
    if isinstance(cls, type) and dataclasses.is_dataclass(cls):
        return dataclass_from_plain(cls, data)
    if cls is Any:
        return data
    if cls in (int, str, bool) and (not isinstance(data, cls)
                                    or (cls is int and isinstance(data, bool))):
        raise PlainError(f"should hold {WORDS[cls]}, not {described(data)}")
    return data


def dataclass_from_plain(cls: type, data: Any) -> Any:
    """A dataclass from its object: every field it needs, none it does not have."""
    if not isinstance(data, dict):
        raise PlainError(f"should hold an object, not {described(data)}")
    fields = dataclasses.fields(cls)
    names = {f.name for f in fields}
    unknown = next((key for key in data if key not in names), None)
    if unknown is not None:
        raise PlainError(f"holds a field {str(unknown)[:40]!r} it does not have")
    hints = type_hints(cls)
    kwargs = {}
    for f in fields:
        if f.name in data:
            kwargs[f.name] = plain_at(hints[f.name], data[f.name], f.name)
        elif f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING:
            raise PlainError(f"lacks its field {f.name!r}")
    return cls(**kwargs)


WORDS = {int: "a whole number", str: "a text", bool: "true or false"}


def described(value: Any) -> str:
    """What a JSON value is, for a refusal: its kind, and the value itself when short."""
    kind = {dict: "an object", list: "a list", str: "a text", bool: "true or false",
            int: "a number", float: "a number", type(None): "null"}.get(type(value), "a value")
    text = repr(value)
    return f"{kind} ({text})" if len(text) <= 24 and not isinstance(value, (dict, list)) \
        else kind

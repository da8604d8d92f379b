"""Whether a plain value has the form a type hint declares (TypedDicts, lists, dicts, unions,
literals, scalars), for the tests that hold the engine's declared boundaries to what it really
builds: mypy checks the code that builds them, this checks the values themselves.

Each hint is turned once into two functions, as the tests look at hundreds of thousands of
values of the same few forms (every event of every test, conftest.py): ``fits`` answers
whether a value conforms, building nothing, and only a value that does not is looked at again
by ``checker``, which lists its departures with the path to each."""
from __future__ import annotations

import types
import typing
from functools import lru_cache
from typing import Any, Callable, Literal, NotRequired, Required, Union

Check = Callable[[Any, str], list[str]]
Fits = Callable[[Any], bool]


def problems(value: Any, hint: Any, path: str = "value") -> list[str]:
    """Every way ``value`` departs from ``hint`` (empty when it conforms)."""
    if fits(hint)(value):
        return []
    return checker(hint)(value, path)


@lru_cache(maxsize=None)
def fits(hint: Any) -> Fits:
    """Whether a value conforms to ``hint``: exactly when ``checker(hint)`` finds nothing."""
    if hint is Any or hint is object or isinstance(hint, typing.TypeVar):
        return lambda value: True
    if hint is None or hint is type(None):
        return lambda value: value is None
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (NotRequired, Required):
        return fits(args[0])
    if origin in (Union, types.UnionType):
        return union_fits(hint)
    if origin is Literal:
        return lambda value: value in args
    if typing.is_typeddict(origin or hint):
        return typed_dict_fits(hint)
    if origin is list:
        item = fits(args[0])
        return lambda value: isinstance(value, list) and all(map(item, value))
    if origin is dict:
        key, item = fits(args[0]), fits(args[1])
        return lambda value: isinstance(value, dict) and all(
            key(k) and item(v) for k, v in value.items())
    if hint is int:
        return lambda value: type(value) is int
    if hint in (str, bool, float):
        return lambda value: isinstance(value, hint)
    raise TypeError(f"no check written for {hint!r}")


def union_fits(union: Any) -> Fits:
    """A union: one of its members fits; of a union keyed by ``kind``, the member of the
    value's kind first (most values of such a union fit it)."""
    members = typing.get_args(union)
    by_kind = {kind_of(m): fits(m) for m in members if kind_of(m) is not None}
    others = [fits(m) for m in members]

    def fits_union(value: Any) -> bool:
        first = by_kind.get(value.get("kind")) if isinstance(value, dict) else None
        if first is not None and first(value):
            return True
        return any(member(value) for member in others)
    return fits_union


def typed_dict_fits(hint: Any) -> Fits:
    """A TypedDict: no unknown key, every required key, each value fitting its field."""
    fields = {name: fits(field) for name, (field, _) in fields_of(hint).items()}
    required = frozenset(name for name, (_, optional) in fields_of(hint).items()
                         if not optional)

    def fits_typed_dict(value: Any) -> bool:
        if not isinstance(value, dict) or not required <= value.keys():
            return False
        for name, item in value.items():
            check = fields.get(name)
            if check is None or not check(item):
                return False
        return True
    return fits_typed_dict


@lru_cache(maxsize=None)
def checker(hint: Any) -> Check:
    """The function that lists the departures of a value from ``hint``."""
    if hint is Any or hint is object or isinstance(hint, typing.TypeVar):
        return lambda value, path: []
    if hint is None or hint is type(None):
        return lambda value, path: [] if value is None else [f"{path}: {value!r} is not None"]
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (NotRequired, Required):
        return checker(args[0])
    if origin in (Union, types.UnionType):
        return union_checker(hint)
    if origin is Literal:
        return lambda value, path: [] if value in args else [f"{path}: {value!r} not in {args}"]
    if typing.is_typeddict(origin or hint):
        return typed_dict_checker(hint)
    if origin is list:
        item = checker(args[0])

        def check_list(value: Any, path: str) -> list[str]:
            if not isinstance(value, list):
                return [f"{path}: {value!r} is not a list"]
            return [p for i, v in enumerate(value) for p in item(v, f"{path}[{i}]")]
        return check_list
    if origin is dict:
        key, item = checker(args[0]), checker(args[1])

        def check_dict(value: Any, path: str) -> list[str]:
            if not isinstance(value, dict):
                return [f"{path}: {value!r} is not a dict"]
            return [p for k, v in value.items()
                    for p in key(k, f"{path} key") + item(v, f"{path}[{k!r}]")]
        return check_dict
    if hint is int:
        return lambda value, path: [] if type(value) is int else [f"{path}: {value!r} is no int"]
    if hint in (str, bool, float):
        return lambda value, path: [] if isinstance(value, hint) else [
            f"{path}: {value!r} is not a {hint.__name__}"]
    raise TypeError(f"no check written for {hint!r}")


def union_checker(union: Any) -> Check:
    """A union: the value conforms to one of its members. Of a union keyed by ``kind`` (the
    forms of decisions, of frames' views), the member of the value's kind is tried first."""
    members = typing.get_args(union)
    by_kind = {kind_of(m): checker(m) for m in members if kind_of(m) is not None}
    others = [checker(m) for m in members]

    def check_union(value: Any, path: str) -> list[str]:
        first = by_kind.get(value.get("kind")) if isinstance(value, dict) else None
        found = []
        for check in ([first] if first is not None else []) + others:
            found.append(check(value, path))
            if not found[-1]:
                return []
        return [f"{path}: {value!r} matches none of {union}"] + min(found, key=len)
    return check_union


def typed_dict_checker(hint: Any) -> Check:
    """A TypedDict, generic or not: no unknown key, every required key, each value's form."""
    fields = {name: (checker(field), optional)
              for name, (field, optional) in fields_of(hint).items()}

    def check_typed_dict(value: Any, path: str) -> list[str]:
        if not isinstance(value, dict):
            return [f"{path}: {value!r} is not a dict"]
        found = [f"{path}: unknown key {k!r}" for k in value if k not in fields]
        for name, (check, optional) in fields.items():
            if name in value:
                found += check(value[name], f"{path}[{name!r}]")
            elif not optional:
                found.append(f"{path}: missing {name!r}")
        return found
    return check_typed_dict


@lru_cache(maxsize=None)
def fields_of(hint: Any) -> dict[str, tuple[Any, bool]]:
    """A TypedDict's fields: each one's type (a generic one's parameters bound) and whether it
    may be left out (``total=False`` or ``NotRequired``)."""
    cls = typing.get_origin(hint) or hint
    bound = dict(zip(getattr(cls, "__parameters__", ()), typing.get_args(hint)))
    fields = {}
    for name, field in typing.get_type_hints(cls, include_extras=True).items():
        optional = name in cls.__optional_keys__ or typing.get_origin(field) is NotRequired
        fields[name] = (bound.get(field, field), optional)
    return fields


def kind_of(hint: Any) -> object:
    """The literal ``kind`` a TypedDict form declares, or None."""
    if not typing.is_typeddict(typing.get_origin(hint) or hint):
        return None
    field = fields_of(hint).get("kind", (None, False))[0]
    literal = typing.get_args(field) if typing.get_origin(field) is Literal else ()
    return literal[0] if len(literal) == 1 else None

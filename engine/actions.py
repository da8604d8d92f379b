"""Actions: what a player submits to the referee.

An action is a small frozen value: a ``kind`` and named parameters. It has a JSON form
(``to_dict``/``from_dict``) and a text form that is both the readable log line and what the
position CLI parses back (``move lords=FRANÇOIS to=CHAROLLES knights=1 men=2``). Lists inside a
parameter are comma separated; names with spaces are quoted.
"""
from __future__ import annotations

import shlex
from dataclasses import dataclass
from typing import Any

from .errors import malformed
from .values import NotPlain, format_value, frozen_params, parse_value, thaw


# The refusals of a form no action has, English templates that a client translates (issue 37;
# engine/params.py holds those of a kind's parameters).
LACKS = "{kind} lacks parameter {name}"
NOT_AN_OBJECT = "an action is an object with a string 'kind'"
NOT_PLAIN = "{kind}: {value} is not a parameter's value (text, a whole number, true or false, " \
            "or a list of them)"
# ... and those of the text form (``Action.parse``: the position CLI, a typed action).
UNCLOSED = "cannot read {line}: a quotation mark is not closed"
LAST_ESCAPE = "cannot read {line}: it ends with a backslash"
EMPTY = "the action is empty: write its kind first"
NOT_NAMED = "{word} is no parameter: write name=value"

# An action's JSON form (``Action.to_dict``): its ``kind`` and its parameters, by name.
ActionDict = dict[str, Any]


@dataclass(frozen=True, slots=True)
class Action:
    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def make(cls, kind: str, **params: Any) -> "Action":
        return cls(kind, frozen_params(params))

    def __eq__(self, other: Any) -> bool:
        """The dataclass's comparison without the two tuples it builds: every action applied
        is looked for among the choices of its decision (the hash stays the dataclass's)."""
        if other.__class__ is not self.__class__:
            return NotImplemented
        return self.kind == other.kind and self.params == other.params

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        return default

    def __getitem__(self, name: str) -> Any:
        for key, value in self.params:
            if key == name:
                return value
        raise malformed(LACKS, kind=self.kind, name=repr(name))

    def to_dict(self) -> ActionDict:
        data: ActionDict = {"kind": self.kind}
        data.update((k, thaw(v)) for k, v in self.params)
        return data

    @classmethod
    def from_dict(cls, data: Any) -> "Action":
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise malformed(NOT_AN_OBJECT)
        try:
            return cls(data["kind"], frozen_params({k: v for k, v in data.items() if k != "kind"}))
        except NotPlain as exc:                # a float, say
            raise malformed(NOT_PLAIN, kind=data["kind"][:40], value=repr(exc.value)[:40]) from exc

    def text(self) -> str:
        parts = [self.kind] + [f"{k}={format_value(v)}" for k, v in self.params]
        return " ".join(parts)

    __str__ = text

    @classmethod
    def parse(cls, line: str) -> "Action":
        """Read the text form back; raises MalformedAction with the offending word."""
        try:
            words = shlex.split(line)
        except ValueError as exc:        # shlex says it in English: said here as a template
            escape = "escaped" in str(exc)
            raise malformed(LAST_ESCAPE if escape else UNCLOSED, line=repr(line)[:60]) from exc
        if not words:
            raise malformed(EMPTY)
        params: dict[str, Any] = {}
        for word in words[1:]:
            key, sep, value = word.partition("=")
            if not sep or not key:
                raise malformed(NOT_NAMED, word=repr(word)[:40])
            params[key] = parse_value(value)
        return cls.make(words[0], **params)


def act(kind: str, **params: Any) -> Action:
    """Shorthand used by the rules, bots, tests and the client: ``act("move", to="BLAYE")``."""
    return Action(kind, frozen_params(params))

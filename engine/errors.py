"""The typed refusals of the referee.

Every illegal action is refused with the rule that forbids it, so a player (or a test) always
learns *why*: ``IllegalAction("4.1", "at most {most} new troops per village", most=4)`` reads
"4.1: at most 4 new troops per village", and carries its template and values so that a client
says it in its player's language.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Self


class Reason(str):
    """The English words a "why not" function returns (None: allowed), worded: the formatted
    text, carrying the template it was filled from and the values, so that the refusal raised
    with it (``IllegalAction(rule, why)``) is worded too. Made by ``reason``."""

    template: str
    values: dict[str, str]

    def __new__(cls, template: str, values: Mapping[str, object]) -> Self:
        said = super().__new__(cls, template.format(**values) if values else template)
        said.template = template
        said.values = {str(name): str(value) for name, value in values.items()}
        return said


def reason(template: str, **values: object) -> Reason:
    """A why-not's words: ``template`` filled with ``values`` (names of things stay as they
    are), which a client says in its player's language from the template."""
    return Reason(template, values)


class EngineError(ValueError):
    """Base of every refusal the engine gives; the state is untouched when one is raised.

    A refusal may be *worded* (``words``): besides its English message it carries the English
    template it was filled from and the values, so that a client says it in its player's
    language (the template is a gettext message id; Middle-Ages words all of its refusals,
    ``engine/middle_ages/refusals.py``). An unworded refusal has ``template`` None."""

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        self.template: str | None = None
        self.values: dict[str, str] = {}
        if args and isinstance(args[0], Reason):      # NotYourDecision(reason(...)): worded
            self.words(args[0].template, args[0].values)

    def words(self, template: str, values: Mapping[str, object]) -> Self:
        """This refusal, worded: the template its message was filled from, and the values."""
        self.template = template
        self.values = {str(name): str(value) for name, value in values.items()}
        return self


class IllegalAction(EngineError):
    """The action breaks a rule; ``rule`` is the section number (English rulebook or RULINGS).

    Always worded (``EngineError.words``): ``template`` is its English words, filled with
    ``values`` when there are any (``IllegalAction("4.1", "at most {most} new troops per
    village", most=4)``), or a why-not's ``Reason`` that carries its own; ``message`` is the
    formatted English text, for logs, the terminal, bots and tests."""

    def __init__(self, rule: str, template: str, /, **values: object) -> None:
        message = template.format(**values) if values else str(template)
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message
        if isinstance(template, Reason):
            self.words(template.template, template.values)
        else:
            self.words(template, values)

    def cited(self, rule: str, template: str | None = None) -> IllegalAction:
        """The same refusal citing ``rule`` (an edition's own text for the rule 1429 numbers,
        engine/fief/editions/citations.py), in ``template``'s words when given (filled with
        the same values), else in its own."""
        if template is None:          # its message as it is: no value formatted again
            return IllegalAction(rule, self.message).words(self.template or self.message,
                                                           self.values)
        return IllegalAction(rule, template, **self.values)


class NotYourDecision(EngineError):
    """The player is not asked to decide anything now (or not this kind of thing)."""


class StaleState(EngineError):
    """The action was chosen on an older state than the current one (network, bots)."""


class OptionsError(ValueError):
    """Options that cannot start a game (wrong player count, duplicate colour, unknown
    edition...); the message names the option and what is accepted."""


class OutdatedSave(ValueError):
    """A position saved by an earlier version of a game's rules that this version cannot
    replay (e.g. Middle-Ages before its revised tile table); the message says so to a player."""


class MalformedAction(EngineError):
    """The action is not a well-formed value (unknown kind, missing or mistyped parameter)."""


def malformed(template: str, **values: object) -> MalformedAction:
    """A malformed action's refusal, worded (``EngineError.words``): its English message is
    ``template`` filled with ``values``, and a client says it in its player's language from
    the template (a gettext message id) and the values, as Middle-Ages' refusals."""
    return MalformedAction(template.format(**values)).words(template, values)


def require(condition: bool, rule: str, template: str, /, **values: object) -> None:
    """Raise IllegalAction(rule, template, **values) unless condition holds; reads like the
    rulebook. The values are formatted only when refused, so a check costs no f-string."""
    if not condition:
        raise IllegalAction(rule, template, **values)

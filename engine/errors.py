"""The typed refusals of the referee.

Every illegal action is refused with the rule that forbids it, so a player (or a test) always
learns *why*: ``IllegalAction("4.1", "at most 4 new troops per village this phase")`` reads
"4.1: at most 4 new troops per village this phase".
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Self


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

    def words(self, template: str, values: Mapping[str, object]) -> Self:
        """This refusal, worded: the template its message was filled from, and the values."""
        self.template = template
        self.values = {str(name): str(value) for name, value in values.items()}
        return self


class IllegalAction(EngineError):
    """The action breaks a rule; ``rule`` is the section number (English rulebook or RULINGS)."""

    def __init__(self, rule: str, message: str) -> None:
        super().__init__(f"{rule}: {message}")
        self.rule = rule
        self.message = message


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


def require(condition: bool, rule: str, message: str) -> None:
    """Raise IllegalAction(rule, message) unless condition holds; reads like the rulebook."""
    if not condition:
        raise IllegalAction(rule, message)

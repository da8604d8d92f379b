"""What the game waits for: per player, a kind of decision and its legal choices.

Several decisions may be pending at once (secret votes, casualties chosen after both rolls).
``choices`` lists every legal action when the space is small; when it is large (troop moves,
purchases) it is None and the referee validates the submitted action instead, while
``Game.legal`` still offers a representative list for bots and random play.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Generic, NotRequired, TypedDict, TypeVar

from .actions import Action, ActionDict
from .values import frozen_params, thaw

K = TypeVar("K", bound=str)
I = TypeVar("I")


class DecisionDict(TypedDict, Generic[K, I]):
    """A decision's JSON form (``Decision.to_dict``), what views, the LAN and the bots carry.
    A game declares each kind's ``info`` (Fief's: engine/fief/decision_kinds.py). A mapping
    given in the info arrives as ``[name, value]`` pairs in name order (values.freeze), a
    tuple as a list."""

    player: int                  # the seat asked
    kind: K                      # what is asked
    info: I                      # what the seat is told about it, by name
    choices: NotRequired[list[ActionDict]]  # every legal answer, when they are few enough to
                                            # list; absent when the referee checks the answer
    private: NotRequired[bool]   # answering shows the seat's hand or a secret: at a shared
                                 # screen, the seat's player takes it first (a hand-off)
    revocable: NotRequired[list[str]]  # kinds of answer after which the seat keeps the word,
                                       # nothing seen by anyone: they may be taken back


@dataclass(frozen=True, slots=True)
class Decision:
    player: int
    kind: str
    info: tuple[tuple[str, Any], ...] = ()
    choices: tuple[Action, ...] | None = None
    private: bool = False                 # see DecisionDict
    revocable: tuple[str, ...] = ()

    @classmethod
    def make(cls, player: int, kind: str, choices: list[Action] | None = None,
             **info: Any) -> "Decision":
        return cls(player, kind, frozen_params(info),
                   tuple(choices) if choices is not None else None)

    def get(self, name: str, default: Any = None) -> Any:
        for key, value in self.info:
            if key == name:
                return value
        return default

    def to_dict(self, choices: bool = True) -> DecisionDict[str, dict[str, Any]]:
        """The JSON form; without its choices (``choices=False``) for a reader that takes
        them from the Decision itself (a bot's look-ahead: engine/fief/bots/base.py, Ctx)."""
        data: DecisionDict[str, dict[str, Any]] = {
            "player": self.player, "kind": self.kind, "info": {k: thaw(v) for k, v in self.info}}
        if choices and self.choices is not None:
            data["choices"] = [c.to_dict() for c in self.choices]
        if self.private:
            data["private"] = True
        if self.revocable:
            data["revocable"] = list(self.revocable)
        return data

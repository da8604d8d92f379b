"""What every rule of Middle-Ages works on: the state of one game and the events its rules tell
while an action is applied. The referee (``game.MiddleAges``) is a ``Match`` with the contract;
a bot's look-ahead copy is another ``Match``, sharing nothing with it."""
from __future__ import annotations

from typing import Any

from ..events import Event
from ..rng import Rng
from .state import State


class Match:
    """One game's state and the events told since the last action began."""

    def __init__(self, state: State, telling: bool = True) -> None:
        self.state = state
        self.events: list[Event] = []
        self.telling = telling          # False: a playout, whose events nobody reads

    @property
    def rng(self) -> Rng:
        """The game's seeded generator (MA-11): its whole state is ``state.rng``."""
        return Rng(self.state)

    def tell(self, kind: str, chance: bool = False, **params: Any) -> None:
        """An event every seat sees: everything in Middle-Ages is public but the order of the
        piles (M6), which no event names. A playout's (``telling`` False) are not made: nobody
        reads them, and making them was a fifth of the cost of a steward's playouts."""
        if self.telling:
            self.events.append(Event.make(kind, None, chance, **params))

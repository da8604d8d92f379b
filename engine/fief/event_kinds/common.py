"""Words several kinds of event share."""

from typing import Literal, NotRequired, TypedDict

Side = Literal["attack", "defence"]                       # a side of a battle (6.0)
Deck = Literal["lords", "fortune"]                        # the Lords deck or the Fortune deck
Disaster = Literal["heavy_rain", "famine", "plague"]      # 2.3
Building = Literal["mill", "stronghold"]                  # 4.2
TaxKind = Literal["tallage", "tithe"]                     # 2.4.4-2.4.6


class EngineAt(TypedDict):
    """A Siege Engine standing in a village."""

    player: int                  # its owner's seat
    level: int                   # 1 when placed, 2 once turned (6.4.2)


class EventBase(TypedDict):
    """What every event's JSON form may carry besides its kind and parameters."""

    chance: NotRequired[bool]    # True for chance (chance.py): no undo goes back past it
    audience: NotRequired[list[int]]   # the seats it was told to, for a private event

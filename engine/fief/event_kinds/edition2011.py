"""Events of the 2011 edition's own procedures (fief2011/): its vote tokens (E-4), its Siege
Engines bought from the common supply and destroyed with a beaten assault (E-3), and the
crown's heirless titles (E-10)."""

from typing import Literal, NotRequired, TypedDict

from .common import EventBase

BallotCastEvent = TypedDict("BallotCastEvent", {  # ``for`` is a keyword: declared as a call
    "kind": Literal["ballot_cast"],
    "against": str | None,
    "for": str | None,
    "item": str,
    "player": int,
    "chance": NotRequired[bool],
    "audience": NotRequired[list[int]],
})
"""Log: Your FOR token on {for}, your AGAINST token on {against}: the candidates the two
face-down tokens went on (E-4). Sent only to the voter."""


class EngineBoughtEvent(EventBase):
    """Log: {player} buys a Siege Engine ({cost} ecus)."""

    kind: Literal["engine_bought"]
    cost: int                             # what it cost (003 Phase 4)
    player: int                           # the seat of the family concerned
    supply: int                           # engines left in the common supply


class EnginesDestroyedEvent(EventBase):
    """Log: Siege Engines of {player} destroyed at {village}."""

    kind: Literal["engines_destroyed"]
    count: int                            # how many
    player: int                           # the seat of the family concerned
    village: str                          # the village


class FiefTitleToCrownEvent(EventBase):
    """Log: The title of the {fief} goes to the crown."""

    kind: Literal["fief_title_to_crown"]
    fief: str                             # the fief whose title the crown now holds
    player: int                           # the seat of the King's or Queen Regent's family


class TitleGrantedByCrownEvent(EventBase):
    """Log: The crown gives the title of the {fief} to {lord}."""

    kind: Literal["title_granted_by_crown"]
    fief: str                             # the fief
    lord: str                             # the lord who receives it
    player: int                           # the seat of the crown's family, who gives it

"""Events of the simplified variant's own procedures (simplified/): gems dealt at the start and
traded in the purchase phase (004 §2.1, S-3), resources lost when not spent (S-3), war damages
settled out of the next turn's income (S-5)."""
from __future__ import annotations

from typing import Literal

from .common import EventBase


class GemsDealtEvent(EventBase):
    """Log: Gems of {player}: {gems}."""

    kind: Literal["gems_dealt"]
    player: int                           # the seat of the family concerned
    gems: int                             # the gems it now holds (004 DEBUT: one)


class GemTradedEvent(EventBase):
    """Log: {player} trades a gem for {resources} resources; gems held: {gems}."""

    kind: Literal["gem_traded"]
    player: int                           # the seat of the family concerned
    bought: bool                          # True: a gem bought; False: a gem sold (S-3)
    gems: int                             # the gems the family now holds
    pool: int                             # the gems no family holds
    resources: int                        # what the gem cost or brought (S-3: 10)


class ResourcesLostEvent(EventBase):
    """Log: {player} loses unspent resources: {amount}."""

    kind: Literal["resources_lost"]
    player: int                           # the seat of the family concerned
    amount: int                           # resources left unspent, lost (S-3)


class VillageMarkedEvent(EventBase):
    """Log: {player} marks {village} as controlled."""

    kind: Literal["village_marked"]
    player: int                           # the seat of the family concerned
    village: str                          # the village a lord reached (004 §6)


class MarkersLiftedEvent(EventBase):
    """Log: {player} lifts its markers from {village}: the fief is held."""

    kind: Literal["markers_lifted"]
    player: int                           # the seat of the family concerned
    village: str                          # a village of the fief whose title it holds (S-4)
    count: int                            # markers back to the stock


class DamagesSettledEvent(EventBase):
    """Log: War damages of {player}: {owed} owed, {paid} paid, gems sold: {gems_sold},
    forgiven: {forgiven}."""

    kind: Literal["damages_settled"]
    player: int                           # the seat of the family concerned
    owed: int                             # the damages owed from last turn (S-5)
    paid: int                             # paid out of the income and gems
    gems_sold: int                        # gems sold to pay them
    forgiven: int                         # what could not be paid
    resources: int                        # resources left to spend this phase

"""The data of a battle of the variant (its frame ``paired_battle``, simplified/battle.py) and
what every seat sees of it, with the counts read from it: the points a side has taken and the
dice it still rolls (S-7)."""
from __future__ import annotations

from typing import Literal, TypedDict

from ..event_kinds.simplified import Points as PointsDict
from .dice import Points, dice_left
from .sides import PieceDict

Stage = Literal["join", "roll", "choice", "stance", "end", "accord", "done"]


class AllottedDict(TypedDict):
    """A side's points allotted (allot.Allotment as plain data, kept in the battle's frame)."""

    killed: list[str]
    captured: list[str]
    taken: list[str]
    damages: int


class AccordData(TypedDict):
    """The coalitions' agreement at the end of a battle (accord.py): the defence's allotment
    is settled first (it says whether the place is taken), then the attack's."""

    side: str                            # the side whose coalition is asked now
    ask: list[int]                       # its families still to answer, in turn order
    refused: list[str]                   # the sides whose coalition did not agree
    allotted: dict[str, AllottedDict]    # each side's allotment once settled


class PairedBattleData(TypedDict):
    """One battle of the variant; sides are lists of seats, their principal first."""

    village: str
    attacker: int                        # the principal of each side (he decides for it)
    defender: int
    sides: dict[str, list[int]]          # "attack", "defence": the families on each side
    named: list[int]                     # the enemies the attacker named: they may not leave
    ask: list[int]                       # join, stance: the seats still to ask, in turn order
    stage: Stage
    ride: bool                           # a ride (004 §6): won only within two rounds
    riders: list[str]                    # the riding lords (the ride's attack), else empty
    round: int                           # rounds rolled so far
    strength: dict[str, int]             # each side's strength as it stands (after leavings)
    pieces: dict[str, list[PieceDict]]   # what each side may lose (S-9)
    points: dict[str, PointsDict]        # the points each side has taken so far
    choice: str | None                   # "stop" once the attack stopped, this round
    outcome: str | None                  # "stopped", "no_dice", "ride_won", "ride_lost"
    accord: AccordData | None            # at the end: the coalitions' agreement (accord.py)


class PairedBattleView(TypedDict):
    """What every seat sees of a battle of the variant: all of it is public."""

    kind: Literal["paired_battle"]
    village: str
    attacker: int
    defender: int
    attack: list[int]
    defence: list[int]
    stage: Stage
    ride: bool
    round: int
    strength: dict[str, int]
    points: dict[str, PointsDict]
    dice_left: dict[str, int]
    outcome: str | None


def taken(data: PairedBattleData, side: str) -> Points:
    return Points(data["points"][side]["deaths"], data["points"][side]["prisoners"])


def dice_of(data: PairedBattleData, side: str) -> int:
    """S-7: one die per strength point the side still has."""
    return dice_left(data["strength"][side], taken(data, side))


def as_dict(points: Points) -> PointsDict:
    return {"deaths": points.deaths, "prisoners": points.prisoners}

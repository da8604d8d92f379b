"""Captures after a round or a surrender: which side takes whom, and who controls the village
afterwards (6.2.2, 6.2.3, RULINGS 35, 38, A37, A47).
"""
from __future__ import annotations

from collections.abc import Set

from ..captives import captor_present
from ..control import cede
from ..match import Match
from ..relics import relic_to_captor
from .data import ATT, DEF, BattleData, Side, other
from .sides import principal, side_units

# --- captures (6.2.2, 6.2.3, RULINGS 35, 38, A37, A47) -----------------------------------------

def capturing_side(g: Match, data: BattleData) -> Side | None:
    """The side that may take captives: the other one has no troop left while it keeps some
    (A47: nobody is captured when both lose all their troops in the same roll)."""
    if data["forced_capture"]:
        return data["winner"]
    att_troops, _ = side_units(g, data, ATT)
    def_troops, _ = side_units(g, data, DEF)
    if att_troops and not def_troops:
        return ATT
    if def_troops and not att_troops:
        return DEF
    return None


def captor_seats(g: Match, data: BattleData, side: Side) -> list[int]:
    """Players of the winning side who can hold a captive: with an uncaptured lord in the battle
    (A47 'by a Lord of the winning side'); after a surrender, any of its players with units."""
    troops, lords = side_units(g, data, side)
    seats = {l.owner for l in lords}
    if data["forced_capture"]:
        seats |= {g.state.troops[i].owner for i in troops}
    return sorted(s for s in seats if s is not None)


def must_capture(g: Match, data: BattleData, name: str) -> bool:
    """6.3: a surrendering army's lords are taken captive; otherwise capture is the winner's
    choice (RULINGS 35), and so is keeping the captives the beaten side held (RULINGS 38)."""
    return bool(data["forced_capture"]) and g.state.lords[name].captor is None


def next_capturable(g: Match, data: BattleData) -> str | None:
    """The next lord the winner's principal decides about: the beaten side's lords, then the
    captives its players held if they have no unit left there (RULINGS 38)."""
    side = capturing_side(g, data)
    if side is None or not captor_seats(g, data, side):
        return None
    _, lords = side_units(g, data, other(side))
    for lord in sorted(lords, key=lambda l: l.name):
        if lord.name not in data["decided"]:
            return lord.name

    winners = set(data["sides"][side])
    for lord in sorted(g.state.lords.values(), key=lambda l: l.name):
        if (lord.owner is not None and lord.captor is not None and lord.village == data["village"]
                and lord.captor not in winners and lord.owner not in winners
                and lord.name not in data["decided"]
                and not captor_present(g, lord.captor, data["village"])):
            return lord.name
    return None


def take_captive(g: Match, name: str, captor: int, village: str, cause: str) -> None:
    """A lord becomes the captive of ``captor`` (6.2.3); a carried Relic goes to a lord of the
    captor there, or lies loose (A54)."""

    lord = g.state.lords[name]
    previous = lord.captor
    lord.captor = captor
    lord.road = None
    g.emit("lord_captured", lord=name, player=lord.owner, captor=captor, village=village,
           cause=cause, previous=previous)
    relic_to_captor(g, lord, captor)


def settle_control(g: Match, data: BattleData, gone_lords: Set[str] = frozenset(),
                   gone_troops: Set[int] = frozenset()) -> None:
    """A34: a controller eliminated in battle is replaced by the principal of his side if it is
    still present, else the principal of the other side, else the earliest arrival present; the
    new controller may cede it to an ally (5.1). ``gone_*`` are losses about to be applied."""
    state = g.state
    village = data["village"]
    vs = state.villages[village]
    index = state.index()
    here = {lord.owner for lord in index.lords_at.get(village, ())
            if lord.captor is None and lord.name not in gone_lords}
    here.update(troop.owner for troop in index.troops_at.get(village, ())
                if index.rank(troop) not in gone_troops)
    if vs.controller is None or vs.controller in here:
        return
    own: Side = ATT if vs.controller in data["sides"][ATT] else DEF
    candidates = [principal(data, own), principal(data, other(own))]
    candidates += [p for p in vs.arrivals if p in here]
    successor = next((p for p in candidates if p in here), None)
    if successor is not None:
        cede(g, village, successor)

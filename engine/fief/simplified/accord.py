"""A coalition's agreement when a battle of the variant ends (004 §8, §9, S-15).

The text: a coalition allots its losses itself, "si pas d'accord la répartition est alors au
hasard" (deaths first, then prisoners, then the rest as the majority kind, each drawn by lot
among the pieces the points could remove); and it gives the place taken to one of its lords
present, "mais si la coalition ne se met pas d'accord, la ville reste sans propriétaire" (for a
city, the title goes to the King, or the fief is broken up when there is none).

Digitally (S-15): the principal proposes what the referee works out for him (S-9: the
strongest pieces the points can remove; the place to himself, a city's title to one of his
lords), and every other family of the coalition accepts or refuses, in turn order from the
attacker, each once, in public. One refusal applies the text's fallback, drawn with the
game's dice: the side's pieces by die (allot.DrawByDie), and for the attack a place taken left
without owner (outcome.leave_unowned). The defence is settled first, since its allotment says
whether the place is taken; a coalition with nothing to agree on (no piece removed, no place
taken) is not asked.
"""
from __future__ import annotations

from ...actions import act
from ...decisions import Decision
from ..battle.data import turn_order_from
from ..match import Match
from .allot import Allotment, DrawByDie, allot
from .data import AccordData, AllottedDict, PairedBattleData, taken
from .sides import ATTACK, DEFENCE, SideName, as_pieces

RULE = "S-15"
ANSWERS = ("accept", "refuse")
SETTLED_FIRST: tuple[SideName, SideName] = (DEFENCE, ATTACK)


def as_allotted(found: Allotment) -> AllottedDict:
    return {"killed": list(found.killed), "captured": list(found.captured),
            "taken": list(found.taken), "damages": found.damages}


def proposal(data: PairedBattleData, side: SideName) -> AllottedDict:
    """S-9: what the principal proposes for his side: the strongest pieces its points remove."""
    return as_allotted(allot(taken(data, side), as_pieces(data["pieces"].get(side, []))))


def place_at_stake(data: PairedBattleData) -> bool:
    """Whether the defence's settled allotment gives the attack the place."""
    accord = data["accord"]
    return bool(accord and DEFENCE in accord["allotted"]
                and accord["allotted"][DEFENCE]["taken"])


def place_to(data: PairedBattleData, side: SideName) -> int | None:
    """Who the proposal gives the place to: the attack's principal when its side is asked
    and the defence's allotment takes the place, else nobody."""
    return data["attacker"] if side == ATTACK and place_at_stake(data) else None


def asked_side(accord: AccordData) -> SideName:
    """The side whose coalition answers now."""
    return ATTACK if accord["side"] == ATTACK else DEFENCE


def askers(g: Match, data: PairedBattleData, side: SideName,
           offered: AllottedDict) -> list[int]:
    """The coalition's other families, in turn order from the attacker, when its proposal has
    something to agree on: a piece of the side removed, or (the attack) a place to give."""
    members = data["sides"][side][1:]
    removed = offered["killed"] or offered["captured"] or offered["taken"]
    if not members or not (removed or (side == ATTACK and place_at_stake(data))):
        return []
    return [p for p in turn_order_from(g, data["attacker"]) if p in members]


def open_accord(g: Match, data: PairedBattleData) -> None:
    """The battle is over: its coalitions are asked in turn (``settle``)."""
    accord: AccordData = {"side": DEFENCE, "ask": [], "refused": [], "allotted": {}}
    data["accord"] = accord
    data["stage"] = "accord"


def settle(g: Match, data: PairedBattleData) -> bool:
    """Ask the next coalition with something to agree on, or settle the sides that have none;
    True once both sides are settled."""
    accord = data["accord"]
    assert accord is not None
    for side in SETTLED_FIRST:
        if side in accord["allotted"]:
            continue
        if accord["ask"]:
            return False                            # its families are still answering
        offered = proposal(data, side)
        asked = askers(g, data, side, offered)
        if not asked:
            accord["allotted"][side] = offered
            continue
        accord["side"], accord["ask"] = side, asked
        g.emit("coalition_proposal", village=data["village"], side=side,
               player=data["sides"][side][0], asked=list(asked), killed=offered["killed"],
               captured=offered["captured"], taken=offered["taken"],
               place_to=place_to(data, side))
        return False
    return True


def accord_decision(data: PairedBattleData, seat: int) -> Decision:
    """The question put to a family of the coalition asked now: the proposal (the side's lords
    to die and to be taken, the place it loses, the place given to the attack's principal)."""
    accord = data["accord"]
    assert accord is not None
    side = asked_side(accord)
    offered = proposal(data, side)
    return Decision.make(seat, "coalition_accord",
                         [act("coalition_accord", answer=a) for a in ANSWERS],
                         village=data["village"], side=side, principal=data["sides"][side][0],
                         killed=offered["killed"], captured=offered["captured"],
                         taken=offered["taken"], place_to=place_to(data, side))


def answer(g: Match, data: PairedBattleData, player: int, reply: str) -> None:
    """S-15: a family of the coalition accepts the proposal or refuses it; every family's
    acceptance settles it, one refusal draws the side's losses by die (004 §9)."""
    accord = data["accord"]
    assert accord is not None
    side = asked_side(accord)
    g.emit("coalition_answered", village=data["village"], side=side, player=player,
           answer=reply)
    accord["ask"].pop(0)
    if reply == "accept":
        if not accord["ask"]:
            accord["allotted"][side] = proposal(data, side)
        return
    accord["ask"] = []
    accord["refused"].append(side)
    accord["allotted"][side] = drawn(g, data, side)


def drawn(g: Match, data: PairedBattleData, side: SideName) -> AllottedDict:
    """004 §9, a coalition that does not agree: each piece drawn by die among those the points
    could still remove (deaths first, then prisoners, then the rest), each draw told."""
    pick = DrawByDie(g.rng.d6)
    found = allot(taken(data, side), as_pieces(data["pieces"].get(side, [])), pick)
    for draw in pick.draws:
        g.emit("losses_drawn", village=data["village"], side=side, loss=draw.kind,
               points=draw.points, candidates=list(draw.candidates), faces=list(draw.faces),
               chosen=draw.chosen)
    return as_allotted(found)

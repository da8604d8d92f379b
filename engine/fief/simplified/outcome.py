"""The end of a battle of the variant (004 §8, §9, S-5, S-9, S-10): each side's points
allotted on its pieces, then applied: lords killed, lords taken prisoner by the other side's
principal, the place taken by the attack's principal (or left without owner when the attack's
coalition did not agree, S-15), war damages owed by the side's families (a coalition's shared
by die), and the whole told in one ``paired_battle_ended``.
"""
from __future__ import annotations

from ..battle.captures import take_captive
from ..control import cede, controller, fief_holder, refresh
from ..deaths import kill_lord
from ..event_kinds.simplified import DamageShare, SideLosses
from ..match import Match
from ..state import CITY, STRONGHOLD
from ..titles import crown_player, to_crown
from .allot import Allotment, allot, share_damages
from .data import PairedBattleData, taken
from .markers import mark
from .sides import ATTACK, DEFENCE, SIDE_NAMES, SideName, as_pieces, opposite


def winner_of(data: PairedBattleData) -> SideName | None:
    """S-14: the side that took fewer points (None when both took as many)."""
    att = data["points"][ATTACK]["deaths"] + data["points"][ATTACK]["prisoners"]
    dfc = data["points"][DEFENCE]["deaths"] + data["points"][DEFENCE]["prisoners"]
    return None if att == dfc else ATTACK if att < dfc else DEFENCE


def still_here(g: Match, name: str, village: str) -> bool:
    lord = g.state.lords[name]
    return lord.owner is not None and lord.captor is None and lord.village == village


def take_place(g: Match, data: PairedBattleData) -> None:
    """004 §8, S-12: the attack wins the place: the defenders' markers go home, its principal holds
    it (a city's fief title goes with it, to one of his lords, 4.3.1) and marks it, unless he
    holds the fief (S-4)."""
    state, village, new = g.state, data["village"], data["attacker"]
    previous = controller(g, village)
    for troop in state.troops_in(village):
        if troop.owner != new:
            troop.to_stock()
    cede(g, village, new)
    if fief_holder(state, g.board.villages[village].fief) != new \
            and not state.troops_in(village, new):
        mark(g, new, village)
    refresh(g, village)             # nobody of his left there (all fell): 5.1 settles it
    fort = state.villages[village].fort
    g.emit("place_taken", village=village, player=new, previous=previous,
           fort=fort if fort in (STRONGHOLD, CITY) else None)


def leave_unowned(g: Match, data: PairedBattleData) -> None:
    """S-15 (004 §8): the attack's coalition could not agree on whom to give the place: it
    stays without owner (the defenders' markers go home, nobody's is put); a city's fief title
    goes to the King to give (as 2011's E-10), or, with no King, the fief is broken up."""
    state, village = g.state, data["village"]
    previous = controller(g, village)
    for troop in state.troops_in(village):
        troop.to_stock()
    vs = state.villages[village]
    vs.controller, vs.unowned = None, True
    fort = vs.fort
    g.emit("place_unowned", village=village, previous=previous,
           fort=fort if fort in (STRONGHOLD, CITY) else None)
    if fort == CITY:
        city_unowned(g, village)


def city_unowned(g: Match, village: str) -> None:
    """S-15: the title of a city left without owner goes to the King (or the Queen Regent),
    who gives it in his Purchase turn (E-10); with neither the fief is broken up: the title is vacant (to be
    bought again, 004 §5), the city is only a castle, and the family that held the title
    keeps, by its markers, the villages it held by the title that no attacker occupies."""
    state, titles = g.state, g.state.titles
    fief = g.board.villages[village].fief
    holder = titles.fiefs.get(fief)
    if holder is None:
        return
    family = state.lords[holder].owner
    titles.fiefs[fief] = None
    g.emit("fief_title_lost", fief=fief, lord=holder, player=family)
    if crown_player(state) is not None:
        to_crown(g, fief, family)
        return
    state.villages[village].fort = STRONGHOLD
    if g.rules.cities_apart and state.forts_stock > 0:
        state.forts_stock -= 1              # E-27: a castle tile from the supply, if one is left
    kept = []
    for other in g.board.fiefs[fief].villages:
        vs = state.villages[other]
        if other == village or vs.controller is not None or vs.unowned or family is None:
            continue                        # occupied: as 5.1 says; the city: nobody's
        if mark(g, family, other):
            refresh(g, other)
            kept.append(other)
    g.emit("fief_broken_up", fief=fief, village=village, player=family, kept=kept)


def owe(g: Match, data: PairedBattleData, side: SideName, damages: int) -> list[DamageShare]:
    """S-5: the points left over are war damages, paid next turn; a coalition shares them by
    die (004 §9, the text's rule when its families disagree)."""
    shares = share_damages(damages, data["sides"][side], g.rng.d6)
    found: list[DamageShare] = []
    for seat, amount in shares.items():
        if not amount:
            continue
        family = g.state.players[seat]
        family.damages += amount
        g.emit("war_damages_owed", player=seat, amount=amount, owed=family.damages)
        found.append({"player": seat, "amount": amount})
    return found


def settled(data: PairedBattleData) -> dict[str, Allotment]:
    """Each side's allotment as its coalition settled it (accord.py), else the S-9 one (a
    battle saved before the coalitions were asked)."""
    accord = data.get("accord")
    found: dict[str, Allotment] = {}
    for side in SIDE_NAMES:
        given = accord["allotted"].get(side) if accord else None
        found[side] = allot(taken(data, side), as_pieces(data["pieces"].get(side, []))) \
            if given is None else Allotment(tuple(given["killed"]), tuple(given["captured"]),
                                            tuple(given["taken"]), given["damages"])
    return found


def conclude(g: Match, data: PairedBattleData) -> None:
    """004 §9, S-9: allot each side's points, kill, capture, take the place (or leave it
    without owner when the attack's coalition did not agree, S-15), owe the rest."""
    village = data["village"]
    allotted = settled(data)
    accord = data.get("accord")
    dying = frozenset(name for side in SIDE_NAMES for name in allotted[side].killed)
    for side in SIDE_NAMES:
        for name in allotted[side].killed:
            if still_here(g, name, village):
                kill_lord(g, name, "battle", revivable=False, together=dying)
    for side in SIDE_NAMES:
        captor = data["sides"][opposite(side)][0]
        for name in allotted[side].captured:
            if still_here(g, name, village):
                take_captive(g, name, captor, village, "battle")
    refresh(g, village)             # a holder with nobody left there loses the village (5.1)
    if allotted[DEFENCE].taken and accord and ATTACK in accord["refused"]:
        leave_unowned(g, data)
    elif allotted[DEFENCE].taken:
        take_place(g, data)
    losses: dict[str, SideLosses] = {}
    for side in SIDE_NAMES:
        out = allotted[side]
        losses[side] = {"points": dict(data["points"][side]),    # type: ignore[typeddict-item]
                        "killed": list(out.killed), "captured": list(out.captured),
                        "taken": list(out.taken), "damages": out.damages,
                        "shares": owe(g, data, side, out.damages)}
    g.emit("paired_battle_ended", village=village, rounds=data["round"],
           outcome=data["outcome"] or "stopped", winner=winner_of(data), ride=data["ride"],
           attack=losses[ATTACK], defence=losses[DEFENCE], controller=controller(g, village))

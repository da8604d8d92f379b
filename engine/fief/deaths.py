"""The death of a lord, whatever its cause (4.3.1, 1.1.1, 1.6, 1.8.2, 9.1, RULINGS 6, 16).

Battles, Plague, Uprisings, Assassination and Justice all end here, so every consequence (titles,
inheritance, alliance, crown, cards back to the discard pile, captives) is written once.
"""
from __future__ import annotations

from collections.abc import Collection
from typing import TypedDict

from .captives import check_captives
from .control import refresh
from .match import Match, push
from .relics import drop, offer_geronce
from .state import CARDINAL_CARD, DARC_CARD
from .titles import (
    city_village,
    eligible_for_fief,
    fiefs_of,
    grant_fief,
    make_queen,
    place_title,
    to_crown,
    vacate_fief,
)


def kill_lord(g: Match, name: str, cause: str, revivable: bool = True,
              together: Collection[str] = ()) -> None:
    """``together``: the other lords dying in the same roll (an Uprising's, a round's losses,
    a battle of the variant): none of them is crowned by this death (1.8.2, A16, docs/rules.md
    "Deaths in one roll"), whatever the order in which they are written."""
    state = g.state
    lord = state.lords[name]
    player = lord.owner
    if player is None:
        return

    if revivable and offer_geronce(g, name, cause):
        return          # A56: the Teeth of St Géronce are offered before any effect of the death
    village = lord.village
    g.emit("lord_died", lord=name, player=player, village=village, cause=cause)
    spouse = lord.spouse
    _drop_relic(g, name)
    _church_titles_end(g, name)
    _crown_passes(g, name, together)
    end_marriage(g, name, "death")
    fiefs = fiefs_of(state, name)
    lord.owner, lord.village, lord.road, lord.captor = None, None, None, None
    lord.steps, lord.assassin, lord.spouse, lord.cavalcade_done = 0, False, None, False
    state.lords_discard.append(name)
    for fief in fiefs:
        state.titles.fiefs[fief] = None
        inherit(g, fief, player, spouse, together)
    if village is not None:
        refresh(g, village)
        check_captives(g, village)


def inherit(g: Match, fief: str, player: int, spouse_name: str | None,
            together: Collection[str] = ()) -> None:
    """4.3.1: the title goes to another lord of the family, else to the spouse of a last lord,
    else back on the board, kept for the family (RULINGS 26). Lords dying in the same roll
    (``together``) inherit nothing from each other: a lord is his family's last when only
    they are left (docs/rules.md, "Deaths in one roll")."""
    state = g.state
    if eligible_for_fief(g, player, together):
        place_title(g, fief, player, together)
        return
    last = all(lord.name in together for lord in state.family(player))
    if last and spouse_name is not None and spouse_name not in together:
        spouse = state.lords[spouse_name]
        if spouse.owner is not None and len(fiefs_of(state, spouse_name)) < g.rules.max_fief_titles:
            grant_fief(g, fief, spouse_name)
            swap_city_troops(g, fief, player, spouse.owner)
            return
        if spouse.owner is not None:                  # RULINGS 26: he may make room first

            push(g, "spouse_inherit", SpouseInheritData(fief=fief, family=player,
                                                        spouse=spouse_name))
            return
    if g.rules.heirless_to_crown and last:
        to_crown(g, fief, player, together)           # 2011: the King grants it (E-10)
        return
    vacate_fief(g, fief, player)


class SpouseInheritData(TypedDict):
    """A title the spouse of a family's last lord may inherit once he makes room (the
    ``spouse_inherit`` step, in phases/common.py)."""

    fief: str                    # the title of the family's last lord, who died
    family: int                  # that lord's family, for whom it is kept if not inherited
    spouse: str                  # the spouse who inherits it if he has room (RULINGS 26)


def swap_city_troops(g: Match, fief: str, old: int, new: int) -> None:
    """4.3.1: troops in the Fortified City are replaced one for one from the spouse's stock."""

    state = g.state
    city = city_village(g, fief)
    if city is None:
        return
    for troop in [t for t in state.troops if t.village == city and t.owner == old]:
        spare = next((t for t in state.stock(new, troop.kind)), None)
        troop.village, troop.road = None, None
        if spare is not None:
            spare.village, spare.steps = city, troop.steps
    refresh(g, city, cede_to=new)         # the spouse's family now holds the City


def end_marriage(g: Match, name: str, cause: str) -> None:
    """1.1.1: a death or an annulment ends the marriage and with it the alliance."""
    state = g.state
    lord = state.lords[name]
    if lord.spouse is None:
        return
    spouse = state.lords[lord.spouse]
    spouse.spouse = None
    lord.spouse = None
    g.emit("marriage_ended", lords=(name, spouse.name), cause=cause)


def _church_titles_end(g: Match, name: str) -> None:
    """1.6: bishop staff and cardinal biretta go back; a Cardinal card to the Lords discard."""
    state = g.state
    t = state.titles
    for number, holder in t.bishops.items():
        if holder == name:
            t.bishops[number] = None
            t.bishop_since.pop(name, None)
    for slot, holder in enumerate(t.cardinals):
        if holder == name:
            t.cardinals[slot] = None
            if slot < 3:
                state.lords_discard.append(CARDINAL_CARD)
    if name in t.cardinal_order:
        t.cardinal_order.remove(name)
    if t.pope == name:
        t.pope = None
        if t.excommunicated is not None:
            g.emit("excommunication_lifted", lord=t.excommunicated, reason="pope_died")
            t.excommunicated = None
    if t.excommunicated == name:
        t.excommunicated = None
    if t.darc == name:
        t.darc = None
        state.lords_discard.append(DARC_CARD)


def _crown_passes(g: Match, name: str, together: Collection[str]) -> None:
    """1.8.1-1.8.2, A16: the Crown Prince becomes King, else the Queen becomes Regent. The
    new King's wife, if he has one, is Queen at once (1.8.1: "If the King is married ..., his
    wife immediately becomes the Queen"), and the new couple has had no Crown Prince yet.
    A Crown Prince or a Queen dying in the King's roll (``together``) is not crowned."""
    t = g.state.titles
    if t.crown_prince == name:
        t.crown_prince = None
    if t.queen == name:
        t.queen, t.regent = None, False
    if t.king != name:
        return
    t.king = None
    if t.crown_prince is not None and t.crown_prince not in together:
        t.king, t.crown_prince = t.crown_prince, None
        if t.queen is not None:
            g.emit("title_lost", lord=t.queen, title="queen")
        t.queen, t.regent, t.crown_prince_born = None, False, False
        g.emit("crown_passed", lord=t.king, title="king")
        spouse = g.state.lords[t.king].spouse
        if spouse is not None:
            make_queen(g, spouse)
    elif t.queen is not None and t.queen not in together:
        t.regent = True
        g.emit("crown_passed", lord=t.queen, title="regent")


def _drop_relic(g: Match, name: str) -> None:
    """A54: a dead carrier's relic stays where he fell (with his troops, else loose)."""

    drop(g, g.state.lords[name])

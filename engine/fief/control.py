"""Village control (5.1, RULINGS A33-A34, A39).

Control is kept as an explicit controller while a village is occupied, plus the arrival order of
the players present; an empty village of a governed fief belongs to the fief's title holder.
Every change of presence goes through ``refresh`` so that successors, the move of a fief title
with its Fortified City (A39) and the end of sieges (RULINGS 42) are decided in one place.
"""
from __future__ import annotations

from .counters import MAN
from .match import Match
from .state import CITY, GameState
from .titles import city_changed_hands


def presence(state: GameState) -> dict[str, set[int]]:
    """Players with an uncaptured lord or a troop, village by village (A35)."""
    return state.index().present


def present(state: GameState, village: str) -> list[int]:
    """Players with an uncaptured lord or a troop in the village, in order of arrival (A35)."""
    here = state.index().present.get(village, ())                   # presence(state), inlined
    if len(here) < 2:
        return list(here)
    arrivals = state.villages[village].arrivals
    ordered = [p for p in arrivals if p in here]
    return ordered + sorted(p for p in here if p not in ordered)


def fief_holder(state: GameState, fief: str) -> int | None:
    """The family holding a fief title, or None when the fief is not governed."""
    lord = state.titles.fiefs.get(fief)
    return state.lords[lord].owner if lord else None


def controller(g: Match, village: str) -> int | None:
    """Who controls a village now: its occupant in charge, else the governing family (5.1)."""
    state = g.state
    vs = state.villages[village]
    held = vs.controller
    if held is not None:
        return held
    if vs.unowned:                      # simplified S-15: left without owner
        return None
    return fief_holder(state, g.board.villages[village].fief)


def note_arrival(state: GameState, player: int, village: str) -> None:
    arrivals = state.villages[village].arrivals
    if player not in arrivals:
        arrivals.append(player)


def refresh(g: Match, village: str, cede_to: int | None = None) -> None:
    """Recompute control of a village after units arrived, left, died or were captured."""
    state = g.state
    vs = state.villages[village]
    here = present(state, village)
    vs.arrivals = here[:]
    if vs.controller not in here:       # else control stays as it is: nothing to announce
        old = controller(g, village)
        if cede_to is not None and cede_to in here:
            vs.controller = cede_to
        else:
            vs.controller = here[0] if here else None
        if vs.controller is not None:
            vs.unowned = False          # S-15: a family holds it again (5.1)
        new = controller(g, village)
        if new != old:
            g.emit("control_changed", village=village, player=new, previous=old)
            if vs.fort == CITY:
                city_changed_hands(g, village, new)
    if vs.besiegers:                    # end_broken_sieges's own first test, saving a call
        end_broken_sieges(g, village)


def cede(g: Match, village: str, to: int) -> None:
    """The controller hands control to another player present (5.1, RULINGS 29)."""
    state = g.state
    vs = state.villages[village]
    old = vs.controller
    vs.controller, vs.unowned = to, False
    g.emit("control_changed", village=village, player=to, previous=old)
    if g.rules.control_markers:
        hand_over_markers(g, village, to)
    if vs.fort == CITY:
        city_changed_hands(g, village, to)
    end_broken_sieges(g, village)


def hand_over_markers(g: Match, village: str, to: int) -> None:
    """The simplified variant marks control with a sergeant (004 §6): a village handed over
    (004 §2.2 "changer de contrôle en le passant à un autre joueur ... si ... d'accord", or
    taken) loses the other families' markers and gets the new controller's, unless he holds
    the fief (S-4) or has no sergeant left."""
    state = g.state
    for troop in state.troops_in(village):
        if troop.owner != to:
            troop.to_stock()
    if fief_holder(state, g.board.villages[village].fief) == to or state.troops_in(village, to):
        return
    stock = state.stock(to, MAN)
    if stock:
        stock[0].village = village
        stock[0].mark(steps=g.rules.darc_steps)
        g.emit("village_marked", player=to, village=village)


def end_broken_sieges(g: Match, village: str) -> None:
    """RULINGS 42: a siege needs a troop and an uncaptured lord of the besieger in the village."""
    state = g.state
    vs = state.villages[village]
    if not vs.besiegers:
        return
    defender = vs.controller
    for besieger in list(vs.besiegers):
        has_troop = not g.rules.siege_needs_troop or any(
            t.owner == besieger for t in state.troops if t.village == village)
        has_lord = any(l.owner == besieger and l.village == village and l.captor is None
                       for l in state.lords.values())
        if besieger == defender or not (has_troop and has_lord) or vs.fort is None:
            if g.rules.engines_destroyed and besieger != defender and vs.fort is not None:
                destroy_engines(g, village, besieger)    # 2011: left behind, lost (E-3)
            lift_siege(g, village, besieger)


def lift_siege(g: Match, village: str, besieger: int) -> None:
    state = g.state
    vs = state.villages[village]
    if besieger in vs.besiegers:
        vs.besiegers.remove(besieger)
        for engine in state.engines:
            if engine.owner == besieger and engine.village == village:
                engine.village, engine.level = None, 1
        g.emit("siege_lifted", village=village, player=besieger)


def destroy_engines(g: Match, village: str, seat: int) -> None:
    """2011 (003 Phase 4, E-3): the Siege Engines of a beaten assault, or of a siege left
    without its lord or troops, are destroyed and go back to the common supply, from which
    they may be bought again."""
    state = g.state
    kept = [e for e in state.engines if e.owner != seat or e.village != village]
    lost = len(state.engines) - len(kept)
    if lost:
        state.engines = kept
        state.engine_pool += lost
        g.emit("engines_destroyed", village=village, player=seat, count=lost)


def is_besieged(state: GameState, village: str) -> bool:
    return bool(state.villages[village].besiegers)


def besieged_here(g: Match, player: int, village: str) -> bool:
    """True when the player is the besieged side of this village: he holds the place, others
    besiege it (A38)."""
    vs = g.state.villages[village]
    return bool(vs.besiegers) and vs.controller == player


def controlled_villages(g: Match, player: int) -> list[str]:
    """The villages ``controller`` gives to the player, in the board's order: its test made
    with the fief holders looked up once (the listing of purchases asks it every time)."""
    state = g.state
    holders = {fief: state.lords[lord].owner for fief, lord in state.titles.fiefs.items() if lord}
    villages = state.villages
    return [v for v, info in g.board.villages.items()
            if (villages[v].controller if villages[v].controller is not None
                else holders.get(info.fief)) == player]

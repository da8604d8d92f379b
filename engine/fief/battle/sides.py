"""Who fights and how strongly: each side's seats, lords and troops, the attacker's penalty
(6.2.1, 6.4.2, 10.2.2, RULINGS 31), the strength behind each roll, and when a battle is over
(6.1, 6.3, RULINGS 33, A51).
"""
from __future__ import annotations

from ...actions import Action, act
from .. import combat
from ..counters import KNIGHT, Lord
from ..match import Match
from ..relics import grail_protects, spear_bonus
from ..state import Frame
from ..strength import (
    Modifier,
    SideStrength,
    fortification_modifiers,
    modifier,
    side_strength,
)
from ..windows import open_window
from .data import ATT, DEF, BattleData, PenaltyInfo, Side, SideUnits

# --- who fights ----------------------------------------------------------------------------

def side_units(g: Match, data: BattleData, side: Side) -> tuple[list[int], list[Lord]]:
    """Troop indices and uncaptured lords fighting on a side: all units in the village of the
    side's players (RULINGS 32), or for an attacking Cavalcade only its moving army (5.2).

    Asked about ten times per action of a battle, so it is worked out once for as long as
    no counter moves (a function of where the counters stand, whose and whose captive they
    are: exactly what the state's ledger counts) and the sides stay the same, in the game's
    ``sides_memo``."""
    state = g.state
    cav = data["cavalcade"]
    army = (tuple(cav["troops"]), tuple(cav["lords"])) if cav is not None and side == ATT else None
    key = (data["village"], tuple(data["sides"][side]), army)
    kept = g.sides_memo
    moves = state.ledger.moves
    if kept is not None and kept[0] is state and kept[1] == moves:
        memo = kept[2]
    else:
        memo = {}
        g.sides_memo = (state, moves, memo)
    found = memo.get(key)
    if found is None:
        found = memo[key] = find_side_units(g, data, side)
    return list(found[0]), list(found[1])


def find_side_units(g: Match, data: BattleData, side: Side) -> tuple[list[int], list[Lord]]:
    state = g.state
    village = data["village"]
    cav = data["cavalcade"]
    if cav is not None and side == ATT:
        troops = [i for i in cav["troops"] if state.troops[i].village == village]
        lords = [state.lords[n] for n in cav["lords"]]
    else:
        seats = data["sides"][side]
        index = state.index()
        troops = [index.rank(t) for t in index.troops_at.get(village, ()) if t.owner in seats]
        lords = [l for l in index.lords_at.get(village, ()) if l.owner in seats]
    lords = [l for l in lords if l.owner is not None and l.village == village and l.captor is None]
    return troops, lords


def pools(g: Match, troops: list[int]) -> dict[int, tuple[int, int]]:
    """Per owner, the (knights, men) among the given troop counters."""
    found: dict[int, list[int]] = {}
    for i in troops:
        t = g.state.troops[i]
        counts = found.setdefault(t.owner, [0, 0])
        counts[0 if t.kind == KNIGHT else 1] += 1
    return {owner: (k, m) for owner, (k, m) in found.items()}


def units_summary(g: Match, data: BattleData, side: Side) -> dict[str, SideUnits]:
    """Public description of a side: per seat its knights, men at arms and lords (a battle
    reveals every unit, even under Fog of War 11.2)."""
    troops, lords = side_units(g, data, side)
    per: dict[str, SideUnits] = {}
    for seat in data["sides"][side]:
        per[str(seat)] = {"knights": 0, "men": 0, "lords": []}
    for i in troops:
        t = g.state.troops[i]
        entry = per.setdefault(str(t.owner), {"knights": 0, "men": 0, "lords": []})
        if t.kind == KNIGHT:
            entry["knights"] += 1
        else:
            entry["men"] += 1
    for lord in lords:
        per.setdefault(str(lord.owner), {"knights": 0, "men": 0, "lords": []})["lords"].append(lord.name)
    return per


def defended_fort(g: Match, data: BattleData) -> str | None:
    """A49: the fortification counts only while the defending side includes the player who
    controls the fortified village (his units are inside); never for a Cavalcade's fight."""
    vs = g.state.villages[data["village"]]
    if vs.fort is None or data["cavalcade"] is not None:
        return None
    return vs.fort if vs.controller in data["sides"][DEF] else None


def engine_levels(g: Match, data: BattleData) -> int:
    """6.4.2 / RULINGS 41: the levels of the Siege Engines of besiegers on the attacking side."""
    vs = g.state.villages[data["village"]]
    seats = data["sides"][ATT]
    return sum(e.level for e in g.state.engines
               if e.village == data["village"] and e.owner in seats and e.owner in vs.besiegers)


def penalty_info(g: Match, data: BattleData) -> PenaltyInfo:
    """The attacker penalty and why (6.2.1, 6.4.2, 10.2.2, RULINGS 31)."""
    fort = defended_fort(g, data)
    levels = engine_levels(g, data)
    cancelled = bool(data["tunnel"] or data["gates_open"])
    return {"fort": fort, "engines": levels, "tunnel": bool(data["tunnel"]),
            "gates_open": bool(data["gates_open"]),
            "penalty": combat.fortification_penalty(g, fort, levels, cancelled)}


def battle_strength(g: Match, data: BattleData, side: Side) -> SideStrength:
    """A48: what a side brings to the next roll: its strength points, d'ARC (9.1), the attacker
    penalty and what cancels it (6.2.1, 6.4.2, 10.2.2), the Grail's protection of the side
    that did not start the battle (11.1.1), the Spear (RULINGS 52) and the Cavalcade's bonus to
    its defenders (5.2): the dice a side rolls and the hits they make come from here alone."""
    troops, lords = side_units(g, data, side)
    rules = g.rules
    mods: list[Modifier] = []
    if any(l.name == g.state.titles.darc for l in lords):
        mods.append(modifier("darc", "9.1", dice=rules.darc_dice))
    if side == ATT:
        info = penalty_info(g, data)
        mods += fortification_modifiers(g, info["fort"], info["engines"], info["tunnel"],
                                        info["gates_open"])
        if grail_protects(g, side_units(g, data, DEF)[1]):
            mods.append(modifier("grail", "11.1.1", hits_per_die=-rules.grail_minus_per_die))
    elif data["cavalcade"] is not None:
        mods.append(modifier("cavalcade", "5.2", hits_per_die=rules.cavalcade_bonus_per_die))
    spear = spear_bonus(g, lords, attacking=side == ATT)
    if spear:
        mods.append(modifier("spear", "RULINGS 52", hits=spear))
    return side_strength(g, [g.state.troops[i] for i in troops], lords, mods)


def principal(data: BattleData, side: Side) -> int:
    return data["attacker"] if side == ATT else data["defender"]


# --- the end conditions (6.1, 6.3, RULINGS 33, A51) ------------------------------------------

def lords_ride(g: Match, data: BattleData) -> bool:
    """A ride of an edition where lords alone may ride (2011, 003 Chevauchée: "entièrement
    composée de seigneurs et/ou de chevaliers ... entraîne immédiatement un combat"): its
    lords are its army and fight as long as one stands, each hit past the troops killing one
    (A47), instead of losing at once for want of troops (E-12)."""
    return data["cavalcade"] is not None and not g.rules.cavalcade_needs_knight


def outcome_now(g: Match, data: BattleData,
                count_null: bool = True) -> tuple[str, Side | None, str] | None:
    """(outcome, winning side, the rule that ends it) when the battle is over, else None."""
    att_troops, att_lords = side_units(g, data, ATT)
    def_troops, def_lords = side_units(g, data, DEF)
    armed = bool(att_troops) or (lords_ride(g, data) and bool(att_lords))
    if not armed and not def_troops:
        return ("only_lords" if att_lords or def_lords else "annihilation", None, "6.3")
    if not def_troops:
        return ("victory", ATT, "6.3")
    if not armed:
        return ("victory", DEF, "6.3")
    if not att_lords:
        return ("leaderless", DEF, "RULINGS 33")
    if count_null and data["null_rounds"] >= g.rules.null_rounds_to_end:
        return ("stalemate", None, "A51")
    return None


# --- windows -------------------------------------------------------------------------------

def open_battle_window(g: Match, moment: str, frame: Frame[BattleData]) -> bool:
    """A1 / A30: the reaction window before the first roll and after each round's losses."""

    data = frame.data
    return open_window(g, moment, active=data["attacker"], village=data["village"],
                       attack=list(data["sides"][ATT]), defence=list(data["sides"][DEF]),
                       attacker=data["attacker"], defender=data["defender"],
                       cavalcade=data["cavalcade"] is not None)


def unit_rows(g: Match, data: BattleData, side: Side) -> list[list]:
    """A side's units for an event (events carry lists, not mappings): one row per player,
    [seat, knights, men at arms, [lords]]."""
    return [[int(seat), u["knights"], u["men"], sorted(u["lords"])]
            for seat, u in sorted(units_summary(g, data, side).items(), key=lambda i: int(i[0]))]


def emit_started(g: Match, data: BattleData) -> None:
    info = penalty_info(g, data)
    g.emit("battle_started", village=data["village"], attacker=data["attacker"],
           defender=data["defender"], attack=unit_rows(g, data, ATT),
           defence=unit_rows(g, data, DEF), fort=info["fort"], engines=info["engines"],
           penalty=info["penalty"], tunnel=info["tunnel"], gates_open=info["gates_open"],
           cavalcade=data.get("cavalcade") is not None,
           besiegers=list(g.state.villages[data["village"]].besiegers),
           attack_strength=battle_strength(g, data, ATT),
           defence_strength=battle_strength(g, data, DEF))


def roll_round(g: Match, data: BattleData, att: SideStrength, dfn: SideStrength) -> None:
    """6.2.2: both sides roll at once, each with the dice and modifiers of its strength."""
    att_roll, def_roll = roll_side(g, att), roll_side(g, dfn)
    data["hits"] = {ATT: att_roll.hits, DEF: def_roll.hits}
    info = penalty_info(g, data)
    cavalcade_bonus = g.rules.cavalcade_bonus_per_die if data["cavalcade"] else 0
    g.emit("battle_roll", village=data["village"], round=data["round"],
           attack_dice=att["dice"], defence_dice=dfn["dice"],
           attack_faces=list(att_roll.faces), defence_faces=list(def_roll.faces),
           attack_hits=att_roll.hits, defence_hits=def_roll.hits,
           penalty=info["penalty"], fort=info["fort"], engines=info["engines"],
           grail=any(m["kind"] == "grail" for m in att["modifiers"]),
           cavalcade_bonus=cavalcade_bonus * len(def_roll.faces),
           attack_strength=att, defence_strength=dfn)


def roll_side(g: Match, strength: SideStrength) -> combat.Roll:
    mods = strength["modifiers"]
    return combat.roll(g, strength["dice"],
                       minus_per_die=-sum(m["hits_per_die"] for m in mods if m["hits_per_die"] < 0),
                       bonus_per_die=sum(m["hits_per_die"] for m in mods if m["hits_per_die"] > 0),
                       bonus_if_rolled=sum(m["hits"] for m in mods))


def join_choices(g: Match, data: BattleData, seat: int) -> list[Action]:
    """A46 / RULINGS 30: the defence or staying out for anyone; the attack only with an
    uncaptured lord there, and never in a Cavalcade."""
    choices = [act("join_battle", side="defence"), act("join_battle", side="out")]
    has_lord = any(l.owner == seat and l.village == data["village"] and l.captor is None
                   for l in g.state.lords.values())
    if has_lord and data["cavalcade"] is None:
        choices.insert(0, act("join_battle", side="attack"))
    return choices

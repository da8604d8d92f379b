"""How a battle ends: the attacker's choice after a round, surrender and truce, and what the
outcome changes on the board (6.3, 6.4.2, RULINGS 36, 40, 42).
"""
from __future__ import annotations

from ..captives import check_captives
from ..control import destroy_engines, lift_siege, refresh
from ..match import Match
from ..state import Frame
from .captures import settle_control
from .data import ATT, DEF, SIDE_NAMES, BattleData, Side, other, turn_order_from
from .sides import battle_strength, principal

# --- the end (6.3, 6.4.2, RULINGS 36, 40, 42) --------------------------------------------------

def finish_choice(g: Match, frame: Frame[BattleData], choice: str, side: Side) -> None:
    data = frame.data
    if choice == "continue":
        data["stage"] = "roll"
    elif choice == "surrender":
        data["outcome"], data["winner"], data["stage"] = "surrender", other(side), "surrender"
        data["rule"] = "6.3"
    elif choice == "truce":
        conclude(g, frame, "truce", None, "6.3")
    else:
        conclude(g, frame, "break_off", None, "6.1")


def conclude(g: Match, frame: Frame[BattleData], outcome: str, winner: Side | None,
             rule: str) -> bool:
    """Record the outcome and the rule that ends the battle; the frame finishes at its next
    step so windows already pushed run."""
    data = frame.data
    data["outcome"], data["winner"], data["stage"], data["rule"] = outcome, winner, "end", rule
    return False


def finalize(g: Match, data: BattleData) -> None:
    """Engines of a beaten besieging side are destroyed (6.4.2); control and captives are
    settled (A34, A37); the outcome and the siege state are told to everyone."""

    village = data["village"]
    vs = g.state.villages[village]
    loser = other(data["winner"]) if data["winner"] is not None else None
    if loser == ATT and data["outcome"] in ("victory", "surrender", "leaderless"):
        for seat in list(data["sides"][ATT]):
            if seat in vs.besiegers:
                if g.rules.engines_destroyed:
                    destroy_engines(g, village, seat)
                lift_siege(g, village, seat)
    settle_control(g, data)
    winner_principal = principal(data, data["winner"]) if data["winner"] is not None else None
    refresh(g, village, winner_principal)
    check_captives(g, village)
    g.emit("battle_ended", village=village, outcome=data["outcome"],
           winner=SIDE_NAMES.get(data["winner"]) if data["winner"] else None,
           attacker=data["attacker"], defender=data["defender"], rounds=data["round"],
           besiegers=list(vs.besiegers),
           engines=[{"player": e.owner, "level": e.level} for e in g.state.engines
                    if e.village == village],
           controller=vs.controller, rule=data["rule"],
           attack_strength=battle_strength(g, data, ATT),
           defence_strength=battle_strength(g, data, DEF))


def stance_askers(g: Match, data: BattleData) -> list[int]:
    """A46: non-principals with an uncaptured lord in the battle, in turn order."""
    seats = [s for s in data["sides"][ATT] + data["sides"][DEF]
             if s not in (data["attacker"], data["defender"])]
    with_lord = {l.owner for l in g.state.lords.values()
                 if l.owner in seats and l.village == data["village"] and l.captor is None}
    return [s for s in turn_order_from(g, data["attacker"]) if s in with_lord]

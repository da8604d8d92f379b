"""What a side brings to a battle roll, and why (6.2, 6.2.1, 6.4.2, 5.2, 9.1, 10.2.2, 11.1.1,
RULINGS 41, A48): its strength points and what makes them, its dice, and every modifier with
the rule that gives it. Battle events carry it (``attack_strength``, ``defence_strength``), so
a screen shows the numbers the referee used and never works them out itself."""
from __future__ import annotations

from typing import Literal, TypedDict

from . import combat
from .match import Match
from .counters import KNIGHT, Lord, Troop

ModifierKind = Literal["darc", "fortification", "engines", "tunnel", "gates_open", "grail",
                       "spear", "cavalcade"]


class Modifier(TypedDict):
    """One thing that changes a side's dice or hits, with the rule that says so."""

    kind: ModifierKind
    rule: str                    # the section or ruling that gives it
    dice: int                    # dice added (+) or taken away (-); 0 when it changes hits
    hits_per_die: int            # hits added (+) or taken away (-) on each die rolled
    hits: int                    # hits added once if at least one die is rolled


class SideStrength(TypedDict):
    """A side as it stands before a roll."""

    sp: int                      # strength points in all (6.2)
    knights: int                 # Knights fighting (3 SP each)
    men: int                     # Men at Arms fighting (1 SP each)
    lords: int                   # strength points of its lords (a titled lady 1, a captive 0)
    base_dice: int               # dice for its strength points alone (1-6: 1, 7-12: 2, 13+: 3)
    dice: int                    # dice it rolls after every modifier, between 0 and 4 (A48)
    modifiers: list[Modifier]


def modifier(kind: ModifierKind, rule: str, dice: int = 0, hits_per_die: int = 0,
             hits: int = 0) -> Modifier:
    return {"kind": kind, "rule": rule, "dice": dice, "hits_per_die": hits_per_die, "hits": hits}


def side_strength(g: Match, troops: list[Troop], lords: list[Lord],
                  modifiers: list[Modifier]) -> SideStrength:
    """The side's strength with the modifiers that apply to it (the battle says which); its
    dice are the base dice plus every modifier's, within 0 and the edition's maximum."""
    rules = g.rules
    knights = sum(1 for t in troops if t.kind == KNIGHT)
    men = len(troops) - knights
    lords_sp = sum(combat.lord_sp(g, lord) for lord in lords)
    sp = knights * rules.sp_knight + men * rules.sp_man + lords_sp
    base = combat.base_dice(g, sp)
    dice = max(0, min(base + sum(m["dice"] for m in modifiers), rules.max_dice))
    return {"sp": sp, "knights": knights, "men": men, "lords": lords_sp, "base_dice": base,
            "dice": dice, "modifiers": modifiers}


def fortification_modifiers(g: Match, fort: str | None, engine_levels: int, tunnel: bool,
                            gates_open: bool) -> list[Modifier]:
    """The attacker's penalty against a fortification (6.2.1), what the Siege Engines cancel of
    it (6.4.2, RULINGS 41), and a Secret Passage (10.2.2) or opened gates (RULINGS 31)
    cancelling what is left: their dice add up to ``combat.fortification_penalty``."""
    if fort is None:
        return []
    rules = g.rules
    penalty = rules.city_penalty if fort == "city" else rules.stronghold_penalty
    found = [modifier("fortification", "6.2.1", dice=-penalty)]
    cancelled = min(engine_levels, rules.engine_cancel_cap, penalty)
    if cancelled:
        found.append(modifier("engines", "6.4.2", dice=cancelled))
    left = penalty - cancelled
    if left and (tunnel or gates_open):
        found.append(modifier("tunnel", "10.2.2", dice=left) if tunnel
                     else modifier("gates_open", "RULINGS 31", dice=left))
    return found

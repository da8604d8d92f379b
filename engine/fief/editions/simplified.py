"""The simplified introductory variant (rules/004, a fan's variant of 2011; docs/editions.md):
its numbers (``RULES_SIMPLIFIED``) and the 2011 round with the steps whose procedure differs
replaced under the same kind: the start drawn at random with a gem for each family (004
"DEBUT"), perishable income with the war damages owed paid out of it (S-3, S-5), and sales and
purchases without troops, building only where a lord stands, gems bought and sold (S-3);
resources are not given away as deniers are (S-3); lords moving alone and marking every
uncontrolled village they reach, a fief held needing no markers (004 §6, S-4); battles by
paired dice, declared by a lay lord (004 §7-§9), and the ride that must win within two rounds
(004 §6).
Victory by the number of players (S-6) is in the numbers. Everything 004 leaves unsaid falls
back to 2011, then 1429 (docs/editions.md).
"""
from __future__ import annotations

from types import MappingProxyType

from ..match import Ruleset, Step
from ..simplified.battle import PairedBattle
from ..simplified.battles import SimplifiedBattles
from ..simplified.income import PerishableIncome
from ..simplified.markers import MarkedMovement, lift_for_holder, round_start
from ..simplified.purchase import SimplifiedPurchase
from ..simplified.ride import Ride
from ..simplified.setup import RandomStart
from ..simplified.strength import freeze_titles
from .fief2011 import RULESET_2011
from .rules import RULES_SIMPLIFIED

# The variant's procedures, each under the kind of the 2011 step it replaces.
REPLACED: tuple[Step, ...] = (RandomStart(), PerishableIncome(), SimplifiedPurchase(),
                              MarkedMovement(), SimplifiedBattles(), Ride())
# Its own frame: a battle by paired dice (004 §9), pushed by the Battles step and by a ride.
ADDED: tuple[Step, ...] = (PairedBattle(),)

# S-3: resources live for one phase and are no coin to hand over at any time (RULINGS 20's
# gift of deniers has nothing to give).
DROPPED_FREE = frozenset({"give_money"})

RULESET_SIMPLIFIED = Ruleset(
    rules=RULES_SIMPLIFIED,
    steps=MappingProxyType({**RULESET_2011.steps,
                            **{step.kind: step for step in REPLACED + ADDED}}),
    round=RULESET_2011.round,
    round_start=round_start,
    step_hooks=(*RULESET_2011.step_hooks, freeze_titles),    # S-13
    plays=RULESET_2011.plays,
    free=MappingProxyType({kind: free for kind, free in RULESET_2011.free.items()
                           if kind not in DROPPED_FREE}),
    title_hooks=(lift_for_holder,),                          # S-4
)

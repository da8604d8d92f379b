"""The 2011 edition (rules/003, the first edition's rules; docs/editions.md): its numbers
(``RULES_2011``), and the 1429 round with the steps whose procedure differs replaced under the
same kind: elections with FOR and AGAINST tokens (E-4), a Purchase phase that sells Siege
Engines from the common supply (E-3) and lets the crown give heirless titles (E-10), and the
Revolt's roll (E-6); the Calamities go when the next Phase 2 begins (E-19); the d'Arc and
Cardinal cards are played only in one's turn of the Pose (E-28). Its Fortune deck has no Ambush (E-2), so the Ambush play
is not listed. Everything 003 leaves unsaid falls back to 1429 (docs/editions.md).
"""
from __future__ import annotations

from types import MappingProxyType

from ..cards.disasters import discard_disasters_at_cards
from ..fief2011.ballot import Ballot
from ..fief2011.pose import POSE_ONLY
from ..fief2011.purchase import Purchase2011
from ..fief2011.revolt import Revolt2011
from ..match import Ruleset, Step
from .fief1429 import RULESET_1429
from .rules import RULES_2011

# The 2011 procedures, each under the kind of the 1429 step it replaces.
REPLACED: tuple[Step, ...] = (Ballot(), Purchase2011(), Revolt2011())

# E-2: the Events of 2011 are the 1429 Fortune cards without Ambush.
DROPPED_PLAYS = frozenset({("play_card", "ambush")})

RULESET_2011 = Ruleset(
    rules=RULES_2011,
    steps=MappingProxyType({**RULESET_1429.steps, **{step.kind: step for step in REPLACED}}),
    round=RULESET_1429.round,
    round_start=RULESET_1429.round_start,
    step_hooks=(discard_disasters_at_cards, *RULESET_1429.step_hooks),     # E-19 first
    plays=MappingProxyType({**{key: play for key, play in RULESET_1429.plays.items()
                               if key not in DROPPED_PLAYS},
                            **{play.key: play for play in POSE_ONLY}}),          # E-28
    free=RULESET_1429.free,
)

"""The rule editions of Fief this referee plays, by the name the options give them."""
from __future__ import annotations

from types import MappingProxyType

from ..match import Ruleset
from .fief1429 import RULESET_1429
from .fief2011 import RULESET_2011
from .simplified import RULESET_SIMPLIFIED

RULESETS = MappingProxyType({ruleset.edition: ruleset for ruleset in (
    RULESET_1429, RULESET_2011, RULESET_SIMPLIFIED)})


def ruleset_for(edition: str) -> Ruleset:
    """The edition named; an unknown one is refused before a game starts (options.py)."""
    return RULESETS[edition]

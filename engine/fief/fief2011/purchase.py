"""The 2011 Purchase phase (003 Phase 4): 1429's step (phases/purchase.py: troops, buildings,
fief titles, the Cardinal's card) with what 2011 adds: Siege Engines bought from the common
supply (engines.py, E-3) and the crown's gift of heirless titles (grants.py, E-10)."""
from __future__ import annotations

from ...actions import Action
from ...errors import require
from ..match import Match
from ..phases.purchase import Purchase, PurchaseData
from ..state import Frame
from . import engines, grants


class Purchase2011(Purchase):
    """The 1429 Purchase step with ``buy_engine`` and ``grant_title``."""

    def legal(self, g: Match, frame: Frame[PurchaseData], player: int) -> list[Action]:
        moves = super().legal(g, frame, player)
        if not moves:
            return moves
        if engines.engine_refusal(g, player) is None:
            moves.append(engines.BUY_ENGINE)
        return moves + grants.grants(g, player)

    def check(self, g: Match, frame: Frame[PurchaseData], player: int, action: Action) -> None:
        if action.kind == "buy_engine":
            why = engines.engine_refusal(g, player)
            require(why is None, engines.RULE, why or "")
        elif action.kind == "grant_title":
            why = grants.grant_refusal(g, player, action.get("fief"), action.get("lord"))
            require(why is None, grants.RULE, why or "")
        else:
            super().check(g, frame, player, action)

    def make(self, g: Match, frame: Frame[PurchaseData], player: int, action: Action) -> None:
        if action.kind == "buy_engine":
            engines.buy_engine(g, player)
        elif action.kind == "grant_title":
            grants.grant_title(g, player, action["fief"], action["lord"])
        else:
            super().make(g, frame, player, action)

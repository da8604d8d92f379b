"""The controls of the engine's decisions, one module per family; ``mode_for`` picks one.

Any decision kind without a control of its own gets ``GenericMode``: a button per choice (or per
legal action when the decision lists none), in readable words.
"""
from __future__ import annotations

from game.fief.ui.decisions.base import Env, Mode, Step
from game.fief.ui.decisions.battle import DeclareMode
from game.fief.ui.decisions.cards import CardsMode
from game.fief.ui.decisions.diplomacy import TalkMode
from game.fief.ui.decisions.gems import GemPurchaseMode
from game.fief.ui.decisions.generic import GenericMode
from game.fief.ui.decisions.movement import MovementMode
from game.fief.ui.decisions.politics import RequestMode, VoteMode
from game.fief.ui.decisions.purchase import PurchaseMode, RansomMode

MODES: dict[str, type[Mode]] = {
    "purchase": PurchaseMode,
    "ransom": RansomMode,
    "movement": MovementMode,
    "declare_battle": DeclareMode,
    "vote": VoteMode,
    "ballot": VoteMode,
    "window": CardsMode,
    "play_cards": CardsMode,
    "cards": CardsMode,
    "assassination_defence": CardsMode,
    "consent": RequestMode,
    "talk": TalkMode,
}


# An edition's own control of a decision kind (the introductory game buys gems, not troops).
EDITION_MODES: dict[tuple[str, str], type[Mode]] = {("simplified", "purchase"): GemPurchaseMode}


def mode_for(env: Env) -> Mode:
    kind = str(env.decision.get("kind", ""))
    edition = str(env.view.get("options", {}).get("edition", "1429"))
    cls = EDITION_MODES.get((edition, kind)) or MODES.get(kind, GenericMode)
    mode = cls(env)
    if not mode.kind:
        mode.kind = kind
    return mode


__all__ = ["Env", "Mode", "Step", "mode_for", "MODES"]

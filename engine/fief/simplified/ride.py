"""The variant's ride (004 §6): a lord stopped on the road of a village another family holds
may, with a step left, ride: an immediate battle by paired dice (simplified/battle.py) that he
must win within two rounds to go on with his steps; otherwise he stays where he stopped. It is
2011's Cavalcade (cavalcade.py: who blocks, who lets him pass, going on after a win) with the
variant's battle: the riders alone attack, the blockers who stand defend, and the others
present may join the defence only.
"""
from __future__ import annotations

from typing import Any

from ..cavalcade import Cavalcade, CavalcadeData, principal_first, stop
from ..match import Match
from ..state import Frame
from .battle import start_paired_battle


class Ride(Cavalcade):
    """2011's Cavalcade fought by paired dice, won only within two rounds (004 §6)."""

    rule = "004 §6"

    def proceed(self, g: Match, frame: Frame[CavalcadeData]) -> bool:
        data = frame.data
        if data["stage"] != "ask":
            return super().proceed(g, frame)
        defenders = [s for s in data["blockers"]
                     if s in data["fight"] or data["answers"].get(str(s)) is False]
        if not defenders:
            return super().proceed(g, frame)
        data["stage"] = "battle"
        let_pass = [s for s in data["blockers"] if s not in defenders]
        start_paired_battle(g, data["village"], data["player"],
                            principal_first(g, data, defenders), riders=list(data["lords"]),
                            excluded=let_pass)
        return False

    def resume(self, g: Match, frame: Frame[CavalcadeData], child: Frame[Any]) -> None:
        """Won within two rounds with a rider still free: he goes on; else he stops there."""
        if child.kind != "paired_battle":
            return
        data = frame.data
        free = [n for n in data["lords"] if g.state.lords[n].owner == data["player"]
                and g.state.lords[n].captor is None
                and g.state.lords[n].village == data["village"]]
        if child.data["outcome"] == "ride_won" and free:
            data["stage"], data["result"] = "onward", "won"
            return
        data["stage"], data["result"] = "failed", "failed"
        stop(g, data)

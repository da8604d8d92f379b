"""The 2011 Revolt (003 "Carte Révolte", E-6): "une bataille résolue par un lancer de dé + 1".
Everything is the 1429 Uprising (cards/revolt.py: where it may be played, stacking, who may
calm it, its losses, no captives) but the roll: the ordinary die gives the hits, plus 1 for each
Revolt card stacked beyond the first that still counts after a castle's or city's malus (the
1429 Uprising rolls one battle die per card, each +1)."""
from __future__ import annotations

from ..cards.revolt import UprisingStep, kill_cost, strike
from ..cards.uprising import UprisingData
from ..match import Match
from ..state import Frame


class Revolt2011(UprisingStep):
    """The 1429 Uprising with the 2011 roll (E-6)."""

    rule = "003 Carte Révolte / E-6"

    def roll(self, g: Match, frame: Frame[UprisingData]) -> None:
        data = frame.data
        village = data["village"]
        die = g.rng.d6()
        hits = die + data["dice"] - 1            # ``dice``: the cards counting after the malus
        total = sum(kill_cost(g, village, p)[2] for p in data["order"])
        g.emit("uprising_result", village=village, dice=data["dice"], faces=[die],
               hits=hits, wiped=hits >= total, order=list(data["order"]))
        self.discard(g, frame)
        strike(g, frame, hits)

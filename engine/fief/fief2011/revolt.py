"""The 2011 Revolt (003 "Carte Révolte", E-6): "une bataille résolue par un lancer de dé + 1".
Everything is the 1429 Uprising (cards/revolt.py: where it may be played, stacking, who may
calm it, its losses, no captives) but the roll: the ordinary die gives the hits, plus 1 for each
Revolt card stacked beyond the first that still counts after a castle's or city's malus (the
1429 Uprising rolls one battle die per card, each +1)."""
from __future__ import annotations

from ..cards.revolt import UprisingStep
from ..cards.uprising import UprisingData
from ..match import Match
from ..state import Frame


class Revolt2011(UprisingStep):
    """The 1429 Uprising with the 2011 roll (E-6)."""

    rule = "003 Carte Révolte / E-6"
    throw = "d6"

    def roll(self, g: Match, frame: Frame[UprisingData]) -> None:
        """E-6: the ordinary die, +1 for each card beyond the first that still counts
        (``dice``: the cards counting after the castle's or city's malus)."""
        die = g.rng.d6()
        self.result(g, frame, [die], die + frame.data["dice"] - 1)

"""The 2011 edition's two kinds of cards (003 Pose de cartes, ruling E-28): a Surprise card
"peut être jouée à tout moment", any other "ne peut être jouée que pendant la sous-phase Pose",
and "Seules les cartes Surprise peuvent être jouées pendant cette phase" (003 Phase 2). 003
lists the Surprise cards (Révolte, Assassinat, Justice, Souterrain): the d'Arc and Cardinal
cards of the Character deck are not among them, so in 2011 they are played like a Lord's card,
in one's own turn of the Pose (1429's 9.1 and 9.2 let them be played in any window)."""
from __future__ import annotations

from ..cards.cardinal import Cardinal
from ..cards.darc import Darc


class PoseDarc(Darc):
    """d'Arc, only in one's turn of the Pose (E-28)."""

    rule = "003 Pose de cartes / E-28"
    turn_only = True


class PoseCardinal(Cardinal):
    """The Cardinal card, only in one's turn of the Pose (E-28)."""

    rule = "003 Pose de cartes / E-28"
    turn_only = True


POSE_ONLY = (PoseDarc(), PoseCardinal())

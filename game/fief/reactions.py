"""A player's reaction settings: which card windows the screen answers "pass" for them.

The referee opens a *window* (a moment cards may be played at) to every seat that might play
one; a player holding a card good at many moments (d'ARC, the Cardinal) would be asked again and
again. Each seat at this screen keeps three kinds of settings, all set from the window's prompt
and all taken back on the reactions screen (game/fief/scenes/reactions.py):

- a *moment* never asked about again ("after a card is played");
- the rest of a *round*: every window passed until the round number changes;
- a *card* never asked about: a window is passed when every card the seat could play in it is
  one of those.

The referee asks only seats that can play something (A1); nothing here decides a rule: the
cards playable are the referee's legal actions, and "pass" is submitted like any answer.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.shell.i18n import N_

# A window's moment, as the player reads it in the setting's sentence and in the list.
MOMENT_NAMES = {
    "step_start": N_("at the start of a step"), "after_turn": N_("at the end of a player's turn"),
    "after_candidacies": N_("after the candidacies"), "after_election": N_("after an election"),
    "disaster_resolved": N_("after a Disaster"), "battle_start": N_("at the start of a battle"),
    "battle_round_end": N_("at the end of a battle round"),
    "before_step": N_("before a step of a move"), "after_step": N_("after a step of a move"),
    "after_play": N_("after a card is played"),
}
SOME_MOMENT = N_("at this moment")


@dataclass
class Reactions:
    """One seat's settings (the screen's, never the referee's: they only submit ``pass``)."""

    moments: set[str] = field(default_factory=set)
    cards: set[str] = field(default_factory=set)
    round: int | None = None          # every window of this round is passed

    def passes(self, moment: str, round_now: Any, playable: set[str]) -> bool:
        """Whether the screen answers ``pass`` to a window at ``moment`` in ``round_now``
        where the seat could play ``playable`` (the referee's legal plays)."""
        if moment in self.moments or (self.round is not None and self.round == round_now):
            return True
        return bool(playable) and playable <= self.cards

    def any(self) -> bool:
        return bool(self.moments or self.cards or self.round is not None)


def moment_name(moment: str) -> str:
    """The untranslated words of a moment (``_()`` them to show)."""
    return MOMENT_NAMES.get(moment, SOME_MOMENT)


def playable_cards(legal: list[dict[str, Any]]) -> set[str]:
    """The cards the referee lets the seat play now, from its legal actions."""
    return {str(a["card"]) for a in legal if a.get("kind") == "play_card" and a.get("card")}


__all__ = ["MOMENT_NAMES", "Reactions", "moment_name", "playable_cards"]

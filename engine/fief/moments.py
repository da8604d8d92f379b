"""The moments at which reaction windows open, and their public context: what a play reads
when it is offered (``Play.options``) and what a window's view shows (docs/reaction-windows.md).
Plain values with no rule in them, so cards, windows, decisions and positions share them."""
from __future__ import annotations

from typing import TypedDict

# Moments of the windows that are not ordinary windows (windows.py): only the plays that name
# them are offered there.
TURN = "play_cards"          # a player's own turn of 2.4 (A6): every card of his hand
UPRISING = "uprising"        # the sub-window of an Uprising (A2)
ASSASSINATION = "assassination"  # the defence against an assassination roll (option, RULINGS 47)


class MomentParams(TypedDict, total=False):
    """The public context of a window's moment besides its name (``windows.open_window``):
    which of these are given depends on the moment (docs/reaction-windows.md)."""

    step: str                    # step_start, after_turn: the step of the round
    player: int                  # after_turn, after_play, before/after_step: whose it was
    play: str                    # after_play: the card played, or the power's action kind
    village: str                 # battle moments, uprising: where
    attack: list[int]            # battle moments: the seats of each side, and the principals
    defence: list[int]
    attacker: int
    defender: int | None         # battle: the principal defender; assassination: the target's
                                 # family (None once the target is out of play)
    cavalcade: bool              # battle moments: the battle is a Cavalcade's (5.2)
    lords: list[str]             # before/after_step: the lords stepping; after_candidacies:
                                 # the candidates
    frm: str                     # before/after_step: the village left
    to: str                      # before/after_step: the village entered
    disaster: str                # disaster_resolved: the Disaster, on which bishopric
    bishopric: str
    item: str                    # after_candidacies, after_election: the election (1.3)
    lord: str                    # assassination: the target (10.3)
    consented: bool              # the Pope consented to the play he held (pope.ask_pope)


class WindowContext(MomentParams):
    """A moment and its public context: what the plays read there and the view shows."""

    moment: str                  # TURN, DISCARD, "battle_start", ... (windows.py)

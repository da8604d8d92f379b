"""What a computer player may ask of a position: who controls a village, who holds which title and
how many victory points it is worth, how many villages a tallage counts, who must be asked for
a passage and how far troops may go, which elections a Phase 1 holds (and whether each may be
held), whether a fief title may be bought (4.3), who may stand and who votes in them and with what weight (and whether a King's electors
have the Church behind them), what a side is worth in a battle of the simplified variant
(places and titles, 004 §2.2: its total, without the parts a battle shows; a lord's titles,
``titles_held``, and what a set of them would give, ``part_of``) and what a round of its paired
dice scores (004 §9). They are answered by the very functions the referee decides with, so a
bot never re-decides a rule on its own.

The bots (engine/fief/bots/) reach the engine through this module, the ``Game`` and its views,
and the position's plain data (state, counters, board, the edition's numbers):
tests/test_layers.py holds them to it, so the rule modules can be reorganised freely.
"""
from __future__ import annotations

from .control import controller
from .electorate import can_hold, can_stand, church_support, items, voting_lords, weight
from .moves import askers, gather, heavy_rain, step_limit
from .phases.income import tallaged
from .phases.offers import title_buyable
from .simplified.dice import paired_round
from .simplified.strength import lord_strength, part_of, side_strength, titles_held
from .titles import (
    crown_player,
    fiefs_of,
    is_ecclesiastic,
    taxing_lord,
    titles_of,
    victory_points,
)
from .victory import ally_of

__all__ = ["ally_of", "askers", "can_hold", "can_stand", "church_support", "controller",
           "crown_player", "fiefs_of", "gather", "heavy_rain", "is_ecclesiastic", "items",
           "lord_strength", "paired_round", "part_of", "side_strength", "step_limit", "tallaged",
           "taxing_lord", "title_buyable", "titles_held", "titles_of", "victory_points",
           "voting_lords", "weight"]

"""The script of a battle: engine events in, a timeline of what to show out.

``BattleScript(events, cast)`` reads a battle's events in order (``battle_declared`` ...
``battle_ended``; a Cavalcade's fight is the same; an Uprising or a Plague uses the same pieces)
and lays out beats: the armies step in, the dice tumble and land on the faces the engine drew,
hits fly to the other side, counters fall, lords are bound or mourned, choices are announced and
the outcome proclaimed. Every quantity shown comes from an event: each side's strength points,
dice and modifiers with their rule are the referee's (``attack_strength``/``defence_strength``,
engine.fief.strength), never worked out here.

The script is a pure function of (events, cast): ``state`` questions take a time ``t`` and
answer the same way every time, which is what makes skip and replay exact.

The script is assembled from its parts: ``battle_base`` (what it holds), ``battle_beats`` (a
battle), ``battle_calamities`` (an Uprising, the Plague), ``battle_paired`` (the simplified
variant's paired dice), ``battle_reading`` (what the scene
asks at a time).
"""
from __future__ import annotations

from game.fief.anim.battle_beats import BattleBeats
from game.fief.anim.battle_calamities import CalamityBeats
from game.fief.anim.battle_paired import PairedBeats


class BattleScript(BattleBeats, CalamityBeats, PairedBeats):
    """Everything a battle scene shows, laid out in time from the battle's events."""

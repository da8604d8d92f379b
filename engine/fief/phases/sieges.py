"""Sieges (6.4, 6.4.1, 6.4.2, RULINGS 40-42, A8, A9).

After his battles a player may besiege a Stronghold or Fortified City held by another player
where he has a troop and an uncaptured lord: a Siege Engine from his stock of two goes there on
its 1-die side. Each later round, after his battles, he continues the siege (the engine turns to
its 2-dice side) or lifts it. Several players may besiege one place, one engine each; their
cancellation of the attacker penalty is capped at 2 (combat.fortification_penalty). A siege ends
at once when its besieger has no lord or no troop left there (control.end_broken_sieges).
"""
from __future__ import annotations

from typing import Iterator

from ..control import lift_siege
from ..match import Match


def has_force(g: Match, player: int, village: str) -> bool:
    """RULINGS 42: a troop and an uncaptured lord of the player in the village (the
    simplified variant, without troops, a lord alone: 004 §7)."""
    state = g.state
    troop = not g.rules.siege_needs_troop or any(t.owner == player
                                                  for t in state.troops_in(village))
    lord = any(l.owner == player and l.captor is None for l in state.lords_in(village))
    return troop and lord


def spare_engine(g: Match, player: int):
    return next((e for e in g.state.engines if e.owner == player and e.village is None), None)


def siege_refusal(g: Match, player: int, village: str) -> str | None:
    """Why the player cannot declare a siege of this village now, or None (6.4)."""
    vs = g.state.villages[village]
    if vs.fort is None:
        return "only a Stronghold or a Fortified City is besieged"
    if vs.controller in (None, player):
        return "a siege is laid to a place another player holds"
    if player in vs.besiegers:
        return "you already besiege this place"
    if not has_force(g, player, village):
        return "a siege needs one of your troops and an uncaptured lord there"
    if g.rules.siege_needs_engine and spare_engine(g, player) is None:
        return "both your Siege Engines are in use (at most two sieges at once)"
    return None


def armed_villages(g: Match, player: int) -> list[str]:
    """Villages where the player has an uncaptured lord and a troop (RULINGS 42), in name
    order: the only places he may declare a battle (6.0) or a siege (6.4), found from his
    lords instead of the whole map. Asked at every step of the Battle phase, where villages
    hold many troops, so the troops are looked at in a plain loop that stops at his first."""
    index = g.state.index()
    troops_at = index.troops_at
    places = {l.village for l in index.families.get(player, ())
              if l.village is not None and l.captor is None}
    if not g.rules.siege_needs_troop:               # the simplified variant: lords alone
        return sorted(places)
    found: list[str] = []
    for village in places:
        for troop in troops_at.get(village, ()):
            if troop.owner == player:
                found.append(village)
                break
    found.sort()
    return found


def siege_targets(g: Match, player: int) -> list[str]:
    return list(siege_targets_found(g, player))


def siege_targets_found(g: Match, player: int) -> Iterator[str]:
    """The places the player may besiege now, in name order (6.4)."""
    villages = g.state.villages
    return (v for v in armed_villages(g, player)
            if villages[v].fort is not None and siege_refusal(g, player, v) is None)


def may_siege(g: Match, player: int, decided: list[str]) -> bool:
    """Whether the player has a siege to decide, continued or lifted (A9), or one he may
    declare: his turn of sieges is not an empty one. Asked at every step of the Battle
    phase, so it stops at the first found instead of listing every choice."""
    if any(v not in decided for v in ongoing_sieges(g, player)):
        return True
    return next(siege_targets_found(g, player), None) is not None


def ongoing_sieges(g: Match, player: int) -> list[str]:
    villages = g.state.villages
    return [v for v in g.board.sorted_villages if player in villages[v].besiegers]


def declare_siege(g: Match, player: int, village: str) -> None:
    """6.4: the Siege Engine is placed on its 1-die side beside the besieging troops (2011:
    one of the family's engines if it has bought one, E-3, else none)."""
    engine = spare_engine(g, player)
    assert engine is not None or not g.rules.siege_needs_engine
    if engine is not None:
        engine.village, engine.level = village, 1
    g.state.villages[village].besiegers.append(player)
    g.emit("siege_declared", player=player, village=village,
           defender=g.state.villages[village].controller, level=1 if engine is not None else 0)


def continue_siege(g: Match, player: int, village: str) -> None:
    """6.4 / A9: continuing in a later round turns the engine to its 2-dice side (an edition
    whose engines are one-sided keeps them at 1: 2011, E-3)."""
    level = g.rules.engine_top_level
    for engine in g.state.engines:
        if engine.owner == player and engine.village == village:
            engine.level = level
    g.emit("siege_continued", player=player, village=village, level=level)


def end_siege(g: Match, player: int, village: str) -> None:
    """6.4.1: the besieger may end his siege at any time; his engine goes back to his stock."""
    lift_siege(g, village, player)

"""Victory (7.1-7.3, RULINGS 7, 45, A52).

Everyone meeting a victory condition at the end of a round is tied whatever their surplus; a
solo victory beats an alliance; then the King, the Pope, the Queen Regent, most fief titles,
most bishop titles, most villages; players still tied share the victory.
"""
from __future__ import annotations

from .control import controller
from .event_kinds.table import WinningSide
from .match import Match
from .titles import victory_points


def married_family(g: Match, player: int) -> int | None:
    """The family one of this family's lords is married into, whatever the number of players
    (1.1: one marriage per family; 003 "Un mariage entraîne une alliance entre 2 joueurs")."""
    for lord in g.state.family(player):
        if lord.spouse is not None:
            other = g.state.lords[lord.spouse].owner
            if other is not None and other != player:
                return other
    return None


def ally_of(g: Match, player: int) -> int | None:
    """The family married into this one, if marriage makes an alliance (4+ players, 7.2)."""
    if g.state.n < g.rules.alliance_min_players:
        return None
    return married_family(g, player)


def contenders(g: Match) -> list[tuple[bool, tuple[int, ...]]]:
    """(is_solo, players) for every side meeting its condition this round."""
    alone, pair = g.rules.victory_thresholds(g.state.n)     # 7.0; simplified S-6
    sides: list[tuple[bool, tuple[int, ...]]] = []
    for player in range(g.state.n):
        ally = ally_of(g, player)
        if ally is None and victory_points(g.state, player) >= alone:
            sides.append((True, (player,)))
        elif ally is not None and player < ally:
            if victory_points(g.state, player) + victory_points(g.state, ally) >= pair:
                sides.append((False, (player, ally)))
    return sides


def tiebreak_key(g: Match, side: tuple[int, ...]) -> tuple[int, ...]:
    state = g.state
    t = state.titles

    def holds(title: str | None) -> int:
        return int(title is not None and state.lords[title].owner in side)

    fiefs = sum(1 for h in t.fiefs.values() if h and state.lords[h].owner in side)
    bishops = sum(1 for h in t.bishops.values() if h and state.lords[h].owner in side)
    villages = sum(1 for v in g.board.villages if controller(g, v) in side)
    regent = int(t.regent and holds(t.queen) == 1)
    return (holds(t.king), holds(t.pope), regent, fiefs, bishops, villages)


def winning_sides(g: Match) -> list[WinningSide]:
    """The sides that win now (7.1-7.3): a solo victory beats an alliance, then the
    tie-breaks; sides still tied share the victory (RULINGS 45)."""
    sides = contenders(g)
    if not sides:
        return []
    if any(solo for solo, _ in sides):
        sides = [s for s in sides if s[0]]
    best = max(tiebreak_key(g, players) for _, players in sides)
    alone, pair = g.rules.victory_thresholds(g.state.n)     # 7.0; simplified S-6
    return [{"players": list(players), "alliance": not solo,
             "vp": sum(victory_points(g.state, p) for p in players),
             "needed": alone if solo else pair,
             "rule": "7.1" if solo else "7.2"}
            for solo, players in sides if tiebreak_key(g, players) == best]


def winners(g: Match) -> list[int]:
    return sorted(p for side in winning_sides(g) for p in side["players"])

"""Strength from places and titles (004 §2.2 "Les forces armées", EDITIONS "Strength and
battles"): no troops are counted. A lay lord is worth his highest title only (untitled man 1,
baron or baroness 2, count or countess 3, duke or duchess 4, King or Queen 5, d'Arc 5); an
untitled lady 0. A cleric (Bishop 2, Cardinal 3, Pope 4) is worth the higher of his religious and
lay titles, in defence only: he never attacks. The place a side defends adds its own strength
(village 1, castle 2, city 3) only for the family controlling it, in defence only (004 §8)."""
from __future__ import annotations

from ..board import Board
from ..editions.rules import Rules
from ..state import CITY, STRONGHOLD, GameState
from ..titles import bishopric_of, fiefs_of, is_cardinal

VILLAGE = "village"


def is_cleric(state: GameState, name: str) -> bool:
    """A Bishop, a Cardinal or the Pope (004 §2.2: never on the attacking side)."""
    return (bishopric_of(state, name) is not None or is_cardinal(state, name)
            or state.titles.pope == name)


def lay_part(state: GameState, board: Board, rules: Rules, name: str) -> tuple[int, str]:
    """004 §2.2: the strength of a lord's highest lay title (only the highest counts), and
    which title gives it ("man", "lady", a fief's kind, "crown", "darc")."""
    table = dict(rules.title_strength)
    t = state.titles
    sex = "man" if state.lords[name].sex == "M" else "lady"
    parts = [(table[sex], sex)]
    parts += [(table[board.fiefs[fief].kind], board.fiefs[fief].kind)
              for fief in fiefs_of(state, name)]
    if name in (t.king, t.queen):
        parts.append((table["crown"], "crown"))
    if t.darc == name:
        parts.append((table["darc"], "darc"))
    return max(parts, key=lambda part: part[0])          # max keeps the first of equals


def lay_strength(state: GameState, board: Board, rules: Rules, name: str) -> int:
    """004 §2.2: the strength of a lord's highest lay title."""
    return lay_part(state, board, rules, name)[0]


def lord_part(state: GameState, board: Board, rules: Rules, name: str,
              attacking: bool) -> tuple[int, str]:
    """004 §2.2: a lay lord's highest title; a cleric's higher of his religious and lay titles
    in defence, nothing in attack (he may not be on the attacking side); with the title that
    gives the strength, which the battle scene shows."""
    table = dict(rules.title_strength)
    t = state.titles
    lay = lay_part(state, board, rules, name)
    religious = [(table[role], role) for role, holds in (
        ("bishop", bishopric_of(state, name) is not None),
        ("cardinal", is_cardinal(state, name)),
        ("pope", t.pope == name)) if holds]
    if not religious:
        return lay
    best = max(religious, key=lambda part: part[0])
    if attacking:
        return 0, best[1]
    return lay if lay[0] > best[0] else best


def lord_strength(state: GameState, board: Board, rules: Rules, name: str,
                  attacking: bool) -> int:
    """004 §2.2: a lord's strength in attack or in defence (``lord_part`` without its title)."""
    return lord_part(state, board, rules, name, attacking)[0]


def place_strength(rules: Rules, fort: str | None) -> int:
    """004 §2.2: village 1, castle 2, city 3 (only the strongest building counts)."""
    table = dict(rules.place_strength)
    return table[fort if fort in (STRONGHOLD, CITY) else VILLAGE]


def can_attack(state: GameState, name: str) -> str | None:
    """004 §7.1: only a lay lord present decides to attack; the refusal, or None."""
    lord = state.lords[name]
    if lord.captor is not None:
        return "004 §7.1: a captive decides nothing"
    if is_cleric(state, name):
        return "004 §2.2: a lord with a religious title may not be on the attacking side"
    return None


def side_strength(state: GameState, board: Board, rules: Rules, village: str,
                  seats: list[int], attacking: bool, controller: int | None) -> int:
    """004 §2.2, §8: a side's strength in a village: its free lords there (clerics only in
    defence) and, in defence, the place when one of its families controls it."""
    lords = sum(lord_strength(state, board, rules, lord.name, attacking)
                for lord in state.lords_in(village)
                if lord.owner in seats and lord.captor is None)
    place = 0 if attacking or controller not in seats \
        else place_strength(rules, state.villages[village].fort)
    return lords + place

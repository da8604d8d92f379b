"""Strength from places and titles (004 §2.2 "Les forces armées", EDITIONS "Strength and
battles"): no troops are counted. A lay lord is worth his highest title only (untitled man 1,
baron or baroness 2, count or countess 3, duke or duchess 4, King or Queen 5, d'Arc 5); an
untitled lady 0. A cleric (Bishop 2, Cardinal 3, Pope 4) is worth the higher of his religious and
lay titles, in defence only: he never attacks. The place a side defends adds its own strength
(village 1, castle 2, city 3) only for the family controlling it, in defence only (004 §8)."""
from __future__ import annotations

from ..board import Board
from ..editions.rules import Rules
from ..match import Match
from ..state import CITY, STRONGHOLD, GameState
from ..titles import bishopric_of, fiefs_of, is_cardinal

VILLAGE = "village"


def is_cleric(state: GameState, name: str) -> bool:
    """A Bishop, a Cardinal or the Pope (004 §2.2: never on the attacking side)."""
    return (bishopric_of(state, name) is not None or is_cardinal(state, name)
            or state.titles.pope == name)


LAY_ROLES = ("crown", "darc")                  # King or Queen, d'Arc: lay, in attack too
RELIGIOUS = ("bishop", "cardinal", "pope")     # in defence only (004 §2.2)


def titles_held(state: GameState, name: str) -> list[str]:
    """The titles that give a lord strength (004 §2.2): his fiefs by name, then "crown",
    "darc", "bishop", "cardinal", "pope" for those he holds."""
    t = state.titles
    roles = (("crown", name in (t.king, t.queen)), ("darc", t.darc == name),
             ("bishop", bishopric_of(state, name) is not None),
             ("cardinal", is_cardinal(state, name)), ("pope", t.pope == name))
    return fiefs_of(state, name) + [role for role, holds in roles if holds]


def titles_counted(state: GameState, name: str) -> list[str]:
    """S-13: the titles that give a lord his strength in a battle: those he held when the
    movement phase began (a title taken or lost since changes his command at once, his
    strength only after the battle phase); the titles held now outside those phases."""
    frozen = state.titles.strength
    return titles_held(state, name) if frozen is None else frozen.get(name, [])


def part_of(held: list[str], sex: str, board: Board, rules: Rules,
            attacking: bool) -> tuple[int, str]:
    """004 §2.2: the strength the titles ``held`` give, with the title that gives it ("man",
    "lady", a fief's kind, "crown", "darc", "bishop", "cardinal", "pope"): a lay lord's
    highest title only; a cleric's higher of his religious and lay titles in defence, nothing
    in attack (he may not be on the attacking side)."""
    table = dict(rules.title_strength)
    kind = "man" if sex == "M" else "lady"
    parts = [(table[kind], kind)]
    parts += [(table[board.fiefs[f].kind], board.fiefs[f].kind) for f in held if f in board.fiefs]
    parts += [(table[role], role) for role in LAY_ROLES if role in held]
    lay = max(parts, key=lambda part: part[0])          # max keeps the first of equals
    religious = [(table[role], role) for role in RELIGIOUS if role in held]
    if not religious:
        return lay
    best = max(religious, key=lambda part: part[0])
    if attacking:
        return 0, best[1]
    return lay if lay[0] > best[0] else best


def lord_part(state: GameState, board: Board, rules: Rules, name: str,
              attacking: bool) -> tuple[int, str]:
    """004 §2.2, S-13: a lord's strength in a battle, from the titles that count for it
    (``titles_counted``), with the title that gives it, which the battle scene shows."""
    return part_of(titles_counted(state, name), state.lords[name].sex, board, rules, attacking)


def lord_part_now(state: GameState, board: Board, rules: Rules, name: str,
                  attacking: bool) -> tuple[int, str]:
    """004 §2.2: what the titles held now give: the strength after the battle phase."""
    return part_of(titles_held(state, name), state.lords[name].sex, board, rules, attacking)


def lord_strength(state: GameState, board: Board, rules: Rules, name: str,
                  attacking: bool) -> int:
    """004 §2.2: a lord's strength in attack or in defence (``lord_part`` without its title)."""
    return lord_part(state, board, rules, name, attacking)[0]


def freeze_titles(g: Match, kind: str) -> None:
    """S-13, a hook of the start of each round step: when the movement phase begins, note
    every lord's titles, which give his strength until the battle phase ends; forget them at
    the step after the battles."""
    state = g.state
    if kind == "movement":
        state.titles.strength = {name: held for name, lord in state.lords.items()
                                 if lord.owner is not None
                                 and (held := titles_held(state, name))}
    elif kind != "battles":
        state.titles.strength = None


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

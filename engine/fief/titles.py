"""Titles: who holds what, victory points, fief titles changing hands (1.2, 4.3, 4.3.1, A39)."""
from __future__ import annotations

from collections.abc import Collection
from typing import TypedDict

from .counters import Lord
from .match import Match, push
from .state import CITY, GameState

# Size order of fief titles (4.3): a lord with two keeps the largest.
RANK = {"duchy": 3, "county": 2, "barony": 1}


def fiefs_of(state: GameState, name: str) -> list[str]:
    return [fief for fief, holder in state.titles.fiefs.items() if holder == name]


def bishopric_of(state: GameState, name: str) -> str | None:
    for number, holder in state.titles.bishops.items():
        if holder == name:
            return number
    return None


def is_cardinal(state: GameState, name: str) -> bool:
    return name in state.titles.cardinals


def make_queen(g: Match, lady: str) -> None:
    """1.8.1: the King's wife is Queen, whenever he became King or she his wife; a new royal
    couple has had no Crown Prince yet (RULINGS 14)."""
    t = g.state.titles
    t.queen, t.regent, t.crown_prince_born = lady, False, False
    g.emit("queen_crowned", lord=lady, player=g.state.lords[lady].owner)


def titles_of(state: GameState, name: str) -> list[str]:
    """Every title a lord holds (1.2); d'ARC is not a title (RULINGS 5)."""
    t = state.titles
    held = [f"fief:{f}" for f in fiefs_of(state, name)]
    bishop = bishopric_of(state, name)
    if bishop is not None:
        held.append(f"bishop:{bishop}")
    if is_cardinal(state, name):
        held.append("cardinal")
    for title, holder in (("pope", t.pope), ("king", t.king), ("queen", t.queen),
                          ("crown_prince", t.crown_prince)):
        if holder == name:
            held.append(title)
    return held


def is_titled(state: GameState, name: str) -> bool:
    """Whether the lord holds a title (1.2), as ``titles_of`` lists them, without writing
    their names: the elections ask it of every lord at every vote (1.3), the strength of a
    lord in each battle (6.2), and the names were made only to be thrown away."""
    t = state.titles
    return name in t.fiefs.values() or name in t.bishops.values() or name in t.cardinals \
        or name in (t.pope, t.king, t.queen, t.crown_prince)


def is_ecclesiastic(state: GameState, name: str) -> bool:
    return bishopric_of(state, name) is not None or is_cardinal(state, name) or state.titles.pope == name


def crown_player(state: GameState, dying: Collection[str] = ()) -> int | None:
    """The family that grants titles (4.3): the King's, or the Queen Regent's (1.8.1). With
    ``dying``, the lords dying in the roll under way: the crown that outlives it (the Crown
    Prince's, else the Queen's, for a King among them; docs/rules.md "Deaths in one roll")."""
    t = state.titles
    if t.king is not None and t.king in dying:
        heirs = [t.crown_prince, t.queen]
        return next((state.lords[h].owner for h in heirs if h is not None and h not in dying),
                    None)
    if t.king is not None:
        return state.lords[t.king].owner
    if t.regent and t.queen is not None and t.queen not in dying:
        return state.lords[t.queen].owner
    return None


def victory_points(state: GameState, player: int) -> int:
    """7.0: one VP per fief title, one for the King, one for the Pope (the Queen gives none)."""
    vp = sum(1 for holder in state.titles.fiefs.values()
             if holder and state.lords[holder].owner == player)
    for title in (state.titles.king, state.titles.pope):
        if title and state.lords[title].owner == player:
            vp += 1
    return vp


def eligible_for_fief(g: Match, player: int, exclude: Collection[str] = ()) -> list[str]:
    """Lords of a family who can take one more fief title (at most two each, 4.3)."""
    state = g.state
    return sorted(lord.name for lord in state.family(player)
                  if lord.name not in exclude and len(fiefs_of(state, lord.name)) < g.rules.max_fief_titles)


def grant_fief(g: Match, fief: str, lord: str) -> None:
    state = g.state
    state.titles.fiefs[fief] = lord
    state.titles.vacant_fiefs_reserved.pop(fief, None)
    if fief in state.titles.crown_fiefs:
        state.titles.crown_fiefs.remove(fief)
    g.emit("fief_title_granted", fief=fief, lord=lord, player=state.lords[lord].owner)
    for hook in g.ruleset.title_hooks:      # however the title came: bought, given, won...
        hook(g, fief)


def vacate_fief(g: Match, fief: str, reserved_for: int | None) -> None:
    """The title counter goes back on the board (4.3.1), possibly reserved for a family."""
    state = g.state
    state.titles.fiefs[fief] = None
    if reserved_for is not None:
        state.titles.vacant_fiefs_reserved[fief] = reserved_for
    g.emit("fief_title_vacant", fief=fief, reserved_for=reserved_for)


def to_crown(g: Match, fief: str, family: int | None, dying: Collection[str] = ()) -> None:
    """2011 (003 "Perdre le titre", La mort): the title of an unmarried last lord goes to the
    King or the Queen Regent, who may give it to whom he likes in a Purchase phase
    (fief2011/grants.py); with no crown to take it, it goes back on the board kept for the
    family, as in 1429 (4.3.1)."""
    state = g.state
    crown = crown_player(state, dying)
    if crown is None:
        vacate_fief(g, fief, family)
        return
    state.titles.fiefs[fief] = None
    state.titles.crown_fiefs.append(fief)
    g.emit("fief_title_to_crown", fief=fief, player=crown)


class AssignFiefData(TypedDict):
    """A fief title the family gives to one of its lords (the ``assign_fief`` step, in
    phases/common.py)."""

    fief: str                    # the fief title to give (4.3.1)
    player: int                  # the family choosing which of its lords takes it
    lords: list[str]             # the heirs it may choose from (still eligible when asked)


def place_title(g: Match, fief: str, player: int, exclude: Collection[str] = ()) -> None:
    """Give a fief title to one of a family's lords: the owner chooses when several can take it."""
    heirs = eligible_for_fief(g, player, exclude)
    if len(heirs) == 1:
        grant_fief(g, fief, heirs[0])
    elif heirs:
        g.state.titles.fiefs[fief] = None
        push(g, "assign_fief", AssignFiefData(fief=fief, player=player, lords=heirs))
    else:
        vacate_fief(g, fief, player)


def gone_elsewhere(g: Match, fief: str, family: int) -> bool:
    """A title a family was about to give (an heir, RULINGS 26's spouse) is no longer its to
    give: while it was choosing, the Fief's Fortified City changed hands and the title went
    with it (4.3: "If another Player takes control of this Fortified City, he also takes the
    Fief Title"; A39), or to the crown (2011, E-10). The later change stands."""
    t = g.state.titles
    return (t.fiefs.get(fief) is not None or fief in t.crown_fiefs
            or t.vacant_fiefs_reserved.get(fief, family) != family)


def city_village(g: Match, fief: str) -> str | None:
    for village in g.board.fiefs[fief].villages:
        if g.state.villages[village].fort == CITY:
            return village
    return None


def city_changed_hands(g: Match, village: str, new: int | None) -> None:
    """A39 and 4.3.1: whoever takes the Fortified City takes the fief title with it; the
    family that lost it may now have a Lord with room for a title kept for it (A39: "he claims
    it free once he has one while still holding the City")."""
    state = g.state
    fief = g.board.villages[village].fief
    holder = state.titles.fiefs.get(fief)
    if new is None:
        return
    if holder is not None:
        old = state.lords[holder].owner
        if old == new:
            return
        g.emit("fief_title_lost", fief=fief, lord=holder, player=old)
        place_title(g, fief, new)
        if old is not None:
            claim_reserved(g, old)      # A39: the Lord who lost it may have room for one kept
    elif fief in state.titles.crown_fiefs:   # E-10: the City's taker takes the crown's title
        state.titles.crown_fiefs.remove(fief)
        vacate_fief(g, fief, new)
        claim_reserved(g, new)
    else:
        state.titles.vacant_fiefs_reserved[fief] = new
        claim_reserved(g, new)


def claim_reserved(g: Match, player: int) -> None:
    """4.3.1: a family recovers, free, a title kept for it once it has a lord and the City."""
    state = g.state
    for fief, family in sorted(state.titles.vacant_fiefs_reserved.items()):
        city = city_village(g, fief)
        if family != player or city is None or state.villages[city].controller != player:
            continue
        if eligible_for_fief(g, player):
            place_title(g, fief, player)


def largest_fief(g: Match, fiefs: list[str]) -> int:
    return max((RANK[g.board.fiefs[f].kind] for f in fiefs), default=0)


def ransom(g: Match, lord: Lord) -> int:
    """6.2.4: 2 deniers plus 2 per title."""
    return g.rules.ransom(len(titles_of(g.state, lord.name)))


def taxing_lord(state: GameState, player: int, role: str, target: str) -> str | None:
    """The family's lord whose title levies a tax marker by ``role`` on ``target`` (2.4.4):
    a position or a view names the family and the role, not always the lord."""
    t = state.titles
    family = [l.name for l in state.family(player)]
    by_role: dict[str, list[str | None]] = {
        "fief": [t.fiefs.get(target)], "king": [t.king, t.queen], "pope": [t.pope],
        "bishop": [t.bishops.get(target)], "cardinal": list(t.cardinal_order)}
    return next((c for c in by_role.get(role, []) if c in family), None)

"""The sides of a battle of the variant and their strength (004 §2.2, §8): who may attack, who
is an enemy, and what each side brings, lord by lord and place, fixed when the battle starts.

A side is a list of families, its principal first. Its pieces are its families' free lords in
the village (in a ride only the riders, 004 §6) and, in defence, the place when one of its
families controls it (village 1, castle 2, city 3). The ``SideStrength`` the battle's events
carry is worked out here once, so the client never recomputes a strength.
"""
from __future__ import annotations

from typing import Literal, TypedDict

from ..control import controller, present
from ..counters import Lord
from ..event_kinds.simplified import LaterStrength, LordStrength, SideStrength
from ..match import Match
from ..state import CITY, STRONGHOLD
from .allot import LORD, PLACE, Piece
from .strength import (
    is_cleric,
    lord_part,
    lord_part_now,
    place_strength,
    titles_counted,
    titles_held,
)

SideName = Literal["attack", "defence"]
ATTACK: SideName = "attack"
DEFENCE: SideName = "defence"
SIDE_NAMES: tuple[SideName, SideName] = (ATTACK, DEFENCE)


class PieceDict(TypedDict):
    """A piece a side may lose (allot.Piece as plain data, kept in the battle's frame)."""

    name: str                    # a lord's name, or the village for the place
    kind: str                    # "lord" or "place"
    strength: int                # the points that remove it (S-8: an untitled lady 0)
    owner: int                   # its family


def opposite(side: SideName) -> SideName:
    return DEFENCE if side == ATTACK else ATTACK


def free_lords(g: Match, village: str, seats: list[int]) -> list[Lord]:
    """The families' uncaptured lords in the village (on its roads included)."""
    return [lord for lord in g.state.lords_in(village)
            if lord.owner in seats and lord.captor is None]


def may_attack(g: Match, player: int, village: str) -> bool:
    """004 §7.1: only a free lay lord present decides an attack (a cleric never attacks)."""
    return any(not is_cleric(g.state, lord.name) for lord in free_lords(g, village, [player]))


def enemies(g: Match, player: int, village: str) -> list[int]:
    """The families the player may name: those with a free lord there, and the one that holds
    the village (its place defends it, 004 §8), in order of arrival."""
    found = [seat for seat in present(g.state, village)
             if seat != player and free_lords(g, village, [seat])]
    holder = controller(g, village)
    if holder is not None and holder != player and holder not in found:
        found.append(holder)
    return found


def place_kind(g: Match, village: str) -> Literal["village", "stronghold", "city"]:
    fort = g.state.villages[village].fort
    return "city" if fort == CITY else "stronghold" if fort == STRONGHOLD else "village"


def side_strength(g: Match, village: str, seats: list[int], side: SideName,
                  riders: list[str]) -> tuple[SideStrength, list[PieceDict]]:
    """004 §2.2, §8: the side's strength with its parts, and its pieces, strongest lords first
    then the place (S-9 allots on them in that order); each lord's from the titles he held when
    the movement phase began (S-13)."""
    state, attacking = g.state, side == ATTACK
    lords: list[LordStrength] = []
    for lord in free_lords(g, village, seats):
        if riders and attacking and lord.name not in riders:
            continue                                    # 004 §6: the ride is its riders'
        strength, title = lord_part(state, g.board, g.rules, lord.name, attacking)
        lords.append({"lord": lord.name, "player": lord.owner or 0, "strength": strength,
                      "title": title, "later": later_strength(g, lord.name, attacking)})
    lords.sort(key=lambda part: -part["strength"])
    holder = controller(g, village)
    kind = place_kind(g, village) if not attacking and holder in seats else None
    place = place_strength(g.rules, state.villages[village].fort) if kind else 0
    titles = sum(part["strength"] for part in lords)
    pieces: list[PieceDict] = [{"name": part["lord"], "kind": LORD, "strength": part["strength"],
                                "owner": part["player"]} for part in lords]
    if kind is not None and holder is not None:
        pieces.append({"name": village, "kind": PLACE, "strength": place, "owner": holder})
    shown: SideStrength = {"seats": list(seats), "total": titles + place, "place": place,
                           "place_kind": kind, "titles": titles, "lords": lords}
    return shown, pieces


def later_strength(g: Match, name: str, attacking: bool) -> LaterStrength | None:
    """S-13: what a lord's titles held now give him after the battle phase, when they are not
    those he fights with (None when they are)."""
    counted, held = titles_counted(g.state, name), titles_held(g.state, name)
    if sorted(counted) == sorted(held):
        return None
    strength, title = lord_part_now(g.state, g.board, g.rules, name, attacking)
    return {"strength": strength, "title": title,
            "gained": [t for t in held if t not in counted],
            "lost": [t for t in counted if t not in held]}


def as_pieces(pieces: list[PieceDict]) -> list[Piece]:
    return [Piece(p["name"], p["kind"], p["strength"], p["owner"]) for p in pieces]

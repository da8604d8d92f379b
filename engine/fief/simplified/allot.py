"""Allotting a side's points when a battle ends (004 §9, S-5).

A piece is removed by points equal to its strength: a lord by his strength (death points kill
him, prisoner points capture him), a place (village marker 1, castle 2, city 3) by points of
either kind (it is taken). Death points are allotted first, then prisoner points; what is left
of both kinds counts as the kind in the majority, a tie counting as prisoners (004 §9, its
example); points too few to remove one more piece become war damages (S-5).

The text lets the side choose which pieces fall and, when a coalition disagrees, draws them by
die. The referee allots for the side (S-9): each pass takes the strongest piece its points can
still remove, which removes as many points' worth of pieces as the points allow and leaves the
fewest damages; pieces of equal strength fall in the order given (lords before the place).
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from .dice import Points

LORD, PLACE = "lord", "place"


@dataclass(frozen=True)
class Piece:
    """Something a side may lose: a lord (by name) or the place it defends (by village)."""

    name: str
    kind: str            # LORD or PLACE
    strength: int        # the points needed to remove it
    owner: int           # the family it belongs to


@dataclass(frozen=True)
class Allotment:
    """The outcome of a side's points: who dies, who is captured, which place is taken, and
    the points left over as war damages (S-5)."""

    killed: tuple[str, ...] = ()
    captured: tuple[str, ...] = ()
    taken: tuple[str, ...] = ()
    damages: int = 0


def _take(points: int, kind: str, pieces: list[Piece],
          out: dict[str, list[str]]) -> int:
    """Remove the strongest piece the points can still pay for, again and again; return the
    points left. An untitled lady (strength 0) is never paid for (S-8)."""
    while True:
        fitting = [p for p in pieces if 0 < p.strength <= points]
        if not fitting:
            return points
        piece = max(fitting, key=lambda p: p.strength)   # max keeps the first of equals
        pieces.remove(piece)
        points -= piece.strength
        if piece.kind == PLACE:
            out["taken"].append(piece.name)
        else:
            out["killed" if kind == "deaths" else "captured"].append(piece.name)


def allot(points: Points, pieces: Sequence[Piece]) -> Allotment:
    """004 §9: deaths first, then prisoners, then the rest as the majority kind (tie:
    prisoners); what cannot remove a piece is owed as damages (S-5)."""
    left = list(pieces)
    out: dict[str, list[str]] = {"killed": [], "captured": [], "taken": []}
    deaths = _take(points.deaths, "deaths", left, out)
    prisoners = _take(points.prisoners, "prisoners", left, out)
    majority = "deaths" if deaths > prisoners else "prisoners"
    rest = _take(deaths + prisoners, majority, left, out)
    return Allotment(tuple(out["killed"]), tuple(out["captured"]), tuple(out["taken"]), rest)


def share_damages(points: int, families: Sequence[int], roll: Callable[[], int]) -> dict[int, int]:
    """004 §9: a coalition shares its damages; the referee draws each point by die among its
    families (the text's rule when they disagree), rerolling faces beyond their number."""
    owed = {family: 0 for family in families}
    if not families:
        return owed
    for _ in range(points):
        if len(families) == 1:
            owed[families[0]] += 1
            continue
        face = roll()
        while face > len(families):
            face = roll()
        owed[families[face - 1]] += 1
    return owed

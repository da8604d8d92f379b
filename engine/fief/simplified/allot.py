"""Allotting a side's points when a battle ends (004 §9, S-5).

A piece is removed by points equal to its strength: a lord by his strength (death points kill
him, prisoner points capture him), a place (village marker 1, castle 2, city 3) by points of
either kind (it is taken). Death points are allotted first, then prisoner points; what is left
of both kinds counts as the kind in the majority, a tie counting as prisoners (004 §9, its
example); points too few to remove one more piece become war damages (S-5).

The text lets the side choose which pieces fall and, when a coalition disagrees, draws them by
die. The referee proposes for the side (S-9): each pass takes the strongest piece its points
can still remove, which removes as many points' worth of pieces as the points allow and leaves
the fewest damages; pieces of equal strength fall in the order given (lords before the place).
A coalition's other families accept that proposal or refuse it (accord.py); one refusal has
each piece drawn by die among those the points could remove (``DrawByDie``).
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


# Which of the pieces the points can remove falls next: (fitting pieces, kind, points) -> piece.
Pick = Callable[[list[Piece], str, int], Piece]


def strongest(fitting: list[Piece], kind: str, points: int) -> Piece:
    """S-9: the strongest piece the points can still remove (the first of equals)."""
    return max(fitting, key=lambda p: p.strength)


@dataclass(frozen=True)
class Draw:
    """One piece drawn by die among those the points could remove (004 §9, a coalition that
    does not agree): what was drawn for, among whom, the faces rolled, who fell."""

    kind: str                        # "deaths" or "prisoners"
    points: int                      # the points of that kind still to allot
    candidates: tuple[str, ...]      # the pieces they could remove (lords, the place)
    faces: tuple[int, ...]           # the dice rolled (none when one piece could fall)
    chosen: str


def die_among(count: int, roll: Callable[[], int]) -> tuple[tuple[int, ...], int]:
    """One of ``count`` by die, the faces rolled and the index drawn: one die rerolled above
    the count, or two (1 to 36) when there are more than six."""
    faces: list[int] = []
    while True:
        if count <= 6:
            value = roll()
            faces.append(value)
        else:
            high, low = roll(), roll()
            faces += [high, low]
            value = (high - 1) * 6 + low
        if value <= count:
            return tuple(faces), value - 1


class DrawByDie:
    """004 §9: "En cas de désaccord ... on procède au tirage au sort": a ``Pick`` that draws
    each piece by die among those the points could remove, noting every draw."""

    def __init__(self, roll: Callable[[], int]) -> None:
        self.roll = roll
        self.draws: list[Draw] = []

    def __call__(self, fitting: list[Piece], kind: str, points: int) -> Piece:
        faces: tuple[int, ...] = ()
        index = 0
        if len(fitting) > 1:
            faces, index = die_among(len(fitting), self.roll)
        chosen = fitting[index]
        self.draws.append(Draw(kind, points, tuple(p.name for p in fitting), faces, chosen.name))
        return chosen


def _take(points: int, kind: str, pieces: list[Piece],
          out: dict[str, list[str]], pick: Pick) -> int:
    """Remove a piece the points can still pay for (``pick`` says which), again and again;
    return the points left. An untitled lady (strength 0) is never paid for (S-8)."""
    while True:
        fitting = [p for p in pieces if 0 < p.strength <= points]
        if not fitting:
            return points
        piece = pick(fitting, kind, points)
        pieces.remove(piece)
        points -= piece.strength
        if piece.kind == PLACE:
            out["taken"].append(piece.name)
        else:
            out["killed" if kind == "deaths" else "captured"].append(piece.name)


def allot(points: Points, pieces: Sequence[Piece], pick: Pick = strongest) -> Allotment:
    """004 §9: deaths first, then prisoners, then the rest as the majority kind (tie:
    prisoners); what cannot remove a piece is owed as damages (S-5). Each piece removed is
    the strongest that fits (S-9), or drawn by die (``DrawByDie``) when a coalition does not
    agree."""
    left = list(pieces)
    out: dict[str, list[str]] = {"killed": [], "captured": [], "taken": []}
    deaths = _take(points.deaths, "deaths", left, out, pick)
    prisoners = _take(points.prisoners, "prisoners", left, out, pick)
    majority = "deaths" if deaths > prisoners else "prisoners"
    rest = _take(deaths + prisoners, majority, left, out, pick)
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

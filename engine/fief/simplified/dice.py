"""Paired dice (004 §9, S-7): each side rolls one ordinary die per strength point still engaged;
both rows are sorted high to low and compared pair by pair. Equal dice do nothing; a die higher
by 1 scores a death point against the other side, by 2 or more a prisoner point. Dice of the
longer row left without a partner score nothing (S-7). Each point taken removes one die from
the side that took it for the next round, and the points add up over the battle."""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass


@dataclass(frozen=True)
class Points:
    """The points a side has taken: death points and prisoner points (004 §9)."""

    deaths: int = 0
    prisoners: int = 0

    @property
    def total(self) -> int:
        return self.deaths + self.prisoners

    def __add__(self, other: Points) -> Points:
        return Points(self.deaths + other.deaths, self.prisoners + other.prisoners)


@dataclass(frozen=True)
class RoundScore:
    """What one round scored against each side, with both rows as compared (sorted)."""

    attack_row: tuple[int, ...]
    defence_row: tuple[int, ...]
    against_attack: Points
    against_defence: Points


def paired_round(attack: Sequence[int], defence: Sequence[int]) -> RoundScore:
    """004 §9: sort both rows from the highest, compare them two by two (S-7: unpaired dice
    score nothing)."""
    a_row = tuple(sorted(attack, reverse=True))
    d_row = tuple(sorted(defence, reverse=True))
    against_a = [0, 0]          # deaths, prisoners
    against_d = [0, 0]
    for a, d in zip(a_row, d_row):
        gap = abs(a - d)
        if gap == 0:
            continue
        loser = against_d if a > d else against_a
        loser[0 if gap == 1 else 1] += 1
    return RoundScore(a_row, d_row, Points(*against_a), Points(*against_d))


def dice_left(strength: int, taken: Points) -> int:
    """S-7: one die per strength point the side still has after the points it has taken."""
    return max(0, strength - taken.total)

"""The odds of a battle by paired dice (the simplified variant, 004 §9, S-7, S-10, S-11), for
the bots' choice of rides and battles.

A side's dice are its strength points still engaged; both rows are sorted and compared pair by
pair (1 apart: a death point, 2 or more: a prisoner point); each point a side takes costs it a
die. How a battle goes depends only on the two strengths and on how the principals choose, so
its odds are estimated once per (attack, defence, ride) by a few hundred rolls of seeded dice,
each side choosing as the bots do (the attack goes on while it has at least as many dice, the
defence counter-attacks with more, so both fight until a side has no die left; a ride is
fought for its two rounds). The table belongs to
one bot (``Bot.odds``); its rolls are seeded by the strengths, so an answer never depends on
what was asked before.
"""
from __future__ import annotations

import random
from dataclasses import dataclass

from ..queries import paired_round

SAMPLES = 300                    # rolls per pair: the odds within about 3 points
MAX_ROUNDS = 30                  # a battle of even dice stops long before
RIDE_ROUNDS = 2                  # S-10: a ride is won within two rounds


@dataclass(frozen=True)
class Odds:
    """How a battle between two strengths ends, over the samples rolled."""

    broken: float                # the defence has no die left at the end (a ride: is won)
    attack_points: tuple[float, ...]   # [k]: the chance the attack takes at least k points

    def attack_loses(self, strength: int) -> float:
        """The chance the attack takes enough points to lose a piece of this strength (S-9:
        the points go to the strongest piece they can remove, so a lord of the side's
        weakest strength falls as soon as its points reach it)."""
        if strength <= 0:
            return 0.0                            # S-8: nothing is ever allotted to it
        points = self.attack_points
        return points[strength] if strength < len(points) else 0.0


def paired_points(rng: random.Random, attack: int, defence: int) -> tuple[int, int]:
    """One round: the points taken by the attack and by the defence, scored by the referee's
    own rule (queries.paired_round: 004 §9, S-7)."""
    score = paired_round([rng.randint(1, 6) for _ in range(attack)],
                         [rng.randint(1, 6) for _ in range(defence)])
    return score.against_attack.total, score.against_defence.total


def fight(rng: random.Random, attack: int, defence: int, ride: bool) -> tuple[int, int]:
    """A whole battle as the bots fight it, the points each side took: the attack goes on
    while it has at least as many dice, else the defence, having more, counter-attacks (S-11),
    so a battle ends when a side has no die left; a ride after its two rounds (S-10)."""
    a_pts = d_pts = 0
    for _ in range(RIDE_ROUNDS if ride else MAX_ROUNDS):
        if a_pts >= attack or d_pts >= defence:
            break
        got_a, got_d = paired_points(rng, attack - a_pts, defence - d_pts)
        a_pts, d_pts = a_pts + got_a, d_pts + got_d
    return a_pts, d_pts


def simulate(attack: int, defence: int, ride: bool) -> Odds:
    rng = random.Random(attack * 1_000 + defence * 2 + int(ride))
    broken = 0
    reached = [0] * (attack + 2)
    for _ in range(SAMPLES):
        a_pts, d_pts = fight(rng, attack, defence, ride)
        broken += d_pts >= defence
        for k in range(min(a_pts, attack + 1) + 1):
            reached[k] += 1
    return Odds(broken / SAMPLES, tuple(n / SAMPLES for n in reached))


class PairedOdds:
    """One bot's table of odds, worked out at the first question on each pair."""

    def __init__(self) -> None:
        self.table: dict[tuple[int, int, bool], Odds] = {}

    def of(self, attack: int, defence: int, ride: bool = False) -> Odds:
        key = (attack, defence, ride)
        found = self.table.get(key)
        if found is None:
            found = self.table[key] = simulate(attack, defence, ride)
        return found

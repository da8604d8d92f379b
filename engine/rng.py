"""The seeded generator kept inside the game state.

A single 64-bit integer is the whole generator state, so cloning and saving a game copies one
number, and replaying the same actions from the same seed draws the same dice. Positions written
by hand may queue forced results (``forced_battle`` faces, ``forced_d6`` results) that are drawn
before the generator is used, so a rulebook example can be replayed with its printed dice.
"""
from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, TypeVar

MASK64 = (1 << 64) - 1
T = TypeVar("T")


def splitmix64(x: int) -> tuple[int, int]:
    """One step of SplitMix64: returns (new_state, output). Small, fast, well distributed."""
    x = (x + 0x9E3779B97F4A7C15) & MASK64
    z = x
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return x, z ^ (z >> 31)


class Seeded(Protocol):
    """What the generator reads and writes: a game's state, whatever the game."""

    rng: int                    # the generator's whole state
    forced_d6: list[int]        # results the next ordinary dice show, first first
    forced_battle: list[int]    # faces the next battle dice show, first first


class Rng:
    """Generator view over a state object holding ``rng``, ``forced_d6`` and ``forced_battle``."""

    __slots__ = ("holder",)

    def __init__(self, holder: Seeded) -> None:
        self.holder = holder

    def _next(self) -> int:
        state, out = splitmix64(self.holder.rng)
        self.holder.rng = state
        return out

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) without modulo bias."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = MASK64 - (MASK64 % n)
        while True:
            value = self._next()
            if value < limit:
                return value % n

    def d6(self) -> int:
        """The ordinary die (1-6); a forced result is used first when one is queued."""
        forced = self.holder.forced_d6
        if forced:
            return forced.pop(0)
        return self.below(6) + 1

    def battle_die(self, faces: tuple[int, ...]) -> int:
        """Hits shown by one battle die with the edition's faces; forced faces first."""
        forced = self.holder.forced_battle
        if forced:
            return forced.pop(0)
        return faces[self.below(len(faces))]

    def shuffle(self, items: list[Any]) -> None:
        """Fisher-Yates in place."""
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]

    def choice(self, items: Sequence[T]) -> T:
        return items[self.below(len(items))]


def seed_state(seed: int) -> int:
    """Turn any integer seed into a well-mixed 64-bit generator state."""
    _, out = splitmix64(seed & MASK64)
    return out

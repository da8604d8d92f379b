"""Who sits at the table: the engine's game options plus the kind of each seat.

The kind of seat (someone at this screen, a computer player, a player over the LAN) is the
client's business, not a rule: every seat submits actions through the same session interface,
so ``GameOptions`` does not carry it and this value pairs the two.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from engine.fief.api import GameOptions

SEAT_KINDS: tuple[str, ...] = ("human", "computer", "lan")
# The computer levels a player chooses among (docs/bots.md), weakest first; "random" stays a
# tool of tests and soaks. A save written before levels were chosen played the Baron.
LEVELS: tuple[str, ...] = ("squire", "baron", "duke")
BOT_LEVEL = "baron"      # the level a computer seat gets unless another is chosen
BOT_DELAY = 0.25         # seconds before a computer move, so that people can follow the game


@dataclass(frozen=True)
class TableSetup:
    """The game's options, each seat's kind and each seat's computer level (``levels[i]`` is
    the level seat ``i`` is played at whenever a computer plays it: a computer seat, or a LAN
    seat handed to the computer)."""

    options: GameOptions
    seats: tuple[str, ...]
    levels: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if len(self.seats) != len(self.options.players):
            raise ValueError("one seat kind per player")
        for seat in self.seats:
            if seat not in SEAT_KINDS:
                raise ValueError(f"unknown seat kind {seat!r}")
        if not self.levels:        # frozen: the default is written once, here
            object.__setattr__(self, "levels", (BOT_LEVEL,) * len(self.seats))
        if len(self.levels) != len(self.seats):
            raise ValueError("one computer level per player")
        for level in self.levels:
            if level not in LEVELS:
                raise ValueError(f"unknown computer level {level!r}")

    def to_dict(self) -> dict[str, Any]:
        return {"options": self.options.to_dict(), "seats": list(self.seats),
                "levels": list(self.levels)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "TableSetup":
        """A saved table; one saved before levels were chosen has Barons (its level then)."""
        options = GameOptions.from_dict(data["options"])
        seats = data.get("seats") or ["human"] * len(options.players)
        levels = [str(v) for v in data.get("levels") or ()]
        if len(levels) != len(seats):
            levels = []                # not one per seat: every computer a Baron
        return cls(options=options, seats=tuple(str(s) for s in seats),
                   levels=tuple(v if v in LEVELS else BOT_LEVEL for v in levels))

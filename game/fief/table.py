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
BOT_LEVEL = "baron"      # the computer players' level (engine.fief.api.make_bot)
BOT_DELAY = 0.25         # seconds before a computer move, so that people can follow the game


@dataclass(frozen=True)
class TableSetup:
    options: GameOptions
    seats: tuple[str, ...]

    def __post_init__(self) -> None:
        if len(self.seats) != len(self.options.players):
            raise ValueError("one seat kind per player")
        for seat in self.seats:
            if seat not in SEAT_KINDS:
                raise ValueError(f"unknown seat kind {seat!r}")

    def to_dict(self) -> dict[str, Any]:
        return {"options": self.options.to_dict(), "seats": list(self.seats)}

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "TableSetup":
        options = GameOptions.from_dict(data["options"])
        seats = data.get("seats") or ["human"] * len(options.players)
        return cls(options=options, seats=tuple(str(s) for s in seats))

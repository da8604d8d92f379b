"""The computer levels of Middle-Ages, weakest first, as the setup screen, the LAN host and
the benchmarks name them: ``random`` (any answer), ``reeve`` (greedy, bots.py), ``steward``
(planning, planner.py)."""
from __future__ import annotations

from .bots import ComputerPlayer, RandomPlayer, Reeve
from .planner import Steward

LEVELS: tuple[str, ...] = ("random", "reeve", "steward")


def make(level: str) -> ComputerPlayer:
    if level == "random":
        return RandomPlayer()
    return Reeve() if level == "reeve" else Steward()

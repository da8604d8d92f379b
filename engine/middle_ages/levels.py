"""The computer levels of Middle-Ages, weakest first, as the setup screen, the LAN host and
the benchmarks name them: ``random`` (any answer), ``reeve`` (greedy, bots.py), ``steward``
(planning, planner.py), ``chancellor`` (searching within its time budget, search.py)."""
from __future__ import annotations

from .bots import ComputerPlayer, RandomPlayer, Reeve
from .planner import Steward
from .search import Chancellor

LEVELS: tuple[str, ...] = ("random", "reeve", "steward", "chancellor")


def make(level: str) -> ComputerPlayer:
    if level == "random":
        return RandomPlayer()
    if level == "chancellor":
        return Chancellor()
    return Reeve() if level == "reeve" else Steward()

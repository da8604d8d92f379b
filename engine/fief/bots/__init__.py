"""Computer players (DESIGN "bots/"): each sees one seat's view and the decision asked of it,
and returns an action. Levels: random, squire, baron, duke (docs/bots.md)."""
from __future__ import annotations

from .registry import BOTS, LEVELS, choose, make

__all__ = ["BOTS", "LEVELS", "choose", "make"]

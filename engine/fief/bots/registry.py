"""The levels by name, as the setup screen, the LAN host and the benchmarks name them."""
from __future__ import annotations

from typing import Any

from ...actions import ActionDict
from ..views import View
from .baron import Baron
from .base import Asked, Bot
from .duke import Duke
from .random_bot import RandomBot
from .squire import Squire

BOTS: dict[str, type[Bot]] = {"random": RandomBot, "squire": Squire, "baron": Baron,
                              "duke": Duke}
LEVELS: tuple[str, ...] = tuple(BOTS)


def make(level: str, **kwargs: Any) -> Bot:
    return BOTS[level](**kwargs)


def choose(level: str, view: View, decision: Asked, *, rng_seed: int,
           budget_s: float = 1.0) -> ActionDict:
    """The action a bot of ``level`` takes for ``decision`` seen from ``view``."""
    return make(level).choose(view, decision, rng_seed=rng_seed, budget_s=budget_s)

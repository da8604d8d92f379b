"""Helpers of the bots' decision tests (tests/test_bots_*.py): three families and a strict
bot's answer, so that a bug in a handler raises instead of falling back to a quiet answer."""
from __future__ import annotations

from typing import Any

from engine.actions import Action
from engine.fief.bots import make
from engine.fief.game import Game
from engine.fief.views import view_for

PLAYERS = [{"name": "ANN", "colour": "blue"}, {"name": "BOB", "colour": "red"},
           {"name": "CID", "colour": "green"}]
BLUE, RED, GREEN = 0, 1, 2


def answer(level: str, g: Game, seat: int | None = None) -> Action:
    """A strict bot's answer to the decision pending for ``seat`` (the first by default); the
    Duke searches 2 counted worlds, whatever the clock (so the answer is the same on any
    machine)."""
    decision = next(d for d in g.pending() if seat is None or d.player == seat)
    bot = make(level, strict=True, worlds=2) if level == "duke" else make(level, strict=True)
    asked: Any = decision.to_dict()
    return Action.from_dict(bot.choose(view_for(g, decision.player), asked, rng_seed=5,
                                       budget_s=0.02))

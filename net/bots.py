"""Computer seats on the host: any ``choose(view, decision) -> action dict`` callable.

The real computer players come from the game itself (``GameKind.bot(level)``); this module
only holds what the host needs beside them: a random legal player (tests, stand-ins for absent
humans, and the fallback when a bot fails) and the factory that turns a game's computer level
into a seat's callable. The thread that runs them is ``net.runner.BotRunner``.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any

from engine.collection import game_kind
from engine.contract import GameKind

Legal = Callable[[int], list[dict[str, Any]]]
Bot = Callable[[Mapping[str, Any], Mapping[str, Any]], Mapping[str, Any]]
BotFactory = Callable[[Legal, int], Bot]
RANDOM_LEVEL = "random"     # the random legal player, a level of every game for the host


class NoAnswer(LookupError):
    """A decision a bot cannot answer: no choices listed and nothing legal offered."""


class RandomBot:
    """Picks uniformly among the decision's choices, or among the legal actions the host lists
    when the decision has no closed list (purchases, moves). The referee's ``legal`` lists
    answers to the decision only, never free actions (gifts of money), so it gives nothing
    away."""

    def __init__(self, seed: int | None = None, legal: Legal | None = None) -> None:
        self.rng = random.Random(seed)
        self.legal = legal

    def __call__(self, view: Mapping[str, Any], decision: Mapping[str, Any]) -> dict[str, Any]:
        return dict(self.rng.choice(options_for(decision, view, self.legal)))


def options_for(decision: Mapping[str, Any], view: Mapping[str, Any],
                legal: Legal | None) -> list[dict[str, Any]]:
    """The actions a bot may pick from for this decision (never empty)."""
    choices = decision.get("choices")
    if choices:
        return list(choices)
    if legal is None:
        raise NoAnswer(f"decision {decision.get('kind')!r} lists no choices and no legal() "
                       "helper was given")
    found = legal(view["seat"])
    if not found:
        raise NoAnswer(f"no legal action for decision {decision.get('kind')!r}")
    return found


def decision_in(view: Mapping[str, Any]) -> Mapping[str, Any] | None:
    """The seat's decision as its view shows it, for a client without the referee: Fief's view
    lists the seat's decisions (``pending``), Middle-Ages' names the one decision asked of
    anybody (``asked``, with the seat in ``player``)."""
    pending = view.get("pending")
    if isinstance(pending, list):
        return pending[0] if pending else None
    asked = view.get("asked")
    if isinstance(asked, Mapping) and asked.get("player") == view.get("seat"):
        return asked
    return None


def random_bots(legal: Legal, seat: int) -> Bot:
    """The default computer player of a table: random legal moves."""
    return RandomBot(legal=legal)


def engine_bots(level: str, budget_s: float = 1.0, kind: GameKind | None = None) -> BotFactory:
    """A factory of computer seats played by one of the game's computer levels; the seed is the
    seat and move, so a replayed game gets the same answers. ``kind`` defaults to Fief."""
    game = kind if kind is not None else game_kind("fief")
    if level not in game.bot_levels:
        raise ValueError(f"unknown computer level {level!r} (levels: {', '.join(game.bot_levels)})")

    def factory(legal: Legal, seat: int) -> Bot:
        bot = game.bot(level)
        return lambda view, decision: bot.choose(view, decision, budget_s=budget_s,
                                                 rng_seed=view["move"] * 8 + seat)
    return factory


def seat_bots(levels: Sequence[str], budget_s: float = 1.0,
              kind: GameKind | None = None) -> BotFactory:
    """A factory of computer seats each at its own level: seat ``i`` plays ``levels[i]`` (a seat
    beyond the list the last one), ``random`` being the random legal player. A table's
    stand-ins for absent players come from the same factory, so they play at the seat's level."""
    if not levels:
        raise ValueError("no computer level given")
    game = kind if kind is not None else game_kind("fief")
    factories = {level: random_bots if level == RANDOM_LEVEL and level not in game.bot_levels
                 else engine_bots(level, budget_s, game) for level in set(levels)}

    def factory(legal: Legal, seat: int) -> Bot:
        return factories[levels[min(seat, len(levels) - 1)]](legal, seat)
    return factory

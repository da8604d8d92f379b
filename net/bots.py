"""Computer seats on the host: any ``choose(view, decision) -> action dict`` callable.

The real computer players come from the game itself (``GameKind.bot(level)``); this module
only holds what the host needs beside them: a random legal player (tests, stand-ins for absent
humans, and the fallback when a bot fails) and the factory that turns a game's computer level
into a seat's callable. The thread that runs them is ``net.runner.BotRunner``.
"""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Protocol

from engine.contract import GameKind

Legal = Callable[[int], list[dict[str, Any]]]


class Bot(Protocol):
    """A computer seat: the seat's view and one of its decisions (their JSON forms) and the move
    they were taken at, to an action's JSON form."""

    def __call__(self, view: Mapping[str, Any], decision: Mapping[str, Any],
                 move: int = 0) -> Mapping[str, Any]: ...


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

    def __call__(self, view: Mapping[str, Any], decision: Mapping[str, Any],
                 move: int = 0) -> dict[str, Any]:
        return dict(self.rng.choice(options_for(decision, self.legal)))


def options_for(decision: Mapping[str, Any], legal: Legal | None) -> list[dict[str, Any]]:
    """The actions a bot may pick from for this decision (never empty)."""
    choices = decision.get("choices")
    if choices:
        return list(choices)
    if legal is None:
        raise NoAnswer(f"decision {decision.get('kind')!r} lists no choices and no legal() "
                       "helper was given")
    found = legal(decision["player"])
    if not found:
        raise NoAnswer(f"no legal action for decision {decision.get('kind')!r}")
    return found


def random_bots(legal: Legal, seat: int) -> Bot:
    """The default computer player of a table: random legal moves."""
    return RandomBot(legal=legal)


def engine_bots(level: str, budget_s: float, kind: GameKind) -> BotFactory:
    """A factory of computer seats played by one of ``kind``'s computer levels; the seed is the
    seat and move, so a replayed game gets the same answers."""
    if level not in kind.bot_levels:
        raise ValueError(f"unknown computer level {level!r} "
                         f"(levels: {', '.join(kind.bot_levels)})")

    def factory(legal: Legal, seat: int) -> Bot:
        return LevelBot(kind, level, budget_s, seat)
    return factory


class LevelBot:
    """One seat played by a computer level of the game (``GameKind.bot``)."""

    def __init__(self, kind: GameKind, level: str, budget_s: float, seat: int) -> None:
        self.player = kind.bot(level)
        self.budget_s, self.seat = budget_s, seat

    def __call__(self, view: Mapping[str, Any], decision: Mapping[str, Any],
                 move: int = 0) -> Mapping[str, Any]:
        return self.player.choose(view, decision, budget_s=self.budget_s,
                                  rng_seed=move * 8 + self.seat)
def seat_bots(levels: Sequence[str], kind: GameKind, budget_s: float = 1.0) -> BotFactory:
    """A factory of computer seats each at its own level: seat ``i`` plays ``levels[i]`` (a seat
    beyond the list the last one), ``random`` being the random legal player. A table's
    stand-ins for absent players come from the same factory, so they play at the seat's level."""
    if not levels:
        raise ValueError("no computer level given")
    factories = {level: random_bots if level == RANDOM_LEVEL and level not in kind.bot_levels
                 else engine_bots(level, budget_s, kind) for level in set(levels)}

    def factory(legal: Legal, seat: int) -> Bot:
        return factories[levels[min(seat, len(levels) - 1)]](legal, seat)
    return factory

"""Seating bots at a game: ask a bot, submit its action, and tell it when the referee refuses.

A bot sees its view, so it can choose something the referee refuses (a bot's own rules of
thumb are simpler than the referee's). Like a person told why, it is asked
again with the refused action listed in ``decision['refused']``; after a few refusals the quiet
answer is submitted. The client and the LAN host do the same from a worker thread.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ...actions import Action
from ...contract import ROUND_DECISIONS
from ...decisions import DecisionDict
from ...errors import IllegalAction
from ...events import Event
from ..game import Game
from ..views import view_for
from .base import DEFAULT_END, Asked, Bot

MAX_TRIES = 4


@dataclass
class Turn:
    """What one bot decision did: the action submitted, its reason, its events, refusals."""

    seat: int
    action: Action
    reason: str
    events: list[Event]
    refusals: int = 0
    fallback: bool = False


@dataclass
class Stats:
    decisions: int = 0
    refusals: int = 0
    fallbacks: int = 0
    kinds: dict[str, int] = field(default_factory=dict)
    stalled: str | None = None       # why play_game stopped a round that did not end


def decision_for(game: Game, seat: int) -> DecisionDict[str, dict[str, Any]]:
    for d in game.pending():
        if d.player == seat:
            return d.to_dict()
    raise ValueError(f"seat {seat} has nothing to decide")


def bot_turn(game: Game, seat: int, bot: Bot, seed: int, budget_s: float = 1.0,
             apply: Any = None) -> Turn:
    """Ask ``bot`` for the decision of ``seat`` and submit it (``apply`` replaces game.apply,
    e.g. a Record's)."""
    submit = apply or game.apply
    view = view_for(game, seat)
    decision = decision_for(game, seat)
    refused: list[str] = []
    for attempt in range(MAX_TRIES):
        asked: Asked = {**decision, "refused": list(refused)}
        chosen, reason = bot.choose_with_reason(view, asked, rng_seed=seed + attempt,
                                                budget_s=budget_s)
        action = Action.from_dict(chosen)
        try:
            events = submit(seat, action)
        except IllegalAction:
            refused.append(action.text())
            continue
        return Turn(seat, action, reason, events, len(refused))
    return fallback_turn(game, seat, decision, refused, submit)


def fallback_turn(game: Game, seat: int, decision: DecisionDict[str, dict[str, Any]],
                  refused: list[str],
                  submit: Any) -> Turn:
    """The bot kept choosing refused actions: end the turn, else the first legal action."""
    options = []
    if decision["kind"] in DEFAULT_END:
        options.append(Action.make(DEFAULT_END[decision["kind"]]))
    options += game.legal(seat)
    for action in options:
        try:
            events = submit(seat, action)
        except IllegalAction:
            continue
        return Turn(seat, action, "fallback", events, len(refused), fallback=True)
    raise RuntimeError(f"no action of seat {seat} is accepted for {decision['kind']}")


def play_game(game: Game, bots: list[Bot], seed: int, max_rounds: int = 40,
              budget_s: float = 1.0, stats: Stats | None = None,
              on_turn: Any = None, apply: Any = None,
              round_decisions: int = ROUND_DECISIONS) -> Game:
    """Play until the game ends or ``max_rounds`` rounds are over (``apply`` replaces
    game.apply, e.g. a Record's; ``on_turn(game, turn)`` is called after each decision).
    A round that takes more than ``round_decisions`` decisions is stopped, the game left
    unfinished (so benches count it undecided) and the reason put in ``stats.stalled``: a
    computer that undoes its own purchase for ever (issue 35, the variant's seed 22) must be
    reported, not hang the bench that plays it."""
    move = in_round = 0
    round_of = game.state.round
    while not game.state.finished and game.state.round <= max_rounds:
        pending = game.pending()
        if not pending:
            raise RuntimeError(f"round {game.state.round}: the game waits for nobody")
        seat = pending[0].player
        if game.state.round != round_of:
            round_of, in_round = game.state.round, 0
        if in_round >= round_decisions:
            if stats is not None:
                stats.stalled = (f"round {round_of} not over after {in_round} decisions "
                                 f"(seat {seat} asked {pending[0].kind})")
            break
        turn = bot_turn(game, seat, bots[seat], seed * 1_000_003 + move, budget_s, apply)
        move += 1
        in_round += 1
        if stats is not None:
            stats.decisions += 1
            stats.refusals += turn.refusals
            stats.fallbacks += int(turn.fallback)
            kind = pending[0].kind
            stats.kinds[kind] = stats.kinds.get(kind, 0) + 1
        if on_turn is not None:
            on_turn(game, turn)
    return game

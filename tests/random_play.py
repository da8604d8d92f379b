"""A player that only ever picks legal actions at random: the driver of the random-game test,
the property test and the benchmarks (OpenSpiel's generic random-simulation test)."""
from __future__ import annotations

import random
from typing import Callable

from engine.actions import Action
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec

Check = Callable[[Game, int, Action], None]


def options(seed: int, players: int) -> GameOptions:
    return GameOptions(players=tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:players]),
                       seed=seed)


def choose(game: Game, chooser: random.Random) -> tuple[int, Action]:
    """One of the players asked now, and one of his legal actions."""
    pending = game.pending()
    if not pending:
        raise AssertionError(f"round {game.state.round}: the game waits for nobody")
    seat = chooser.choice(sorted({d.player for d in pending}))
    actions = game.legal(seat)
    if not actions:
        raise AssertionError(f"{pending}: no legal action offered to seat {seat}")
    return seat, chooser.choice(actions)


def play(game: Game, chooser: random.Random, max_rounds: int = 30,
         check: Check | None = None, apply: Callable[[int, Action], object] | None = None) -> int:
    """Play until the game ends or ``max_rounds`` rounds are over; returns the actions applied.
    ``apply`` replaces ``game.apply`` (a Record's, to keep the history); ``check`` runs after
    every action."""
    applied = 0
    submit = apply or game.apply
    while not game.state.finished and game.state.round <= max_rounds:
        seat, action = choose(game, chooser)
        submit(seat, action)
        applied += 1
        if check is not None:
            check(game, seat, action)
    return applied


def random_game(seed: int, players: int, max_rounds: int = 30,
                check: Check | None = None) -> tuple[Game, int]:
    """A random game played through ``apply`` alone, so it remembers its decisions between
    ``pending``, ``legal`` and ``apply`` as hosts and bots play (``Game.decided``: a quarter
    less work); the pinned traces of test_engine_perf_regression play both ways."""
    game = Game.new(options(seed, players), remember=True)
    return game, play(game, random.Random(seed), max_rounds, check)

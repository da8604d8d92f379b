"""Issue 16, section 1: the referee keeps no process-wide state that play changes. Two games
played interleaved in one process, or at once on two threads, end exactly as each ends played
alone; and a soak of random games leaves every module-level dict, list and set of the engine
as it found it."""
from __future__ import annotations

import functools
import importlib
import pkgutil
import random
import sys
import threading
from dataclasses import replace
from typing import Any

import engine
from engine.fief.game import Game
from engine.fief.options import OPTIONAL_RULES
from random_play import choose, options, play

ROUNDS = 6          # long enough for marriages, elections, battles and sieges to happen


class Played:
    """One seeded random game, advanced an action at a time, keeping everything it saw."""

    def __init__(self, seed: int, players: int, optional: frozenset[str] = frozenset(),
                 rounds: int = ROUNDS) -> None:
        self.rounds = rounds
        self.game = Game.new(replace(options(seed, players), optional=optional), remember=True)
        self.chooser = random.Random(seed)
        self.record: list[tuple[int, dict[str, Any]]] = []
        self.events: list[dict[str, Any]] = []

    @property
    def over(self) -> bool:
        return self.game.state.finished or self.game.state.round > self.rounds

    def step(self) -> None:
        seat, action = choose(self.game, self.chooser)
        self.record.append((seat, action.to_dict()))
        self.events += [e.to_dict() for e in self.game.apply(seat, action)]

    def play(self) -> "Played":
        while not self.over:
            self.step()
        return self

    def outcome(self) -> tuple[Any, ...]:
        return self.record, self.events, self.game.state.to_dict()


GAMES = ((11, 4, frozenset()), (12, 5, frozenset(OPTIONAL_RULES)))


@functools.cache
def alone(spec: tuple[int, int, frozenset[str]]) -> tuple[Any, ...]:
    """How a game of ``GAMES`` ends played alone (played once for both tests that need it)."""
    return Played(*spec).play().outcome()


def test_two_games_interleaved_action_by_action_end_as_each_alone():
    alone_ends = [alone(spec) for spec in GAMES]
    together = [Played(*spec) for spec in GAMES]
    while not all(p.over for p in together):
        for played in together:
            if not played.over:
                played.step()
    assert [p.outcome() for p in together] == alone_ends


def test_two_games_on_two_threads_end_as_each_alone():
    alone_ends = [alone(spec) for spec in GAMES]
    together = [Played(*spec) for spec in GAMES]
    start = threading.Barrier(len(together))
    failures: list[BaseException] = []

    def run(played: Played) -> None:
        start.wait()
        try:
            played.play()
        except BaseException as exc:       # reported below, with the game it came from
            failures.append(exc)

    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-5)            # hand the interpreter over as often as it can
    try:
        threads = [threading.Thread(target=run, args=(p,)) for p in together]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(timeout=300)       # a hang guard, not a speed target
    finally:
        sys.setswitchinterval(interval)
    assert not failures
    assert [p.outcome() for p in together] == alone_ends


def engine_modules() -> list[Any]:
    names = ["engine"] + [info.name for info in pkgutil.walk_packages(engine.__path__, "engine.")
                          if not info.name.endswith("__main__")]
    return [importlib.import_module(name) for name in names]


def module_containers() -> dict[tuple[str, str], Any]:
    """Every module-level dict, list and set of the engine, as a copy of its contents."""
    found = {}
    for module in engine_modules():
        for name, value in vars(module).items():
            if isinstance(value, (dict, list, set)) and not name.startswith("__"):
                found[(module.__name__, name)] = (id(value), repr(value))
    return found


def test_a_soak_of_random_games_changes_no_module_level_container():
    """Every combination of the optional rules (the seed's bits), 3 to 6 families, 48 games of
    four rounds: every engine function the 100 games of three rounds this test once played
    reached is reached but a lambda of cards/revolt.py (ransoms, stances, Secret Passages,
    assassinations...; traced with sys.setprofile), in half the time. bench/soak_random.py --containers plays as many as
    asked."""
    before = module_containers()
    rules = sorted(OPTIONAL_RULES)
    for seed in range(48):
        optional = frozenset(r for i, r in enumerate(rules) if (seed >> i) & 1)
        game = Game.new(replace(options(seed, 3 + seed % 4), optional=optional), remember=True)
        play(game, random.Random(seed), max_rounds=4)     # as Played, keeping nothing it saw
    after = module_containers()
    assert after == before

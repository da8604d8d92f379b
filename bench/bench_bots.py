"""Time per decision of each bot level (issue 10): plays seeded four-player games with one seat
of the measured level (the others Barons) and prints the median and the slowest decision.

    .venv/bin/python bench/bench_bots.py --level duke --games 3 --budget 1.0

The Duke's target: its slowest decision under 2 s on one core (run one process per core).
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.fief.bots.base import Bot  # noqa: E402
from engine.fief.bots.registry import LEVELS, make  # noqa: E402
from engine.fief.bots.runner import play_game  # noqa: E402
from engine.fief.game import Game  # noqa: E402
from engine.fief.options import COLOURS, GameOptions, PlayerSpec  # noqa: E402


class Timed:
    """Wraps a bot and records how long each of its decisions takes, by kind."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self.times: list[tuple[float, str]] = []

    def choose_with_reason(self, view, decision, *, rng_seed, budget_s=1.0):  # type: ignore[no-untyped-def]
        started = time.perf_counter()
        out = self.bot.choose_with_reason(view, decision, rng_seed=rng_seed, budget_s=budget_s)
        self.times.append((time.perf_counter() - started, decision["kind"]))
        return out


def measure(level: str, games: int, budget: float, seed: int, rounds: int) -> list[tuple[float, str]]:
    times: list[tuple[float, str]] = []
    for i in range(games):
        timed = Timed(make(level))
        seat = i % 4
        bots = [timed if s == seat else make("baron") for s in range(4)]
        options = GameOptions(players=tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:4]),
                              seed=seed + i)
        play_game(Game.new(options), bots, seed + i, rounds, budget)  # type: ignore[arg-type]
        times += timed.times
    return times


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--level", choices=LEVELS, action="append")
    parser.add_argument("--games", type=int, default=3)
    parser.add_argument("--budget", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=3000)
    parser.add_argument("--rounds", type=int, default=40)
    args = parser.parse_args(argv)
    for level in args.level or list(LEVELS):
        times = measure(level, args.games, args.budget, args.seed, args.rounds)
        values = sorted(t for t, _ in times)
        slowest = max(times)
        by_kind: dict[str, list[float]] = {}
        for t, kind in times:
            by_kind.setdefault(kind, []).append(t)
        searched = {k: v for k, v in by_kind.items() if max(v) > 0.05}
        print(f"{level}: {len(values)} decisions, median {statistics.median(values) * 1000:.1f} ms, "
              f"max {slowest[0] * 1000:.0f} ms ({slowest[1]}), budget {args.budget} s")
        for kind, v in sorted(searched.items()):
            print(f"  {kind}: {len(v)} decisions, median {statistics.median(v) * 1000:.0f} ms, "
                  f"max {max(v) * 1000:.0f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

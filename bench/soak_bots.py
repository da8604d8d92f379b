"""Soak test of the bots (issue 10): many seeded four-player games between bots of mixed
levels, every invariant checked after every decision, each game saved and replayed at the end;
prints games per minute and every failure with its seed.

    .venv/bin/python bench/soak_bots.py --games 1000 --procs 2

The Duke searches with a small budget here (--duke-budget, default 0.05 s) so that a thousand
games fit in a coffee break; its search code runs all the same.
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
import traceback
from concurrent.futures import ProcessPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [ROOT, os.path.join(ROOT, "tests")]

from engine.fief.bots.registry import LEVELS, make  # noqa: E402
from engine.fief.bots.runner import Stats, play_game  # noqa: E402
from engine.fief.options import COLOURS, GameOptions, PlayerSpec  # noqa: E402
from engine.fief.api import FIEF
from engine.record import Record  # noqa: E402


def check(game) -> None:  # type: ignore[no-untyped-def]
    """The engine's invariants (tests/test_engine_properties.py) after a bot's decision."""
    from test_engine_properties import check_control, check_counters

    check_counters(game)
    check_control(game)


def levels_for(seed: int, pool: tuple[str, ...] = LEVELS) -> list[str]:
    rng = random.Random(seed)
    return [rng.choice(pool) for _ in range(4)]


def soak_one(args: tuple[int, int, float, tuple[str, ...]]) -> dict:
    seed, max_rounds, duke_budget, pool = args
    levels = levels_for(seed, pool)
    try:
        options = GameOptions(players=tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:4]),
                              seed=seed)
        record = Record.new(FIEF, options.to_dict())
        stats = Stats()
        play_game(record.game, [make(level) for level in levels], seed, max_rounds, duke_budget,
                  stats, on_turn=lambda g, t: check(g), apply=record.apply)
        again = Record.from_json(record.to_json())
        assert again.game.state.to_dict() == record.game.state.to_dict(), "replay differs"
        return {"seed": seed, "levels": levels, "error": None, "rounds": record.game.state.round,
                "won": record.game.state.finished, "decisions": stats.decisions,
                "refusals": stats.refusals, "fallbacks": stats.fallbacks}
    except Exception:
        return {"seed": seed, "levels": levels, "error": traceback.format_exc()}


def run(jobs: list, procs: int, deadline: float | None) -> list[dict]:
    """Play the games (``procs`` processes), printing progress every 50 games; past the
    deadline, no new game is started."""
    results: list[dict] = []
    with ProcessPoolExecutor(max(1, procs)) as pool:
        pending = list(jobs)
        running = []
        while pending or running:
            while pending and len(running) < 2 * procs and (deadline is None
                                                            or time.perf_counter() < deadline):
                running.append(pool.submit(soak_one, pending.pop(0)))
            if not running:
                break
            done = running.pop(0).result()
            results.append(done)
            if len(results) % 50 == 0:
                print(f"  {len(results)} games, {sum(1 for r in results if r['error'])} failed",
                      flush=True)
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--first-seed", type=int, default=50_000)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--duke-budget", type=float, default=0.05)
    parser.add_argument("--levels", default=",".join(LEVELS),
                        help="the levels drawn for the seats, comma-separated (default: all)")
    parser.add_argument("--max-minutes", type=float, default=0.0,
                        help="stop starting games after this long and report those finished")
    args = parser.parse_args(argv)
    pool = tuple(args.levels.split(","))
    unknown = set(pool) - set(LEVELS)
    if unknown:
        parser.error(f"unknown levels {sorted(unknown)}; choose among {', '.join(LEVELS)}")
    jobs = [(s, args.rounds, args.duke_budget, pool)
            for s in range(args.first_seed, args.first_seed + args.games)]
    started = time.perf_counter()
    results = run(jobs, args.procs, started + 60 * args.max_minutes if args.max_minutes else None)
    elapsed = time.perf_counter() - started
    failed = [r for r in results if r["error"]]
    done = [r for r in results if not r["error"]]
    print(f"{len(results)} games, {len(failed)} failed, "
          f"{sum(r['won'] for r in done)} won within {args.rounds} rounds, "
          f"{sum(r['decisions'] for r in done)} decisions, "
          f"{sum(r['refusals'] for r in done)} refused and asked again, "
          f"{sum(r['fallbacks'] for r in done)} fallbacks; {elapsed:.0f} s, "
          f"{len(results) / elapsed * 60:.1f} games/min on {args.procs} processes "
          f"(levels {', '.join(pool)})")
    for r in failed:
        print(f"--- seed {r['seed']} {r['levels']} ---\n{r['error']}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

"""Engine benchmark: prints figures, never a test (run: .venv/bin/python bench/bench_engine.py).

Random players (tests/random_play.py) play complete games capped at 30 rounds on one core; the
script reports how many decision lists (``pending`` + ``legal``) and applied actions the engine
serves per second, complete games per second, and the cost of cloning and saving a state.
Times are CPU time of this process, so other work on the machine disturbs them less (not
entirely: compare figures taken at the same time). ``--profile list`` or ``--profile apply``
runs the same games under cProfile, counting only the listing or only ``apply`` (with the
automatic work of ``advance``), and prints the costliest functions.
"""
from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import statistics
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent),
                str(Path(__file__).resolve().parent.parent / "tests")]

from engine.fief.game import Game  # noqa: E402
from random_play import options  # noqa: E402

clock = time.process_time


def measured_game(seed: int, players: int, max_rounds: int,
                  profiles: dict[str, cProfile.Profile] | None = None) -> dict[str, float]:
    """One random game, timing separately the listing of decisions and the applying; with
    ``profiles`` ({"list": ...} or {"apply": ...}), that part runs under the profiler."""
    listing, applying = (profiles or {}).get("list"), (profiles or {}).get("apply")
    start = clock()
    game = Game.new(options(seed, players), remember=True)
    chooser = random.Random(seed)
    listed = applied = 0
    list_time = apply_time = 0.0
    while not game.state.finished and game.state.round <= max_rounds:
        t0 = clock()
        if listing:
            listing.enable()
        pending = game.pending()
        seat = chooser.choice(sorted({d.player for d in pending}))
        actions = game.legal(seat)
        if listing:
            listing.disable()
        t1 = clock()
        action = chooser.choice(actions)
        if applying:
            applying.enable()
        game.apply(seat, action)
        if applying:
            applying.disable()
        t2 = clock()
        listed += 1
        applied += 1
        list_time += t1 - t0
        apply_time += t2 - t1
    return {"listed": listed, "list_time": list_time, "applied": applied,
            "apply_time": apply_time, "game_time": clock() - start,
            "rounds": game.state.round, "finished": game.state.finished}


def state_costs(seed: int) -> tuple[float, float]:
    """Milliseconds to clone a mid-game state and to write it as plain data."""
    game = Game.new(options(seed, 4))
    chooser = random.Random(seed)
    while game.state.round < 8:
        seat = game.pending()[0].player
        game.apply(seat, chooser.choice(game.legal(seat)))
    runs = 200
    t0 = clock()
    for _ in range(runs):
        game.state.clone()
    t1 = clock()
    for _ in range(runs):
        game.state.to_dict()
    t2 = clock()
    return (t1 - t0) * 1000 / runs, (t2 - t1) * 1000 / runs


def figures(results: list[dict[str, float]]) -> dict[str, float]:
    """A pass's figures per second over its games."""
    return {"listed": sum(r["listed"] for r in results) / sum(r["list_time"] for r in results),
            "applied": sum(r["applied"] for r in results) / sum(r["apply_time"] for r in results),
            "games": len(results) / sum(r["game_time"] for r in results),
            "won": sum(r["finished"] for r in results),
            "actions": sum(r["applied"] for r in results) / len(results)}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--passes", type=int, default=3,
                        help="play the games this many times and print the median figures")
    parser.add_argument("--profile", choices=("list", "apply"),
                        help="profile the listing or the applying instead of timing")
    args = parser.parse_args()
    Game.new(options(0, 3))                                   # imports and board loading
    if args.profile:
        profile = cProfile.Profile()
        for seed in range(args.games):
            measured_game(seed, 3 + seed % 4, args.rounds, {args.profile: profile})
        pstats.Stats(profile).sort_stats("tottime").print_stats(40)
        return 0
    passes = [figures([measured_game(seed, 3 + seed % 4, args.rounds)
                       for seed in range(args.games)]) for _ in range(args.passes)]
    middle = {name: statistics.median(p[name] for p in passes) for name in passes[0]}
    clone_ms, plain_ms = state_costs(1)
    print(f"games: {args.games} (3-6 players, cap {args.rounds} rounds), "
          f"{middle['won']:.0f} won before the cap; median of {args.passes} passes "
          f"(each pass's figure in brackets)")
    print(f"actions per game: {middle['actions']:.0f} on average")
    for name, label in (("listed", "decisions listed (pending + legal)"),
                        ("applied", "actions applied"), ("games", "complete random games")):
        each = ", ".join(f"{p[name]:,.{2 if name == 'games' else 0}f}" for p in passes)
        print(f"{label + ':':36s}{middle[name]:,.{2 if name == 'games' else 0}f} per second [{each}]")
    print(f"{'time per random game:':36s}{1 / middle['games']:.3f} s")
    print(f"state clone: {clone_ms:.2f} ms; state to plain data: {plain_ms:.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Middle-Ages soak (issue 23): random players play many complete games through the contract
(2 to 5 players in turn); every game must end after turn 16 with a winner, and every error is
reported with its seed.

    .venv/bin/python bench/ma_soak.py --games 500
"""
from __future__ import annotations

import argparse
import os
import random
import sys
import time
import traceback

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.collection import game_kind


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()
    kind = game_kind("middle-ages")
    failures = []
    actions = 0
    started = time.process_time()
    for seed in range(args.first_seed, args.first_seed + args.games):
        players = 2 + seed % 4
        chooser = random.Random(seed)
        try:
            game = kind.new({"players": [{"name": f"P{i}", "colour": kind.colours[i]}
                                         for i in range(players)], "seed": seed})
            while not game.finished:
                decision = game.pending()[0]
                game.apply(decision.player, chooser.choice(game.legal(decision.player)))
                actions += 1
            if not game.winners:
                failures.append((seed, "ended without a winner"))
        except Exception:  # noqa: BLE001 - a soak reports every error with its seed
            failures.append((seed, traceback.format_exc()))
    elapsed = time.process_time() - started
    print(f"{args.games} games, {actions} actions, {elapsed:.1f} s CPU "
          f"({elapsed / args.games * 1000:.1f} ms a game); failures: {len(failures)}")
    for seed, text in failures:
        print(f"seed {seed}: {text}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

"""The driver both edition soaks share (bench/soak_2011.py, bench/soak_simplified.py): seeded
games one after the other, every failure kept with its seed (the soak goes on), then the
totals and the count of the edition's own events seen."""
from __future__ import annotations

import argparse
import collections
import json
import time
import traceback
from collections.abc import Callable, Sequence
from typing import Any

SoakOne = Callable[[int, int], tuple[Any, int, collections.Counter]]


def main(description: str, name: str, soak_one: SoakOne, events: Sequence[str]) -> int:
    """Play ``--games`` games of ``name`` through ``soak_one(seed, rounds)`` (which checks its
    invariants at every action); exit status 1 when any failed."""
    parser = argparse.ArgumentParser(description=description)
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=200)
    args = parser.parse_args()
    start = time.perf_counter()
    failures = []
    seen: collections.Counter = collections.Counter()
    won = actions = 0
    for seed in range(args.first_seed, args.first_seed + args.games):
        try:
            game, applied, kinds = soak_one(seed, args.rounds)
        except Exception:  # noqa: BLE001 - report every failure with its seed, keep soaking
            failures.append((seed, traceback.format_exc()))
            continue
        actions += applied
        won += game.state.finished
        seen.update(kinds)
    elapsed = time.perf_counter() - start
    print(f"{args.games} games of {name}, {len(failures)} failed, {won} won before "
          f"the cap of {args.rounds} rounds, {actions} actions checked, {elapsed:.1f} s "
          f"({elapsed / args.games:.2f} s per game)")
    print(f"events of {name} seen:", json.dumps({k: seen[k] for k in events}))
    for seed, text in failures:
        print(f"--- seed {seed} ---\n{text}")
    return 1 if failures else 0

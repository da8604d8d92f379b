"""Soak test: random players play many complete games (default 200, 30-round cap) and every
error is reported with its seed; ``--invariants`` checks the counters and control after every
action, as the suite's property test does on its few games; ``--containers`` checks that the
games changed no module-level dict, list or set of the engine, as the suite's isolation test
does over 32 shorter games (run: .venv/bin/python bench/soak_random.py --games 200
--invariants --containers)."""
from __future__ import annotations

import argparse
import collections
import sys
import time
import traceback
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent),
                str(Path(__file__).resolve().parent.parent / "tests")]

from engine.actions import Action  # noqa: E402
from engine.fief.game import Game  # noqa: E402
from random_play import random_game  # noqa: E402
from test_engine_isolation import module_containers  # noqa: E402
from test_engine_properties import check_control, check_counters  # noqa: E402


def invariants(game: Game, seat: int, action: Action) -> None:
    check_counters(game)
    check_control(game)


def ended_badly(game: Game, players: int, rounds: int) -> str | None:
    """What tests/test_random_games.py asserts of a game's end: won, or stopped by the cap,
    and the winners are seats of the table."""
    state = game.state
    if not (state.finished or state.round == rounds + 1):
        return f"stopped in round {state.round}, neither won nor at the cap"
    if state.finished and not (state.winners and all(0 <= w < players for w in state.winners)):
        return f"won by {state.winners!r}"
    return None


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--first-seed", type=int, default=0)
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--invariants", action="store_true",
                        help="check counters and control after every action (slower)")
    parser.add_argument("--containers", action="store_true",
                        help="check that no module-level container of the engine changed")
    args = parser.parse_args()
    before = module_containers() if args.containers else None
    start = time.perf_counter()
    failures = []
    rounds = collections.Counter()
    won = actions = 0
    for seed in range(args.first_seed, args.first_seed + args.games):
        players = 3 + seed % 4
        try:
            game, applied = random_game(seed, players, args.rounds,
                                        invariants if args.invariants else None)
        except Exception:                       # report every failure, keep soaking
            failures.append((seed, players, traceback.format_exc()))
            continue
        end = ended_badly(game, players, args.rounds)
        if end:
            failures.append((seed, players, end))
            continue
        actions += applied
        won += game.state.finished
        rounds[game.state.round if game.state.finished else "cap"] += 1
    elapsed = time.perf_counter() - start
    print(f"{args.games} games, {len(failures)} failed, {won} won before the cap, "
          f"{actions} actions, {elapsed:.1f} s ({elapsed / args.games:.3f} s per game)")
    print("ending round:", dict(sorted(rounds.items(), key=str)))
    for seed, players, text in failures:
        print(f"--- seed {seed}, {players} players ---\n{text}")
    if before is not None:
        after = module_containers()
        changed = sorted(key for key in before.keys() | after.keys()
                         if before.get(key) != after.get(key))
        print(f"module-level containers changed: {changed or 'none'}")
        failures += [(0, 0, f"{key} changed") for key in changed]
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

"""Middle-Ages: one computer level against another (issues 23, 37), the twin of
tournament.py. Seeded games through the contract (engine.collection), one seat of the stronger
level and the others of the weaker, the strong seat rotated game after game; prints how often
it wins the games that have a single winner (M8: a tie that remains is shared, so undecided),
with a 95% Wilson interval, the mean and longest time the strong level took to decide (its
thread's CPU time, as its budget counts it: a loaded machine stretches the wall clock), and the
same with shared wins counted as half.

    python bench/ma_tournament.py --strong chancellor --weak steward --players 2 --games 200
    python bench/ma_tournament.py --strong chancellor --weak steward --players 4 --budget 0.25
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tournament import wilson  # noqa: E402 - bench/tournament.py, beside this script

from engine.collection import game_kind


def play(strong: str, weak: str, players: int, seed: int,
         budget: float) -> tuple[list[int], int, list[float]]:
    """One game: the winners, the strong seat, its decisions' times (thread CPU seconds)."""
    kind = game_kind("middle-ages")
    game = kind.new({"players": [{"name": f"P{i}", "colour": kind.colours[i]}
                                 for i in range(players)], "seed": seed})
    seat = seed % players
    bots = [kind.bot(strong if s == seat else weak) for s in range(players)]
    times: list[float] = []
    move = 0
    while not game.finished:
        decision = game.pending()[0]
        started = time.thread_time()
        action = bots[decision.player].choose(game.view_for(decision.player),
                                              decision.to_dict(), rng_seed=seed * 1000 + move,
                                              budget_s=budget)
        if decision.player == seat:
            times.append(time.thread_time() - started)
        game.apply(decision.player, action)
        move += 1
    return list(game.winners or []), seat, times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strong", default="steward")
    parser.add_argument("--weak", default="random")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=None,
                        help="start no game after this many minutes (a bounded run)")
    parser.add_argument("--budget", type=float, default=1.0,
                        help="seconds of thread time per decision (the searching level's)")
    args = parser.parse_args()
    wins = decided = 0
    shared = 0.0
    times: list[float] = []
    deadline = time.monotonic() + 60 * args.minutes if args.minutes else None
    played = 0
    for seed in range(args.first_seed, args.first_seed + args.games):
        if deadline is not None and time.monotonic() >= deadline:
            break
        played += 1
        winners, seat, taken = play(args.strong, args.weak, args.players, seed, args.budget)
        times += taken
        shared += 1 / len(winners) if seat in winners else 0
        if len(winners) == 1:
            decided += 1
            wins += winners == [seat]
        if played % 10 == 0:
            print(f"  after {played} games: won {wins} of {decided}", flush=True)
    low, high = wilson(wins, decided)
    print(f"{args.strong} v {args.weak}, {args.players} players, budget {args.budget} s: "
          f"won {wins} of {decided} decided games ({played} played) = "
          f"{wins / max(decided, 1):.1%}, 95% interval {low:.1%}-{high:.1%}; "
          f"ties shared: {shared:.1f} of {played} = {shared / max(played, 1):.1%}; "
          f"decisions: mean {sum(times) / max(len(times), 1):.3f} s, "
          f"longest {max(times, default=0.0):.3f} s thread CPU")


if __name__ == "__main__":
    main()

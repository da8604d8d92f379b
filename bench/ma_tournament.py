"""Middle-Ages: one computer level against another (issue 23), the twin of tournament.py.
Seeded games through the contract (engine.collection), one seat of the stronger level and
the others of the weaker, the strong seat rotated game after game; prints how often it wins the
games that have a single winner (M8: a tie that remains is shared, so undecided), with a 95%
Wilson interval, and the longest CPU time the strong level took to decide (CPU time, not
the wall clock, which a loaded machine stretches).

    python bench/ma_tournament.py --strong steward --weak random --players 3 --games 200
"""
from __future__ import annotations

import argparse
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tournament import wilson  # noqa: E402 - bench/tournament.py, beside this script

from engine.collection import game_kind


def play(strong: str, weak: str, players: int, seed: int) -> tuple[list[int], int, float]:
    """One game: the winners, the strong seat, its longest decision (CPU seconds)."""
    kind = game_kind("middle-ages")
    game = kind.new({"players": [{"name": f"P{i}", "colour": kind.colours[i]}
                                 for i in range(players)], "seed": seed})
    seat = seed % players
    bots = [kind.bot(strong if s == seat else weak) for s in range(players)]
    longest = 0.0
    move = 0
    while not game.finished:
        decision = game.pending()[0]
        started = time.process_time()
        action = bots[decision.player].choose(game.view_for(decision.player),
                                              decision.to_dict(), rng_seed=seed * 1000 + move)
        if decision.player == seat:
            longest = max(longest, time.process_time() - started)
        game.apply(decision.player, action)
        move += 1
    return list(game.winners or []), seat, longest


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strong", default="steward")
    parser.add_argument("--weak", default="random")
    parser.add_argument("--players", type=int, default=3)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=1)
    args = parser.parse_args()
    wins = decided = 0
    longest = 0.0
    for seed in range(args.first_seed, args.first_seed + args.games):
        winners, seat, slowest = play(args.strong, args.weak, args.players, seed)
        longest = max(longest, slowest)
        if len(winners) == 1:
            decided += 1
            wins += winners == [seat]
    low, high = wilson(wins, decided)
    print(f"{args.strong} v {args.weak}, {args.players} players: won {wins} of {decided} "
          f"decided games ({args.games} played) = {wins / max(decided, 1):.1%}, "
          f"95% interval {low:.1%}-{high:.1%}; longest decision {longest:.3f} s CPU")


if __name__ == "__main__":
    main()

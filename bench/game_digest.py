"""Seeded games of computers, each summed up in a digest of its actions: what shows that a
change meant to make the bots cheaper plays exactly the same games (issue 35's Measure).

Each game is ``table_lengths.py``'s (the same seats, seeds and budget), capped at ``--cap``
rounds; a line a game prints its rounds, its decisions, a digest (SHA-256, 16 hex digits) of
every (seat, action) submitted in order, and its CPU seconds (``time.process_time``).
``--save FILE`` writes the lines' sameness fields, ``--check FILE`` compares with such a file.

    nice python bench/game_digest.py --save before.txt
    nice python bench/game_digest.py --check before.txt
    nice python bench/game_digest.py --editions 2011 --sizes 3 --tables duke --seeds 0 --cap 4
"""
from __future__ import annotations

import argparse
import hashlib
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.fief.bots.runner import Stats, Turn, play_game  # noqa: E402
from engine.fief.game import Game  # noqa: E402

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from table_lengths import seeded_table  # noqa: E402


def digest_game(edition: str, players: int, table: str, seed: int, cap: int,
                worlds: int) -> tuple[str, float]:
    """The game's sameness line (rounds, decisions, digest) and its CPU seconds."""
    cpu = time.process_time()
    game, bots = seeded_table(edition, players, table, seed, worlds)
    sha = hashlib.sha256()
    count = 0

    def on_turn(_game: Game, turn: Turn) -> None:
        nonlocal count
        count += 1
        sha.update(f"{turn.seat} {turn.action.text()}\n".encode())

    play_game(game, bots, seed, cap, 0.05, Stats(), on_turn=on_turn)
    line = (f"{edition} {players} {table} seed {seed}: round {game.state.round} "
            f"finished {int(game.state.finished)} decisions {count} {sha.hexdigest()[:16]}")
    return line, time.process_time() - cpu


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--editions", default="1429,2011,simplified")
    parser.add_argument("--sizes", default="3,5")
    parser.add_argument("--tables", default="duke,mixed")
    parser.add_argument("--seeds", default="0,1")
    parser.add_argument("--cap", type=int, default=4)
    parser.add_argument("--worlds", type=int, default=2)
    parser.add_argument("--save")
    parser.add_argument("--check")
    args = parser.parse_args(argv)
    lines: list[str] = []
    total = 0.0
    for edition in args.editions.split(","):
        for size in args.sizes.split(","):
            for table in args.tables.split(","):
                for seed in args.seeds.split(","):
                    line, seconds = digest_game(edition, int(size), table, int(seed),
                                                args.cap, args.worlds)
                    lines.append(line)
                    total += seconds
                    print(f"{line}  {seconds:.1f} s", flush=True)
    print(f"{len(lines)} games, CPU {total:.1f} s")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as out:
            out.write("\n".join(lines) + "\n")
    if args.check:
        with open(args.check, encoding="utf-8") as before:
            expected = before.read().splitlines()
        differ = [(a, b) for a, b in zip(lines, expected) if a != b]
        print(f"same games: {len(lines) - len(differ)} of {len(lines)}"
              + ("" if len(lines) == len(expected) else f" (file has {len(expected)})"))
        for a, b in differ:
            print("  differs:", a, "was", b)


if __name__ == "__main__":
    main()

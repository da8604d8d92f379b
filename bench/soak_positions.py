"""Soak of the position format (issue 17, section 3): every position sampled from random games,
not only those the suite picks, is written, read back and written again, and must come back the
same state with the same decisions and legal actions (tests/test_position_roundtrip.py's check).
The suite samples the same 2,000 positions but checks only those showing a field, a stack of
frames or a decision its chunk had not met (about 300); run this by hand after changing the
position format or the state:

    nice -n 15 .venv/bin/python bench/soak_positions.py [--positions 2000] [--chunks 8]

Prints each failure with its chunk and position, then the positions checked, the traits they
showed, how many of them the suite checks, and the CPU time.
"""
from __future__ import annotations

import argparse
import sys
import time
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]

from tests.test_position_roundtrip import (  # noqa: E402
    CHUNKS, POSITIONS, check_round_trip, chosen_positions, sampled_games, traits)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=POSITIONS)
    parser.add_argument("--chunks", type=int, default=CHUNKS,
                        help="streams of games (chunk c plays seeds c*1000+1, ...)")
    args = parser.parse_args()
    per_chunk = args.positions // args.chunks
    started = time.process_time()
    failures: list[tuple[int, int, str]] = []
    seen: set[str] = set()
    checked = picked = 0
    for chunk in range(args.chunks):
        for index, game in enumerate(sampled_games(chunk)):
            if index == per_chunk:
                break
            seen |= traits(game)
            try:
                check_round_trip(game, full_dump=index % 25 == 0)
            except Exception:                 # every failure reported, the soak goes on
                failures.append((chunk, index, traceback.format_exc()))
            checked += 1
        picked += sum(1 for _ in chosen_positions(chunk, per_chunk))
    for chunk, index, text in failures:
        print(f"--- chunk {chunk}, position {index}\n{text}")
    print(f"{checked} positions checked in {args.chunks} chunks, {len(failures)} failed; "
          f"{len(seen)} traits met; the suite checks {picked} of these positions (each trait "
          f"at least once); {time.process_time() - started:.1f} s CPU")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

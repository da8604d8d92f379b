"""A small version of bench/soak_bots.py (the long soak is that script, run by hand): two
seeded four-player games between bots of mixed levels, every level seated (short: 3 rounds
each), every invariant checked after every decision, each game
saved and replayed. The Duke plays without search time here (test_bots.py runs its search).

Two games, not four (seeds 701-704): of 40 single-line mutants of engine/fief's phases,
counters, control, moves and record (bench/mutants.py's operators, a seeded sample), the four
games caught 11 and these two 10; the eleventh (a ransom offer's captives, seed 702 alone) fails
test_engine_perf_regression's traces too."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from soak_bots import LEVELS, levels_for, soak_one  # noqa: E402


SEEDS = (703, 704)     # every level seated at 703, two Dukes at 704's table


def test_mixed_bot_games_keep_every_invariant():
    results = [soak_one((seed, 3, 0.0, LEVELS)) for seed in SEEDS]
    failures = [(r["seed"], r["levels"], r["error"]) for r in results if r["error"]]
    assert not failures, "\n".join(map(str, failures[0]))
    assert sum(r["fallbacks"] for r in results) == 0
    levels = {level for seed in SEEDS for level in levels_for(seed)}
    assert levels == {"random", "squire", "baron", "duke"}

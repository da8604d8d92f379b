"""How long tables of computers last (issue 35): for each rule edition and table size, seeded
games of all-Baron, all-Duke (a small budget) and mixed tables, capped at 40 rounds; prints
each cell's undecided share (the cap reached), and the median and 90th-percentile length in
rounds of all its games (an undecided game counts as the cap).

    nice python bench/table_lengths.py                     # 100 games a cell: hours of CPU
    nice python bench/table_lengths.py --games 10 --editions simplified --sizes 3,6
    nice python bench/table_lengths.py --games 4 --tables baron --minutes 20

A mixed table seats a Duke, a Baron and a Squire in turn round the table, rotated game after
game. The Duke searches ``--duke-budget`` seconds a decision (0.05), or exactly
``--duke-worlds N`` worlds whatever the clock: under a budget, a loaded machine's wall-clock cap
leaves it fewer worlds, and below 2 (the fewest after which it may leave the Baron's choice) it
plays as the Baron; 2 worlds cost some 3.5 times the CPU of the budget before the counted
search was made cheaper, about half that since (docs/bots.md, "A cheaper counted Duke"). No
rulebook states a length; the target is at most 1% undecided in every cell. The
machine may be shared: ``--minutes`` stops starting games past a deadline (the cells then
print the games they got), and ``--procs`` (default 1) bounds the processes. ``--log FILE``
appends a line a game (edition, families, table, seed, rounds, decided, CPU seconds), and
``--from FILE...`` prints the table of such logs instead of playing (with the mean CPU a game
of each table where logged): runs cut by their deadlines, on other seeds, add up (a cell's
seeds are listed once each). ``--skip-logged LOG...`` plays only the games those logs lack,
one cell after another, the smaller tables first: the Measure's cells left are finished by

    nice python bench/table_lengths.py --cap 40 --duke-worlds 2 --procs 2 --games 100 \
        --skip-logged bench/measure/*.log --log bench/measure/v4.log
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from concurrent.futures import Future, ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.fief.bots.base import Bot  # noqa: E402
from engine.fief.bots.registry import make  # noqa: E402
from engine.fief.bots.runner import Stats, play_game  # noqa: E402
from engine.fief.game import Game  # noqa: E402
from engine.fief.options import COLOURS, GameOptions, PlayerSpec  # noqa: E402

EDITIONS = ("1429", "2011", "simplified")
TABLES = ("baron", "duke", "mixed")
MIXED = ("duke", "baron", "squire")

Job = tuple[str, int, str, int, int, float, int]
Result = tuple[str, int, str, int, bool, float]


def levels_for(table: str, players: int, seed: int) -> list[str]:
    """The seats' levels: all of one level, or the mixed round rotated by the seed."""
    if table != "mixed":
        return [table] * players
    return [MIXED[(seat + seed) % len(MIXED)] for seat in range(players)]


def seeded_table(edition: str, players: int, table: str, seed: int,
                 worlds: int) -> tuple[Game, list[Bot]]:
    """A cell's game of this seed and its computers (the Duke searching ``worlds`` counted
    worlds a decision, or by the clock when 0): what a seed of the Measure plays."""
    options = GameOptions(players=tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:players]),
                          edition=edition, seed=seed)
    bots = [make(level, worlds=worlds) if level == "duke" and worlds else make(level)
            for level in levels_for(table, players, seed)]
    return Game.new(options), bots


def play_one(job: Job) -> Result:
    """One seeded game: (edition, players, table, rounds played, decided, CPU seconds)."""
    edition, players, table, seed, cap, budget, worlds = job
    cpu = time.process_time()
    game, bots = seeded_table(edition, players, table, seed, worlds)
    stats = Stats()
    play_game(game, bots, seed, cap, budget, stats)
    decided = game.state.finished
    if stats.stalled:                 # counted undecided, at the cap, and named
        print(f"stalled: {edition}, {players} families, {table}, seed {seed}: {stats.stalled}",
              flush=True)
    rounds = cap if stats.stalled else min(game.state.round, cap)
    return (edition, players, table, rounds, decided, time.process_time() - cpu)


def percentile(values: list[int], share: float) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    rank = share * (len(ordered) - 1)
    low = int(rank)
    high = min(low + 1, len(ordered) - 1)
    return ordered[low] + (ordered[high] - ordered[low]) * (rank - low)


def report(cells: dict[tuple[str, int, str], list[tuple[int, bool]]], games: int) -> None:
    """One line a cell, the games it got beside the games asked."""
    print(f"{'edition':<11}{'players':>8}{'table':>7}{'games':>7}{'undecided':>11}"
          f"{'median':>8}{'p90':>6}")
    for (edition, players, table), results in sorted(cells.items()):
        lengths = [r for r, _ in results]
        undecided = sum(1 for _, won in results if not won)
        print(f"{edition:<11}{players:>8}{table:>7}{len(results):>4}/{games:<3}"
              f"{100 * undecided / max(1, len(results)):>9.0f}% "
              f"{statistics.median(lengths) if lengths else 0:>7.1f}"
              f"{percentile(lengths, 0.9):>6.1f}", flush=True)


def read_logs(paths: list[str]) -> dict[tuple[str, int, str], list[tuple[int, bool]]]:
    """The cells of logged games, each seed of a cell counted once."""
    seen: dict[tuple[str, int, str, int], tuple[int, bool]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as log:
            for line in log:
                edition, size, table, seed, rounds, decided = line.split()[:6]  # then CPU s
                seen[(edition, int(size), table, int(seed))] = (int(rounds), decided == "1")
    cells: dict[tuple[str, int, str], list[tuple[int, bool]]] = {}
    for (edition, players, table, _), result in sorted(seen.items()):
        cells.setdefault((edition, players, table), []).append(result)
    return cells


def print_cpu(paths: list[str]) -> None:
    """The mean CPU seconds a game of each table, from the logs' seventh field."""
    cpu: dict[str, list[float]] = {}
    for path in paths:
        with open(path, encoding="utf-8") as log:
            for line in log:
                fields = line.split()
                if len(fields) > 6:
                    cpu.setdefault(fields[2], []).append(float(fields[6]))
    if cpu:
        print("CPU a game: " + ", ".join(f"{t} {statistics.mean(v):.1f} s ({len(v)} games)"
                                         for t, v in sorted(cpu.items())))


def read_seeds(paths: list[str]) -> set[tuple[str, int, str, int]]:
    """The (edition, families, table, seed) of every game these logs hold."""
    seeds = set()
    for path in paths:
        with open(path, encoding="utf-8") as log:
            for line in log:
                edition, size, table, seed = line.split()[:4]
                seeds.add((edition, int(size), table, int(seed)))
    return seeds


def plan(editions: list[str], sizes: list[int], tables: list[str], seeds: range,
         settings: tuple[int, float, int],
         logged: set[tuple[str, int, str, int]] | None = None) -> list[Job]:
    """The games to play: seed by seed across every cell (so a run cut by ``--minutes`` leaves
    each cell a share); or, when ``logged`` games are to be skipped, only those missing, one
    cell after another, the smaller tables first (so a Measure spread over several runs
    finishes whole cells, the cheapest first, and takes up a cell cut short where it
    stopped)."""
    cap, budget, worlds = settings
    if logged is None:
        return [(edition, size, table, seed, cap, budget, worlds) for seed in seeds
                for edition in editions for size in sizes for table in tables]
    return [(edition, size, table, seed, cap, budget, worlds)
            for size in sorted(sizes) for table in tables for edition in editions
            for seed in seeds if (edition, size, table, seed) not in logged]


def seeds_of(cells: dict[tuple[str, int, str], list[tuple[int, bool]]]) -> int:
    return max((len(v) for v in cells.values()), default=0)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=100, help="seeded games a cell")
    parser.add_argument("--editions", default=",".join(EDITIONS))
    parser.add_argument("--sizes", default="3,4,5,6")
    parser.add_argument("--tables", default=",".join(TABLES))
    parser.add_argument("--cap", type=int, default=40, help="rounds before a game is undecided")
    parser.add_argument("--duke-budget", type=float, default=0.05, help="seconds a decision")
    parser.add_argument("--duke-worlds", type=int, default=0,
                        help="worlds the Duke searches a decision whatever the clock (0: as "
                             "many as the budget allows; 2 is the fewest before it may leave "
                             "the Baron's choice)")
    parser.add_argument("--seed", type=int, default=0, help="the first seed of each cell")
    parser.add_argument("--procs", type=int, default=1)
    parser.add_argument("--minutes", type=float, default=0.0,
                        help="start no game after this many minutes (0: no deadline)")
    parser.add_argument("--log", help="append a line a game to this file")
    parser.add_argument("--from", dest="logs", nargs="+", help="print the table of these logs")
    parser.add_argument("--skip-logged", nargs="+", metavar="LOG",
                        help="play only the games these logs lack, a cell at a time")
    args = parser.parse_args(argv)
    if args.logs:
        logged = read_logs(args.logs)
        report(logged, seeds_of(logged))
        print_cpu(args.logs)
        return
    jobs = plan(args.editions.split(","), [int(n) for n in args.sizes.split(",")],
                args.tables.split(","), range(args.seed, args.seed + args.games),
                (args.cap, args.duke_budget, args.duke_worlds),
                read_seeds(args.skip_logged) if args.skip_logged else None)
    deadline = time.monotonic() + 60 * args.minutes if args.minutes else None
    cells: dict[tuple[str, int, str], list[tuple[int, bool]]] = {}
    started = time.monotonic()
    jobs_started: list[Job] = []
    with ProcessPoolExecutor(max(1, args.procs)) as pool:
        running: list[Future[Result]] = []
        cpu: dict[str, list[float]] = {}
        while jobs or running:
            while jobs and len(running) < 2 * args.procs and (
                    deadline is None or time.monotonic() < deadline):
                jobs_started.append(jobs.pop(0))
                running.append(pool.submit(play_one, jobs_started[-1]))
            if not running:
                break
            job = jobs_started.pop(0)
            edition, players, table, rounds, won, seconds = running.pop(0).result()
            cpu.setdefault(table, []).append(seconds)
            cells.setdefault((edition, players, table), []).append((rounds, won))
            if args.log:
                with open(args.log, "a", encoding="utf-8") as log:
                    print(edition, players, table, job[3], rounds, int(won),
                          f"{seconds:.1f}", file=log)
            if not won:
                print(f"undecided: {edition}, {players} families, {table}, seed {job[3]}",
                      flush=True)
    duke = f"{args.duke_worlds} worlds" if args.duke_worlds else f"{args.duke_budget} s"
    print(f"{sum(len(v) for v in cells.values())} games in {time.monotonic() - started:.0f} s, "
          f"capped at {args.cap} rounds, the Duke searching {duke} a decision; CPU a game: "
          + ", ".join(f"{t} {statistics.mean(v):.1f} s" for t, v in sorted(cpu.items())))
    report(cells, args.games)


if __name__ == "__main__":
    main()

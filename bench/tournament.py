"""Tournament between two bot levels (issues 10, 24): seeded four-player games of one rule
edition, seats rotated, 40-round cap; prints how often a seat of the stronger level is the winner
among games that have one, with a 95% Wilson interval.

    python bench/tournament.py --strong squire --weak random --games 200 --procs 2
    python bench/tournament.py --strong baron --weak random --edition 2011
    python bench/tournament.py --strong duke --weak baron --seats one   # one Duke, three Barons
    python bench/tournament.py --strong duke --weak baron --worlds 8     # Dukes of 8 worlds
    python bench/tournament.py --strong duke --weak baron --seats one --first 63  # games 63-119

``--first N`` starts at game index N of the ``--games`` asked: game i has seed ``--seed`` + i and
the i-th seat pattern, so a run stopped by its deadline is completed without replaying.

``--seats two`` (the default) seats two of each level in six rotated patterns; ``--seats one``
seats one of the stronger level among three of the weaker, in each of the four seats in turn.

A game won by an alliance (7.2) counts the share of its winners that are of the stronger level
(1, 1/2 or 0), so a mixed alliance counts half. The time each decision of the stronger level
took is printed too, by the wall clock and by the bot's own thread (issue 24: the Duke's
median under 0.5 s, its slowest under 2 s at a 1 s budget), for all its decisions and for
those it searched.
"""
from __future__ import annotations

import argparse
import math
import os
import sys
import time
from concurrent.futures import Future, ProcessPoolExecutor

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.actions import Action  # noqa: E402
from engine.errors import IllegalAction  # noqa: E402
from engine.fief.bots.base import Asked, Bot  # noqa: E402
from engine.fief.bots.registry import make  # noqa: E402
from engine.fief.bots.runner import Stats, Turn, play_game  # noqa: E402
from engine.fief.game import Game  # noqa: E402
from engine.fief.options import COLOURS, GameOptions, PlayerSpec  # noqa: E402
from engine.fief.views import View  # noqa: E402

# Seat patterns, rotated game after game (A = stronger level): two of each, or one among three.
SEATINGS = {"two": ("AABB", "BAAB", "BBAA", "ABBA", "ABAB", "BABA"),
            "one": ("ABBB", "BABB", "BBAB", "BBBA")}
EDITIONS = ("1429", "2011", "simplified")


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def levels_of(index: int, strong: str, weak: str, seats: str = "two") -> list[str]:
    patterns = SEATINGS[seats]
    pattern = patterns[index % len(patterns)]
    return [strong if c == "A" else weak for c in pattern]


Job = tuple[int, int, str, str, int, float, str, str, int | None]


class Timed(Bot):
    """A bot whose every answer is timed: (wall seconds, thread seconds, searched)."""

    def __init__(self, inner: Bot, times: list[tuple[float, float, bool]]) -> None:
        super().__init__()
        self.inner, self.times, self.name = inner, times, inner.name

    def choose_with_reason(self, view: View, decision: Asked, *, rng_seed: int,
                           budget_s: float = 1.0) -> tuple[dict, str]:
        wall, cpu = time.perf_counter(), time.thread_time()
        action, reason = self.inner.choose_with_reason(view, decision, rng_seed=rng_seed,
                                                       budget_s=budget_s)
        self.times.append((time.perf_counter() - wall, time.thread_time() - cpu,
                           reason.startswith("search")))
        return action, reason


def seat_bot(level: str, worlds: int | None) -> Bot:
    """A bot of ``level``; a Duke given ``worlds`` searches that many worlds per decision."""
    return make(level, worlds=worlds) if level == "duke" and worlds else make(level)


def play_one(args: Job) -> dict:
    """One seeded game (``args``: index, seed, strong, weak, rounds, budget, edition, seats,
    worlds)."""
    index, seed, strong, weak, max_rounds, budget, edition, seats, worlds = args
    levels = levels_of(index, strong, weak, seats)
    options = GameOptions(players=tuple(PlayerSpec(c.upper(), c) for c in COLOURS[:4]),
                          seed=seed, edition=edition)
    game = Game.new(options)
    stats = Stats()
    times: list[tuple[float, float, bool]] = []
    bots = [Timed(seat_bot(level, worlds), times) if level == strong else seat_bot(level, worlds)
            for level in levels]
    started = time.perf_counter()
    fights: dict[str, int] = {}
    refused: list[str] = []
    play_game(game, bots, seed, max_rounds, budget, stats,
              on_turn=lambda g, turn: count_fights(turn, levels, fights),
              apply=lambda seat, action: noted_apply(game, seat, action, levels, refused))
    winners = list(game.state.winners or [])
    return {"index": index, "seed": seed, "levels": levels, "winners": winners,
            "rounds": game.state.round, "decisions": stats.decisions,
            "refusals": stats.refusals, "refused": refused, "fallbacks": stats.fallbacks,
            "stalled": stats.stalled,
            "fights": fights,
            "seconds": time.perf_counter() - started, "times": times}


def noted_apply(game: Game, seat: int, action: Action, levels: list[str],
                refused: list[str]) -> list:
    """``game.apply``, noting each refused action (round, seat, level, decision, action and
    the rule): a bot should never offer one, so the run names it to be traced."""
    try:
        return game.apply(seat, action)
    except IllegalAction as refusal:
        kind = next((d.kind for d in game.pending() if d.player == seat), "?")
        refused.append(f"round {game.state.round}, seat {seat} ({levels[seat]}), {kind}: "
                       f"{action.text()} refused by {refusal}")
        raise


def count_fights(turn: Turn, levels: list[str], fights: dict[str, int]) -> None:
    """Battles and rides (the simplified variant's, S-10) declared by each level, and the
    rides that went through (won, or let pass): the figures docs/bots.md gives."""
    names = {"cavalcade_declared": "rides", "cavalcade_passed": "rides through",
             "paired_battle_declared": "battles"}
    for event in turn.events:
        what = names.get(event.kind)
        if what is None or (what == "battles" and event.get("ride")):
            continue
        key = f"{levels[event.get('player')]} {what}"
        fights[key] = fights.get(key, 0) + 1


def strong_share(result: dict, strong: str) -> float | None:
    winners = result["winners"]
    if not winners:
        return None
    return sum(1 for w in winners if result["levels"][w] == strong) / len(winners)


def jobs_of(strong: str, weak: str, games: int, seed: int, max_rounds: int, budget: float,
            edition: str, seats: str, worlds: int | None, first: int = 0) -> list[Job]:
    """Games ``first`` to ``games - 1`` of a run: game i keeps seed ``seed + i`` and the i-th
    seat pattern whatever game the run starts at, so runs cut by a deadline add up."""
    return [(i, seed + i, strong, weak, max_rounds, budget, edition, seats, worlds)
            for i in range(first, games)]


def run(strong: str, weak: str, games: int, procs: int, seed: int, max_rounds: int,
        budget: float, edition: str = "1429", seats: str = "two",
        worlds: int | None = None, minutes: float = 0.0, first: int = 0) -> list[dict]:
    """The games' results, in seed order; past ``minutes`` (when given) no game is started,
    so a run on a shared machine ends in time with the games it got."""
    jobs = jobs_of(strong, weak, games, seed, max_rounds, budget, edition, seats, worlds, first)
    deadline = time.monotonic() + 60 * minutes if minutes else None
    if procs <= 1:
        results = []
        for job in jobs:
            if deadline is not None and time.monotonic() >= deadline:
                break
            results.append(play_one(job))
            print(game_line(results[-1]), flush=True)
        return results
    with ProcessPoolExecutor(procs) as pool:
        running: list[Future[dict]] = []
        results = []
        while jobs or running:
            while jobs and len(running) < procs and (
                    deadline is None or time.monotonic() < deadline):
                running.append(pool.submit(play_one, jobs.pop(0)))
            if not running:
                break
            results.append(running.pop(0).result())
            print(game_line(results[-1]), flush=True)
        return results


def game_line(result: dict) -> str:
    """One game as it ends: its seed, seats, winners and length (a run cut short by its
    deadline or stopped still shows the games it played)."""
    winners = ", ".join(f"seat {w} ({result['levels'][w]})" for w in result["winners"])
    return "\n".join([f"  seed {result['seed']}: {' '.join(result['levels'])}; "
                      f"{winners or 'no winner'} at round {result['rounds']}",
                      *(f"    refused: {line}" for line in result.get("refused", [])),
                      *([f"    stalled: {result['stalled']}"] if result.get("stalled") else [])])


def solo_rate(results: list[dict], strong: str) -> float:
    """Share of the stronger level among games won by one family alone."""
    solo = [r for r in results if len(r["winners"]) == 1]
    return sum(1 for r in solo if r["levels"][r["winners"][0]] == strong) / max(1, len(solo))


def alone_line(results: list[dict], strong: str, decided: int) -> str:
    """Issue 24's second figure: decided games won by a seat of the stronger level alone."""
    alone = sum(1 for r in results
                if len(r["winners"]) == 1 and r["levels"][r["winners"][0]] == strong)
    low, high = wilson(alone, decided)
    return (f"  won by a {strong} seat alone: {alone} of {decided} decided games "
            f"({alone / max(1, decided):.1%}, 95% CI {low:.1%}-{high:.1%})")


def time_lines(results: list[dict], strong: str) -> list[str]:
    """Median and slowest time of the stronger level's decisions, all and searched, by the
    wall clock and by its own thread."""
    lines = []
    every = [t for r in results for t in r.get("times", [])]
    for label, chosen in (("all", every), ("searched", [t for t in every if t[2]])):
        if not chosen:
            continue
        walls = sorted(t[0] for t in chosen)
        cpus = sorted(t[1] for t in chosen)
        lines.append(f"  {strong} decisions ({label}, {len(chosen)}): wall median "
                     f"{walls[len(walls) // 2] * 1000:.0f} ms, slowest {walls[-1] * 1000:.0f} ms; "
                     f"own thread median {cpus[len(cpus) // 2] * 1000:.0f} ms, slowest "
                     f"{cpus[-1] * 1000:.0f} ms")
    return lines


def report(results: list[dict], strong: str, weak: str, elapsed: float) -> str:
    shares = [s for r in results if (s := strong_share(r, strong)) is not None]
    decided = len(shares)
    wins = sum(shares)
    low, high = wilson(wins, decided)
    rate = wins / decided if decided else 0.0
    lines = [
        f"{strong} vs {weak}: {len(results)} games, {decided} with a winner "
        f"({decided / max(1, len(results)):.0%}), mean {sum(r['rounds'] for r in results) / max(1, len(results)):.1f} rounds",
        f"  a {strong} seat wins {rate:.1%} of decided games (95% CI {low:.1%}-{high:.1%})",
        f"  won by {strong} seats only: {sum(1 for r in results if strong_share(r, strong) == 1.0)}, "
        f"by {weak} seats only: {sum(1 for r in results if strong_share(r, strong) == 0.0)}, "
        f"by a mixed alliance: {sum(1 for r in results if strong_share(r, strong) not in (None, 0.0, 1.0))}",
        f"  a {strong} seat among the winners in {sum(1 for s in shares if s > 0) / max(1, decided):.1%}"
        f" of decided games, a {weak} seat in {sum(1 for s in shares if s < 1) / max(1, decided):.1%};"
        f" games won by one family alone: {strong} {solo_rate(results, strong):.1%}",
        alone_line(results, strong, decided),
        fights_line(results),
        f"  refusals {sum(r['refusals'] for r in results)} in "
        f"{sum(r['decisions'] for r in results)} decisions, fallbacks "
        f"{sum(r['fallbacks'] for r in results)}; {elapsed:.0f} s "
        f"({len(results) / max(elapsed, 1e-9) * 60:.1f} games/min)",
        *time_lines(results, strong),
    ]
    return "\n".join(lines)


def fights_line(results: list[dict]) -> str:
    totals: dict[str, int] = {}
    for r in results:
        for key, n in r.get("fights", {}).items():
            totals[key] = totals.get(key, 0) + n
    return "  declared: " + (", ".join(f"{k} {n}" for k, n in sorted(totals.items())) or "none")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--strong", default="squire")
    parser.add_argument("--weak", default="random")
    parser.add_argument("--games", type=int, default=120)
    parser.add_argument("--procs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=1000)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--budget", type=float, default=1.0, help="seconds per Duke decision")
    parser.add_argument("--worlds", type=int, default=None,
                        help="worlds per searched Duke decision (instead of its time budget)")
    parser.add_argument("--edition", choices=EDITIONS, default="1429")
    parser.add_argument("--seats", choices=tuple(SEATINGS), default="two",
                        help="two of each level, or one of the stronger among three weaker")
    parser.add_argument("--minutes", type=float, default=0.0,
                        help="start no game after this many minutes (0: no deadline)")
    parser.add_argument("--first", type=int, default=0,
                        help="first game index to play (seed and seats as in a run from 0)")
    args = parser.parse_args(argv)
    if not 0 <= args.first < args.games:
        parser.error(f"--first must be from 0 to {args.games - 1} (--games {args.games})")
    started = time.perf_counter()
    results = run(args.strong, args.weak, args.games, args.procs, args.seed, args.rounds,
                  args.budget, args.edition, args.seats, args.worlds, args.minutes, args.first)
    print(f"edition {args.edition}, seats {args.seats} "
          f"({', '.join(SEATINGS[args.seats])}), {args.rounds}-round cap, seeds "
          f"{args.seed + args.first}-{args.seed + args.first + len(results) - 1} "
          f"({len(results)} of {args.games - args.first} asked), budget "
          f"{f'{args.worlds} worlds' if args.worlds else f'{args.budget} s'}")
    print(report(results, args.strong, args.weak, time.perf_counter() - started))
    return 0


if __name__ == "__main__":
    sys.exit(main())

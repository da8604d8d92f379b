"""The Duke's searched decisions on real positions: what they cost and what they choose.

Positions are taken from seeded all-Baron games of each edition (every decision a Duke would
search, spread over the game), then the Duke answers each with a counted budget (``--worlds``,
2 by default: a pure function of view, decision and seed). It prints the CPU time of the
answers (``time.process_time``) and, with ``--save FILE``, writes each answer; ``--check FILE``
compares the answers with such a file, so a change meant to make the search cheaper can show
that it decides the same. ``--profile`` prints the cProfile of the answers.

    nice python bench/duke_decisions.py --save before.json
    nice python bench/duke_decisions.py --check before.json
    nice python bench/duke_decisions.py --editions 1429 --positions 3 --profile
"""
from __future__ import annotations

import argparse
import cProfile
import json
import os
import pstats
import sys
import time
from typing import Any

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from engine.fief.bots.baron import Baron  # noqa: E402
from engine.fief.bots.duke import AFTER, Duke  # noqa: E402
from engine.fief.bots.runner import bot_turn, decision_for  # noqa: E402
from engine.fief.bots.worlds import world_at  # noqa: E402
from engine.fief.game import Game  # noqa: E402
from engine.fief.options import COLOURS, GameOptions, PlayerSpec  # noqa: E402
from engine.fief.views import view_for  # noqa: E402

Position = dict[str, Any]


def positions(edition: str, players: int, seed: int, count: int, every: int) -> list[Position]:
    """Up to ``count`` positions of a seeded all-Baron game where a Duke would search (one in
    ``every`` of them, so they spread over the game)."""
    game = Game.new(GameOptions(players=tuple(PlayerSpec(c.upper(), c)
                                              for c in COLOURS[:players]),
                                edition=edition, seed=seed))
    baron = Baron()
    found: list[Position] = []
    seen = move = 0
    while not game.state.finished and game.state.round <= 12 and len(found) < count:
        seat = game.pending()[0].player
        decision = decision_for(game, seat)
        if decision["kind"] in AFTER:
            view = view_for(game, seat)
            if world_at(view, decision, 0) is not None:
                if seen % every == every // 2:
                    found.append({"edition": edition, "seed": seed * 1_000_003 + move,
                                  "view": view, "decision": decision})
                seen += 1
        bot_turn(game, seat, baron, seed * 1_000_003 + move, 0.0)
        move += 1
    return json.loads(json.dumps(found))          # as a client would receive them


def answer(position: Position, worlds: int) -> tuple[str, str, float]:
    """The Duke's action (text), its reason and the CPU seconds it took."""
    duke = Duke(strict=True, worlds=worlds)
    cpu = time.process_time()
    action, reason = duke.choose_with_reason(position["view"], position["decision"],
                                             rng_seed=position["seed"], budget_s=1.0)
    return json.dumps(action, sort_keys=True), reason, time.process_time() - cpu


def same(answer: list[Any]) -> list[Any]:
    """What must not change: the position, the action and its cautious gain (the reason's
    count of worlds may, when a search stops sooner)."""
    return answer[:4] + [answer[4].rpartition("(")[2]]


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--editions", default="1429,2011,simplified")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seeds", default="1,2")
    parser.add_argument("--positions", type=int, default=4, help="positions a game")
    parser.add_argument("--every", type=int, default=7, help="one searched decision in N")
    parser.add_argument("--worlds", type=int, default=2)
    parser.add_argument("--save")
    parser.add_argument("--check")
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args(argv)
    found = [p for edition in args.editions.split(",") for seed in args.seeds.split(",")
             for p in positions(edition, args.players, int(seed), args.positions, args.every)]
    profile = cProfile.Profile() if args.profile else None
    answers: list[list[Any]] = []
    cpu: dict[str, float] = {}
    for p in found:
        if profile:
            profile.enable()
        action, reason, seconds = answer(p, args.worlds)
        if profile:
            profile.disable()
        kind = p["decision"]["kind"]
        cpu[p["edition"]] = cpu.get(p["edition"], 0.0) + seconds
        answers.append([p["edition"], p["seed"], kind, action, reason])
        print(f"{p['edition']:<11}{kind:<15}{seconds:6.2f} s  {reason[:90]}", flush=True)
    print(f"{len(found)} decisions, CPU {sum(cpu.values()):.1f} s ("
          + ", ".join(f"{e} {s:.1f} s" for e, s in cpu.items()) + ")")
    if args.save:
        with open(args.save, "w", encoding="utf-8") as out:
            json.dump(answers, out, indent=0)
    if args.check:
        with open(args.check, encoding="utf-8") as before:
            expected = json.load(before)
        differ = [(a, b) for a, b in zip(answers, expected) if same(a) != same(b)]
        print(f"same decisions: {len(answers) - len(differ)} of {len(answers)}"
              + ("" if len(answers) == len(expected) else f" (file has {len(expected)})"))
        for a, b in differ:
            print("  differs:", a, "was", b)
    if profile:
        pstats.Stats(profile).sort_stats("cumulative").print_stats(45)
        pstats.Stats(profile).sort_stats("tottime").print_stats(30)


if __name__ == "__main__":
    main()

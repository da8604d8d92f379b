"""Soak test of the simplified variant (issue 22): random players play complete games (default
200, a cap of 200 rounds) and the variant's invariants are checked after every action; every
error is reported with its seed.

    nice .venv/bin/python bench/soak_simplified.py --games 200

Checked at every action: the 8 gems of the game (held plus the pool, none below 0), resources
and damages never below 0, no resources kept outside the Income and purchase steps (S-3), no
Knight and no Siege Engine anywhere (S-3), the box's castles and mills, control
(tests/test_engine_properties.py); every 100th action a made-up action is refused without
changing anything.
"""
from __future__ import annotations

import argparse
import collections
import json
import random
import sys
import time
import traceback
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent),
                str(Path(__file__).resolve().parent.parent / "tests")]

from random_play import choose
from test_engine_properties import check_control, check_refusal

from engine.fief.counters import KNIGHT
from engine.fief.game import Game
from engine.fief.options import COLOURS, GameOptions, PlayerSpec

SPENDING = ("income", "ransoms", "purchase")


def check_simplified(game: Game) -> None:
    """The simplified variant's invariants after an action."""
    state, rules = game.state, game.rules
    families = state.players
    assert sum(p.gems for p in families) + state.gem_pool == rules.gems_in_game == 8, "8 gems"
    assert state.gem_pool >= 0 and all(p.gems >= 0 for p in families)
    assert all(p.money >= 0 and p.damages >= 0 for p in families)
    if not state.stack or state.stack[0].kind not in SPENDING:
        assert all(p.money == 0 for p in families), "S-3: resources are spent or lost"
    assert not any(t.kind == KNIGHT for t in state.troops), "S-3: no troops to buy"
    assert not state.engines and state.engine_pool == 0, "S-3: no siege engines"
    villages = state.villages
    assert sum(1 for vs in villages.values() if vs.fort) + state.forts_stock == rules.stock_forts
    assert sum(vs.mills for vs in villages.values()) + state.mills_stock == rules.stock_mills
    check_control(game)


def soak_one(seed: int, max_rounds: int) -> tuple[Game, int, collections.Counter]:
    players = 3 + seed % 4
    game = Game.new(GameOptions(players=tuple(PlayerSpec(c.upper(), c)
                                              for c in COLOURS[:players]),
                                edition="simplified", seed=seed))
    chooser = random.Random(seed)
    seen: collections.Counter = collections.Counter()
    applied = 0
    check_simplified(game)
    while not game.state.finished and game.state.round <= max_rounds:
        seat, action = choose(game, chooser)
        if applied % 100 == 0:
            check_refusal(game, seat, action)
        for event in game.apply(seat, action):
            seen[event.kind] += 1
        applied += 1
        check_simplified(game)
    return game, applied, seen


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
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
    print(f"{args.games} games of the simplified variant, {len(failures)} failed, {won} won "
          f"before the cap of {args.rounds} rounds, {actions} actions checked, {elapsed:.1f} s "
          f"({elapsed / args.games:.2f} s per game)")
    variant = ("gems_dealt", "gem_traded", "resources_lost", "damages_settled", "game_won")
    print("events of the variant seen:", json.dumps({k: seen[k] for k in variant}))
    for seed, text in failures:
        print(f"--- seed {seed} ---\n{text}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())

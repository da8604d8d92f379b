"""An introductory game (the simplified variant) played headless by posted clicks to its
victory screen: four families, two at this screen and two computers, every battle fought in the
battle scene by paired dice. The suite tests the variant's screens one by one
(tests/test_client_simplified_*.py); this plays a whole game and says what it cost.

    .venv/bin/python bench/bench_client_simplified.py [--seed 3] [--rounds 40] [--timeout 600]

It stops at the victory screen, or after ``--rounds`` rounds. Exit status 1 when the controls
could not play a decision the computer chose (more than 3 fallbacks), or no round was played.
(The hot-seat privacy check of bench_client_games.py is for hidden money and Fog of War, which
the variant does not offer: its families' resources and stacks are public.)
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.fief.autoplay import Driver
from game.fief.scenes.play import PlayScene
from game.fief.scenes.victory import VictoryScene
from game.fief.table import TableSetup
from game.testing import make_app, pump

NAMES = ("Armagnac", "Bourgogne", "Anjou", "Foix")


def four_families(seed: int) -> TableSetup:
    players = tuple(PlayerSpec(NAMES[i], COLOURS[i]) for i in range(4))
    return TableSetup(GameOptions(players=players, seed=seed, edition="simplified"),
                      ("human", "human", "computer", "computer"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--rounds", type=int, default=40)
    parser.add_argument("--timeout", type=float, default=600)
    args = parser.parse_args(argv)
    os.environ.setdefault("FIEF_HOME", tempfile.mkdtemp(prefix="fief-bench-"))
    app = make_app((1280, 720), "title")
    scene = PlayScene(app, four_families(args.seed), bot_delay=0.0, autosave=False)
    app.stack.push(scene)
    pump(app, 2)
    driver = Driver(app)
    began, cpu = time.perf_counter(), time.process_time()
    won = driver.play(scene, timeout=args.timeout,
                      stop=lambda s: s.controller.public.get("round", 0) > args.rounds)
    wall, cpu = time.perf_counter() - began, time.process_time() - cpu
    view = scene.controller.public
    ended = "victory screen" if won and isinstance(app.stack.top, VictoryScene) else "NOT FINISHED"
    print(f"introductory game, four families, seed {args.seed}: {ended} after round "
          f"{view.get('round')}, winners {view.get('winners')}")
    per_frame = 1000 * wall / max(1, driver.frames)
    print(f"{driver.frames} frames, {driver.actions} actions by {driver.clicks} clicks, "
          f"{driver.handoffs} hand-offs, {driver.fallbacks} fallbacks, screens {driver.screens}; "
          f"{wall:.1f} s wall, {cpu:.1f} s CPU ({per_frame:.1f} ms a frame)")
    if driver.fallbacks:
        print("fallbacks:", [line for line in driver.log if "fallback" in line][:8])
    kinds = sorted(driver.kinds.items(), key=lambda kv: -kv[1])
    print("actions by kind:", ", ".join(f"{k} {n}" for k, n in kinds))
    scene.controller.close()
    return 0 if driver.fallbacks <= 3 and view.get("round", 0) >= 1 else 1


if __name__ == "__main__":
    sys.exit(main())

"""The long client games, played headless by posted clicks to their victory screens: six
families with every optional rule (two at this screen, four computers), the hot-seat privacy
checked at every step. The suite plays the first rounds of the same game
(tests/test_client_play6.py); this plays it to its end and says what it cost.

    .venv/bin/python bench/bench_client_games.py [--seed 3] [--edition 2011]

``--edition`` plays another edition with every optional rule it offers (2011: hidden money),
and counts the decisions of each kind answered by clicks and the edition's own events seen.

Exit status 1 when the game does not reach its victory screen, a secret was shown, or the
controls could not play a decision the computer chose (more than 3 fallbacks).
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

from engine.fief.api import COLOURS, FIEF, GameOptions, PlayerSpec
from game.fief.autoplay import Driver, privacy_leaks
from game.fief.scenes.play import PlayScene
from game.fief.scenes.victory import VictoryScene
from game.fief.table import TableSetup
from game.testing import make_app, pump

NAMES = ("Armagnac", "Bourgogne", "Anjou", "Foix", "Valois", "Montfort")
# Events only the 2011 edition tells (engine/fief/event_kinds/edition2011.py) and the reveal.
EDITION_EVENTS = ("engine_bought", "engines_destroyed", "fief_title_to_crown",
                  "title_granted_by_crown", "ballot_revealed", "disaster_false_alarm")


def six_families(seed: int, edition: str = "1429") -> TableSetup:
    players = tuple(PlayerSpec(NAMES[i], COLOURS[i]) for i in range(6))
    return TableSetup(GameOptions(players=players, seed=seed, edition=edition,
                                  optional=FIEF.edition_options[edition]),
                      ("human", "human", "computer", "computer", "computer", "computer"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--edition", default="1429", choices=sorted(FIEF.edition_options))
    args = parser.parse_args(argv)
    os.environ.setdefault("FIEF_HOME", tempfile.mkdtemp(prefix="fief-bench-"))
    app = make_app((1280, 720), "title")
    scene = PlayScene(app, six_families(args.seed, args.edition), bot_delay=0.0, autosave=False)
    app.stack.push(scene)
    pump(app, 2)
    leaks: list[str] = []
    driver = Driver(app)
    began, cpu = time.perf_counter(), time.process_time()
    won = driver.play(scene, timeout=600, stop=lambda s: bool(leaks.extend(privacy_leaks(app, s))))
    wall, cpu = time.perf_counter() - began, time.process_time() - cpu
    view = scene.controller.public
    ended = "victory screen" if won and isinstance(app.stack.top, VictoryScene) else "NOT FINISHED"
    print(f"six families, edition {args.edition}, every optional rule it offers, seed {args.seed}: {ended} after round "
          f"{view.get('round')}, winners {view.get('winners')}")
    per_frame = 1000 * wall / max(1, driver.frames)
    print(f"{driver.frames} frames, {driver.actions} actions by {driver.clicks} clicks, "
          f"{driver.handoffs} hand-offs, {driver.fallbacks} fallbacks; "
          f"{wall:.1f} s wall, {cpu:.1f} s CPU ({per_frame:.1f} ms a frame)")
    print("answered by clicks:", dict(sorted(driver.kinds.items())))
    print("ceremonies and screens:", len(driver.ceremonies), dict(sorted(driver.screens.items())))
    seen = sorted({entry.event.get("kind") for entry in scene.controller.log} & set(EDITION_EVENTS))
    print("the edition's events seen:", seen)
    if leaks:
        print("secrets shown:", leaks[:5])
    scene.controller.close()
    return 0 if won and not leaks and driver.fallbacks <= 3 and view.get("winners") else 1


if __name__ == "__main__":
    sys.exit(main())

"""CPU time per frame of the in-game scene on a crowded late-game board (issue 6).

A six-family position with every village occupied and 60 troop stacks (plus lords, captives,
Strongholds and Cities, mills, siege engines, besiegers, Disasters, fortunes and taxes) is
loaded into a hot-seat table; the play scene is drawn at 1920x1080 while the pointer moves over
the villages (hover ring, tooltip), and the process time of each frame is measured.

    .venv/bin/python bench/bench_play.py [--frames 300] [--size 1920x1080]

Target: the mean under 8 ms of CPU per frame.
"""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

FAMILIES = [("DAVID", "blue"), ("GRADY", "red"), ("KIRSTEN", "green"), ("GUNTER", "yellow"),
            ("SABINE", "magenta"), ("FRANCK", "white")]
LORDS = ["FRANÇOIS", "THIERRY", "BEAUDOIN", "CHARLES", "QUENTIN", "ARTHUR", "GAUVAIN", "GEOFFROY",
         "HUGUES", "RAOUL", "OTHON", "GUILLAUME", "JEANNE", "MIREILLE", "ALIÉNOR", "BLANCHE",
         "ISABEAU", "MATHILDE"]


def late_game_position() -> dict:
    """Every village occupied, 60 stacks, three lords a family, fortifications and cards."""
    from engine.fief.board import load_board

    board = load_board()
    villages = sorted(board.villages)
    colours = [c for _n, c in FAMILIES]
    stacks_of = {c: 0 for c in colours}
    units: dict[str, dict] = {}
    k = 0
    for i, village in enumerate(villages):
        count = 3 if i < 12 else 2
        here = {}
        for j in range(count):
            colour = colours[(i + j) % 6]
            n = stacks_of[colour]
            stacks_of[colour] += 1
            here[colour] = {"knights": n % 2, "men": 1 + (n % 4 == 0)}
            k += 1
        units[village] = here
    assert k == 60, k
    # Lords: three per family, standing with that family's stacks.
    lords: dict[str, dict] = {}
    placed = 0
    for colour in colours:
        spots = [v for v in villages if colour in units[v]]
        for j in range(3):
            name = LORDS[placed]
            placed += 1
            village = spots[(j * 3) % len(spots)]
            units[village][colour].setdefault("lords", []).append(name)
    # Two lords held captive by another family, where their captors stand.
    for name, village in (("ISABEAU", villages[1]), ("MATHILDE", villages[9])):
        for group in units.values():
            for stack in group.values():
                if name in stack.get("lords", []):
                    stack["lords"].remove(name)
                    owner = next(c for c, st in group.items() if st is stack)
        captor = next(c for c in units[village] if c != owner)
        units[village][captor].setdefault("captives", []).append(name)
        lords[name] = {"owner": owner}
    data_villages = {}
    for i, village in enumerate(villages):
        entry = {"units": units[village]}
        if i % 3 == 0:
            entry["fort"] = "stronghold"
        if i % 7 == 0:
            entry["fort"] = "city"
        if i % 2 == 0:
            entry["mills"] = 1 + (i % 8 == 0)
        data_villages[village] = entry
    # Sieges with engines where a second family stands by a fortification.
    for village in (villages[3], villages[6]):
        entry = data_villages[village]
        if entry.get("fort") and len(entry["units"]) >= 2:
            besieger = list(entry["units"])[1]
            entry["besiegers"] = [besieger]
            entry["engines"] = {besieger: 2 if village == villages[3] else 1}
    return {
        "players": [{"name": n, "colour": c, "money": 14 + i, "hand": []}
                    for i, (n, c) in enumerate(FAMILIES)],
        "round": 6, "step": "movement", "first": "DAVID", "turn": "DAVID",
        "lords": lords,
        "villages": data_villages,
        "disasters": {"1": ["plague"], "3": ["famine"], "5": ["heavy_rain"]},
        "fortunes": {"2": ["harvest", "good_weather"]},
    }


def build(size: tuple[int, int]):
    from engine.fief.position import load_position
    from engine.fief.api import FIEF
    from engine.record import Record
    from engine.fief.options import GameOptions
    from game.fief.controller import LocalTable
    from game.fief.scenes.play import PlayScene
    from game.fief.table import TableSetup
    from game.testing import make_app, pump

    game = load_position(late_game_position())
    options = GameOptions.from_dict(game.state.options)
    setup = TableSetup(options, ("human",) * len(options.players))
    record = Record.of(FIEF, game)
    table = LocalTable(setup, record=record, events=list(game.events))
    app = make_app(size, "title")
    scene = PlayScene(app, setup, table=table, autosave=False, ceremonies=False)
    app.stack.push(scene)
    pump(app, 3)
    return app, scene


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--size", default="1920x1080")
    args = parser.parse_args(argv)
    w, h = (int(v) for v in args.size.lower().split("x"))
    import pygame

    from game.shell.smoke import post_motion

    app, scene = build((w, h))
    view = scene.controller.public
    stacks = sum(len(v["stacks"]) for v in view["villages"].values())
    occupied = sum(1 for v in view["villages"].values() if v["stacks"])
    points = [scene.village_point(v.name) for v in scene.board.villages]
    points = [p for p in points if p is not None]
    for _ in range(30):                      # warm the caches: sprites, text, zoom level
        app.frame(1 / 60)
    times = []
    for i in range(args.frames):
        x, y = points[i % len(points)]
        post_motion((x + 3, y + 2))
        began = time.process_time()
        app.frame(1 / 60)
        times.append(time.process_time() - began)
    times_ms = sorted(t * 1000 for t in times)
    mean = statistics.fmean(times_ms)
    p95 = times_ms[int(len(times_ms) * 0.95) - 1]
    print(f"board {w}x{h}: {occupied}/{len(view['villages'])} villages occupied, {stacks} stacks, "
          f"{len(scene.pieces.hotspots)} pieces under the pointer's reach")
    print(f"CPU per frame over {len(times)} frames: mean {mean:.2f} ms, median "
          f"{statistics.median(times_ms):.2f} ms, p95 {p95:.2f} ms, max {times_ms[-1]:.2f} ms "
          f"(target: mean under 8 ms)")
    pygame.quit()
    return 0 if mean < 8 else 1


if __name__ == "__main__":
    sys.exit(main())

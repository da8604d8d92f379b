"""Screenshots of Middle-Ages for docs/: the new-game form, the table in the middle of a move (a
Lord walking, a tooltip put clear of the tiles to choose from), an Event card announced and
turned, the rules reference, and the end screen.

Plays a seeded hot-seat game of three lords by the scene's own answers and saves the window
at those moments; any video driver will do (the dummy one draws the same pixels):

    SDL_VIDEODRIVER=dummy .venv/bin/python tools/ma_screenshots.py [--out docs] [--lang fr]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
FRAMES = 5000


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs"))
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", default="en")
    args = parser.parse_args(argv)
    os.environ.setdefault("FIEF_HOME", tempfile.mkdtemp(prefix="ma-shots-"))
    import pygame

    from game.middle_ages import table as seating
    from game.middle_ages.end import MAEndScene
    from game.middle_ages.scene import MAPlayScene
    from game.middle_ages.setup import MASetupScene
    from game.middle_ages.table import MASetup, MATable
    from game.shell.settings import Settings
    from game.shell.smoke import post_motion
    from game.testing import make_app, pump

    seating.BOT_DELAY = 0.0
    w, h = (int(v) for v in args.size.split("x"))
    app = make_app((w, h), "title", settings=Settings(language=args.lang))
    suffix = "" if args.lang == "en" else f"-{args.lang}"
    args.out.mkdir(parents=True, exist_ok=True)

    def shoot(name: str) -> None:
        path = args.out / f"screenshot-ma-{name}{suffix}.png"
        pygame.image.save(app.screen, str(path))
        print(f"screenshot: {path}", flush=True)

    app.stack.push(MASetupScene(app))
    pump(app, 2)
    shoot("setup")
    app.stack.pop()

    lords = (("Aliénor", "blue"), ("Baudouin", "red"), ("Constance", "green"))
    scene = MAPlayScene(app, MATable(MASetup(lords, ("human",) * 3, args.seed, "random")))
    app.stack.push(scene)

    def play_until(done) -> None:
        for _ in range(FRAMES):
            pump(app)
            if done():
                return
            asked = scene.asked
            if asked is not None:
                scene.motion.skip()
                scene.choose(asked["choices"][-1])

    play_until(lambda: scene.view["turn"] >= 7 and scene.asked is not None
               and scene.asked["kind"] == "move_lord")
    scene.motion.skip()
    scene.choose(scene.asked["choices"][0])
    pump(app, 12)                                        # the Lord on its way to the row below
    asked = scene.asked
    if asked is not None and asked["kind"] == "move_lord":   # point at the row above the choices
        row = int(scene.view["destination_row"]) - 1
        spot = next(s for s in sorted(scene.tiles, reverse=True)
                    if s[0] == row % 4 and scene.view["rows"][s[0]][s[1]] is not None)
        post_motion(scene.tiles[spot].center)
    pump(app)
    shoot("table")
    scene.open_help()
    help_scene = app.stack.top
    help_scene.page = 2                                  # the domains
    pump(app)
    shoot("rules")
    app.stack.pop()
    post_motion((1, 1))
    play_until(lambda: len(scene.motion.timeline.beats_of("card")) >= 2)   # turn 8's card
    card = scene.motion.timeline.beats_of("card")[-1]
    scene.motion.clock.t = card.start + card.duration * 0.3          # the card turning
    pump(app)
    shoot("event")
    play_until(lambda: isinstance(app.stack.top, MAEndScene))
    pump(app, 240)
    shoot("end")
    app.stack.reset()
    return 0


if __name__ == "__main__":
    sys.exit(main())

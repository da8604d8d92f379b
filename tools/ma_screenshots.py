"""Screenshots of Middle-Ages for docs/: the new-game form, the table in the middle of a move (a
Lord walking, a tooltip put clear of the tiles to choose from), an Event card announced while
the next lord chooses, a Palace's Parcel token chosen in two steps, the rules reference, the
end screen and the tutorial's coach.

Plays a seeded hot-seat game by the scene's own answers and saves the window at those moments.
Take them in a real window under Xvfb (any video driver draws the same pixels):

    xvfb-run -s "-screen 0 1920x1080x24" .venv/bin/python tools/ma_screenshots.py \
        [--out docs] [--lang fr] [--size 1280x720] [--lords 5] [--only table,event]

A file is named ``screenshot-ma-<shot>[-720p][-<lang>].png`` (``-720p`` for a 1280x720 window).
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
SHOTS = ("setup", "table", "palace", "rules", "event", "end", "tutorial")
LORDS = (("Aliénor", "blue"), ("Baudouin", "red"), ("Constance", "green"), ("Dora", "yellow"),
         ("Ermengarde", "pink"))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs"))
    parser.add_argument("--size", default="1920x1080")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--lords", type=int, default=3)
    parser.add_argument("--only", default=",".join(SHOTS))
    args = parser.parse_args(argv)
    os.environ.setdefault("FIEF_HOME", tempfile.mkdtemp(prefix="ma-shots-"))
    import pygame

    from game.middle_ages import table as seating
    from game.middle_ages.coach import Coach, tutorial_setup
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
    wanted = set(args.only.split(","))
    suffix = ("-720p" if (w, h) == (1280, 720) else "") + \
        ("" if args.lang == "en" else f"-{args.lang}")
    args.out.mkdir(parents=True, exist_ok=True)

    def shoot(name: str) -> None:
        if name in wanted:
            path = args.out / f"screenshot-ma-{name}{suffix}.png"
            pygame.image.save(app.screen, str(path))
            print(f"screenshot: {path}", flush=True)

    if "setup" in wanted:
        app.stack.push(MASetupScene(app))
        pump(app, 2)
        shoot("setup")
        app.stack.pop()

    lords = LORDS[:args.lords]
    scene = MAPlayScene(app, MATable(MASetup(lords, ("human",) * len(lords), args.seed,
                                             "random")))
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
        raise SystemExit("the moment to shoot never came")

    def asked_kind(kind: str) -> bool:
        return scene.asked is not None and scene.asked["kind"] == kind

    play_until(lambda: scene.view["turn"] >= 7 and asked_kind("move_lord"))
    scene.motion.skip()
    scene.choose(scene.asked["choices"][0])
    pump(app, 12)                                        # the Lord on its way to the row below
    if asked_kind("move_lord"):                          # point at the row above the choices
        row = int(scene.view["destination_row"]) - 1
        spot = next(s for s in sorted(scene.tiles, reverse=True)
                    if s[0] == row % 4 and scene.view["rows"][s[0]][s[1]] is not None)
        post_motion(scene.tiles[spot].center)
    pump(app)
    shoot("table")
    scene.open_help()
    app.stack.top.page = 2                               # the domains
    pump(app)
    shoot("rules")
    app.stack.pop()
    post_motion((1, 1))
    if "palace" in wanted:                               # a Palace: the type chosen, then where
        play_until(lambda: asked_kind("palace") and len(scene.answers) > 1
                   and scene.answers[0][1] is None)
        scene.answers[1][0].activate()
        scene.motion.skip()
        pump(app)
        shoot("palace")
    play_until(lambda: len(scene.motion.timeline.beats_of("card")) >= 2 and asked_kind("move_lord"))
    card = scene.motion.timeline.beats_of("card")[-1]
    scene.motion.clock.t = card.start + card.duration * 0.3          # the card turning
    pump(app)
    shoot("event")
    if "end" in wanted:
        play_until(lambda: isinstance(app.stack.top, MAEndScene))
        pump(app, 240)
        shoot("end")
    app.stack.reset()
    if "tutorial" in wanted:
        tutorial(app, MAPlayScene(app, MATable(tutorial_setup("Aliénor")), None, coach=Coach()),
                 shoot, pump)
    return 0


def tutorial(app, scene, shoot, pump) -> None:
    """The tutorial at its Scout lesson (the player's answers are the first listed ones)."""
    app.stack.push(scene)
    for _ in range(FRAMES):
        pump(app)
        if scene.coach.lesson == "scout":
            scene.motion.skip()
            pump(app)
            shoot("tutorial")
            return
        if scene.coach.lesson is not None:
            scene.next_tip()
        elif scene.asked is not None:
            scene.motion.skip()
            scene.answers[0][0].activate()
        else:
            scene.table.session.wait(1.0)
    raise SystemExit("the tutorial's Scout lesson never came")


if __name__ == "__main__":
    sys.exit(main())

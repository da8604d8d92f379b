"""Screenshots of a hot-seat game for docs/: each phase, a hand-off and the victory screen.

Plays a seeded game through the screens (``game.fief.autoplay.Driver`` posting clicks) in a real
window and saves the window at the first decision of each step, in the middle of a move (the
reachable villages lit), at a hand-off and at the victory:

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/play_screenshots.py [--out docs]

(1600x900, the default window, by default; ``--size 1920x1080`` for a larger one.)
``--edition simplified`` plays the introductory game instead and names its files
``screenshot-simplified-*.png`` (its start is drawn at random: no start_village screen).
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

SHOTS = {  # decision kind -> file name (phases 3 and 7 ask nobody anything)
    "start_village": "screenshot-setup.png",
    "vote": "screenshot-phase1-election.png",
    "play_cards": "screenshot-phase2-play.png",
    "purchase": "screenshot-phase4-purchase.png",
    "movement": "screenshot-phase5-movement.png",
    "declare_battle": "screenshot-phase6-battles.png",
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs"))
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--lang", default="en")
    parser.add_argument("--edition", default="1429")
    args = parser.parse_args(argv)
    os.environ.setdefault("FIEF_HOME", tempfile.mkdtemp(prefix="fief-shots-"))
    import pygame

    from engine.fief.options import COLOURS, GameOptions, PlayerSpec
    from game.fief.autoplay import Driver
    from game.fief.scenes.handoff import HandoffScene
    from game.fief.scenes.play import PlayScene
    from game.fief.scenes.setup import SetupScene
    from game.fief.scenes.victory import VictoryScene
    from game.shell.settings import Settings
    from game.fief.table import TableSetup
    from game.testing import make_app
    from game.fief.ui.decisions.movement import MovementMode

    w, h = (int(v) for v in args.size.split("x"))
    app = make_app((w, h), "title", settings=Settings(language=args.lang))
    names = ("Armagnac", "Bourgogne", "Anjou", "Foix")
    players = tuple(PlayerSpec(names[i], COLOURS[i]) for i in range(4))
    setup = TableSetup(GameOptions(players=players, seed=args.seed, edition=args.edition),
                       ("human", "human", "computer", "computer"))
    prefix = "screenshot-" if args.edition == "1429" else f"screenshot-{args.edition}-"
    args.out.mkdir(parents=True, exist_ok=True)
    taken: set[str] = set()

    def save(name: str) -> None:
        file = name.replace("screenshot-", prefix, 1)
        for _ in range(3):
            app.frame(1 / 60)
        pygame.image.save(app.screen, str(args.out / file))
        taken.add(name)
        print("saved", args.out / file, flush=True)

    if args.edition != "1429":              # the New game form with the edition chosen
        form = SetupScene(app)
        app.stack.push(form)
        form.edition.value = args.edition
        form.edition_changed(args.edition)
        save("screenshot-setup-form.png")
        app.stack.pop()
    scene = PlayScene(app, setup, bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(scene)

    def stop(s: PlayScene) -> bool:
        top = app.stack.top
        if isinstance(top, HandoffScene) and "screenshot-handoff.png" not in taken and s.controller.public.get("round", 0) >= 2:
            save("screenshot-handoff.png")
        if top is not s or s.asked is None or s.mode is None:
            return False
        kind = s.asked.kind
        name = SHOTS.get(kind)
        if kind == "movement" and isinstance(s.mode, MovementMode):
            if s.mode.origin is None or not s.mode.destinations() or s.controller.public.get("round", 0) < 3:
                return False
            # A lord with troops selected: the reachable villages are lit.
        if kind == "purchase" and s.controller.public.get("round", 0) < 2:
            return False
        if name and name not in taken:
            p = s.village_point("CHAROLLES")
            if p is not None:
                pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(p[0] + 200, p[1] + 320), rel=(0, 0),
                                                     buttons=(0, 0, 0)))
            save(name)
        return False

    driver = Driver(app)
    done = driver.play(scene, timeout=600, stop=stop)
    if done:
        save("screenshot-victory.png")
    print("screens:", ", ".join(sorted(taken)), flush=True)
    app.stack.reset()
    pygame.quit()
    return 0 if done else 1


if __name__ == "__main__":
    sys.exit(main())

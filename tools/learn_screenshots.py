"""Screenshots of the screens that teach, follow and keep a game (issue 20), for docs/:
the Load screen with its slots, the rules reference, a card's text, an announcement, the
end-of-round summary, the victory's explanation, a replay and the tutorial.

    .venv/bin/python tools/learn_screenshots.py [--out docs] [--size 1600x900] [--lang en]

Runs on the dummy video driver (no window needed): the pictures are drawn in memory.
"""
from __future__ import annotations

import argparse
import copy
import os
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tests")]
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=ROOT / "docs")
    parser.add_argument("--size", default="1600x900")
    parser.add_argument("--lang", default="en")
    args = parser.parse_args(argv)
    os.environ["FIEF_HOME"] = tempfile.mkdtemp(prefix="fief-learn-shots-")
    import pygame

    from game import paths
    from game.autoplay import Driver
    from game.scenes.play import PlayScene
    from game.scenes.replay import ReplayScene
    from game.scenes.round_summary import RoundSummaryScene
    from game.scenes.rules_reference import RulesReferenceScene
    from game.scenes.victory import VictoryScene
    from game.settings import Settings
    from game.smoke import post_click, post_motion
    from game.testing import make_app, pump
    from test_client_learn_follow import first_round, play_scene
    from test_client_learn_saves import write_game

    size = tuple(int(v) for v in args.size.split("x"))
    app = make_app(size, "title", settings=Settings(language=args.lang))
    pump(app)

    def shot(name: str) -> None:
        pump(app, 2)
        pygame.image.save(app.screen, str(args.out / name))
        print("wrote", args.out / name)

    write_game(paths.saves_dir() / "Friday night.json", 4)
    write_game(paths.autosave_path(), 5)
    write_game(paths.saves_dir() / "autosave-r01p4.json", 4)
    post_click(app.stack.top.load_button.rect.center)
    shot("screenshot-load.png")
    app.stack.push(ReplayScene(app, paths.saves_dir() / "Friday night.json"))
    app.stack.top.go(24)
    shot("screenshot-replay.png")
    app.stack.pop()
    app.stack.pop()
    app.stack.push(RulesReferenceScene(app, "5.2"))
    shot("screenshot-rules-reference.png")
    app.stack.pop()
    start, end, events = first_round()
    scene = play_scene(app)
    scene.on_events(events)
    shot("screenshot-announcement.png")
    app.stack.push(RoundSummaryScene(app, start, end, 1))
    shot("screenshot-round-summary.png")
    app.stack.pop()
    view = copy.deepcopy(end)
    view.update(finished=True, winners=[0, 1])
    view["players"][0]["vp"], view["players"][1]["vp"] = 3, 1
    ann, bob = ([lord for lord in view["lords"] if lord["owner"] == s][0] for s in (0, 1))
    ann["spouse"], bob["spouse"] = bob["name"], ann["name"]
    ann["titles"] = ["king", "fief:County of BLAYE", "fief:Duchy of BOURG"]
    bob["titles"] = ["fief:Barony of LA RÉOLE"]
    app.stack.push(VictoryScene(app, view))
    shot("screenshot-victory-explained.png")
    app.stack.pop()
    app.stack.pop()
    hand = PlayScene(app, type(scene.setup)(scene.setup.options, ("human", "computer", "computer", "computer")),
                     bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(hand)
    pump(app, 2)
    Driver(app).play(hand, timeout=120, stop=lambda s: bool(getattr(s.mode, "cards", None)))
    post_motion(hand.mode.cards[0].rect.center)
    shot("screenshot-card-text.png")
    app.stack.pop()
    post_click(app.stack.top.tutorial_button.rect.center)
    pump(app, 2)
    shot("screenshot-tutorial.png")
    app.stack.reset()
    return 0


if __name__ == "__main__":
    sys.exit(main())

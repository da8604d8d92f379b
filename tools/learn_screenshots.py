"""Screenshots of the screens that teach, follow and keep a game (issue 20), for docs/:
the Load screen with its slots, the rules reference (and in French), a card's text (in the
hand, the chronicle, on the map), a refusal's link in a battle, an announcement, the
end-of-round summary, the victory's explanation, a replay, the tutorial, colour-blind
patterns and the title at 1280x720 and 150 %.

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
    from test_client_learn_follow import first_round, play_scene
    from test_client_learn_saves import write_game

    from game.shell import paths
    from game.fief.autoplay import Driver
    from game.fief.scenes.play import PlayScene
    from game.fief.scenes.replay import ReplayScene
    from game.fief.scenes.round_summary import RoundSummaryScene
    from game.fief.scenes.rules_reference import RulesReferenceScene
    from game.fief.scenes.victory import VictoryScene
    from game.shell.settings import Settings
    from game.shell.smoke import post_click, post_motion
    from game.testing import make_app, pump

    size = tuple(int(v) for v in args.size.split("x"))
    app = make_app(size, "title", settings=Settings(language=args.lang))
    pump(app)

    def shot(name: str) -> None:
        pump(app, 2)
        pygame.image.save(app.screen, str(args.out / name))
        print("wrote", args.out / name)

    write_game(paths.saves_dir() / "Friday night.json", 4)
    write_game(paths.autosave_path("fief"), 5)
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
    post_click(app.stack.top.button("Tutorial").rect.center)
    pump(app, 2)
    post_click(app.stack.top.guides.coach.ok_rect.center)     # past the welcome: the marriage
    post_motion((app.size[0] - 5, app.size[1] // 2))
    shot("screenshot-tutorial.png")
    app.stack.reset()
    more_shots(app, shot, args.out)
    return 0


def more_shots(app, shot, out: Path) -> None:
    """The screens of the second pass of issue 20."""
    import pygame
    from test_client_learn_cards import TAX_TURN, position_scene
    from test_client_learn_refusals import join_battle_scene, refuse_on_click

    from game.shell import i18n
    from game.fief.scenes.rules_reference import RulesReferenceScene
    from game.shell.settings import Settings
    from game.shell.smoke import post_key, post_motion
    from game.testing import make_app, pump

    i18n.set_language("fr")
    app.stack.push(RulesReferenceScene(app, "5.2"))
    shot("screenshot-rules-reference-fr.png")
    app.stack.reset()
    i18n.set_language(app.settings.language)
    scene = position_scene(app, TAX_TURN)
    tax = next(a for a in scene.controller.legal(0) if a.get("card") == "tax")
    scene.submit(0, tax)
    pump(app, 3)
    rect = next(r for r, line in scene.log_panel.rows if line.card == "tax")
    post_motion(rect.center)
    shot("screenshot-chronicle-card.png")
    spot = next(s for s in scene.pieces.hotspots if s.kind == "fort" and s.key[0] == "BLAYE")
    post_motion(spot.rect.center)
    shot("screenshot-map-text.png")
    app.apply_settings(type(app.settings)(**{**app.settings.__dict__, "colourblind": True}))
    post_motion((5, 5))
    shot("screenshot-colourblind.png")
    app.apply_settings(type(app.settings)(**{**app.settings.__dict__, "colourblind": False}))
    app.stack.reset()
    battle = join_battle_scene(app)
    refuse_on_click(battle, battle.buttons[0])
    shot("screenshot-refusal-link.png")
    app.stack.reset()
    small = make_app((1280, 720), "title", settings=Settings(language="fr", ui_scale=1.5))
    pump(small)
    post_key(pygame.K_DOWN)
    pump(small, 2)
    pygame.image.save(small.screen, str(out / "screenshot-scale-720p-150.png"))
    print("wrote", out / "screenshot-scale-720p-150.png")
    small.stack.reset()
    i18n.set_language("en")


if __name__ == "__main__":
    sys.exit(main())

"""Screenshots of the 2011 edition's own screens for docs/: the ballot on the decision panel
(FOR and AGAINST tokens, E-4) and the purchase panel's Siege Engines tab (E-3), each from a
position written here, on the real board, reached by posted clicks; the election ceremony's
is made by ``python -m game.fief.scenes.demos docs --only screenshot-election-2011.png``.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tools/screenshots_2011.py [--out docs]

(SDL's dummy video driver draws the same pictures without a display.)
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.fief.scenes import demos  # noqa: E402

PLAYERS = [{"name": "Armagnac", "colour": "blue", "money": 12}, {"name": "Bourgogne", "colour": "red", "money": 6},
           {"name": "Anjou", "colour": "green", "money": 4}]
BOARD = {"BLAYE": {"fort": "stronghold", "mills": 1, "units": {"blue": {"knights": 1, "men": 3, "lords": ["ARTHUR"]}}},
         "SIGY": {"units": {"blue": {"men": 2, "lords": ["THIERRY"]}}},
         "ST PAUL": {"units": {"blue": {"men": 1}}},
         "BOURG": {"fort": "stronghold", "units": {"red": {"knights": 2, "men": 2, "lords": ["CHARLES"]}}},
         "CLUNY": {"units": {"green": {"men": 3, "lords": ["OTHON"]}}}}
POSITIONS: dict[str, dict[str, Any]] = {
    "screenshot-2011-purchase.png": {"edition": "2011", "step": "purchase", "turn": "blue", "round": 3,
                                     "players": PLAYERS, "villages": BOARD,
                                     "lords": {"CHARLES": {"owner": "red", "titles": ["Bishop of 4"]}}},
    # The Bishop of SIGY's see is vacant (game/fief/scenes/demos.py's Bishop election, in 2011).
    "screenshot-2011-ballot.png": dict(demos.BISHOP, edition="2011"),
}
# The answers given before each picture: candidacies, then the ballot's tokens set by clicks.
ANSWERS = {(0, "candidate"): {"kind": "declare_candidate", "lord": "FRANÇOIS"},
           (1, "candidate"): {"kind": "declare_candidate", "lord": "THIERRY"},
           (2, "candidate"): {"kind": "no_candidate"}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=Path("docs"))
    parser.add_argument("--size", default="1600x900")
    args = parser.parse_args(argv)
    os.environ.setdefault("FIEF_HOME", tempfile.mkdtemp(prefix="fief-shots-"))
    import pygame

    from engine.fief.api import FIEF, GameOptions, PlayerSpec, load_position
    from engine.record import Record
    from game.fief.autoplay import Driver
    from game.fief.local_table import LocalTable
    from game.fief.scenes.play import PlayScene
    from game.shell.smoke import post_click
    from game.fief.table import TableSetup
    from game.testing import make_app, pump
    from game.fief.ui.decisions.politics import VoteMode
    from game.fief.ui.decisions.purchase import PurchaseMode

    w, h = (int(v) for v in args.size.split("x"))
    app = make_app((w, h), "title")
    args.out.mkdir(parents=True, exist_ok=True)
    for name, position in POSITIONS.items():
        game = load_position(position)
        players = tuple(PlayerSpec(p.name, p.colour) for p in game.state.players)
        setup = TableSetup(GameOptions(players=players, edition="2011", seed=1), ("human",) * len(players))
        table = LocalTable(setup, record=Record.of(FIEF, game), events=list(game.events))
        scene = PlayScene(app, setup, table=table, autosave=False, ceremonies=False)
        app.stack.push(scene)
        pump(app, 2)
        driver = Driver(app, choose=lambda view, d: ANSWERS.get((view["seat"], d["kind"]), d["choices"][0]))
        driver.play(scene, timeout=60, stop=lambda s: isinstance(s.mode, (VoteMode, PurchaseMode)))
        mode = scene.mode
        if isinstance(mode, PurchaseMode):
            post_click(mode.tabs["engines"].rect.center)
        elif isinstance(mode, VoteMode):
            post_click(mode.buttons["for"][1].rect.center)
            pump(app)
            post_click(mode.buttons["against"][2].rect.center)
        pump(app, 4)
        pygame.image.save(app.screen, str(args.out / name))
        print("saved", args.out / name, flush=True)
        app.stack.pop()
        table.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

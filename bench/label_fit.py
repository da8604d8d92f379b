"""Every label whole at every window size and UI scale (issue 20), not a test: too slow for the
suite at 4K, so the tests check 1280x720 at every scale and 4K at the largest.

    .venv/bin/python bench/label_fit.py [--language fr] [--sizes 1280x720,1920x1080,3840x2160]

Opens the title, the settings, a new game, the Load screen, the step help, the whole rules
reference and the game table at each size and each UI scale of the settings, and prints, per
pair, the seconds it took and every widget whose label is not whole (game/fief/ui/label_fit.py);
exits 1 when one is not.
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from engine.fief.api import COLOURS, GameOptions, PlayerSpec
from game.shell.load import LoadScene
from game.fief.scenes.play import PlayScene
from game.fief.scenes.rules_help import RulesHelpScene
from game.fief.scenes.rules_reference import RulesReferenceScene
from game.shell.settings_menu import SettingsScene
from game.fief.scenes.setup import SetupScene
from game.shell.settings import UI_SCALES, Settings
from game.fief.table import TableSetup
from game.testing import make_app, pump
from game.fief.ui.label_fit import clipped_labels


def widgets(scene):
    mode = getattr(scene, "mode", None)
    return list(scene.form.widgets) + (list(mode.form.widgets) if mode is not None else [])


def sweep(size: tuple[int, int], scale: float, language: str) -> dict[str, list[str]]:
    app = make_app(size, "title", settings=Settings(language=language, ui_scale=scale))
    pump(app)
    found = {"title": clipped_labels(widgets(app.stack.top), app.size)}
    screens = {"settings": SettingsScene, "setup": SetupScene, "load": LoadScene,
               "help": lambda a: RulesHelpScene(a, "movement", "5.0: no road", "5.0"),
               "reference": lambda a: RulesReferenceScene(a, "5.0")}
    for name, make in screens.items():
        scene = make(app)
        app.stack.push(scene)
        pump(app)
        found[name] = clipped_labels(widgets(scene), app.size)
        app.stack.pop()
    players = tuple(PlayerSpec(n, COLOURS[i]) for i, n in enumerate(("Ann", "Bob", "Cid")))
    table = PlayScene(app, TableSetup(GameOptions(players=players, seed=3), ("human",) * 3),
                      bot_delay=0.0, autosave=False, ceremonies=False)
    app.stack.push(table)
    pump(app, 3)
    found["play"] = clipped_labels(widgets(table), app.size)
    app.stack.reset()
    return {k: v for k, v in found.items() if v}


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--language", default="fr")
    parser.add_argument("--sizes", default="1280x720,1920x1080,3840x2160")
    args = parser.parse_args()
    os.environ["FIEF_HOME"] = tempfile.mkdtemp(prefix="fief-labels-")
    failed = False
    for text in args.sizes.split(","):
        w, h = (int(v) for v in text.split("x"))
        for scale in UI_SCALES:
            start = time.perf_counter()
            found = sweep((w, h), scale, args.language)
            print(f"{w}x{h} at {round(scale * 100)} %: {time.perf_counter() - start:.2f} s, "
                  + ("every label whole" if not found else f"NOT WHOLE {found}"))
            failed = failed or bool(found)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

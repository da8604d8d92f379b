"""Render a fixed list of screens through main.py's command line, and compare two renderings
pixel by pixel (issue 34: moving the client into a shell and one package per game changes
nothing a player sees but the title screen).

    python tools/screens_check.py render OUT [--tree DIR]   every screen of SCREENS, at every
                                                            size of SIZES, in English and French
    python tools/screens_check.py compare BEFORE AFTER [--except title]

``render`` runs ``DIR/main.py`` (default: this checkout) with ``--scene``, ``--size``,
``--lang`` and ``--screenshot``, headless (SDL's dummy driver), with Python's ``random`` seeded
(the new-game form shows a random seed), each run in a fresh per-user
folder (``FIEF_HOME``) holding the same saves with the same dates, so the Load screen lists the
same rows. To check a change, render a checkout of the commit before it into one folder and
this one into another (the base is rendered with the same Python: its modules come first on
the path), then compare. ``compare`` prints one line per screen and exits 1 when a screen
not excepted differs or is missing.
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path

import pygame

ROOT = Path(__file__).resolve().parent.parent
SCREENS = ("title", "setup", "board", "pause", "settings", "load")
SIZES = ("1280x720", "1920x1080")
LANGUAGES = ("en", "fr")
# Saves the Load screen lists: written by the client of commit dc7fb79 (tests/data).
SAVES = ROOT / "tests" / "data" / "saves-dc7fb79"
SAVED_AT = 1_767_225_600          # 2026-01-01 00:00 UTC: the date every listed save shows
# main.py run with Python's ``random`` seeded: the new-game form shows a random seed.
SEEDED = ("import random, runpy, sys; random.seed(1429); sys.argv = sys.argv[1:]; "
          "runpy.run_path(sys.argv[0], run_name='__main__')")


def shot_name(scene: str, size: str, language: str) -> str:
    return f"{scene}-{size}-{language}.png"


def seeded_home(folder: Path) -> Path:
    """A per-user folder whose saves folder holds ``SAVES``, all with the same date."""
    saves = folder / "data" / "saves"
    saves.mkdir(parents=True)
    for source in sorted(SAVES.glob("*.json")):
        target = saves / source.name
        shutil.copyfile(source, target)
        os.utime(target, (SAVED_AT, SAVED_AT))
    return folder


def render(out: Path, tree: Path, screens: Sequence[str] = SCREENS) -> int:
    """Every screen (of ``screens``) into ``out``; returns how many runs failed."""
    out.mkdir(parents=True, exist_ok=True)
    failed = 0
    for scene in screens:
        for size in SIZES:
            for language in LANGUAGES:
                with tempfile.TemporaryDirectory(prefix="screens-") as home:
                    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
                               FIEF_HOME=str(seeded_home(Path(home))), PYTHONPATH=str(tree),
                               TZ="UTC")
                    target = out / shot_name(scene, size, language)
                    run = subprocess.run(
                        [sys.executable, "-c", SEEDED, str(tree / "main.py"), "--scene", scene,
                         "--size", size, "--lang", language,
                         "--screenshot", str(target.resolve())],
                        cwd=tree, env=env, capture_output=True, text=True)
                if run.returncode != 0 or not target.exists():
                    failed += 1
                    print(f"{target.name}: failed ({run.stderr.strip()[-300:]})")
    print(f"rendered {len(screens) * len(SIZES) * len(LANGUAGES) - failed} screens into {out}")
    return failed


def differing(before: Path, after: Path) -> int:
    """How many pixels differ between two screenshots (-1: not the same size)."""
    a, b = pygame.image.load(str(before)), pygame.image.load(str(after))
    if a.get_size() != b.get_size():
        return -1
    if pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB"):
        return 0
    w, h = a.get_size()
    return sum(1 for x in range(w) for y in range(h) if a.get_at((x, y)) != b.get_at((x, y)))


def compare(before: Path, after: Path, allowed: set[str]) -> int:
    """One line per screen; 1 when a screen not ``allowed`` to change differs or is missing."""
    wrong = 0
    names = {p.name for p in before.glob("*.png")} | {p.name for p in after.glob("*.png")}
    for name in sorted(names):
        scene = name.split("-")[0]
        if not (before / name).exists() or not (after / name).exists():
            verdict = "missing"
        else:
            count = differing(before / name, after / name)
            verdict = "identical" if count == 0 else \
                "another size" if count < 0 else f"{count} pixels differ"
        excused = verdict != "identical" and scene in allowed
        if verdict != "identical" and not excused:
            wrong += 1
        print(f"{name}: {verdict}{' (allowed to change)' if excused else ''}")
    print(f"{wrong} screens changed that should not have")
    return 1 if wrong else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    commands = parser.add_subparsers(dest="command", required=True)
    shoot = commands.add_parser("render", help="render every screen into a folder")
    shoot.add_argument("out", type=Path)
    shoot.add_argument("--tree", type=Path, default=ROOT, help="the checkout to render")
    shoot.add_argument("--only", action="append", choices=SCREENS,
                       help="render this screen only (repeatable)")
    check = commands.add_parser("compare", help="compare two folders of screens")
    check.add_argument("before", type=Path)
    check.add_argument("after", type=Path)
    check.add_argument("--except", dest="allowed", action="append", default=[],
                       choices=SCREENS, help="a screen allowed to change (repeatable)")
    args = parser.parse_args(argv)
    if args.command == "render":
        return 1 if render(args.out, args.tree.resolve(), args.only or SCREENS) else 0
    return compare(args.before, args.after, set(args.allowed))


if __name__ == "__main__":
    sys.exit(main())

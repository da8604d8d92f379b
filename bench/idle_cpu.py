"""Idle figures (not a test): the share of a core the window uses when nothing moves, on the
title, the board and a decision screen, and the frame rate while something does (issue 36).

    .venv/bin/python bench/idle_cpu.py [--warm 8] [--measure 10] [--always-busy]

Each screen runs in a child process of its own, the real main loop (``App.run``) in a window
of 1600x900 on Xvfb (``xvfb-run``; the dummy driver when there is none), with a home folder
of its own. The child measures its own CPU time (every thread: the computers' worker and the
autosaver included) over ``--measure`` seconds after ``--warm`` seconds, and prints the share
of one core and the frames drawn a second. ``animation`` holds a pan key down on the board,
so that the map moves the whole time: its frame rate is the busy one. ``--always-busy``
draws every frame at 60 a second as the loop did before (the figures of the issue: 16-39 % on
the title, 46-49 % on the board).
"""
from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
SCREENS = ("title", "board", "decision", "animation")


def child(screen: str, warm: float, measure: float, busy: bool) -> None:
    """Run the game's loop on ``screen`` and print its CPU share and frame rate."""
    import pygame

    from game.clients import COLLECTION
    from game.fief.scenes.play import PlayScene
    from game.fief.scenes.setup import default_table
    from game.shell import settings as prefs
    from game.shell.app import App, build_stack

    app = App(prefs.Settings(), clients=COLLECTION, size=(1600, 900), fullscreen=False, persist=False)
    build_stack(app, "board" if screen in ("board", "animation") else "title")
    if screen == "decision":                  # a game whose first decision is this screen's
        table = default_table(3, seed=7)
        app.stack.push(PlayScene(app, table, autosave=False, ceremonies=False))
    if busy:
        app.stack.animating = lambda: True    # type: ignore[method-assign]
    marks: dict[str, float] = {}
    start = time.monotonic()

    def hook(app: App) -> None:
        now = time.monotonic() - start
        if screen == "animation":
            app.stack.top.held.add(pygame.K_RIGHT if int(now) % 2 else pygame.K_LEFT)
        if "cpu" not in marks and now >= warm:
            marks.update(cpu=time.process_time(), wall=time.monotonic(), frames=app.frame_count)
        if "cpu" in marks and now >= warm + measure:
            cpu = time.process_time() - marks["cpu"]
            wall = time.monotonic() - marks["wall"]
            frames = app.frame_count - marks["frames"]
            asked = getattr(app.stack.top, "asked", None)
            note = f" (asked: {asked.kind})" if screen == "decision" and asked else ""
            print(f"{screen:10} {100 * cpu / wall:5.1f} % of a core, {frames / wall:5.1f} "
                  f"frames/s{note}", flush=True)
            app.quit()
    app.after_frame.append(hook)
    app.run()
    pygame.quit()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--warm", type=float, default=8.0)
    parser.add_argument("--measure", type=float, default=10.0)
    parser.add_argument("--always-busy", action="store_true")
    parser.add_argument("--child", choices=SCREENS)
    parser.add_argument("--screens", default=",".join(SCREENS))
    args = parser.parse_args()
    if args.child:
        child(args.child, args.warm, args.measure, args.always_busy)
        return
    env = dict(os.environ, FIEF_HOME=tempfile.mkdtemp(prefix="fief-idle-"),
               SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    wrap: list[str] = []
    if shutil.which("xvfb-run"):
        wrap = ["xvfb-run", "-a", "-s", "-screen 0 1600x900x24"]
    else:
        env["SDL_VIDEODRIVER"] = "dummy"
    print(f"{'busy' if args.always_busy else 'paced'} loop, {'Xvfb' if wrap else 'dummy'} "
          f"1600x900, {args.measure:g} s after {args.warm:g} s")
    for screen in args.screens.split(","):
        command = [*wrap, sys.executable, str(Path(__file__).resolve()), "--child", screen,
                   "--warm", str(args.warm), "--measure", str(args.measure)]
        if args.always_busy:
            command.append("--always-busy")
        subprocess.run(command, env=env, cwd=ROOT, check=True)


if __name__ == "__main__":
    main()

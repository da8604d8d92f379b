"""Client figures (not a test): start-up to first frame, board frame CPU time, memory.

    .venv/bin/python bench/bench_client.py [--runs 5] [--frames 600]

* first frame: wall time from launching ``main.py --frames 1`` to the end of its first frame
  (the child prints the time), median of several runs; target < 0.6 s from source.
* board frame: CPU time (process_time) of event handling + update + draw of the board scene at
  1600x900 on the dummy video driver, every village, road and label drawn, the pointer moving
  over villages (tooltips) and the view panning; display.flip excluded. Target < 4 ms median.
* memory: tracemalloc peak of Python allocations and the process's peak RSS.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
import tracemalloc
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def first_frame(runs: int) -> list[float]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               FIEF_HOME=tempfile.mkdtemp(prefix="fief-bench-"))
    times = []
    for _ in range(runs):
        start = time.time()
        out = subprocess.run([sys.executable, str(ROOT / "main.py"), "--frames", "1",
                              "--report-first-frame"], env=env, capture_output=True, text=True,
                             check=True).stdout
        stamp = next(float(l.split()[1]) for l in out.splitlines() if l.startswith("first-frame"))
        times.append(stamp - start)
    return times


def board_frames(frames: int) -> tuple[list[float], float]:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["FIEF_HOME"] = tempfile.mkdtemp(prefix="fief-bench-")
    import pygame

    from game.fief.scenes.board import BoardScene
    from game.fief.scenes.setup import default_table
    from game.shell.smoke import post_motion
    from game.testing import make_app

    app = make_app(size=(1600, 900), scene="title")
    board = BoardScene(app, default_table())
    app.stack.push(board)
    if board.board is None:
        raise SystemExit(f"no board map: {board.map_error}")
    villages = board.board.villages
    started = time.perf_counter()
    for zoom in board.camera.levels()[:3]:  # pre-draw the steps used below
        board.renderer.level_surface(zoom)
    predraw = time.perf_counter() - started
    board.zoom(1, board.view.center)
    times = []
    for i in range(frames):
        v = villages[i % len(villages)]
        if i % 2:
            post_motion(board.camera.world_to_screen(v.x, v.y))  # hover: ring + tooltip
        else:
            board.camera.pan(3 if (i // 100) % 2 else -3, 1 if (i // 50) % 2 else -1)
        t = time.process_time()
        for event in pygame.event.get():
            app.handle(event)
        app.stack.update(1 / 60)
        app.stack.draw(app.screen)
        times.append(time.process_time() - t)
    return times, predraw


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--frames", type=int, default=600)
    args = parser.parse_args()
    ff = first_frame(args.runs)
    print(f"first frame from process start: median {statistics.median(ff):.3f} s "
          f"(min {min(ff):.3f}, max {max(ff):.3f}, {args.runs} runs)")
    tracemalloc.start()
    times, predraw = board_frames(args.frames)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    ms = sorted(t * 1000 for t in times)
    p99 = ms[min(len(ms) - 1, int(len(ms) * 0.99))]
    print(f"board frame CPU at 1600x900 ({len(ms)} frames, flip excluded): "
          f"median {statistics.median(ms):.2f} ms, p99 {p99:.2f} ms, max {ms[-1]:.2f} ms")
    print(f"pre-drawing three zoom steps: {predraw * 1000:.0f} ms")
    print(f"memory: tracemalloc peak {peak / 2**20:.1f} MiB, "
          f"max RSS {resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024:.0f} MiB")


if __name__ == "__main__":
    main()

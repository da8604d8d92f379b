"""Size of the two executables and their start-up time to the first drawn frame.

    .venv/bin/python bench/bench_packaging.py [--runs 7] [--build] [--display]

Reads the builds in dist/ (``./build.sh`` makes them; ``--build`` runs it first). Each run
starts the executable with ``--report-first-frame --frames 1`` from an empty working directory
and a temporary home, headless (SDL's dummy drivers) unless ``--display``; the time to first
frame is from just before the process is started to the wall-clock time the game prints after
its first finished frame (for the one-file build this includes unpacking itself). The median of
the runs is compared with the targets; the same measure from source is shown for reference, and
so is the processor time of each whole run, which a busy machine inflates much less.
Exit status 1 if a build is missing or a target is missed.

On a shared machine other processes inflate the wall-clock times two- to fivefold; as root,
``chrt -f 10 .venv/bin/python bench/bench_packaging.py`` runs the bench (and the game it
starts) ahead of them, which approximates an idle machine.
"""
from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

try:
    import resource
except ImportError:  # Windows
    resource = None  # type: ignore[assignment]

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))
import build as builder  # noqa: E402  (packaging/build.py; "packaging" is not a package)

TARGETS = {  # (size in MB, seconds to first frame)
    "onefile": (40.0, 1.5),
    "onedir": (None, 0.5),
}


def children_cpu() -> float:
    if resource is None:
        return float("nan")
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def first_frame(command: list[str], display: bool) -> tuple[float, float]:
    """Wall-clock seconds to the first frame, and the CPU seconds of the whole run."""
    with tempfile.TemporaryDirectory(prefix="fief-cwd-") as cwd, \
            tempfile.TemporaryDirectory(prefix="fief-home-") as home:
        env = builder.isolated_env(Path(home))
        if display:
            env.pop("SDL_VIDEODRIVER", None)
            env.pop("SDL_AUDIODRIVER", None)
        cpu = children_cpu()
        start = time.time()
        result = subprocess.run(command + ["--report-first-frame", "--frames", "1"], cwd=cwd,
                                env=env, capture_output=True, text=True, timeout=120)
    for line in result.stdout.splitlines():
        if line.startswith("first-frame "):
            return float(line.split()[1]) - start, children_cpu() - cpu
    raise RuntimeError(f"{command[0]} printed no first-frame line (status {result.returncode}):\n"
                       f"{result.stdout}\n{result.stderr}")


def measure(command: list[str], runs: int, display: bool) -> tuple[float, list[float], float]:
    """Median wall-clock time to first frame, all the times, and the median CPU time."""
    first_frame(command, display)  # warm the disk cache; not counted
    results = [first_frame(command, display) for _ in range(runs)]
    times = [wall for wall, _cpu in results]
    return statistics.median(times), times, statistics.median(cpu for _wall, cpu in results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Fief executables: size and start-up time")
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--build", action="store_true", help="run ./build.sh first")
    parser.add_argument("--display", action="store_true", help="use the real display")
    args = parser.parse_args(argv)
    if args.build:
        subprocess.run([str(ROOT / "build.sh")], check=True)
    ok = True
    load = " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    print(f"{os.cpu_count()} cores, load average {load}; median of {args.runs} runs")
    print(f"{'build':<8} {'size MB':>8} {'target':>7} {'first frame s':>14} {'target':>7} "
          f"{'cpu s':>6}  runs (s)")
    for mode in ("onefile", "onedir"):
        exe = builder.executable(mode)
        if not exe.exists():
            print(f"{mode:<8} missing: {exe} (run ./build.sh)")
            ok = False
            continue
        size = builder.size_mb(exe if mode == "onefile" else exe.parent)
        median, times, cpu = measure([str(exe)], args.runs, args.display)
        size_target, time_target = TARGETS[mode]
        size_ok = size_target is None or size < size_target
        time_ok = median < time_target
        ok = ok and size_ok and time_ok
        print(f"{mode:<8} {size:>8.1f} {('< %g' % size_target) if size_target else '-':>7} "
              f"{median:>14.3f} {'< %g' % time_target:>7} {cpu:>6.2f}  "
              f"{' '.join(f'{t:.3f}' for t in times)}"
              f"{'' if size_ok and time_ok else '  MISSED'}")
    source = [sys.executable, str(ROOT / "main.py")]
    median, times, cpu = measure(source, args.runs, args.display)
    print(f"{'source':<8} {'-':>8} {'-':>7} {median:>14.3f} {'-':>7} {cpu:>6.2f}  "
          f"{' '.join(f'{t:.3f}' for t in times)}")
    print("cpu s: processor time of the whole run (start, first frame, exit), median; wall-clock "
          "times grow with the machine's load, processor time much less")
    return 0 if ok else 1


if __name__ == "__main__":
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    sys.exit(main())

"""LAN round trip and host memory on loopback.

Starts ``python -m net host`` in its own process with six remote seats (autosave on, as in a
real game) and six client processes, one per seat, as on a real LAN where each player has a
machine. Each client plays random legal actions for its seat and times, for every accepted
action, the round trip from its submit to the moment its view shows the new move (the host
sends the actor's update before the result, so ``submit`` returning is that moment; the client
checks it). Two runs: players acting the instant their turn comes (the host is still sending
the previous move to the others), and players taking a short think first (the usual case at a
table: the host is idle when the action arrives). Then the host's memory is read from /proc
(peak and current RSS), and the Python heap of an in-process authority with six seats after the
same number of actions is measured with tracemalloc.

The crowd run (issue 18) adds, to the six players acting the instant their turn comes, 32
spectators watching from the start, 10 late joiners arriving during the game (each sent the
whole history) and a save requested every 5 s by seat 0 (the players come once the 32
spectators are connected, so that the game starts watched); its targets are a round-trip p99 of
at most 10 ms, no action over 100 ms and a host peak RSS of at most 64 MiB. The spectators
share one process (``bench/net_crowd.py``), which stands for 42 machines: it reads every frame
the host sends them, parses of an update only its move, and says how many of them saw the last
move, their last update decoded whole. Every run prints the CPU time of the host, of the players' processes and of the
crowd's, and the garbage collector's pauses in the benchmark's own processes: they share the
host's CPUs, as no player's machine would.

    .venv/bin/python bench/bench_net.py [--actions 1000] [--seed 1] [--crowd-only] [--times FILE]

``bench/net_stages.py`` splits the crowd run's round trips into the host's stages;
``bench/net_host_cpu.py`` gives the host's CPU per action of the same game, in one process.
"""
from __future__ import annotations

import argparse
import gc
import json
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import tracemalloc
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from net.authority import Authority  # noqa: E402
from net.bots import RandomBot  # noqa: E402
from net.lobby import Settings  # noqa: E402
from net.seats import SeatTable  # noqa: E402
from net.session import RemoteSession  # noqa: E402

PLAYERS = "Ann:blue,Bob:red,Cid:green,Dan:yellow,Eve:magenta,Fay:white"
ENV = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
# Each process reads the compiled modules of __pycache__ (as test.sh lets them), where the
# shell says PYTHONDONTWRITEBYTECODE: else the host and the eight processes of a crowd run
# compiled the whole engine at every start, 0.5 to 1 s of CPU each, counted in their CPU.
ENV.pop("PYTHONDONTWRITEBYTECODE", None)


SPECTATORS, LATE_JOINERS, SAVE_EVERY = 32, 10, 5.0
# What runs the host: ``python -m net`` or, from BENCH_NET_HOST, a script of one's own that
# wraps ``net.__main__.main`` (to profile the host, say).
HOST_COMMAND = os.environ.get("BENCH_NET_HOST", "-m net").split()


def start_host(save_dir: str, seed: int) -> tuple[subprocess.Popen, int]:
    host = subprocess.Popen(
        [sys.executable, *HOST_COMMAND, "host", "--players", PLAYERS, "--seats", ",".join(["remote"] * 6),
         "--bind", "127.0.0.1", "--port", "0", "--save-dir", save_dir, "--no-announce",
         "--seed", str(seed), "--max-spectators", str(SPECTATORS + LATE_JOINERS)],
        cwd=ROOT, env=ENV, stdout=subprocess.PIPE, text=True)
    port = 0
    for line in host.stdout:  # type: ignore[union-attr]
        if line.startswith("port "):
            port = int(line.split()[1])
        if line.strip() == "ready":
            break
    else:
        raise SystemExit(f"the host did not start (exit status {host.wait()})")
    return host, port


def memory_kib(pid: int) -> dict[str, int]:
    """VmHWM (peak resident) and VmRSS of a process, from /proc (Linux only)."""
    found = {}
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            key, _, value = line.partition(":")
            if key in ("VmHWM", "VmRSS"):
                found[key] = int(value.split()[0])
    except OSError:
        pass
    return found


class Pauses:
    """The garbage collector's pauses in this process (count, total and longest, in ms): the
    benchmark's own processes share the host's CPUs, so their pauses are part of the
    figures."""

    def __init__(self) -> None:
        self.began = 0.0
        self.pauses: list[float] = []
        gc.callbacks.append(self.timed)

    def timed(self, phase: str, info: dict[str, int]) -> None:
        if phase == "start":
            self.began = time.perf_counter()
        else:
            self.pauses.append((time.perf_counter() - self.began) * 1000)

    def summary(self) -> dict[str, float]:
        return {"cpu_s": round(cpu_seconds(), 2), "collections": len(self.pauses),
                "gc_ms": round(sum(self.pauses), 1), "longest_gc_ms": round(max(self.pauses, default=0), 1),
                "peak_rss_mib": round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024, 1)}


def cpu_seconds() -> float:
    """This process's CPU time (user and system), to show what the benchmark's own processes
    take from the machine's CPUs."""
    usage = resource.getrusage(resource.RUSAGE_SELF)
    return usage.ru_utime + usage.ru_stime


def host_cpu_seconds(pid: int) -> float:
    """The host's CPU time so far, from /proc (Linux only; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def ended(messages: list[dict[str, Any]]) -> bool:
    """Whether the host closed this player's connection (a ``bye``, or the link lost: the
    bench's host never drops a player, so a lost link means it is gone); said on stderr, so
    that the bench reports the client's timings so far instead of waiting for ever."""
    for message in messages:
        if message["type"] == "bye" or (message["type"] == "connection"
                                        and message.get("state") != "restored"):
            print(f"client: the host ended the connection: {message.get('reason', message)}",
                  file=sys.stderr)
            return True
    return False


def client(port: int, actions: int, think: float, seed: int, saves: bool) -> None:
    """One player's process: play until the game reaches ``actions`` moves; print timings.
    With ``saves``, seat 0 also asks for a save every ``SAVE_EVERY`` seconds."""
    session = RemoteSession.join("127.0.0.1", port)
    pauses = Pauses()
    session.set_ready()
    bot = RandomBot(seed + (session.seat or 0), legal=session.legal)
    times: list[list[float]] = []          # [move, round trip in ms, perf_counter at its end]
    done = threading.Event()
    if saves and session.seat == 0:
        threading.Thread(target=save_requests, args=(session, done), daemon=True).start()
    while True:
        session.wait(1.0)
        if ended(session.poll()):
            break
        view = session.latest
        if view is None or not view["pending"]:
            if view is not None and (view["finished"] or view["move"] >= actions):
                break
            continue
        if view["finished"] or view["move"] >= actions:
            break
        action = bot(view, view["pending"][0])     # not timed (it may ask the host for legal moves)
        if think:
            time.sleep(think)
        start = time.perf_counter()
        result = session.submit(session.seat, action, view["move"])
        elapsed = time.perf_counter() - start
        if result:
            latest = session.latest
            assert latest is not None and latest["move"] >= result.move, \
                "view not updated when submit returned"
            times.append([result.move or 0, elapsed * 1000, start + elapsed])
    done.set()
    session.close()
    print(json.dumps(times))
    print(json.dumps(pauses.summary()))


def save_requests(session: RemoteSession, done: threading.Event) -> None:
    """A save every ``SAVE_EVERY`` s; one asked as the game ends and the session closes has
    no answer, and the run is over."""
    while not done.wait(SAVE_EVERY):
        try:
            session.save()
        except RuntimeError:
            if not done.is_set():
                raise
            return


def run(actions: int, think: float, seed: int, crowded: bool = False,
        times_file: str | None = None) -> tuple[list[float], dict[str, int]]:
    with tempfile.TemporaryDirectory() as save_dir:
        host, port = start_host(save_dir, seed)
        watching: subprocess.Popen | None = None
        players: list[subprocess.Popen] = []
        try:
            watching = subprocess.Popen([sys.executable, str(ROOT / "bench" / "net_crowd.py"),
                                         str(port), "--actions", str(actions)], cwd=ROOT, env=ENV,
                                        stdout=subprocess.PIPE, text=True) if crowded else None
            if watching is not None:        # the spectators watch from the start (issue 38:
                wait_for_crowd(watching)    # 24 of 32 came in during the first 40 moves)
            extra = ["--saves"] if crowded else []
            players = [subprocess.Popen([sys.executable, __file__, "--client", str(port),
                                         "--actions", str(actions), "--think", str(think),
                                         "--seed", str(seed), *extra],
                                        cwd=ROOT, env=ENV, stdout=subprocess.PIPE, text=True)
                       for _ in range(6)]
            outputs = [p.communicate(timeout=600)[0].splitlines() for p in players]
            trips = [t for lines in outputs for t in json.loads(lines[0])]
            if times_file:                           # for bench/net_stages.py
                Path(times_file).write_text(json.dumps(trips))
            times = [ms for _, ms, _ in trips]
            if watching is not None:
                print(f"  crowd: {watching.communicate(timeout=600)[0].strip()}")
            memory = memory_kib(host.pid)
            own = [json.loads(lines[1]) for lines in outputs]
            print(f"  CPU time: host {host_cpu_seconds(host.pid):.2f} s, the six players' "
                  f"processes {sum(o['cpu_s'] for o in own):.2f} s; their collections "
                  f"{sum(o['gc_ms'] for o in own):.0f} ms, the longest "
                  f"{max(o['longest_gc_ms'] for o in own):.1f} ms")
        finally:
            for process in [host, *players, *([watching] if watching else [])]:
                if process.poll() is None:
                    process.terminate()
                    process.wait(10)
    return sorted(times), memory


def wait_for_crowd(watching: subprocess.Popen) -> None:
    """Until the crowd's process says its spectators are connected."""
    line = watching.stdout.readline() if watching.stdout else ""
    if line.strip() != "watching":
        raise SystemExit(f"the crowd did not connect (exit status {watching.wait()}): {line!r}")


def report(title: str, times: list[float]) -> None:
    p99 = times[min(len(times) - 1, int(len(times) * 0.99))]
    print(f"{title}: {len(times)} actions")
    print(f"  median {statistics.median(times):.2f} ms   p99 {p99:.2f} ms   "
          f"mean {statistics.fmean(times):.2f} ms   max {times[-1]:.2f} ms")


def heap_of_authority(actions: int, seed: int) -> tuple[int, int]:
    """(current, peak) bytes of Python heap for an authority with six seats after ``actions``."""
    players = [tuple(p.split(":")) for p in PLAYERS.split(",")]
    tracemalloc.start()
    auth = Authority(SeatTable.build(players, ["remote"] * 6), Settings(seed=seed))  # type: ignore[arg-type]
    auth.start(force=True)
    bot = RandomBot(seed, legal=auth.legal_for)
    for _ in range(actions):
        assert auth.record is not None          # started above
        game = auth.record.game
        if game.finished:
            break
        seat = game.pending()[0].player
        view = auth.view(seat)
        auth.submit(seat, auth.seats[seat].token, bot(view, view["pending"][0]), view["move"])
    current, peak = tracemalloc.get_traced_memory()
    tracemalloc.stop()
    return current, peak


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--actions", type=int, default=1000)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--think", type=float, default=0.0, help=argparse.SUPPRESS)
    parser.add_argument("--crowd-only", action="store_true", help="only the crowd run")
    parser.add_argument("--times", metavar="FILE",
                        help="write the crowd run's round trips (move, ms, end) to FILE")
    parser.add_argument("--client", type=int, metavar="PORT", help=argparse.SUPPRESS)
    parser.add_argument("--saves", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.client is not None:         # port 0 (a host that did not start) is no run of its own
        client(args.client, args.actions, args.think, args.seed, args.saves)
        return
    print("Crowd run: 6 players acting at once, 32 spectators, 10 late joiners, a save every 5 s")
    crowd_times, crowd_memory = run(args.actions, 0.0, args.seed, crowded=True,
                                    times_file=args.times)
    report("crowd (targets: p99 <= 10 ms, max <= 100 ms, peak RSS <= 64 MiB)", crowd_times)
    print(f"  host peak RSS {crowd_memory.get('VmHWM', 0) / 1024:.1f} MiB")
    if args.crowd_only:
        return
    print("LAN round trip, client action -> its updated view, loopback, 6 seats, one process each")
    times, memory = run(args.actions, 0.0, args.seed)
    report("players acting the instant their turn comes", times)
    thoughtful, _ = run(max(200, args.actions // 3), 0.01, args.seed)
    report("players thinking 10 ms first (host idle when the action arrives)", thoughtful)
    if memory:
        print(f"host process memory after {args.actions} actions: peak RSS "
              f"{memory.get('VmHWM', 0) / 1024:.1f} MiB, current RSS {memory.get('VmRSS', 0) / 1024:.1f} MiB")
    current, peak = heap_of_authority(args.actions, args.seed)
    print(f"authority heap (tracemalloc, 6 seats, {args.actions} actions): "
          f"current {current / 2**20:.1f} MiB, peak {peak / 2**20:.1f} MiB")


if __name__ == "__main__":
    main()

"""Which stage of an action makes the LAN round trip's tail: timestamps in the host, matched
with the clients' own.

As a host (``bench_net.py`` runs it when ``BENCH_NET_HOST=bench/net_stages.py`` is set, with
``NET_STAGES=host.json``), it wraps ``net.__main__.main`` and timestamps each action the
network thread serves: when its message was read, the journal's write and fsync, the referee's
apply, the actor's update built and the result (the two sent in one write); and each turn of
the loop (its wall and CPU time, split into replies, notices, fan-out and catch-up).
``time.perf_counter`` is the same clock in every process of one machine, so the clients'
times (``bench_net.py --times clients.json``) line up with the host's.

    BENCH_NET_HOST=bench/net_stages.py NET_STAGES=/tmp/host.json \\
        .venv/bin/python bench/bench_net.py --crowd-only --times /tmp/clients.json
    .venv/bin/python bench/net_stages.py /tmp/host.json /tmp/clients.json

The report gives each stage's percentiles, then the slowest 2% of round trips split into:
waiting to be read (the loop busy with a turn, or the host not running), the host's work (of
which the fsync), and the way back (the client's process reading its update).
"""
from __future__ import annotations

import atexit
import json
import os
import statistics
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.record import Record  # noqa: E402
from net import autosave, guard, host, wire  # noqa: E402
from net.__main__ import main as host_main  # noqa: E402

clock = time.perf_counter
STAGES = [("read -> handled", "read", "handle"), ("checks", "handle", "journal0"),
          ("journal write", "journal0", "fsync0"), ("fsync", "fsync0", "fsync1"),
          ("apply", "apply0", "apply1"), ("actor's update (built)", "update0", "update1"),
          ("host, handled -> result", "handle", "done"), ("host, read -> result", "read", "done")]


class Stages:
    """What the wrapped host records (one network thread: one action at a time)."""

    def __init__(self) -> None:
        self.acts: list[dict[str, float]] = []
        self.turns: list[list[Any]] = []
        self.now: dict[str, float] = {}
        self.read_at = 0.0
        self.loop: int | None = None          # the network thread (others' fsyncs are not timed)

    def mark(self, name: str) -> None:
        self.now[name] = clock()
        self.now["cpu " + name] = time.thread_time()      # of the thread marking (the loop's)

    def wrap(self, cls: Any, name: str, before: str, after: str) -> None:
        real = getattr(cls, name)

        def timed(*args: Any, **kwargs: Any) -> Any:
            self.mark(before)
            try:
                return real(*args, **kwargs)
            finally:
                self.mark(after)
        setattr(cls, name, timed)

    def install(self) -> None:
        real_read, real_act, real_turn = wire.Server.read, host.Host.on_act, host.Host.turn
        real_update, real_fsync = host.Host.send_update, os.fsync

        def read(server: Any, conn: Any) -> None:
            self.read_at = clock()
            real_read(server, conn)

        def on_act(server: Any, conn: Any, message: dict[str, Any]) -> None:
            self.now = {"read": self.read_at}
            self.mark("handle")
            self.loop = threading.get_ident()
            real_act(server, conn, message)
            self.mark("done")
            self.now.update(move=server.authority.move())
            self.acts.append(self.now)

        def send_update(server: Any, conn: Any, since: int, *args: Any, **kwargs: Any) -> None:
            first = "apply1" in self.now and "update0" not in self.now
            if first:
                self.mark("update0")
            real_update(server, conn, since, *args, **kwargs)
            if first:
                self.mark("update1")

        def fsync(fd: int) -> None:
            mine = threading.get_ident() == self.loop
            if mine:
                self.mark("fsync0")
            real_fsync(fd)
            if mine:
                self.mark("fsync1")

        def turn(server: Any) -> None:
            start, cpu, parts = clock(), time.thread_time(), []
            for part in (server.deliver_replies, server.process_notices, server.fan_out,
                         server.catch_up):
                began = clock()
                part()
                parts.append(clock() - began)
            self.turns.append([start, clock() - start, time.thread_time() - cpu, parts])

        for owner, name, wrapped in ((wire.Server, "read", read), (host.Host, "on_act", on_act),
                                     (host.Host, "turn", turn),
                                     (host.Host, "send_update", send_update),
                                     (autosave.os, "fsync", fsync)):
            setattr(owner, name, wrapped)
        self.wrap(guard.SaveGuard, "journal", "journal0", "journal1")
        self.wrap(Record, "apply", "apply0", "apply1")

    def dump(self, path: str) -> None:
        Path(path).write_text(json.dumps({"acts": self.acts, "turns": self.turns}))


def percentiles(values: list[float]) -> str:
    ordered = sorted(values)
    if not ordered:
        return "-"
    at = lambda q: ordered[min(len(ordered) - 1, int(len(ordered) * q))]  # noqa: E731
    return (f"median {statistics.median(ordered):6.2f}  p90 {at(0.9):6.2f}  "
            f"p99 {at(0.99):6.2f}  max {ordered[-1]:6.2f} ms")


def report(host_file: str, clients_file: str) -> None:
    data = json.loads(Path(host_file).read_text())
    acts = {a["move"]: a for a in data["acts"] if "apply1" in a}
    print(f"{len(acts)} actions applied; per stage (ms), wall time then the network thread's CPU:")
    for name, start, end in STAGES:
        print(f"  {name:22} " + percentiles([(a[end] - a[start]) * 1000 for a in acts.values()
                                              if start in a and end in a]))
        if "cpu " + start in acts[min(acts)] and "cpu " + end in acts[min(acts)]:
            print(f"  {'':22} " + percentiles([(a["cpu " + end] - a["cpu " + start]) * 1000
                                              for a in acts.values()
                                              if "cpu " + start in a and "cpu " + end in a]))
    trips = sorted(json.loads(Path(clients_file).read_text()), key=lambda t: t[1])
    first = min(a["read"] for a in acts.values())
    last = max(a["done"] for a in acts.values())
    turns = [t for t in data["turns"] if first <= t[0] <= last]
    print(f"turns of the loop during play: wall {percentiles([t[1] * 1000 for t in turns])}")
    print(f"                               CPU  {percentiles([t[2] * 1000 for t in turns])}")
    print("slowest 2% of round trips: waiting to be read | host (fsync) | way back, ms")
    for move, ms, end in trips[int(len(trips) * 0.98):]:
        act = acts.get(move)
        if act is None:
            continue
        sent = end - ms / 1000
        fsync = (act.get("fsync1", 0) - act.get("fsync0", 0)) * 1000
        print(f"  move {move:5} {ms:7.1f}: {(act['handle'] - sent) * 1000:6.1f} | "
              f"{(act['done'] - act['handle']) * 1000:6.1f} ({fsync:5.1f}) | "
              f"{(end - act['done']) * 1000:6.1f}")
    without = [ms - (acts[m]["fsync1"] - acts[m]["fsync0"]) * 1000 for m, ms, _ in trips
               if m in acts and "fsync1" in acts[m]]
    print(f"round trip less the fsync: {percentiles(without)}")


def main() -> int:
    stages = Stages()
    stages.install()
    atexit.register(stages.dump, os.environ.get("NET_STAGES", "net_stages.json"))
    return host_main(sys.argv[1:])


if __name__ == "__main__":
    if len(sys.argv) == 3 and not sys.argv[1].startswith("-"):
        report(sys.argv[1], sys.argv[2])
    else:
        sys.exit(main())

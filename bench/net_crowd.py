"""The crowd of ``bench_net.py``'s crowd run: 32 spectators from the start and 10 late joiners,
in one process that stands for 42 machines.

Each watcher is a TCP connection that said ``hello`` as a spectator (as ``RemoteSession.watch``
says it) and reads every byte the host sends it, as soon as it is readable: the host's work,
the kernel's and the sockets' buffers are those of 42 real spectators. What it does not do is
a real client's decoding of every update (0.17 ms of CPU for a view of 9 KiB): of an update it
reads only the standing's move, found in the frame and parsed alone, and it keeps the frame.
At the end each watcher's last update is decoded whole (``protocol.decode_body``) and its
move checked: ``caught_up`` counts those that saw the last move. Decoding 42 spectators'
updates (about 42,000 a run when they keep up) was 6.6 to 8.0 s of CPU a run on the quiet
machine, twice the host's, on the two CPUs the host shares with them (issue 38); no spectator
shares its CPU with the host at a real table. One thread and a ``selectors`` loop read all of
them (a client's two threads each, 84 threads, were also this process's cost, not the host's);
each pings every 10 s, as a session does.

    .venv/bin/python bench/net_crowd.py PORT --actions 1000   (bench_net.py runs it)
"""
from __future__ import annotations

import argparse
import json
import selectors
import socket
import sys
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench_net import LATE_JOINERS, SPECTATORS, Pauses  # noqa: E402
from net import protocol as p  # noqa: E402

# A spectator's standing, as ``engine.contract.standing`` writes it: only an update has one
# (its view and events do not), and its move and whether the game is over come first.
STANDING = b',"standing":{"seat":null,"move":'
FINISHED = b',"finished":true'
PING_EVERY = 10.0                     # as ``RemoteSession``'s keepalive
READ = 1 << 18                        # bytes read at once


class Watcher:
    """A spectator's connection: every frame read, of an update only its move parsed."""

    def __init__(self, port: int) -> None:
        sock = socket.create_connection(("127.0.0.1", port), timeout=5.0)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        p.send_message(sock, p.hello(spectate=True, since=0))
        welcome = p.recv_message(sock)
        if welcome["type"] != "welcome":
            raise SystemExit(f"a spectator was not let in: {welcome}")
        sock.setblocking(False)
        self.sock = sock
        self.reader = p.FrameReader()
        self.move = -1                    # of the latest update read
        self.finished = False
        self.last = b""                   # the latest update's body, decoded at the end
        self.frames = self.bytes = 0

    def read(self, chunk: memoryview) -> None:
        """What the socket holds now, up to ``chunk``'s size (the rest at the next select);
        each whole frame looked at, the rest kept."""
        try:
            count = self.sock.recv_into(chunk)
        except (BlockingIOError, InterruptedError):
            return
        if not count:
            raise SystemExit("the host closed a spectator's connection")
        self.bytes += count
        for body in self.reader.feed(chunk[:count]):
            self.frame(body)

    def frame(self, body: bytes) -> None:
        """An update's move and whether the game is over, read from its standing's text (3 us
        for an update of 6.5 KiB; ``json.loads`` of the standing alone took 10 to 12 us, of the
        whole update 150 us). Another shape of standing fails here, not silently."""
        self.frames += 1
        if not body.startswith(b'{"type":"update"'):
            return
        at = body.index(STANDING) + len(STANDING)
        end = body.index(b",", at)
        self.move, self.last = int(body[at:end]), body
        self.finished = body.startswith(FINISHED, end)

    def caught_up(self, last: int) -> bool:
        """Whether its last update, decoded whole, shows the move ``last`` or a later one."""
        if not self.last:
            return False
        message = p.decode_body(self.last, max_nesting=None)
        return isinstance(message.get("view"), dict) and message["standing"]["move"] >= last

    def ping(self) -> None:
        self.sock.sendall(p.encode({"type": "ping"}))

    def close(self) -> None:
        try:
            self.sock.sendall(p.encode({"type": "bye"}))
        except OSError:
            pass
        self.sock.close()


class Crowd:
    """The watchers and the loop that reads them."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.selector = selectors.DefaultSelector()
        self.watchers: list[Watcher] = []
        self.pinged = time.monotonic()
        self.chunk = memoryview(bytearray(READ))       # each read's bytes, one after another

    def add(self) -> None:
        watcher = Watcher(self.port)
        self.watchers.append(watcher)
        self.selector.register(watcher.sock, selectors.EVENT_READ, watcher)

    def read_until(self, done: Callable[[], bool], timeout: float) -> bool:
        """Read what arrives until ``done()`` holds (True) or ``timeout`` seconds pass."""
        deadline = time.monotonic() + timeout
        while not done():
            now = time.monotonic()
            if now > deadline:
                return False
            if now - self.pinged > PING_EVERY:
                self.pinged = now
                for watcher in self.watchers:
                    watcher.ping()
            for key, _ in self.selector.select(timeout=min(0.5, deadline - now)):
                key.data.read(self.chunk)
        return True


def crowd(port: int, actions: int) -> None:
    """Spectators from the start, late joiners during the game; then whether every one of
    them saw the last move (none dropped as too slow; the late ones were sent their whole
    history, then the game)."""
    watchers = Crowd(port)
    for _ in range(SPECTATORS):
        watchers.add()
    print("watching", flush=True)           # the players may come: the game starts watched
    pauses = Pauses()
    first = watchers.watchers[0]
    for joiner in range(1, LATE_JOINERS + 1):
        target = actions * joiner // (LATE_JOINERS + 1)
        watchers.read_until(lambda: first.move >= target, 300)
        watchers.add()
    watchers.read_until(lambda: first.move >= actions or first.finished, 300)
    last = first.move
    watchers.read_until(lambda: all(w.move >= last for w in watchers.watchers), 60)
    reached = [watcher.caught_up(last) for watcher in watchers.watchers]
    for watcher in watchers.watchers:
        watcher.close()
    print(json.dumps({"watchers": len(reached), "caught_up": sum(reached),
                      "late_caught_up": sum(reached[SPECTATORS:]),
                      "frames": sum(w.frames for w in watchers.watchers),
                      "mib": round(sum(w.bytes for w in watchers.watchers) / 2**20, 1),
                      **pauses.summary()}))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("port", type=int)
    parser.add_argument("--actions", type=int, default=1000)
    args = parser.parse_args()
    crowd(args.port, args.actions)


if __name__ == "__main__":
    main()

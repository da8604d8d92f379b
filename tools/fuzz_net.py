"""A hostile fuzzer for the LAN host (issue 18): seeded random frames at every protocol state
while honest players play on; the host must never die and the honest game must go on.

A table of three remote seats is hosted in this process: two honest players (random legal
moves, over the network) and one seat whose token the fuzzer holds. Each case opens a
connection in one state (``STATES``: before hello, seated with the real token, spectator; the
report counts the cases sent while a battle was being fought) and
sends a few random frames: random bytes, broken headers, oversized lengths, and JSON messages
of every type with hostile values (huge integers, NaN, deep nesting, wrong types, mutated
legal actions). After every ``check_every`` cases the honest players must make a move and the
host's thread must be alive. The game is long enough to pass through every phase (battles
included); a finished game is started again with the next seed.

    .venv/bin/python tools/fuzz_net.py --cases 100000 [--seed 1]

Prints the cases run, the honest moves made and the time; exits 1 on a problem.
tests/test_net_fuzz.py runs a short pass of it.
"""
from __future__ import annotations

import argparse
import json
import logging
import random
import socket
import struct
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from net import protocol as p  # noqa: E402
from net.bots import NoAnswer, RandomBot  # noqa: E402
from net.host import HostConfig  # noqa: E402
from net.lobby import Settings  # noqa: E402
from net.session import RemoteSession  # noqa: E402
from net.table import HostedTable, TableConfig  # noqa: E402

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]
STATES = ("before hello", "seated", "spectator")
TYPES = ["hello", "act", "legal", "ready", "profile", "chat", "sync", "save", "saving", "ping",
         "bye", "teleport", ""]
HOSTILE_VALUES: list[Any] = [None, True, False, 0, -1, 2 ** 70, 1.5, "", "x" * 300, [], {},
                             [[[]]], {"kind": 1}, "ST MÉDARD", "\u0000\u202e", -0.0]
# The bound of every wait on the host (its answers, the honest players' next move): it only
# ends a failed run; a loaded machine may be slow, and a passing run never waits for it.
WAIT = 120.0
RAW_VALUES = [b"1" * 5000, b"NaN", b"Infinity", b"-Infinity", b"1e999", b"[" * 500 + b"]" * 500,
              b'"\\ud800"', b"9" * 64]


@dataclass
class Report:
    cases: int = 0
    mid_battle: int = 0             # cases sent while a battle was on the stack
    refused: int = 0
    honest_moves: int = 0
    games: int = 1
    problems: list[str] = field(default_factory=list)


class Honest(threading.Thread):
    """Two honest players over the network: the seat the host waits for plays once its view
    has caught up. Counts its moves; ``served`` waits for the next one."""

    def __init__(self, table: HostedTable, sessions: list[RemoteSession]) -> None:
        super().__init__(daemon=True)
        self.table, self.sessions = table, {s.seat: s for s in sessions}
        self.bots = {s.seat: RandomBot(s.seat, legal=s.legal) for s in sessions}
        self.moves, self.progressed = 0, threading.Condition()
        self.lost = 0                   # moves answered "disconnected" (the link was restored)
        self.ended = False
        self.stop = threading.Event()
        self.problems: list[str] = []

    def run(self) -> None:
        try:
            self.play()
        except Exception as exc:  # noqa: BLE001 - reported: a dead player must fail at once
            self.problems.append(f"the honest players' thread failed: {exc!r}")
        finally:
            with self.progressed:
                self.ended = True
                self.progressed.notify_all()

    def play(self) -> None:
        """Every wait here is on a message or a notice of the host; a wait that ends on its
        bound only loops again (a loaded machine may take any time)."""
        auth = self.table.authority
        while not self.stop.is_set() and not auth.finished():
            move = auth.move()
            seat = auth.record.game.pending()[0].player if auth.record else None
            session = self.sessions.get(seat) if seat is not None else None
            if session is None:
                with auth.changed:
                    auth.changed.wait_for(lambda: auth.move() != move or self.stop.is_set(), 5)
                continue
            with session.inbox.arrived:
                session.inbox.arrived.wait_for(
                    lambda: bool(session.latest) and session.latest["move"] == move
                    or self.stop.is_set(), 5)
            view = session.latest
            if not view or view["move"] != move or not view["pending"]:
                continue
            try:
                action = fighting(view["pending"][0]) or self.bots[seat](view, view["pending"][0])
            except NoAnswer as exc:
                if auth.move() == move and session.connected.is_set():
                    self.problems.append(f"seat {seat} was offered nothing: {exc}")
                    return
                continue                 # the move went on, or the link is being restored
            result = session.submit(seat, action, move)
            if result:
                with self.progressed:
                    self.moves += 1
                    self.progressed.notify_all()
            elif result.code == p.DISCONNECTED:
                self.lost += 1           # restored by the session itself; counted, not fatal
            elif result.code not in (p.STALE, p.NOT_YOUR_DECISION):
                self.problems.append(f"{result.code}: {result.message}")

    def served(self, timeout: float = WAIT) -> bool:
        """Whether the honest players make their next move (or have played the game out);
        False at once when their thread has ended, after ``timeout`` when they are stuck."""
        with self.progressed:
            done = self.moves
            self.progressed.wait_for(
                lambda: self.moves > done or self.table.authority.finished() or self.ended,
                timeout)
            return self.moves > done or self.table.authority.finished()

    def played(self, count: int, timeout: float = WAIT) -> bool:
        """Whether the honest players have made ``count`` moves (or played the game out)."""
        with self.progressed:
            self.progressed.wait_for(
                lambda: self.moves >= count or self.table.authority.finished() or self.ended,
                timeout)
            return self.moves >= count or self.table.authority.finished()


def fighting(decision: dict[str, Any]) -> dict[str, Any] | None:
    """The honest players declare every battle offered, so that the fuzzer meets the
    protocol in the middle of battles too."""
    return next((a for a in decision.get("choices") or () if a["kind"] == "declare_battle"),
                None)


def hostile_value(rng: random.Random) -> bytes:
    if rng.random() < 0.3:
        return rng.choice(RAW_VALUES)
    return json.dumps(rng.choice(HOSTILE_VALUES)).encode()


def hostile_message(rng: random.Random, token: str, legal: list[dict[str, Any]]) -> bytes:
    """One JSON body: a message of a random type whose fields are real, hostile or mixed."""
    fields: dict[str, bytes] = {"type": json.dumps(rng.choice(TYPES)).encode()}
    if rng.random() < 0.7:
        fields["token"] = json.dumps(token).encode()
    if rng.random() < 0.5 and legal:
        action = dict(rng.choice(legal))
        for key in rng.sample(sorted(action), rng.randint(0, len(action))):
            action[key] = rng.choice(HOSTILE_VALUES)
        fields["action"] = json.dumps(action).encode()
    for name in rng.sample(["move", "id", "since", "seat", "name", "colour", "text", "to",
                            "choice", "ready", "spectate", "protocol", "version", "action"],
                           rng.randint(0, 4)):
        fields[name] = hostile_value(rng)
    return b"{" + b",".join(json.dumps(k).encode() + b":" + v for k, v in fields.items()) + b"}"


def frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def hostile_frames(rng: random.Random, token: str, legal: list[dict[str, Any]]) -> bytes:
    out = b""
    for _ in range(rng.randint(1, 6)):
        kind = rng.random()
        if kind < 0.1:
            out += rng.randbytes(rng.randint(1, 200))                 # no framing at all
        elif kind < 0.15:
            out += struct.pack(">I", rng.choice([p.MAX_FRAME + 1, 2 ** 32 - 1, 5000]))
        elif kind < 0.2:
            body = hostile_message(rng, token, legal)
            out += frame(body)[: rng.randint(1, len(body) + 3)]        # cut short
        else:
            out += frame(hostile_message(rng, token, legal))
    return out


def open_in(state: str, port: int, token: str) -> socket.socket:
    sock = socket.create_connection(("127.0.0.1", port), timeout=5)
    if state != "before hello":
        hello = p.hello(token=token) if state == "seated" else p.hello(spectate=True)
        p.send_message(sock, hello)
    return sock


def in_battle(table: HostedTable) -> bool:
    """Whether a battle is being fought now (the public view's frames)."""
    if not table.authority.started:
        return False
    return any(frame["kind"] == "battle" for frame in table.authority.view(None)["frames"])


def new_table(seed: int) -> tuple[HostedTable, Honest, str]:
    lan = HostConfig(bind="127.0.0.1", handshake_timeout=2.0, frame_timeout=2.0)
    table = HostedTable.create(PLAYERS, ["remote"] * 3, Settings(seed=seed),
                               TableConfig(lan=lan, announce=False, autostart=True)).open()
    assert table.host is not None
    honest = [RemoteSession.join("127.0.0.1", table.host.port, timeout=WAIT) for _ in range(2)]
    target = RemoteSession.join("127.0.0.1", table.host.port, timeout=WAIT)
    token = target.token or ""
    target.reconnect_enabled = False
    for session in (*honest, target):
        session.set_ready()
    table.authority.hand_to_computer(target.seat or 0)    # its moves: the host's computer
    target.close()
    players = Honest(table, honest)
    players.start()
    return table, players, token


def fuzz(cases: int, seed: int, check_every: int = 50) -> Report:
    """Run ``cases`` hostile connections; the report says what happened."""
    rng = random.Random(seed)
    report = Report()
    table, players, token = new_table(seed)
    try:
        for case in range(cases):
            if table.authority.finished():
                report.honest_moves += players.moves
                players.stop.set()
                for session in players.sessions.values():
                    session.close()
                table.close()
                report.games += 1
                table, players, token = new_table(seed + report.games)
            assert table.host is not None
            legal = table.authority.legal_for(2)
            state = STATES[case % len(STATES)]
            try:
                with open_in(state, table.host.port, token) as sock:
                    sock.sendall(hostile_frames(rng, token, legal))
            except OSError:
                report.refused += 1           # the host closed it first: also a refusal
            report.cases += 1
            report.mid_battle += in_battle(table)
            if (case + 1) % check_every == 0:
                if not table.host.thread.is_alive():
                    report.problems.append(f"the host's loop died at case {case}")
                    break
                if not players.served():
                    report.problems.append(f"the honest players were not served at case {case}")
                    break
        report.problems += players.problems
    finally:
        report.honest_moves += players.moves
        players.stop.set()
        for session in players.sessions.values():
            session.close()
        table.close()
    return report


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--cases", type=int, default=10_000)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    logging.basicConfig(level=logging.ERROR)      # the host logs every refusal as a warning
    started = time.perf_counter()
    report = fuzz(args.cases, args.seed)
    print(f"{report.cases} hostile cases in {time.perf_counter() - started:.1f} s "
          f"({report.mid_battle} during a battle; {report.refused} closed by the host before "
          f"all was sent), {report.games} game(s), "
          f"{report.honest_moves} honest moves")
    for problem in report.problems:
        print(f"PROBLEM: {problem}")
    sys.exit(1 if report.problems else 0)


if __name__ == "__main__":
    main()

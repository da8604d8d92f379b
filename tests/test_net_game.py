"""A complete LAN game in separate processes: a headless host and three clients on loopback.

The clients play legal actions chosen from the decisions in their own views (random, with a few
preferences that make a battle likely). The game starts from a short position: seat 0's lord
holds the King and two fief titles, so the game is won at the first end of round unless that
lord dies first (a round cap then ends the test game), and seats 1 and 2 start next to each
other. This keeps the test fast while every phase the engine has (and any it gains) is played
through the protocol.

Seat 2 is killed (``os._exit``) and restarted with its token. It marches into seat 1's village
to provoke a battle and dies while a battle frame is on the stack; when it cannot march (Heavy
Rain, a lost lord) it dies there, in the middle of movement; when no battle follows (or it lost its lord before
movement), it dies at the first view past the Battle step.

Checks: every client's final view equals the host's view for its seat (rebuilt from the host's
autosave), and no client ever received another seat's hidden information (hands, pending
choices, events addressed to others, private chat between others, the seed).

Run as a script (``python tests/test_net_game.py client ...``) this file is the client process.
"""
from __future__ import annotations

import json
import os
import queue
import random
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from tests.net_waits import stopped  # noqa: E402  (after the path: also run as a script)

CRASH_CODE = 17
VICTIM = 2
HOMES = {0: "SIGY", 1: "BLAYE", 2: "CHAROLLES"}     # BLAYE - CHAROLLES is a road
SECRET = "secret-from-0-to-2"
DEADLINE = 60.0   # seconds for the whole game; a hang fails instead of blocking the suite
ROUND_CAP = 2     # nobody acts in a later round: the game stops there if seat 0 lost its titles


# --- the client process -------------------------------------------------------------------
def battle_on_stack(view: dict) -> bool:
    return any(frame["kind"] == "battle" for frame in view["frames"])


def over(view: dict) -> bool:
    """The end of the test game: won, or the round cap reached (the state then stays put,
    since no client acts any more, so every client's last view is the host's final state)."""
    return view["finished"] or view["round"] > ROUND_CAP


class Player:
    """Random legal play with preferences: seat 1 stays home, seat 2 marches on it, everybody
    declares a battle when one is listed and nobody starts a siege instead."""

    def __init__(self, seat: int, legal: Callable[[int], list[dict]], seed: int) -> None:
        self.seat, self.legal, self.rng = seat, legal, random.Random(seed)
        self.marched = False

    def marches(self) -> list[dict]:
        return [a for a in self.legal(self.seat)
                if a["kind"] == "move" and a.get("to") == HOMES[1]]

    def choose(self, view: dict, decision: dict) -> dict:
        options = decision.get("choices") or [
            a for a in self.legal(self.seat) if a["kind"] not in ("give_money", "cede_village")]
        battles = [a for a in options if a["kind"] == "declare_battle"]
        if battles:
            return battles[0]
        calm = [a for a in options if a["kind"] in ("end_sieges", "lift_siege")]
        if calm:
            return calm[0]
        if view["step"] == "movement" and self.seat in (1, 2):
            marches = self.marches() if self.seat == 2 and not self.marched else []
            if marches:
                self.marched = True
                return max(marches, key=lambda a: (a.get("knights") or 0) + (a.get("men") or 0))
            ends = [a for a in options if a["kind"] == "end_movement"]
            if ends:
                return ends[0]
        return self.rng.choice(options)


def crash_point(view: dict, player: Player) -> str | None:
    """Why the victim dies now, or None: a battle on the stack; else mid-movement when it cannot
    march (asked and no road open, or no lord left to lead); else the first view past the
    Battle step, when its march brought no battle."""
    if battle_on_stack(view):
        return "battle"
    if view["step"] == "movement" and not player.marched:
        leaders = [l for l in view["lords"] if l["owner"] == player.seat and l["village"]
                   and l["captor"] is None]
        if not leaders or (view["pending"] and not player.marches()):
            return "movement"
    if view["phase"] >= 6 and view["step"] not in ("battles", "battle"):
        return "no battle followed"
    return None


def run_client(argv: list[str]) -> int:
    """Join (or rejoin), log every message received, play until the game is over."""
    from net.session import RemoteSession

    port, seat, workdir, crash = int(argv[0]), int(argv[1]), Path(argv[2]), argv[3] == "crash"
    token_file = workdir / f"token{seat}"
    if token_file.exists():
        session = RemoteSession.rejoin("127.0.0.1", port, token_file.read_text())
    else:
        session = RemoteSession.join("127.0.0.1", port, seat=seat)
        token_file.write_text(session.token or "")
    assert session.seat == seat
    log = open(workdir / f"log{seat}.jsonl", "a", encoding="utf-8")
    player = Player(seat, session.legal, seed=seat * 1000 + (0 if crash else 1))
    player.marched = not crash and seat == VICTIM   # after a restart it just plays on
    if seat == 0:
        session.chat(seat, SECRET, to=2)
        session.chat(seat, "good luck, everyone")
    deadline = time.monotonic() + DEADLINE
    logged: dict | None = None          # the view of the last update written to the log

    def log_arrivals() -> None:
        nonlocal logged
        for message in session.poll():
            log.write(json.dumps(message, ensure_ascii=False) + "\n")
            if message["type"] == "update":
                logged = message["view"]
        log.flush()

    while time.monotonic() < deadline:
        session.wait(0.5)
        log_arrivals()
        try:
            view = session.view()
        except LookupError:
            continue
        reason = crash_point(view, player) if crash else None
        if reason:
            log.write(json.dumps({"type": "crashed", "move": view["move"], "why": reason}) + "\n")
            log.close()
            os._exit(CRASH_CODE)
        if over(view):
            # The session shows an update's view a moment before the update is queued for
            # poll(): log until the update of the view that ended the game is written.
            while logged != view and time.monotonic() < deadline:
                session.wait(0.5)
                log_arrivals()
            session.close()
            return 0
        if view["pending"]:
            session.submit(seat, player.choose(view, view["pending"][0]), view["move"])
    return 3


# --- the test -----------------------------------------------------------------------------
def short_position(path: Path) -> None:
    """A save after setup: seats at HOMES, seat 0's lord with three victory points (7.0)."""
    from engine.actions import act
    from engine.fief.api import FIEF
    from engine.record import Record

    options = {"players": [{"name": "Ann", "colour": "blue"}, {"name": "Bob", "colour": "red"},
                           {"name": "Cid", "colour": "green"}], "seed": 1}
    record = Record.new(FIEF, options)
    while record.game.pending()[0].kind == "start_village":
        seat = record.game.pending()[0].player
        record.apply(seat, act("start_village", village=HOMES[seat]))
    state = record.game.state.clone()
    lord = next(l.name for l in state.lords.values() if l.owner == 0)
    state.titles.king = lord
    for fief in sorted(state.titles.fiefs)[:2]:
        state.titles.fiefs[fief] = lord
    path.write_text(Record.of(FIEF, FIEF.restore(state.to_dict())).to_json(), encoding="utf-8")


def env() -> dict[str, str]:
    variables = dict(os.environ)
    variables["PYTHONPATH"] = os.pathsep.join([str(ROOT), variables.get("PYTHONPATH", "")])
    return variables


def start_host(tmp: Path) -> tuple[subprocess.Popen, int, str]:
    host = subprocess.Popen(
        [sys.executable, "-m", "net", "host", "--resume", str(tmp / "start.fief.json"),
         "--seats", "remote,remote,remote", "--bind", "127.0.0.1", "--port", "0",
         "--save-dir", str(tmp / "saves"), "--no-announce"],
        cwd=ROOT, env=env(), stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines: dict[str, str] = {}
    while "ready" not in lines:
        line = host.stdout.readline()
        assert line, f"host died: {host.stderr.read()}"
        key, _, value = line.strip().partition(" ")
        lines[key] = value
    return host, int(lines["port"]), lines["game"]


def start_client(port: int, seat: int, tmp: Path, crash: bool) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, __file__, "client", str(port), str(seat), str(tmp),
                             "crash" if crash else "play"], cwd=ROOT, env=env(),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def test_three_client_processes_play_a_game_with_a_crash_and_restart(tmp_path: Path) -> None:
    from engine.record import Record

    short_position(tmp_path / "start.fief.json")
    host, port, game_id = start_host(tmp_path)
    ended: queue.Queue[tuple[int, subprocess.Popen]] = queue.Queue()

    def launch(seat: int, crash: bool) -> subprocess.Popen:
        """A client process, and a thread that reports its end (no polling)."""
        proc = start_client(port, seat, tmp_path, crash)
        threading.Thread(target=lambda: (proc.wait(), ended.put((seat, proc))),
                         daemon=True).start()
        return proc

    clients = {seat: launch(seat, crash=seat == VICTIM) for seat in range(3)}
    restarted = False
    try:
        while clients:
            try:
                seat, proc = ended.get(timeout=DEADLINE)
            except queue.Empty:
                raise AssertionError("the game did not finish in time") from None
            code = proc.returncode
            if code == CRASH_CODE and not restarted:
                restarted = True
                clients[seat] = launch(seat, crash=False)
                continue
            assert code == 0, f"client {seat} failed ({code}): {proc.stderr.read()}"
            del clients[seat]
        _, err = stopped(host)           # the host saves and stops
        assert host.returncode == 0, err
    finally:
        for proc in [host, *clients.values()]:
            if proc.poll() is None:
                proc.kill()
                proc.wait()
    assert restarted, f"client {VICTIM} never reached its crash point"

    record = Record.from_json((tmp_path / "saves" / f"{game_id}.fief.json").read_text("utf-8"))
    assert record.game.state.finished or record.game.state.round > ROUND_CAP
    for seat in range(3):
        messages = [json.loads(line) for line in
                    (tmp_path / f"log{seat}.jsonl").read_text("utf-8").splitlines()]
        updates = [m for m in messages if m["type"] == "update"]
        assert updates, f"seat {seat} received no update"
        assert updates[-1]["view"] == record.game.view_for(seat)
        for message in messages:
            check_no_foreign_secrets(message, seat)
        if seat == VICTIM:
            crashes = [m for m in messages if m["type"] == "crashed"]
            assert len(crashes) == 1
            print(f"seat {VICTIM} was killed at move {crashes[0]['move']}: {crashes[0]['why']}")
    chats = {seat: chat_texts(tmp_path / f"log{seat}.jsonl") for seat in range(3)}
    assert SECRET in chats[2] and SECRET not in chats[1]
    print("won by", record.game.state.winners, "after", len(record.actions), "actions" if
          record.game.state.finished else "(round cap)")
    assert all("good luck, everyone" in lines for lines in chats.values())


def chat_texts(log: Path) -> list[str]:
    """Chat lines a client received, live or in the history sent when it (re)connected."""
    texts = []
    for message in map(json.loads, log.read_text("utf-8").splitlines()):
        lines = message["lines"] if message["type"] == "chat_history" else [message]
        texts += [line["text"] for line in lines if line["type"] == "chat"]
    return texts


def check_no_foreign_secrets(message: dict, seat: int) -> None:
    """What another seat may hide never reached this seat: hands, pending choices, private
    events, private chat between others."""
    if message["type"] == "update":
        view = message["view"]
        assert view["seat"] == seat
        assert "seed" not in view["options"], "the seed tells every deck's order"
        for index, player in enumerate(view["players"]):
            if index != seat:
                assert "hand" not in player, f"seat {seat} saw seat {index}'s hand"
        assert all(d["player"] == seat for d in view["pending"]), "another seat's choices"
        for event in message["events"]:
            assert "audience" not in event or seat in event["audience"], event
    if message["type"] == "chat" and message["private"]:
        assert seat in (message["from"], message["to"])
    if message["type"] == "chat_history":
        for line in message["lines"]:
            assert not line["private"] or seat in (line["from"], line["to"])


if __name__ == "__main__":
    if sys.argv[1:2] == ["client"]:
        sys.exit(run_client(sys.argv[2:]))

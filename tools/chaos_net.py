"""Chaos for the LAN host (issue 18): kill it with SIGKILL at random moments of a seeded game
between computer players, resume it each time with ``--resume``, and check that the game
ends exactly as the same game played without interruption: the same actions, the same final
position, the same winners. Nothing a player saw may be lost.

The computer players are the game's ``--bot`` level, whose choices depend only on the
position (their seed is the move and the seat), so the uninterrupted game is the reference.
A kill comes after a random number of moves (seeded), watched by a spectator, so it falls
anywhere: between two moves, while a move is journalled, while the save is being written.

    .venv/bin/python tools/chaos_net.py [--kills 50] [--seed 1] [--players 3]

Prints each kill (the move it came at, the move the resumed host started from) and the
verdict; exits 1 when the games differ.
"""
from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engine.record import Record  # noqa: E402
from net.session import RemoteSession  # noqa: E402

ENV = dict(os.environ, PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
COLOURS = ["blue", "red", "green", "yellow", "magenta", "white"]


def host_command(save_dir: Path, seed: int, players: int, resume: Path | None) -> list[str]:
    command = [sys.executable, "-m", "net", "host", "--bind", "127.0.0.1", "--port", "0",
               "--no-announce", "--save-dir", str(save_dir), "--bot", "random",
               "--exit-when-finished"]
    if resume is not None:
        return [*command, "--resume", str(resume)]
    names = ",".join(f"P{i}:{COLOURS[i]}" for i in range(players))
    return [*command, "--players", names, "--seats", ",".join(["computer"] * players),
            "--seed", str(seed)]


def start(command: list[str]) -> tuple[subprocess.Popen[str], int, str]:
    """A host process, its port and its game id, once it says ``ready``."""
    host = subprocess.Popen(command, cwd=ROOT, env=ENV, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True)
    assert host.stdout is not None
    said: dict[str, str] = {}
    for line in host.stdout:
        key, _, value = line.strip().partition(" ")
        said[key] = value
        if key == "ready":
            return host, int(said["port"]), said["game"]
    raise RuntimeError(f"the host did not start: {host.stderr.read() if host.stderr else ''}")


def finish(host: subprocess.Popen[str]) -> Path:
    """Wait for a host run with ``--exit-when-finished``; the save it reports."""
    out, err = host.communicate(timeout=600)
    saved = [line.split(" ", 1)[1] for line in out.splitlines() if line.startswith("saved ")]
    if host.returncode != 0 or not saved:
        raise RuntimeError(f"the host failed ({host.returncode}): {err}")
    return Path(saved[-1])


def watch_until(port: int, move: int) -> tuple[int, bool]:
    """Wait (as a spectator) until the game reaches ``move`` or ends: (move seen, over)."""
    try:
        watcher = RemoteSession.watch("127.0.0.1", port, reconnect=False)
    except OSError:                  # the host has ended the game and exited by itself
        return move, True
    try:
        with watcher.inbox.arrived:
            watcher.inbox.arrived.wait_for(
                lambda: not watcher.connected.is_set() or watcher.latest is not None and (
                    watcher.latest["move"] >= move or watcher.latest["finished"]), 600)
        view = watcher.latest or {"move": 0, "finished": False}
        gone = not watcher.connected.is_set()    # the host ended the game and exited
        return int(view["move"]), bool(view["finished"]) or gone
    finally:
        watcher.close()


def reference(seed: int, players: int) -> Record:
    with tempfile.TemporaryDirectory() as folder:
        host, _, _ = start(host_command(Path(folder), seed, players, None))
        return Record.from_json(finish(host).read_text("utf-8"))


def chaos(seed: int, players: int, kills: int, length: int) -> tuple[Record, int]:
    """The game played with up to ``kills`` kills; (its record, the kills made)."""
    rng = random.Random(seed)
    with tempfile.TemporaryDirectory() as folder:
        save_dir = Path(folder)
        host, port, game_id = start(host_command(save_dir, seed, players, None))
        save = save_dir / f"{game_id}.fief.json"
        for kill in range(kills):
            now, _ = watch_until(port, 0)
            seen, over = watch_until(port, now + rng.randint(1, max(2, length // kills)))
            if over:
                break
            time.sleep(rng.random() * 0.01)            # anywhere within the next move or two
            host.send_signal(signal.SIGKILL)
            host.wait()
            if host.stdout:
                host.stdout.close()
            if host.stderr:
                host.stderr.close()
            host, port, _ = start(host_command(save_dir, seed, players, save))
            resumed, _ = watch_until(port, 0)
            print(f"kill {kill + 1}: at move {seen}, resumed at move {resumed}", flush=True)
            if resumed < seen:
                raise RuntimeError(f"moves were lost: {seen} seen, {resumed} after the restart")
        else:
            kill = kills
        return Record.from_json(finish(host).read_text("utf-8")), kill


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--kills", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", type=int, default=3)
    args = parser.parse_args()
    started = time.perf_counter()
    expected = reference(args.seed, args.players)
    length = len(expected.actions)
    print(f"reference game: {length} actions, winners {list(expected.game.winners or [])}")
    got, made = chaos(args.seed, args.players, args.kills, length)
    same = (got.actions == expected.actions and got.game.snapshot() == expected.game.snapshot()
            and got.game.winners == expected.game.winners)
    print(f"after {made} kills: {len(got.actions)} actions, winners "
          f"{list(got.game.winners or [])}: {'the same game' if same else 'A DIFFERENT GAME'} "
          f"({time.perf_counter() - started:.0f} s)")
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()

"""A LAN game of the introductory variant played to its end (issue 22): a host on 127.0.0.1, two
remote seats that join over the network and answer at random, one computer Baron on the host;
prints the lobby's settings, the winners and the time.

    nice .venv/bin/python bench/lan_simplified.py [--seed 11]

A whole game: a bench script, not a test (tests/test_net_ma_lan.py plays Middle-Ages' so).
"""
import argparse
import sys
import time
from pathlib import Path

sys.path[:0] = [str(Path(__file__).resolve().parent.parent),
                str(Path(__file__).resolve().parent.parent / "tests")]
from engine.fief.api import FIEF  # noqa: E402
from net.bots import RandomBot, engine_bots  # noqa: E402
from net.host import HostConfig  # noqa: E402
from net.lobby import Settings  # noqa: E402
from net.session import RemoteSession  # noqa: E402
from net.table import HostedTable, TableConfig  # noqa: E402
from tests.net_waits import settled, until  # noqa: E402


def play_remote(sessions, table, stop):
    """tests/test_net_ma_lan.py's loop, the remote seats' random answers listing the host's
    legal actions when a decision lists none (purchases, moves)."""
    bots = {seat: RandomBot(seat, legal=sessions[seat].legal) for seat in sessions}
    while not stop():
        pending = table.authority.record.game.pending()
        if not pending:
            settled(table.authority, lambda: stop() or bool(table.authority.record.game.pending()))
            continue
        seat = pending[0].player
        if seat not in sessions:
            move = table.authority.move()
            settled(table.authority, lambda move=move: table.authority.move() != move)
            continue
        actor = sessions[seat]
        move = table.authority.move()
        seen = until(actor, lambda actor=actor, move=move:
                     actor.latest_standing if actor.latest_standing["move"] >= move else None)
        if seen["move"] != table.authority.move() or not seen["asked"]:
            continue
        actor.submit(seat, bots[seat](actor.view(), seen["asked"][0]), seen["move"])

parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
parser.add_argument("--seed", type=int, default=11)
args = parser.parse_args()
config = TableConfig(lan=HostConfig(bind="127.0.0.1"), announce=False, autostart=True,
                     bots=engine_bots("baron", 0.2, FIEF))
table = HostedTable.create([("Ann", "blue"), ("Bob", "red"), ("Cid", "green")],
                           ["remote", "remote", "computer"],
                           Settings(seed=args.seed, edition="simplified"), config).open()
started = time.time()
sessions = [RemoteSession.join("127.0.0.1", table.host.port, name=n) for n in ("Ann", "Bob")]
try:
    for s in sessions:
        s.set_ready()
    for s in sessions:
        until(s, lambda s=s: s.latest)
    print("lobby:", sessions[0].lobby()["settings"])
    game = table.authority.record.game
    play_remote({s.seat: s for s in sessions}, table, lambda: game.finished or game.state.round > 40)
    print("finished:", game.finished, "winners:", game.winners, "round:", game.state.round,
          "moves:", table.authority.move(), "seconds:", round(time.time() - started, 1))
    print("remote view gems:", [p.get("gems") for p in sessions[0].latest["players"]])
finally:
    for s in sessions:
        s.close()
    table.close()

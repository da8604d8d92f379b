"""Issue 18, fault 4: a crowd of watchers and savers never stalls the players. A save is
written off the network thread, a catch-up is sent a slice at a time, and costly requests
spend more of a connection's credit."""
from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.events import Event
from net import protocol as p
from net.host import Host, HostConfig
from net.lobby import Settings
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from tests.net_waits import until

PLAYERS = [("Ann", "blue"), ("Bob", "red"), ("Cid", "green")]


@pytest.fixture
def table(tmp_path: Path) -> Iterator[HostedTable]:
    table = HostedTable.create(PLAYERS, ["remote"] * 3, Settings(seed=3),
                               TableConfig(lan=HostConfig(bind="127.0.0.1"), announce=False,
                                           autostart=True, save_dir=str(tmp_path))).open()
    yield table
    table.close()


def seated(table: HostedTable) -> list[RemoteSession]:
    sessions = [RemoteSession.join("127.0.0.1", table.host.port) for _ in range(3)]
    for s in sessions:
        s.set_ready()
    for s in sessions:
        until(s, lambda: s.latest)
    return sessions


def test_a_slow_save_does_not_hold_up_the_players(table: HostedTable, monkeypatch) -> None:
    """Before: the save was written on the network thread (24-41 ms late in a game, and as
    long as the disk takes): every player waited for it."""
    sessions = seated(table)
    writing, disk_done = threading.Event(), threading.Event()
    real_save = table.authority.save

    def slow_disk() -> str:
        writing.set()
        assert disk_done.wait(20)
        return real_save()

    monkeypatch.setattr(table.authority, "save", slow_disk)
    saver = sessions[1]
    saved: list[str] = []
    thread = threading.Thread(target=lambda: saved.append(saver.save()))
    thread.start()
    try:
        assert writing.wait(20)                     # the save is being written ...
        seat = table.authority.record.game.pending()[0].player
        view = sessions[seat].view()
        result = sessions[seat].submit(seat, view["pending"][0]["choices"][0], view["move"])
        assert result.ok                            # ... and the player is answered meanwhile
    finally:
        disk_done.set()
        thread.join(20)
    assert saved and Path(saved[0]).exists()
    for s in sessions:
        s.close()


def test_a_long_history_goes_out_a_slice_per_turn_between_other_messages(
        table: HostedTable, monkeypatch) -> None:
    sessions = seated(table)
    table.authority.log_events([Event.make("round_started", round=n) for n in range(3000)])
    turns: list[int] = []                  # connections catching up, at each turn of the loop
    real_turn = Host.turn

    def noted(host: Host) -> None:
        turns.append(len(host.catching_up))
        real_turn(host)

    monkeypatch.setattr(Host, "turn", noted)
    watcher = RemoteSession.watch("127.0.0.1", table.host.port)
    try:
        total = table.authority.seq_count(None)
        until(watcher, lambda: len(watcher.event_log) == total and watcher.latest)
        assert max(turns) == 1
        assert turns.count(1) >= total // 200             # a slice of 200 events a turn
        assert [e["seq"] for e in watcher.events()] == list(range(1, total + 1))
        assert sessions[0].set_ready()                     # served all along
    finally:
        watcher.close()
        for s in sessions:
            s.close()


def test_catch_up_requests_spend_more_credit(table: HostedTable) -> None:
    """A client asking for its whole history again and again is told to slow down; its
    ordinary messages still pass."""
    sessions = seated(table)
    sock = socket.create_connection(("127.0.0.1", table.host.port), timeout=20)
    p.send_message(sock, p.hello(spectate=True))
    assert p.recv_message(sock)["type"] == "welcome"
    for n in range(20):
        p.send_message(sock, {"type": "sync", "since": 0, "id": n})
    p.send_message(sock, {"type": "ping", "id": 99})
    refused: list[dict[str, Any]] = []
    while True:
        message = p.recv_message(sock)
        if message["type"] == "error":
            refused.append(message)
        if message.get("id") == 99:
            assert message["type"] == "pong"
            break
    assert refused and all("too many sync requests" in m["message"] for m in refused)
    assert len(refused) < 20                            # the first few were served
    sock.close()
    for s in sessions:
        s.close()

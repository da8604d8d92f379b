"""Issue 18, fault 4: a crowd of watchers and savers never stalls the players. A save is
written off the network thread, a catch-up is sent a slice at a time, and costly requests
spend more of a connection's credit."""
from __future__ import annotations

import contextlib
import gc
import selectors
import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from engine.events import Event
import net.host as host_module
from net import protocol as p
from net.__main__ import settle
from net.host import Connection, Host
from net.lobby import Settings
from net.session import RemoteSession
from net.table import HostedTable
from tests.lan_tables import PLAYERS, open_table
from tests.net_waits import until



@pytest.fixture
def table(tmp_path: Path) -> Iterator[HostedTable]:
    table = open_table(save_dir=str(tmp_path))
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


def test_after_a_move_the_seats_hear_first_and_the_crowd_a_slice_per_turn(
        table: HostedTable, monkeypatch) -> None:
    """Before: every connection's update was built and sent in one turn of the loop after each
    move (48 connections: 7 ms), and an action arriving meanwhile waited for all of them."""
    monkeypatch.setattr(host_module, "FAN_OUT", 2)
    sessions = seated(table)
    watchers = [RemoteSession.watch("127.0.0.1", table.host.port) for _ in range(8)]
    for w in watchers:
        until(w, lambda: w.latest)
    behind: list[tuple[int | None, int, int]] = []   # (move, seats, spectators behind) a slice
    real_fan_out = Host.fan_out

    def noted(self: Host) -> None:
        if self.fanning:
            move = self.authority.move()
            late = [c for c in self.ready_connections() if c.view_move != move]
            behind.append((move, sum(c.seat is not None for c in late),
                           sum(c.seat is None for c in late)))
        real_fan_out(self)

    monkeypatch.setattr(Host, "fan_out", noted)
    seat = table.authority.record.game.pending()[0].player
    view = sessions[seat].view()
    assert sessions[seat].submit(seat, view["pending"][0]["choices"][0], view["move"]).ok
    move = view["move"] + 1
    for w in watchers:
        until(w, lambda: w.latest["move"] >= move)
    slices = [(seats, spectators) for at, seats, spectators in behind if at == move]
    assert slices[0] == (2, 8)                    # the actor had his at once, in on_act
    for (seats, spectators), (_, later) in zip(slices, slices[1:]):
        assert spectators - later <= 2            # two spectators a turn at most ...
        assert seats == 0 or later == spectators  # ... once every seat has its update
    assert sum(1 for _, spectators in slices if spectators) >= 4
    for s in [*sessions, *watchers]:
        s.close()


def test_a_message_waiting_is_read_between_two_slices_of_updates(
        table: HostedTable, monkeypatch) -> None:
    """A message that arrives while the crowd's updates go out is answered before the rest of
    them: the loop reads its sockets between two slices."""
    monkeypatch.setattr(host_module, "FAN_OUT", 1)
    sessions = seated(table)
    watchers = [RemoteSession.watch("127.0.0.1", table.host.port) for _ in range(12)]
    for w in watchers:
        until(w, lambda: w.latest)
    pinged: list[int] = []                        # spectators still behind when the ping is read
    sent: list[bool] = []
    real_fan_out, real_ping = Host.fan_out, Host.on_ping
    other = socket.create_connection(("127.0.0.1", table.host.port), timeout=20)
    p.send_message(other, p.hello(spectate=True))
    assert p.recv_message(other)["type"] == "welcome"

    def fan_out(self: Host) -> None:
        if self.fanning and not sent:             # the first slice: a message comes in
            sent.append(True)
            p.send_message(other, {"type": "ping", "id": 1})
        real_fan_out(self)

    def on_ping(self: Host, conn: Any, message: dict[str, Any]) -> None:
        move = self.authority.move()
        pinged.append(sum(1 for c in self.ready_connections()
                          if c.seat is None and c.view_move != move))
        real_ping(self, conn, message)

    monkeypatch.setattr(Host, "fan_out", fan_out)
    monkeypatch.setattr(Host, "on_ping", on_ping)
    seat = table.authority.record.game.pending()[0].player
    view = sessions[seat].view()
    assert sessions[seat].submit(seat, view["pending"][0]["choices"][0], view["move"]).ok
    for w in watchers:
        until(w, lambda: w.latest["move"] > view["move"])
    assert pinged and pinged[0] >= 8              # answered long before the crowd was served
    other.close()
    for s in [*sessions, *watchers]:
        s.close()


def test_the_headless_host_freezes_the_game_out_of_the_collector_once_it_starts() -> None:
    """Before: a full collection walked the board, the rules and every module while the
    network loop waited (a 134 ms pause in the crowd run)."""
    auth = HostedTable.create(PLAYERS, ["remote"] * 3, Settings(seed=3)).authority
    stop = threading.Event()
    thread = threading.Thread(target=settle, args=(auth, stop))
    gc.unfreeze()
    try:
        thread.start()
        auth.start(force=True)
        thread.join(20)
        assert not thread.is_alive()
        assert gc.get_freeze_count() > 0
        frozen = {id(o) for o in gc.get_objects()}     # tracked still: not frozen
        assert id(auth.record.game.state) not in frozen
    finally:
        stop.set()
        gc.unfreeze()


def test_a_crowd_catching_up_gets_a_few_slices_per_turn(table: HostedTable,
                                                        monkeypatch) -> None:
    """Before: every connection catching up was sent its slice in the same turn of the loop
    (32 spectators at the start of a game: a turn of 47 ms, every player waiting)."""
    monkeypatch.setattr(host_module, "CATCHING_UP", 2)
    sessions = seated(table)
    table.authority.log_events([Event.make("round_started", round=n) for n in range(1000)])
    slices: list[int] = [0]                       # "events" frames sent, per turn of the loop
    real_turn, real_send_frame, real_catch_up = Host.turn, Host.send_frame, Host.catch_up
    crowd: list[bool] = []

    def turn(self: Host) -> None:
        slices.append(0)
        real_turn(self)

    def catch_up(self: Host) -> None:             # once all five are waiting: a crowd
        if crowd or len(self.catching_up) == 5:
            crowd.append(True)
            real_catch_up(self)

    def send_frame(self: Host, conn: Any, frame: bytes, flush: bool = True) -> None:
        slices[-1] += frame[4:].startswith(b'{"type":"events"')
        real_send_frame(self, conn, frame, flush)

    monkeypatch.setattr(Host, "turn", turn)
    monkeypatch.setattr(Host, "send_frame", send_frame)
    monkeypatch.setattr(Host, "catch_up", catch_up)
    watchers = [RemoteSession.watch("127.0.0.1", table.host.port) for _ in range(5)]
    total = table.authority.seq_count(None)
    for w in watchers:
        until(w, lambda: len(w.event_log) == total and w.latest)
    assert max(slices) == 2 and sum(slices) >= 5 * 4     # several slices each, two a turn
    assert slices.count(2) >= 8
    for s in [*sessions, *watchers]:
        s.close()


@contextlib.contextmanager
def loopless_host(seats: list[int | None]) -> Iterator[tuple[Host, list[socket.socket]]]:
    """A host of a started three-seat game with no loop thread, one connection per entry of
    ``seats`` (a seat, or None for a spectator) on a socket pair, and the pairs' far ends
    (``play_one`` empties them): the test calls ``fan_out`` itself, slice by slice."""
    auth = HostedTable.create(PLAYERS, ["remote"] * 3, Settings(seed=3)).authority
    auth.start(force=True)
    host = Host(auth)
    ends = [socket.socketpair() for _ in seats]
    for number, ((ours, theirs), seat) in enumerate(zip(ends, seats)):
        ours.setblocking(False)
        theirs.setblocking(False)
        conn = Connection(ours, ("peer", number), host.config)
        conn.role, conn.seat = ("spectator", None) if seat is None else ("player", seat)
        host.connections.add(conn)
        host.selector.register(ours, selectors.EVENT_READ, conn)
    try:
        yield host, [theirs for _, theirs in ends]
    finally:
        for ours, theirs in ends:
            ours.close()
            theirs.close()
        host.selector.close()
        host.waker_r.close()
        host.waker_w.close()


def play_one(host: Host, peers: list[socket.socket]) -> None:
    """A legal move of the seat asked, made as the host makes it; its updates now due. What
    the connections were sent before is read and dropped."""
    for peer in peers:
        with contextlib.suppress(BlockingIOError):
            while peer.recv(1 << 20):
                pass
    auth = host.authority
    seat = auth.record.game.pending()[0].player
    assert auth.submit_internal(seat, auth.legal_for(seat)[0], auth.move())["ok"]
    host.fanning = True


def test_shared_updates_of_past_moves_are_dropped_while_moves_keep_coming() -> None:
    """The spectators' shared update is kept while its move is the game's; when moves follow
    one another without a pause (computer players), the host keeps no frame of a past move."""
    with loopless_host([None, None]) as (host, peers):
        for _ in range(3):
            play_one(host, peers)
            host.fan_out()                        # both spectators, one shared update
            assert len(host.connections) == 2
            assert all(c.view_move == host.authority.move() for c in host.connections)
            assert [shared[0][0] for shared in host.shared.values()] == [host.authority.move()]


def test_spectators_are_not_starved_by_players_acting_at_once() -> None:
    """Issue 38: with players acting the instant their turn comes, the host had time for two
    slices of updates a move, and there was always a seat's update due before the
    spectators': their view stood still for 200 moves and more. Now the seat asked still
    hears first, then whoever is more than ``OVERDUE`` moves behind: nobody falls further."""
    with loopless_host([0, 1, 2, None, None, None]) as (host, peers):
        auth = host.authority
        host.fanning = True
        while host.fanning:                      # everybody sees the start
            host.fan_out()
        lags: list[int] = []
        for _ in range(40):
            play_one(host, peers)
            host.fan_out()
            asked = auth.standing(None)["waiting_for"]
            assert all(c.view_move == auth.move() for c in host.connections if c.seat in asked)
            host.fan_out()
            assert len(host.connections) == 6
            lags.append(max(auth.move() - c.view_move for c in host.connections))
        assert max(lags) == host_module.OVERDUE    # then served first: never further behind


def test_a_lobby_notice_and_a_chat_line_are_encoded_once_for_the_crowd(
        table: HostedTable, monkeypatch) -> None:
    """Issue 38: the lobby (a seat readied, gone, back) and a public chat line are the same
    bytes for every connection: encoded once, not once per connection (48 in the crowd
    run); each spectator and seat still gets them."""
    sessions = seated(table)
    watchers = [RemoteSession.watch("127.0.0.1", table.host.port) for _ in range(5)]
    for w in watchers:
        until(w, lambda w=w: w.latest)
    encoded: list[str] = []
    real = p.encode

    def counting(message: dict[str, Any]) -> bytes:
        if "token" not in message:          # the host's messages, not the sessions' requests
            encoded.append(message["type"])
        return real(message)

    monkeypatch.setattr(p, "encode", counting)
    assert sessions[0].chat(0, "bonjour à tous")
    for reader in [*sessions, *watchers]:
        until(reader, lambda r=reader: any(line.get("text") == "bonjour à tous"
                                            for line in r.chat_lines))
    assert table.authority.set_ready(1, sessions[1].token, False)["ok"]
    for reader in [*sessions, *watchers]:
        until(reader, lambda r=reader: r.lobby_state is not None
              and not r.lobby_state["seats"][1]["ready"])
    assert encoded.count("chat") == 1 and encoded.count("lobby") == 1
    for s in [*sessions, *watchers]:
        s.close()

"""Network behaviours bench/mutants.py found untested (issue 40): a host's stop waits for its
loop to end and its reason reaches the players, a journal line taken back twice is taken back
once, watchers sharing one update each see exactly the host's public view, a seat's legal
actions arrive over the wire, a frame of exactly the limit is read, and the log names a
player's connection by its seat."""
from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import socket
import struct
import threading

import pytest

from engine.actions import act
from net import host as host_module
from net import protocol as p
from net.autosave import Autosaver
from net.host import HostConfig
from net.lobby import Settings
from net.resume import journal_tail
from net.session import RemoteSession
from net.table import HostedTable, TableConfig
from net.wire import Connection, Server
from tests.lan_tables import PLAYERS, open_table
from tests.net_waits import LIMIT, until

@pytest.fixture
def table() -> Iterator[HostedTable]:
    table = open_table()
    yield table
    table.close()


def test_stopping_the_host_from_another_thread_waits_for_its_loop_to_end(table):
    """Once ``stop`` returns the loop has ended (it may end before ``stop`` looks, or be
    waited for: either way, never still running)."""
    host = table.host
    loop = host.thread
    join = loop.join

    def waited(timeout: float | None = None) -> None:
        join(LIMIT)                      # the host's own bound, lengthened for a loaded machine

    loop.join = waited                   # type: ignore[method-assign]
    assert loop.is_alive()
    host.stop()
    assert not loop.is_alive()


def test_a_journal_line_taken_back_twice_is_taken_back_once(tmp_path: Path):
    saver = Autosaver(tmp_path, "g", "fief", lambda: "{}\n", idle=60.0)
    saver.begin("{}\n", "{}\n", fresh=True)
    saver.record_action(0, 0, act("pass"))
    saver.record_action(1, 1, act("end_purchase"))
    saver.drop_last()
    saver.drop_last()                    # nothing left to take back: a no-op
    saver.close(save=False)
    assert [(n, a.kind) for n, a in journal_tail(saver.journal_path, 0)] == [(0, "pass")]


def test_watchers_sharing_an_update_each_see_the_hosts_public_view(table):
    seats = [RemoteSession.join("127.0.0.1", table.host.port, timeout=LIMIT) for _ in range(3)]
    for s in seats:
        s.set_ready()
    watchers = [RemoteSession.watch("127.0.0.1", table.host.port, timeout=LIMIT)
                for _ in range(3)]
    auth = table.authority
    for _ in range(4):                   # a few moves, each fanned out to the watchers
        until(seats[0], lambda: seats[0].latest)
        seat = auth.record.game.pending()[0].player
        session = seats[seat]
        until(session, lambda: session.latest and session.latest["move"] == auth.move())
        legal = session.legal()
        assert legal and all(isinstance(a, dict) and a.get("kind") for a in legal)
        assert legal == [a.to_dict() for a in auth.record.game.legal(seat)]
        assert session.submit(seat, legal[0], auth.move())
    for w in watchers:
        until(w, lambda: w.latest and w.latest["move"] == auth.move())
        assert w.latest == auth.view(None)
    for s in (*seats, *watchers):
        s.close()


def test_the_hosts_reason_for_closing_reaches_the_players(table):
    session = RemoteSession.join("127.0.0.1", table.host.port, timeout=LIMIT)
    session.reconnect_enabled = False
    until(session, lambda: session.lobby_state)
    table.host.stop("the host has gone to bed")
    lost = until(session, lambda: next((m for m in session.poll() if m["type"] == "connection"),
                                       None))
    assert (lost["state"], lost["reason"]) == ("lost", "the host has gone to bed")
    session.close()


def test_a_frame_of_exactly_the_limit_is_read_one_byte_more_is_refused():
    body = b'"' + b"x" * 98 + b'"'
    reader = p.FrameReader(max_frame=len(body))
    assert reader.feed(struct.pack(">I", len(body)) + body) == [body]
    with pytest.raises(p.ProtocolError, match="exceeds"):
        p.FrameReader(max_frame=len(body) - 1).feed(struct.pack(">I", len(body)) + body)


def test_the_log_names_a_players_connection_by_its_seat():
    ours, theirs = socket.socketpair()
    with ours, theirs:
        conn = Connection(ours, ("192.168.1.7", 5000), HostConfig())
        assert repr(conn) == "<192.168.1.7:5000 new>"
        conn.role, conn.seat = "player", 2
        assert repr(conn) == "<192.168.1.7:5000 seat 2>"
        conn.role, conn.seat = "spectator", None
        assert repr(conn) == "<192.168.1.7:5000 spectator>"


def test_a_backlog_of_exactly_the_limit_is_kept_one_byte_more_drops_the_connection():
    """``max_backlog`` is the most a client that does not read may have waiting: the socket's
    own buffer filled first, a frame of exactly that many bytes is kept, one more byte drops
    the connection (bench/mutants.py: ``>`` to ``>=`` in ``send_frame`` lived)."""
    server = Server(HostConfig(max_backlog=64))
    ours, theirs = socket.socketpair()
    with theirs:
        ours.setblocking(False)
        try:
            while True:                                  # the peer never reads
                ours.send(b"x" * 65536)
        except BlockingIOError:
            pass
        conn = Connection(ours, ("192.168.1.7", 5000), server.config)
        server.connections.add(conn)
        server.selector.register(ours, 1, conn)
        server.send_frame(conn, b"y" * 64)
        assert (conn.closed, len(conn.out)) == (False, 64)
        server.send_frame(conn, b"z")
        assert conn.closed and conn not in server.connections
    server.selector.close()
    server.waker_r.close()
    server.waker_w.close()


def frames_to(table: HostedTable) -> dict[Connection, list[dict]]:
    """Every message the host sends from now on, decoded, by connection."""
    sent: dict[Connection, list[dict]] = {}
    lock = threading.Lock()
    send_frame = table.host.send_frame

    def spy(conn: Connection, frame: bytes, flush: bool = True) -> None:
        with lock:
            sent.setdefault(conn, []).append(p.decode_body(bytes(frame[4:])))
        send_frame(conn, frame, flush)

    table.host.send_frame = spy                 # type: ignore[method-assign]
    return sent


def test_history_is_sliced_into_frames_of_at_most_the_limit_and_no_frame_more(table,
                                                                              monkeypatch):
    """With one event a frame, watchers sharing the start (several at the same count, the
    shared path) get it one event a frame, and a watcher joining later gets its ``n`` events
    in exactly ``n`` frames, the last one its update (bench/mutants.py: ``or`` to ``and`` in
    ``fan_out`` sent the whole start in one shared frame; ``<=`` to ``<`` in ``catch_up``
    added an empty update after the last slice)."""
    monkeypatch.setattr(host_module, "EVENTS_PER_FRAME", 1)
    sent = frames_to(table)
    auth = table.authority
    watchers = [RemoteSession.watch("127.0.0.1", table.host.port, timeout=LIMIT)
                for _ in range(2)]
    for w in watchers:
        until(w, lambda: w.lobby_state)
    seats = [RemoteSession.join("127.0.0.1", table.host.port, timeout=LIMIT) for _ in range(3)]
    for s in seats:
        s.set_ready()
    for _ in range(6):                   # a few moves, each fanned out to the watchers
        until(seats[0], lambda: seats[0].latest)
        seat = auth.record.game.pending()[0].player
        session = seats[seat]
        until(session, lambda: session.latest and session.latest["move"] == auth.move())
        assert session.submit(seat, session.legal()[0], auth.move())
    for w in watchers:
        until(w, lambda: w.latest and w.latest["move"] == auth.move())
    late = RemoteSession.watch("127.0.0.1", table.host.port, timeout=LIMIT)
    until(late, lambda: late.latest and late.latest["move"] == auth.move())
    count = auth.seq_count(None)
    assert count > 2
    history = {conn: [m for m in messages if m["type"] in ("events", "update")]
               for conn, messages in sent.items() if conn.role == "spectator"}
    assert len(history) == 3
    for messages in history.values():
        assert all(len(m["events"]) <= 1 for m in messages)
        assert sum(len(m["events"]) for m in messages) == count
    assert min(len(messages) for messages in history.values()) == count
    for s in (*seats, *watchers, late):
        s.close()


def test_refused_moves_are_not_protocol_errors_a_player_keeps_the_connection():
    """A move the referee refuses is play, not a fault of the connection: only forbidden and
    malformed requests use up the error budget (bench/mutants.py: ``and`` to ``or`` in
    ``Host.reply`` counted every error, and the next bad request dropped the player). A
    request with a wrong token is refused and not answered as well (``authorised``'s
    ``return False`` turned ``True`` sent the seat's legal actions after the refusal)."""
    table = HostedTable.create(PLAYERS, ["remote"] * 3, Settings(seed=3), TableConfig(
        lan=HostConfig(bind="127.0.0.1", max_errors=2), announce=False, autostart=True)).open()
    sent = frames_to(table)
    seats = [RemoteSession.join("127.0.0.1", table.host.port, timeout=LIMIT) for _ in range(3)]
    try:
        for s in seats:
            s.set_ready()
        auth = table.authority
        until(seats[0], lambda: seats[0].latest and seats[0].latest_standing)
        idle = next(s for s in seats if s.seat not in auth.standing(None)["waiting_for"])
        until(idle, lambda: idle.latest_standing)
        idle.reconnect_enabled = False                          # a drop must show
        for _ in range(3):
            refused = idle.submit(idle.seat, {"kind": "pass"})
            assert not refused.ok and refused.code not in (p.FORBIDDEN, p.MALFORMED)
        assert idle.client is not None
        forbidden = idle.client.request({"type": "legal", "token": "not the seat's"})
        assert forbidden.get("code") == p.FORBIDDEN
        assert idle.chat(None, "still here").ok                 # still connected, still served
        assert not [m for messages in sent.values() for m in messages if m["type"] == "legal"]
    finally:
        for s in seats:
            s.close()
        table.close()


def test_closing_the_autosaver_closes_its_journal(tmp_path: Path):
    """The journal's file is closed with the saver (a file left open cannot be moved or
    deleted by the player on Windows; bench/mutants.py: a dropped ``not`` left it open)."""
    saver = Autosaver(tmp_path, "g", "fief", lambda: "{}\n", idle=60.0)
    saver.begin("{}\n", "{}\n", fresh=True)
    journal = saver.journal
    assert journal is not None and not journal.closed
    saver.close(save=False)
    assert journal.closed and saver.journal is None

"""Issue 18, faults 1 and 5: what one hostile connection sends never stops the host nor the
other players. Each test waits on the host's answers (a reply, or the connection closed),
never on the clock."""
from __future__ import annotations

import json
import socket
import struct
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from net import protocol as p
from net.host import Host
from net.session import RemoteSession
from net.table import HostedTable
from tests.lan_tables import open_table
from tests.net_waits import LIMIT

HUGE = b"1" * 5000                       # more digits than Python converts (4,300)


@pytest.fixture
def make_table() -> Iterator[Callable[..., HostedTable]]:
    tables: list[HostedTable] = []

    def build(**lan: Any) -> HostedTable:
        tables.append(open_table(lan))
        return tables[-1]

    yield build
    for table in tables:
        table.close()


def connect(table: HostedTable) -> socket.socket:
    assert table.host is not None
    return socket.create_connection(("127.0.0.1", table.host.port), timeout=LIMIT)


def raw(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def answers(sock: socket.socket) -> Iterator[dict[str, Any]]:
    """The host's messages until it closes the connection."""
    try:
        while True:
            yield p.recv_message(sock)
    except (ConnectionError, OSError):
        return


def spectator(table: HostedTable) -> socket.socket:
    sock = connect(table)
    p.send_message(sock, p.hello(spectate=True))
    assert p.recv_message(sock)["type"] == "welcome"
    return sock


def still_served(table: HostedTable) -> None:
    """A newcomer is welcomed and answered: the host's loop is alive."""
    assert table.host is not None and table.host.thread.is_alive()
    session = RemoteSession.join("127.0.0.1", table.host.port)
    try:
        assert session.seat is not None and session.set_ready()
    finally:
        session.close()


# --- fault 1: the decoder ------------------------------------------------------------------
@pytest.mark.parametrize("body", [
    b'{"type": "hello", "n": ' + HUGE + b"}",            # ValueError of int() before the fix
    b'{"type": "ping", "n": -' + HUGE + b"}",
    b'{"type": "ping", "time": NaN}', b'{"type": "ping", "time": Infinity}',
    b'{"type": "ping", "time": -Infinity}', b'{"type": "ping", "time": 1e999}',
    b'{"type": "ping", "x": ' + b"[" * 200 + b"]" * 200 + b"}",
    b'{"type": "ping", "x": "\xc3\x28"}', b"\xef\xbb\xbf\xff", b'"just a string"', b"null",
    b'{"type": true}', b"{}",
])
def test_every_decoder_failure_is_a_protocol_error(body: bytes) -> None:
    with pytest.raises(p.ProtocolError) as info:
        p.decode_body(body)
    assert not info.value.fatal                 # the framing is intact: the stream goes on


def test_ordinary_numbers_still_decode() -> None:
    message = p.decode_body(b'{"type": "ping", "time": 1.5, "n": -12345678901234567890}')
    assert message == {"type": "ping", "time": 1.5, "n": -12345678901234567890}


@pytest.mark.parametrize("max_nesting", [p.MAX_NESTING, None], ids=["host", "client"])
def test_an_integer_one_digit_too_long_is_refused_however_it_is_read(max_nesting) -> None:
    """Issue 38: integers are read without a check each unless the body holds a run of more
    than MAX_DIGITS digits; the limit is the same, on both sides, a sign or not."""
    most = b"9" * p.MAX_DIGITS
    assert p.decode_body(b'{"type": "ping", "n": -' + most + b"}", max_nesting)["n"] == -int(most)
    for body in (b'{"type": "ping", "n": ' + most + b"1}",
                 b'{"type":"ping","n":[-' + most + b"0]}"):
        with pytest.raises(p.ProtocolError, match="digits"):
            p.decode_body(body, max_nesting)


def test_a_long_run_of_digits_in_a_string_is_no_number() -> None:
    digits = "7" * (p.MAX_DIGITS + 10)
    body = ('{"type": "chat", "text": "%s", "n": 12}' % digits).encode()
    assert p.decode_body(body) == {"type": "chat", "text": digits, "n": 12}


def test_a_huge_integer_before_hello_costs_only_its_own_connection(make_table) -> None:
    table = make_table(max_hello_frame=8192)        # fault 5's limit would refuse it first
    sock = connect(table)
    sock.sendall(raw(b'{"type": "hello", "protocol": "fief-lan", "version": ' + HUGE + b"}"))
    sock.sendall(raw(json.dumps(p.hello(spectate=True)).encode()))
    replies = answers(sock)
    first = next(replies)
    assert first["type"] == "error" and first["code"] == p.MALFORMED
    assert next(replies)["type"] == "welcome"          # the same connection goes on
    still_served(table)


def test_a_huge_integer_from_a_seated_connection_is_refused_and_play_goes_on(
        make_table) -> None:
    table = make_table()
    ann = RemoteSession.join("127.0.0.1", table.host.port)
    try:
        sock = spectator(table)
        sock.sendall(raw(b'{"type": "act", "id": 1, "move": ' + HUGE + b"}"))
        sock.sendall(raw(b'{"type": "ping", "id": 2}'))
        replies = list(answers_until(sock, 2))
        assert replies[0]["type"] == "error" and replies[0]["code"] == p.MALFORMED
        assert replies[-1]["type"] == "pong"
        assert ann.set_ready()
    finally:
        ann.close()
    still_served(table)


def answers_until(sock: socket.socket, ident: int) -> Iterator[dict[str, Any]]:
    """The replies and errors the host sends until its reply to request ``ident`` (what it
    sends to everyone, lobby and chat history, left out)."""
    for message in answers(sock):
        if message["type"] in BROADCASTS:
            continue
        yield message
        if message.get("id") == ident:
            return


BROADCASTS = ("lobby", "chat_history", "update", "events", "chat")


def test_a_failure_while_serving_one_connection_drops_it_alone(
        make_table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Host.run guards each connection: an exception raised while handling one message (here
    a broken handler) closes that connection, and every other one is served on."""
    table = make_table()

    def broken(self: Host, conn: Any, message: dict[str, Any]) -> None:
        raise RuntimeError("a bug in a handler")

    monkeypatch.setattr(Host, "on_ping", broken)
    watcher = spectator(table)
    victim = spectator(table)
    victim.sendall(raw(b'{"type": "ping"}'))
    assert [m for m in answers(victim) if m["type"] not in BROADCASTS] == []   # just closed
    p.send_message(watcher, {"type": "chat", "text": "still here?", "id": 5})
    assert any(m.get("id") == 5 and m["type"] == "result" for m in answers_until(watcher, 5))
    still_served(table)


# --- fault 5: global limits ----------------------------------------------------------------
def test_a_frame_before_hello_is_small(make_table) -> None:
    table = make_table()
    sock = connect(table)
    sock.sendall(struct.pack(">I", 100_000) + b"x" * 1000)   # 1 MiB allowed before the fix
    replies = list(answers(sock))
    assert replies and replies[0]["type"] == "error" and "limit" in replies[0]["message"]
    assert table.host.buffered() == 0
    still_served(table)


def test_a_seated_connection_may_send_larger_frames(make_table) -> None:
    table = make_table(max_hello_frame=256)
    sock = spectator(table)
    p.send_message(sock, {"type": "chat", "text": "x" * 400, "id": 3})
    assert [m["type"] for m in answers_until(sock, 3)] == ["result"]   # over the hello limit


def test_connections_that_never_say_hello_are_capped(make_table) -> None:
    table = make_table(max_unseated=4)
    silent = [connect(table) for _ in range(4)]
    newest = connect(table)
    refusal = next(answers(newest))
    assert refusal["type"] == "refused" and refusal["code"] == "busy"
    assert "4 connections" in refusal["reason"]
    for sock in silent:
        sock.close()
    assert table.host.wait_until(lambda: not any(c.role == "new" for c in table.host.connections))
    still_served(table)


def test_buffered_bytes_of_all_connections_are_bounded(make_table) -> None:
    """Unfinished frames from many connections: past the total, the newest is refused; the
    older ones and the players are not affected."""
    table = make_table(max_buffered=150_000)
    host = table.host
    ann = RemoteSession.join("127.0.0.1", host.port)
    try:
        hoarders = [spectator(table) for _ in range(4)]
        conns = [connection_of(host, sock) for sock in hoarders]
        for sock, conn in zip(hoarders, conns):
            sock.sendall(struct.pack(">I", 900_000) + b"x" * 60_000)
            assert host.wait_until(lambda: conn.closing or conn.closed
                                   or len(conn.reader.buffer) == 60_004)
        refused = [i for i, conn in enumerate(conns) if conn.closing or conn.closed]
        assert refused == [2, 3]                          # the third passed 150,000 bytes
        for index in refused:
            replies = list(answers(hoarders[index]))
            assert replies[-1]["type"] == "refused" and replies[-1]["code"] == "busy"
        assert host.buffered() == 120_008
        assert ann.set_ready()                            # the player is served as before
    finally:
        ann.close()
    still_served(table)


def connection_of(host: Host, sock: socket.socket) -> Any:
    """The host's side of a client socket (matched by the client's port)."""
    port = sock.getsockname()[1]
    found = [c for c in list(host.connections) if c.address[1] == port]
    assert found, "the host has no such connection"
    return found[0]


def test_spectators_are_capped(make_table) -> None:
    table = make_table(max_spectators=2)
    watchers = [spectator(table) for _ in range(2)]
    sock = connect(table)
    p.send_message(sock, p.hello(spectate=True))
    refusal = p.recv_message(sock)
    assert refusal["type"] == "refused" and refusal["code"] == "spectators"
    assert refusal["values"] == {"count": "2"}
    watchers[0].close()
    still_served(table)


def test_a_failure_of_the_loop_itself_is_reported_to_the_table(
        make_table, monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 18, fault 2: a worker thread that dies is reported, never lost silently."""
    table = make_table()
    heard: list[list[str]] = []
    table.authority.subscribe(lambda kind, data: heard.append(table.authority.lobby()["problems"])
                              if kind == "lobby" else None)

    def broken(self: Host) -> None:
        raise RuntimeError("a bug in the loop")

    monkeypatch.setattr(Host, "turn", broken)
    table.host.wake()
    table.host.thread.join(20)
    assert not table.host.thread.is_alive()
    assert heard and "the network host stopped (a bug in the loop)" in heard[-1][0]

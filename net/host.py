"""The LAN host: serves an Authority to clients over TCP.

One thread runs a ``selectors`` loop over every socket, non-blocking, with a buffer in and out
per connection: a client that sends half a frame, floods, stops reading or sends garbage only
ever costs its own connection, never another player's turn. What a message may do is decided by
the Authority; this module only frames, authenticates the connection, routes and enforces the
limits (handshake time, idle time, slow frames, message rate, output backlog, error budget).

A connection speaks for at most one seat, fixed by its ``hello`` (a token, or the claim of an open
seat) or for nobody (a spectator). Every later message that acts for the seat carries the token
again and is checked against *that* seat, so a forged token, or a stranger's, never acts for
another seat. See docs/lan.md for the message list.
"""
from __future__ import annotations

import collections
import logging
import selectors
import socket
import threading
import time
from dataclasses import dataclass
from typing import Any, Callable

from . import protocol as p
from .authority import BAD_TOKEN, Authority
from .lobby import LobbyError

log = logging.getLogger(__name__)


@dataclass
class HostConfig:
    bind: str = "0.0.0.0"
    port: int = 0
    handshake_timeout: float = 5.0    # from connect to a valid hello
    idle_timeout: float = 60.0        # no message at all (clients ping every 10 s)
    frame_timeout: float = 10.0       # a frame begun and not finished (slow senders)
    max_frame: int = p.MAX_FRAME
    max_backlog: int = 8 << 20        # bytes waiting for a client that does not read
    rate: float = 200.0               # messages per second allowed per connection ...
    burst: float = 400.0              # ... with this much credit for bursts
    max_errors: int = 20              # protocol errors before a connection is dropped
    allow_spectators: bool = True
    max_spectators: int = 16          # watchers at once (players are never counted)
    max_hello_frame: int = 4096       # bytes of a frame before the hello (a hello is < 1 KiB)
    max_unseated: int = 64            # connections that have not said hello yet
    max_buffered: int = 32 << 20      # bytes buffered from all clients together


class Connection:
    """One client socket and its private buffers and counters."""

    def __init__(self, sock: socket.socket, address: Any, config: HostConfig) -> None:
        self.sock = sock
        self.address = address
        self.reader = p.FrameReader(config.max_hello_frame)   # raised once it is seated
        self.out = bytearray()
        self.role = "new"                 # new, player, spectator
        self.seat: int | None = None
        self.since = 0                    # events of its seat already sent
        self.view_move: int | None = None # move number of the last view sent
        self.opened = self.last_seen = time.monotonic()
        self.partial_since: float | None = None
        self.errors = 0
        self.credit = config.burst
        self.credit_at = self.opened
        self.closing = False              # close once the output buffer is flushed
        self.closed = False

    def __repr__(self) -> str:
        who = f"seat {self.seat}" if self.role == "player" else self.role
        return f"<{self.address[0]}:{self.address[1]} {who}>"


class Host:
    """Serves one table; ``start()`` runs the loop in a thread, ``stop()`` ends it cleanly."""

    def __init__(self, authority: Authority, config: HostConfig | None = None) -> None:
        self.authority = authority
        self.config = config or HostConfig()
        self.selector = selectors.DefaultSelector()
        self.listener: socket.socket | None = None
        self.connections: set[Connection] = set()
        self.holders: dict[int, Connection] = {}        # seat -> its current connection
        self.notices: collections.deque[tuple[str, dict[str, Any] | None]] = collections.deque()
        self.waker_r, self.waker_w = socket.socketpair()
        self.thread = threading.Thread(target=self.run, name="fief-host", daemon=True)
        self.loop_ident: int | None = None
        self.stopping = threading.Event()
        self.unsubscribe: Callable[[], None] | None = None
        self.stop_requested = False
        self.looped = threading.Condition()     # notified after each turn of the loop

    # --- life cycle -----------------------------------------------------------------------
    def start(self) -> "Host":
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((self.config.bind, self.config.port))
        listener.listen(16)
        listener.setblocking(False)
        self.listener = listener
        self.selector.register(listener, selectors.EVENT_READ, "accept")
        self.waker_r.setblocking(False)
        self.selector.register(self.waker_r, selectors.EVENT_READ, "wake")
        self.unsubscribe = self.authority.subscribe(self.on_notice)
        self.thread.start()
        return self

    @property
    def port(self) -> int:
        assert self.listener is not None
        return self.listener.getsockname()[1]

    def stop(self, reason: str = "the host has closed the game") -> None:
        if self.stopping.is_set():
            return
        self.stopping.set()
        self.notices.append(("stop", {"reason": reason}))
        self.wake()
        if self.thread.is_alive() and threading.get_ident() != self.loop_ident:
            self.thread.join(timeout=5)
        if self.unsubscribe:
            self.unsubscribe()

    def on_notice(self, kind: str, data: dict[str, Any] | None) -> None:
        """Authority listener: any thread may call it; the loop thread does the sending."""
        self.notices.append((kind, data))
        if threading.get_ident() != self.loop_ident:
            self.wake()

    def wake(self) -> None:
        try:
            self.waker_w.send(b"x")
        except (BlockingIOError, OSError):
            pass                          # already awake, or shutting down

    # --- the loop -------------------------------------------------------------------------
    def run(self) -> None:
        """The network loop. Whatever goes wrong while serving one connection ends that
        connection alone (``guarded``); only a failure of the loop itself stops the host."""
        self.loop_ident = threading.get_ident()
        try:
            while True:
                for key, events in self.selector.select(timeout=0.5):
                    self.guarded(key, events)
                self.process_notices()
                if self.stop_requested:
                    break
                self.check_timeouts()
                with self.looped:
                    self.looped.notify_all()
        except Exception:  # noqa: BLE001 - logged; the host must say why it stopped
            log.exception("host loop failed")
        finally:
            self.shutdown()

    def wait_until(self, condition: Callable[[], object], timeout: float = 5.0) -> bool:
        """Wait until ``condition`` holds after a turn of the loop (tests, benchmarks)."""
        with self.looped:
            return bool(self.looped.wait_for(condition, timeout))

    def guarded(self, key: selectors.SelectorKey, events: int) -> None:
        try:
            self.dispatch(key, events)
        except Exception:  # noqa: BLE001 - one connection's failure must not stop the others
            conn = key.data if isinstance(key.data, Connection) else None
            log.exception("failed while serving %r; dropping it", conn or key.data)
            if conn is not None:
                self.close(conn)

    def dispatch(self, key: selectors.SelectorKey, events: int) -> None:
        if key.data == "accept":
            self.accept()
        elif key.data == "wake":
            try:
                while self.waker_r.recv(4096):
                    pass
            except BlockingIOError:
                pass
        else:
            conn: Connection = key.data
            if events & selectors.EVENT_READ and not conn.closed:
                self.read(conn)
            if events & selectors.EVENT_WRITE and not conn.closed:
                self.flush(conn)

    def accept(self) -> None:
        assert self.listener is not None
        for _ in range(16):
            try:
                sock, address = self.listener.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError as exc:       # e.g. too many open files: keep serving the others
                log.warning("accept failed: %s", exc)
                return
            sock.setblocking(False)
            sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
            conn = Connection(sock, address, self.config)
            self.connections.add(conn)
            self.selector.register(sock, selectors.EVENT_READ, conn)
            unseated = sum(1 for c in self.connections if c.role == "new")
            if unseated > self.config.max_unseated:
                self.refuse(conn, "busy", p.Words(
                    "the host is busy: {count} connections are still saying hello",
                    count=unseated - 1))

    def read(self, conn: Connection) -> None:
        try:
            data = conn.sock.recv(65536)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""
        if not data:
            self.close(conn)
            return
        now = time.monotonic()
        conn.last_seen = now
        try:
            bodies = conn.reader.feed(data)
        except p.ProtocolError as exc:
            self.reject(conn, exc, fatal=True)
            return
        conn.partial_since = (conn.partial_since or now) if conn.reader.partial else None
        if conn.reader.partial and self.buffered() > self.config.max_buffered:
            self.relieve()
            if conn.closed or conn.closing:
                return
        for body in bodies:
            if conn.closed or conn.closing:
                return
            if not self.spend_credit(conn, now):
                self.reject(conn, p.ProtocolError("too many messages"), fatal=True)
                return
            try:
                message = p.decode_body(body)
            except p.ProtocolError as exc:
                self.reject(conn, exc)
                continue
            self.handle(conn, message)

    def buffered(self) -> int:
        """Bytes of unfinished frames held for all clients together."""
        return sum(len(c.reader.buffer) for c in self.connections)

    def relieve(self) -> None:
        """Over the total buffer limit: refuse the newest connections holding unfinished
        frames, the players' last (theirs are small; a flood is not theirs)."""
        holding = sorted((c for c in self.connections if c.reader.partial and not c.closing),
                         key=lambda c: (c.role == "player", -c.opened))
        for conn in holding:
            if self.buffered() <= self.config.max_buffered:
                return
            conn.reader.buffer.clear()
            self.refuse(conn, "busy", "the host is busy: too much data is waiting")

    def spend_credit(self, conn: Connection, now: float) -> bool:
        """Token bucket: ``rate`` messages a second with ``burst`` in reserve."""
        elapsed = now - conn.credit_at
        conn.credit = min(self.config.burst, conn.credit + elapsed * self.config.rate) - 1
        conn.credit_at = now
        return conn.credit >= 0

    def reject(self, conn: Connection, exc: Exception, fatal: bool = False,
               request: Any = None, code: str = p.MALFORMED) -> None:
        """Answer a bad message with an error, log it, and drop the connection when the
        stream cannot go on or the client has used up its error budget."""
        conn.errors += 1
        log.warning("rejected from %r: %s", conn, exc)
        self.send(conn, p.error(code, str(exc), request))
        if fatal or conn.errors > self.config.max_errors:
            conn.closing = True
            self.flush(conn)

    # --- messages -------------------------------------------------------------------------
    def handle(self, conn: Connection, message: dict[str, Any]) -> None:
        kind = message["type"]
        if conn.role == "new":
            if kind != "hello":
                self.refuse(conn, "handshake", "the first message must be hello")
            else:
                self.hello(conn, message)
            return
        handler = getattr(self, "on_" + kind, None) if kind in HANDLED else None
        if handler is None:
            self.reject(conn, p.ProtocolError(f"unknown message type {kind[:40]!r}"),
                        request=message.get("id"))
            return
        handler(conn, message)

    def refuse(self, conn: Connection, code: str, reason: str) -> None:
        log.info("refused %r: %s", conn, reason)
        self.send(conn, {"type": "refused", "code": code, "reason": reason, **p.wording(reason)})
        conn.closing = True
        self.flush(conn)

    def hello(self, conn: Connection, message: dict[str, Any]) -> None:
        problem = p.version_problem(message)
        if problem:
            self.refuse(conn, "version", problem)
            return
        auth = self.authority
        token = None
        if message.get("token") is not None:
            seat = auth.seats.find(message["token"])
            if seat is None:
                self.refuse(conn, "token", "this seat token is not known at this table")
                return
        elif message.get("spectate"):
            if not self.config.allow_spectators:
                self.refuse(conn, "spectators", "this table does not allow spectators")
                return
            watching = sum(1 for c in self.connections if c.role == "spectator")
            if watching >= self.config.max_spectators:
                self.refuse(conn, "spectators", p.Words(
                    "this table has {count} spectators already, its limit", count=watching))
                return
            seat = None
        else:
            try:
                seat = auth.claim(message.get("seat"), message.get("name"))
            except LobbyError as exc:
                self.refuse(conn, "seat", exc.words)
                return
            token = seat.token
        conn.role = "player" if seat is not None else "spectator"
        conn.seat = seat.index if seat is not None else None
        conn.reader.max_frame = self.config.max_frame
        welcome: dict[str, Any] = {"type": "welcome", "protocol": p.PROTOCOL, "version": p.VERSION,
                                   "seat": conn.seat, "game_id": auth.game_id, "name": auth.name}
        if token is not None:
            welcome["token"] = token
        self.send(conn, welcome)
        if conn.seat is not None:
            old = self.holders.get(conn.seat)
            if old is not None and old is not conn:
                self.send(old, {"type": "bye", "reason": "this seat was taken up by a new connection"})
                old.seat, old.role, old.closing = None, "spectator", True
                self.flush(old)
            self.holders[conn.seat] = conn
            auth.set_connected(conn.seat, True)
        self.send(conn, auth.lobby())
        self.send(conn, {"type": "chat_history", "lines": auth.chat_history(conn.seat)})
        if auth.started:
            since = message.get("since", 0)
            self.send_update(conn, since if isinstance(since, int) and since >= 0 else 0)

    def authorised(self, conn: Connection, message: dict[str, Any]) -> bool:
        """The token check for messages that act for the connection's seat."""
        if conn.seat is not None and self.authority.seats.check(conn.seat, message.get("token")):
            return True
        self.reject(conn, ValueError(BAD_TOKEN), request=message.get("id"),
                    code=p.FORBIDDEN)
        return False

    def reply(self, conn: Connection, message: dict[str, Any], result: dict[str, Any]) -> None:
        if message.get("id") is not None:
            result["id"] = message["id"]
        if result.get("type") == "error" and result.get("code") in (p.FORBIDDEN, p.MALFORMED):
            conn.errors += 1
            log.warning("rejected from %r: %s", conn, result["message"])
        self.send(conn, result)

    def on_act(self, conn: Connection, message: dict[str, Any]) -> None:
        """The actor gets its new view before the result: when its submit returns, its view is
        already current. Then everybody else hears."""
        result = self.authority.submit(self.seat_of(conn), message.get("token"), message.get("action"),
                                       message.get("move"), message.get("id"))
        if result.get("ok"):
            self.send_update(conn, conn.since)
        self.reply(conn, message, result)
        self.process_notices()

    def on_legal(self, conn: Connection, message: dict[str, Any]) -> None:
        if self.authorised(conn, message):
            self.reply(conn, message, {"type": "legal",
                                       "actions": self.authority.legal_for(conn.seat)})  # type: ignore[arg-type]

    # The authority checks the token of these itself, against the connection's seat (-1 for a
    # spectator, which no token matches).
    def on_ready(self, conn: Connection, message: dict[str, Any]) -> None:
        self.reply(conn, message, self.authority.set_ready(
            self.seat_of(conn), message.get("token"), bool(message.get("ready", True))))

    def on_profile(self, conn: Connection, message: dict[str, Any]) -> None:
        self.reply(conn, message, self.authority.set_profile(
            self.seat_of(conn), message.get("token"), message.get("name"), message.get("colour")))

    def on_chat(self, conn: Connection, message: dict[str, Any]) -> None:
        self.reply(conn, message, self.authority.say(conn.seat, message.get("token"),
                                                     message.get("text"), message.get("to")))

    @staticmethod
    def seat_of(conn: Connection) -> int:
        return conn.seat if conn.seat is not None else -1

    def on_sync(self, conn: Connection, message: dict[str, Any]) -> None:
        if not self.authority.started:
            self.reply(conn, message, p.error(p.NOT_STARTED, "the game has not started yet"))
            return
        since = message.get("since", 0)
        self.send_update(conn, since if isinstance(since, int) and since >= 0 else 0)

    def on_save(self, conn: Connection, message: dict[str, Any]) -> None:
        if not self.authorised(conn, message):
            return
        try:
            self.reply(conn, message, {"type": "saved", "path": self.authority.save()})
        except LobbyError as exc:
            self.reply(conn, message, p.error(p.ILLEGAL, exc.words))

    def on_saving(self, conn: Connection, message: dict[str, Any]) -> None:
        """While the game cannot be saved: ``choice`` is ``retry`` or ``go_on``."""
        self.reply(conn, message, self.authority.saving(
            self.seat_of(conn), message.get("token"), message.get("choice")))

    def on_ping(self, conn: Connection, message: dict[str, Any]) -> None:
        self.reply(conn, message, {"type": "pong", "time": message.get("time")})

    def on_bye(self, conn: Connection, message: dict[str, Any]) -> None:
        conn.closing = True
        self.flush(conn)

    # --- fan-out --------------------------------------------------------------------------
    def process_notices(self) -> None:
        """Send what changed to every connection (coalesced: one update per connection)."""
        game = lobby = False
        while self.notices:
            kind, data = self.notices.popleft()
            if kind == "stop":
                for conn in list(self.connections):
                    self.send(conn, {"type": "bye", "reason": (data or {}).get("reason", "")})
                self.stop_requested = True
                return
            game |= kind == "game"
            lobby |= kind == "lobby"
            if kind == "chat" and data is not None:
                for conn in self.ready_connections():
                    if self.authority.chat.visible(data, conn.seat):
                        self.send(conn, data)
        if game:
            move = self.authority.move()
            for conn in self.ready_connections():
                if conn.view_move != move:
                    self.send_update(conn, conn.since)
        if lobby:
            message = self.authority.lobby()
            for conn in self.ready_connections():
                self.send(conn, message)

    def ready_connections(self) -> list[Connection]:
        return [c for c in self.connections if c.role != "new" and not c.closing and not c.closed]

    def send_update(self, conn: Connection, since: int) -> None:
        if not self.authority.started:
            return
        update = self.authority.update_for(conn.seat, since)
        conn.since = update["seq"]
        conn.view_move = update["view"]["move"]
        events = update["events"]
        while len(events) > EVENTS_PER_FRAME:     # a late reconnection: history in slices
            self.send(conn, {"type": "events", "seat": conn.seat, "events": events[:EVENTS_PER_FRAME]})
            events = events[EVENTS_PER_FRAME:]
        update["events"] = events
        self.send(conn, update)

    def send(self, conn: Connection, message: dict[str, Any]) -> None:
        if conn.closed:
            return
        try:
            conn.out += p.encode(message)
        except p.ProtocolError:              # a host bug, never the client's fault: keep serving
            log.exception("cannot send a %s message to %r", message.get("type"), conn)
            return
        if len(conn.out) > self.config.max_backlog:
            log.warning("dropping %r: it does not read what it is sent", conn)
            self.close(conn)
            return
        self.flush(conn)

    def flush(self, conn: Connection) -> None:
        """Send what the socket takes now; wait for writability for the rest."""
        if conn.closed:
            return
        try:
            while conn.out:
                sent = conn.sock.send(conn.out)
                del conn.out[:sent]
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            self.close(conn)
            return
        if not conn.out and conn.closing:
            self.close(conn)
            return
        wanted = selectors.EVENT_READ | (selectors.EVENT_WRITE if conn.out else 0)
        if self.selector.get_key(conn.sock).events != wanted:
            self.selector.modify(conn.sock, wanted, conn)

    def close(self, conn: Connection) -> None:
        if conn.closed:
            return
        conn.closed = True
        self.connections.discard(conn)
        try:
            self.selector.unregister(conn.sock)
        except (KeyError, ValueError):
            pass
        conn.sock.close()
        if conn.seat is not None and self.holders.get(conn.seat) is conn:
            del self.holders[conn.seat]
            self.authority.set_connected(conn.seat, False)

    def check_timeouts(self) -> None:
        now = time.monotonic()
        cfg = self.config
        for conn in list(self.connections):
            if conn.role == "new" and now - conn.opened > cfg.handshake_timeout:
                reason = "no hello in time"
            elif now - conn.last_seen > cfg.idle_timeout:
                reason = "silent for too long"
            elif conn.partial_since is not None and now - conn.partial_since > cfg.frame_timeout:
                reason = "a frame took too long to arrive"
            elif conn.closing and now - conn.last_seen > 2.0:
                reason = "closing"
            else:
                continue
            log.info("dropping %r: %s", conn, reason)
            self.close(conn)

    def shutdown(self) -> None:
        for conn in list(self.connections):
            self.flush(conn)
            self.close(conn)
        for sock in (self.listener, self.waker_r, self.waker_w):
            if sock is not None:
                sock.close()
        self.selector.close()


EVENTS_PER_FRAME = 200     # keeps every frame far below MAX_FRAME however long the game
HANDLED = frozenset({"act", "legal", "ready", "profile", "chat", "sync", "save", "saving", "ping",
                     "bye"})

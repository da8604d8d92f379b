"""The transport under the LAN host: a ``selectors`` loop over non-blocking sockets, frames in
and out, and every limit that protects the players from one connection (issue 18, faults 1, 4
and 5).

One thread runs the loop, with a buffer in and out per connection: a client that sends half a
frame, floods, stops reading or sends garbage only ever costs its own connection, never
another player's turn. Whatever goes wrong while serving one connection closes that
connection alone. Limits: handshake time, idle time, slow frames, message rate (each request
costs credit by its weight), output backlog, error budget, a small frame before the hello,
connections not yet seated, and the bytes buffered for all clients together. What a message
means is the business of ``net.host.Host``, which subclasses ``Server``.
"""
from __future__ import annotations

import logging
import selectors
import socket
import threading
import time
from collections.abc import Callable
from typing import Any

from . import protocol as p
from .connection import Connection, HostConfig

log = logging.getLogger(__name__)


def framed(message: dict[str, Any], encode: Callable[[dict[str, Any]], bytes],
           to: object) -> bytes | None:
    """The message's frame, or None when it cannot be encoded: a host bug, never the
    clients' fault, logged and the host kept serving."""
    try:
        return encode(message)
    except p.ProtocolError:
        log.exception("cannot send a %s message to %r", message.get("type"), to)
        return None


class Server:
    """The loop and the sockets; ``handle`` (a whole message) and ``turn`` (work after each
    turn of the loop) are the subclass's."""

    def __init__(self, config: HostConfig) -> None:
        self.config = config
        self.selector = selectors.DefaultSelector()
        self.listener: socket.socket | None = None
        self.connections: set[Connection] = set()
        self.waker_r, self.waker_w = socket.socketpair()
        self.thread = threading.Thread(target=self.run, name="lan-host", daemon=True)
        self.loop_ident: int | None = None
        self.stop_requested = False
        self.looped = threading.Condition()     # notified after each turn of the loop

    def listen(self) -> None:
        listener = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        listener.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listener.bind((self.config.bind, self.config.port))
        listener.listen(16)
        listener.setblocking(False)
        self.listener = listener
        self.selector.register(listener, selectors.EVENT_READ, "accept")
        self.waker_r.setblocking(False)
        self.selector.register(self.waker_r, selectors.EVENT_READ, "wake")

    @property
    def port(self) -> int:
        assert self.listener is not None
        return int(self.listener.getsockname()[1])

    def wake(self) -> None:
        try:
            self.waker_w.send(b"x")
        except (BlockingIOError, OSError):
            pass                          # already awake, or shutting down

    def handle(self, conn: Connection, message: dict[str, Any]) -> None:
        raise NotImplementedError

    def turn(self) -> None:
        """Work of the subclass after each turn of the loop (sending what changed)."""

    def busy(self) -> bool:
        """True while the subclass has work for the next turn (the loop then does not wait)."""
        return False

    def on_closed(self, conn: Connection) -> None:
        """Called once a connection is closed."""

    def on_failed(self, exc: Exception) -> None:
        """Called when the loop itself fails and the server stops."""

    # --- the loop -------------------------------------------------------------------------
    def run(self) -> None:
        """The network loop. Whatever goes wrong while serving one connection ends that
        connection alone (``guarded``); only a failure of the loop itself stops the host."""
        self.loop_ident = threading.get_ident()
        try:
            while True:
                for key, events in self.selector.select(timeout=0 if self.busy() else 0.5):
                    self.guarded(key, events)
                self.turn()
                if self.stop_requested:
                    break
                self.check_timeouts()
                with self.looped:
                    self.looped.notify_all()
        except Exception as exc:  # noqa: BLE001 - logged and reported: the host says why
            log.exception("host loop failed")
            self.on_failed(exc)
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
                self.refuse(conn, "busy", p.Words.counted(
                    "the host is busy: {count} connection is still saying hello",
                    "the host is busy: {count} connections are still saying hello", unseated - 1))

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
            weight = WEIGHTS.get(message["type"], 0)
            if weight and not self.spend_credit(conn, now, weight):
                self.reject(conn, p.ProtocolError(f"too many {message['type']} requests"),
                            request=message.get("id"))
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

    def spend_credit(self, conn: Connection, now: float, cost: float = 1.0) -> bool:
        """Token bucket: ``rate`` messages a second with ``burst`` in reserve; a costly
        request (``WEIGHTS``) spends more. A refused request spends nothing."""
        elapsed = now - conn.credit_at
        credit = min(self.config.burst, conn.credit + elapsed * self.config.rate)
        conn.credit_at = now
        conn.credit = credit - cost if credit >= cost else credit
        return credit >= cost

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

    def refuse(self, conn: Connection, code: str, reason: str) -> None:
        log.info("refused %r: %s", conn, reason)
        self.send(conn, {"type": "refused", "code": code, "reason": reason, **p.wording(reason)})
        conn.closing = True
        self.flush(conn)

    def send(self, conn: Connection, message: dict[str, Any],
             encode: Callable[[dict[str, Any]], bytes] = p.encode, flush: bool = True) -> None:
        if conn.closed:
            return
        frame = framed(message, encode, conn)
        if frame is not None:
            self.send_frame(conn, frame, flush)

    def broadcast(self, conns: list[Connection], message: dict[str, Any]) -> None:
        """The same message to many connections, encoded once (the lobby to 48 connections
        of a crowd: one encoding, not 48)."""
        frame = framed(message, p.encode, conns)
        if frame is not None:
            for conn in conns:
                self.send_frame(conn, frame)

    def send_frame(self, conn: Connection, frame: bytes, flush: bool = True) -> None:
        """An encoded frame (the same bytes may go to many connections). Without ``flush``,
        it waits in the connection's buffer for the next frame sent to it, and goes out
        with it in one write (see ``Host.on_act``)."""
        if conn.closed:
            return
        conn.out += frame
        if len(conn.out) > self.config.max_backlog:
            log.warning("dropping %r: it does not read what it is sent", conn)
            self.close(conn)
            return
        if flush:
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
        self.on_closed(conn)

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
        self.drain()
        for conn in list(self.connections):
            self.close(conn)
        for sock in (self.listener, self.waker_r, self.waker_w):
            if sock is not None:
                sock.close()
        self.selector.close()



    def drain(self) -> None:
        """Before the sockets close, what each connection was sent leaves (the last update,
        the ``bye``): its frames are written as the socket takes them, then its end is told
        (FIN) and its peer's own close awaited, reading and dropping what it still sends, so
        that the close is never a reset that loses what the peer has not read yet (issue 38:
        closed at once, a seat's last update and the bye were lost). At most
        ``drain_timeout`` seconds in all: a peer that neither reads nor closes is cut off."""
        deadline = time.monotonic() + self.config.drain_timeout
        for sock in (self.listener, self.waker_r):       # nobody new; no more wake-ups
            if sock is not None:
                try:
                    self.selector.unregister(sock)
                except (KeyError, ValueError):
                    pass
        ended: set[Connection] = set()
        while self.connections and time.monotonic() < deadline:
            for conn in list(self.connections):
                self.flush_quietly(conn)
                if not conn.closed and not conn.out and conn not in ended:
                    ended.add(conn)
                    try:
                        conn.sock.shutdown(socket.SHUT_WR)
                    except OSError:
                        self.close(conn)
            ready = self.selector.select(timeout=max(0.0, min(0.1, deadline - time.monotonic())))
            for key, events in ready:
                conn = key.data
                if isinstance(conn, Connection) and events & selectors.EVENT_READ:
                    self.drop_input(conn)

    def flush_quietly(self, conn: Connection) -> None:
        """Send what the socket takes now, without closing a connection that is done."""
        try:
            while conn.out:
                del conn.out[:conn.sock.send(conn.out)]
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            self.close(conn)
            return
        wanted = selectors.EVENT_READ | (selectors.EVENT_WRITE if conn.out else 0)
        if not conn.closed and self.selector.get_key(conn.sock).events != wanted:
            self.selector.modify(conn.sock, wanted, conn)

    def drop_input(self, conn: Connection) -> None:
        """Read and drop what a closing peer sends; its end closes the connection."""
        try:
            while conn.sock.recv(65536):
                pass
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            pass
        self.close(conn)


# Extra credit spent by requests that cost the host more than a message: a catch-up (the whole
# view and history again) or a full save. With the default rate a connection may ask for a
# few a second, never enough to slow the table.
WEIGHTS = {"sync": 50.0, "save": 50.0}

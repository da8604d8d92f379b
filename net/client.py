"""A client's connection to a LAN host: handshake, a reader thread, requests matched by id.

Blocking sockets with one reader thread are the simplest correct client: the host is the one
that must survive hostile peers, a client only talks to the host it chose. Requests (actions,
legal moves, chat, saves) carry an ``id`` and wait for the answer with that id; everything else
the host sends (updates, lobby, chat, bye) goes to ``on_message`` in arrival order.
"""
from __future__ import annotations

import itertools
import logging
import socket
import threading
from collections.abc import Callable
from typing import Any

from . import protocol as p

log = logging.getLogger(__name__)


class Refused(ConnectionError):
    """The host refused the handshake; ``code`` says why (version, token, seat, ...)."""

    def __init__(self, code: str, reason: str, template: Any = None, values: Any = None) -> None:
        super().__init__(reason)
        self.code = code
        self.reason = reason
        self.template, self.values = template, values      # p.wording: to say it translated


class Client:
    """One TCP connection to a host. ``on_message`` and ``on_lost`` run on the reader thread."""

    def __init__(self, address: str, port: int, on_message: Callable[[dict[str, Any]], None],
                 on_lost: Callable[[str], None] | None = None, timeout: float = 5.0) -> None:
        self.address, self.port, self.timeout = address, port, timeout
        self.on_message = on_message
        self.on_lost = on_lost
        self.sock: socket.socket | None = None
        self.send_lock = threading.Lock()
        self.ids = itertools.count(1)
        self.waiting: dict[int, tuple[threading.Event, list[dict[str, Any]]]] = {}
        self.closed = False
        self.reader: threading.Thread | None = None

    def connect(self, fields: dict[str, Any]) -> dict[str, Any]:
        """Open the connection and shake hands; returns the welcome or raises Refused."""
        sock = socket.create_connection((self.address, self.port), timeout=self.timeout)
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            p.send_message(sock, p.hello(**fields))
            reply = p.recv_message(sock)
        except (OSError, p.ProtocolError):
            sock.close()
            raise
        if reply["type"] == "refused":
            sock.close()
            raise Refused(str(reply.get("code")), str(reply.get("reason")),
                          reply.get("template"), reply.get("values"))
        if reply["type"] != "welcome":
            sock.close()
            raise p.ProtocolError(f"expected welcome, got {reply['type']!r}")
        sock.settimeout(None)
        self.sock = sock
        self.reader = threading.Thread(target=self.read_loop, name="lan-client", daemon=True)
        self.reader.start()
        return reply

    def read_loop(self) -> None:
        reason = "the connection to the host was lost"
        try:
            while True:
                assert self.sock is not None
                message = p.recv_message(self.sock)
                ident = message.get("id")
                pending = self.waiting.pop(ident, None) if isinstance(ident, int) else None
                if pending is not None:
                    pending[1].append(message)
                    pending[0].set()
                else:
                    self.on_message(message)
                    if message["type"] == "bye":      # the host's last word: this side hangs
                        reason = str(message.get("reason") or "the host ended the connection")
                        self.hang_up()                # up too, so the host's drain ends at once
                        return
        except (OSError, ConnectionError, p.ProtocolError) as exc:
            log.debug("reader ends: %s", exc)
        finally:
            self.fail_waiting()
            if not self.closed:
                self.closed = True
                if self.on_lost is not None:
                    self.on_lost(reason)

    def hang_up(self) -> None:
        """Shut the socket both ways (the reader's ``finally`` then reports the end)."""
        if self.sock is not None:
            try:
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass

    def fail_waiting(self) -> None:
        for event, box in list(self.waiting.values()):
            box.append(p.error(p.DISCONNECTED, "the connection to the host was lost"))
            event.set()
        self.waiting.clear()

    def send(self, message: dict[str, Any]) -> None:
        if self.sock is None or self.closed:
            raise ConnectionError("not connected")
        data = p.encode(message)
        with self.send_lock:
            self.sock.sendall(data)

    def request(self, message: dict[str, Any], timeout: float | None = None) -> dict[str, Any]:
        """Send a message with a fresh id and wait for the host's answer to it."""
        ident = next(self.ids)
        event: threading.Event = threading.Event()
        box: list[dict[str, Any]] = []
        self.waiting[ident] = (event, box)
        try:
            self.send({**message, "id": ident})
        except (OSError, ConnectionError):
            self.waiting.pop(ident, None)
            return p.error(p.DISCONNECTED, "not connected to the host")
        if not event.wait(self.timeout if timeout is None else timeout):
            self.waiting.pop(ident, None)
            return p.error(p.DISCONNECTED, "the host did not answer in time")
        return box[0]

    def close(self) -> None:
        """Leave politely; the reader thread ends when the socket closes."""
        if self.closed:
            return
        self.closed = True
        try:
            self.send_raw({"type": "bye"})
        except OSError:
            pass
        if self.sock is not None:
            try:
                self.sock.shutdown(socket.SHUT_RDWR)
            except OSError:
                pass
            self.sock.close()
        self.fail_waiting()

    def send_raw(self, message: dict[str, Any]) -> None:
        if self.sock is not None:
            with self.send_lock:
                self.sock.sendall(p.encode(message))

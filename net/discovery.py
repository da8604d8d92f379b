"""Finding hosted games on the local network: UDP broadcast announcements.

A host broadcasts a small JSON datagram every second (``Announcer``); a join screen listens
(``Browser``) and lists the games heard recently. The datagram holds the table's name, the game
of the collection it plays and its rule edition, its TCP port, seats open and the protocol
version, so the list says what is played and can grey out games of another version;
the host's address is the datagram's source. Announcements are a convenience, never trusted:
joining still goes through the TCP handshake. The broadcast address and the port are options
(a LAN that blocks broadcast can point the announcer at one address instead); tests use the
loopback broadcast address ``127.255.255.255``.
"""
from __future__ import annotations

import json
import logging
import socket
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from . import protocol as p

log = logging.getLogger(__name__)

DISCOVERY_PORT = 14290
BROADCAST = "255.255.255.255"
MAX_DATAGRAM = 2048


@dataclass(frozen=True)
class Announcement:
    """A game heard on the network."""

    address: str
    port: int
    name: str
    game_id: str
    open: int
    seats: int
    started: bool
    protocol: str
    version: int
    seen: float
    game: str = ""              # the game's name in the collection (``GameKind.name``)
    edition: str = ""           # its rule edition ("" for a game without editions)

    @property
    def compatible(self) -> bool:
        return self.protocol == p.PROTOCOL and self.version == p.VERSION


def announcement(info: dict[str, Any]) -> bytes:
    data = {"type": "announce", "protocol": p.PROTOCOL, "version": p.VERSION, **info}
    return json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")[:MAX_DATAGRAM]


def parse(datagram: bytes, source: tuple[str, int], now: float) -> Announcement | None:
    """An announcement, or None for anything else that reaches the port."""
    try:
        data = json.loads(datagram.decode("utf-8"))
        if data.get("type") != "announce":
            return None
        port = int(data["port"])
        if not 0 < port < 65536:
            return None
        return Announcement(source[0], port, str(data.get("name", "?"))[:60],
                            str(data.get("game_id", ""))[:60], int(data.get("open", 0)),
                            int(data.get("seats", 0)), bool(data.get("started")),
                            str(data.get("protocol")), int(data.get("version", 0)), now,
                            game=str(data.get("game", ""))[:40],
                            edition=str(data.get("edition", ""))[:40])
    except (ValueError, TypeError, KeyError, AttributeError):
        return None


class Announcer(threading.Thread):
    """Broadcasts ``info()`` every ``interval`` seconds until stopped."""

    def __init__(self, info: Callable[[], dict[str, Any]], target: str = BROADCAST,
                 port: int = DISCOVERY_PORT, interval: float = 1.0) -> None:
        super().__init__(name="lan-announce", daemon=True)
        self.info, self.target, self.port, self.interval = info, target, port, interval
        self.stopping = threading.Event()
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_BROADCAST, 1)

    def announce(self) -> None:
        try:
            self.sock.sendto(announcement(self.info()), (self.target, self.port))
        except OSError as exc:             # no network, broadcast forbidden: keep hosting
            log.debug("announce to %s:%s failed: %s", self.target, self.port, exc)

    def run(self) -> None:
        while not self.stopping.is_set():
            self.announce()
            self.stopping.wait(self.interval)
        self.sock.close()

    def stop(self) -> None:
        self.stopping.set()


class Browser(threading.Thread):
    """Listens for announcements; ``games()`` lists those heard within ``ttl`` seconds."""

    def __init__(self, bind: str = "", port: int = DISCOVERY_PORT, ttl: float = 4.0) -> None:
        super().__init__(name="lan-browse", daemon=True)
        self.ttl = ttl
        self.sock = socket.socket(socket.AF_INET, socket.SOCK_DGRAM)
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        if hasattr(socket, "SO_REUSEPORT"):  # several join screens on one machine
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEPORT, 1)
        self.sock.bind((bind, port))
        self.sock.settimeout(0.2)
        self.port = self.sock.getsockname()[1]
        self.found: dict[tuple[str, int], Announcement] = {}
        self.lock = threading.Lock()
        self.heard = threading.Condition(self.lock)     # notified at each announcement
        self.stopping = threading.Event()

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                datagram, source = self.sock.recvfrom(MAX_DATAGRAM)
            except TimeoutError:
                continue
            except OSError:
                break
            heard = parse(datagram, source, time.monotonic())
            if heard is not None:
                with self.heard:
                    self.found[(heard.address, heard.port)] = heard
                    self.heard.notify_all()
        self.sock.close()

    def games(self, now: float | None = None) -> list[Announcement]:
        """The games heard within ``ttl`` seconds of ``now`` (by default, this moment)."""
        now = time.monotonic() if now is None else now
        with self.lock:
            return sorted((a for a in self.found.values() if now - a.seen <= self.ttl),
                          key=lambda a: (a.name, a.address, a.port))

    def wait_for(self, condition: Callable[[], object], timeout: float) -> bool:
        """Wait until ``condition`` holds, checked at each announcement heard."""
        with self.heard:
            return bool(self.heard.wait_for(condition, timeout))

    def stop(self) -> None:
        self.stopping.set()


def discover(seconds: float = 1.5, bind: str = "", port: int = DISCOVERY_PORT) -> list[Announcement]:
    """Listen for ``seconds`` and return the games heard (a one-shot join screen refresh)."""
    browser = Browser(bind, port)
    browser.start()
    time.sleep(seconds)
    browser.stop()
    browser.join(1)
    return browser.games()

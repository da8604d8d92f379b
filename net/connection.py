"""One client connection of the LAN host (its socket, buffers and counters) and the host's
limits (``HostConfig``): the data ``net.wire``'s loop works on, each connection on its own."""
from __future__ import annotations

import socket
import time
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from . import protocol as p


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
    drain_timeout: float = 5.0        # at the end, for the last frames to leave (``drain``)


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
        self.quick: Mapping[str, Any] | None = None   # that view, when quick: the whole is due
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

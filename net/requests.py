"""The LAN host's handlers of the requests that the authority answers (net/host.py routes
each message to ``on_<type>``): legal actions, ready, profile, chat, sync, save, saving, undo,
ping and bye. Mixed into ``net.host.Host``; kept apart so the host module holds the connection's
life, the handshake, the actions and the fan-out of updates."""
from __future__ import annotations

import collections
import threading
from collections.abc import Callable
from typing import Any

from . import protocol as p
from .authority import Authority
from .wire import Connection


class SeatRequests:
    """``on_legal`` ... ``on_bye`` of the host (``on_act`` and ``hello`` stay in the host)."""

    authority: Authority
    shared: dict[Any, Any]
    saves: collections.deque[tuple[Connection, dict[str, Any]]]
    save_wanted: threading.Event

    reply: Callable[[Connection, dict[str, Any], dict[str, Any]], None]
    authorised: Callable[[Connection, dict[str, Any]], bool]
    send_update: Callable[[Connection, int], None]
    flush: Callable[[Connection], None]

    def on_undo(self, conn: Connection, message: dict[str, Any]) -> None:
        """Take back the connection's own seat's last decision (``check``: only say whether
        it could be, or why not). Like an action, the taker gets the earlier state before
        the result; the others hear of it from ``fan_out``."""
        if message.get("check"):
            self.reply(conn, message, self.authority.undo_check(self.seat_of(conn),
                                                                message.get("token")))
            return
        result = self.authority.undo(self.seat_of(conn), message.get("token"))
        if result.get("ok"):
            self.shared.clear()             # no update built before it may be sent again
            self.send_update(conn, conn.since)
        self.reply(conn, message, result)

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
        """Answered by ``save_loop`` (the file written off the network thread)."""
        if self.authorised(conn, message):
            self.saves.append((conn, message))
            self.save_wanted.set()

    def on_saving(self, conn: Connection, message: dict[str, Any]) -> None:
        """While the game cannot be saved: ``choice`` is ``retry`` or ``go_on``."""
        self.reply(conn, message, self.authority.saving(
            self.seat_of(conn), message.get("token"), message.get("choice")))

    def on_ping(self, conn: Connection, message: dict[str, Any]) -> None:
        self.reply(conn, message, {"type": "pong", "time": message.get("time")})

    def on_bye(self, conn: Connection, message: dict[str, Any]) -> None:
        conn.closing = True
        self.flush(conn)

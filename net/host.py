"""The LAN host: serves an Authority to clients over TCP (the transport is ``net.wire``).

What a message may do is decided by the Authority; this module authenticates the connection,
routes its messages and tells every connection what changed. A connection speaks for at most
one seat, fixed by its ``hello`` (a token, or the claim of an open seat) or for nobody (a
spectator, at most ``max_spectators`` of them). Every later message that acts for the seat
carries the token again and is checked against *that* seat, so a forged token, or a
stranger's, never acts for another seat. See docs/lan.md for the message list.

Crowds never stall the table (issue 18, fault 4): the updates after a move and a catch-up (a
newcomer's whole history) are sent a slice per turn of the loop, between the players'
messages, and a save request is answered by the autosaver's thread (at once when the file on
disk is current).
"""
from __future__ import annotations

import collections
import logging
import threading
from collections.abc import Callable
from typing import Any

from . import protocol as p
from .authority import Authority
from .checks import BAD_TOKEN
from .lobby import LobbyError
from .requests import SeatRequests
from .viewtext import UpdateText
from .wire import Connection, HostConfig, Server

log = logging.getLogger(__name__)
EVENTS_PER_FRAME = 200     # keeps every frame far below MAX_FRAME however long the game
FAN_OUT = 8                # connections sent a shared update per turn of the loop
CATCHING_UP = 4            # connections sent a slice of their history per turn of the loop
OVERDUE = 6                # moves behind after which a connection goes before the other seats
HANDLED = frozenset({"act", "legal", "ready", "profile", "chat", "sync", "save", "saving", "ping",
                     "bye", "undo"})
Reply = tuple[Connection, dict[str, Any], dict[str, Any]]
Shared = tuple[tuple[int | None, int], bytes, int, int]    # (move, count), frame, seq, view move

__all__ = ["Host", "HostConfig", "Connection"]


class Host(SeatRequests, Server):
    """Serves one table; ``start()`` runs the loop in a thread, ``stop()`` ends it cleanly."""

    def __init__(self, authority: Authority, config: HostConfig | None = None) -> None:
        super().__init__(config or HostConfig())
        self.authority = authority
        self.holders: dict[int, Connection] = {}        # seat -> its current connection
        self.notices: collections.deque[tuple[str, dict[str, Any] | None]] = collections.deque()
        self.catching_up: list[Connection] = []         # sent their history a slice a turn
        self.fanning = False                            # updates due after a move (fan_out)
        self.shared: dict[tuple[int | None, int], Shared] = {}   # (seat, since) -> its update
        self.texts = UpdateText()          # views' parts encoded once a move (fan_out)
        self.replies: collections.deque[Reply] = collections.deque()   # from other threads
        self.saves: collections.deque[tuple[Connection, dict[str, Any]]] = collections.deque()
        self.save_wanted = threading.Event()
        self.stopping = threading.Event()
        self.unsubscribe: Callable[[], None] | None = None

    # --- life cycle -----------------------------------------------------------------------
    def start(self) -> Host:
        self.listen()
        self.unsubscribe = self.authority.subscribe(self.on_notice)
        self.thread.start()
        threading.Thread(target=self.save_loop, name="host-save-requests", daemon=True).start()
        return self

    def stop(self, reason: str = "the host has closed the game", code: str = p.STOPPED) -> None:
        """End the table: every connection gets what the last move calls for, then a ``bye``
        with ``code`` (``finished``, ``stopped``) and ``reason``, before the sockets close."""
        if self.stopping.is_set():
            return
        self.stopping.set()
        self.save_wanted.set()
        self.notices.append(("stop", {"reason": reason, "code": code}))
        self.wake()
        if self.thread.ident is not None and threading.get_ident() != self.loop_ident:
            self.thread.join(timeout=self.config.drain_timeout + 5)   # at once if it has ended
        if self.unsubscribe:
            self.unsubscribe()

    def on_notice(self, kind: str, data: dict[str, Any] | None) -> None:
        """Authority listener: any thread may call it; the loop thread does the sending."""
        self.notices.append((kind, data))
        if threading.get_ident() != self.loop_ident:
            self.wake()

    def turn(self) -> None:
        self.deliver_replies()
        self.process_notices()
        self.fan_out()
        self.catch_up()

    def busy(self) -> bool:
        return bool(self.fanning or self.catching_up or self.notices or self.replies)

    def on_failed(self, exc: Exception) -> None:
        """The host machine's screen says it: the LAN players are gone; they are told why."""
        self.authority.report("network", f"the network host stopped ({exc}); the players on "
                                         "the LAN are disconnected")
        self.goodbye({"type": "bye", "code": p.FAILED, "reason": "the host met an error and "
                                                             "closed the game"})

    def on_closed(self, conn: Connection) -> None:
        if conn in self.catching_up:
            self.catching_up.remove(conn)
        if conn.seat is not None and self.holders.get(conn.seat) is conn:
            del self.holders[conn.seat]
            self.authority.set_connected(conn.seat, False)

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
                self.refuse(conn, "spectators", p.Words.counted(
                    "this table has {count} spectator already, its limit",
                    "this table has {count} spectators already, its limit", watching))
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
                self.send(old, {"type": "bye", "code": p.REPLACED,
                                "reason": "this seat was taken up by a new connection"})
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
        already current. Both go out in one write: each write to a client wakes it, and on
        a busy machine the woken client took the host's CPU between the two (the network
        thread's sends: 2.3 s of wall time, 0.3 s of CPU, in the crowd run of issue 38).
        Everybody else hears from ``fan_out``, a slice per turn of the loop, so an action
        waiting behind this one is answered before the others' views are built. The actor's
        view is the quick one (``Referee.view_for``: Fief's without the move foresight, 0.4
        to 4 ms of CPU on a fifth of the round trips, half of the host's part at its 99th
        percentile, issue 38); its whole view follows in the fan-out, first when it is
        asked to decide again."""
        result = self.authority.submit(self.seat_of(conn), message.get("token"), message.get("action"),
                                       message.get("move"), message.get("id"))
        if result.get("ok"):
            self.send_update(conn, conn.since, flush=False, quick=True)
        self.reply(conn, message, result)
        if conn.out:                 # the result could not be encoded (a host bug, logged):
            self.flush(conn)         # the update goes out all the same

    # --- fan-out --------------------------------------------------------------------------
    def process_notices(self) -> None:
        """Send what changed to every connection (coalesced: one update per connection)."""
        game = lobby = False
        stop: dict[str, Any] | None = None
        while self.notices:
            kind, data = self.notices.popleft()
            if kind == "stop":
                stop = data or {}
                break
            game |= kind == "game"
            if kind == "game" and data is not None and data.get("undo"):
                self.shared.clear()         # taken back: the updates built before are stale
            lobby |= kind == "lobby"
            if kind == "chat" and data is not None:
                self.broadcast([conn for conn in self.ready_connections()
                                if self.authority.chat.visible(data, conn.seat)], data)
        if game:
            self.fanning = True
        if lobby:
            self.broadcast(self.ready_connections(), self.authority.lobby())
        if stop is not None:
            self.finish_updates()
            self.goodbye({"type": "bye", "code": stop.get("code", p.STOPPED),
                          "reason": stop.get("reason", "")})
            self.stop_requested = True

    def finish_updates(self) -> None:
        """Before the end, every connection is sent what is still due to it (the last move's
        update, the rest of a history being caught up) at once, not a slice per turn: there
        is no later turn (issue 38: 7 to 16 of 29 spectators, and sometimes a seat, missed
        the end). Bounded by the connections' count, whatever goes wrong."""
        if not self.authority.started:
            return
        self.fanning = True
        for _ in range(4 * len(self.connections) + 2 * EVENTS_PER_FRAME):
            if not (self.fanning or self.catching_up):
                return
            self.fan_out()
            self.catch_up()

    def goodbye(self, message: dict[str, Any]) -> None:
        """The ``bye`` to every connection still open; the wire's ``drain`` sends it out."""
        self.broadcast([conn for conn in self.connections if not conn.closed], message)

    def ready_connections(self) -> list[Connection]:
        return [c for c in self.connections if c.role != "new" and not c.closing and not c.closed]

    def fan_out(self) -> None:
        """One slice of the updates a move calls for, at each turn of the loop: the
        messages waiting are read between two slices, so a player's action is never held up
        behind the crowd's updates (issue 18: 48 connections' updates took 7 ms a move, and
        an action arriving meanwhile waited for all of them). The seats asked to decide go
        first (the next action waits for their view), then those more than ``OVERDUE`` moves
        behind, the longest behind first, then the other seats, the spectators last: with
        players acting the instant their turn comes, the other seats always had an update due
        and the spectators, served last whatever their wait, stood still for 200 moves and
        more (issue 38); served in turn with the seats, they were sent an update every third
        move or so on a busy machine, more of the host's work for no gain measured.
        Connections of one seat at the same count of events (the spectators, mostly) share
        one update made once a move (``texts``: views' like parts encoded once), ``FAN_OUT``
        a turn; the late, the newer."""
        if not self.fanning:
            return
        move = self.authority.move()
        groups: dict[tuple[int | None, int], list[Connection]] = {}
        for conn in self.ready_connections():
            if (conn.view_move != move or conn.quick is not None) and conn not in self.catching_up:
                groups.setdefault((conn.seat, conn.since), []).append(conn)
        if not groups:
            self.fanning = False
            self.shared.clear()
            return
        asked = set(self.authority.standing(None)["waiting_for"])   # their updates go first
        (seat, since), conns = min(groups.items(), key=lambda group: (
            group[0][0] not in asked, order(group[1], move), group[0][0] is None, group[0][0] or 0))
        count = self.authority.seq_count(seat)
        if len(conns) == 1 or count - since > EVENTS_PER_FRAME:
            for conn in conns:
                self.send_update(conn, since)
            return
        shared = self.shared.get((seat, since))
        if shared is None or shared[0] != (move, count):
            update = self.authority.update_for(seat, since, texts=True)
            shared = ((move, count), self.texts.frame(update), update["seq"],
                      update["standing"]["move"])
            self.shared = {key: kept for key, kept in self.shared.items()   # this move's only:
                           if kept[0][0] == move}        # moves may follow without a pause
            self.shared[(seat, since)] = shared
        _, frame, seq, view_move = shared
        for conn in conns[:FAN_OUT]:
            conn.since, conn.view_move, conn.quick = seq, view_move, None
            self.send_frame(conn, frame)

    def send_update(self, conn: Connection, since: int, flush: bool = True,
                    quick: bool = False) -> None:
        """The seat's view and its events after ``since``; a long history (a late joiner, a
        reconnection) is sent first, a slice per turn of the loop (``catch_up``). Without
        ``flush``, the update goes out with the next frame sent to the connection. A
        ``quick`` view (``on_act``) is kept until the whole one is sent, or found equal to it
        with no event since (then nothing is sent)."""
        if not self.authority.started or conn in self.catching_up:
            return
        conn.since = since
        if self.authority.seq_count(conn.seat) - since > EVENTS_PER_FRAME:
            self.catching_up.append(conn)
            return
        update = self.authority.update_for(conn.seat, since, texts=True, quick=quick)
        sent = conn.quick              # a quick view differs only in what helps a decision:
        conn.quick = update["view"] if quick and update["standing"]["asked"] else None
        conn.since = update["seq"]
        move, conn.view_move = conn.view_move, update["standing"]["move"]
        if sent is not None and move == conn.view_move and not update["events"] \
                and update["view"] == sent:
            return                                  # the quick view was the whole one
        self.send(conn, update, self.texts.frame, flush)

    # --- crowds: catch-ups and saves off the players' way --------------------------------
    def catch_up(self) -> None:
        """One slice of history to ``CATCHING_UP`` of the connections catching up, in turn;
        its update to one once it is level. A late joiner never holds up a player's move for
        long, nor does a crowd of them: 32 spectators sent the start of a game each took a
        turn of 47 ms when each got its slice in the same turn."""
        served = self.catching_up[:CATCHING_UP]
        self.catching_up[:CATCHING_UP] = []
        self.catching_up.extend(served)          # the others' turn next time
        for conn in served:
            if conn.closed or conn.closing:
                self.catching_up.remove(conn)
                continue
            events = self.authority.event_texts(conn.seat, conn.since, EVENTS_PER_FRAME + 1)
            if len(events) <= EVENTS_PER_FRAME:
                self.catching_up.remove(conn)
                self.send_update(conn, conn.since)
                continue
            conn.since += EVENTS_PER_FRAME
            self.send_frame(conn, p.events_frame(conn.seat, events[:EVENTS_PER_FRAME]))

    def save_loop(self) -> None:
        """Answers save requests on its own thread: the network loop never writes a file."""
        while not self.stopping.is_set():
            self.save_wanted.wait()
            self.save_wanted.clear()
            while self.saves and not self.stopping.is_set():
                batch = [self.saves.popleft() for _ in range(len(self.saves))]
                try:
                    result: dict[str, Any] = {"type": "saved", "path": self.authority.save()}
                except LobbyError as exc:
                    result = p.error(p.ILLEGAL, exc.words)
                for conn, message in batch:             # one write answers them all
                    self.replies.append((conn, message, dict(result)))
                self.wake()

    def deliver_replies(self) -> None:
        while self.replies:
            conn, message, result = self.replies.popleft()
            if not conn.closed:
                self.reply(conn, message, result)


def order(conns: list[Connection], move: int | None) -> int:
    """Where connections stand in the fan-out's queue after the seats asked: those more than
    ``OVERDUE`` moves behind by the move of their oldest view (-1: none yet), the others
    after them all, as equals."""
    oldest = min(-1 if conn.view_move is None else conn.view_move for conn in conns)
    return oldest if (move or 0) - oldest > OVERDUE else move or 0

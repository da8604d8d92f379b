"""The one interface every kind of seat speaks (DESIGN principle 5).

The pygame client plays hot-seat, LAN and computer seats through a ``Session`` and nothing else:

- ``view(seat)``: what that seat may see now (``Referee.view_for``: each game's own shape, which
  only that game's screens read).
- ``standing(seat)``: where the game stands for that seat, the same for every game
  (``engine.contract.Standing``: the move, whether it is over and who won, what the seat is
  asked); a terminal client or a computer player reads this, never the view.
- ``submit(seat, action, move=None) -> Result``: ask the authority to apply an action chosen on
  the view of move ``move`` (by default the last view this session handed out for the seat). The
  client never applies anything itself; it waits for the update that follows.
- ``legal(seat)``: the seat's legal actions now, for decisions that list no choices.
- ``events(seat, since)``: the seat's events after its own count ``since``.
- ``poll()`` / ``wait(timeout)`` / ``subscribe(callback)``: what arrived (``update``, ``lobby``,
  ``chat``, ``connection``, ``bye`` messages, the same dicts as on the wire). ``poll`` suits a
  game loop; callbacks run on a background thread.
- ``chat(seat, text, to=None)``, ``save()``, ``close()``.
- ``undo(seat, check=False)``: take back the seat's own last decision, when the referee marked
  it revocable and nobody has decided since (``check``: only ask whether it could be); the
  earlier state then reaches every reader as an ordinary update whose ``seq`` is below the
  count it held (net/undo.py).

``net.local_session.LocalSession`` runs the authority in this process (hot-seat, and the host's
own seats when hosting a LAN game); ``RemoteSession`` is a LAN client. Both answer with the
same messages.
"""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any, Protocol

from engine.actions import Action
from engine.contract import Standing

from . import protocol as p
from .authority import Authority
from .checks import BAD_TOKEN
from .client import Client, Refused
from .inbox import Callback, Inbox



@dataclass(frozen=True)
class Result:
    """The authority's answer to a submission; false when refused, with the rule's words."""

    ok: bool
    move: int | None = None
    code: str | None = None
    message: str = ""
    rule: str | None = None
    template: Any = None                 # the message's template and values (p.wording),
    values: Any = None                   # unchecked: they come from the network

    def __bool__(self) -> bool:
        return self.ok

    @classmethod
    def of(cls, reply: dict[str, Any]) -> Result:
        if reply.get("type") == "error":
            return cls(False, None, reply.get("code"), str(reply.get("message", "")), reply.get("rule"),
                       reply.get("template"), reply.get("values"))
        return cls(True, reply.get("move"))


class Session(Protocol):
    def seats(self) -> tuple[int, ...]: ...
    def view(self, seat: int | None) -> Mapping[str, Any]: ...
    def standing(self, seat: int | None) -> Standing: ...
    def submit(self, seat: int, action: Action | dict[str, Any], move: int | None = None) -> Result: ...
    def legal(self, seat: int) -> list[dict[str, Any]]: ...
    def events(self, seat: int | None, since: int = 0) -> list[dict[str, Any]]: ...
    def poll(self) -> list[dict[str, Any]]: ...
    def wait(self, timeout: float) -> bool: ...
    def subscribe(self, callback: Callback) -> Callable[[], None]: ...
    def lobby(self) -> dict[str, Any] | None: ...
    def chat(self, seat: int | None, text: str, to: int | None = None) -> Result: ...
    def save(self) -> str: ...
    def saving(self, choice: str) -> Result: ...
    def undo(self, seat: int | None = None, check: bool = False) -> dict[str, Any]: ...
    def close(self) -> None: ...


def action_dict(action: Action | dict[str, Any]) -> dict[str, Any]:
    return action.to_dict() if isinstance(action, Action) else action


class RemoteSession:
    """A LAN client for one seat (or a spectator), reconnecting by itself when the link drops.

    It keeps the latest view and the seat's events as the host sent them; after a reconnection
    the host sends the whole current view and the events missed (``since`` = the count held).
    """

    def __init__(self, address: str, port: int, *, token: str | None = None,
                 seat: int | None = None, name: str | None = None, spectate: bool = False,
                 reconnect: bool = True, timeout: float = 5.0, ping_every: float = 10.0) -> None:
        self.address, self.port, self.timeout = address, port, timeout
        self.token = token
        self.seat: int | None = None
        self.reconnect_enabled = reconnect
        self.inbox = Inbox()
        self.latest: dict[str, Any] | None = None
        self.latest_standing: Standing | None = None            # sent with ``latest``
        self.event_log: list[dict[str, Any]] = []
        self.lobby_state: dict[str, Any] | None = None
        self.chat_lines: list[dict[str, Any]] = []
        self.game_id: str | None = None
        self.lock = threading.Lock()
        self.closed = False
        self.client: Client | None = None
        self.connected = threading.Event()
        self.ping_every = ping_every
        if token is not None:
            fields: dict[str, Any] = {"token": token}
        elif spectate:
            fields = {"spectate": True}
        else:
            fields = {"seat": seat, "name": name}
        self.open(fields)
        threading.Thread(target=self.keepalive, name="session-ping", daemon=True).start()

    @classmethod
    def join(cls, address: str, port: int, seat: int | None = None, name: str | None = None,
             **kw: Any) -> RemoteSession:
        """Claim an open seat (any, or the one given); keep ``.token`` to come back later."""
        return cls(address, port, seat=seat, name=name, **kw)

    @classmethod
    def rejoin(cls, address: str, port: int, token: str, **kw: Any) -> RemoteSession:
        return cls(address, port, token=token, **kw)

    @classmethod
    def watch(cls, address: str, port: int, **kw: Any) -> RemoteSession:
        return cls(address, port, spectate=True, **kw)

    # --- connection -----------------------------------------------------------------------
    def open(self, fields: dict[str, Any]) -> None:
        client = Client(self.address, self.port, self.on_message, self.on_lost, self.timeout)
        welcome = client.connect({**fields, "since": len(self.event_log)})
        self.client = client
        self.token = welcome.get("token", self.token)
        self.seat = welcome.get("seat")
        self.game_id = welcome.get("game_id")
        self.connected.set()

    def on_lost(self, reason: str) -> None:
        self.connected.clear()
        if self.closed:
            return
        self.inbox.put({"type": "connection", "state": "lost", "reason": reason})
        if self.reconnect_enabled and self.token is not None and "taken up" not in reason:
            threading.Thread(target=self.reconnect, name="session-reconnect", daemon=True).start()

    def reconnect(self) -> None:
        """Try again with the token until it works or the session is closed."""
        delay = 0.05
        while not self.closed:
            try:
                self.open({"token": self.token})
            except Refused as exc:
                self.inbox.put({"type": "connection", "state": "refused", "reason": exc.reason})
                return
            except (OSError, ConnectionError, p.ProtocolError):
                time.sleep(delay)
                delay = min(delay * 2, 2.0)
                continue
            self.inbox.put({"type": "connection", "state": "restored"})
            return

    def keepalive(self) -> None:
        while not self.closed:
            time.sleep(self.ping_every)
            if self.connected.is_set() and self.client is not None:
                try:
                    self.client.send({"type": "ping"})
                except (OSError, ConnectionError):
                    pass

    def on_message(self, message: dict[str, Any]) -> None:
        kind = message["type"]
        with self.lock:
            if kind == "update" and isinstance(message.get("seq"), int):
                del self.event_log[message["seq"]:]      # a move taken back: the log cut back
            if kind in ("update", "events"):
                self.event_log.extend(e for e in message["events"] if e["seq"] > len(self.event_log))
            if kind == "update":
                self.latest = message["view"]
                self.latest_standing = message["standing"]
            elif kind == "lobby":
                self.lobby_state = message
            elif kind == "chat":
                self.chat_lines.append(message)
            elif kind == "chat_history":
                self.chat_lines = list(message["lines"])
        if kind == "bye":                     # the host ended this connection on purpose:
            self.reconnect_enabled = False    # the game is over or stopped, or the seat taken
        if kind != "pong":
            self.inbox.put(message)

    def request(self, message: dict[str, Any]) -> dict[str, Any]:
        client = self.client
        if client is None or not self.connected.is_set():
            return p.error(p.DISCONNECTED, "not connected to the host")
        return client.request({**message, "token": self.token})

    # --- the Session interface ------------------------------------------------------------
    def seats(self) -> tuple[int, ...]:
        return () if self.seat is None else (self.seat,)

    def view(self, seat: int | None = None) -> Mapping[str, Any]:
        """The latest view the host sent (this session sees only its own seat)."""
        if seat is not None and seat != self.seat:
            raise PermissionError(f"this session plays seat {self.seat}, not {seat}")
        with self.lock:
            if self.latest is None:
                raise LookupError("no view yet: the game has not started")
            return self.latest

    def standing(self, seat: int | None = None) -> Standing:
        """The standing the host sent with the latest view."""
        if seat is not None and seat != self.seat:
            raise PermissionError(f"this session plays seat {self.seat}, not {seat}")
        with self.lock:
            if self.latest_standing is None:
                raise LookupError("no view yet: the game has not started")
            return self.latest_standing

    def submit(self, seat: int | None, action: Action | dict[str, Any], move: int | None = None) -> Result:
        if seat is not None and seat != self.seat:
            return Result(False, code=p.FORBIDDEN, message=f"this session plays seat {self.seat}")
        if move is None:
            move = self.latest_standing["move"] if self.latest_standing else None
        return Result.of(self.request({"type": "act", "action": action_dict(action), "move": move}))

    def legal(self, seat: int | None = None) -> list[dict[str, Any]]:
        reply = self.request({"type": "legal"})
        return list(reply.get("actions", [])) if reply.get("type") == "legal" else []

    def events(self, seat: int | None = None, since: int = 0) -> list[dict[str, Any]]:
        with self.lock:
            return [e for e in self.event_log if e["seq"] > since]

    def poll(self) -> list[dict[str, Any]]:
        return self.inbox.poll()

    def wait(self, timeout: float) -> bool:
        return self.inbox.wait(timeout)

    def subscribe(self, callback: Callback) -> Callable[[], None]:
        return self.inbox.subscribe(callback)

    def lobby(self) -> dict[str, Any] | None:
        return self.lobby_state

    def set_ready(self, seat: int | None = None, ready: bool = True) -> Result:
        return Result.of(self.request({"type": "ready", "ready": ready}))

    def set_profile(self, name: str | None = None, colour: str | None = None) -> Result:
        return Result.of(self.request({"type": "profile", "name": name, "colour": colour}))

    def chat(self, seat: int | None, text: str, to: int | None = None) -> Result:
        return Result.of(self.request({"type": "chat", "text": text, "to": to}))

    def sync(self) -> None:
        """Ask for the whole view again (a client that suspects it missed something)."""
        if self.client is not None:
            self.client.send({"type": "sync", "since": len(self.event_log)})

    def saving(self, choice: str) -> Result:
        return Result.of(self.request({"type": "saving", "choice": choice}))

    def undo(self, seat: int | None = None, check: bool = False) -> dict[str, Any]:
        """Ask the host to take back this seat's last decision (``check``: only whether it
        could); the reply is a result or an error with the referee's reason."""
        return self.request({"type": "undo", "check": check})

    def save(self) -> str:
        reply = self.request({"type": "save"})
        if reply.get("type") != "saved":
            raise RuntimeError(reply.get("message", "the host could not save"))
        return str(reply["path"])

    def close(self) -> None:
        self.closed = True
        if self.client is not None:
            self.client.close()

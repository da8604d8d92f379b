"""The authority in this process behind the ``Session`` interface (net/session.py): hot-seat
play, and the host machine's own seats when it hosts a LAN game. Answers with the same messages
as a LAN client's ``RemoteSession``."""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

from engine.actions import Action
from engine.contract import Standing

from . import protocol as p
from .authority import Authority
from .checks import BAD_TOKEN
from .inbox import Callback, Inbox
from .session import Result, action_dict


class LocalSession:
    """The authority in this process: hot-seat, or the host machine's own seats.

    ``tokens`` maps each seat this session plays to its token; actions are checked exactly as
    if they had come over the network. Updates are built when ``poll`` is called (in the
    caller's thread), so a bot or a LAN client acting never waits for this session's views.
    """

    def __init__(self, authority: Authority, tokens: dict[int, str],
                 spectator: bool = False, on_close: Callable[[], None] | None = None) -> None:
        self.authority = authority
        self.on_close = on_close
        self.tokens = dict(tokens)
        self.readers: list[int | None] = [*sorted(self.tokens)] + ([None] if spectator else [])
        self.inbox = Inbox()
        self.sent = {reader: 0 for reader in self.readers}     # events already delivered
        self.viewed: dict[int, int] = {}                       # seat -> move of its last view
        self.dirty = threading.Event()
        self.dirty.set()                                       # the first poll brings the views
        self.unsubscribe = authority.subscribe(self.on_notice)

    def on_notice(self, kind: str, data: dict[str, Any] | None) -> None:
        if kind == "game":
            with self.inbox.arrived:
                self.dirty.set()
                self.inbox.arrived.notify_all()
            if self.inbox.callbacks:
                self.collect_updates()
        elif kind == "lobby":
            self.inbox.put(self.authority.lobby())
        elif kind == "chat" and data is not None:
            if any(self.authority.chat.visible(data, r) for r in self.readers):
                self.inbox.put(data)

    def collect_updates(self) -> None:
        if not self.dirty.is_set() or not self.authority.started:
            return
        self.dirty.clear()
        for reader in self.readers:
            update = self.authority.update_for(reader, self.sent[reader])
            self.sent[reader] = update["seq"]
            self.inbox.put(update)

    # --- the Session interface ------------------------------------------------------------
    def seats(self) -> tuple[int, ...]:
        return tuple(sorted(self.tokens))

    def view(self, seat: int | None) -> Mapping[str, Any]:
        if seat is not None and seat not in self.tokens:
            raise PermissionError(f"this session does not play seat {seat}")
        with self.authority.lock:                   # the view and its move, taken together
            view, move = self.authority.view(seat), self.authority.move()
        if seat is not None and move is not None:
            self.viewed[seat] = move
        return view

    def standing(self, seat: int | None) -> Standing:
        if seat is not None and seat not in self.tokens:
            raise PermissionError(f"this session does not play seat {seat}")
        return self.authority.standing(seat)

    def submit(self, seat: int, action: Action | dict[str, Any], move: int | None = None) -> Result:
        token = self.tokens.get(seat)
        if move is None:
            move = self.viewed.get(seat, self.authority.move())
        return Result.of(self.authority.submit(seat, token, action_dict(action), move))

    def legal(self, seat: int) -> list[dict[str, Any]]:
        return self.authority.legal_for(seat) if seat in self.tokens else []

    def events(self, seat: int | None, since: int = 0) -> list[dict[str, Any]]:
        if seat is not None and seat not in self.tokens:
            return []
        return self.authority.events_for(seat, since)

    def poll(self) -> list[dict[str, Any]]:
        self.collect_updates()
        return self.inbox.poll()

    def wait(self, timeout: float) -> bool:
        """Block until ``poll`` has something (True) or ``timeout`` passes."""
        with self.inbox.arrived:
            return self.inbox.arrived.wait_for(
                lambda: self.dirty.is_set() or bool(self.inbox.queue), timeout)

    def subscribe(self, callback: Callback) -> Callable[[], None]:
        return self.inbox.subscribe(callback)

    def lobby(self) -> dict[str, Any] | None:
        return self.authority.lobby()

    def set_ready(self, seat: int, ready: bool = True) -> Result:
        return Result.of(self.authority.set_ready(seat, self.tokens.get(seat), ready))

    def chat(self, seat: int | None, text: str, to: int | None = None) -> Result:
        return Result.of(self.authority.say(seat, self.tokens.get(seat) if seat is not None else None,
                                            text, to))

    def save(self) -> str:
        return self.authority.save()

    def undo(self, seat: int | None = None, check: bool = False) -> dict[str, Any]:
        """Take back the seat's last decision (``check``: only say whether it could be)."""
        seat = min(self.tokens) if seat is None and self.tokens else seat
        token = self.tokens.get(seat) if seat is not None else None
        if seat is None:
            return p.error(p.FORBIDDEN, BAD_TOKEN)
        if check:
            return self.authority.undo_check(seat, token)
        return self.authority.undo(seat, token)

    def saving(self, choice: str) -> Result:
        """While the game cannot be saved (the lobby's ``saving``): ``"retry"`` or ``"go_on"``
        without saving."""
        seat = min(self.tokens) if self.tokens else -1
        return Result.of(self.authority.saving(seat, self.tokens.get(seat), choice))

    def close(self) -> None:
        self.unsubscribe()
        if self.on_close is not None:
            self.on_close()

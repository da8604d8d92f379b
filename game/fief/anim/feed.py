"""Where a ceremony's events and decisions come from: a session, or a fixed list.

A scene does not poll the session's inbox (the board below may be reading it); it asks
``session.events(reader, since)``, which only reads, and keeps the events from the one that
opens its ceremony to the one that closes it. Private events (those with an ``audience``) are
dropped, so every seat watching the same ceremony sees the same animation.

``Decisions`` gathers what the seats this session plays must decide now, from their views.
"""
from __future__ import annotations

from typing import Any, Callable, Sequence

Predicate = Callable[[dict[str, Any]], bool]


class StaticFeed:
    """A finished list of events (a replay, a test, the benchmark)."""

    def __init__(self, events: Sequence[dict[str, Any]]) -> None:
        self.events = [dict(e) for e in events if "audience" not in e]
        self.finished = True

    def pull(self) -> bool:
        return False


class EventFeed:
    """The events of one ceremony as they arrive from a session."""

    def __init__(self, session: Any, reader: int | None, since: int, starts: Predicate,
                 ends: Predicate, stop_before: Predicate | None = None) -> None:
        self.session = session
        self.stop_before = stop_before
        self.reader = reader
        self.since = since
        self.starts = starts
        self.ends = ends
        self.events: list[dict[str, Any]] = []
        self.started = False
        self.finished = False
        self.pull()

    def pull(self) -> bool:
        """Read what arrived; True when the ceremony got new events."""
        if self.finished:
            return False
        try:
            fresh = self.session.events(self.reader, self.since)
        except Exception:     # a dropped connection: keep what we have, try again later
            return False
        grew = False
        for event in fresh:
            self.since = max(self.since, int(event.get("seq", self.since + 1)))
            if "audience" in event:
                continue
            if not self.started:
                if not self.starts(event):
                    continue
                self.started = True
            elif self.stop_before is not None and self.stop_before(event):
                self.finished = True
                break
            plain = {k: v for k, v in event.items() if k != "seq"}
            self.events.append(plain)
            grew = True
            if self.ends(event):
                self.finished = True
                break
        return grew


class Decisions:
    """The decisions of this session's seats, refreshed from their views on demand."""

    def __init__(self, session: Any, seats: Sequence[int] | None = None) -> None:
        self.session = session
        self.seats = tuple(seats if seats is not None else (session.seats() if session else ()))
        self.pending: list[tuple[int, dict[str, Any]]] = []
        self.views: dict[int, dict[str, Any]] = {}

    def refresh(self) -> list[tuple[int, dict[str, Any]]]:
        pending = []
        for seat in self.seats:
            try:
                view = self.session.view(seat)
            except Exception:
                continue
            self.views[seat] = view
            for decision in view.get("pending", []):
                pending.append((seat, decision))
        self.pending = pending
        return pending

    def submit(self, seat: int, action: dict[str, Any]) -> Any:
        return self.session.submit(seat, action)

    @property
    def hot_seat(self) -> bool:
        """Several people share this screen: private choices need a hand-off first."""
        return len(self.seats) > 1

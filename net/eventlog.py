"""The events of a table's game, and which of them each reader may see.

Each reader (a seat, or ``None`` for the spectators) numbers only the events it may see
(``seq`` 1, 2, ...), so a gap never reveals that something secret happened. Each event's JSON
text is made once, when it is logged: a late joiner or a reconnection is sent hundreds of
events a slice at a time, and rebuilding and encoding each event's dictionary for each of them
took 4 ms a slice on the network thread, which every player's action then waited behind
(issue 18, the crowd run). Not thread-safe on its own: the authority's lock guards it.
"""
from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from engine.events import Event

Reader = int | None


class EventTexts(list[str]):
    """A reader's events as their JSON texts (``EventLog.texts_for``), in an update the LAN
    host frames itself (``net.viewtext.UpdateText`` writes them as they are): each event's
    dictionary built and encoded again for every reader of every move was a tenth of the
    encoding of an update (issue 38). ``protocol.encode`` would write them as strings: only
    ``UpdateText`` frames an update that holds them."""


class EventLog:
    """The events in order, each reader's share of them, and each event's text."""

    def __init__(self, readers: Iterable[Reader] = ()) -> None:
        self.events: list[Event] = []
        self.texts: list[str] = []                    # each event's JSON, as on the wire
        self.seen: dict[Reader, list[int]] = {reader: [] for reader in readers}

    def add(self, events: Iterable[Event]) -> None:
        for event in events:
            index = len(self.events)
            self.events.append(event)
            self.texts.append(json.dumps(event.to_dict(), ensure_ascii=False,
                                         separators=(",", ":")))
            for reader, seen in self.seen.items():
                if event.visible_to(reader):
                    seen.append(index)

    def truncate(self, length: int) -> None:
        """Forget the events from ``length`` on (a move taken back: net/undo.py)."""
        del self.events[length:], self.texts[length:]
        for seen in self.seen.values():
            while seen and seen[-1] >= length:
                seen.pop()

    def count(self, reader: Reader) -> int:
        """How many events this reader has been given in all (its latest ``seq``)."""
        return len(self.seen.get(reader, []))

    def window(self, reader: Reader, since: Any, limit: int | None) -> tuple[int, list[int]]:
        """(first seq - 1, indices of the reader's events after ``since``, ``limit`` at most)."""
        seen = self.seen.get(reader, [])
        since = max(0, since) if isinstance(since, int) else 0
        return since, seen[since:None if limit is None else since + limit]

    def dicts(self, reader: Reader, since: Any = 0,
              limit: int | None = None) -> list[dict[str, Any]]:
        """The reader's events after its own count ``since``, each with its ``seq``."""
        since, indices = self.window(reader, since, limit)
        return [{"seq": seq, **self.events[index].to_dict()}
                for seq, index in enumerate(indices, start=since + 1)]

    def texts_for(self, reader: Reader, since: Any = 0, limit: int | None = None) -> list[str]:
        """The same events as ``dicts``, as their JSON texts (``seq`` first): what a frame of
        events is made of without encoding anything again."""
        since, indices = self.window(reader, since, limit)
        return [f'{{"seq":{seq},{self.texts[index][1:]}'
                for seq, index in enumerate(indices, start=since + 1)]

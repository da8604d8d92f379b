"""Undo as the in-game screen's controller lives it (``game.fief.controller.Controller``): its
table takes the move back (net/undo.py says when), and the screen reads the earlier state.

Over the LAN the host rolls the game back and sends every reader the earlier state as an
ordinary update whose count of events (``seq``) is below what the reader was given: ``rewind``
cuts the screen's logs back to it (the LAN host's screen reads it the same way). At a hot-seat
table the table was rebuilt from its record, so everything is read again from the start.
"""
from __future__ import annotations

from typing import Any


def take_back(c: Any, seat: int) -> bool:
    """Ask ``c``'s table to take back ``seat``'s last move; True when it did."""
    if not c.table.undo(seat):
        return False
    c.error = None
    if c.lan:
        c.poll()
        return True
    c.views.clear()
    c.log.clear()
    for entries in c.seat_logs.values():
        entries.clear()
    c.events_seen = 0
    c.new_events.clear()
    c.legal_cache.clear()
    c.poll(initial=True)
    c.new_events.clear()        # the replayed past, shown already: no ceremony again
    c.log_version += 1
    return True


def rewind(c: Any, seat: int | None, seq: Any, mirror: bool) -> None:
    """Before ``c`` reads an update for ``seat`` (``mirror``: one seat over the LAN, whose view
    stands for the public one): the logs after its ``seq`` dropped, when it is below them."""
    if not isinstance(seq, int):
        return
    logs = ([c.log] if seat is None or mirror else []) + \
        ([c.seat_logs.setdefault(seat, [])] if seat is not None else [])
    for entries in logs:
        if entries and int(entries[-1].event.get("seq", 0)) > seq:
            entries[:] = [e for e in entries if int(e.event.get("seq", 0)) <= seq]
            c.log_version += 1
    if seat is None or mirror:
        c.new_events[:] = [e for e in c.new_events if int(e.get("seq", 0)) <= seq]
        c.events_seen = min(c.events_seen, seq)

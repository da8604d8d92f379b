"""The computers of a table played at one screen wait for that screen's ceremonies.

A hot-seat screen (people, or people against computers) shows some events as ceremonies over
its board: a battle, a wedding, an election's outcome, the round's summary. The computer
players' thread played on while one was on the screen, so a ceremony opened late, over a board
already moved on (a battle of round 2 over round 5), or was overtaken. A ``ScreenPace`` holds
the computers from the event that completes a ceremony (the screen's game says which:
``ends``) until the screen says it has shown every ceremony up to it (``show``). A battle's
own decisions are still played, its ceremony completing with its end.

The events are numbered as the public reader numbers them (its ``seq``). Nobody installs one
over the LAN: a host cannot wait for a remote screen. Not thread-safe on its own: the
authority's lock guards it.
"""
from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.events import Event

Ends = Callable[[Event], bool]


class ScreenPace:
    """Where the computers must wait: the last event completing a ceremony, and how far the
    screen has shown the ceremonies."""

    def __init__(self, ends: Ends, seen: int) -> None:
        """``seen``: the public events logged already, none of them owed (a game loaded, or
        rebuilt by an undo, had its past shown)."""
        self.ends = ends
        self.owed = seen       # public seq of the last event that completes a ceremony
        self.shown = seen      # public seq up to which the screen has shown every ceremony

    def note(self, first: int, public: Iterable[Event]) -> None:
        """New public events, numbered from ``first``."""
        for seq, event in enumerate(public, start=first):
            if self.ends(event):
                self.owed = seq

    def show(self, seq: int) -> bool:
        """The screen has shown the ceremonies of the events up to ``seq``; True when that
        lets the computers play on."""
        held = self.holds()
        self.shown = max(self.shown, seq)
        return held and not self.holds()

    def holds(self) -> bool:
        return self.owed > self.shown

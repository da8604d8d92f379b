"""The seats a computer plays at a table (issue 18): the computer players' thread asks the
authority for its next job, and the host may hand an absent player's seat to a computer; a
screen at a hot-seat table may hold them while it owes a ceremony (``net.pace``). Mixed into
``net.authority.Authority``, whose lock, record, seats, guard, events and notices it uses; kept
apart so the authority stays the one place of the check order."""
from __future__ import annotations

import threading
import time
from collections.abc import Callable, Mapping
from typing import Any

from engine.record import Record

from .bots import Bot, Legal
from .eventlog import EventLog
from .guard import SaveGuard
from .pace import Ends, ScreenPace
from .seats import SeatTable

StandIn = Callable[[Legal, int], Bot]
BotJob = tuple[int, Bot, Mapping[str, Any], Mapping[str, Any], int]


class ComputerSeats:
    """``hand_to_computer`` and the computer players' jobs of a table's authority."""

    lock: threading.RLock
    bot_work: threading.Condition
    record: Record | None
    seats: SeatTable
    guard: SaveGuard
    history: EventLog
    pace: ScreenPace | None          # a screen's ceremonies the computers wait for
    away_bot_after: float | None
    make_stand_in: StandIn
    notify: Callable[..., None]
    legal_for: Callable[[int], list[dict[str, Any]]]

    def hand_to_computer(self, seat: int, on: bool = True) -> None:
        """The host's choice to let a computer play an absent player's seat (or stop it)."""
        with self.lock:
            self.seats[seat].stand_in = on
        self.notify("lobby")

    def next_bot_job(self, timeout: float) -> BotJob | None:
        """(seat, bot, view, decision, move) for a seat a bot plays now, or None after
        ``timeout``. The wait ends early on a change only while some seat may be played by a
        computer (``notify``): at a table of people, waking the computer players' thread at
        every move took the interpreter from the network thread at every move (issue 18, the
        crowd run)."""
        with self.bot_work:
            job = self.find_bot_job()
            if job is None:
                self.bot_work.wait(timeout)
                job = self.find_bot_job()
            return job

    def wake_bots(self) -> None:
        """End the computer players' wait now (their thread is stopping)."""
        with self.bot_work:
            self.bot_work.notify_all()

    def pace_for_screen(self, ends: Ends | None) -> None:
        """Let the computers wait for a screen's ceremonies from now on (``ends``: the events
        that complete one), or no longer (None)."""
        with self.lock:
            self.pace = None if ends is None else ScreenPace(ends, self.history.count(None))
        self.wake_bots()

    def shown_on_screen(self, seq: int) -> None:
        """The screen has shown every ceremony of the public events up to ``seq``: the
        computers waiting for it play on."""
        with self.bot_work:
            if self.pace is not None and self.pace.show(seq):
                self.bot_work.notify_all()

    def find_bot_job(self) -> BotJob | None:
        """Nothing while the game is over, paused because it cannot be saved, or a screen
        owes a ceremony (``net.pace``)."""
        if self.record is None or self.record.game.finished or self.guard.paused() \
                or (self.pace is not None and self.pace.holds()):
            return None
        now = time.monotonic()
        waiting = {d.player: d for d in reversed(self.record.game.pending())}
        for seat in self.seats.seats:
            if seat.index in waiting and seat.played_by_bot(now, self.away_bot_after):
                if seat.bot is None:
                    seat.bot = self.make_stand_in(self.legal_for, seat.index)
                view = self.record.game.view_for(seat.index)
                # The referee's decision, not the view's: each game shapes its view its own way.
                return (seat.index, seat.bot, view, dict(waiting[seat.index].to_dict()),
                        self.record.game.move)
        return None

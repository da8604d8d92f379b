"""SIGTERM ends the program as closing its window does.

Left to itself, SDL turns SIGTERM into a window-close event once pygame's display starts, but
only when the signal's handler is still the system's default: so a SIGTERM that came while the
program was loading killed it, and one that came later ended it only if the loop went on
reading events. The program instead answers SIGTERM itself from the start: the main loop ends
after its frame, and the scenes are shut down as the window's close shuts them down (the game
in progress saved, a LAN table's connection closed: ``App.close``). Python runs the handler in
the main thread, between two frames, so it only asks; a SIGTERM before the window opened
ends the start-up the same way.

A handler set from Python is not kept across ``exec``: the programs the game starts (a LAN
host, the bots' runner) answer SIGTERM as their own code says. ``installed`` gives the
previous handler back when the program's ``main`` returns (the tests run it in their own
process).
"""
from __future__ import annotations

import signal
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from types import FrameType
from typing import Protocol


class Quits(Protocol):
    def quit(self) -> None: ...


class Termination:
    """SIGTERM's handler while the program runs: it asks the application to quit."""

    def __init__(self) -> None:
        self.app: Quits | None = None
        self.asked = False              # a SIGTERM came (before the application, perhaps)

    def __call__(self, _signum: int, _frame: FrameType | None) -> None:
        self.asked = True
        if self.app is not None:
            self.app.quit()

    def serve(self, app: Quits) -> None:
        """The application to stop; one made after a SIGTERM is stopped at once."""
        self.app = app
        if self.asked:
            app.quit()

    @contextmanager
    def installed(self) -> Iterator[Termination]:
        """This handler for SIGTERM while the block runs, the previous one after it (where
        there is no SIGTERM to handle, or off the main thread, nothing is changed)."""
        if not hasattr(signal, "SIGTERM") or threading.current_thread() is not threading.main_thread():
            yield self
            return
        before = signal.signal(signal.SIGTERM, self)
        try:
            yield self
        finally:
            # None: the handler was not set from Python (SDL's): the default is the one to restore.
            signal.signal(signal.SIGTERM, signal.SIG_DFL if before is None else before)

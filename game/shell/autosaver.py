"""The autosave's writer: the table saved in a background thread at every change of step.

A late game's save takes tens of milliseconds and steps come faster than a loaded machine
writes: a save asked while the writer is busy is written once it is done (only the latest
position matters), instead of the screen waiting for the previous write and a thread being
started for each step. The last phases' autosaves are kept beside it (``save_slots``) for the
Load screen. A failed write is remembered (``problem``) for the screen to say (fault 7).
"""
from __future__ import annotations

import logging
import threading
from pathlib import Path
from typing import Any, Callable

from game.shell.save_slots import keep_previous_phase

log = logging.getLogger(__name__)


class Autosaver:
    """Writes ``save(path)`` to ``path`` in a background writer, on demand."""

    def __init__(self, path: Path | None, save: Callable[[Path], Any],
                 step: Callable[[], tuple[Any, ...] | None]) -> None:
        self.path = path
        self.save = save                  # the table's save
        self.step = step                  # (round, phase, ...) of the position saved
        self.thread: threading.Thread | None = None
        self.lock = threading.Lock()
        self.wanted = False               # a save asked, not yet begun
        self.running = False
        self.problem: str | None = None   # why the last write failed

    def ask(self, wait: bool = False) -> None:
        """Save now in the writer (``wait``: here, once the writer is done)."""
        if self.path is None:
            return
        if wait:
            self.finish()
            self.write()
            return
        with self.lock:
            self.wanted = True
            if self.running:
                return
            self.running = True
        self.thread = threading.Thread(target=self.keep_saving, name="fief-autosave", daemon=True)
        self.thread.start()

    def keep_saving(self) -> None:
        """The writer: saves while saves are asked for, then ends."""
        while True:
            with self.lock:
                if not self.wanted:
                    self.running = False
                    return
                self.wanted = False
            self.write()

    def write(self) -> None:
        path = self.path
        if path is None:
            return
        try:
            step = self.step()
            if step is not None:           # the last phases' autosaves are kept (Load)
                keep_previous_phase(path, step[0], step[1])
            self.save(path)
        except Exception as exc:
            log.exception("autosave to %s failed", path)
            self.problem = f"{getattr(exc, 'strerror', None) or exc} ({path})"
        else:
            self.problem = None

    def finish(self) -> None:
        """Wait for the writer to write what was asked of it."""
        if self.thread is not None:
            self.thread.join()

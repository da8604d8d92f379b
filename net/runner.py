"""The thread that plays a table's computer seats, so a slow bot never blocks the network loop
or the hot-seat screen.

It sits above the authority (it asks it for work and submits through it); the bots themselves
(``net.bots``) know nothing of either. The thread never dies of a bot's failure nor of its
own: an unexpected error is logged, the table is told (``Authority.report``: the lobby
message's ``problems``, which every screen can show), and the loop goes on after a short
pause.
"""
from __future__ import annotations

import logging
import threading
from collections.abc import Mapping
from typing import Any

from engine.actions import Action
from engine.errors import EngineError

from .authority import Authority
from .bots import Bot, NoAnswer, RandomBot
from .protocol import NOT_YOUR_DECISION, STALE, UNSAVED

log = logging.getLogger(__name__)
PAUSE_AFTER_FAILURE = 0.5        # seconds: a failure that repeats is not a busy loop
STOP_WAIT = 5.0                  # seconds ``stop`` waits for a decision in flight (the Duke's
                                 # slowest answer is under 2 s: docs/bots.md)


class BotRunner(threading.Thread):
    """Plays every seat that a bot controls now, outside the authority's lock.

    The bot sees the seat's view and one pending decision, exactly what a human client sees;
    its answer is submitted with the move number of that view, so a decision that changed
    meanwhile is refused as stale and simply asked again. A bot that raises or answers illegally is replaced
    by a random legal move for that decision, so a broken bot never stalls the table.
    """

    def __init__(self, authority: Authority, delay: float = 0.0) -> None:
        super().__init__(name="table-bots", daemon=True)
        self.authority = authority
        self.delay = delay
        self.stopping = threading.Event()
        self.abandoned = threading.Event()   # ``stop`` gave up waiting: the table has closed
        self.fallback = RandomBot(legal=authority.legal_for)
        self.failures = 0             # unexpected errors survived (tests and logs read it)

    def stop(self, wait: float | None = None) -> bool:
        """Stop the thread and wait for it, ``wait`` seconds at most (``STOP_WAIT`` by
        default); True once it has ended.

        A move in flight (a bot deciding) is let finish and submitted, so the table closes
        after it rather than dropping it into a closed journal; a bot still deciding after
        ``wait`` is left behind with a log line, so a closing screen never hangs on it. Called
        from the thread itself (a listener of its own move closing the table), it only asks
        the loop to end: a thread cannot wait for itself."""
        self.stopping.set()
        self.authority.wake_bots()
        if threading.current_thread() is self or not self.is_alive():
            return not self.is_alive()
        wait = STOP_WAIT if wait is None else wait
        self.join(wait)
        if self.is_alive():
            self.abandoned.set()
            log.warning("the computer players' thread did not stop within %g s (a computer "
                        "is still deciding); the table closes without waiting for it", wait)
            return False
        return True

    def run(self) -> None:
        while not self.stopping.is_set():
            try:
                self.step()
            except Exception as exc:  # noqa: BLE001 - reported, then the table goes on
                self.failures += 1
                log.exception("the computer players' thread failed; it goes on")
                self.authority.report("bots", f"the computer players met an error ({exc}); "
                                              "they go on")
                self.stopping.wait(PAUSE_AFTER_FAILURE)

    def step(self) -> None:
        job = self.authority.next_bot_job(timeout=0.25)
        if job is None:
            return
        if self.delay and self.stopping.wait(self.delay):
            return
        self.play(*job)

    def play(self, seat: int, bot: Bot, view: Mapping[str, Any],
             decision: Mapping[str, Any], move: int) -> None:
        """Ask the bot; a refused answer is listed in the decision's ``refused`` (the
        computer players' contract) and the bot asked again, twice at most, then a random
        move."""
        refused: list[str] = []
        for _ in range(3):
            asked = {**decision, "refused": list(refused)} if refused else decision
            try:
                action = bot(view, asked, move)
            except Exception:  # noqa: BLE001 - any bot failure must not stop the table
                log.exception("bot for seat %s failed", seat)
                break
            if self.abandoned.is_set():        # decided after its table closed: nowhere to go
                return
            result = self.authority.submit_internal(seat, action, move)
            if result.get("ok") or result.get("code") in (STALE, NOT_YOUR_DECISION, UNSAVED):
                return
            log.warning("bot for seat %s: %s", seat, result.get("message"))
            refused.append(action_text(action))
        try:
            fallback = self.fallback(view, decision)
        except NoAnswer as exc:            # the position moved on meanwhile: asked again
            log.warning("no random move for seat %s: %s", seat, exc)
            return
        self.authority.submit_internal(seat, fallback, move)


def action_text(action: Any) -> str:
    try:
        return Action.from_dict(action).text()
    except EngineError:
        return repr(action)

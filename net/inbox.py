"""What a session has received for its user: a queue that a game loop polls or waits on, and
callbacks run as each message arrives (``net.session``'s ``poll``, ``wait`` and
``subscribe``)."""
from __future__ import annotations

import collections
import threading
from collections.abc import Callable
from typing import Any

Callback = Callable[[dict[str, Any]], None]


class Inbox:
    """Messages for the user of a session: a queue for ``poll``/``wait`` plus callbacks."""

    def __init__(self) -> None:
        self.queue: collections.deque[dict[str, Any]] = collections.deque()
        self.arrived = threading.Condition()
        self.callbacks: list[Callback] = []

    def put(self, message: dict[str, Any]) -> None:
        with self.arrived:
            self.queue.append(message)
            self.arrived.notify_all()
        for callback in list(self.callbacks):
            callback(message)

    def poll(self) -> list[dict[str, Any]]:
        with self.arrived:
            items = list(self.queue)
            self.queue.clear()
        return items

    def wait(self, timeout: float) -> bool:
        """Block until at least one message is waiting (True) or ``timeout`` passes."""
        with self.arrived:
            return self.arrived.wait_for(lambda: bool(self.queue), timeout)

    def subscribe(self, callback: Callback) -> Callable[[], None]:
        self.callbacks.append(callback)
        return lambda: self.callbacks.remove(callback) if callback in self.callbacks else None

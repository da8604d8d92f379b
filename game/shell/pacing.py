"""When the main loop draws: 60 frames a second while something moves, and otherwise only on
input or a few times a second (issue 36, item 8: the window used 16-49% of a core doing
nothing, against 4% for a bare pygame-ce loop waiting for events).

``FramePacer.pace`` is called between two frames with whether a visible scene is animating
(``SceneStack.animating``). Busy, it holds the frame rate at ``FPS``; idle, it sleeps in
``pygame.event.wait`` until an input event comes or ``IDLE_WAIT`` has passed, so that the
scenes' timers (a toast, a banner's time, a LAN lobby's reading, a computer's move noticed in
the table's poll) still advance, a few frames a second. The event that woke it is handed to
the next frame first, in its place (``App.frame`` reads ``woken`` before the queue).
"""
from __future__ import annotations

from typing import Any

import pygame

FPS = 60
IDLE_WAIT = 0.25        # seconds an idle loop sleeps at most between two frames
MAX_DT = 0.1            # the longest step a busy frame advances (after a stall)
MAX_IDLE_DT = 0.3       # an idle frame's step: its timers keep time across the waits


class FramePacer:
    """Paces the main loop: the frame rate while busy, a wait for input while idle."""

    def __init__(self) -> None:
        self.clock = pygame.time.Clock()
        self.woken: list[pygame.event.Event] = []   # what ended an idle wait, not yet handled
        self.idle = False                           # the last wait was an idle one
        self.drawn: Any = None                      # the frame key of the picture on screen

    def restart(self) -> None:
        """A clock of its own for a run of the loop (its first wait comes after a frame)."""
        self.clock = pygame.time.Clock()

    def pace(self, busy: bool) -> float:
        """Wait until the next frame is due; returns the seconds it should advance."""
        self.idle = not busy
        if busy:
            return min(self.clock.tick(FPS) / 1000, MAX_DT)
        event = pygame.event.wait(round(IDLE_WAIT * 1000))
        if event.type != pygame.NOEVENT:
            self.woken.append(event)
        return min(self.clock.tick() / 1000, MAX_IDLE_DT)

    def unchanged(self, had_input: bool, key: Any) -> bool:
        """Whether this frame may keep the picture on screen: an idle frame without input
        whose scenes show the same thing (``SceneStack.frame_key``) as the last one drawn."""
        same = self.idle and not had_input and key == self.drawn
        self.drawn = key
        return same

    def take(self) -> list[pygame.event.Event]:
        """The events that woke the loop, for the next frame to handle first."""
        woken, self.woken = self.woken, []
        return woken

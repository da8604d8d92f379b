"""A quick second click must not land on a button that was not there (issue 19, defect 10).

A player clicks "Draw from the Lords deck"; the draw changes the decision, its buttons are
laid out again, and a second click made at once on the same spot (a double click, an
impatient click) would land on whatever button now stands there: "Done", another deck. The
guard ignores a press that comes within ``SPAN`` seconds of the previous press, on the same
spot, when the decision's control was rebuilt in between: the press and its release reach no
widget. A press elsewhere, or once the span has passed, is a deliberate choice and goes through.

Time is the scene's clock (the frames' ``dt``), so tests advance it by pumping frames.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

SPAN = 0.3          # seconds during which a repeated press on a rebuilt control is ignored
SLOP = 8            # pixels between two presses that still count as the same spot


@dataclass
class ClickGuard:
    """Remembers the last press and when the control it guards was rebuilt."""

    now: float = 0.0
    rebuilt_at: float = -math.inf
    last_press: tuple[tuple[int, int], float] | None = None
    swallowing: bool = False          # a press was ignored: its release is ignored too

    def tick(self, dt: float) -> None:
        self.now += dt

    def rebuilt(self) -> None:
        """The guarded control was laid out anew (a new decision)."""
        self.rebuilt_at = self.now

    def forget(self) -> None:
        """Another screen covers the control: the next press is a new one, whatever its spot."""
        self.last_press = None
        self.swallowing = False

    def would_ignore(self, pos: tuple[int, int], scale: float = 1.0) -> bool:
        """Whether a press at ``pos`` now would be ignored."""
        if self.last_press is None:
            return False
        where, when = self.last_press
        return (when <= self.rebuilt_at and self.now - when < SPAN
                and math.dist(where, pos) <= SLOP * scale)

    def ignores(self, event: pygame.event.Event, scale: float = 1.0) -> bool:
        """True when ``event`` (a left press or its release) must not reach the control."""
        if getattr(event, "button", None) != 1:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN:
            ignored = self.would_ignore(event.pos, scale)
            if not ignored:                 # the span runs from the press that changed things
                self.last_press = (event.pos, self.now)
            self.swallowing = ignored
            return ignored
        if event.type == pygame.MOUSEBUTTONUP and self.swallowing:
            self.swallowing = False
            return True
        return False

    def wait(self) -> float:
        """Seconds until no press is ignored any more (0 when none would be)."""
        if self.last_press is None or self.last_press[1] > self.rebuilt_at:
            return 0.0
        return max(0.0, SPAN - (self.now - self.last_press[1]))

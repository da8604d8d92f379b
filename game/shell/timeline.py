"""Timelines built from engine events, and the playback clock that walks them.

A script (battle, election, marriage) turns a list of event dicts into ``Beat``s laid end to end:
each beat is one event's animation, with a start, a duration, a log line and sound cues. The
script is a pure function of the event list, so the same events always give the same beats; a
scene draws ``script`` at ``clock.t`` and nothing else. New events only append beats, so a
battle that goes on while it is being watched extends the timeline without moving what was
already shown.

``Playback`` is the clock: speed (slow, normal, fast, instant), skip to the end, replay from
the start. It never runs past the end of the timeline; it waits there for more events.
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import Any, Iterable

SPEEDS: dict[str, float] = {"slow": 0.5, "normal": 1.0, "fast": 2.0, "instant": math.inf}
SPEED_ORDER: tuple[str, ...] = ("slow", "normal", "fast", "instant")


def speed_name(factor: float) -> str:
    """The named speed nearest to a settings factor (0.5, 1, 2, 4...)."""
    if math.isinf(factor):
        return "instant"
    best = min(("slow", "normal", "fast"), key=lambda n: abs(math.log(SPEEDS[n]) - math.log(max(factor, 0.01))))
    return best


@dataclass(frozen=True)
class Beat:
    """One event's animation: from ``start`` for ``duration`` seconds (at normal speed)."""

    kind: str
    start: float
    duration: float
    index: int                      # position of the event in the script's event list
    data: dict[str, Any] = field(default_factory=dict)

    @property
    def end(self) -> float:
        return self.start + self.duration

    def u(self, t: float) -> float:
        """How far the beat has gone at ``t``: 0 before, 1 after."""
        if self.duration <= 0:
            return 1.0 if t >= self.start else 0.0
        return min(1.0, max(0.0, (t - self.start) / self.duration))

    def started(self, t: float) -> bool:
        return t >= self.start


@dataclass(frozen=True)
class LogLine:
    """A line a beat adds to the log at time ``at`` of its timeline."""

    at: float
    text: str
    style: str = "body"             # body, italic (mourning, asides), bold (outcomes)


@dataclass(frozen=True)
class Cue:
    """A sound a beat plays at time ``at`` of its timeline."""

    at: float
    sound: str


class Timeline:
    """Beats laid end to end, with the log lines and sound cues they carry."""

    def __init__(self) -> None:
        self.beats: list[Beat] = []
        self.log: list[LogLine] = []
        self.cues: list[Cue] = []
        self.end = 0.0

    def add(self, kind: str, duration: float, index: int, overlap: float = 0.0,
            **data: Any) -> Beat:
        """Append a beat starting ``overlap`` seconds before the current end."""
        start = max(0.0, self.end - overlap)
        beat = Beat(kind, start, duration, index, data)
        self.beats.append(beat)
        self.end = max(self.end, beat.end)
        return beat

    def say(self, at: float, text: str, style: str = "body") -> None:
        self.log.append(LogLine(at, text, style))

    def cue(self, at: float, sound: str) -> None:
        self.cues.append(Cue(at, sound))

    def lines_at(self, t: float) -> list[LogLine]:
        return [line for line in self.log if line.at <= t]

    def cues_between(self, t0: float, t1: float) -> list[str]:
        """Sounds whose moment falls in (t0, t1] (playback starts at t0 = -1, so a cue at 0 sounds)."""
        return [c.sound for c in self.cues if t0 < c.at <= t1]

    def beats_of(self, kind: str) -> list[Beat]:
        return [b for b in self.beats if b.kind == kind]

    def current(self, t: float, kinds: Iterable[str] | None = None) -> Beat | None:
        """The latest beat (of the given kinds) that has started by ``t``."""
        wanted = set(kinds) if kinds is not None else None
        found = None
        for beat in self.beats:
            if beat.start <= t and (wanted is None or beat.kind in wanted):
                found = beat
        return found


class Playback:
    """The scene's clock over a timeline that may grow while it plays."""

    def __init__(self, speed: str = "normal") -> None:
        self.t = 0.0
        self.speed = speed if speed in SPEEDS else "normal"
        self.previous = -1.0        # the time of the last update, for sound cues

    @property
    def factor(self) -> float:
        return SPEEDS[self.speed]

    def cycle_speed(self) -> str:
        self.speed = SPEED_ORDER[(SPEED_ORDER.index(self.speed) + 1) % len(SPEED_ORDER)]
        return self.speed

    def advance(self, dt: float, end: float) -> tuple[float, float]:
        """Move on by ``dt`` real seconds (scaled by the speed), never past ``end``; returns the
        interval covered, for the sound cues that fall in it."""
        before = self.t
        if math.isinf(self.factor):
            self.t = end
        else:
            self.t = min(end, self.t + max(0.0, dt) * self.factor)
        covered = (self.previous if self.previous < before else before, self.t)
        self.previous = self.t
        return covered

    def skip(self, end: float) -> None:
        """Straight to the result: no sound for what is skipped."""
        self.t = end
        self.previous = end

    def replay(self) -> None:
        self.t = 0.0
        self.previous = -1.0

    def caught_up(self, end: float) -> bool:
        return self.t >= end - 1e-9

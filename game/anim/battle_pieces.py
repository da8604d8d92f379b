"""The pieces of a battle's script, each a function of the playback time: the counters that
fall, the lords bound or mourned, the rows of each side, the dice thrown and the rolls they
make; and the durations of the beats at normal speed."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.anim import tween
from game.anim.timeline import Beat

ATTACK, DEFENCE = "attack", "defence"

# Durations at normal speed (seconds).
DECLARE, JOIN, START = 1.3, 0.7, 1.5
TUMBLE, FLY, SETTLE = 1.3, 0.8, 0.35
CASUALTY, DEATH, CAPTURE = 1.1, 1.4, 1.1
STANCE, CHOICE, NOTE, CARD, END = 0.8, 1.0, 0.5, 1.3, 2.2
D6_ROLL = 1.2
FALL = 0.55              # one counter toppling
STAGGER = 0.09           # between two counters falling


def fall_time(count: int) -> float:
    """How long a beat of ``count`` counters falling lasts: each topples after the one before."""
    return max(CASUALTY, 0.15 + STAGGER * max(0, count - 1) + FALL + 0.1)


@dataclass
class Counter:
    kind: str                       # knight, man, or unknown (a counter under Fog of War)
    owner: int | None
    appear_at: float
    fell_at: float | None = None

    def fallen(self, t: float) -> bool:
        return self.fell_at is not None and t >= self.fell_at

    def fall(self, t: float) -> float:
        """0 standing, 1 fallen; in between it topples."""
        if self.fell_at is None:
            return 0.0
        return tween.progress(t, self.fell_at, FALL)

    def shown(self, t: float) -> bool:
        return t >= self.appear_at


@dataclass
class LordToken:
    name: str
    owner: int | None
    appear_at: float
    dead_at: float | None = None
    captive_at: float | None = None
    captor: int | None = None

    def state(self, t: float) -> str:
        if self.dead_at is not None and t >= self.dead_at:
            return "dead"
        if self.captive_at is not None and t >= self.captive_at:
            return "captive"
        return "free"

    def shown(self, t: float) -> bool:
        return t >= self.appear_at


@dataclass
class Row:
    """One family on one side of the field (an ally of circumstance has his own row)."""

    seat: int | None                 # None: the people of the village in an Uprising
    joined_at: float
    moves: list[tuple[float, str]] = field(default_factory=list)
    left_at: float | None = None
    knights: list[Counter] = field(default_factory=list)
    men: list[Counter] = field(default_factory=list)
    lords: list[LordToken] = field(default_factory=list)

    def side(self, t: float) -> str | None:
        if t < self.joined_at or (self.left_at is not None and t >= self.left_at):
            return None
        found = None
        for at, side in self.moves:
            if at <= t:
                found = side
        return found

    def counters(self) -> list[Counter]:
        return self.knights + self.men

    def alive(self, kind: str) -> list[Counter]:
        pool = self.knights if kind == "knight" else self.men
        return [c for c in pool if c.fell_at is None]


@dataclass
class DieThrow:
    """One die of a roll: where it comes from, where it lands, the face the engine drew."""

    face: int
    black: bool
    index: int
    count: int
    side: str
    start: float
    duration: float = TUMBLE
    sides: int = 3                   # faces shown while tumbling (battle dice 1-3, a d6 1-6)
    key: str = ""

    def landed(self, t: float) -> bool:
        return t >= self.start + self.duration

    def face_at(self, t: float) -> int:
        """The face on top: tumbling faces come from a fixed noise (never chance), the landed
        face is the engine's."""
        if self.landed(t):
            return self.face
        tick = int(max(0.0, t - self.start) / 0.085)
        return 1 + int(tween.noise(self.key, self.index, tick) * self.sides)

    def pose(self, t: float, origin: tuple[float, float], target: tuple[float, float],
             size: float) -> tuple[float, float, float]:
        """(x, y, angle) of the die: thrown from ``origin``, bouncing to rest on ``target``."""
        u = tween.progress(t, self.start, self.duration)
        along = tween.ease_out(u)
        x = tween.lerp(origin[0], target[0], along)
        y = tween.lerp(origin[1], target[1], along)
        hop = (1.0 - tween.bounce(u)) * size * 0.8
        spin = (1.0 - along) * (540 + 360 * tween.noise(self.key, self.index, "spin"))
        wobble = (tween.noise(self.key, self.index, "angle") - 0.5) * 24
        return x, y - hop, (spin + wobble * u) % 360


@dataclass
class Roll:
    beat: Beat
    round: int
    attack: list[DieThrow]
    defence: list[DieThrow]
    attack_hits: int
    defence_hits: int
    attack_dice: int
    defence_dice: int
    kind: str = "battle"              # battle, uprising, d6 (a lone ordinary die)
    label: str = ""

    @property
    def landed_at(self) -> float:
        """Every die of the roll lies still from here on."""
        throws = self.attack + self.defence
        return max((d.start + d.duration for d in throws), default=self.beat.start + TUMBLE)

    @property
    def hits_at(self) -> float:
        return self.landed_at + FLY

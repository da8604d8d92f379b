"""The pieces of a battle's script, each a function of the playback time: the counters that
fall, the lords bound or mourned, the rows of each side, the dice thrown and the rolls they
make; and the durations of the beats at normal speed."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.shell import tween
from game.shell.timeline import Beat

ATTACK, DEFENCE = "attack", "defence"

# Durations at normal speed (seconds).
DECLARE, JOIN, START = 1.3, 0.7, 1.5
TUMBLE, FLY, SETTLE = 1.3, 0.8, 0.35
CASUALTY, DEATH, CAPTURE = 1.1, 1.4, 1.1
STANCE, CHOICE, NOTE, CARD, END = 0.8, 1.0, 0.5, 1.3, 2.2
D6_ROLL = 1.2
PAIR_SORT = 0.6          # paired dice (simplified variant): both rows slide into sorted order
PAIR_STEP = 0.5          # one pair compared
FALL = 0.55              # one counter toppling
STAGGER = 0.09           # between two counters falling


def fall_time(count: int) -> float:
    """How long a beat of ``count`` counters falling lasts: each topples after the one before."""
    return max(CASUALTY, 0.15 + STAGGER * max(0, count - 1) + FALL + 0.1)


@dataclass
class Counter:
    """A troop counter on the battlefield: when it comes and when it falls."""

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
    """A lord on the battlefield: when it comes, dies or is taken."""

    name: str
    owner: int | None
    appear_at: float
    dead_at: float | None = None
    captive_at: float | None = None
    captor: int | None = None
    strength: int | None = None     # paired battles: the points he brings, as the referee said
    title: str | None = None        # ... and the title that gives them (004 §2.2)

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
    """One round's dice of both sides and the hits they make."""

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


@dataclass
class PairedRoll:
    """A round of a battle by paired dice (004 §9): both rows thrown, slid into sorted order,
    then compared pair by pair; the points each side takes are counted as the pairs are shown.
    Every number is the ``paired_round`` event's."""

    beat: Beat
    round: int
    attack: list[DieThrow]                  # as rolled, one per strength point left (S-7)
    defence: list[DieThrow]
    attack_sorted: list[int]
    defence_sorted: list[int]
    pairs: list[dict[str, Any]]             # the event's pairs, highest first
    before: dict[str, dict[str, int]]       # each side's points before this round
    after: dict[str, dict[str, int]]        # ... and after it
    dice_left: dict[str, int]               # the dice each side rolls next round

    @property
    def landed_at(self) -> float:
        throws = self.attack + self.defence
        return max((d.start + d.duration for d in throws), default=self.beat.start + TUMBLE)

    @property
    def sorted_at(self) -> float:
        """Both rows lie in sorted order from here on."""
        return self.landed_at + PAIR_SORT

    def pair_at(self, i: int) -> float:
        """When pair ``i`` is compared."""
        return self.sorted_at + PAIR_STEP * i

    @property
    def done_at(self) -> float:
        return self.pair_at(len(self.pairs))

    def compared(self, t: float) -> int:
        """How many pairs have been compared at ``t``."""
        return sum(1 for i in range(len(self.pairs)) if t >= self.pair_at(i))

    def slot(self, throws: list[DieThrow], i: int) -> int:
        """Where die ``i`` of a row lies once sorted: its rank among the row's faces, the
        earlier die first among equals (a stable sort, high to low)."""
        face = throws[i].face
        return sum(1 for j, d in enumerate(throws) if d.face > face or (d.face == face and j < i))

    def points_at(self, side: str, t: float) -> dict[str, int]:
        """The points ``side`` has taken over the battle as shown at ``t``: its points before
        the round, plus those of the pairs already compared."""
        deaths, prisoners = self.before[side]["deaths"], self.before[side]["prisoners"]
        for pair in self.pairs[:self.compared(t)]:
            if pair.get("against") == side:
                deaths += pair.get("result") == "death"
                prisoners += pair.get("result") == "prisoner"
        if t >= self.done_at:
            return dict(self.after[side])
        return {"deaths": deaths, "prisoners": prisoners}

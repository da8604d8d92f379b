"""Synthesize the game's sound effects into assets/sounds/*.wav (standard library only).

    python tools/make_sounds.py            write every sound
    python tools/make_sounds.py --check    exit 1 if a committed file differs from what this makes

Every sound is computed from sines, noise and envelopes with a seeded generator, so the files
are the same on every machine and owe nothing to anybody's recordings: they are as free as this
script (the project's licence). Mono, 16-bit; 22050 Hz, or 16000 Hz for the low sounds.

dice     battle dice rattling on the tray, then settling
steel    two swords clashing
thud     a counter falling
horn     a war horn (a battle is declared)
drums    war drums (the armies step in)
fanfare  trumpets for a coronation and a victory
bells    church bells for a Bishop or a Pope
knell    a single low bell (a death, a failed election)
chains   a captive bound
flip     a marker turned over, a candidate stepping forward
card     a card played (a whoosh)
chime    small bells for a wedding
turn     two soft rising notes: a decision has become yours (game/shell/your_turn.py)
"""
from __future__ import annotations

import argparse
import io
import math
import random
import sys
import wave
from array import array
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "sounds"
TAU = 2 * math.pi


class Track:
    """A mono buffer of floats with helpers to add tones and noises at a time."""

    def __init__(self, seconds: float, rate: int = 22050, seed: int = 1429) -> None:
        self.rate = rate
        self.data = [0.0] * int(seconds * rate)
        self.rng = random.Random(seed)

    def index(self, t: float) -> int:
        return int(t * self.rate)

    def tone(self, start: float, freq: float, length: float, amp: float, decay: float,
             attack: float = 0.004, vibrato: float = 0.0, glide: float = 0.0) -> None:
        """A sine with an attack and an exponential decay (``decay`` = seconds to fall to 1/e);
        optional vibrato (Hz of depth at 5.5 Hz) and a glide (Hz per second)."""
        i0 = self.index(start)
        n = min(len(self.data) - i0, int(length * self.rate))
        phase = 0.0
        for k in range(max(0, n)):
            t = k / self.rate
            env = min(1.0, t / attack) if attack > 0 else 1.0
            env *= math.exp(-t / decay)
            f = freq + glide * t + (vibrato * math.sin(TAU * 5.5 * t) if vibrato else 0.0)
            phase += TAU * f / self.rate
            self.data[i0 + k] += amp * env * math.sin(phase)

    def partials(self, start: float, freq: float, ratios: list[tuple[float, float, float]],
                 length: float, amp: float = 1.0, attack: float = 0.002) -> None:
        """Inharmonic partials (ratio, relative amplitude, decay): bells, steel."""
        for ratio, rel, decay in ratios:
            self.tone(start, freq * ratio, length, amp * rel, decay, attack)

    def brass(self, start: float, freq: float, length: float, amp: float,
              harmonics: int = 9, brightness: float = 0.8) -> None:
        """A brass note: harmonics with a swelling attack, sustain, release and a little vibrato."""
        i0 = self.index(start)
        n = min(len(self.data) - i0, int(length * self.rate))
        weights = [brightness ** (h - 1) / h ** 0.5 for h in range(1, harmonics + 1)]
        total = sum(weights)
        phase = 0.0
        for k in range(max(0, n)):
            t = k / self.rate
            env = min(1.0, t / 0.05) * (1.0 if t < length - 0.08 else max(0.0, (length - t) / 0.08))
            bite = 1.0 + 0.35 * math.exp(-t / 0.03)
            f = freq * (1 + 0.004 * math.sin(TAU * 5.2 * t) * min(1.0, t / 0.3))
            phase += TAU * f / self.rate
            s = sum(w * math.sin(h * phase) for h, w in enumerate(weights, start=1)) / total
            self.data[i0 + k] += amp * env * bite * s

    def noise(self, start: float, length: float, amp: float, decay: float,
              colour: float = 0.0, resonance: tuple[float, float] | None = None) -> None:
        """Noise with a decay; ``colour`` 0..1 darkens it (one-pole low-pass); ``resonance``
        (frequency, sharpness 0..1) rings it through a two-pole resonator."""
        i0 = self.index(start)
        n = min(len(self.data) - i0, int(length * self.rate))
        low = 0.0
        y1 = y2 = 0.0
        if resonance:
            f, q = resonance
            r = 0.90 + 0.099 * q
            a1 = -2 * r * math.cos(TAU * f / self.rate)
            a2 = r * r
            gain = (1 - r)
        for k in range(max(0, n)):
            t = k / self.rate
            x = self.rng.uniform(-1, 1)
            low = low + (1 - colour) * (x - low) if colour else x
            s = low
            if resonance:
                y = gain * s - a1 * y1 - a2 * y2
                y2, y1 = y1, y
                s = y * 8
            self.data[i0 + k] += amp * math.exp(-t / decay) * s

    def wav(self, peak: float = 0.85) -> bytes:
        top = max(1e-9, max(abs(v) for v in self.data))
        scale = peak * 32767 / top
        # A short fade at both ends so nothing clicks.
        fade = min(len(self.data) // 4, int(0.004 * self.rate))
        samples = array("h")
        for i, v in enumerate(self.data):
            g = 1.0
            if i < fade:
                g = i / fade
            elif i >= len(self.data) - fade:
                g = (len(self.data) - i) / fade
            samples.append(int(max(-32767, min(32767, round(v * scale * g)))))
        if sys.byteorder != "little":
            samples.byteswap()
        buffer = io.BytesIO()
        with wave.open(buffer, "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(self.rate)
            out.writeframes(samples.tobytes())
        return buffer.getvalue()


# --- the sounds ----------------------------------------------------------------------------------

def dice() -> Track:
    tr = Track(0.75, seed=1)
    hits = [(0.0, 1.0), (0.045, 0.8), (0.085, 0.9), (0.14, 0.7), (0.175, 0.6), (0.24, 0.55),
            (0.29, 0.45), (0.37, 0.4), (0.43, 0.3), (0.52, 0.22), (0.58, 0.15)]
    for t, a in hits:
        f = tr.rng.uniform(1800, 3400)
        tr.noise(t, 0.03, a, 0.006, resonance=(f, 0.7))
        tr.tone(t, tr.rng.uniform(650, 900), 0.05, 0.25 * a, 0.012)
    return tr


def steel() -> Track:
    tr = Track(1.0, seed=2)
    ring = [(1.0, 1.0, 0.35), (2.76, 0.6, 0.25), (5.4, 0.45, 0.18), (8.93, 0.3, 0.12),
            (13.3, 0.2, 0.08), (1.51, 0.4, 0.3)]
    tr.noise(0.0, 0.06, 0.9, 0.01, colour=0.1)
    tr.partials(0.0, 520, ring, 0.95, 0.5)
    tr.noise(0.13, 0.05, 0.5, 0.008, colour=0.1)
    tr.partials(0.13, 610, ring, 0.8, 0.3)
    return tr


def thud() -> Track:
    tr = Track(0.4, rate=16000, seed=3)
    tr.tone(0.0, 110, 0.4, 1.0, 0.09, attack=0.002, glide=-120)
    tr.noise(0.0, 0.12, 0.5, 0.025, colour=0.85)
    return tr


def horn() -> Track:
    tr = Track(1.3, rate=16000, seed=4)
    tr.brass(0.0, 146.8, 0.45, 0.9, harmonics=8, brightness=0.7)
    tr.brass(0.42, 220.0, 0.85, 1.0, harmonics=8, brightness=0.72)
    return tr


def drums() -> Track:
    tr = Track(1.3, rate=16000, seed=5)
    for t, a in ((0.0, 1.0), (0.32, 0.7), (0.48, 0.75), (0.8, 1.0)):
        tr.tone(t, 72, 0.45, a, 0.16, attack=0.003, glide=-30)
        tr.tone(t, 145, 0.2, 0.3 * a, 0.05)
        tr.noise(t, 0.08, 0.35 * a, 0.02, colour=0.7)
    return tr


def fanfare() -> Track:
    tr = Track(2.3, seed=6)
    c5, e5, g5, c6, g4 = 523.25, 659.25, 783.99, 1046.5, 392.0
    melody = [(0.0, g4, 0.16), (0.18, c5, 0.16), (0.36, e5, 0.16), (0.54, g5, 0.32),
              (0.9, e5, 0.16), (1.08, g5, 1.1)]
    for t, f, length in melody:
        tr.brass(t, f, length, 0.8, harmonics=9, brightness=0.78)
    for f in (c5, e5):                    # the held chord under the last note
        tr.brass(1.08, f, 1.1, 0.45, harmonics=7, brightness=0.7)
    tr.brass(1.08, c6 / 2, 1.1, 0.3, harmonics=6, brightness=0.6)
    return tr


BELL = [(0.5, 0.6, 1.6), (1.0, 1.0, 1.1), (1.19, 0.55, 0.8), (1.5, 0.45, 0.6),
        (2.0, 0.4, 0.5), (2.51, 0.3, 0.35), (2.66, 0.25, 0.3), (3.01, 0.2, 0.25), (4.07, 0.15, 0.18)]


def bells() -> Track:
    tr = Track(2.4, seed=7)
    for t, f in ((0.0, 523.25), (0.42, 392.0), (0.84, 440.0), (1.26, 329.6)):
        tr.partials(t, f, BELL, 2.4 - t, 0.55)
    return tr


def knell() -> Track:
    tr = Track(2.0, rate=16000, seed=8)
    tr.partials(0.0, 196.0, [(r, a, d * 1.3) for r, a, d in BELL], 2.0, 1.0)
    return tr


def chains() -> Track:
    tr = Track(0.6, seed=9)
    for i in range(14):
        t = 0.02 + i * 0.035 + tr.rng.uniform(-0.01, 0.01)
        f = tr.rng.uniform(2200, 4200)
        tr.partials(t, f, [(1.0, 1.0, 0.03), (1.47, 0.6, 0.02), (2.09, 0.4, 0.015)], 0.08,
                    0.5 * (1 - i / 16))
        tr.noise(t, 0.015, 0.3, 0.004, resonance=(f * 0.8, 0.5))
    return tr


def flip() -> Track:
    tr = Track(0.16, seed=10)
    tr.noise(0.0, 0.03, 0.8, 0.006, resonance=(1400, 0.6))
    tr.tone(0.0, 880, 0.12, 0.5, 0.025)
    return tr


def card() -> Track:
    tr = Track(0.42, seed=11)
    i0 = 0
    n = len(tr.data)
    low = 0.0
    for k in range(n):
        t = k / tr.rate
        cut = 0.04 + 0.5 * math.sin(math.pi * t / 0.42) ** 2
        low += cut * (tr.rng.uniform(-1, 1) - low)
        tr.data[i0 + k] += 0.7 * math.sin(math.pi * t / 0.42) * low
    return tr


def chime() -> Track:
    tr = Track(1.6, seed=12)
    small = [(1.0, 1.0, 0.7), (2.0, 0.4, 0.4), (2.76, 0.35, 0.3), (5.4, 0.2, 0.15)]
    for t, f in ((0.0, 1318.5), (0.14, 1568.0), (0.28, 2093.0), (0.5, 1568.0)):
        tr.partials(t, f, small, 1.6 - t, 0.4)
    return tr


def turn() -> Track:
    tr = Track(0.7, seed=13)
    small = [(1.0, 1.0, 0.25), (2.0, 0.3, 0.15), (3.0, 0.12, 0.1)]
    for t, f in ((0.0, 659.25), (0.16, 987.77)):
        tr.partials(t, f, small, 0.7 - t, 0.45)
    return tr


SOUNDS: dict[str, Callable[[], Track]] = {
    "dice": dice, "steel": steel, "thud": thud, "horn": horn, "drums": drums,
    "fanfare": fanfare, "bells": bells, "knell": knell, "chains": chains, "flip": flip,
    "card": card, "chime": chime, "turn": turn,
}


def render(name: str) -> bytes:
    return SOUNDS[name]().wav()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="compare with the committed files")
    parser.add_argument("--out", type=Path, default=OUT, help="folder to write into")
    args = parser.parse_args(argv)
    bad = []
    args.out.mkdir(parents=True, exist_ok=True)
    for name in SOUNDS:
        data = render(name)
        path = args.out / f"{name}.wav"
        if args.check:
            if not path.exists() or path.read_bytes() != data:
                bad.append(name)
            continue
        path.write_bytes(data)
        print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path} "
              f"({len(data) // 1024} KB)")
    if bad:
        print("out of date: " + ", ".join(bad) + " (run tools/make_sounds.py)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Easing curves and small interpolation helpers (no pygame: tests import them freely).

Every animation of the client is a function of time: ``progress(t, start, duration)`` says how
far a movement has gone, an easing curve shapes it, and ``lerp`` places the thing. Nothing keeps
hidden state between frames, so a scene drawn at the same time twice looks the same twice.
"""
from __future__ import annotations

import math
import zlib

Point = tuple[float, float]


def clamp(value: float, low: float = 0.0, high: float = 1.0) -> float:
    return low if value < low else high if value > high else value


def progress(t: float, start: float, duration: float) -> float:
    """0 before ``start``, 1 after ``start + duration``, linear in between."""
    if duration <= 0:
        return 1.0 if t >= start else 0.0
    return clamp((t - start) / duration)


def lerp(a: float, b: float, u: float) -> float:
    return a + (b - a) * u


def lerp_point(a: Point, b: Point, u: float) -> Point:
    return (a[0] + (b[0] - a[0]) * u, a[1] + (b[1] - a[1]) * u)


def linear(u: float) -> float:
    return u


def ease_in(u: float) -> float:
    return u * u * u


def ease_out(u: float) -> float:
    """Fast start, gentle landing (cubic)."""
    v = 1.0 - u
    return 1.0 - v * v * v


def ease_in_out(u: float) -> float:
    return 4 * u * u * u if u < 0.5 else 1 - (-2 * u + 2) ** 3 / 2


def ease_out_back(u: float, overshoot: float = 1.70158) -> float:
    """Goes a little past the end and settles back: a marker slapped down, a banner unfurled."""
    c3 = overshoot + 1
    v = u - 1
    return 1 + c3 * v * v * v + overshoot * v * v


def bounce(u: float) -> float:
    """A die landing on a table: falls, then two smaller hops."""
    n, d = 7.5625, 2.75
    if u < 1 / d:
        return n * u * u
    if u < 2 / d:
        u -= 1.5 / d
        return n * u * u + 0.75
    if u < 2.5 / d:
        u -= 2.25 / d
        return n * u * u + 0.9375
    u -= 2.625 / d
    return n * u * u + 0.984375


def arc(a: Point, b: Point, u: float, height: float) -> Point:
    """A point on a parabola from ``a`` to ``b`` rising ``height`` pixels at its middle."""
    x, y = lerp_point(a, b, u)
    return (x, y - height * 4 * u * (1 - u))


def pulse(t: float, period: float = 1.0) -> float:
    """0..1..0 smoothly, for glows and blinking hints."""
    return 0.5 - 0.5 * math.cos(2 * math.pi * t / period)


def noise(*key: object) -> float:
    """A repeatable number in [0, 1) for a key: the same key always gives the same number.

    Animations use it where a real game would use chance (the tumble of a die, a spark's path)
    so that a replay draws exactly the same frames; it never decides anything of the rules.
    """
    return (zlib.crc32(repr(key).encode("utf-8")) & 0xFFFFFF) / float(0x1000000)

"""Small plane geometry on points and polylines, and a segment index that answers "how far to the
nearest segment" without looking at every segment (the generator asks it millions of times)."""
from __future__ import annotations

import math
from typing import Iterable, Sequence

from .board import MAP_H, MAP_W, TILE, Point, Polyline, Rect, Tile


def dist(a: Point, b: Point) -> float:
    return math.hypot(a[0] - b[0], a[1] - b[1])


def seg_dist(p: Point, a: Point, b: Point) -> float:
    """Distance from p to segment ab."""
    ax, ay = a
    dx, dy = b[0] - ax, b[1] - ay
    length2 = dx * dx + dy * dy
    t = 0.0 if length2 == 0 else clamp01(((p[0] - ax) * dx + (p[1] - ay) * dy) / length2)
    return math.hypot(p[0] - ax - t * dx, p[1] - ay - t * dy)


def clamp01(u: float) -> float:
    """u held to [0, 1]: what max(0.0, min(1.0, u)) gives, without two calls."""
    return u if 0.0 < u < 1.0 else 0.0 if u <= 0.0 else 1.0


def poly_dist(p: Point, line: Sequence[Point]) -> float:
    return min(seg_dist(p, a, b) for a, b in zip(line, line[1:]))


def seg_intersection(a: Point, b: Point, c: Point, d: Point) -> Point | None:
    """Proper intersection point of segments ab and cd, if any."""
    r = (b[0] - a[0], b[1] - a[1])
    s = (d[0] - c[0], d[1] - c[1])
    den = r[0] * s[1] - r[1] * s[0]
    if abs(den) < 1e-12:
        return None
    t = ((c[0] - a[0]) * s[1] - (c[1] - a[1]) * s[0]) / den
    u = ((c[0] - a[0]) * r[1] - (c[1] - a[1]) * r[0]) / den
    if 0 <= t <= 1 and 0 <= u <= 1:
        return (a[0] + t * r[0], a[1] + t * r[1])
    return None


class SegmentIndex:
    """Segments (a point is a segment of no length) kept in runs of consecutive ones, each run
    with its bounding box, so that a question about one point or one box measures only the
    runs that can matter. The answers are exactly those of measuring every segment."""

    def __init__(self, segments: Sequence[tuple[Point, Point]], per_run: int = 8):
        self.runs: list[tuple[float, float, float, float, Sequence[tuple[Point, Point]]]] = []
        for first in range(0, len(segments), per_run):
            run = segments[first:first + per_run]
            xs = [c for a, b in run for c in (a[0], b[0])]
            ys = [c for a, b in run for c in (a[1], b[1])]
            self.runs.append((min(xs), min(ys), max(xs), max(ys), run))

    @classmethod
    def of_lines(cls, lines: Iterable[Sequence[Point]]) -> SegmentIndex:
        return cls([(a, b) for line in lines for a, b in zip(line, line[1:])])

    @classmethod
    def of_points(cls, points: Sequence[Point]) -> SegmentIndex:
        return cls([(p, p) for p in points], per_run=16)

    def distance(self, p: Point) -> float:
        """Distance from p to the nearest segment (seg_dist's value): the runs are visited
        nearest box first, until a box lies farther than the best found (by more than any
        rounding, so a skipped segment cannot be nearer)."""
        px, py = p
        bounds = sorted((math.hypot(max(x0 - px, 0.0, px - x1), max(y0 - py, 0.0, py - y1)), k)
                        for k, (x0, y0, x1, y1, _) in enumerate(self.runs))
        best = math.inf
        for bound, k in bounds:
            if bound > best + 1e-6:
                break
            for a, b in self.runs[k][4]:
                d = math.hypot(px - a[0], py - a[1]) if a is b else seg_dist(p, a, b)
                if d < best:
                    best = d
        return best

    def tile_distances(self, block: int = 4) -> dict[Tile, float]:
        """distance() from every tile's centre, ``block`` x ``block`` tiles at a time: a
        tile's nearest segment lies no farther from it than the block centre's nearest plus the
        block's half-diagonal, so each tile weighs only the runs within that reach of its
        block."""
        out: dict[Tile, float] = {}
        for bj in range(0, MAP_H, block):
            for bi in range(0, MAP_W, block):
                cols = range(bi, min(MAP_W, bi + block))
                rows = range(bj, min(MAP_H, bj + block))
                x0, x1 = cols[0] * TILE + TILE / 2, cols[-1] * TILE + TILE / 2
                y0, y1 = rows[0] * TILE + TILE / 2, rows[-1] * TILE + TILE / 2
                reach = (self.distance(((x0 + x1) / 2, (y0 + y1) / 2))
                         + math.hypot(x1 - x0, y1 - y0) / 2 + 1e-6)
                local = SegmentIndex([])
                local.runs = [run for run in self.runs
                              if math.hypot(max(run[0] - x1, 0.0, x0 - run[2]),
                                            max(run[1] - y1, 0.0, y0 - run[3])) <= reach]
                for j in rows:
                    for i in cols:
                        out[(i, j)] = local.distance((i * TILE + TILE / 2, j * TILE + TILE / 2))
        return {(i, j): out[(i, j)] for j in range(MAP_H) for i in range(MAP_W)}

    def near(self, a: Point, b: Point) -> Iterable[tuple[Point, Point]]:
        """The segments, in their order, of every run whose box meets segment ab's box grown
        by a pixel (any segment that crosses ab is among them)."""
        x0, x1 = min(a[0], b[0]) - 1.0, max(a[0], b[0]) + 1.0
        y0, y1 = min(a[1], b[1]) - 1.0, max(a[1], b[1]) + 1.0
        for rx0, ry0, rx1, ry1, run in self.runs:
            if rx0 <= x1 and x0 <= rx1 and ry0 <= y1 and y0 <= ry1:
                yield from run


def length(line: Sequence[Point]) -> float:
    return sum(dist(a, b) for a, b in zip(line, line[1:]))


def resample(line: Sequence[Point], step: float) -> list[Point]:
    """Points every ``step`` pixels along a polyline, ends included."""
    out = [line[0]]
    for a, b in zip(line, line[1:]):
        n = max(1, int(math.ceil(dist(a, b) / step)))
        out += [(a[0] + (b[0] - a[0]) * i / n, a[1] + (b[1] - a[1]) * i / n) for i in range(1, n + 1)]
    return out


def split_half(line: Sequence[Point]) -> tuple[Polyline, Polyline]:
    """The two halves of a polyline by length, sharing the midpoint."""
    half = length(line) / 2
    run = 0.0
    for i, (a, b) in enumerate(zip(line, line[1:])):
        step = dist(a, b)
        if run + step >= half:
            t = (half - run) / step if step else 0.0
            mid = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
            return list(line[:i + 1]) + [mid], [mid] + list(line[i + 1:])
        run += step
    return list(line), [line[-1]]


def overlaps(r: Rect, q: Rect) -> bool:
    return r[0] < q[0] + q[2] and q[0] < r[0] + r[2] and r[1] < q[1] + q[3] and q[1] < r[1] + r[3]


def point_in_polygon(p: Point, ring: Polyline) -> bool:
    x, y = p
    hit = False
    for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            hit = not hit
    return hit

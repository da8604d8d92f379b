"""Where text goes: the villages' name banners, the mitres' boxes, and the names of the sea and
the rivers, each placed clear of roads and of one another."""
from __future__ import annotations

import math
from bisect import bisect_left, bisect_right

from .board import (
    MITRE_H,
    MITRE_W,
    PRINCIPAL_SIZE,
    PX_H,
    PX_W,
    VILLAGE_SIZE,
    Point,
    Polyline,
    Rect,
    coast_x,
    sea_at,
)
from .geometry import dist, length, overlaps, poly_dist, resample
from .layout import Spec
from .rivers import River


def village_size(principal: bool) -> int:
    return PRINCIPAL_SIZE if principal else VILLAGE_SIZE


def banner_size(name: str, principal: bool) -> tuple[float, float]:
    """A generous estimate of a name banner (renderers may draw them smaller, never larger)."""
    return ((10.0 * len(name) + 26, 24.0) if principal else (8.5 * len(name) + 20, 20.0))


def place_banners(spec: Spec, where: dict[str, Point], roads: dict[tuple[str, str], Polyline],
                  masks: list[list[int]], avoid: list[Rect]) -> dict[str, Point]:
    """Centre of each village's name banner: below the square if the roads allow, else above,
    beside or diagonally, whichever hides the least road and touches no other square or banner.
    Principal villages choose first (their banners are the larger ones)."""
    samples = sorted(p for line in roads.values() for p in resample(line, 3.0))
    sample_xs = [p[0] for p in samples]

    def road_under(r: Rect, pad: float) -> int:
        """How many road samples lie inside r grown by pad, edges included, looking only at
        the samples in its columns."""
        lo, hi = bisect_left(sample_xs, r[0] - pad), bisect_right(sample_xs, r[0] + r[2] + pad)
        return sum(1 for p in samples[lo:hi] if r[1] - pad <= p[1] <= r[1] + r[3] + pad)

    squares: dict[str, Rect] = {}
    for v in spec.villages:
        s = village_size(v["principal"])
        x, y = where[v["name"]]
        squares[v["name"]] = (x - s / 2 - 4, y - s / 2 - 4, s + 8, s + 8)
    placed: list[Rect] = []
    out: dict[str, Point] = {}
    order = sorted(spec.villages, key=lambda v: (not v["principal"], spec.names.index(v["name"])))
    for v in order:
        name, principal = v["name"], v["principal"]
        (x, y), s = where[name], village_size(principal)
        w, h = banner_size(name, principal)
        gap = s / 2 + 3 + h / 2
        side = s / 2 + 6 + w / 2
        shift = w / 2 - 14
        options = [((0, gap), 0), ((0, -gap), 2), ((shift, gap), 3), ((-shift, gap), 3),
                   ((shift, -gap), 4), ((-shift, -gap), 4), ((side, 0), 6), ((-side, 0), 6)]
        scored = []
        for k, ((dx, dy), pref) in enumerate(options):
            cx, cy = x + dx, y + dy
            r = (cx - w / 2, cy - h / 2, w, h)
            score = pref + road_under(r, 2.0)
            others = [q for n, q in squares.items() if n != name]
            score += 100 * sum(overlaps(r, q) for q in others + placed + avoid)
            if r[0] < 8 or r[1] < 8 or r[0] + w > PX_W - 8 or r[1] + h > PX_H - 8:
                score += 1000
            corners = [(r[0], r[1]), (r[0] + w, r[1]), (r[0], r[1] + h), (r[0] + w, r[1] + h)]
            score += 50 * sum(sea_at(masks, *c) for c in corners)
            scored.append((score, k, (cx, cy), r))
        _, _, centre, rect = min(scored)
        placed.append(rect)
        out[name] = centre
    return out


def mitre_rects(spots: dict[int, tuple[str, float]]) -> dict[int, Rect]:
    rects: dict[int, Rect] = {}
    for number, (edge, x) in spots.items():
        y = 4.0 if edge == "top" else PX_H - 4.0 - MITRE_H
        rects[number] = (round(x - MITRE_W / 2), y, float(MITRE_W), float(MITRE_H))
    return rects


def water_labels(rivers: list[River], roads: dict[tuple[str, str], Polyline],
                 avoid: list[Rect]) -> list[tuple[str, str, Point, float]]:
    """(text, style, centre, angle in degrees) for the sea and each river, set where the text
    would not lie across a road or a banner."""
    y_mid = PX_H * 0.40  # the sea's name runs up the western strip, where it is widest
    out = [("MER OCÉANE", "sea", (coast_x(y_mid) / 2 - 6, y_mid), -90.0)]
    for river in rivers:
        total = length(river.line)
        best = None
        for frac in (0.3, 0.4, 0.5, 0.6, 0.7, 0.25, 0.75, 0.2, 0.8):
            run, target = 0.0, total * frac
            for a, b in zip(river.line, river.line[1:]):
                step = dist(a, b)
                if run + step >= target:
                    t = (target - run) / step if step else 0.0
                    p = (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
                    break
                run += step
            ahead = _point_at(river.line, min(total, target + 60))
            behind = _point_at(river.line, max(0.0, target - 60))
            angle = math.degrees(math.atan2(ahead[1] - behind[1], ahead[0] - behind[0]))
            if angle > 90:
                angle -= 180
            elif angle <= -90:
                angle += 180
            nx, ny = -math.sin(math.radians(angle)), math.cos(math.radians(angle))
            centre = (p[0] + nx * 15, p[1] + ny * 15)
            box = (centre[0] - 45, centre[1] - 10, 90.0, 20.0)
            clear = min(poly_dist(centre, line) for line in roads.values())
            if clear > 45 and not any(overlaps(box, r) for r in avoid):
                best = (centre, angle)
                break
        if best:
            out.append((river.name, "river", best[0], round(best[1], 1)))
    return out


def _point_at(line: Polyline, target: float) -> Point:
    run = 0.0
    for a, b in zip(line, line[1:]):
        step = dist(a, b)
        if run + step >= target:
            t = (target - run) / step if step else 0.0
            return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)
        run += step
    return line[-1]

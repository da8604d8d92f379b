"""Border arcs traced once from the territory raster and shared by the polygons on both sides,
so fiefs and bishoprics tile the land exactly; the bishoprics' borders and the mitres' spots on
the board's edge."""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field
from itertools import groupby
from typing import Iterable

from .board import CELL, GH, GW, MITRE_W, OUT_LABEL, PX_H, SEA_LABEL, Point, Polyline, Vertex
from .geometry import clamp01, dist, length
from .layout import Spec
from .raster import label_land, sources, tidy


@dataclass
class Territories:
    """The land raster and the border arcs traced from it.

    ``labels[j][i]`` is the index of the village owning raster cell (i, j), or SEA_LABEL.
    Each arc is a polyline in pixels between two junctions with the label on its A side
    (left of its direction in screen coordinates) and on its B side.
    """
    labels: list[list[int]]
    arcs: list[tuple[int, int, Polyline]] = field(default_factory=list)


def _cell(labels: list[list[int]], i: int, j: int) -> int:
    return labels[j][i] if 0 <= i < GW and 0 <= j < GH else OUT_LABEL


def _boundary_graph(labels: list[list[int]]) -> dict[Vertex, list[tuple[Vertex, tuple[int, int]]]]:
    """Lattice vertices (cell corners) joined by the unit edges that separate two labels (not
    sea from the outside). Each vertex lists its edges up, left, down, right: the walk in
    trace_arcs takes them in that order. Only where a row changes label, or differs from the
    row above, is there an edge, so only those places are visited."""
    slots: dict[Vertex, list[tuple[Vertex, tuple[int, int]] | None]] = {}

    def add(v: Vertex, w: Vertex, p: int, q: int, toward: int) -> None:
        if p == q or (p < 0 and q < 0):
            return
        pair = (min(p, q), max(p, q))
        slots.setdefault(v, [None] * 4)[toward] = (w, pair)
        slots.setdefault(w, [None] * 4)[toward ^ 2] = (v, pair)  # up 0 / down 2, left 1 / right 3

    for j, row in enumerate(labels):  # vertical edges: between cells (i - 1, j) and (i, j)
        i = 0
        for value, group in groupby(row):
            add((i, j), (i, j + 1), _cell(labels, i - 1, j), value, 2)
            i += len(list(group))
        add((GW, j), (GW, j + 1), row[-1], OUT_LABEL, 2)
    above = [OUT_LABEL] * GW
    for j, row in enumerate(labels + [[OUT_LABEL] * GW]):  # horizontal: cells (i, j - 1), (i, j)
        for i, (p, q) in enumerate(zip(above, row)):
            if p != q:
                add((i, j), (i + 1, j), p, q, 3)
        above = row
    return {v: [edge for edge in edges if edge] for v, edges in slots.items()}


def trace_arcs(labels: list[list[int]]) -> list[tuple[int, int, list[Vertex]]]:
    """Maximal runs of boundary between the same two labels, as (A label, B label, vertices);
    A is the label on the left of the run's direction (screen coordinates)."""
    graph = _boundary_graph(labels)

    def junction(v: Vertex) -> bool:
        edges = graph[v]
        return len(edges) != 2 or edges[0][1] != edges[1][1]

    used: set[tuple[Vertex, Vertex]] = set()
    arcs = []

    def walk(start: Vertex, nxt: Vertex) -> list[Vertex]:
        path = [start, nxt]
        used.add((min(start, nxt), max(start, nxt)))
        while not junction(path[-1]) and path[-1] != start:
            here, prev = path[-1], path[-2]
            for w, _ in graph[here]:
                key = (min(here, w), max(here, w))
                if w != prev and key not in used:
                    used.add(key)
                    path.append(w)
                    break
            else:
                break
        return path

    starts = sorted(v for v in graph if junction(v))
    for v in starts:
        for w, _ in graph[v]:
            if (min(v, w), max(v, w)) not in used:
                arcs.append(walk(v, w))
    for v in sorted(graph):  # closed loops without any junction
        for w, _ in graph[v]:
            if (min(v, w), max(v, w)) not in used:
                arcs.append(walk(v, w))
    out = []
    for path in arcs:
        (i0, j0), (i1, j1) = path[0], path[1]
        dx, dy = i1 - i0, j1 - j0
        a = _cell(labels, math.floor(i0 + dx / 2 + dy / 2), math.floor(j0 + dy / 2 - dx / 2))
        b = _cell(labels, math.floor(i0 + dx / 2 - dy / 2), math.floor(j0 + dy / 2 + dx / 2))
        out.append((a, b, path))
    return out


def chaikin(points: list[Point], rounds: int) -> list[Point]:
    """Corner-cutting smoothing that keeps both ends where they are (they are junctions)."""
    for _ in range(rounds):
        if len(points) < 3:
            return points
        out = [points[0]]
        for p, q in zip(points, points[1:]):
            out.append((0.75 * p[0] + 0.25 * q[0], 0.75 * p[1] + 0.25 * q[1]))
            out.append((0.25 * p[0] + 0.75 * q[0], 0.25 * p[1] + 0.75 * q[1]))
        out.append(points[-1])
        points = out
    return points


def wobble(points: list[Point], seed: int) -> list[Point]:
    """A faint hand-drawn tremor along a border, zero at both ends."""
    total = length(points)
    if total < 40:
        return points
    rng = random.Random(seed)
    waves = [(rng.uniform(120, 180), rng.uniform(0, 2 * math.pi), 0.7),
             (rng.uniform(55, 75), rng.uniform(0, 2 * math.pi), 0.3)]
    amp = min(2.6, 0.015 * total)
    out, run = [points[0]], 0.0
    for k in range(1, len(points) - 1):
        run += dist(points[k - 1], points[k])
        (px, py), (qx, qy) = points[k - 1], points[k + 1]
        span = math.hypot(qx - px, qy - py) or 1.0
        nx, ny = -(qy - py) / span, (qx - px) / span
        taper = min(1.0, run / 30, (total - run) / 30)
        off = amp * taper * sum(a * math.sin(2 * math.pi * run / lam + ph) for lam, ph, a in waves)
        out.append((points[k][0] + nx * off, points[k][1] + ny * off))
    out.append(points[-1])
    return out


def simplify(points: list[Point], tolerance: float) -> list[Point]:
    """Douglas-Peucker, iterative, ends kept."""
    if len(points) < 3:
        return list(points)
    keep = [False] * len(points)
    keep[0] = keep[-1] = True
    stack = [(0, len(points) - 1)]
    hypot = math.hypot
    while stack:
        lo, hi = stack.pop()
        worst, where = 0.0, -1
        (ax, ay), (bx, by) = points[lo], points[hi]
        dx, dy = bx - ax, by - ay
        length2 = dx * dx + dy * dy
        for k in range(lo + 1, hi):  # seg_dist(points[k], points[lo], points[hi]), inlined
            px, py = points[k]
            t = 0.0 if length2 == 0 else clamp01(((px - ax) * dx + (py - ay) * dy) / length2)
            d = hypot(px - ax - t * dx, py - ay - t * dy)
            if d > worst:
                worst, where = d, k
        if worst > tolerance:
            keep[where] = True
            stack += [(lo, where), (where, hi)]
    return [p for p, k in zip(points, keep) if k]


def shape_arc(a: int, b: int, path: list[Vertex]) -> Polyline:
    """Lattice staircase to a drawn border: straight along the map's edge, smoothed along the
    coast, smoothed and trembling between two villages' lands."""
    pts = [(float(i * CELL), float(j * CELL)) for i, j in path]
    if OUT_LABEL in (a, b):
        return simplify(pts, 0.01)
    mids = [pts[0]] + [((p[0] + q[0]) / 2, (p[1] + q[1]) / 2) for p, q in zip(pts, pts[1:])] + [pts[-1]]
    smooth = chaikin(mids, 2)
    if SEA_LABEL not in (a, b):
        smooth = wobble(smooth, 31 * (a + 2) + (b + 2) * 977)
    return simplify(smooth, 0.35)


def partition(spec: Spec, where: dict[str, Point], roads: dict[tuple[str, str], Polyline],
              masks: list[list[int]]) -> Territories:
    labels = label_land(masks, sources(spec, where, roads))
    tidy(labels, len(spec.names))
    terr = Territories(labels)
    for a, b, path in trace_arcs(labels):
        terr.arcs.append((a, b, shape_arc(a, b, path)))
    return terr


def region_polygon(terr: Territories, members: set[int], what: str) -> Polyline:
    """The outline of the union of some villages' lands: the arcs with exactly one side inside,
    turned so the inside is on their A side and chained end to start. A region must be a single
    simple piece, or the map would need holes that TMX polygons cannot express."""
    by_start: dict[tuple[float, float], list[Polyline]] = {}
    for a, b, pts in terr.arcs:
        if (a in members) == (b in members):
            continue
        run = pts if a in members else pts[::-1]
        by_start.setdefault(run[0], []).append(run)
    if not by_start:
        raise SystemExit(f"territories: {what} has no outline")
    for start, runs in by_start.items():
        if len(runs) > 1:
            raise SystemExit(f"territories: {what} touches itself at {start}")
    first = min(by_start)
    ring: Polyline = []
    here = first
    seen = 0
    while True:
        run = by_start[here][0]
        ring += run[:-1]
        seen += 1
        here = run[-1]
        if here == first:
            break
        if here not in by_start:
            raise SystemExit(f"territories: {what}'s outline is broken at {here}")
    if seen != len(by_start):
        raise SystemExit(f"territories: {what} is in {len(by_start) - seen + 1}+ pieces or has a hole")
    return ring


def bishopric_borders(terr: Territories, bishop_of: list[int]) -> list[tuple[int, int, Polyline]]:
    """The borders between two bishoprics (each drawn once), joined into long polylines."""
    pieces = [(min(bishop_of[a], bishop_of[b]), max(bishop_of[a], bishop_of[b]), pts)
              for a, b, pts in terr.arcs
              if a >= 0 and b >= 0 and bishop_of[a] != bishop_of[b]]
    ends: dict[Point, list[int]] = {}
    for k, (_, _, pts) in enumerate(pieces):
        ends.setdefault(pts[0], []).append(k)
        ends.setdefault(pts[-1], []).append(k)
    used = [False] * len(pieces)
    out = []

    def joinable(p: Point, pair: tuple[int, int]) -> bool:
        ks = ends[p]
        return len(ks) == 2 and all(pieces[k][:2] == pair for k in ks)

    def extend(line: Polyline, pair: tuple[int, int]) -> Polyline:
        while joinable(line[-1], pair):
            nxt = [k for k in ends[line[-1]] if not used[k]]
            if not nxt:
                break
            used[nxt[0]] = True
            pts = pieces[nxt[0]][2]
            line = line + (pts[1:] if pts[0] == line[-1] else pts[::-1][1:])
        return line

    for k, (lo, hi, pts) in enumerate(pieces):
        if used[k]:
            continue
        used[k] = True
        line = extend(list(pts), (lo, hi))
        line = extend(line[::-1], (lo, hi))[::-1]
        out.append((lo, hi, line))
    out.sort(key=lambda item: (item[0], item[1], item[2][0]))
    return out


def mitre_spots(terr: Territories, bishop_of: list[int], numbers: Iterable[int]
                ) -> dict[int, tuple[str, float]]:
    """For each bishopric, the middle of its longest stretch of the top or bottom map edge
    (the rulebook: numbered 1-5 in a Bishop's mitre on the board's edge)."""
    spans: dict[tuple[int, str], list[tuple[float, float]]] = {}
    for a, b, pts in terr.arcs:
        if OUT_LABEL not in (a, b):
            continue
        land = b if a == OUT_LABEL else a
        if land < 0:
            continue
        for edge, y in (("top", 0.0), ("bottom", float(PX_H))):
            if all(p[1] == y for p in pts):
                xs = [p[0] for p in pts]
                spans.setdefault((bishop_of[land], edge), []).append((min(xs), max(xs)))
    spots = {}
    for number in numbers:
        best: tuple[float, str, float] | None = None
        for edge in ("top", "bottom"):
            merged: list[list[float]] = []
            for lo, hi in sorted(spans.get((number, edge), [])):
                if merged and lo <= merged[-1][1] + 0.5:
                    merged[-1][1] = max(merged[-1][1], hi)
                else:
                    merged.append([lo, hi])
            for lo, hi in merged:
                if best is None or hi - lo > best[0]:
                    best = (hi - lo, edge, (lo + hi) / 2)
        if best is None or best[0] < MITRE_W + 8:
            raise SystemExit(f"bishopric {number} has no room for its mitre on the top or bottom edge")
        spots[number] = (best[1], best[2])
    return spots

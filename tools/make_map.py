#!/usr/bin/env python3
"""Generate ``maps/fief.tmx``, the Tiled map of the board, from the canonical topology.

The topology (villages, fiefs, bishoprics, principal villages, roads) comes unchanged from
``tests/data/fief-1429.json``, the board's specification kept with the project; this script only decides where things go and how the land looks.
The rulebook's setup section describes what the map must show: villages as squares joined by
roads, each in one of 8 coloured Fiefs and one of 5 Bishoprics outlined with thick borders and
numbered 1-5 in a Bishop's mitre on the board's edge, principal villages with larger banners.

How it is built, and why:

1. **Layout.** Villages start on the JSON's ``grid`` hint and are moved by hand-chosen offsets so
   the board reads like a country, not a spreadsheet (``OFFSETS``). Roads bend gently. The layout
   is checked: no two roads cross, no road brushes past a third village.
2. **Territories.** Each village owns the land nearer to it *or to the half of each of its roads
   on its side* than to anything else (a Voronoi partition of the road network, on a 4 px
   raster). Every road therefore runs inside its two villages' land and crosses their border
   square-on at its middle. A fief is the union of its villages' land; so is a bishopric. Border
   arcs are traced once, smoothed and given a faint hand-drawn wobble, and shared by the polygons
   on both sides, so fiefs and bishoprics tile the land exactly. The sea is nobody's.
3. **Bishopric 3 reaches the edge.** The rulebook puts every bishopric's number on the board's
   edge, but bishopric 3 (L'ÉPERVIER, VÉZELAY, COUTRAS, ST GÉRÔME, CADILLAC) is enclosed by the
   others' roads. A valley of VÉZELAY's land (``CLAIMS``) runs north to the top edge, crossing
   the ST MÉDARD - CLUNY road, and the Dordogne flows down it.
4. **Terrain.** A coast on the west, rivers routed by A* through the gaps between villages (they
   avoid villages, keep away from roads and cross them as rarely as possible, at bridges),
   forests and hills in the remaining gaps, vineyards and open fields near villages, bare plains
   under the roads.

The output is deterministic: the same inputs give a byte-identical file (``--out`` writes it
elsewhere, which the tests use).

Usage: ``.venv/bin/python tools/make_map.py [--spec PATH] [--out maps/fief.tmx]``
"""
from __future__ import annotations

import argparse
import heapq
import json
import math
import random
import sys
from bisect import bisect_left, bisect_right
from dataclasses import dataclass, field
from itertools import groupby
from pathlib import Path
from typing import Iterable, Sequence
from xml.sax.saxutils import escape, quoteattr

sys.path.insert(0, str(Path(__file__).resolve().parent))
import make_tileset as ts  # noqa: E402  (the tile catalogue and the coast field)

ROOT = Path(__file__).resolve().parent.parent
SPEC_CANDIDATES = (ROOT / "tests" / "data" / "fief-1429.json",)
DEFAULT_OUT = ROOT / "maps" / "fief.tmx"

TILE = ts.TILE
MAP_W, MAP_H = 60, 40                       # in tiles
PX_W, PX_H = MAP_W * TILE, MAP_H * TILE     # 1920 x 1280
CELL = 4                                    # raster of the territories, in pixels
GW, GH = PX_W // CELL, PX_H // CELL
SEA_LABEL, OUT_LABEL = -1, -2

Point = tuple[float, float]
Polyline = list[Point]

# --- layout --------------------------------------------------------------------------------------
COLUMN_X = (330, 620, 905, 1195, 1480, 1750)
ROW_Y = (205, 480, 790, 1075)
OFFSETS: dict[str, tuple[int, int]] = {
    # row 0
    "PAUILLAC": (10, 50), "BLAYE": (-10, -40), "ST MÉDARD": (-45, 50), "CLUNY": (50, -15),
    "AUTUN": (-10, 70), "TOURNUS": (15, -25),
    # row 1
    "LORMONT": (-35, 20), "CHAROLLES": (30, -10), "L'ÉPERVIER": (-30, 40), "VÉZELAY": (-20, 20),
    "MAZILLES": (25, 55), "MÂCON": (-20, -20),
    # row 2
    "LIBOURNE": (-5, -10), "COUTRAS": (-45, 30), "ST GÉRÔME": (25, -20), "CADILLAC": (45, 50),
    "ST PAUL": (20, -40), "BEAUJEU": (25, 50),
    # row 3
    "BOURG": (70, -15), "GUÎTRES": (10, 45), "LA RÉOLE": (10, -15), "BAZAS": (-40, 40),
    "SIGY": (-25, -35), "ST CIERS D'ABZAC": (15, 25),
}
# Extra land given to a village beyond its roads: polylines from the village (None) outward.
CLAIMS: dict[str, tuple[tuple[Point | None, ...], ...]] = {
    "VÉZELAY": ((None, (1085, 360), (1062, 200), (1058, 0)),),
    "ST MÉDARD": ((None, (960, 0)),),
    "CLUNY": ((None, (1150, 0)),),
}
CLAIM_ROAD_GAP = 40.0   # a claim crossing a road takes this much of the road on each side

VILLAGE_SIZE, PRINCIPAL_SIZE = 40, 54
MITRE_W, MITRE_H = 52, 64


@dataclass(frozen=True)
class Spec:
    """The JSON topology, unchanged."""
    villages: tuple[dict, ...]
    fiefs: tuple[dict, ...]
    bishoprics: tuple[dict, ...]
    roads: tuple[tuple[str, str], ...]

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(v["name"] for v in self.villages)

    def village(self, name: str) -> dict:
        return next(v for v in self.villages if v["name"] == name)


def load_spec(path: Path) -> Spec:
    data = json.loads(path.read_text(encoding="utf-8"))
    return Spec(tuple(data["villages"]), tuple(data["fiefs"]), tuple(data["bishoprics"]),
                tuple((a, b) for a, b in data["roads"]))


def layout(spec: Spec) -> dict[str, Point]:
    """Pixel centre of each village: its grid cell moved by its hand-chosen offset."""
    where = {}
    for v in spec.villages:
        col, row = v["grid"]
        dx, dy = OFFSETS.get(v["name"], (0, 0))
        where[v["name"]] = (float(COLUMN_X[col] + dx), float(ROW_Y[row] + dy))
    return where


# --- small geometry ------------------------------------------------------------------------------
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


# --- roads ---------------------------------------------------------------------------------------
def road_lines(spec: Spec, where: dict[str, Point]) -> dict[tuple[str, str], Polyline]:
    """Each road as a gently bent polyline from the centre of one village to the other's.

    The bend is a smooth bow plus a faint S, a few percent of the road's length, with a sign and
    size drawn from a generator seeded per road, so the result never changes between runs.
    """
    lines = {}
    for index, (a, b) in enumerate(spec.roads):
        rng = random.Random(1429 + index)
        pa, pb = where[a], where[b]
        span = dist(pa, pb)
        nx, ny = -(pb[1] - pa[1]) / span, (pb[0] - pa[0]) / span
        bow = rng.choice((-1, 1)) * rng.uniform(0.025, 0.05) * span
        wave = rng.uniform(-0.015, 0.015) * span
        pts = []
        for i in range(9):
            t = i / 8
            off = bow * 4 * t * (1 - t) + wave * math.sin(2 * math.pi * t)
            pts.append((pa[0] + (pb[0] - pa[0]) * t + nx * off,
                        pa[1] + (pb[1] - pa[1]) * t + ny * off))
        lines[(a, b)] = pts
    return lines


def check_layout(spec: Spec, where: dict[str, Point], roads: dict[tuple[str, str], Polyline]) -> None:
    """Refuse a layout that would mislead a player: crossing roads, a road grazing a village it
    does not serve, villages crowding each other."""
    names = spec.names
    for i, a in enumerate(names):
        for b in names[i + 1:]:
            if dist(where[a], where[b]) < 200:
                raise SystemExit(f"layout: {a} and {b} are only {dist(where[a], where[b]):.0f} px apart")
    keys = list(roads)
    lanes = {key: SegmentIndex.of_lines([line]) for key, line in roads.items()}
    for i, r1 in enumerate(keys):
        for v in names:
            if v not in r1 and poly_dist(where[v], roads[r1]) < 75:
                raise SystemExit(f"layout: road {r1} passes {poly_dist(where[v], roads[r1]):.0f} px from {v}")
        for r2 in keys[i + 1:]:
            if set(r1) & set(r2):
                continue
            l1 = roads[r1]
            for a, b in zip(l1, l1[1:]):
                for c, d in lanes[r2].near(a, b):
                    if seg_intersection(a, b, c, d):
                        raise SystemExit(f"layout: roads {r1} and {r2} cross")


# --- the coast -----------------------------------------------------------------------------------
def coast_x(y: float) -> float:
    """x of the shoreline at height y: the sea lies west of it. Two slow waves and a bay."""
    t = y / PX_H
    return (118 + 38 * math.sin(2 * math.pi * (1.15 * t) + 0.4)
            + 22 * math.sin(2 * math.pi * (2.7 * t) + 1.9)
            + 30 * math.exp(-((t - 0.82) / 0.07) ** 2))


def corner_masks() -> list[list[int]]:
    """Corner mask (make_tileset's TL/TR/BR/BL bits, set = sea) of every ground tile."""
    sea = [[TILE * i < coast_x(TILE * j) for i in range(MAP_W + 1)] for j in range(MAP_H + 1)]
    masks = []
    for j in range(MAP_H):
        row = []
        for i in range(MAP_W):
            m = (ts.TL * sea[j][i] | ts.TR * sea[j][i + 1]
                 | ts.BR * sea[j + 1][i + 1] | ts.BL * sea[j + 1][i])
            row.append(m)
        masks.append(row)
    return masks


def sea_at(masks: list[list[int]], x: float, y: float) -> bool:
    """Whether pixel (x, y) is painted as sea (the same field the tileset painter used)."""
    i, j = min(MAP_W - 1, int(x // TILE)), min(MAP_H - 1, int(y // TILE))
    m = masks[j][i]
    if m in (0, 15):
        return m == 15
    return ts.is_sea(m, (x - i * TILE) / TILE, (y - j * TILE) / TILE)


# --- territories: a Voronoi partition of the road network ----------------------------------------
@dataclass
class Territories:
    """The land raster and the border arcs traced from it.

    ``labels[j][i]`` is the index of the village owning raster cell (i, j), or SEA_LABEL.
    Each arc is a polyline in pixels between two junctions with the label on its A side
    (left of its direction in screen coordinates) and on its B side.
    """
    labels: list[list[int]]
    arcs: list[tuple[int, int, Polyline]] = field(default_factory=list)


def boxes_meet(line: Sequence[Point], p: Point, reach: float) -> bool:
    """Whether p lies within ``reach`` of the line's bounding box, each way (a point farther
    off is farther than ``reach`` from every point of the line)."""
    xs, ys = [q[0] for q in line], [q[1] for q in line]
    return min(xs) - reach <= p[0] <= max(xs) + reach and min(ys) - reach <= p[1] <= max(ys) + reach


def claim_lines(spec: Spec, where: dict[str, Point]) -> list[tuple[str, Polyline]]:
    out = []
    for name, lines in CLAIMS.items():
        for line in lines:
            out.append((name, [where[name] if p is None else (float(p[0]), float(p[1])) for p in line]))
    return out


def sources(spec: Spec, where: dict[str, Point], roads: dict[tuple[str, str], Polyline]
            ) -> list[tuple[int, Point]]:
    """Labelled seed points: every village, the half of each road on its side, its claims.

    Where a claim crosses a road, the road gives up CLAIM_ROAD_GAP pixels on each side of the
    crossing, so the claimed valley has a real width where the road passes through it.
    """
    index = {name: k for k, name in enumerate(spec.names)}
    claims = claim_lines(spec, where)
    gaps: list[Point] = []
    for _, line in claims:
        for road in roads.values():
            for a, b in zip(line, line[1:]):
                for c, d in zip(road, road[1:]):
                    hit = seg_intersection(a, b, c, d)
                    if hit:
                        gaps.append(hit)
    seeds: list[tuple[int, Point]] = []
    for (a, b), line in roads.items():
        first, second = split_half(line)
        for name, half in ((a, first), (b, second)):
            near = [g for g in gaps if boxes_meet(half, g, CLAIM_ROAD_GAP + 1)]
            for p in resample(half, 1.5):
                if all(dist(p, g) > CLAIM_ROAD_GAP for g in near):
                    seeds.append((index[name], p))
    for name, line in claims:
        seeds += [(index[name], p) for p in resample(line, 1.5)]
    return seeds


def land_cells(masks: list[list[int]], width: int, pad: int) -> bytearray:
    """1 for each land cell of the raster, numbered (j + pad) * width + i + pad (a frame of
    ``pad`` sea cells around it). A whole-land or whole-sea tile answers for its 8 x 8 cells at
    once; only the cells of shore tiles ask the coast field, at their centres as sea_at does."""
    per = TILE // CELL
    land = bytearray(width * (GH + 2 * pad))
    for tj in range(MAP_H):
        for ti in range(MAP_W):
            m = masks[tj][ti]
            if m == 15:
                continue
            for j in range(tj * per, (tj + 1) * per):
                base = (j + pad) * width + pad
                if m == 0:
                    land[base + ti * per:base + (ti + 1) * per] = b"\x01" * per
                    continue
                y = j * CELL + CELL / 2
                for i in range(ti * per, (ti + 1) * per):
                    if not sea_at(masks, i * CELL + CELL / 2, y):
                        land[base + i] = 1
    return land


def label_land(masks: list[list[int]], seeds: list[tuple[int, Point]]) -> list[list[int]]:
    """Give each land cell to its nearest seed: a Dijkstra that carries the seed point along, so
    distances are Euclidean to the seed (not path lengths); the sea blocks nothing but owns
    itself. A cell is final once popped.

    The map's slowest step, so written for speed: the raster has a frame of one sea cell (no
    bounds tests), one bytearray tells the open cells (land not yet popped: a sea or final
    cell is passed over at once), each cell keeps its seed as one (x, y, label) tuple, and a
    neighbour reached from the seed it already has is skipped (the same sum would give the
    same distance, which does not win). Cells are numbered row by row, so the heap breaks ties
    between equal distances in reading order."""
    width = GW + 2
    land = land_cells(masks, width, 1)
    centre_x = [(i - 1) * CELL + CELL / 2 for i in range(width)] * (GH + 2)
    centre_y = [y for j in range(GH + 2) for y in [(j - 1) * CELL + CELL / 2] * width]
    bar = [math.inf] * len(land)  # what a newcomer's distance must be below: the best less 1e-9
    origin: list[tuple[float, float, int] | None] = [None] * len(land)
    heap: list[tuple[float, int]] = []
    nearest: dict[int, float] = {}
    for label, p in seeds:
        i, j = min(GW - 1, int(p[0] // CELL)), min(GH - 1, int(p[1] // CELL))
        k = (j + 1) * width + i + 1
        d = dist(p, (i * CELL + CELL / 2, j * CELL + CELL / 2))
        if land[k] and d < nearest.get(k, math.inf):  # the first of equally near seeds stays
            nearest[k] = d
            bar[k], origin[k] = d - 1e-9, (p[0], p[1], label)
            heapq.heappush(heap, (d, k))
    hypot, push, pop = math.hypot, heapq.heappush, heapq.heappop
    steps = (-1, 1, -width, width, -width - 1, -width + 1, width - 1, width + 1)
    open_ = land  # from here on: 1 for a land cell not yet popped
    while heap:
        k = pop(heap)[1]
        if not open_[k]:
            continue
        open_[k] = 0
        src = origin[k]
        assert src is not None
        sx, sy, _ = src
        for step in steps:
            n = k + step
            if open_[n] and origin[n] is not src:
                nd = hypot(sx - centre_x[n], sy - centre_y[n])
                if nd < bar[n]:
                    bar[n], origin[n] = nd - 1e-9, src
                    push(heap, (nd, n))
    return [[SEA_LABEL if src is None else src[2] for src in origin[r + 1:r + 1 + GW]]
            for r in range(width, width * (GH + 1), width)]


def label_runs(labels: list[list[int]]) -> dict[int, list[tuple[int, int, int]]]:
    """Each label's runs of equal cells along the rows, as (row, first column, end column), in
    reading order: some 2,500 runs stand for the 153,600 cells."""
    runs: dict[int, list[tuple[int, int, int]]] = {}
    for j, row in enumerate(labels):
        i = 0
        for value, group in groupby(row):
            n = len(list(group))
            runs.setdefault(value, []).append((j, i, i + n))
            i += n
    return runs


def pieces(runs: list[tuple[int, int, int]]) -> list[tuple[int, int]]:
    """The 4-connected pieces one label's runs make, as (size, first cell j * GW + i), largest
    first and equal sizes in reading order: runs on consecutive rows that share a column are
    joined (union-find)."""
    parent = list(range(len(runs)))

    def root(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    above: list[int] = []   # the runs of the row above the current one
    here: list[int] = []
    row = -2
    for r, (j, lo, hi) in enumerate(runs):
        if j != row:
            above, here, row = (here if j == row + 1 else []), [], j
        for q in above:
            if runs[q][1] < hi and lo < runs[q][2]:
                parent[root(q)] = root(r)
        here.append(r)
    found: dict[int, list[int]] = {}
    for r, (j, lo, hi) in enumerate(runs):
        piece = found.setdefault(root(r), [0, j * GW + lo])
        piece[0] += hi - lo
    return sorted(((size, first) for size, first in found.values()), key=lambda p: -p[0])


def piece_cells(labels: list[list[int]], label: int, first: int) -> list[tuple[int, int]]:
    """The cells of the piece holding cell ``first``, in the order of a depth-first fill from
    it (tidy() votes cell by cell in that order, so the order is part of the map)."""
    piece, stack, seen = [], [first], {first}
    while stack:
        c = stack.pop()
        piece.append((c % GW, c // GW))
        ci = c % GW
        for n, inside in ((c - 1, ci > 0), (c + 1, ci < GW - 1), (c - GW, c >= GW),
                          (c + GW, c < GW * (GH - 1))):
            if inside and n not in seen and labels[n // GW][n % GW] == label:
                seen.add(n)
                stack.append(n)
    return piece


def tidy(labels: list[list[int]], count: int) -> None:
    """Make every territory one simple piece: stray cells and islands join the neighbour that
    surrounds them most, and diagonal-only contacts (2x2 checkerboards, which would pinch a
    polygon to a point) are broken."""
    for _ in range(6):
        changed = False
        runs = label_runs(labels)
        for label in list(range(count)) + [SEA_LABEL]:
            strays = [piece_cells(labels, label, first)
                      for _, first in pieces(runs.get(label, []))[1:]]
            for piece in strays:
                for ci, cj in piece:
                    votes: dict[int, int] = {}
                    for ni, nj in ((ci - 1, cj), (ci + 1, cj), (ci, cj - 1), (ci, cj + 1)):
                        if 0 <= ni < GW and 0 <= nj < GH and labels[nj][ni] != label:
                            votes[labels[nj][ni]] = votes.get(labels[nj][ni], 0) + 1
                    if votes:
                        labels[cj][ci] = max(sorted(votes), key=lambda v: votes[v])
                        changed = True
            if strays:
                runs = label_runs(labels)
        changed = unpinch(labels) or changed
        if not changed:
            return
    raise SystemExit("territories: could not tidy the raster into simple pieces")


def unpinch(labels: list[list[int]]) -> bool:
    """Break each 2x2 checkerboard (a b / b a), in reading order, by giving the top right cell
    the top left's label. Only windows whose two columns both differ from the row below can be
    one, and breaking one cannot make the next window one, so only those are looked at."""
    changed = False
    for j in range(GH - 1):
        top, bottom = labels[j], labels[j + 1]
        differ = [i for i, (x, y) in enumerate(zip(top, bottom)) if x != y]
        for i, right in zip(differ, differ[1:]):
            if right == i + 1:
                a, b = top[i], top[i + 1]
                if a == bottom[i + 1] and b == bottom[i] and a != b:
                    top[i + 1] = a
                    changed = True
    return changed


Vertex = tuple[int, int]


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


# --- rivers --------------------------------------------------------------------------------------
Tile = tuple[int, int]


@dataclass(frozen=True)
class RiverPlan:
    """Where a river rises and where it ends; A* finds the course between."""
    name: str
    source: tuple[str, float]     # ("top" | "bottom" | "right", pixel coordinate along that edge)
    via: tuple[Point, ...]        # pixel points in the gaps between roads, visited in order
    end: tuple[str, float | str]  # ("sea", y) | ("bottom", x) | ("join", river name)


# Left to itself a river would run round the board in the road-free margin; the waypoints send
# it through the gaps between the villages, one road (one bridge) at a time.
RIVERS = (
    RiverPlan("la Dordogne", ("top", 1058),
              ((1075, 330), (1060, 700), (760, 560), (470, 700)), ("sea", 620)),
    RiverPlan("la Saône", ("top", 1625), ((1620, 370), (1640, 650), (1625, 940)),
              ("bottom", 1620)),
    RiverPlan("l'Isle", ("bottom", 770), ((800, 960),), ("join", "la Dordogne")),
)
BIT_TOWARD = {(0, -1): ts.N, (1, 0): ts.E, (0, 1): ts.S, (-1, 0): ts.W}


@dataclass
class River:
    name: str
    path: list[Tile]
    line: Polyline = field(default_factory=list)


class Terrain:
    """Distances from each tile's centre to the nearest road and village, and the tiles that
    a fief or bishopric border runs through, computed once."""

    def __init__(self, where: dict[str, Point], roads: dict[tuple[str, str], Polyline],
                 masks: list[list[int]], border_weight: dict[Tile, float] | None = None):
        self.masks = masks
        self.border_weight = border_weight or {}
        self.road_d = SegmentIndex.of_lines(roads.values()).tile_distances()
        self.village_d: dict[Tile, float] = {}
        for j in range(MAP_H):
            for i in range(MAP_W):
                c = (i * TILE + TILE / 2, j * TILE + TILE / 2)
                self.village_d[(i, j)] = min(dist(c, p) for p in where.values())


def border_weights(terr: Territories, fief_of: list[str], bishop_of: list[int]) -> dict[Tile, float]:
    """How much a river would hide a border in each tile: a river lying under a thick bishopric
    line (or a fief's coloured edge) would vanish, so rivers cross borders rather than follow
    them."""
    per = TILE // CELL
    out: dict[Tile, float] = {}
    for j in range(MAP_H):
        for i in range(MAP_W):
            seen = {terr.labels[y][x]
                    for y in range(max(0, j * per - 2), min(GH, (j + 1) * per + 2))
                    for x in range(max(0, i * per - 2), min(GW, (i + 1) * per + 2))}
            seen.discard(SEA_LABEL)
            if len({bishop_of[k] for k in seen}) > 1:
                out[(i, j)] = 10.0
            elif len({fief_of[k] for k in seen}) > 1:
                out[(i, j)] = 4.0
    return out


def hash_text(text: str) -> int:
    """A stable seed from a name (Python's own str hash changes from run to run)."""
    return sum((k + 1) * ord(c) for k, c in enumerate(text))


def value_noise(seed: int, spacing: float) -> dict[Tile, float]:
    """Smooth noise in [0, 1] per tile: random values on a coarse lattice, eased between."""
    rng = random.Random(seed)
    nx, ny = int(MAP_W / spacing) + 2, int(MAP_H / spacing) + 2
    lattice = [[rng.random() for _ in range(nx + 1)] for _ in range(ny + 1)]
    out = {}
    for j in range(MAP_H):
        for i in range(MAP_W):
            x, y = i / spacing, j / spacing
            x0, y0 = int(x), int(y)
            fx, fy = x - x0, y - y0
            fx, fy = fx * fx * (3 - 2 * fx), fy * fy * (3 - 2 * fy)
            top = lattice[y0][x0] * (1 - fx) + lattice[y0][x0 + 1] * fx
            bottom = lattice[y0 + 1][x0] * (1 - fx) + lattice[y0 + 1][x0 + 1] * fx
            out[(i, j)] = top * (1 - fy) + bottom * fy
    return out


def catmull_rom(points: Sequence[Point], per_segment: int = 24) -> Polyline:
    """A smooth curve through every point (centripetal form not needed at these spacings)."""
    pts = [points[0]] + list(points) + [points[-1]]
    out: Polyline = []
    for k in range(1, len(pts) - 2):
        p0, p1, p2, p3 = pts[k - 1], pts[k], pts[k + 1], pts[k + 2]
        for i in range(per_segment):
            t = i / per_segment
            t2, t3 = t * t, t * t * t
            out.append(tuple(0.5 * (2 * p1[c] + (-p0[c] + p2[c]) * t
                                    + (2 * p0[c] - 5 * p1[c] + 4 * p2[c] - p3[c]) * t2
                                    + (-p0[c] + 3 * p1[c] - 3 * p2[c] + p3[c]) * t3)
                             for c in (0, 1)))  # type: ignore[arg-type]
    out.append(points[-1])
    return out


def meander(line: Polyline, seed: int) -> Polyline:
    """Swing a guide curve from side to side, as lowland rivers do."""
    rng = random.Random(seed)
    lam, phase = rng.uniform(260, 330), rng.uniform(0, 2 * math.pi)
    pts = resample(line, 6.0)
    total, run, out = length(pts), 0.0, [pts[0]]
    for k in range(1, len(pts) - 1):
        run += dist(pts[k - 1], pts[k])
        (px, py), (qx, qy) = pts[k - 1], pts[k + 1]
        span = math.hypot(qx - px, qy - py) or 1.0
        taper = min(1.0, run / 80, (total - run) / 80)
        off = 40 * taper * math.sin(2 * math.pi * run / lam + phase)
        out.append((pts[k][0] - (qy - py) / span * off, pts[k][1] + (qx - px) / span * off))
    out.append(pts[-1])
    return out


def guide_distance(guide: Polyline) -> dict[Tile, float]:
    """Distance from each tile centre to a river's guide curve."""
    return SegmentIndex.of_points(resample(guide, 8.0)).tile_distances()


def river_cost(terrain: Terrain, banks: list[set[Tile]], noise: dict[Tile, float], tile: Tile,
               goals: set[Tile]) -> float:
    """Cost of a river passing through ``tile``: cheap in the open gaps, dear near roads (a
    crossing is a bridge), forbidden near villages and on the shore, dearer within two tiles
    of each river already routed (``banks``: those tiles, one set per river)."""
    if tile in goals:
        return 1.0
    if terrain.masks[tile[1]][tile[0]] != 0 or terrain.village_d[tile] < 95:
        return math.inf
    d_road, d_village = terrain.road_d[tile], terrain.village_d[tile]
    cost = 1.0 + 1.0 * noise[tile]
    margin = min(tile[0], tile[1], MAP_W - 1 - tile[0], MAP_H - 1 - tile[1])
    if margin < 3:  # the map's edge is no valley: leave it at once
        cost += 12.0 * (3 - margin)
    cost += 60.0 if d_road < 20 else 10.0 * math.exp(-(d_road - 20) / 25)
    cost += 6.0 * math.exp(-(d_village - 95) / 50)
    cost += terrain.border_weight.get(tile, 0.0)
    for bank in banks:
        if tile in bank:
            cost += 15.0
    return cost


def bank(path: list[Tile]) -> set[Tile]:
    """The tiles within two tiles of a river's course, each way."""
    return {(i + di, j + dj) for i, j in path for di in range(-2, 3) for dj in range(-2, 3)}


def astar(start: Tile, goals: set[Tile], cost) -> list[Tile]:
    """Cheapest 4-connected path of tiles from start to any goal (costs >= 1, so Manhattan
    distance is an admissible estimate)."""
    def h(t: Tile) -> float:
        return min(abs(t[0] - g[0]) + abs(t[1] - g[1]) for g in goals)

    best = {start: cost(start)}
    came: dict[Tile, Tile] = {}
    heap = [(best[start] + h(start), best[start], start)]
    while heap:
        _, g, here = heapq.heappop(heap)
        if here in goals:
            path = [here]
            while path[-1] in came:
                path.append(came[path[-1]])
            return path[::-1]
        if g > best[here]:
            continue
        for di, dj in ((0, 1), (1, 0), (0, -1), (-1, 0)):
            nxt = (here[0] + di, here[1] + dj)
            if not (0 <= nxt[0] < MAP_W and 0 <= nxt[1] < MAP_H):
                continue
            step = cost(nxt)
            if step == math.inf:
                continue
            if g + step < best.get(nxt, math.inf):
                best[nxt] = g + step
                came[nxt] = here
                heapq.heappush(heap, (g + step + h(nxt), g + step, nxt))
    raise SystemExit(f"rivers: no course from {start} to {sorted(goals)[:3]}...")


def mouth_tile(masks: list[list[int]], y: float) -> Tile:
    """The shore tile nearest height y whose west half is sea (corner mask TL|BL): a river
    arriving from the east opens into the sea there."""
    rows = sorted(range(MAP_H), key=lambda j: abs(j * TILE + TILE / 2 - y))
    for j in rows:
        for i in range(MAP_W):
            if masks[j][i] == ts.TL | ts.BL:
                return (i, j)
    raise SystemExit("rivers: no straight stretch of shore for a river mouth")


def route_rivers(terrain: Terrain) -> tuple[list[River], dict[Tile, int]]:
    """Route every planned river and return them with the river mask of each river tile."""
    noise = value_noise(77, 1.7)
    rivers: list[River] = []
    bits: dict[Tile, int] = {}
    for plan in RIVERS:
        edge, pos = plan.source
        start = {"top": (int(pos // TILE), 0), "bottom": (int(pos // TILE), MAP_H - 1),
                 "right": (MAP_W - 1, int(pos // TILE))}[edge]
        bits[start] = bits.get(start, 0) | {"top": ts.N, "bottom": ts.S, "right": ts.E}[edge]
        kind, target = plan.end
        mouth = None
        if kind == "sea":
            mouth = mouth_tile(terrain.masks, float(target))
            goals = {(mouth[0] + 1, mouth[1])}
        elif kind == "bottom":
            goals = {(int(float(target) // TILE) + k, MAP_H - 1) for k in (-1, 0, 1)}
        else:
            host = next(r for r in rivers if r.name == target)
            goals = set(host.path[4:-4])
        start_px = (start[0] * TILE + 16.0, start[1] * TILE + 16.0)
        if kind == "join":
            last = plan.via[-1]
            end_px = min(((t[0] * TILE + 16.0, t[1] * TILE + 16.0) for t in goals),
                         key=lambda p: dist(p, last))
        else:
            end_px = min(((t[0] * TILE + 16.0, t[1] * TILE + 16.0) for t in goals),
                         key=lambda p: dist(p, plan.via[-1]))
        guide = meander(catmull_rom([start_px, *plan.via, end_px]), hash_text(plan.name))
        near = guide_distance(guide)
        banks = [bank(river.path) for river in rivers]
        costs = {(i, j): river_cost(terrain, banks, noise, (i, j), goals) + 0.2 * near[(i, j)]
                 for j in range(MAP_H) for i in range(MAP_W)}
        path = astar(start, goals, costs.__getitem__)
        if mouth:
            path.append(mouth)
        for a, b in zip(path, path[1:]):
            step = (b[0] - a[0], b[1] - a[1])
            bits[a] = bits.get(a, 0) | BIT_TOWARD[step]
            bits[b] = bits.get(b, 0) | BIT_TOWARD[(-step[0], -step[1])]
        if kind == "bottom":
            bits[path[-1]] |= ts.S
        rivers.append(River(plan.name, path))
    for river in rivers:
        river.line = river_line(river, bits, RIVERS[[p.name for p in RIVERS].index(river.name)])
    return rivers, bits


def river_line(river: River, bits: dict[Tile, int], plan: RiverPlan) -> Polyline:
    """The river's centre line in map pixels, following the painted tiles (for bridges, labels
    and renderers that want to animate the water)."""
    opposite = {ts.N: ts.S, ts.S: ts.N, ts.E: ts.W, ts.W: ts.E}
    entry = {"top": ts.N, "bottom": ts.S, "right": ts.E}[plan.source[0]]
    line: Polyline = []
    path = river.path
    for k, tile in enumerate(path):
        if k + 1 < len(path):
            step = (path[k + 1][0] - tile[0], path[k + 1][1] - tile[1])
            exit_bit = BIT_TOWARD[step]
        elif plan.end[0] == "bottom":
            exit_bit = ts.S
        else:
            exit_bit = None
        mask = bits[tile]
        mid_in = ts._edge_mid(entry)
        if exit_bit is None:
            far = (TILE - mid_in[0], TILE - mid_in[1])
            stroke = [mid_in, (TILE / 2, TILE / 2)] + ([far] if plan.end[0] == "sea" else [])
        elif bin(mask).count("1") == 2:
            stroke = ts.river_skeleton(mask)[0]
            if dist(stroke[0], mid_in) > 1e-6:
                stroke = stroke[::-1]
        else:
            stroke = [mid_in, (TILE / 2, TILE / 2), ts._edge_mid(exit_bit)]
        pts = [(tile[0] * TILE + x, tile[1] * TILE + y) for x, y in stroke]
        line += pts if not line else pts[1:]
        if exit_bit is not None:
            entry = opposite[exit_bit]
    return line


def bridges(roads: dict[tuple[str, str], Polyline], rivers: list[River]
            ) -> list[tuple[str, str, str, Point, float]]:
    """Where each road crosses a river: (from, to, river, point, road angle in degrees)."""
    out = []
    waters = [(river, SegmentIndex.of_lines([river.line])) for river in rivers]
    for (a, b), road in roads.items():
        for river, water in waters:
            for p, q in zip(road, road[1:]):
                for c, d in water.near(p, q):
                    hit = seg_intersection(p, q, c, d)
                    if hit:
                        angle = math.degrees(math.atan2(q[1] - p[1], q[0] - p[0]))
                        out.append((a, b, river.name, hit, angle))
    return out


# --- banners (village name labels) ---------------------------------------------------------------
Rect = tuple[float, float, float, float]  # x, y, w, h


def village_size(principal: bool) -> int:
    return PRINCIPAL_SIZE if principal else VILLAGE_SIZE


def banner_size(name: str, principal: bool) -> tuple[float, float]:
    """A generous estimate of a name banner (renderers may draw them smaller, never larger)."""
    return ((10.0 * len(name) + 26, 24.0) if principal else (8.5 * len(name) + 20, 20.0))


def overlaps(r: Rect, q: Rect) -> bool:
    return r[0] < q[0] + q[2] and q[0] < r[0] + r[2] and r[1] < q[1] + q[3] and q[1] < r[1] + r[3]


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
    rects = {}
    for number, (edge, x) in spots.items():
        y = 4.0 if edge == "top" else PX_H - 4.0 - MITRE_H
        rects[number] = (round(x - MITRE_W / 2), y, float(MITRE_W), float(MITRE_H))
    return rects


# --- ground and relief tiles ---------------------------------------------------------------------
VINEYARDS = ("PAUILLAC", "BLAYE", "CADILLAC", "MÂCON", "BEAUJEU", "TOURNUS")


def clusters(terrain: Terrain, centres: Iterable[Point], river_bits: dict[Tile, int],
             rng: random.Random, size: int, near: tuple[float, float]) -> set[Tile]:
    """A few adjacent tiles per centre, in the ring ``near`` (pixels) around it, as far from
    the roads as that ring allows: the fields or vines of a village."""
    chosen: set[Tile] = set()
    for cx, cy in centres:
        rows = range(max(0, int((cy - near[1]) // TILE) - 1), min(MAP_H, int((cy + near[1]) // TILE) + 2))
        cols = range(max(0, int((cx - near[1]) // TILE) - 1), min(MAP_W, int((cx + near[1]) // TILE) + 2))
        ring = [(i, j) for j in rows for i in cols  # only the tiles whose box the ring reaches
                if near[0] <= dist((i * TILE + 16, j * TILE + 16), (cx, cy)) <= near[1]
                and terrain.masks[j][i] == 0 and (i, j) not in river_bits
                and terrain.road_d[(i, j)] >= 26 and (i, j) not in chosen]
        if not ring:
            continue
        ring.sort(key=lambda t: (-terrain.road_d[t] + rng.uniform(0, 12), t))
        patch = [ring[0]]
        for t in ring[1:]:
            if len(patch) >= size:
                break
            if any(abs(t[0] - p[0]) + abs(t[1] - p[1]) == 1 for p in patch):
                patch.append(t)
        chosen.update(patch)
    return chosen


def ground_layer(terrain: Terrain, where: dict[str, Point], river_bits: dict[Tile, int]
                 ) -> tuple[list[list[int]], set[Tile]]:
    """Local tile ids of the ground: sea and shore from the corner masks; bare plains under the
    roads (so they read cleanly), a patch of strip fields beside each village, varied plains
    elsewhere; now and then a ship at sea. Also returns the field tiles."""
    rng = random.Random(1429)
    fields = clusters(terrain, [where[n] for n in sorted(where)], river_bits, rng, 3, (52.0, 96.0))
    ids = []
    for j in range(MAP_H):
        row = []
        for i in range(MAP_W):
            t, m = (i, j), terrain.masks[j][i]
            roll = rng.random()
            if m == 15:
                tid = ts.SHIP if roll < 0.012 else ts.SEA_SWELL if roll < 0.09 else ts.SEA[roll < 0.5]
            elif m:
                tid = ts.coast_tile(m)
            elif t in fields:
                tid = ts.FIELDS[int(roll * 100) % 2]
            elif terrain.road_d[t] < 22 or roll < 0.45:
                tid = ts.PLAINS[0]
            else:
                tid = ts.PLAINS[1 + int(roll * 1000) % (len(ts.PLAINS) - 1)]
            row.append(tid)
        ids.append(row)
    return ids, fields


def relief_layer(terrain: Terrain, where: dict[str, Point], river_bits: dict[Tile, int],
                 fields: set[Tile], avoid: list[Rect]) -> list[list[int | None]]:
    """Forests, woods, hills and vineyards, only in the gaps: clear of roads, villages, rivers,
    banners and mitres, so nothing hides what a player must read."""
    forest = value_noise(11, 5.0)
    detail = value_noise(12, 2.0)
    hills = value_noise(13, 4.0)
    rng = random.Random(1430)
    vines = clusters(terrain, [where[n] for n in VINEYARDS], river_bits | dict.fromkeys(fields, 0),
                     random.Random(1431), 3, (52.0, 104.0))
    out: list[list[int | None]] = []
    for j in range(MAP_H):
        row: list[int | None] = []
        for i in range(MAP_W):
            t = (i, j)
            roll = rng.random()
            box = (i * TILE, j * TILE, float(TILE), float(TILE))
            clear = (terrain.masks[j][i] == 0 and t not in river_bits and t not in fields
                     and not any(overlaps(box, r) for r in avoid))
            f = 0.75 * forest[t] + 0.25 * detail[t]
            gap = clear and terrain.road_d[t] >= 44 and terrain.village_d[t] >= 110
            tid: int | None = None
            if t in vines:
                tid = ts.VINES[int(roll * 100) % 2]
            elif gap and f > 0.62:
                tid = ts.FOREST[int(roll * 1000) % len(ts.FOREST)]
            elif gap and f > 0.56 and roll < 0.6:
                tid = ts.WOODS[int(roll * 1000) % len(ts.WOODS)]
            elif gap and hills[t] > 0.7 and roll < 0.75:
                tid = ts.HILLS[int(roll * 1000) % len(ts.HILLS)]
            elif clear and terrain.road_d[t] >= 36 and terrain.village_d[t] >= 90 and roll < 0.018:
                tid = ts.WOODS[int(roll * 10000) % len(ts.WOODS)]
            row.append(tid)
        out.append(row)
    return out


# --- labels of the sea and rivers ----------------------------------------------------------------
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


# --- checks on the result ------------------------------------------------------------------------
def point_in_polygon(p: Point, ring: Polyline) -> bool:
    x, y = p
    hit = False
    for (ax, ay), (bx, by) in zip(ring, ring[1:] + ring[:1]):
        if (ay > y) != (by > y) and x < ax + (y - ay) * (bx - ax) / (by - ay):
            hit = not hit
    return hit


# --- TMX writing ---------------------------------------------------------------------------------
def num(value: float) -> str:
    """A coordinate with at most one decimal, the same text on every run."""
    text = f"{round(value, 1):.1f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


class TmxWriter:
    """Writes TMX 1.10 by hand, so that the bytes are stable and the layout is Tiled's own."""

    def __init__(self) -> None:
        self.lines: list[str] = []
        self.next_object = 1
        self.next_layer = 1

    def tile_layer(self, name: str, ids: list[list[int | None]]) -> None:
        self.lines.append(f' <layer id="{self.next_layer}" name="{name}" width="{MAP_W}" '
                          f'height="{MAP_H}">')
        self.next_layer += 1
        self.lines.append('  <data encoding="csv">')
        rows = [",".join(str(0 if t is None else t + 1) for t in row) for row in ids]
        self.lines.append(",\n".join(rows))
        self.lines += ['</data>', ' </layer>']

    def begin_group(self, name: str, colour: str) -> None:
        self.lines.append(f' <objectgroup id="{self.next_layer}" name="{name}" color="{colour}">')
        self.next_layer += 1

    def end_group(self) -> None:
        self.lines.append(' </objectgroup>')

    def obj(self, name: str, kind: str, x: float, y: float, props: dict[str, object],
            shape: str = "", points: Sequence[Point] = (), w: float = 0, h: float = 0) -> None:
        attrs = f'id="{self.next_object}" name={quoteattr(name)} type="{kind}" x="{num(x)}" y="{num(y)}"'
        self.next_object += 1
        if w or h:
            attrs += f' width="{num(w)}" height="{num(h)}"'
        self.lines.append(f'  <object {attrs}>')
        if props:
            self.lines.append('   <properties>')
            for key in sorted(props):
                value = props[key]
                if isinstance(value, bool):
                    typ, text = ' type="bool"', "true" if value else "false"
                elif isinstance(value, int):
                    typ, text = ' type="int"', str(value)
                elif isinstance(value, float):
                    typ, text = ' type="float"', num(value)
                else:
                    typ, text = "", str(value)
                self.lines.append(f'    <property name="{key}"{typ} value={quoteattr(text)}/>')
            self.lines.append('   </properties>')
        if shape == "point":
            self.lines.append('   <point/>')
        elif shape in ("polygon", "polyline"):
            rel = " ".join(f"{num(px - x)},{num(py - y)}" for px, py in points)
            self.lines.append(f'   <{shape} points="{rel}"/>')
        self.lines.append('  </object>')

    def text(self, header_comment: str) -> str:
        head = [
            '<?xml version="1.0" encoding="UTF-8"?>',
            f'<!-- {escape(header_comment)} -->',
            f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" '
            f'renderorder="right-down" width="{MAP_W}" height="{MAP_H}" tilewidth="{TILE}" '
            f'tileheight="{TILE}" infinite="0" backgroundcolor="#e7dab5" '
            f'nextlayerid="{self.next_layer}" nextobjectid="{self.next_object}">',
            f' <tileset firstgid="1" source="{ts.TSX_NAME}"/>',
        ]
        return "\n".join(head + self.lines + ['</map>', ''])


def snap(points: Polyline) -> Polyline:
    """Drop points that rounding to 0.1 px would merge with their predecessor."""
    out: Polyline = []
    for p in points:
        q = (round(p[0], 1), round(p[1], 1))
        if not out or q != out[-1]:
            out.append(q)
    return out


# --- main ----------------------------------------------------------------------------------------
def build(spec: Spec) -> str:
    """The whole map, as TMX text."""
    where = layout(spec)
    roads = road_lines(spec, where)
    check_layout(spec, where, roads)
    masks = corner_masks()
    names = spec.names
    fief_of = [spec.village(n)["fief"] for n in names]
    bishop_of = [spec.village(n)["bishopric"] for n in names]
    terr = partition(spec, where, roads, masks)

    fief_rings = {}
    for fief in spec.fiefs:
        ring = region_polygon(terr, {k for k, f in enumerate(fief_of) if f == fief["name"]},
                              fief["name"])
        fief_rings[fief["name"]] = snap(ring)
    bishop_rings = {}
    for b in spec.bishoprics:
        ring = region_polygon(terr, {k for k, n in enumerate(bishop_of) if n == b["number"]},
                              f"bishopric {b['number']}")
        bishop_rings[b["number"]] = snap(ring)
    for k, name in enumerate(names):
        if not point_in_polygon(where[name], fief_rings[fief_of[k]]):
            raise SystemExit(f"{name} is not inside the outline of its fief")
        if not point_in_polygon(where[name], bishop_rings[bishop_of[k]]):
            raise SystemExit(f"{name} is not inside the outline of its bishopric")
    borders = bishopric_borders(terr, bishop_of)
    spots = mitre_spots(terr, bishop_of, [b["number"] for b in spec.bishoprics])
    mitres = mitre_rects(spots)

    terrain = Terrain(where, roads, masks, border_weights(terr, fief_of, bishop_of))
    rivers, river_bits = route_rivers(terrain)
    crossings = bridges(roads, rivers)
    banners = place_banners(spec, where, roads, masks, list(mitres.values()))
    banner_rects = []
    for v in spec.villages:
        w, h = banner_size(v["name"], v["principal"])
        cx, cy = banners[v["name"]]
        banner_rects.append((cx - w / 2 - 4, cy - h / 2 - 4, w + 8, h + 8))
    avoid = banner_rects + list(mitres.values())
    ground, fields = ground_layer(terrain, where, river_bits)
    relief = relief_layer(terrain, where, river_bits, fields, avoid)
    rivers_ids: list[list[int | None]] = [
        [ts.river_tile(river_bits[(i, j)]) if (i, j) in river_bits else None for i in range(MAP_W)]
        for j in range(MAP_H)]
    labels = water_labels(rivers, roads, avoid)

    out = TmxWriter()
    out.tile_layer("terrain", ground)
    out.tile_layer("rivers", rivers_ids)
    out.tile_layer("relief", relief)

    out.begin_group("fiefs", "#a0522d")
    for fief in spec.fiefs:
        ring = fief_rings[fief["name"]]
        out.obj(fief["name"], "fief", ring[0][0], ring[0][1],
                {"kind": fief["kind"], "color": fief["color"]}, "polygon", ring)
    out.end_group()

    out.begin_group("bishoprics", "#5a1e1e")
    for b in spec.bishoprics:
        ring = bishop_rings[b["number"]]
        out.obj(f"Bishopric {b['number']}", "bishopric", ring[0][0], ring[0][1],
                {"number": int(b["number"]), "principal": b["principal"]}, "polygon", ring)
    for lo, hi, line in borders:
        line = snap(line)
        out.obj(f"Border {lo}-{hi}", "border", line[0][0], line[0][1],
                {"bishopric_a": lo, "bishopric_b": hi}, "polyline", line)
    for b in spec.bishoprics:
        x, y, w, h = mitres[b["number"]]
        out.obj(f"Mitre {b['number']}", "mitre", x, y,
                {"number": int(b["number"]), "edge": spots[b["number"]][0]}, w=w, h=h)
    out.end_group()

    out.begin_group("waterways", "#4a7a8c")
    for river in rivers:
        line = snap(river.line)
        out.obj(river.name, "river", line[0][0], line[0][1], {}, "polyline", line)
    out.end_group()

    out.begin_group("roads", "#785432")
    for (a, b), line in roads.items():
        line = snap(line)
        out.obj(f"{a} - {b}", "road", line[0][0], line[0][1], {"from": a, "to": b},
                "polyline", line)
    out.end_group()

    out.begin_group("bridges", "#3e2e20")
    for a, b, river, p, angle in crossings:
        out.obj(f"{a} - {b} over {river}", "bridge", p[0], p[1],
                {"from": a, "to": b, "river": river, "angle": round(angle, 1)}, "point")
    out.end_group()

    out.begin_group("villages", "#2e2118")
    for v in spec.villages:
        s = village_size(v["principal"])
        x, y = where[v["name"]]
        lx, ly = banners[v["name"]]
        out.obj(v["name"], "village", x - s / 2, y - s / 2,
                {"fief": v["fief"], "bishopric": int(v["bishopric"]),
                 "principal": bool(v["principal"]), "label_x": round(lx, 1),
                 "label_y": round(ly, 1)}, w=s, h=s)
    out.end_group()

    out.begin_group("labels", "#6b5a48")
    for text, style, p, angle in labels:
        out.obj(text, "label", p[0], p[1], {"style": style, "angle": float(angle)}, "point")
    out.end_group()

    print(f"map: {len(roads)} roads, {len(crossings)} bridges, "
          f"{sum(t is not None and t in ts.FOREST for row in relief for t in row)} forest tiles, "
          f"{len(borders)} bishopric borders", file=sys.stderr)
    return out.text("Generated by tools/make_map.py from fief-1429.json; edit the script, "
                    "not this file")


def find_spec() -> Path:
    for path in SPEC_CANDIDATES:
        if path.exists():
            return path
    raise SystemExit("cannot find fief-1429.json; pass --spec")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spec", type=Path, help="the board topology (fief-1429.json)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where to write the .tmx")
    args = parser.parse_args(argv)
    spec = load_spec(args.spec or find_spec())
    text = build(spec)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

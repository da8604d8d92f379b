"""The territory raster: each 4 px cell labelled with the village whose roads (or claims) lie
nearest, found by a multi-source flood over the land, then tidied so that every village's land is
one piece with no pinch points."""
from __future__ import annotations

import heapq
import math
from itertools import groupby
from typing import Sequence

from .board import CELL, GH, GW, MAP_H, MAP_W, SEA_LABEL, TILE, Point, Polyline, sea_at
from .geometry import dist, resample, seg_intersection, split_half
from .layout import CLAIM_ROAD_GAP, CLAIMS, Spec


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
    for (name_a, name_b), line in roads.items():
        first, second = split_half(line)
        for name, half in ((name_a, first), (name_b, second)):
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

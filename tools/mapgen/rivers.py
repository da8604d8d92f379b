"""Rivers routed by A* through the gaps between villages: they avoid villages, keep away from
roads, cross roads (at bridges) and borders rather than follow them."""
from __future__ import annotations

import heapq
import math
import random
from dataclasses import dataclass, field
from typing import Sequence

from . import tiles as ts  # the tile catalogue and the coast field
from .board import CELL, GH, GW, MAP_H, MAP_W, SEA_LABEL, TILE, Point, Polyline, Tile
from .borders import Territories
from .geometry import SegmentIndex, dist, length, resample, seg_intersection
from .noise import hash_text, value_noise


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
        mid_in = ts.edge_mid(entry)
        if exit_bit is None:
            far = (TILE - mid_in[0], TILE - mid_in[1])
            stroke = [mid_in, (TILE / 2, TILE / 2)] + ([far] if plan.end[0] == "sea" else [])
        elif bin(mask).count("1") == 2:
            stroke = ts.river_skeleton(mask)[0]
            if dist(stroke[0], mid_in) > 1e-6:
                stroke = stroke[::-1]
        else:
            stroke = [mid_in, (TILE / 2, TILE / 2), ts.edge_mid(exit_bit)]
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

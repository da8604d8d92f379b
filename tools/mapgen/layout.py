"""Where the villages and roads go: the hand-chosen offsets, the land claims beyond the roads,
the JSON topology (``Spec``), the bent road polylines, and the checks that refuse a layout
that would mislead a player."""
from __future__ import annotations

import json
import math
import random
from dataclasses import dataclass
from pathlib import Path

from .board import Point, Polyline
from .geometry import SegmentIndex, dist, poly_dist, seg_intersection

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
            for p, q in zip(l1, l1[1:]):
                for c, d in lanes[r2].near(p, q):
                    if seg_intersection(p, q, c, d):
                        raise SystemExit(f"layout: roads {r1} and {r2} cross")

"""The whole map from the topology: every step in order, checked, written as TMX text."""
from __future__ import annotations

import sys

from . import tiles as ts  # the tile catalogue and the coast field
from .board import MAP_H, MAP_W, corner_masks
from .borders import bishopric_borders, mitre_spots, partition, region_polygon
from .geometry import point_in_polygon
from .ground import ground_layer, relief_layer
from .labels import banner_size, mitre_rects, place_banners, village_size, water_labels
from .layout import Spec, check_layout, layout, road_lines
from .rivers import Terrain, border_weights, bridges, route_rivers
from .tmx import TmxWriter, snap


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
    for bishopric in spec.bishoprics:
        number = bishopric["number"]
        ring = region_polygon(terr, {k for k, n in enumerate(bishop_of) if n == number},
                              f"bishopric {number}")
        bishop_rings[number] = snap(ring)
    for k, name in enumerate(names):
        if not point_in_polygon(where[name], fief_rings[fief_of[k]]):
            raise SystemExit(f"{name} is not inside the outline of its fief")
        if not point_in_polygon(where[name], bishop_rings[bishop_of[k]]):
            raise SystemExit(f"{name} is not inside the outline of its bishopric")
    borders = bishopric_borders(terr, bishop_of)
    spots = mitre_spots(terr, bishop_of, [bishopric["number"] for bishopric in spec.bishoprics])
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
    for bishopric in spec.bishoprics:
        ring = bishop_rings[bishopric["number"]]
        out.obj(f"Bishopric {bishopric['number']}", "bishopric", ring[0][0], ring[0][1],
                {"number": int(bishopric["number"]), "principal": bishopric["principal"]},
                "polygon", ring)
    for lo, hi, line in borders:
        line = snap(line)
        out.obj(f"Border {lo}-{hi}", "border", line[0][0], line[0][1],
                {"bishopric_a": lo, "bishopric_b": hi}, "polyline", line)
    for bishopric in spec.bishoprics:
        number = bishopric["number"]
        x, y, w, h = mitres[number]
        out.obj(f"Mitre {number}", "mitre", x, y,
                {"number": int(number), "edge": spots[number][0]}, w=w, h=h)
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
    for a, b, water, p, angle in crossings:
        out.obj(f"{a} - {b} over {water}", "bridge", p[0], p[1],
                {"from": a, "to": b, "river": water, "angle": round(angle, 1)}, "point")
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

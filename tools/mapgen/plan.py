"""Every step of the generator run in order on the topology, and checked: the result is a
``MapPlan``, everything the map shows with its place decided, which ``write`` turns into TMX."""
from __future__ import annotations

from dataclasses import dataclass

from . import tiles as ts  # the tile catalogue and the coast field
from .board import MAP_H, MAP_W, Point, Polyline, Rect, corner_masks
from .borders import Territories, bishopric_borders, mitre_spots, partition, region_polygon
from .geometry import point_in_polygon
from .ground import ground_layer, relief_layer
from .labels import banner_size, mitre_rects, place_banners, water_labels
from .layout import Spec, check_layout, layout, road_lines
from .rivers import River, Terrain, border_weights, bridges, route_rivers
from .tmx import snap


@dataclass
class MapPlan:
    """What the map shows, each piece placed: the tile layers and the objects of every group."""
    spec: Spec
    where: dict[str, Point]
    roads: dict[tuple[str, str], Polyline]
    fief_rings: dict[str, Polyline]
    bishop_rings: dict[int, Polyline]
    borders: list[tuple[int, int, Polyline]]
    spots: dict[int, tuple[str, float]]
    mitres: dict[int, Rect]
    rivers: list[River]
    crossings: list[tuple[str, str, str, Point, float]]
    banners: dict[str, Point]
    ground: list[list[int]]
    rivers_ids: list[list[int | None]]
    relief: list[list[int | None]]
    labels: list[tuple[str, str, Point, float]]


def region_rings(spec: Spec, terr: Territories, where: dict[str, Point], fief_of: list[str],
                 bishop_of: list[int]) -> tuple[dict[str, Polyline], dict[int, Polyline]]:
    """The outline of every fief and bishopric, refused if a village falls outside its own."""
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
    for k, name in enumerate(spec.names):
        if not point_in_polygon(where[name], fief_rings[fief_of[k]]):
            raise SystemExit(f"{name} is not inside the outline of its fief")
        if not point_in_polygon(where[name], bishop_rings[bishop_of[k]]):
            raise SystemExit(f"{name} is not inside the outline of its bishopric")
    return fief_rings, bishop_rings


def banner_boxes(spec: Spec, banners: dict[str, Point]) -> list[Rect]:
    """Each name banner with a 4 px margin: forests and water labels keep out of them."""
    boxes = []
    for v in spec.villages:
        w, h = banner_size(v["name"], v["principal"])
        cx, cy = banners[v["name"]]
        boxes.append((cx - w / 2 - 4, cy - h / 2 - 4, w + 8, h + 8))
    return boxes


def plan_map(spec: Spec) -> MapPlan:
    """The whole map decided: layout, territories, rivers, labels, then the tile layers."""
    where = layout(spec)
    roads = road_lines(spec, where)
    check_layout(spec, where, roads)
    masks = corner_masks()
    fief_of = [spec.village(n)["fief"] for n in spec.names]
    bishop_of = [spec.village(n)["bishopric"] for n in spec.names]
    terr = partition(spec, where, roads, masks)
    fief_rings, bishop_rings = region_rings(spec, terr, where, fief_of, bishop_of)
    borders = bishopric_borders(terr, bishop_of)
    spots = mitre_spots(terr, bishop_of, [bishopric["number"] for bishopric in spec.bishoprics])
    mitres = mitre_rects(spots)

    terrain = Terrain(where, roads, masks, border_weights(terr, fief_of, bishop_of))
    rivers, river_bits = route_rivers(terrain)
    crossings = bridges(roads, rivers)
    banners = place_banners(spec, where, roads, masks, list(mitres.values()))
    avoid = banner_boxes(spec, banners) + list(mitres.values())
    ground, fields = ground_layer(terrain, where, river_bits)
    relief = relief_layer(terrain, where, river_bits, fields, avoid)
    rivers_ids: list[list[int | None]] = [
        [ts.river_tile(river_bits[(i, j)]) if (i, j) in river_bits else None for i in range(MAP_W)]
        for j in range(MAP_H)]
    labels = water_labels(rivers, roads, avoid)
    return MapPlan(spec, where, roads, fief_rings, bishop_rings, borders, spots, mitres, rivers,
                   crossings, banners, ground, rivers_ids, relief, labels)

"""The marks the piece layer draws off the villages: groups waiting on a road between two
villages, the Disasters, Fortunes and Tithes by their bishopric's mitre, and each fief's title
seal with its Tallages; and where a fief's seal lies (``fief_centres``).

Functions of the layer (``MarkLayer``: its view, its sprite cache, its colours and sizes), so
that ``pieces.py`` keeps the villages' own sprites."""
from __future__ import annotations

import math
from collections.abc import Mapping
from typing import Any, Iterable, Protocol

import pygame

from game.shell import palette as pal
from game.fief.render.camera import Camera
from game.fief.render.icons import disaster_card, fief_seal, stack_chip, tax_marker
from game.fief.render.sprites import Colour, Item, Sprite, dashed_rect, plain_sprite
from game.fief.render.tiledmap import BoardMap, Village


class MarkLayer(Protocol):
    """What the marks need of the piece layer."""

    board: BoardMap
    renderer: Any
    view: Mapping[str, Any]
    sprites: dict[tuple[Any, ...], Sprite]
    villages: dict[str, Village]
    centres: dict[str, tuple[float, float]]
    lords_at: dict[tuple[str, str | None], list[dict[str, Any]]]
    colourblind: bool
    scale: float

    def unit(self, zoom: float) -> float: ...

    def rgb(self, seat: int | None) -> Colour: ...

    def colour(self, seat: int | None) -> str: ...

    def patterned(self, image: pygame.Surface, seat: int | None) -> pygame.Surface: ...

    def blit(self, surface: pygame.Surface, sprite: Sprite, at: tuple[float, float]) -> None: ...

    def lord_row(self, lords: list[dict[str, Any]],
                 token: int) -> list[tuple[pygame.Surface, str, tuple[Any, ...], list[str]]]: ...


def draw_roads(layer: MarkLayer, surface: pygame.Surface, camera: Camera) -> None:
    zoom = camera.zoom
    u = layer.unit(zoom)
    token = max(14, round(24 * u))
    chip_h = max(15, round(22 * u))
    waiting: dict[tuple[str, str], dict[str, Any]] = {}
    for name, data in layer.view.get("villages", {}).items():
        for stack in data.get("stacks", []):
            if stack.get("road"):
                waiting.setdefault((name, stack["road"]), {"stacks": [], "lords": []})["stacks"].append(stack)
    for (name, road), lords in layer.lords_at.items():
        if road:
            waiting.setdefault((name, road), {"stacks": [], "lords": []})["lords"].extend(lords)
    for (name, road), group in sorted(waiting.items()):
        village, other = layer.villages.get(name), layer.villages.get(road)
        if village is None or other is None:
            continue
        key = ("road", name, road, round(zoom, 5), repr(group), layer.colourblind, layer.scale)
        sprite = layer.sprites.get(key)
        if sprite is None:
            sprite = road_sprite(layer, name, road, group, token, chip_h)
            layer.sprites[key] = sprite
        dx, dy = other.x - village.x, other.y - village.y
        dist = math.hypot(dx, dy) or 1.0
        half = layer.renderer.village_half(village, zoom)
        along = min(0.45, (half + token * 1.6) / (dist * zoom))
        wx, wy = village.x + dx * along, village.y + dy * along
        layer.blit(surface, sprite, camera.world_to_screen(wx, wy))


def road_sprite(layer: MarkLayer, village: str, road: str, group: dict[str, Any], token: int,
                 chip_h: int) -> Sprite:
    items: list[Item] = []
    row = layer.lord_row(group["lords"], token)
    width = sum(img.get_width() for img, *_ in row) + max(0, len(row) - 1) * 2
    x = -width / 2
    for image, kind, key, badges in row:
        items.append((image, (x, -token), kind, key))
        x += image.get_width() + 2
    chips = [(layer.patterned(stack_chip(layer.colour(s["player"]), layer.rgb(s["player"]),
                                         s.get("knights", 0), s.get("men", 0), s.get("counters", 0),
                                         chip_h, True), s["player"]), s)
             for s in group["stacks"]]
    width = sum(c.get_width() for c, _ in chips) + max(0, len(chips) - 1) * 3
    x = -width / 2
    for chip, stack in chips:
        items.append((chip, (x, 2), "stack", (village, stack["player"], road)))
        x += chip.get_width() + 3
    if not items:
        return Sprite(pygame.Surface((1, 1), pygame.SRCALPHA), (0, 0))
    return plain_sprite(items, 4, framed)


def framed(image: pygame.Surface) -> None:
    """A waiting group's backdrop: pale parchment edged with dashes."""
    frame = image.get_rect()
    pygame.draw.rect(image, (*pal.PARCHMENT_LIGHT, 150), frame, border_radius=6)
    dashed_rect(image, pal.INK_SOFT, frame)


def payers_of(layer: MarkLayer, kind: str) -> dict[str, list[int]]:
    """The seats levying a Tax of ``kind`` (tithe, tallage), by its target."""
    payers: dict[str, list[int]] = {}
    for tax in layer.view.get("taxes", []):
        if tax.get("kind") == kind:
            payers.setdefault(str(tax.get("target")), []).append(tax.get("player"))
    return payers


def tax_row(layer: MarkLayer, items: list[Item], payers: list[int], x: float, size: int,
            what: tuple[str, str]) -> None:
    """The Tax markers of ``payers`` in a row from ``x``, beside a mitre or a seal."""
    for seat in payers:
        image = tax_marker(layer.rgb(seat), layer.colour(seat), max(12, round(size * 0.6)))
        items.append((image, (x, -image.get_height() / 2), "tax", (*what, seat)))
        x += image.get_width() + 2


def draw_bishoprics(layer: MarkLayer, surface: pygame.Surface, camera: Camera) -> None:
    disasters = layer.view.get("disasters", {})
    fortunes = layer.view.get("fortunes", {})
    tithes = payers_of(layer, "tithe")
    u = layer.unit(camera.zoom)
    size = max(18, round(30 * u))
    for mitre in layer.board.mitres:
        number = str(mitre.number)
        cards = list(disasters.get(number, [])) + list(fortunes.get(number, []))
        payers = tithes.get(number, []) + tithes.get("all", [])
        if not cards and not payers:
            continue
        key = ("mitre", number, tuple(cards), tuple(payers), size, layer.colourblind)
        sprite = layer.sprites.get(key)
        if sprite is None:
            items: list[Item] = []
            x = 0.0
            for card in cards:
                image = disaster_card(card, size)
                items.append((image, (x, -size / 2), "bishopric", (number, card)))
                x += image.get_width() + 2
            tax_row(layer, items, payers, x, size, ("tithe", number))
            sprite = plain_sprite(items)
            layer.sprites[key] = sprite
        height = mitre.height or layer.renderer.spacing * 0.2
        sx, sy = camera.world_to_screen(mitre.x, mitre.y)
        layer.blit(surface, sprite, (sx + max(height * camera.zoom, 26) * 0.45 + 4, sy))


def draw_fiefs(layer: MarkLayer, surface: pygame.Surface, camera: Camera) -> None:
    titles = layer.view.get("titles", {})
    fiefs = titles.get("fiefs", {})
    lords = {l["name"]: l for l in layer.view.get("lords", [])}
    tallages = payers_of(layer, "tallage")
    u = layer.unit(camera.zoom)
    size = max(16, round(26 * u))
    for fief in layer.board.fiefs:
        if fief.name not in fiefs or fief.name not in layer.centres:
            continue
        holder = fiefs.get(fief.name)
        owner = lords.get(holder, {}).get("owner") if holder else None
        payers = tallages.get(fief.name, [])
        key = ("fief", fief.name, owner, tuple(payers), size, layer.colourblind)
        sprite = layer.sprites.get(key)
        if sprite is None:
            seal = fief_seal(fief.kind, layer.rgb(owner) if owner is not None else None, size)
            items: list[Item] = [
                (seal, (-size / 2, -size / 2), "fief", (fief.name,))]
            tax_row(layer, items, payers, size / 2 + 2, size, ("tallage", fief.name))
            sprite = plain_sprite(items)
            layer.sprites[key] = sprite
        cx, cy = layer.centres[fief.name]
        layer.blit(surface, sprite, camera.world_to_screen(cx, cy))


def fief_centres(board: BoardMap) -> dict[str, tuple[float, float]]:
    """Where a fief's title counter lies: the middle of its villages, pulled toward the centroid
    of its area so it does not sit on a village."""
    out = {}
    for fief in board.fiefs:
        villages = [v for v in board.villages if v.fief == fief.name]
        if not villages:
            continue
        mx = sum(v.x for v in villages) / len(villages)
        my = sum(v.y for v in villages) / len(villages)
        if len(fief.points) >= 3:
            px, py = polygon_centroid(fief.points)
            mx, my = (mx + px) / 2, (my + py) / 2
        nearest = min(villages, key=lambda v: math.hypot(v.x - mx, v.y - my))
        d = math.hypot(nearest.x - mx, nearest.y - my)
        if d < 60:  # too close to a village: step aside
            dx, dy = (mx - nearest.x, my - nearest.y) if d > 1 else (1.0, 0.0)
            norm = math.hypot(dx, dy) or 1.0
            mx, my = nearest.x + dx / norm * 70, nearest.y + dy / norm * 70
        out[fief.name] = (mx, my)
    return out


def polygon_centroid(points: Iterable[tuple[float, float]]) -> tuple[float, float]:
    pts = list(points)
    area = cx = cy = 0.0
    for (x0, y0), (x1, y1) in zip(pts, pts[1:] + pts[:1]):
        cross = x0 * y1 - x1 * y0
        area += cross
        cx += (x0 + x1) * cross
        cy += (y0 + y1) * cross
    if abs(area) < 1e-9:
        return (sum(p[0] for p in pts) / len(pts), sum(p[1] for p in pts) / len(pts))
    return (cx / (3 * area), cy / (3 * area))

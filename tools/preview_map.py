#!/usr/bin/env python3
"""Render ``maps/fief.tmx`` to a PNG, to look at the generated map without the game.

This is a deliberately plain renderer (the game's own is in ``game/fief/render/``): it shows that the
map carries everything a renderer needs, in the way a renderer would read it through pytmx:
tile layers, fief areas filled with their colour, bishopric borders drawn thick with their mitres,
rivers and bridges, roads, village squares (larger for principal villages) and name banners.

Usage: ``.venv/bin/python tools/preview_map.py [--map maps/fief.tmx] [--out docs/map-preview.png]
[--scale 0.75]``
"""
from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402
import pytmx  # noqa: E402
from pytmx.util_pygame import load_pygame  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
INK = (46, 33, 24)
ROAD = (112, 76, 44)
ROAD_EDGE = (70, 50, 30)
PAPER = (241, 232, 206)
BISHOP = (92, 24, 30)
FONT_FILES = ("/usr/share/fonts/truetype/dejavu/DejaVuSerif-Bold.ttf",
              "/usr/share/fonts/truetype/dejavu/DejaVuSerif-Italic.ttf")


def font(bold: bool, size: int) -> pygame.font.Font:
    path = FONT_FILES[0 if bold else 1]
    return pygame.font.Font(path if Path(path).exists() else None, size)


def hex_colour(text: str) -> tuple[int, int, int]:
    text = text.lstrip("#")
    return tuple(int(text[k:k + 2], 16) for k in (0, 2, 4))  # type: ignore[return-value]


def objects(tmx: pytmx.TiledMap, kind: str) -> list[pytmx.TiledObject]:
    return [o for o in tmx.objects if o.type == kind]


def draw_tiles(surface: pygame.Surface, tmx: pytmx.TiledMap) -> None:
    for layer in tmx.visible_layers:
        if isinstance(layer, pytmx.TiledTileLayer):
            for x, y, image in layer.tiles():
                surface.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))


def draw_fiefs(surface: pygame.Surface, tmx: pytmx.TiledMap) -> None:
    """Fief areas as a wash of their colour with a darker hem along the inside of the border."""
    wash = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    for fief in objects(tmx, "fief"):
        colour = hex_colour(fief.properties["color"])
        pts = [(p.x, p.y) for p in fief.points]
        pygame.draw.polygon(wash, (*colour, 62), pts)
        pygame.draw.lines(wash, (*colour, 190), True, pts, 7)
    surface.blit(wash, (0, 0))


def draw_bishoprics(surface: pygame.Surface, tmx: pytmx.TiledMap) -> None:
    """Bishopric borders: a thick dark line with a pale core, like an engraved boundary."""
    for border in objects(tmx, "border"):
        pts = [(p.x, p.y) for p in border.points]
        pygame.draw.lines(surface, BISHOP, False, pts, 7)
        for p in pts:
            pygame.draw.circle(surface, BISHOP, p, 3)
        pygame.draw.lines(surface, (214, 170, 150), False, pts, 2)
    for mitre in objects(tmx, "mitre"):
        draw_mitre(surface, mitre)


def draw_mitre(surface: pygame.Surface, mitre: pytmx.TiledObject) -> None:
    x, y, w, h = mitre.x, mitre.y, mitre.width, mitre.height
    shape = [(x + 4, y + h - 4), (x + 4, y + h * 0.38), (x + w * 0.28, y + h * 0.12),
             (x + w / 2, y + h * 0.24), (x + w * 0.72, y + h * 0.12), (x + w - 4, y + h * 0.38),
             (x + w - 4, y + h - 4)]
    shape = [(px, py) for px, py in shape]
    pygame.draw.polygon(surface, (236, 226, 200), shape)
    pygame.draw.polygon(surface, BISHOP, shape, 3)
    pygame.draw.line(surface, (181, 139, 52), (x + w / 2, y + h * 0.26), (x + w / 2, y + h - 5), 3)
    label = font(True, 24).render(str(mitre.properties["number"]), True, BISHOP)
    surface.blit(label, label.get_rect(center=(x + w / 2, y + h * 0.64)))


def draw_roads(surface: pygame.Surface, tmx: pytmx.TiledMap) -> None:
    for road in objects(tmx, "road"):
        pts = [(p.x, p.y) for p in road.points]
        pygame.draw.lines(surface, ROAD_EDGE, False, pts, 9)
        for p in pts:
            pygame.draw.circle(surface, ROAD_EDGE, p, 4)
    for road in objects(tmx, "road"):
        pts = [(p.x, p.y) for p in road.points]
        pygame.draw.lines(surface, (214, 190, 140), False, pts, 5)
        for p in pts:
            pygame.draw.circle(surface, (214, 190, 140), p, 2)
    for bridge in objects(tmx, "bridge"):
        a = math.radians(bridge.properties["angle"])
        dx, dy = math.cos(a), math.sin(a)
        nx, ny = -dy, dx
        for side in (-1, 1):
            cx, cy = bridge.x + nx * side * 7, bridge.y + ny * side * 7
            pygame.draw.line(surface, INK, (cx - dx * 11, cy - dy * 11), (cx + dx * 11, cy + dy * 11), 3)


def draw_villages(surface: pygame.Surface, tmx: pytmx.TiledMap) -> None:
    fiefs = {f.name: hex_colour(f.properties["color"]) for f in objects(tmx, "fief")}
    for v in objects(tmx, "village"):
        rect = pygame.Rect(round(v.x), round(v.y), round(v.width), round(v.height))
        pygame.draw.rect(surface, (0, 0, 0), rect.move(3, 3))
        pygame.draw.rect(surface, PAPER, rect)
        pygame.draw.rect(surface, fiefs[v.properties["fief"]], rect.inflate(-8, -8))
        pygame.draw.rect(surface, INK, rect, 3)
        principal = v.properties["principal"]
        text = font(True, 15 if principal else 12).render(v.name, True, INK)
        box = text.get_rect(center=(v.properties["label_x"], v.properties["label_y"]))
        banner = box.inflate(14 if principal else 10, 6 if principal else 4)
        pygame.draw.rect(surface, (246, 238, 216), banner, border_radius=3)
        pygame.draw.rect(surface, (181, 139, 52) if principal else INK, banner,
                         3 if principal else 1, border_radius=3)
        surface.blit(text, box)


def draw_labels(surface: pygame.Surface, tmx: pytmx.TiledMap) -> None:
    for label in objects(tmx, "label"):
        sea = label.properties["style"] == "sea"
        text = font(False, 26 if sea else 15).render(label.name, True, (52, 82, 92))
        text = pygame.transform.rotate(text, -label.properties["angle"])
        surface.blit(text, text.get_rect(center=(label.x, label.y)))


def render(path: Path) -> pygame.Surface:
    pygame.display.init()
    pygame.font.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    tmx = load_pygame(str(path))
    surface = pygame.Surface((tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight))
    surface.fill(hex_colour(tmx.background_color or "#e7dab5"))
    draw_tiles(surface, tmx)
    draw_fiefs(surface, tmx)
    draw_bishoprics(surface, tmx)
    draw_labels(surface, tmx)
    draw_roads(surface, tmx)
    draw_villages(surface, tmx)
    return surface


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--map", type=Path, default=ROOT / "maps" / "fief.tmx")
    parser.add_argument("--out", type=Path, default=ROOT / "docs" / "map-preview.png")
    parser.add_argument("--scale", type=float, default=0.75)
    args = parser.parse_args(argv)
    image = render(args.map)
    if args.scale != 1:
        size = (round(image.get_width() * args.scale), round(image.get_height() * args.scale))
        image = pygame.transform.smoothscale(image, size)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    pygame.image.save(image, str(args.out))
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

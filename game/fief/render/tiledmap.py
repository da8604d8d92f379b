"""The Tiled board map, read with pytmx into plain values the renderer and scenes use.

The map is the one source of the board's topology (DESIGN principle 3); the engine reads the
same file with the standard library. Here we keep what drawing needs: the terrain tiles and,
from the objects (recognised by their Tiled type, else by their layer), fief areas, bishopric
areas, borders and mitres, villages with their banner positions, roads, bridges and the names
of the sea and rivers. Missing or odd values fall back rather than fail, so a map being edited
still opens.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame
from pytmx import TiledImageLayer, TiledObjectGroup, TiledTileLayer
from pytmx.util_pygame import load_pygame

from game.shell.palette import Colour, parse_hex

log = logging.getLogger(__name__)
Point = tuple[float, float]


@dataclass(frozen=True)
class Village:
    """A village of the map: its fief, bishopric and centre in map pixels."""

    name: str
    fief: str
    bishopric: int
    principal: bool
    x: float  # centre
    y: float
    size: float = 0.0  # side of the square in map pixels (0: the renderer chooses)
    label: Point | None = None  # centre of the name banner, if the map places it


@dataclass(frozen=True)
class Fief:
    """A duchy or county: the outline its colour fills."""

    name: str
    kind: str
    colour: Colour
    points: tuple[Point, ...]


@dataclass(frozen=True)
class Bishopric:
    """A bishopric's outline and the village that heads it."""

    number: int
    principal: str
    points: tuple[Point, ...]


@dataclass(frozen=True)
class Border:
    """A stretch of bishopric border, drawn as a thick line."""

    points: tuple[Point, ...]
    closed: bool = False


@dataclass(frozen=True)
class Mitre:
    """Where a bishopric's mitre is drawn."""

    number: int
    x: float  # centre
    y: float
    height: float = 0.0


@dataclass(frozen=True)
class Road:
    """A road between two villages, as the polyline drawn."""

    start: str
    end: str
    points: tuple[Point, ...]


@dataclass(frozen=True)
class Bridge:
    """A bridge where a road crosses a river."""

    x: float
    y: float
    angle: float  # direction of the road, degrees, clockwise from east (screen axes)


@dataclass(frozen=True)
class MapLabel:
    """A name written on the map (a sea, a river...), with its style and slant."""

    text: str
    style: str  # "sea", "river", ...
    x: float
    y: float
    angle: float


@dataclass
class BoardMap:
    """Everything read from the Tiled map that the board draws."""

    width: int  # pixels at zoom 1
    height: int
    terrain: pygame.Surface | None
    villages: list[Village] = field(default_factory=list)
    fiefs: list[Fief] = field(default_factory=list)
    bishoprics: list[Bishopric] = field(default_factory=list)
    borders: list[Border] = field(default_factory=list)
    mitres: list[Mitre] = field(default_factory=list)
    roads: list[Road] = field(default_factory=list)
    bridges: list[Bridge] = field(default_factory=list)
    labels: list[MapLabel] = field(default_factory=list)

    def village(self, name: str) -> Village | None:
        for village in self.villages:
            if village.name == name:
                return village
        return None

    def fief(self, name: str) -> Fief | None:
        for fief in self.fiefs:
            if fief.name == name:
                return fief
        return None


def load_board_map(path: Path | str) -> BoardMap:
    """Load the .tmx (a display mode must be set: pytmx converts the tile images)."""

    tmx = load_pygame(str(path), allow_duplicate_names=True)
    width, height = tmx.width * tmx.tilewidth, tmx.height * tmx.tileheight
    board = BoardMap(width=width, height=height, terrain=None)
    terrain = pygame.Surface((width, height)).convert()
    terrain.fill(parse_hex(tmx.background_color or "", (226, 214, 182)))
    drew_terrain = False
    for layer in tmx.visible_layers:
        if isinstance(layer, TiledTileLayer):
            for x, y, image in layer.tiles():
                terrain.blit(image, (x * tmx.tilewidth, y * tmx.tileheight))
            drew_terrain = True
        elif isinstance(layer, TiledImageLayer) and layer.image is not None:
            terrain.blit(layer.image, (_num(getattr(layer, "offsetx", 0)),
                                       _num(getattr(layer, "offsety", 0))))
            drew_terrain = True
    for layer in tmx.layers:
        if isinstance(layer, TiledObjectGroup):
            for obj in layer:
                _read_object(board, str(layer.name or "").lower(), obj)
    if not board.borders:  # no separate border lines: outline the bishoprics instead
        board.borders = [Border(b.points, True) for b in board.bishoprics]
    board.terrain = terrain if drew_terrain else None
    log.info("map %s: %dx%d px, %d villages, %d fiefs, %d roads", path, width, height,
             len(board.villages), len(board.fiefs), len(board.roads))
    return board


def _kind_of(layer: str, obj: Any, props: dict[str, Any]) -> str:
    """The object's Tiled type, or one guessed from its layer and shape for untyped objects."""
    kind = str(getattr(obj, "type", None) or props.get("type") or "").lower()
    if kind:
        return kind
    shape = bool(getattr(obj, "points", None))
    closed = bool(getattr(obj, "closed", False))
    if layer.startswith("bishopric"):
        if not shape:
            return "mitre"
        return "bishopric" if closed and "number" in props else "border"
    for prefix, guess in (("fief", "fief"), ("village", "village"), ("road", "road"),
                          ("bridge", "bridge"), ("label", "label"), ("mitre", "mitre")):
        if layer.startswith(prefix):
            return guess
    return ""


def _read_object(board: BoardMap, layer: str, obj: Any) -> None:
    props = dict(getattr(obj, "properties", {}) or {})
    kind = _kind_of(layer, obj, props)
    name = str(props.get("name") or getattr(obj, "name", None) or "")
    if kind == "mitre":
        x, y = _centre(obj)
        board.mitres.append(Mitre(_int(props.get("number")), x, y, _num(obj.height)))
    elif kind == "fief":
        colour = parse_hex(props.get("color") or props.get("colour") or "")
        board.fiefs.append(Fief(name, str(props.get("kind", "")), colour, _points(obj)))
    elif kind == "bishopric":
        board.bishoprics.append(Bishopric(_int(props.get("number")),
                                          str(props.get("principal", "")), _points(obj)))
    elif kind == "border":
        board.borders.append(Border(_points(obj), bool(getattr(obj, "closed", False))))
    elif kind == "village":
        x, y = _centre(obj)
        label = None
        if "label_x" in props and "label_y" in props:
            label = (_num(props["label_x"]), _num(props["label_y"]))
        board.villages.append(Village(name, str(props.get("fief", "")),
                                      _int(props.get("bishopric")),
                                      _truthy(props.get("principal")), x, y,
                                      _num(obj.width), label))
    elif kind == "road":
        board.roads.append(Road(str(props.get("from", "")), str(props.get("to", "")),
                                _points(obj)))
    elif kind == "bridge":
        board.bridges.append(Bridge(_num(obj.x), _num(obj.y), _num(props.get("angle"))))
    elif kind == "label":
        board.labels.append(MapLabel(name, str(props.get("style", "")), _num(obj.x),
                                     _num(obj.y), _num(props.get("angle"))))


def _points(obj: Any) -> tuple[Point, ...]:
    points = getattr(obj, "points", None)
    if points:
        return tuple((float(p[0]), float(p[1])) for p in points)
    return tuple((float(p[0]), float(p[1])) for p in obj.as_points)


def _centre(obj: Any) -> Point:
    return (float(obj.x) + float(obj.width or 0) / 2, float(obj.y) + float(obj.height or 0) / 2)


def _num(value: Any) -> float:
    try:
        return float(value)
    except (TypeError, ValueError):
        return 0.0


def _int(value: Any) -> int:
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0


def _truthy(value: Any) -> bool:
    if isinstance(value, str):
        return value.strip().lower() in ("true", "1", "yes")
    return bool(value)

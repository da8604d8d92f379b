"""Helpers for the client's tests and benchmark: a headless app of the collection's games,
frames, a small Tiled map.

The small map is written on the fly (tiles, fiefs, bishopric borders, mitres, villages, roads,
in the layout tools/make_map.py uses) so the board's tests do not depend on the real board,
which other work changes.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Iterable

import pygame

from game.clients import COLLECTION
from game.fief.render.map_library import SHARED, MapLibrary
from game.shell import i18n
from game.shell.app import App, build_stack
from game.shell.settings import Settings


def make_app(size: tuple[int, int] = (1600, 900), scene: str = "title",
             map_file: Path | None = None, settings: Settings | None = None,
             maps: MapLibrary | None = None):
    """An App on the current (usually dummy) video driver, with ``scene`` open; ``maps``
    shares the boards already read and drawn by other apps (the test session's library)."""

    i18n.set_language((settings or Settings()).language)
    shared = {SHARED: maps} if maps is not None else None
    app = App(settings or Settings(), clients=COLLECTION, size=size, fullscreen=False,
              map_file=map_file, shared=shared)
    pygame.event.clear()
    build_stack(app, scene)
    return app


def pump(app, frames: int = 1, dt: float = 1 / 60) -> None:
    """Run frames: posted events are handled, scenes updated and drawn."""
    for _ in range(frames):
        app.frame(dt)


VILLAGES = (  # name, fief, bishopric, principal, x, y, shape
    ("ALBI", "County of ALBI", 1, True, 400, 300, "rect"),
    ("BRIVE", "County of ALBI", 1, False, 800, 280, "point"),
    ("CAHORS", "County of ALBI", 2, False, 420, 760, "rect"),
    ("ÉVREUX", "Duchy of ÉVREUX", 2, True, 1300, 320, "point"),
    ("DAX", "Duchy of ÉVREUX", 2, False, 1500, 800, "rect"),
    ("FOIX", "Duchy of ÉVREUX", 2, False, 1100, 1000, "point"),
)
ROADS = (("ALBI", "BRIVE"), ("ALBI", "CAHORS"), ("BRIVE", "ÉVREUX"), ("ÉVREUX", "DAX"),
         ("DAX", "FOIX"), ("CAHORS", "FOIX"))


def write_test_map(folder: Path, tiles: tuple[int, int] = (60, 40)) -> Path:
    """A 1920x1280 (by default) board with 6 villages in 2 fiefs and 2 bishoprics."""
    folder.mkdir(parents=True, exist_ok=True)
    _tileset_png(folder / "test_terrain.png")
    w, h = tiles
    rows = [",".join(str(1 + (x // 7 + y // 5) % 2) for x in range(w)) for y in range(h)]
    pos = {v[0]: (v[4], v[5]) for v in VILLAGES}
    half = w * 32 // 2
    objects = [
        '<objectgroup id="2" name="fiefs">',
        _polygon(1, "County of ALBI", {"kind": "county", "color": "#3a6ea5"},
                 [(0, 0), (half, 0), (half, h * 32), (0, h * 32)]),
        _polygon(2, "Duchy of ÉVREUX", {"kind": "duchy", "color": "#a8322d"},
                 [(half, 0), (w * 32, 0), (w * 32, h * 32), (half, h * 32)]),
        "</objectgroup>",
        '<objectgroup id="3" name="bishoprics">',
        '<object id="3" name="Bishopric 1" type="bishopric" x="0" y="0"><properties>'
        '<property name="number" type="int" value="1"/><property name="principal" value="ALBI"/>'
        '</properties><polygon points="0,0 600,0 600,600 0,600"/></object>',
        '<object id="6" name="Border 1-2" type="border" x="0" y="600">'
        '<polyline points="0,0 600,0 600,-600"/></object>',
        '<object id="4" name="Mitre 1" type="mitre" x="94" y="4" width="52" height="64"><properties>'
        '<property name="number" type="int" value="1"/></properties></object>',
        '<object id="5" x="1800" y="60"><properties>'  # untyped point: a mitre by its layer
        '<property name="number" type="int" value="2"/></properties><point/></object>',
        "</objectgroup>",
        '<objectgroup id="6" name="bridges"><object id="7" type="bridge" x="600" y="290">'
        '<properties><property name="angle" type="float" value="-3"/></properties><point/>'
        '</object></objectgroup>',
        '<objectgroup id="7" name="labels"><object id="8" name="MER OCÉANE" type="label" x="60" '
        'y="640"><properties><property name="angle" type="float" value="-90"/>'
        '<property name="style" value="sea"/></properties><point/></object></objectgroup>',
        '<objectgroup id="4" name="roads">',
    ]
    for i, (a, b) in enumerate(ROADS):
        (x0, y0), (x1, y1) = pos[a], pos[b]
        mx, my = (x0 + x1) / 2 + 20, (y0 + y1) / 2 - 20
        objects.append(
            f'<object id="{10 + i}" x="{x0}" y="{y0}"><properties>'
            f'<property name="from" value="{a}"/><property name="to" value="{b}"/></properties>'
            f'<polyline points="0,0 {mx - x0},{my - y0} {x1 - x0},{y1 - y0}"/></object>')
    objects.append("</objectgroup>")
    objects.append('<objectgroup id="5" name="villages">')
    for i, (name, fief, bishopric, principal, x, y, shape) in enumerate(VILLAGES):
        props = (f'<properties><property name="fief" value="{fief}"/>'
                 f'<property name="bishopric" type="int" value="{bishopric}"/>'
                 f'<property name="principal" type="bool" value="{str(principal).lower()}"/>'
                 f'</properties>')
        if shape == "rect":  # as tools/make_map.py writes them: typed, with a banner position
            props = props.replace("</properties>", f'<property name="label_x" type="float" '
                                  f'value="{x}"/><property name="label_y" type="float" '
                                  f'value="{y + 40}"/></properties>')
            objects.append(f'<object id="{30 + i}" name="{name}" type="village" x="{x - 20}" '
                           f'y="{y - 20}" width="40" height="40">{props}</object>')
        else:
            objects.append(f'<object id="{30 + i}" name="{name}" x="{x}" y="{y}">{props}<point/></object>')
    objects.append("</objectgroup>")
    tmx = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{w}" height="{h}" tilewidth="32" tileheight="32" infinite="0" nextlayerid="6" '
        f'nextobjectid="100">\n'
        '<tileset firstgid="1" name="terrain" tilewidth="32" tileheight="32" tilecount="2" columns="2">'
        '<image source="test_terrain.png" width="64" height="32"/></tileset>\n'
        f'<layer id="1" name="terrain" width="{w}" height="{h}"><data encoding="csv">\n'
        + ",\n".join(rows) + "\n</data></layer>\n" + "\n".join(objects) + "\n</map>\n")
    path = folder / "test.tmx"
    path.write_text(tmx, encoding="utf-8")
    return path


def _polygon(oid: int, name: str, props: dict[str, str], points: Iterable[tuple[int, int]]) -> str:
    prop_xml = "".join(f'<property name="{k}" value="{v}"/>' for k, v in props.items())
    pts = " ".join(f"{x},{y}" for x, y in points)
    return f'<object id="{oid}" name="{name}" x="0" y="0"><properties>{prop_xml}</properties>' \
           f'<polygon points="{pts}"/></object>'


def _tileset_png(path: Path) -> None:
    sheet = pygame.Surface((64, 32))
    sheet.fill((196, 204, 150), pygame.Rect(0, 0, 32, 32))
    sheet.fill((214, 200, 150), pygame.Rect(32, 0, 32, 32))
    pygame.image.save(sheet, str(path))


def headless() -> None:
    """Use the dummy video and audio drivers unless the caller chose others."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

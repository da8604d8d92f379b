"""TMX writing by hand, so that the bytes are stable from run to run and the layout is Tiled's
own."""
from __future__ import annotations

from typing import Sequence
from xml.sax.saxutils import escape, quoteattr

from . import tiles as ts  # the tile catalogue and the coast field
from .board import MAP_H, MAP_W, TILE, Point, Polyline


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

    def tile_layer(self, name: str, ids: Sequence[Sequence[int | None]]) -> None:
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

#!/usr/bin/env python3
"""Generate ``maps/fief.tmx``, the Tiled map of the board, from the canonical topology.

The topology (villages, fiefs, bishoprics, principal villages, roads) comes unchanged from
``tests/data/fief-1429.json``, the board's specification kept with the project; this script
only decides where things go and how the land looks.
The rulebook's setup section describes what the map must show: villages as squares joined by
roads, each in one of 8 coloured Fiefs and one of 5 Bishoprics outlined with thick borders and
numbered 1-5 in a Bishop's mitre on the board's edge, principal villages with larger banners.

How it is built, and why:

1. **Layout.** Villages start on the JSON's ``grid`` hint and are moved by hand-chosen offsets so
   the board reads like a country, not a spreadsheet (``OFFSETS``). Roads bend gently. The layout
   is checked: no two roads cross, no road brushes past a third village.
2. **Territories.** Each village owns the land nearer to it *or to the half of each of its roads
   on its side* than to anything else (a Voronoi partition of the road network, on a 4 px
   raster). Every road therefore runs inside its two villages' land and crosses their border
   square-on at its middle. A fief is the union of its villages' land; so is a bishopric. Border
   arcs are traced once, smoothed and given a faint hand-drawn wobble, and shared by the polygons
   on both sides, so fiefs and bishoprics tile the land exactly. The sea is nobody's.
3. **Bishopric 3 reaches the edge.** The rulebook puts every bishopric's number on the board's
   edge, but bishopric 3 (L'ÉPERVIER, VÉZELAY, COUTRAS, ST GÉRÔME, CADILLAC) is enclosed by the
   others' roads. A valley of VÉZELAY's land (``CLAIMS``) runs north to the top edge, crossing
   the ST MÉDARD - CLUNY road, and the Dordogne flows down it.
4. **Terrain.** A coast on the west, rivers routed by A* through the gaps between villages (they
   avoid villages, keep away from roads and cross them as rarely as possible, at bridges),
   forests and hills in the remaining gaps, vineyards and open fields near villages, bare plains
   under the roads.

The output is deterministic: the same inputs give a byte-identical file (``--out`` writes it
elsewhere, which the tests use).

The steps live in the ``mapgen`` package beside this script, one module each: ``layout``
(villages, roads, claims), ``raster`` and ``borders`` (territories), ``rivers``, ``labels``
(banners, mitres, water names), ``ground`` (tile layers), on top of ``tiles``, ``board``
(sizes, coast) and ``geometry``; ``plan`` runs them in order, ``write`` (with ``tmx``) writes
the result; ``build`` is both. This script is only the command line.

Usage: ``.venv/bin/python tools/make_map.py [--spec PATH] [--out maps/fief.tmx]``
"""
from __future__ import annotations

import argparse
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from mapgen.build import build  # noqa: E402  (the package beside this script)
from mapgen.layout import load_spec  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SPEC_CANDIDATES = (ROOT / "tests" / "data" / "fief-1429.json",)
DEFAULT_OUT = ROOT / "maps" / "fief.tmx"


def find_spec() -> Path:
    for path in SPEC_CANDIDATES:
        if path.exists():
            return path
    raise SystemExit("cannot find fief-1429.json; pass --spec")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--spec", type=Path, help="the board topology (fief-1429.json)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help="where to write the .tmx")
    args = parser.parse_args(argv)
    spec = load_spec(args.spec or find_spec())
    text = build(spec)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with open(args.out, "w", encoding="utf-8", newline="\n") as handle:
        handle.write(text)
    print(f"wrote {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""Paint the terrain tileset of the Fief map: ``maps/terrain.png`` and ``maps/terrain.tsx``.

Every pixel is drawn here, procedurally, so the edition ships no art of unknown licence. The
style is a hand-drawn medieval map: a parchment ground, muted greens and blues, ink outlines.

Tiles are painted at ``SCALE`` times their size with pygame's primitives and smooth-scaled down,
which gives anti-aliased ink lines for free; a fine paper grain is added afterwards, per pixel,
so neighbouring tiles of different variants join without a seam.

Two families of tiles join their neighbours and are therefore built from a mask:

* coast tiles, by their four corners (land or sea; a "corner" Wang set in Tiled). The coastline
  is the 0.5 contour of ``coast_field``, which ``tools/make_map.py`` also evaluates so that
  the fief areas stop exactly at the painted shore;
* river tiles, by their four edges (river or not; an "edge" Wang set), drawn on a transparent
  overlay layer above the ground.

Forests, woods, hills and vineyards are transparent overlays too, so any of them can stand on any
ground tile. The pure-Python part (tile ids, masks, the coast field, the rivers' centre lines) is
``tools/mapgen/tiles.py``, which the map generator shares and which needs no pygame; the painting
is the ``tilepaint`` package beside this script (``palette``, ``brush``, ``ground``,
``overlays``, and ``sheet``, which lays the tiles out and writes the TSX). This script is only the
command line.

Usage: ``.venv/bin/python tools/make_tileset.py [--out-dir maps]``
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent))
import pygame  # noqa: E402
from mapgen.tiles import IMAGE_NAME, TILECOUNT, TSX_NAME  # noqa: E402  (the package beside)
from tilepaint.sheet import paint_tileset, tsx_text  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out-dir", type=Path,
                        default=Path(__file__).resolve().parent.parent / "maps")
    args = parser.parse_args(argv)
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.display.init()
    pygame.display.set_mode((1, 1), pygame.HIDDEN)
    args.out_dir.mkdir(parents=True, exist_ok=True)
    sheet = paint_tileset()
    pygame.image.save(sheet, str(args.out_dir / IMAGE_NAME))
    (args.out_dir / TSX_NAME).write_text(tsx_text(), encoding="utf-8")
    print(f"wrote {args.out_dir / IMAGE_NAME} ({sheet.get_width()}x{sheet.get_height()}, "
          f"{TILECOUNT} tiles) and {args.out_dir / TSX_NAME}")
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())

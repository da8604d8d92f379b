"""The painter of the terrain tileset behind ``tools/make_tileset.py`` (needs pygame).

Lowest first: ``palette`` (colours) and ``brush`` (canvas, ink lines, grain); ``ground`` and
``overlays`` (one painter per kind of tile); ``sheet`` (the whole image and its TSX). The tile
ids and the shared coast and river geometry come from ``mapgen.tiles``, so the directory holding
both packages must be on ``sys.path``, as ``make_tileset.py`` arranges.
"""

"""The board map generator behind ``tools/make_map.py``: the topology in, Tiled TMX text out.

Lowest first: ``board`` (the frame, shared types, the coast) and ``geometry``, ``noise``;
``layout`` (villages and roads); ``raster`` then ``borders`` (territories and their arcs);
``rivers``; ``labels`` and ``ground``; ``tmx``; ``build`` ties them together. The tile catalogue
and the coast field come from ``make_tileset`` beside the package (the tileset painter draws the
same coast), so the directory holding both must be on ``sys.path``, as ``make_map.py`` arranges.
"""

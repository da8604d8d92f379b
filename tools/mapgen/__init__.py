"""The board map generator behind ``tools/make_map.py``: the topology in, Tiled TMX text out.

Lowest first: ``tiles`` (the tileset's catalogue and the coast field, shared with the painter
in ``tools/tilepaint/`` so that the fiefs stop exactly at the painted shore); ``board`` (the
frame, shared types, the coast) and ``geometry``, ``noise``; ``layout`` (villages and roads);
``raster`` then ``borders`` (territories and their arcs); ``rivers``; ``labels`` and ``ground``;
``plan`` runs them in order into a ``MapPlan``, which ``write`` turns into TMX with
``tmx``'s writer; ``build`` is the two in a row. Pure Python: no pygame.
"""

"""The whole map from the topology: planned (``plan``), summed up on stderr, written (``write``)."""
from __future__ import annotations

import sys

from . import tiles as ts  # the tile catalogue and the coast field
from .layout import Spec
from .plan import plan_map
from .write import write_map


def build(spec: Spec) -> str:
    """The whole map, as TMX text."""
    plan = plan_map(spec)
    forests = sum(t is not None and t in ts.FOREST for row in plan.relief for t in row)
    print(f"map: {len(plan.roads)} roads, {len(plan.crossings)} bridges, {forests} forest tiles, "
          f"{len(plan.borders)} bishopric borders", file=sys.stderr)
    return write_map(plan)

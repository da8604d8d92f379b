"""Processor time of the map generator (tools/make_map.py, tools/mapgen/) and of its slowest steps, and whether
its output is still the committed maps/fief.tmx byte for byte.

    .venv/bin/python bench/bench_map.py [--runs 3]

tests/test_board.py regenerates the map at every run of the suite, so the generator's speed is
the suite's. Each step's time is the least over the runs (process time, which a busy machine
inflates much less than wall-clock time), a step's time holds the steps it calls (route_rivers
holds guide_distance); the whole build is timed apart, without the wrappers. A step is wrapped in
every mapgen module that imports it, since each module calls it through its own name.
Exit status 1 if the map differs from the committed one.
"""
from __future__ import annotations

import argparse
import functools
import importlib
import pkgutil
import sys
import time
from pathlib import Path
from types import ModuleType
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))
import mapgen  # noqa: E402
from mapgen.build import build  # noqa: E402
from mapgen.layout import load_spec  # noqa: E402
from mapgen.rivers import Terrain  # noqa: E402

STEPS = ("label_land", "tidy", "trace_arcs", "shape_arc", "Terrain", "guide_distance",
         "route_rivers", "bridges", "place_banners", "border_weights", "clusters",
         "relief_layer", "ground_layer", "check_layout", "sources")


def timed(name: str, function: Callable[..., Any], spent: dict[str, float]) -> Callable[..., Any]:
    @functools.wraps(function)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        start = time.process_time()
        try:
            return function(*args, **kwargs)
        finally:
            spent[name] = spent.get(name, 0.0) + time.process_time() - start
    return wrapper


def mapgen_modules() -> list[ModuleType]:
    """Every module of the package, imported."""
    return [importlib.import_module(f"mapgen.{info.name}")
            for info in pkgutil.iter_modules(mapgen.__path__)]


def bindings(name: str, modules: list[ModuleType]) -> list[tuple[ModuleType, Any]]:
    """(module, function) for each module whose global ``name`` is the step's function."""
    return [(module, getattr(module, name)) for module in modules if hasattr(module, name)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    spec = load_spec(ROOT / "tests" / "data" / "fief-1429.json")
    committed = (ROOT / "maps" / "fief.tmx").read_text(encoding="utf-8")
    builds, text = [], ""
    for _ in range(args.runs):
        start = time.process_time()
        text = build(spec)
        builds.append(time.process_time() - start)
    print(f"whole build: {min(builds):.2f} s of CPU (least of {args.runs})")
    best: dict[str, float] = {}
    modules = mapgen_modules()
    originals = {name: bindings(name, modules) for name in STEPS if name != "Terrain"}
    for _ in range(args.runs):
        spent: dict[str, float] = {}
        for name, bound in originals.items():
            for module, function in bound:
                setattr(module, name, timed(name, function, spent))
        terrain_init = Terrain.__init__
        setattr(Terrain, "__init__", timed("Terrain", terrain_init, spent))  # noqa: B010
        try:
            build(spec)
        finally:
            for name, bound in originals.items():
                for module, function in bound:
                    setattr(module, name, function)
            setattr(Terrain, "__init__", terrain_init)  # noqa: B010
        for name, seconds in spent.items():
            best[name] = min(best.get(name, seconds), seconds)
    for name, seconds in sorted(best.items(), key=lambda item: -item[1]):
        print(f"  {name:15} {seconds:6.3f} s")
    same = text == committed
    print("the map is maps/fief.tmx byte for byte" if same else "THE MAP DIFFERS from maps/fief.tmx")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())

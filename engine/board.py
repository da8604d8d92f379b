"""The board's topology, read from the Tiled map with the standard library's XML parser.

The map (maps/fief.tmx) is the single source of truth for villages, fiefs, bishoprics and roads
(DESIGN principle 3): the client renders the same file with pytmx, and the engine reads only the
object layers it needs here. Lookups the rules make in hot loops (neighbours, adjacency) are
precomputed once; the default board is cached.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

DEFAULT_MAP = Path(__file__).resolve().parent.parent / "maps" / "fief.tmx"
KINDS = ("barony", "county", "duchy")


class BoardError(ValueError):
    """The map is malformed; the message names the object and what is wrong with it."""


@dataclass(frozen=True)
class Village:
    name: str
    fief: str
    bishopric: int
    principal: bool
    x: float
    y: float


@dataclass(frozen=True)
class Fief:
    name: str
    kind: str
    color: str
    villages: tuple[str, ...]


@dataclass(frozen=True)
class Bishopric:
    number: int
    principal: str
    villages: tuple[str, ...]


@dataclass(frozen=True)
class Board:
    villages: dict[str, Village]
    fiefs: dict[str, Fief]
    bishoprics: dict[int, Bishopric]
    roads: tuple[tuple[str, str], ...]
    _neighbours: dict[str, tuple[str, ...]] = field(default_factory=dict, repr=False, compare=False)
    _adjacent: frozenset[frozenset[str]] = field(default_factory=frozenset, repr=False, compare=False)

    def neighbours(self, village: str) -> tuple[str, ...]:
        return self._neighbours[village]

    def adjacent(self, a: str, b: str) -> bool:
        return frozenset((a, b)) in self._adjacent

    def fief_of(self, village: str) -> Fief:
        return self.fiefs[self.villages[village].fief]

    def bishopric_of(self, village: str) -> Bishopric:
        return self.bishoprics[self.villages[village].bishopric]


def _properties(obj: ET.Element) -> dict[str, str]:
    return {p.get("name", ""): p.get("value", p.text or "") for p in obj.iter("property")}


def _prop(obj: ET.Element, props: dict[str, str], name: str) -> str:
    if name not in props:
        raise BoardError(f"map object {obj.get('name')!r} lacks the property {name!r}")
    return props[name]


def _objects(root: ET.Element, kind: str) -> list[ET.Element]:
    return [o for o in root.iter("object") if o.get("type", o.get("class")) == kind]


def _read_villages(root: ET.Element) -> dict[str, Village]:
    villages: dict[str, Village] = {}
    for obj in _objects(root, "village"):
        props = _properties(obj)
        name = obj.get("name") or ""
        if not name:
            raise BoardError("a village object has no name")
        try:
            width, height = float(obj.get("width", 0)), float(obj.get("height", 0))
            x, y = float(obj.get("x", 0)) + width / 2, float(obj.get("y", 0)) + height / 2
            number = int(_prop(obj, props, "bishopric"))
        except ValueError as exc:
            raise BoardError(f"village {name!r} has a malformed number: {exc}") from exc
        principal = _prop(obj, props, "principal").lower() == "true"
        villages[name] = Village(name, _prop(obj, props, "fief"), number, principal, x, y)
    if not villages:
        raise BoardError("the map has no village objects")
    return villages


def _read_fiefs(root: ET.Element, villages: dict[str, Village]) -> dict[str, Fief]:
    fiefs: dict[str, Fief] = {}
    for obj in _objects(root, "fief"):
        props = _properties(obj)
        name = obj.get("name") or ""
        kind = _prop(obj, props, "kind")
        if kind not in KINDS:
            raise BoardError(f"fief {name!r} has an unknown kind {kind!r}")
        members = tuple(v.name for v in villages.values() if v.fief == name)
        fiefs[name] = Fief(name, kind, _prop(obj, props, "color"), members)
    for village in villages.values():
        if village.fief not in fiefs:
            raise BoardError(f"village {village.name!r} lies in an unknown fief {village.fief!r}")
    return fiefs


def _read_bishoprics(root: ET.Element, villages: dict[str, Village]) -> dict[int, Bishopric]:
    sees: dict[int, Bishopric] = {}
    for obj in _objects(root, "bishopric"):
        props = _properties(obj)
        number = int(_prop(obj, props, "number"))
        principal = _prop(obj, props, "principal")
        members = tuple(v.name for v in villages.values() if v.bishopric == number)
        if principal not in members:
            raise BoardError(f"bishopric {number}'s principal village {principal!r} is not in it")
        sees[number] = Bishopric(number, principal, members)
    for village in villages.values():
        if village.bishopric not in sees:
            raise BoardError(f"village {village.name!r} lies in an unknown bishopric {village.bishopric}")
    return sees


def _read_roads(root: ET.Element, villages: dict[str, Village]) -> tuple[tuple[str, str], ...]:
    roads: list[tuple[str, str]] = []
    for obj in _objects(root, "road"):
        props = _properties(obj)
        a, b = _prop(obj, props, "from"), _prop(obj, props, "to")
        for end in (a, b):
            if end not in villages:
                raise BoardError(f"road {obj.get('name')!r} leads to an unknown village {end!r}")
        roads.append((a, b))
    return tuple(roads)


def parse_board(text: str) -> Board:
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise BoardError(f"the map is not valid XML: {exc}") from exc
    villages = _read_villages(root)
    roads = _read_roads(root, villages)
    neighbours: dict[str, list[str]] = {v: [] for v in villages}
    for a, b in roads:
        neighbours[a].append(b)
        neighbours[b].append(a)
    return Board(villages, _read_fiefs(root, villages), _read_bishoprics(root, villages), roads,
                 {v: tuple(sorted(n)) for v, n in neighbours.items()},
                 frozenset(frozenset(r) for r in roads))


@lru_cache(maxsize=4)
def _load_cached(path: str) -> Board:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise BoardError(f"cannot read the map {path}: {exc}") from exc
    return parse_board(text)


def load_board(path: str | Path | None = None) -> Board:
    """The board of a map file (default: maps/fief.tmx beside the engine), read once."""
    return _load_cached(str(path or DEFAULT_MAP))

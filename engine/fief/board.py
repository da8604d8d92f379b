"""The board: villages, fiefs, bishoprics and roads, read from the Tiled map ``maps/fief.tmx``.

The map is the single source of truth for the board's topology (DESIGN.md, principle 3): the
client draws it with pytmx, and the engine reads the same file here with the standard library's
XML parser only (principle 1). Rule numbers (title costs, incomes) are not in the map.

What the rules need from the board (rulebook, Game Setup 1 and 1.0):
* every village lies in one of 8 Fiefs (a Barony of 2 villages, a County of 3, a Duchy of 4)
  and in one of 5 Bishoprics numbered 1-5;
* each Bishopric has one principal village (the one with the larger banner);
* villages are joined by roads, along which Lords and troops move (section 5).

The TMX carries these as objects (``type`` = Tiled's class):
* ``village`` objects (layer ``villages``): the object name is the village's name; properties
  ``fief`` (string), ``bishopric`` (int), ``principal`` (bool); a rectangle (its centre is the
  village's position) or a point;
* ``fief`` objects (layer ``fiefs``): the object name is the fief's name; properties ``kind``
  (barony, county or duchy) and ``color`` (``#rrggbb``);
* ``bishopric`` objects (layer ``bishoprics``): properties ``number`` (int) and ``principal``
  (the principal village's name);
* ``road`` objects (layer ``roads``): properties ``from`` and ``to`` (village names).

Objects are found by their type wherever they sit, so regrouping layers in Tiled is harmless.
A map that breaks any of these rules raises :class:`BoardError` naming the object at fault.
"""
from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from types import MappingProxyType
from typing import Any, TypeVar

__all__ = ["Board", "BoardError", "Bishopric", "DEFAULT_MAP", "Fief", "FIEF_SIZES", "KINDS",
           "Village", "load_board", "parse_board"]

DEFAULT_MAP = Path(__file__).resolve().parents[2] / "maps" / "fief.tmx"

# A fief's rank fixes its size (rulebook 1.2 and 4.3: "a Barony (2 Villages), a County (3), a
# Duchy (4)"); the title's price, 2 deniers per village, is rules data, not map data.
K = TypeVar("K")
V = TypeVar("V")

FIEF_SIZES: Mapping[str, int] = MappingProxyType({"barony": 2, "county": 3, "duchy": 4})
KINDS: tuple[str, ...] = tuple(FIEF_SIZES)


class BoardError(ValueError):
    """The map file does not describe a valid Fief board; the message says what is wrong."""


@dataclass(frozen=True)
class Village:
    name: str
    fief: str
    bishopric: int
    principal: bool
    x: float  # pixel centre in the map
    y: float


@dataclass(frozen=True)
class Fief:
    name: str
    kind: str  # barony, county or duchy
    color: str  # "#rrggbb"
    villages: tuple[str, ...]  # in map order; len(villages) == FIEF_SIZES[kind]

    @property
    def size(self) -> int:
        return len(self.villages)


@dataclass(frozen=True)
class Bishopric:
    number: int
    principal: str
    villages: tuple[str, ...]


@dataclass(frozen=True)
class Board:
    """The immutable board. Lookups the engine makes in hot loops are precomputed:
    ``sorted_villages`` (every village name, sorted), ``see`` (the bishopric of each village,
    spelt as the state's keys spell it), neighbours and adjacency.

    ``derived`` keeps values the rules derive from the board alone, filled as they are asked
    for (the moves out of a village, the villages of a bishopric, actions the listings offer
    over and over): keyed by plain values, never by a state, and pure, so every game played
    on this board may share them, on any thread, without noticing one another."""

    villages: Mapping[str, Village]
    fiefs: Mapping[str, Fief]
    bishoprics: Mapping[int, Bishopric]
    roads: tuple[tuple[str, str], ...]  # each road once, in map order
    sorted_villages: tuple[str, ...] = field(init=False, repr=False, compare=False)
    _neighbours: Mapping[str, tuple[str, ...]] = field(init=False, repr=False, compare=False)
    _adjacent: Mapping[str, frozenset[str]] = field(init=False, repr=False, compare=False)
    see: Mapping[str, str] = field(init=False, repr=False, compare=False)
    derived: dict[Any, Any] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        # Freeze the mappings even if plain dicts were passed in.
        object.__setattr__(self, "villages", read_only(self.villages))
        object.__setattr__(self, "fiefs", read_only(self.fiefs))
        object.__setattr__(self, "bishoprics", read_only(self.bishoprics))
        links: dict[str, set[str]] = {name: set() for name in self.villages}
        for a, b in self.roads:
            if a not in links or b not in links:
                raise BoardError(f"road {a} - {b} names a village that is not on the board")
            links[a].add(b)
            links[b].add(a)
        object.__setattr__(self, "sorted_villages", tuple(sorted(self.villages)))
        object.__setattr__(self, "_neighbours", MappingProxyType(
            {name: tuple(sorted(others)) for name, others in links.items()}))
        object.__setattr__(self, "_adjacent", MappingProxyType(
            {name: frozenset(others) for name, others in links.items()}))
        object.__setattr__(self, "see", MappingProxyType(
            {name: str(v.bishopric) for name, v in self.villages.items()}))
        object.__setattr__(self, "derived", {})

    # The board never changes, so copies may share it (the engine's state clones deep-copy).
    def __copy__(self) -> Board:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Board:
        return self

    def __hash__(self) -> int:
        return hash((tuple(self.villages), self.roads))

    def neighbours(self, village: str) -> tuple[str, ...]:
        """Villages one road away, sorted by name (section 5: movement is along roads)."""
        try:
            return self._neighbours[village]
        except KeyError:
            raise KeyError(f"no village named {village!r} on the board") from None

    def adjacent(self, a: str, b: str) -> bool:
        """Whether a road joins a and b directly."""
        try:
            return b in self._adjacent[a]
        except KeyError:
            raise KeyError(f"no village named {a!r} on the board") from None

    def fief_of(self, village: str) -> Fief:
        return self.fiefs[self._village(village).fief]

    def bishopric_of(self, village: str) -> Bishopric:
        return self.bishoprics[self._village(village).bishopric]

    def _village(self, name: str) -> Village:
        try:
            return self.villages[name]
        except KeyError:
            raise KeyError(f"no village named {name!r} on the board") from None


# --- reading the TMX -----------------------------------------------------------------------------
def load_board(path: str | Path | None = None) -> Board:
    """Read the board from a TMX file; without a path, the game's own map (read once, cached:
    the engine asks for it in every new game and every bot simulation)."""
    if path is None:
        return _default_board()
    return _read_file(Path(path))


def parse_board(text: str, where: str = "the map") -> Board:
    """The board described by TMX text (``where`` names it in error messages)."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as exc:
        raise BoardError(f"{where}: not a readable TMX file ({exc})") from exc
    return _board_from(root, where)


def read_only(mapping: Mapping[K, V]) -> Mapping[K, V]:
    """A mapping nobody can change: the one given if it is already, else a frozen copy."""
    if isinstance(mapping, MappingProxyType):
        return mapping
    return MappingProxyType(dict(mapping))


@lru_cache(maxsize=1)
def _default_board() -> Board:
    return _read_file(DEFAULT_MAP)


def _read_file(path: Path) -> Board:
    try:
        text = path.read_text(encoding="utf-8")
    except OSError as exc:
        raise BoardError(f"cannot read the map {path}: {exc}") from exc
    return parse_board(text, str(path))


def _board_from(root: ET.Element, where: str) -> Board:
    if root.tag != "map":
        raise BoardError(f"{where}: the root element is <{root.tag}>, not <map>")
    found: dict[str, list[ET.Element]] = {"village": [], "fief": [], "bishopric": [], "road": []}
    for obj in root.iter("object"):
        kind = obj.get("type") or obj.get("class") or ""  # Tiled 1.9 wrote "class"
        if kind in found:
            found[kind].append(obj)
    for kind, objs in found.items():
        if not objs:
            raise BoardError(f"{where}: the map has no {kind!r} objects")
    villages = _villages(where, found["village"])
    fiefs = _fiefs(where, found["fief"], villages)
    bishoprics = _bishoprics(where, found["bishopric"], villages)
    roads = _roads(where, found["road"], villages)
    board = Board(villages, fiefs, bishoprics, roads)
    _check_connected(where, board)
    return board


def _props(obj: ET.Element) -> dict[str, str | int | float | bool]:
    """An object's custom properties, converted by their declared Tiled type."""
    out: dict[str, str | int | float | bool] = {}
    for prop in obj.iterfind("properties/property"):
        name, kind = prop.get("name", ""), prop.get("type", "string")
        text = prop.get("value")
        if text is None:
            text = prop.text or ""
        try:
            if kind == "int":
                out[name] = int(text)
            elif kind == "float":
                out[name] = float(text)
            elif kind == "bool":
                if text not in ("true", "false"):
                    raise ValueError(text)
                out[name] = text == "true"
            else:
                out[name] = text
        except ValueError:
            raise BoardError(f"{_describe(obj)}: property {name!r} is not a valid {kind}: "
                             f"{text!r}") from None
    return out


def _describe(obj: ET.Element) -> str:
    kind = obj.get("type") or obj.get("class") or "object"
    name = obj.get("name")
    return f"{kind} object {name!r} (id {obj.get('id')})" if name else f"{kind} object id {obj.get('id')}"


def _need(where: str, obj: ET.Element, props: dict, name: str, kind: type) -> Any:
    if name not in props:
        raise BoardError(f"{where}: {_describe(obj)} lacks the property {name!r}")
    value = props[name]
    if kind is int and isinstance(value, str) and value.strip().lstrip("-").isdigit():
        value = int(value)  # hand-edited maps may leave the type out
    if kind is bool and isinstance(value, str) and value in ("true", "false"):
        value = value == "true"
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise BoardError(f"{where}: {_describe(obj)} has {name}={value!r}, "
                         f"expected a {kind.__name__}")
    if kind is str and not value:
        raise BoardError(f"{where}: {_describe(obj)} has an empty {name!r}")
    return value


def _name(where: str, obj: ET.Element) -> str:
    name = (obj.get("name") or "").strip()
    if not name:
        raise BoardError(f"{where}: {_describe(obj)} has no name")
    return name


def _villages(where: str, objs: list[ET.Element]) -> dict[str, Village]:
    villages: dict[str, Village] = {}
    for obj in objs:
        name = _name(where, obj)
        if name in villages:
            raise BoardError(f"{where}: two villages are named {name!r}")
        props = _props(obj)
        try:
            x = float(obj.get("x", "0")) + float(obj.get("width", "0")) / 2
            y = float(obj.get("y", "0")) + float(obj.get("height", "0")) / 2
        except ValueError:
            raise BoardError(f"{where}: {_describe(obj)} has a malformed position") from None
        villages[name] = Village(name, _need(where, obj, props, "fief", str),
                                 _need(where, obj, props, "bishopric", int),
                                 _need(where, obj, props, "principal", bool), x, y)
    return villages


def _fiefs(where: str, objs: list[ET.Element], villages: dict[str, Village]) -> dict[str, Fief]:
    declared: dict[str, tuple[str, str]] = {}
    for obj in objs:
        name = _name(where, obj)
        if name in declared:
            raise BoardError(f"{where}: two fiefs are named {name!r}")
        props = _props(obj)
        kind = _need(where, obj, props, "kind", str)
        if kind not in FIEF_SIZES:
            raise BoardError(f"{where}: {_describe(obj)} has kind {kind!r}; expected one of "
                             f"{', '.join(FIEF_SIZES)}")
        declared[name] = (kind, _need(where, obj, props, "color", str))
    for v in villages.values():
        if v.fief not in declared:
            raise BoardError(f"{where}: village {v.name!r} is in fief {v.fief!r}, "
                             f"which the map does not define")
    fiefs: dict[str, Fief] = {}
    for name, (kind, colour) in declared.items():
        members = tuple(v.name for v in villages.values() if v.fief == name)
        if len(members) != FIEF_SIZES[kind]:
            raise BoardError(f"{where}: {name} is a {kind} of {FIEF_SIZES[kind]} villages but "
                             f"{len(members)} villages name it: {', '.join(members) or 'none'}")
        fiefs[name] = Fief(name, kind, colour, members)
    return fiefs


def _bishoprics(where: str, objs: list[ET.Element], villages: dict[str, Village]
                ) -> dict[int, Bishopric]:
    found: dict[int, Bishopric] = {}
    for obj in objs:
        props = _props(obj)
        number = _need(where, obj, props, "number", int)
        principal = _need(where, obj, props, "principal", str)
        if number in found:
            raise BoardError(f"{where}: two bishoprics are numbered {number}")
        members = tuple(v.name for v in villages.values() if v.bishopric == number)
        if principal not in members:
            raise BoardError(f"{where}: bishopric {number}'s principal village {principal!r} "
                             f"is not one of its villages ({', '.join(members) or 'none'})")
        flagged = [name for name in members if villages[name].principal]
        if flagged != [principal]:
            raise BoardError(f"{where}: bishopric {number} names {principal!r} as principal but "
                             f"the villages marked principal are {flagged}")
        found[number] = Bishopric(number, principal, members)
    for v in villages.values():
        if v.bishopric not in found:
            raise BoardError(f"{where}: village {v.name!r} is in bishopric {v.bishopric}, "
                             f"which the map does not define")
    return {number: found[number] for number in sorted(found)}


def _roads(where: str, objs: list[ET.Element], villages: dict[str, Village]
           ) -> tuple[tuple[str, str], ...]:
    roads: list[tuple[str, str]] = []
    seen: set[frozenset[str]] = set()
    for obj in objs:
        props = _props(obj)
        ends = (_need(where, obj, props, "from", str), _need(where, obj, props, "to", str))
        for end in ends:
            if end not in villages:
                raise BoardError(f"{where}: {_describe(obj)} leads to {end!r}, "
                                 f"which is not a village of the map")
        if ends[0] == ends[1]:
            raise BoardError(f"{where}: {_describe(obj)} leads from {ends[0]!r} to itself")
        key = frozenset(ends)
        if key in seen:
            raise BoardError(f"{where}: two roads join {ends[0]!r} and {ends[1]!r}")
        seen.add(key)
        roads.append(ends)
    return tuple(roads)


def _check_connected(where: str, board: Board) -> None:
    """Every village must be reachable by road (section 5), or a Lord could be stranded."""
    names = list(board.villages)
    reached = {names[0]}
    frontier = [names[0]]
    while frontier:
        for other in board.neighbours(frontier.pop()):
            if other not in reached:
                reached.add(other)
                frontier.append(other)
    if len(reached) != len(names):
        cut = sorted(set(names) - reached)
        raise BoardError(f"{where}: no road leads to {', '.join(cut)}")

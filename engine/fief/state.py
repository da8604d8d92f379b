"""The whole state of a game of Fief, as plain dataclasses.

Designed for every rule at once (economy, movement, politics, cards, war, relics), so that the
later phases add behaviour, not fields scattered elsewhere. Everything is JSON-friendly: players
are list indices (seats), villages/fiefs/lords/cards are their names, bishoprics their numbers
as strings in dict keys. Counters are individual records so that conservation of the box's
components is a simple count, and each troop carries its own step count (RULINGS 27).
"""
from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Callable, Final, Generic, Literal, TypedDict, TypeVar, final

from ..serial import clone_plain, from_plain, to_plain

# Lords of the box: 12 men and 6 women (board/README).
LORD_SEX: dict[str, str] = {
    **{n: "M" for n in ("FRANÇOIS", "THIERRY", "BEAUDOIN", "CHARLES", "QUENTIN", "ARTHUR",
                        "GAUVAIN", "GEOFFROY", "HUGUES", "RAOUL", "OTHON", "GUILLAUME")},
    **{n: "F" for n in ("JEANNE", "MIREILLE", "ALIÉNOR", "BLANCHE", "ISABEAU", "MATHILDE")},
}
LORD_NAMES: tuple[str, ...] = tuple(LORD_SEX)

# Non-lord cards of the Lords deck.
CARDINAL_CARD = "cardinal"
DARC_CARD = "darc"

# Fortune deck kinds (2.4, 9, 10) and Disasters (2.3).
FORTUNE_KINDS = ("harvest", "good_weather", "tax", "uprising", "secret_passage",
                 "assassination", "justice", "ambush")
DISASTER_KINDS = ("heavy_rain", "famine", "plague")
OPPORTUNITY_CARDS = ("uprising", "secret_passage", "assassination", "justice", "ambush",
                     CARDINAL_CARD, DARC_CARD)

KNIGHT: Final = "knight"
MAN: Final = "man"
TroopKind = Literal["knight", "man"]
TROOP_KINDS: tuple[TroopKind, TroopKind] = (KNIGHT, MAN)


class TroopCounts(TypedDict):
    """A number of troop counters of each kind (losses, recruits)."""

    knight: int
    man: int

STRONGHOLD, CITY = "stronghold", "city"
RELICS = ("grail", "roseline", "geronce", "spear", "rhadegund")


# Seats clockwise from the first player, for every table size and first seat: asked for
# thousands of times a round, so made once (TURN_ORDERS[players][first]).
TURN_ORDERS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(tuple((first + i) % players for i in range(players)) for first in range(players))
    for players in range(9))


class Ledger:
    """The moves of one game's counters: how many there were (``moves``) and the latest of them,
    oldest first, so that the index of the board (``GameState.index``) knows when it is out of
    date and which counters to file anew. ``moved[i]`` is the (counter, attribute, value before)
    of move number ``base + i + 1``. Bounded: once too long it keeps its newer half, and an
    index older than that is rebuilt. Each state has its own (``GameState.ledger``)."""

    __slots__ = ("moves", "base", "moved")

    def __init__(self) -> None:
        self.moves = 0
        self.base = 0
        self.moved: list[tuple[Any, str, Any]] = []

    def note(self, counter: Any, name: str, old: Any) -> None:
        moved = self.moved
        moved.append((counter, name, old))
        self.moves += 1
        if len(moved) > LEDGER_SIZE:
            half = len(moved) // 2
            self.base += half
            del moved[:half]

    def since(self, moves: int) -> list[tuple[Any, str, Any]] | None:
        """The moves after move number ``moves``, or None when the ledger no longer holds them
        all."""
        start = moves - self.base
        if start < 0:
            return None
        return self.moved[start:]


LEDGER_SIZE = 4096


class Placed:
    """Counters that stand somewhere: every change of where one stands, whose it is or who
    holds it captive is noted in the ledger of the state it belongs to (``ledger``, given by
    ``GameState.attach``), so an index of the board built from them knows when it is out of
    date and which counters to file anew. A counter not yet attached notes nothing: a state
    attaches its counters when it is made and whenever it indexes them."""

    ledger: Ledger | None = None

    def __setattr__(self, name: str, value: Any) -> None:
        # The value before is read with getattr, not from ``self.__dict__``: touching the
        # instance's __dict__ makes CPython 3.11 give up its fast attribute reads on that
        # counter for good, and counters' attributes are read everywhere.
        if name in WATCHED:
            ledger = self.ledger
            if ledger is not None:
                ledger.note(self, name, getattr(self, name, None))
        set_attribute(self, name, value)

    def mark(self, **marks: Any) -> None:
        """Set attributes the index does not watch (steps, road, marks of the round) past
        ``__setattr__``, which nothing else needs to see: the end of a round resets them on
        every counter, and each step sets them on every unit moved (one by one, as
        ``self.__dict__`` would slow every later read, see ``__setattr__``). A mark already
        there (the very same value) is left as it is: most are at the end of a round, and
        reading one costs less than setting it."""
        assert WATCHED.isdisjoint(marks)
        for name, value in marks.items():
            if getattr(self, name) is not value:
                set_attribute(self, name, value)


WATCHED = frozenset({"village", "owner", "captor"})
set_attribute = object.__setattr__       # past Placed.__setattr__; a global: a lookup less


@final
@dataclass
class Lord(Placed):
    """One of the 18 lord tokens; ``owner`` is None while its card is in a deck or hand."""

    name: str
    sex: str
    owner: int | None = None
    village: str | None = None
    road: str | None = None          # waiting on the road from this neighbour (5.1)
    captor: int | None = None        # held captive by this player (6.2.3)
    steps: int = 0                   # steps made this round (5.0, RULINGS 27)
    moved_with_darc: bool = False    # may take a third step (9.1, A31)
    plague_rolled: bool = False      # one Plague roll per round (RULINGS 22)
    spouse: str | None = None        # 1.1
    assassin: bool = False           # Assassin marker (10.3)
    relic: str | None = None         # Holy Relic carried (11.1)
    cavalcade_done: bool = False     # a failed Cavalcade ends its movement (RULINGS 30)


@final
@dataclass
class Troop(Placed):
    """A Knight or Man at Arms counter; ``village`` None means in the family's stock."""

    owner: int
    kind: TroopKind
    village: str | None = None
    road: str | None = None
    steps: int = 0
    struck: bool = False             # halved by Plague this round (A21)
    new: bool = False                # placed in this Purchase phase (4.1)


@dataclass
class Engine:
    """A Siege Engine counter (6.4); level 1 when placed, 2 once flipped."""

    owner: int
    village: str | None = None
    level: int = 1


@dataclass
class VillageState:
    controller: int | None = None    # who controls it while occupied (5.1)
    arrivals: list[int] = field(default_factory=list)  # players present, first arrival first
    mills: int = 0
    fort: str | None = None          # "stronghold" or "city"
    besiegers: list[int] = field(default_factory=list)  # 6.4
    relics: list[str] = field(default_factory=list)  # Holy Relics lying loose here (11.1)


@dataclass
class Tax:
    """A Tax marker placed by a Tax card (2.4.4): a Tallage on a fief or a Tithe on bishoprics."""

    player: int
    lord: str
    kind: str                        # "tallage" | "tithe"
    target: str                      # fief name, or bishopric number, or "all" for the Pope
    role: str                        # "fief", "king", "bishop", "cardinal", "pope"
    order: int                       # play order, for the Cardinals' priority (A27)


@dataclass
class Titles:
    """Who holds each title; one holder per title by construction (issue 4 invariant)."""

    king: str | None = None
    queen: str | None = None
    regent: bool = False             # the Queen is Queen Regent (1.8.1)
    pope: str | None = None
    crown_prince: str | None = None
    crown_prince_born: bool = False  # a Crown Prince was placed for this royal couple (RULINGS 14)
    darc: str | None = None
    excommunicated: str | None = None
    fiefs: dict[str, str | None] = field(default_factory=dict)
    bishops: dict[str, str | None] = field(default_factory=dict)     # "1".."5"
    bishop_since: dict[str, int] = field(default_factory=dict)       # lord -> round elected
    cardinals: list[str | None] = field(default_factory=lambda: [None, None, None, None])
    cardinal_order: list[str] = field(default_factory=list)          # first made first (A27)
    vacant_fiefs_reserved: dict[str, int] = field(default_factory=dict)  # 4.3.1 fief -> family


@dataclass
class Player:
    name: str
    colour: str
    money: int = 0
    hand: list[str] = field(default_factory=list)
    diplomacy: int = 3
    tax_markers: int = 3
    out_of_lords_since: int = 0


# The data of a frame: each step declares its form as a TypedDict beside it (``BattleData`` in
# battle.py); at run time it is a plain dict, saved and sent as JSON.
D = TypeVar("D", bound=Mapping[str, object])


@dataclass
class Frame(Generic[D]):
    """One entry of the flow stack: a phase step or an interruption (window, battle, vote).
    A step works on frames of its kind, ``Frame[BattleData]``, and the type checker knows
    their data; the stack holds frames of every kind (``Frame[Any]``)."""

    kind: str
    data: D


@dataclass
class GameState:
    options: dict[str, Any]
    players: list[Player]
    lords: dict[str, Lord]
    troops: list[Troop]
    engines: list[Engine]
    villages: dict[str, VillageState]
    titles: Titles
    disasters: dict[str, list[str]] = field(default_factory=dict)   # bishopric -> disaster kinds
    fortunes: dict[str, list[str]] = field(default_factory=dict)    # bishopric -> harvest/weather
    taxes: list[Tax] = field(default_factory=list)
    disaster_track: list[str] = field(default_factory=list)
    lords_deck: list[str] = field(default_factory=list)
    lords_discard: list[str] = field(default_factory=list)
    fortune_deck: list[str] = field(default_factory=list)
    fortune_discard: list[str] = field(default_factory=list)
    set_aside: list[str] = field(default_factory=list)              # RULINGS 1
    relics: dict[str, str | None] = field(default_factory=dict)     # relic -> carrying lord
    relics_claimed: list[str] = field(default_factory=list)         # taken once at least (A54)
    mills_stock: int = 15
    forts_stock: int = 12
    round: int = 0
    phase: int = 0
    first: int = 0
    stack: list[Frame[Any]] = field(default_factory=list)
    last_step: str | None = None                                   # step that ended last
    rng: int = 0
    forced_d6: list[int] = field(default_factory=list)
    forced_battle: list[int] = field(default_factory=list)
    version: int = 0                                                # actions applied
    excommunicated_round: int = -1                                  # 1.7 once per round
    winners: list[int] | None = None
    finished: bool = False

    def __post_init__(self) -> None:
        self.ledger = Ledger()
        # The index last made (``index``): no field of the dataclass (never saved nor
        # compared), an attribute set here, so reading it stays an ordinary attribute read.
        self._index: Index | None = None
        self.attach()

    def attach(self) -> None:
        """Make every counter note its moves in this state's ledger (``Placed``)."""
        ledger = self.ledger
        for troop in self.troops:
            set_attribute(troop, "ledger", ledger)
        for lord in self.lords.values():
            set_attribute(lord, "ledger", ledger)

    def to_dict(self) -> dict[str, Any]:
        return to_plain(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "GameState":
        return from_plain(cls, data)

    def clone(self) -> "GameState":
        """An equal state sharing nothing with this one, built through the same constructors
        as a loaded one (``serial.clone_plain``), with a ledger of its own."""
        return clone_plain(self)

    def canonical(self) -> "GameState":
        """The same state with every mapping in sorted key order, as a save file stores it.

        Loops over lords and villages follow dict order, so a game and its reloaded copy must
        start from the same order for a replay to take the same decisions.
        """
        return GameState.from_dict(json.loads(json.dumps(self.to_dict(), sort_keys=True)))

    # --- small queries used everywhere -------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    def order(self) -> list[int]:
        """Turn order of this round: clockwise from the first player."""
        return list(TURN_ORDERS[len(self.players)][self.first])

    def index(self) -> "Index":
        """Where every counter stands, brought up to date only after one has moved (Placed):
        the few counters moved are filed anew, or the whole index is rebuilt."""
        cached = self._index
        if cached is None or cached.moves != self.ledger.moves:
            fresh = cached.caught_up(self) if cached is not None else None
            cached = fresh if fresh is not None else Index.of(self)
            self._index = cached
        return cached

    def step_units(self, troops: list[Troop], lords: list[Lord], here: str, to: str,
                   road: str | None) -> None:
        """Move troops and lords (captives among them), all standing in ``here``, one step to
        ``to`` (5.0, RULINGS 27), waiting on the road from ``road`` or not (5.1), and file
        them at once in the index: a step knows which lists it changes, where catching up
        from the ledger of moves has to find them out (most of the cost of a step). The
        marks are set as ``Placed.mark`` sets them, without its call per counter."""
        index = self.index()
        units: list[Troop | Lord] = [*troops, *lords]
        for unit in units:
            unit.village = to
            if unit.road is not road:
                set_attribute(unit, "road", road)
            set_attribute(unit, "steps", unit.steps + 1)
        if index.moves + len(troops) + len(lords) == self.ledger.moves:
            stepped = index.stepped(self.ledger.moves, troops, lords, here, to)
            if stepped is not None:
                self._index = stepped

    def family(self, player: int) -> list[Lord]:
        return list(self.index().families.get(player, ()))

    def lords_in(self, village: str) -> list[Lord]:
        return list(self.index().lords_at.get(village, ()))

    def troops_in(self, village: str, owner: int | None = None) -> list[Troop]:
        here = self.index().troops_at.get(village, ())
        return [t for t in here if owner is None or t.owner == owner]

    def stock(self, player: int, kind: str) -> list[Troop]:
        return list(self.index().stock.get((player, kind), ()))

    def top(self) -> Frame[Any] | None:
        return self.stack[-1] if self.stack else None


# Beyond this many moves since an index was made, rebuilding it is as cheap as catching up.
CATCH_UP_MOVES = 32


@dataclass
class Index:
    """The counters by place, in the state's own order: lists of troops per village and in
    each stock, lords per village and per family, and the players present in each village
    (an uncaptured lord or a troop, A35). Never saved: it is derived.

    Built in one pass over the counters (``of``), then kept up to date by ``caught_up``: the
    ledger of moves names the counters moved, and only the lists of the villages and stocks
    they left or entered are made anew, from what those lists held and the troops moved (a
    step changes two villages; a full rebuild was a third of the cost of a move). The lists,
    sets and mappings of an index are never changed once it is made, so what was read from
    an older one stays as it was."""

    moves: int
    troops_at: dict[str, list[Troop]]
    stock: dict[tuple[int, str], list[Troop]]
    lords_at: dict[str, list[Lord]]
    families: dict[int, list[Lord]]
    present: dict[str, set[int]]
    counters: tuple[list[Troop], dict[str, Lord]] = field(repr=False)   # the state's own
    sizes: tuple[int, int] = (0, 0)                    # how many troops and lords they were
    ranks: dict[int, int] = field(default_factory=dict, repr=False)   # id -> place (ranks_of)

    @classmethod
    def of(cls, state: GameState) -> "Index":
        troops_at: dict[str, list[Troop]] = {}
        stock: dict[tuple[int, str], list[Troop]] = {}
        for troop in state.troops:
            village = troop.village
            if village is None:
                key = (troop.owner, troop.kind)
                if key in stock:
                    stock[key].append(troop)
                else:
                    stock[key] = [troop]
            elif village in troops_at:
                troops_at[village].append(troop)
            else:
                troops_at[village] = [troop]
        state.attach()                  # counters added since the state was made, if any
        index = cls(state.ledger.moves, troops_at, stock, {}, {}, {}, (state.troops, state.lords),
                    (len(state.troops), len(state.lords)),
                    ranks_of(state))
        index.file_lords()
        for village in troops_at.keys() | index.lords_at.keys():
            index.count_present(village)
        return index

    def file_lords(self) -> None:
        """The lords per family and per village (18 of them: always all at once)."""
        lords_at: dict[str, list[Lord]] = {}
        families: dict[int, list[Lord]] = {}
        for lord in self.counters[1].values():
            owner = lord.owner
            if owner is None:
                continue
            families.setdefault(owner, []).append(lord)
            if lord.village is not None:
                lords_at.setdefault(lord.village, []).append(lord)
        self.lords_at, self.families = lords_at, families

    def count_present(self, village: str) -> None:
        owners = {t.owner for t in self.troops_at.get(village, ())}
        owners |= {l.owner for l in self.lords_at.get(village, ())        # filed: owned
                   if l.captor is None and l.owner is not None}
        if owners:
            self.present[village] = owners
        else:
            self.present.pop(village, None)

    def rank(self, troop: Troop) -> int:
        """A troop's place in the state's ``troops`` (how frames name a troop)."""
        return self.ranks[id(troop)]

    def caught_up(self, state: GameState) -> "Index | None":
        """A new index with the lists the latest moves changed made anew, or None when the
        whole index must be rebuilt: too many moves, the ledger no longer holds them, or a
        counter moved that is not one of those indexed (another game's, or a new one)."""
        troops, lords = self.counters
        ledger = state.ledger
        if ledger.moves - self.moves > CATCH_UP_MOVES or troops is not state.troops \
                or lords is not state.lords or self.sizes != (len(troops), len(lords)):
            return None
        moved = ledger.since(self.moves)
        if moved is None:
            return None
        ranks = self.ranks
        villages: set[str] = set()
        stocks: set[tuple[int, str]] = set()
        troops_moved: dict[int, Troop] = {}
        lords_moved: dict[int, Lord] = {}
        owners_changed = False
        counter: Troop | Lord
        for counter, name, old in moved:
            if name == "village" and old is not None:
                villages.add(old)
            village, key = counter.village, id(counter)
            if village is not None:
                villages.add(village)
            if type(counter) is Troop:
                if key not in troops_moved:
                    place = ranks.get(key)          # one of the troops indexed, in its place?
                    if place is None or troops[place] is not counter:
                        return None
                    troops_moved[key] = counter
                if village is None or name == "owner" or (name == "village" and old is None):
                    stocks.add((counter.owner, counter.kind))
                    if name == "owner":
                        stocks.add((old, counter.kind))
            else:
                if key not in lords_moved:
                    if lords.get(counter.name) is not counter or key not in ranks:
                        return None                 # not one of the lords indexed
                    lords_moved[key] = counter
                owners_changed = owners_changed or name == "owner"
        return self.refiled_all(ledger.moves, villages, stocks, list(troops_moved.values()),
                                list(lords_moved.values()), owners_changed)

    def successor(self, moves: int) -> "Index":
        """A new index at the latest move sharing every list of this one (never changed once
        made), with its own copy of who is present; the caller refiles what moved."""
        return Index(moves, self.troops_at, self.stock, self.lords_at, self.families,
                     dict(self.present), self.counters, self.sizes, self.ranks)

    def stepped(self, moves: int, troops: list[Troop], lords: list[Lord], here: str,
                to: str) -> "Index | None":
        """The index once ``troops`` and ``lords`` filed in ``here`` stepped to ``to`` (the
        counters already moved, nothing else since this index): only those two villages'
        lists change. None when one of them was not filed in ``here``."""
        new = self.successor(moves)
        if troops:
            troops_at = moved_between(self.troops_at, troops, here, to, self.ranks)
            if troops_at is None:
                return None
            new.troops_at = troops_at
        if lords:
            lords_at = moved_between(self.lords_at, lords, here, to, self.ranks)
            if lords_at is None:
                return None
            new.lords_at = lords_at
        new.count_present(here)
        new.count_present(to)
        return new

    def refiled_all(self, moves: int, villages: set[str], stocks: set[tuple[int, str]],
                    troops_moved: list["Troop"], lords_moved: list["Lord"],
                    owners_changed: bool) -> "Index":
        """The new index once the villages and stocks the moves touched are known."""
        new = self.successor(moves)
        new.troops_at = new.refiled(self.troops_at, villages, troops_moved, village_of)
        new.stock = new.refiled(self.stock, stocks, troops_moved, stock_of)
        if owners_changed:
            new.file_lords()
        elif lords_moved:
            new.lords_at = new.refiled(self.lords_at, villages, lords_moved, lord_village_of)
        for village in villages:
            new.count_present(village)
        return new

    def refiled(self, lists: dict[Any, list[Any]], keys: set[Any], moved: list[Any],
                key_of: Callable[[Any], Any]) -> dict[Any, list[Any]]:
        """A copy of ``lists`` (by village, or by stock) where the list of each of ``keys`` is
        made anew: what it held but the counters moved, and those moved that belong there,
        in the state's order."""
        if not keys or not moved:
            return lists
        lists = dict(lists)
        ranks = self.ranks
        gone: set[int] = set()
        arriving: dict[Any, list[Any]] = {}     # one pass over those moved, not one per key
        for counter in moved:
            gone.add(id(counter))
            arriving.setdefault(key_of(counter), []).append(counter)
        for key in keys:
            found = [c for c in lists.get(key, ()) if id(c) not in gone]
            if key in arriving:
                found += arriving[key]
                if len(found) > 1:
                    found.sort(key=lambda c: ranks[id(c)])
            if found:
                lists[key] = found
            else:
                lists.pop(key, None)
        return lists


def moved_between(lists: dict[str, list[Any]], moved: list[Any], here: str, to: str,
                  ranks: dict[int, int]) -> dict[str, list[Any]] | None:
    """A copy of ``lists`` (by village) with ``moved`` taken out of the list of ``here`` and
    put in that of ``to``, in the state's order; None when they were not all in ``here``."""
    there = lists.get(here, ())
    gone = {id(c) for c in moved}
    left = [c for c in there if id(c) not in gone]
    if len(left) + len(moved) != len(there):
        return None
    entered = [*lists.get(to, ()), *moved]
    entered.sort(key=lambda c: ranks[id(c)])
    lists = dict(lists)
    if left:
        lists[here] = left
    else:
        del lists[here]
    lists[to] = entered
    return lists


def ranks_of(state: GameState) -> dict[int, int]:
    """Each counter's place in the state, by identity: a troop's in ``troops``, a lord's in
    ``lords`` (the order of every list of the index)."""
    ranks = {id(troop): i for i, troop in enumerate(state.troops)}
    ranks.update((id(lord), i) for i, lord in enumerate(state.lords.values()))
    return ranks


def village_of(troop: Troop) -> str | None:
    return troop.village


def stock_of(troop: Troop) -> tuple[int, str] | None:
    return (troop.owner, troop.kind) if troop.village is None else None


def lord_village_of(lord: Lord) -> str | None:
    return lord.village if lord.owner is not None else None

"""The whole state of a game of Fief, as plain dataclasses.

Designed for every rule at once (economy, movement, politics, cards, war, relics), so that the
later phases add behaviour, not fields scattered elsewhere. Everything is JSON-friendly: players
are list indices (seats), villages/fiefs/lords/cards are their names, bishoprics their numbers
as strings in dict keys. Counters are individual records so that conservation of the box's
components is a simple count, and each troop carries its own step count (RULINGS 27).

The counters themselves are in counters.py, the index of where they stand in index.py.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypedDict, TypeVar

from ..serial import clone_plain, from_plain, sorted_plain, to_plain
from .counters import Ledger, Lord, Troop, set_attribute
from .index import Index

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
    unowned: bool = False            # simplified S-15: a place its takers could not agree on,
                                     # nobody's (not its fief holder's) until a family holds it


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
    crown_fiefs: list[str] = field(default_factory=list)   # 2011: heirless titles the crown grants
    # simplified S-13: each lord's titles (fiefs, "crown", "darc", "bishop", "cardinal", "pope")
    # when the movement phase began, which give his strength until the battle phase ends; None
    # outside those two phases (strength is then read from the titles held)
    strength: dict[str, list[str]] | None = None


@dataclass
class Player:
    name: str
    colour: str
    money: int = 0
    hand: list[str] = field(default_factory=list)
    diplomacy: int = 3
    tax_markers: int = 3
    out_of_lords_since: int = 0
    gems: int = 0                    # simplified 004 §2.1: gems held (lasting wealth)
    damages: int = 0                 # simplified S-5: war damages owed, paid next turn


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
    engine_pool: int = 0             # Siege Engines in the common supply (2011, E-3); 1429: 0
    gem_pool: int = 0                # simplified S-3: gems not held by a family (8 in all)
    round: int = 0
    phase: int = 0
    first: int = 0
    stack: list[Frame[Any]] = field(default_factory=list)
    last_step: str | None = None                                   # step that ended last
    rng: int = 0
    forced_d6: list[int] = field(default_factory=list)
    forced_battle: list[int] = field(default_factory=list)
    version: int = 0                                                # actions applied
    # Actions applied in this round, counted at a table of computers only (its option
    # round_decisions, phases/end_round.py); absent from a snapshot while 0, so the saves of
    # every other game keep their bytes (and older saves their check).
    round_moves: int = 0
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
        data: dict[str, Any] = to_plain(self)
        if not self.round_moves:
            del data["round_moves"]
        return data

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
        state: GameState = sorted_plain(self)     # as json.dumps(sort_keys=True) and back
        return state

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

"""The whole state of a game of Fief, as plain dataclasses.

Designed for every rule at once (economy, movement, politics, cards, war, relics), so that the
later phases add behaviour, not fields scattered elsewhere. Everything is JSON-friendly: players
are list indices (seats), villages/fiefs/lords/cards are their names, bishoprics their numbers
as strings in dict keys. Counters are individual records so that conservation of the box's
components is a simple count, and each troop carries its own step count (RULINGS 27).
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .serial import from_plain, to_plain

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

KNIGHT, MAN = "knight", "man"
STRONGHOLD, CITY = "stronghold", "city"
RELICS = ("grail", "roseline", "geronce", "spear", "rhadegund")


class Placed:
    """Counters that stand somewhere: every change of where one stands, whose it is or who
    holds it captive bumps ``MOVES[0]``, so an index of the board built from them (see
    ``control.presence``) knows when it must be rebuilt."""

    def __setattr__(self, name: str, value: Any) -> None:
        object.__setattr__(self, name, value)
        if name in WATCHED:
            MOVES[0] += 1


WATCHED = frozenset({"village", "owner", "captor"})
MOVES = [0]


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


@dataclass
class Troop(Placed):
    """A Knight or Man at Arms counter; ``village`` None means in the family's stock."""

    owner: int
    kind: str
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


@dataclass
class Frame:
    """One entry of the flow stack: a phase step or an interruption (window, battle, vote)."""

    kind: str
    data: dict[str, Any] = field(default_factory=dict)


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
    stack: list[Frame] = field(default_factory=list)
    last_step: str | None = None                                   # step that ended last
    rng: int = 0
    forced_d6: list[int] = field(default_factory=list)
    forced_battle: list[int] = field(default_factory=list)
    version: int = 0                                                # actions applied
    excommunicated_round: int = -1                                  # 1.7 once per round
    winners: list[int] | None = None
    finished: bool = False

    def to_dict(self) -> dict[str, Any]:
        return to_plain(self)

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> "GameState":
        return from_plain(cls, data)

    def clone(self) -> "GameState":
        return GameState.from_dict(self.to_dict())

    def canonical(self) -> "GameState":
        """The same state with every mapping in sorted key order, as a save file stores it.

        Loops over lords and villages follow dict order, so a game and its reloaded copy must
        start from the same order for a replay to take the same decisions.
        """
        import json

        return GameState.from_dict(json.loads(json.dumps(self.to_dict(), sort_keys=True)))

    # --- small queries used everywhere -------------------------------------------------
    @property
    def n(self) -> int:
        return len(self.players)

    def order(self) -> list[int]:
        """Turn order of this round: clockwise from the first player."""
        return [(self.first + i) % self.n for i in range(self.n)]

    def index(self) -> "Index":
        """Where every counter stands, rebuilt only after one has moved (Placed)."""
        cached = self.__dict__.get("_index")
        if cached is None or cached.moves != MOVES[0]:
            cached = Index.of(self)
            self.__dict__["_index"] = cached
        return cached

    def family(self, player: int) -> list[Lord]:
        return list(self.index().families.get(player, ()))

    def lords_in(self, village: str) -> list[Lord]:
        return list(self.index().lords_at.get(village, ()))

    def troops_in(self, village: str, owner: int | None = None) -> list[Troop]:
        here = self.index().troops_at.get(village, ())
        return [t for t in here if owner is None or t.owner == owner]

    def stock(self, player: int, kind: str) -> list[Troop]:
        return list(self.index().stock.get((player, kind), ()))

    def top(self) -> Frame | None:
        return self.stack[-1] if self.stack else None


@dataclass
class Index:
    """The counters by place, in the state's own order, built in one pass: lists of troops per
    village and in each stock, lords per village and per family, and the players present in
    each village (an uncaptured lord or a troop, A35). Never saved: it is derived."""

    moves: int
    troops_at: dict[str, list[Troop]]
    stock: dict[tuple[int, str], list[Troop]]
    lords_at: dict[str, list[Lord]]
    families: dict[int, list[Lord]]
    present: dict[str, set[int]]

    @classmethod
    def of(cls, state: GameState) -> "Index":
        troops_at: dict[str, list[Troop]] = {}
        stock: dict[tuple[int, str], list[Troop]] = {}
        present: dict[str, set[int]] = {}
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
                present[village].add(troop.owner)
            else:
                troops_at[village] = [troop]
                present[village] = {troop.owner}
        lords_at: dict[str, list[Lord]] = {}
        families: dict[int, list[Lord]] = {}
        for lord in state.lords.values():
            owner = lord.owner
            if owner is None:
                continue
            families.setdefault(owner, []).append(lord)
            village = lord.village
            if village is not None:
                lords_at.setdefault(village, []).append(lord)
                if lord.captor is None:
                    present.setdefault(village, set()).add(owner)
        return cls(MOVES[0], troops_at, stock, lords_at, families, present)

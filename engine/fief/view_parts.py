"""The parts of a seat's view (``views.View``), each a TypedDict: what each field holds, for
the client, the bots and the tests. The builders are in views.py, which gives these names too.
"""
from __future__ import annotations

from typing import Any, NotRequired, TypedDict


class GoalView(TypedDict):
    """How this game is won (7.1, 7.2; the simplified edition's S-6 by players), so a client
    states the victory conditions without reading a rules table."""

    alone: int                   # victory points a family needs alone (7.1)
    together: int | None         # between two families allied by marriage (7.2); None when
                                 # marriages make no alliance (fewer players, 7.2)


class FamilyStock(TypedDict):
    """The counters a family has in its stock."""

    knights: int
    men: int
    engines: int                 # Siege Engines not on the map


class TalkInvitesView(TypedDict):
    """Whom this family may invite to a private talk now (8.0: any other family; 2011 and the
    variant: the ally by marriage alone, nobody while a talk goes on, 003 Jeton Ambassade,
    E-8), so that the Diplomacy dialog offers only them; when nobody, the refusal an
    ``open_talk`` would get, worded (engine/errors.py) for the client to say why."""

    invite: list[int]            # the seats the player may invite now
    rule: str | None             # when nobody: the rule that forbids it
    why: str | None              # its English words (a gettext message id), else None
    values: dict[str, str]       # the values the words are filled with


class PlayerView(TypedDict):
    name: str
    colour: str
    hand_size: int
    diplomacy: int               # Diplomacy markers left (8.0)
    tax_markers: int             # Tax markers in front of the player (2.4.4)
    vp: int                      # victory points (7.0)
    stock: FamilyStock
    money: NotRequired[int]      # his own; others' too unless money is hidden (A42)
    gems: NotRequired[int]       # simplified: gems held (004 §2.1), public
    damages: NotRequired[int]    # simplified: war damages owed next turn (S-5), public
    resources: NotRequired[int]  # simplified: income left to spend in this phase (S-3), public
    hand: NotRequired[list[str]]  # his own only
    talk: NotRequired[TalkInvitesView]  # his own only: whom he may invite to a talk now


class LordView(TypedDict):
    """A lord in play (with an owner)."""

    name: str
    sex: str                     # "M" or "F"
    owner: int | None
    village: str | None          # None: waiting off the map (RULINGS 23)
    road: str | None             # waiting on the road from this neighbour (5.1)
    captor: int | None           # held captive by this seat (6.2.3)
    spouse: str | None
    assassin: bool               # bears an Assassin marker (10.3)
    relic: str | None            # the first Holy Relic he carries (11.1), or None
    relics: list[str]            # every Holy Relic he carries (11.1: any number)
    steps: int                   # steps made this round (5.0)
    darc: bool                   # he is d'ARC's lady (9.1)
    titles: list[str]            # "fief:NAME", "bishop:N", "cardinal", "pope", "king"...


class StackView(TypedDict):
    """A family's troops in a village, on one road or inside (by counts, never counter by
    counter). Under Fog of War another family's kinds are hidden: ``counters`` only."""

    player: int
    road: str | None             # the neighbour they wait on the road from, None inside
    knights: NotRequired[int]
    men: NotRequired[int]
    counters: NotRequired[int]   # Fog of War (11.2): counters of a hidden kind
    new: NotRequired[int]        # bought this Purchase phase (4.1)
    steps: NotRequired[dict[str, int]]  # how many counters made each number of steps
    knight_steps: NotRequired[dict[str, int]]  # of them, the knights (kinds shown only)


class EngineView(TypedDict):
    player: int
    level: int                   # 1 when placed, 2 once flipped (6.4)


class VillageView(TypedDict):
    controller: int | None       # who controls it, occupied or by a fief title (5.1)
    occupied_by: int | None      # who occupies it
    arrivals: list[int]          # the players present, first arrival first
    mills: int
    fort: str | None             # "stronghold" or "city"
    besiegers: list[int]         # 6.4
    relics: list[str]            # Holy Relics lying loose here (11.1)
    engines: list[EngineView]
    stacks: list[StackView]
    marker: NotRequired[int | None]  # simplified: the family whose control marker is here (004 §6)


class TitlesView(TypedDict):
    """Who holds each title: lords' names."""

    king: str | None
    queen: str | None
    regent: bool                 # the Queen is Queen Regent (1.8.1)
    pope: str | None
    crown_prince: str | None
    darc: str | None
    excommunicated: str | None
    fiefs: dict[str, str | None]     # per fief
    bishops: dict[str, str | None]   # per bishopric "1".."5"
    cardinals: list[str | None]      # the four birettas, the purchasable one last
    reserved: dict[str, int]         # vacant fief titles kept for a family (4.3.1)
    crown: list[str]                 # 2011: heirless fief titles the crown may give (E-10)
    strength: NotRequired[dict[str, list[str]] | None]   # simplified S-13: each lord's titles
                                     # when the movement phase began, which give his strength
                                     # until the battle phase ends (None outside those phases)


class TaxView(TypedDict):
    """A Tax marker on the board (its lord is not shown)."""

    player: int
    kind: str                    # "tallage" or "tithe" (2.4.4)
    target: str                  # a fief, a bishopric, or "all" (the Pope's)
    role: str                    # the title that levies it


class DecksView(TypedDict):
    """The size of each deck and discard pile (their order is hidden)."""

    lords: int
    lords_discard: int
    fortune: int
    fortune_discard: int


class SupplyView(TypedDict):
    """The shared stock of buildings, and of Siege Engines in an edition that sells them."""

    mills: int
    forts: int
    engines: NotRequired[int]    # 2011: engines left in the common supply (E-3)


class SharedView(TypedDict):
    """The parts of a view that every seat sees alike at one position (``shared_view``)."""

    goal: GoalView
    options: dict[str, Any]
    players: list[PlayerView]    # each family as the others see it (its own seat sees more)
    lords: list[LordView]
    villages: dict[str, VillageView] | None      # None under the Fog of War: each seat's own
    titles: TitlesView
    disasters: dict[str, list[str]]
    fortunes: dict[str, list[str]]
    taxes: list[TaxView]
    relics: dict[str, str | None]
    disaster_track: int
    decks: DecksView
    stock: SupplyView

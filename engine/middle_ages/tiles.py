"""The components of Middle-Ages as data (M2): the eight domains with their income, the 84
parcel tiles (their numbers, backs and symbols as the table of M2.2 fixes them, MA-2 and MA-6,
since the pictures of the rulebook are lost) and the 15 Event cards (M7). When the real tile
list is known, only this table changes (and ``TILE_TABLE`` with it, so older saves are named
as such)."""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from enum import StrEnum
from types import MappingProxyType


class Domain(StrEnum):
    """A domain of the fief board; the order of the members is the column order, left to
    right (M2), which the tie-breaks (M8) and the attack of a Barracks (MA-7) read."""

    FIELDS = "fields"
    MILL = "mill"
    VILLAGE = "village"
    RAMPART = "rampart"
    MARKET = "market"
    BARRACKS = "barracks"
    CHURCH = "church"
    PALACE = "palace"


DOMAINS: tuple[Domain, ...] = tuple(Domain)


@dataclass(frozen=True)
class DomainRule:
    """A domain's income (M2.3, M5.0): ``rate`` coins per tile of the ``counts`` domains."""

    rate: int
    counts: tuple[Domain, ...]


D = Domain
DOMAIN_RULES: Mapping[Domain, DomainRule] = MappingProxyType({
    D.FIELDS: DomainRule(2, (D.FIELDS,)),
    D.MILL: DomainRule(2, (D.MILL,)),
    D.VILLAGE: DomainRule(2, (D.VILLAGE, D.RAMPART)),
    D.RAMPART: DomainRule(2, (D.FIELDS, D.RAMPART)),
    D.MARKET: DomainRule(2, (D.MILL, D.MARKET)),
    D.BARRACKS: DomainRule(2, (D.VILLAGE, D.BARRACKS)),
    D.CHURCH: DomainRule(3, (D.CHURCH,)),
    D.PALACE: DomainRule(3, (D.PALACE,)),
})

NUMBERS = 23                     # tiles are numbered 1 to 23 on the back (M2.2)
TILE_TABLE = 2                   # the version of the table below (MA-2 revised); saves hold it

# M2.2, MA-2, MA-6: every tile of each domain as the table writes it: its number, ``p`` a
# Peasant, ``c`` a Chest, ``*`` an orange back (no star: blue).
TABLE: Mapping[Domain, str] = MappingProxyType({
    D.FIELDS: "1 3 4* 6 8 10p* 11p 13c 14p* 16p 17c 19p* 21p 23c*",
    D.MILL: "1 3* 5 7 8* 10p 11p* 14c 16p 17p* 19c 21p 23c*",
    D.VILLAGE: "1* 3 5 7* 9p 11p* 13c 15p* 17p 19c 20p* 23c",
    D.RAMPART: "1 4 6* 8 10p 12p* 14c 16p 18c* 20p 22c*",
    D.MARKET: "2* 4 6 8* 11p 13c* 15c 18p 20c* 22c",
    D.BARRACKS: "2* 4 7 9p* 12c 14p 17c* 20p 22c",
    D.CHURCH: "2* 5 7* 10p 13c 16c* 19c 22c",
    D.PALACE: "2 5* 9p 12c 15c* 18c 21c*",
})


@dataclass(frozen=True)
class Tile:
    """One parcel tile: its identity (0-83), domain, number and back (MA-2), symbol (MA-6)."""

    id: int
    domain: Domain
    number: int
    orange: bool
    peasant: bool = False
    chest: bool = False

    @property
    def name(self) -> str:
        """The tile as the rules write it: ``rampart-12`` (M2.2)."""
        return f"{self.domain.value}-{self.number}"


def _tile_table() -> tuple[Tile, ...]:
    """M2.2: the tiles of ``TABLE``, listed by domain in column order, each domain's in the
    table's order; a tile's identity is its place in this list."""
    tiles: list[Tile] = []
    for domain in DOMAINS:
        for entry in TABLE[domain].split():
            number = int(entry.rstrip("pc*"))
            tiles.append(Tile(len(tiles), domain, number, entry.endswith("*"),
                              "p" in entry, "c" in entry))
    return tuple(tiles)


TILES: tuple[Tile, ...] = _tile_table()
BLUE: tuple[int, ...] = tuple(t.id for t in TILES if not t.orange)
ORANGE: tuple[int, ...] = tuple(t.id for t in TILES if t.orange)
BY_NAME: Mapping[str, int] = MappingProxyType({t.name: t.id for t in TILES})
IN_BOX: Mapping[Domain, int] = MappingProxyType(
    {d: sum(1 for t in TILES if t.domain is d) for d in DOMAINS})   # M2.2: 14, 13, ... 7


class EventCard(StrEnum):
    """The 15 Event cards (M7), by an English key; ``EVENT_RULES`` holds their effects."""

    SKILLED_TRADES = "skilled_trades"
    PRECIOUS_GOODS = "precious_goods"
    ALLIANCE = "alliance"
    BARBARIAN_INVASION = "barbarian_invasion"
    BLACK_DEATH = "black_death"
    NEW_DEFENCES = "new_defences"
    TRIUMPHANT_RETURN = "triumphant_return"
    BABY_BOOM = "baby_boom"
    PEASANT_REVOLT = "peasant_revolt"
    RESTORATION = "restoration"
    GOOD_HARVEST = "good_harvest"
    RECONSTRUCTION_AID = "reconstruction_aid"
    EXTENDED_LORDSHIP = "extended_lordship"
    LAVISH_CEREMONIES = "lavish_ceremonies"
    EARTHQUAKE = "earthquake"


@dataclass(frozen=True)
class EventRule:
    """What an Event card does to every player (M7): coins per symbol, per tile of some
    domains (negative: a loss, MA-8), per Graveyard tile, per domain held; tiles destroyed;
    or a tile restored from the Graveyard."""

    french: str
    per_peasant: int = 0
    per_chest: int = 0
    per_tile: tuple[tuple[Domain, int], ...] = ()
    per_graveyard: int = 0
    per_domain_held: int = 0
    destroy: tuple[Domain, ...] = ()
    restore: bool = False


E = EventCard
EVENT_RULES: Mapping[EventCard, EventRule] = MappingProxyType({
    E.SKILLED_TRADES: EventRule("Métiers qualifiés", per_peasant=1),
    E.PRECIOUS_GOODS: EventRule("Marchandises précieuses", per_chest=1),
    E.ALLIANCE: EventRule("Alliance", per_tile=((D.CHURCH, 3), (D.PALACE, 3))),
    E.BARBARIAN_INVASION: EventRule("Invasion barbare", destroy=(D.MILL, D.FIELDS)),
    E.BLACK_DEATH: EventRule("Peste noire", destroy=(D.VILLAGE, D.BARRACKS)),
    E.NEW_DEFENCES: EventRule("Nouvelles défenses", per_tile=((D.RAMPART, 3),)),
    E.TRIUMPHANT_RETURN: EventRule("Retour triomphant",
                                   per_tile=((D.MARKET, 2), (D.BARRACKS, 2))),
    E.BABY_BOOM: EventRule("Pic de natalité", per_tile=((D.MILL, 2), (D.VILLAGE, 2))),
    E.PEASANT_REVOLT: EventRule("Révolte paysanne", destroy=(D.PALACE,)),
    E.RESTORATION: EventRule("Restauration", restore=True),
    E.GOOD_HARVEST: EventRule("Bonnes récoltes", per_tile=((D.FIELDS, 2),)),
    E.RECONSTRUCTION_AID: EventRule("Aide à la reconstruction", per_graveyard=3),
    E.EXTENDED_LORDSHIP: EventRule("Seigneurie étendue", per_domain_held=2),
    E.LAVISH_CEREMONIES: EventRule("Cérémonies dispendieuses",
                                   per_tile=((D.CHURCH, -2), (D.PALACE, -2))),
    E.EARTHQUAKE: EventRule("Tremblement de terre", destroy=(D.RAMPART,)),
})

# The game's fixed numbers (M1, M3, M4, M8), named where the rules use them.
TURNS = 16
ROWS = 4
EVENTS_DEALT = 4
EVENT_TURNS = (4, 8, 12, 16)
LAST_REFILL_TURN = 12            # M4.3: no refill from turn 13 on
WRAP_TURNS = (4, 8, 12)          # M4.2.1: the row below the bottom row is the top row
PARCEL_TOKENS: tuple[Domain, ...] = DOMAINS   # MA-5: one Parcel token per domain type
COIN_TOKENS = 8                  # MA-5: eight interchangeable Extra-coin tokens
MILL_PAYMENT = 2                 # M5.2
ATTACK_PAYMENT = 2               # M5.6
EMPTY_DOMAIN_PENALTY = 10        # M8
TIE_BREAK: tuple[Domain, ...] = tuple(reversed(DOMAINS))   # M8: Palace, Church, ... Fields

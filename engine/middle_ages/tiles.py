"""The components of Middle-Ages as data (M2): the eight domains with their income, the 84
parcel tiles (their numbers, backs and symbols fixed by MA-2 and MA-6, since the pictures of the
rulebook are lost) and the 15 Event cards (M7). When the real tile list is known, only this
table changes."""
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
    """A domain's tiles in the box and its income (M2, M5): ``rate`` coins per tile of the
    ``counts`` domains."""

    tiles: int
    orange: int                 # how many of its tiles have an orange back (MA-2)
    rate: int
    counts: tuple[Domain, ...]


D = Domain
DOMAIN_RULES: Mapping[Domain, DomainRule] = MappingProxyType({
    D.FIELDS: DomainRule(14, 5, 2, (D.FIELDS,)),
    D.MILL: DomainRule(13, 5, 2, (D.MILL,)),
    D.VILLAGE: DomainRule(12, 5, 2, (D.VILLAGE, D.RAMPART)),
    D.RAMPART: DomainRule(11, 4, 2, (D.FIELDS, D.RAMPART)),
    D.MARKET: DomainRule(10, 4, 2, (D.MILL, D.MARKET)),
    D.BARRACKS: DomainRule(9, 3, 2, (D.VILLAGE, D.BARRACKS)),
    D.CHURCH: DomainRule(8, 3, 3, (D.CHURCH,)),
    D.PALACE: DomainRule(7, 3, 3, (D.PALACE,)),
})

NUMBERS = 23                     # tiles are numbered 1 to 23 on the back (M2)
PEASANT_NUMBERS = range(1, 9)    # MA-6: a Peasant symbol on tiles 1-8
CHEST_NUMBERS = range(16, 24)    # MA-6: a Chest symbol on tiles 16-23


@dataclass(frozen=True)
class Tile:
    """One parcel tile: its identity (0-83), domain, number and back (MA-2), symbols (MA-6)."""

    id: int
    domain: Domain
    number: int
    orange: bool

    @property
    def peasant(self) -> bool:
        return self.number in PEASANT_NUMBERS

    @property
    def chest(self) -> bool:
        return self.number in CHEST_NUMBERS


def _tile_table() -> tuple[Tile, ...]:
    """MA-2: the tiles listed by domain in column order; tile k has number 1 + (k mod 23); the
    last ``orange`` tiles of each domain have orange backs."""
    tiles: list[Tile] = []
    for domain in DOMAINS:
        rule = DOMAIN_RULES[domain]
        for i in range(rule.tiles):
            k = len(tiles)
            tiles.append(Tile(k, domain, 1 + k % NUMBERS, i >= rule.tiles - rule.orange))
    return tuple(tiles)


TILES: tuple[Tile, ...] = _tile_table()
BLUE: tuple[int, ...] = tuple(t.id for t in TILES if not t.orange)
ORANGE: tuple[int, ...] = tuple(t.id for t in TILES if t.orange)


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

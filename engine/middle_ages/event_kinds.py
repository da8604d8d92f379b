"""Every kind of event Middle-Ages tells, as the ``TypedDict`` of its JSON form
(``Event.to_dict``), for a client to narrow on ``event["kind"]``; ``KINDS`` maps each kind to
its form and tests/test_ma_messages.py holds every event random games tell to it. Seats are
numbers; tiles are their numbers in the tile table (views give their domain and number)."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Literal, NotRequired, TypedDict


class Base(TypedDict):
    chance: NotRequired[bool]    # a draw or a shuffle: no undo goes back past it


class GameSetUp(Base):
    kind: Literal["game_set_up"]
    rows: list[list[int | None]]  # the four rows dealt (M3.3), top first
    cards: list[str]             # the four Event cards, leftmost first (M3.4)
    order: list[int]             # the order of the first placement (M3.6)
    pile: int                    # the size of the draw pile
    orange: int                  # the size of the orange pile set aside (M3.1)


class LordPlaced(Base):
    kind: Literal["lord_placed"]
    player: int
    row: int
    col: int


class TurnStarted(Base):
    kind: Literal["turn_started"]
    turn: int
    order: list[int]             # the seats in their order of play (M4.2)
    row: int                     # the Lords' row


class TileDiscarded(Base):
    kind: Literal["tile_discarded"]
    tile: int
    row: int
    col: int
    scout: int | None            # the seat whose Scout went home from it (MA-4)


class LordMoved(Base):
    kind: Literal["lord_moved"]
    player: int
    row: int
    col: int


class ScoutReturned(Base):
    kind: Literal["scout_returned"]
    player: int


class TileTaken(Base):
    kind: Literal["tile_taken"]
    player: int
    tile: int
    domain: str
    row: int
    col: int
    count: int                   # the tiles of that domain now on the board


class EffectVoid(Base):
    kind: Literal["effect_void"]
    player: int
    domain: str


class SymbolsCounted(Base):
    kind: Literal["symbols_counted"]
    player: int
    domain: str
    symbol: Literal["peasant", "chest"]
    amount: int


class MillPaid(Base):
    kind: Literal["mill_paid"]
    player: int                  # who pays
    to: int
    amount: int


class Attacked(Base):
    kind: Literal["attacked"]
    player: int                  # who is attacked
    by: int
    tile: int | None             # the tile sent to the Graveyard (MA-7), None if none
    domain: str | None
    amount: int                  # what was paid (MA-8)


class Income(Base):
    kind: Literal["income"]
    player: int
    domain: str
    amount: int
    tiles: int                   # the tiles counted
    money: int                   # the money after it


class TileRestored(Base):
    kind: Literal["tile_restored"]
    player: int
    tile: int
    domain: str
    rule: str                    # "M5.3" (Village) or "M7" (Restauration)


class ScoutPlaced(Base):
    kind: Literal["scout_placed"]
    player: int
    row: int
    col: int


class CoinTokenPlaced(Base):
    kind: Literal["coin_token_placed"]
    player: int
    domain: str


class ParcelTokenPlaced(Base):
    kind: Literal["parcel_token_placed"]
    player: int
    type: str
    domain: str


class RowRefilled(Base):
    kind: Literal["row_refilled"]
    row: int
    tiles: list[int]


class PileReplaced(Base):
    kind: Literal["pile_replaced"]
    source: Literal["orange", "discard"]
    size: int


class EventApplied(Base):
    kind: Literal["event_applied"]
    card: str
    money: list[int]             # per seat, the change made (MA-8)
    destroyed: list[list[int]]   # per seat, the tiles sent to the Graveyard


class GameOver(Base):
    kind: Literal["game_over"]
    scores: list[int]
    winners: list[int]
    penalties: list[int]         # per seat, what the M8 penalty takes: at most the money (MA-8)
    owed: list[int]              # per seat, 10 per empty domain, before that cap (M8)
    tie_break: list[str]         # the domains compared to break a tie for the best score (M8)


KINDS: Mapping[str, type] = MappingProxyType({
    "game_set_up": GameSetUp, "lord_placed": LordPlaced, "turn_started": TurnStarted, "tile_discarded": TileDiscarded,
    "lord_moved": LordMoved, "scout_returned": ScoutReturned, "tile_taken": TileTaken,
    "effect_void": EffectVoid, "symbols_counted": SymbolsCounted, "mill_paid": MillPaid,
    "attacked": Attacked, "income": Income, "tile_restored": TileRestored,
    "scout_placed": ScoutPlaced, "coin_token_placed": CoinTokenPlaced,
    "parcel_token_placed": ParcelTokenPlaced, "row_refilled": RowRefilled,
    "pile_replaced": PileReplaced, "event_applied": EventApplied, "game_over": GameOver,
})

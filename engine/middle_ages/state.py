"""The whole position of a game of Middle-Ages, as one dataclass tree with a JSON form
(``engine.serial``): the players' fief boards, the four rows, the piles, the Event cards, the
token supply, and where the turn stands. Tiles are held by their number in ``tiles.TILES``.

Where the turn stands (``phase``):

- ``"placement"``: the first placement (M3.6); ``order`` is the random placement order,
  ``current`` the index of the seat placing.
- ``"play"``: turn ``turn`` (M4); ``order`` is this turn's order of play (M4.2), ``current`` the
  index of the seat playing; ``asked`` names the effect whose choice is awaited (M5).
- ``"restoration"``: the Restauration Event (M7, MA-10); ``restoring`` the seats still to choose.
- ``"over"``: the game has ended (M8); ``scores`` and ``winners`` are set.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..serial import clone_plain, from_plain, to_plain
from .tiles import DOMAINS, TILE_TABLE, TILES, Domain, Tile


@dataclass
class PlayerState:
    """One lord: the money, the fief board (each domain's column of tiles, bottom first), the
    Graveyard, the tokens under the domains, and the Lord and Scout pawns on the table."""

    name: str
    colour: str
    money: int = 0
    columns: dict[str, list[int]] = field(default_factory=lambda: {d.value: [] for d in DOMAINS})
    graveyard: list[int] = field(default_factory=list)
    coin_tokens: list[str] = field(default_factory=list)       # domains with an Extra-coin
    parcel_tokens: dict[str, str] = field(default_factory=dict)  # domain -> type it adds
    lord: list[int] | None = None       # [row, column] of the tile the Lord stands on
    scout: list[int] | None = None      # [row, column] of the tile the Scout reserves

    # A domain is a str enum: it is its own key in ``columns`` (no ``.value``: the hot path).
    def tiles_of(self, domain: Domain) -> list[int]:
        return self.columns[domain]

    def count(self, domain: Domain) -> int:
        return len(self.columns[domain])

    def board_tiles(self) -> list[Tile]:
        return [TILES[t] for domain in DOMAINS for t in self.columns[domain]]


@dataclass
class State:
    """A game of Middle-Ages (see the module's docstring for the phases)."""

    options: dict[str, Any]
    players: list[PlayerState]
    rng: int
    forced_d6: list[int] = field(default_factory=list)      # engine.rng.Seeded: unused here
    forced_battle: list[int] = field(default_factory=list)  # engine.rng.Seeded: unused here
    version: int = 0
    table: int = TILE_TABLE          # the tile table the tiles' identities refer to (M2.2)
    turn: int = 0
    phase: str = "placement"
    order: list[int] = field(default_factory=list)
    current: int = 0
    asked: str | None = None
    restoring: list[int] = field(default_factory=list)
    rows: list[list[int | None]] = field(default_factory=list)   # four rows, top first
    pile: list[int] = field(default_factory=list)     # the draw pile, top tile last
    orange: list[int] = field(default_factory=list)   # the orange pile set aside (4-5 players)
    discard: list[int] = field(default_factory=list)
    events: list[str] = field(default_factory=list)   # the four cards dealt, leftmost first
    events_done: int = 0                              # how many are applied and face down
    coin_supply: int = 0
    parcel_supply: list[str] = field(default_factory=list)
    scores: list[int] | None = None
    winners: list[int] | None = None

    @property
    def n(self) -> int:
        return len(self.players)

    @property
    def finished(self) -> bool:
        return self.phase == "over"

    def playing(self) -> int | None:
        """The seat whose turn it is (placing or playing), None between turns."""
        if self.phase in ("placement", "play") and self.current < len(self.order):
            return self.order[self.current]
        return None

    def lord_at(self, row: int, col: int) -> int | None:
        for seat, player in enumerate(self.players):
            if player.lord == [row, col]:
                return seat
        return None

    def scout_at(self, row: int, col: int) -> int | None:
        for seat, player in enumerate(self.players):
            if player.scout == [row, col]:
                return seat
        return None

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = to_plain(self)
        return data

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> State:
        state: State = from_plain(cls, data)
        return state

    def clone(self) -> State:
        copy: State = clone_plain(self)
        return copy

"""What a seat may see (M6): everything on the table, built field by field (an allow-list),
but never the order of the piles: of each pile only its size and the number on the back of its
top tile. Every seat sees the same; the view names the seat it was made for. Numbers a scene
shows (each domain's income, symbols, the score at the end) come worked out by the rules, so
the client recomputes nothing."""
from __future__ import annotations

from typing import TypedDict

from . import board
from .asks import decision
from .state import PlayerState, State
from .tiles import DOMAINS, EVENT_RULES, TILES, TURNS, EventCard
from .turn import destination_row, lords_row


class TileView(TypedDict):
    id: int
    domain: str
    number: int
    peasant: bool
    chest: bool
    orange: bool


class PileView(TypedDict):
    size: int
    top_number: int | None       # the number on the back of the top tile (M6)


class EventView(TypedDict):
    card: str
    french: str                  # the card's name in the box
    done: bool                   # applied and turned face down (M4.4)


class PlayerView(TypedDict):
    seat: int
    name: str
    colour: str
    money: int
    columns: dict[str, list[TileView]]     # each domain's tiles, bottom first
    graveyard: list[TileView]
    coin_tokens: list[str]
    parcel_tokens: dict[str, str]
    lord: list[int] | None                  # [row, column]
    scout: list[int] | None
    income: dict[str, int]                  # what each domain's income would give now (M5)
    peasants: int
    chests: int
    empty_domains: int
    score: int                              # money less the M8 penalty, as if it ended now


class View(TypedDict):
    game: str
    seat: int | None
    move: int
    turn: int
    turns: int
    phase: str
    lords_row: int | None
    destination_row: int | None
    order: list[int]
    playing: int | None
    rows: list[list[TileView | None]]
    pile: PileView
    orange: PileView
    discard: list[TileView]
    events: list[EventView]
    coin_supply: int
    parcel_supply: list[str]
    players: list[PlayerView]
    asked: dict[str, object] | None         # the decision pending, its JSON form
    scores: list[int] | None
    winners: list[int] | None


def tile_view(tile: int) -> TileView:
    t = TILES[tile]
    return {"id": t.id, "domain": t.domain.value, "number": t.number, "peasant": t.peasant,
            "chest": t.chest, "orange": t.orange}


def pile_view(pile: list[int]) -> PileView:
    return {"size": len(pile), "top_number": TILES[pile[-1]].number if pile else None}


def player_view(seat: int, player: PlayerState) -> PlayerView:
    return {
        "seat": seat, "name": player.name, "colour": player.colour, "money": player.money,
        "columns": {d.value: [tile_view(t) for t in player.tiles_of(d)] for d in DOMAINS},
        "graveyard": [tile_view(t) for t in player.graveyard],
        "coin_tokens": list(player.coin_tokens),
        "parcel_tokens": dict(player.parcel_tokens),
        "lord": list(player.lord) if player.lord is not None else None,
        "scout": list(player.scout) if player.scout is not None else None,
        "income": {d.value: board.income(player, d) for d in DOMAINS},
        "peasants": board.peasants(player), "chests": board.chests(player),
        "empty_domains": board.empty_domains(player), "score": board.score(player),
    }


def view_for(state: State, seat: int | None) -> View:
    playing = state.turn >= 1 and state.phase != "over"
    pending = decision(state)
    return {
        "game": "middle-ages", "seat": seat, "move": state.version, "turn": state.turn,
        "turns": TURNS, "phase": state.phase,
        "lords_row": lords_row(state.turn) if playing else None,
        "destination_row": destination_row(state.turn) if playing and state.turn < TURNS
        else None,
        "order": list(state.order), "playing": state.playing(),
        "rows": [[tile_view(t) if t is not None else None for t in row] for row in state.rows],
        "pile": pile_view(state.pile), "orange": pile_view(state.orange),
        "discard": [tile_view(t) for t in state.discard],
        "events": [{"card": card, "french": EVENT_RULES[EventCard(card)].french,
                    "done": i < state.events_done} for i, card in enumerate(state.events)],
        "coin_supply": state.coin_supply, "parcel_supply": list(state.parcel_supply),
        "players": [player_view(s, p) for s, p in enumerate(state.players)],
        "asked": dict(pending.to_dict()) if pending is not None else None,
        "scores": list(state.scores) if state.scores is not None else None,
        "winners": list(state.winners) if state.winners is not None else None,
    }

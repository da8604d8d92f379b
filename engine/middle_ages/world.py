"""A computer player's world: a state rebuilt from a seat's view alone (M6: everything is
public but the order of the piles, which is filled with the unseen tiles in an order of the
player's own drawing). Bots reason on it with the rules' own functions."""
from __future__ import annotations

import random

from ..rng import seed_state
from .state import PlayerState, State
from .tiles import TILES
from .views import PlayerView, TileView, View


def ids(tiles: list[TileView]) -> list[int]:
    return [tile["id"] for tile in tiles]


def player_from(view: PlayerView) -> PlayerState:
    return PlayerState(
        view["name"], view["colour"], view["money"],
        {domain: ids(tiles) for domain, tiles in view["columns"].items()},
        ids(view["graveyard"]), list(view["coin_tokens"]), dict(view["parcel_tokens"]),
        list(view["lord"]) if view["lord"] is not None else None,
        list(view["scout"]) if view["scout"] is not None else None)


def rebuild(view: View, rng_seed: int) -> State:
    """The position the view shows; the piles hold the tiles nobody sees, in a random order."""
    players = [player_from(p) for p in view["players"]]
    rows = [[tile["id"] if tile is not None else None for tile in row] for row in view["rows"]]
    seen = {t for row in rows for t in row if t is not None} | set(ids(view["discard"]))
    for player in players:
        seen |= {t for column in player.columns.values() for t in column}
        seen |= set(player.graveyard)
    unseen = [t.id for t in TILES if t.id not in seen]
    random.Random(rng_seed).shuffle(unseen)
    orange = unseen[:view["orange"]["size"]]
    pile = unseen[len(orange):len(orange) + view["pile"]["size"]]
    asked = view["asked"]
    kind = asked.get("kind") if asked is not None else None
    order = list(view["order"])
    playing = view["playing"]
    return State(
        options={"players": [{"name": p.name, "colour": p.colour} for p in players],
                 "seed": rng_seed},
        players=players, rng=seed_state(rng_seed), version=view["move"], turn=view["turn"],
        phase=view["phase"], order=order,
        current=order.index(playing) if playing in order else len(order),
        asked=str(kind) if kind in ("village", "rampart", "church", "palace") else None,
        restoring=[int(str(asked["player"]))] if kind == "restoration" and asked else [],
        rows=rows, pile=pile, orange=orange, discard=ids(view["discard"]),
        events=[e["card"] for e in view["events"]],
        events_done=sum(1 for e in view["events"] if e["done"]),
        coin_supply=view["coin_supply"], parcel_supply=list(view["parcel_supply"]),
        scores=view["scores"], winners=view["winners"])

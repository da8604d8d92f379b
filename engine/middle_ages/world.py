"""A computer player's world: a state rebuilt from a seat's view alone (M6: everything is
public but the order of the piles, which is filled with the unseen tiles in an order of the
player's own drawing; M10: the set is known, the order sampled). Bots reason on it with the
rules' own functions."""
from __future__ import annotations

import random

from ..rng import seed_state
from .state import PlayerState, State
from .tiles import BLUE, TILES
from .views import PileView, PlayerView, TileView, View


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
    """The position the view shows; the piles hold the tiles nobody sees, in a random order
    (``deal``)."""
    players = [player_from(p) for p in view["players"]]
    rows = [[tile["id"] if tile is not None else None for tile in row] for row in view["rows"]]
    seen = {t for row in rows for t in row if t is not None} | set(ids(view["discard"]))
    for player in players:
        seen |= {t for column in player.columns.values() for t in column}
        seen |= set(player.graveyard)
    in_play = TILES if len(players) >= 4 else [TILES[t] for t in BLUE]   # M3.1
    unseen = [t.id for t in in_play if t.id not in seen]
    pile, orange = deal(unseen, view["pile"], view["orange"], random.Random(rng_seed))
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
        restoring=restoring(players, order, asked) if kind == "restoration" and asked else [],
        rows=rows, pile=pile, orange=orange, discard=ids(view["discard"]),
        events=[e["card"] for e in view["events"]],
        events_done=sum(1 for e in view["events"] if e["done"]),
        coin_supply=view["coin_supply"], parcel_supply=list(view["parcel_supply"]),
        scores=view["scores"], winners=view["winners"])


def deal(unseen: list[int], pile: PileView, orange: PileView,
         rng: random.Random) -> tuple[list[int], list[int]]:
    """The draw pile and the orange pile made of the unseen tiles in a random order, as the
    view allows (M6, MA-27): the orange pile, while set aside, of orange tiles only; each
    pile's top tile (its last) with the number its back shows."""
    shuffled = list(unseen)
    rng.shuffle(shuffled)
    if orange["size"]:
        reserve = [t for t in shuffled if TILES[t].orange][:orange["size"]]
        set_aside = set(reserve)
        rest = [t for t in shuffled if t not in set_aside]
    else:
        reserve, rest = [], shuffled
    return on_top(rest[:pile["size"]], rest[pile["size"]:], pile["top_number"]), \
        on_top(reserve, [], orange["top_number"])


def on_top(tiles: list[int], spare: list[int], number: int | None) -> list[int]:
    """``tiles`` with one numbered ``number`` on top (last), taken from ``spare`` if none is."""
    if number is None or not tiles or TILES[tiles[-1]].number == number:
        return tiles
    for group in (tiles, spare):
        for i, t in enumerate(group):
            if TILES[t].number == number:
                group[i], tiles[-1] = tiles[-1], t
                return tiles
    return tiles


def restoring(players: list[PlayerState], order: list[int], asked: dict[str, object]) -> list[int]:
    """MA-10: the seat asked, then those after it in the turn's order with a Graveyard tile."""
    seat = int(str(asked["player"]))
    after = order[order.index(seat) + 1:] if seat in order else []
    return [seat] + [s for s in after if players[s].graveyard]

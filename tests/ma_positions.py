"""Positions of Middle-Ages written by hand for the rule tests (tests/test_ma_*.py): a game
made through the referee, then the rows, boards and turn set as a rule case needs them."""
from __future__ import annotations

import random

from engine.middle_ages.game import MiddleAges
from engine.middle_ages.options import COLOURS, Options
from engine.middle_ages.tiles import BY_NAME, TILES, Domain
from engine.middle_ages.turn import lords_row

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")

# M2.2 as the specification's page writes it, copied from the page and never read from the
# engine, for the tests that hold the engine's tiles to it: a domain's tiles by number, `*` an
# orange back, `p` a Peasant, `c` a Chest.
M2_2_PAGE = {
    "fields": "1 3 4* 6 8 10p* 11p 13c 14p* 16p 17c 19p* 21p 23c*",
    "mill": "1 3* 5 7 8* 10p 11p* 14c 16p 17p* 19c 21p 23c*",
    "village": "1* 3 5 7* 9p 11p* 13c 15p* 17p 19c 20p* 23c",
    "rampart": "1 4 6* 8 10p 12p* 14c 16p 18c* 20p 22c*",
    "market": "2* 4 6 8* 11p 13c* 15c 18p 20c* 22c",
    "barracks": "2* 4 7 9p* 12c 14p 17c* 20p 22c",
    "church": "2* 5 7* 10p 13c 16c* 19c 22c",
    "palace": "2 5* 9p 12c 15c* 18c 21c*",
}


def new_game(n: int = 3, seed: int = 1, names: tuple[str, ...] = NAMES) -> MiddleAges:
    return MiddleAges.new(Options(tuple((names[i], COLOURS[i]) for i in range(n)), seed))


def tile(domain: Domain, number: int | None = None, skip: int = 0) -> int:
    """A tile of a domain (with that number, if given), the ``skip``-th found."""
    found = [t.id for t in TILES if t.domain is domain and number in (None, t.number)]
    return found[skip]


def named(name: str) -> int:
    """A tile by the name M2.2 gives it (``"rampart-12"``)."""
    return BY_NAME[name]


def plain(domain: Domain, skip: int = 0) -> int:
    """A tile of a domain with no symbol (M2.2: numbers 1 to 8)."""
    found = [t.id for t in TILES if t.domain is domain and not t.peasant and not t.chest]
    return found[skip]


def give(game: MiddleAges, seat: int, *tiles: int) -> None:
    """Tiles put on a lord's board, each on its column."""
    for t in tiles:
        game.state.players[seat].tiles_of(TILES[t].domain).append(t)


def play_turn(game: MiddleAges, turn: int, lords: list[int | None], below: list[int | None],
              cols: list[int]) -> None:
    """The game at the start of a turn's play (M4.2): the Lords' row (``lords``, the discarded
    tile already None), the row below, each seat's Lord on column ``cols[seat]``; order of play
    from the columns; scouts home."""
    state = game.state
    row = lords_row(turn)
    state.turn, state.phase, state.current, state.asked = turn, "play", 0, None
    state.rows[row] = list(lords)
    if turn < 16:
        state.rows[turn % 4] = list(below)
    for seat, col in enumerate(cols):
        state.players[seat].lord = [row, col]
        state.players[seat].scout = None
    state.order = sorted(range(len(cols)), key=lambda seat: cols[seat])


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def told(events, kind: str):
    return [e for e in events if e.kind == kind]


def played(n: int, seed: int) -> tuple[MiddleAges, list]:
    """A seeded game of ``n`` lords played to its end by random legal answers, and every event
    it told (set-up first)."""
    game = new_game(n, seed=seed)
    chooser = random.Random(seed)
    events = list(game.events)
    while not game.finished:
        decision = game.pending()[0]
        events += game.apply(decision.player, chooser.choice(decision.choices))
    return game, events

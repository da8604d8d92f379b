"""Setting up a game (M3) and drawing tiles into a row (M3.3, M4.3), from the game's seeded
generator (MA-11)."""
from __future__ import annotations

from ..rng import Rng, seed_state
from .match import Match
from .options import Options
from .state import PlayerState, State
from .tiles import BLUE, COIN_TOKENS, EVENTS_DEALT, ORANGE, PARCEL_TOKENS, ROWS, TILES, EventCard


def initial_state(options: Options) -> State:
    """M3: the blue pile shuffled (the orange one too, set aside, with 4 or 5 players), four
    rows drawn, four Event cards dealt, the order of the first placement drawn; money 0
    (MA-8), the token supply full (MA-5)."""
    n = len(options.players)
    state = State(options=dict(options.to_dict()),
                  players=[PlayerState(name, colour) for name, colour in options.players],
                  rng=seed_state(options.seed))
    rng = Rng(state)
    state.pile = list(BLUE)
    rng.shuffle(state.pile)
    if n >= 4:                                                       # M3.1
        state.orange = list(ORANGE)
        rng.shuffle(state.orange)
    m = Match(state)
    state.rows = [draw_row(m) for _ in range(ROWS)]                  # M3.3
    cards = [card.value for card in EventCard]
    rng.shuffle(cards)
    state.events = cards[:EVENTS_DEALT]                              # M3.4
    state.order = list(range(n))
    rng.shuffle(state.order)                                         # M3.6, MA-11
    state.coin_supply = COIN_TOKENS
    state.parcel_supply = [kind.value for kind in PARCEL_TOKENS]
    return state


def draw_row(m: Match) -> list[int | None]:
    """Players + 1 tiles ordered by number, left to right; equal numbers keep the order they
    were drawn in (MA-2)."""
    drawn = []
    for _ in range(m.state.n + 1):
        tile = draw_tile(m)
        if tile is not None:
            drawn.append(tile)
    drawn.sort(key=lambda tile: TILES[tile].number)                 # a stable sort
    return list(drawn)


def draw_tile(m: Match) -> int | None:
    """The top tile of the draw pile. M4.3: when it runs out, the orange pile becomes the draw
    pile (4 or 5 players), else the discard pile is shuffled into a new one (2, 3 or 5
    players; with 4, the 84 tiles cover the 80 a game uses). Graveyard tiles never return."""
    state = m.state
    if not state.pile:
        if state.orange:
            state.pile, state.orange = state.orange, []
            m.tell("pile_replaced", source="orange", size=len(state.pile))
        elif state.discard:
            state.pile, state.discard = state.discard, []
            m.rng.shuffle(state.pile)
            m.tell("pile_replaced", chance=True, source="discard", size=len(state.pile))
        else:
            return None
    return state.pile.pop()

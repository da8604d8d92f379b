"""A fast judgement of every decision of Middle-Ages, for the playouts of the searching level
(search.py) and to order its candidates. It reads the state directly, without copying it: a
playout asks it some 40 to 100 times, so it must cost little more than the rules themselves.

A tile is judged by what taking it brings its lord at once (its effect and its income, M5),
plus what it adds to the incomes to come (each domain counting it paid as often as the greedy
level's ``worth`` reckons: as often as its tiles are in the box, for the turns left), plus what
the Events still face up pay for it (M7: they are public), plus, when it is the domain's first
tile, a share of the 10 coins an empty domain costs at the end (M8) that grows with the turn:
early on a domain has many turns to be filled anyway. (These three terms replaced a flat 0.6
for a symbol, a promise an eighth of the greedy level's and the whole 10 from turn 1: alone,
the policy then won 15 of 40 games against the steward instead of 5, and the chancellor
searching with it 32 of 40 instead of 26 on the same seeds at 24 worlds; docs/middle-ages.md.)
The effects' choices are judged alike: the Graveyard tile worth most back, the Scout on the
tile worth most to take next, a token under the domain it adds most to."""
from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TypeVar

from ..actions import Action, act
from . import board
from .asks import ANSWER, free_columns
from .effects import coin_domains, restorable, scout_tiles, token_places
from .state import PlayerState, State
from .tiles import (
    DOMAIN_RULES,
    DOMAINS,
    EMPTY_DOMAIN_PENALTY,
    EVENT_RULES,
    IN_BOX,
    TILES,
    TURNS,
    Domain,
    EventCard,
    Tile,
)
from .turn import destination_row

D = Domain
T = TypeVar("T")
LATE_PLAY = 0.3             # each place further right in a row: one play later next turn
ATTACK_LOSS = 4.0           # what a tile destroyed by a Barracks costs its owner, beside the 2
GREEDY = 0.85               # a playout's lord takes the best-judged answer this often
# For each domain, the domains whose income counts its tiles (M2.3), a playout's hot path.
COUNTED_BY: Mapping[Domain, tuple[Domain, ...]] = MappingProxyType({
    kind: tuple(d for d in DOMAINS if kind in DOMAIN_RULES[d].counts) for kind in DOMAINS})


def tile_value(state: State, seat: int, tile: int) -> float:
    """What taking ``tile`` would bring ``seat`` now, and its domain promises (M5, M7, M8)."""
    player = state.players[seat]
    t = TILES[tile]
    domain = t.domain
    counted = board.counted(player, domain)
    rate = DOMAIN_RULES[domain].rate + (1 if domain in player.coin_tokens else 0)
    value = float(rate * (sum(player.count(k) for k in counted) + 1))
    first = player.count(domain) == 0
    if first:
        value += EMPTY_DOMAIN_PENALTY * state.turn / TURNS
    value += effect_value(state, seat, player, domain, t.peasant, t.chest)
    value += events_value(state, t, first)
    return value + max(0, TURNS - state.turn) * promise(player, domain)


def promise(player: PlayerState, domain: Domain) -> float:
    """What one more tile of ``domain`` adds, per turn, to the incomes that count it: those of
    the domains that count it (M2.3) and of those whose Parcel token adds it, each paid as
    often as its tiles are in the box (as bots.worth reckons the incomes promised)."""
    counters = COUNTED_BY[domain] + tuple(Domain(under) for under, kind in
                                          player.parcel_tokens.items() if kind == domain)
    return sum((DOMAIN_RULES[other].rate + (1 if other in player.coin_tokens else 0))
               * IN_BOX[other] for other in counters) / len(TILES)


def events_value(state: State, t: Tile, first: bool) -> float:
    """What the Events still face up (M4.4, M7: public, in their order) pay for one more tile
    like ``t``: its symbols, its domain's tiles, a domain held."""
    value = 0
    for card in state.events[state.events_done:]:
        rule = EVENT_RULES[EventCard(card)]
        value += rule.per_peasant * t.peasant + rule.per_chest * t.chest
        value += sum(rate for domain, rate in rule.per_tile if domain is t.domain)
        value += rule.per_domain_held if first else 0
    return float(value)


def effect_value(state: State, seat: int, player: PlayerState, domain: Domain,
                 peasant: bool, chest: bool) -> float:
    """The effect of a tile of ``domain`` taken now (M5.1-M5.8), roughly in coins."""
    if domain is D.FIELDS:
        return float(board.peasants(player) + peasant)
    if domain is D.MARKET:
        return float(board.chests(player) + chest)
    players = state.players
    if domain is D.MILL:
        mills = player.count(D.MILL) + 1
        return float(sum(min(2, p.money) for s, p in enumerate(players)
                         if s != seat and p.count(D.MILL) < mills))
    if domain is D.BARRACKS:
        strength = player.count(D.BARRACKS) + 1
        return sum(min(2, p.money) + ATTACK_LOSS for s, p in enumerate(players)
                   if s != seat and p.count(D.RAMPART) < strength)
    if domain is D.VILLAGE:
        return max((restore_value(player, t) for t in player.graveyard), default=0.0)
    if domain in (D.CHURCH, D.PALACE):           # a token: one more coin or type, for good
        return 2.0 + max(0, TURNS - state.turn) / 4.0
    return 2.0                                   # Rampart: a reservation


def restore_value(player: PlayerState, tile: int) -> float:
    """A Graveyard tile back on its column (M5.3): a domain no longer empty, future incomes."""
    domain = TILES[tile].domain
    return (EMPTY_DOMAIN_PENALTY if player.count(domain) == 0 else 0.0) + \
        DOMAIN_RULES[domain].rate


def move_value(state: State, seat: int, row: int, col: int) -> float:
    """A Lord placed or moved to ``col`` of ``row``: the tile it will take next turn, less a
    little for each place further right (a later play next turn)."""
    tile = state.rows[row][col]
    return (tile_value(state, seat, tile) if tile is not None else 0.0) - LATE_PLAY * col


def scout_value(state: State, seat: int, row: int, col: int) -> float:
    """A Scout on ``(row, col)``: the tile it keeps for its lord, sooner worth more."""
    tile = state.rows[row][col]
    soon = 1.0 if row == destination_row(state.turn + 1) else 0.6
    return soon * tile_value(state, seat, tile) if tile is not None else 0.0


def coin_value(player: PlayerState, domain: Domain) -> float:
    """An Extra-coin token under ``domain``: one more coin per tile its income counts."""
    return sum(player.count(k) for k in board.counted(player, domain)) + \
        0.5 * player.count(domain)


def token_value(player: PlayerState, kind: Domain, domain: Domain) -> float:
    """A Parcel token of type ``kind`` under ``domain``: its type's tiles, in that income."""
    return player.count(kind) * (1 + player.count(domain)) + 0.1 * DOMAIN_RULES[domain].rate


def answer_value(state: State, seat: int, kind: str, action: Action) -> float:
    """How good one answer of a decision looks (higher is better)."""
    player = state.players[seat]
    if kind in ("move_lord", "place_lord"):
        row = 0 if kind == "place_lord" else destination_row(state.turn)
        return move_value(state, seat, row, action["col"])
    if kind in ("village", "restoration"):
        return restore_value(player, action["tile"])
    if kind == "rampart":
        return scout_value(state, seat, action["row"], action["col"])
    if kind == "church":
        return coin_value(player, Domain(action["domain"]))
    return token_value(player, Domain(action["type"]), Domain(action["domain"]))


def ranked(state: State, seat: int, kind: str, choices: list[Action]) -> list[Action]:
    """The choices, best-looking first (the first listed first among equals)."""
    values = [answer_value(state, seat, kind, c) for c in choices]
    return [choices[i] for i in sorted(range(len(choices)), key=lambda i: (-values[i], i))]


def pick(state: State, seat: int, kind: str, rng: random.Random) -> Action:
    """A playout's answer: the best-judged one mostly, now and then any other (a playout that
    always took the same answers would judge every candidate by one imagined future). The
    answers are judged from the rules' own lists (asks.free_columns, effects.*) and only the
    one chosen is made an ``Action``: the same answer ``answer_value`` over
    ``asks.candidates`` would give, at a fraction of the cost (a playout asks some 40 to 100
    times)."""
    player = state.players[seat]
    if kind in ("move_lord", "place_lord"):
        row = 0 if kind == "place_lord" else destination_row(state.turn)
        col = among(free_columns(state, seat, kind),
                    lambda c: move_value(state, seat, row, c), rng)
        return act(ANSWER[kind], col=col)
    if kind in ("village", "restoration"):
        return act("restore", tile=among(restorable(player),
                                         lambda t: restore_value(player, t), rng))
    if kind == "rampart":
        row, col = among(scout_tiles(state, seat),
                         lambda p: scout_value(state, seat, p[0], p[1]), rng)
        return act("scout", row=row, col=col)
    if kind == "church":
        return act("coin", domain=among(coin_domains(state, seat),
                                         lambda d: coin_value(player, d), rng).value)
    token, domain = among(token_places(state, seat),
                          lambda p: token_value(player, p[0], p[1]), rng)
    return act("token", type=token.value, domain=domain.value)


def among(options: list[T], value: Callable[[T], float], rng: random.Random) -> T:
    """The best-valued option ``GREEDY`` of the time (the first listed among equals), else
    any of them (a single option: that one)."""
    if len(options) == 1 or rng.random() >= GREEDY:
        return options[rng.randrange(len(options))]
    return max(options, key=value)

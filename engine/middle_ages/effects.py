"""A tile taken, its domain's effect, then its income (M4.2.2, M4.2.3, M5).

Fields, Mill, Market and Barracks act at once. Village, Rampart, Church and Palace ask their
lord a choice (``CHOICE_EFFECTS``); the turn waits in ``state.asked`` until it is answered
(asks.py), unless there is nothing to choose, when the effect cannot be applied and only the
income is received (M4.2.3)."""
from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from . import board
from .match import Match
from .state import PlayerState, State
from .tiles import ATTACK_PAYMENT, DOMAIN_RULES, DOMAINS, MILL_PAYMENT, TILES, Domain

# The effects that ask their lord a choice, by the decision's kind.
CHOICE_EFFECTS: Mapping[Domain, str] = MappingProxyType({
    Domain.VILLAGE: "village", Domain.RAMPART: "rampart",
    Domain.CHURCH: "church", Domain.PALACE: "palace"})


def take_tile(m: Match, seat: int, row: int, col: int) -> None:
    """M4.2.2: the tile just left goes on top of its column; then its effect (M4.2.3)."""
    state = m.state
    tile = state.rows[row][col]
    assert tile is not None, "a Lord always stands on a tile until it is taken"
    state.rows[row][col] = None
    domain = TILES[tile].domain
    player = state.players[seat]
    player.tiles_of(domain).append(tile)
    m.tell("tile_taken", player=seat, tile=tile, domain=domain.value, row=row, col=col,
           count=player.count(domain))
    start_effect(m, seat, domain)


def start_effect(m: Match, seat: int, domain: Domain) -> None:
    """M4.2.3: apply the effect in full, then receive the income; an effect that asks a choice
    waits for it (``state.asked``), one that cannot be applied gives only the income."""
    state = m.state
    player = state.players[seat]
    kind = CHOICE_EFFECTS.get(domain)
    if kind is not None:
        if has_options(state, seat, kind):
            state.asked = kind
            return
        m.tell("effect_void", player=seat, domain=domain.value)
    elif domain is Domain.FIELDS:                                  # M5.1
        gained = board.change(player, board.peasants(player))
        m.tell("symbols_counted", player=seat, domain=domain.value, symbol="peasant",
               amount=gained)
    elif domain is Domain.MARKET:                                  # M5.5
        gained = board.change(player, board.chests(player))
        m.tell("symbols_counted", player=seat, domain=domain.value, symbol="chest",
               amount=gained)
    elif domain is Domain.MILL:
        mill(m, seat)
    elif domain is Domain.BARRACKS:
        barracks(m, seat)
    finish_effect(m, seat, domain)


def finish_effect(m: Match, seat: int, domain: Domain) -> None:
    """M5: the income of the domain whose tile was just placed; the seat's turn ends."""
    state = m.state
    player = state.players[seat]
    amount = board.change(player, board.income(player, domain))
    m.tell("income", player=seat, domain=domain.value, amount=amount,
           tiles=sum(player.count(kind) for kind in board.counted(player, domain)),
           money=player.money)
    state.asked = None
    state.current += 1


def mill(m: Match, seat: int) -> None:
    """M5.2: every opponent with fewer Mill tiles pays 2 (what they have, MA-8)."""
    players = m.state.players
    mills = players[seat].count(Domain.MILL)
    for other, opponent in enumerate(players):
        if other != seat and opponent.count(Domain.MILL) < mills:
            paid = board.pay(opponent, MILL_PAYMENT)
            players[seat].money += paid
            m.tell("mill_paid", player=other, to=seat, amount=paid)


def barracks(m: Match, seat: int) -> None:
    """M5.6: every player with fewer Rampart tiles than the attacker's Barracks tiles loses the
    top tile of their leftmost column (MA-7) and pays 2 (what they have, MA-8)."""
    players = m.state.players
    strength = players[seat].count(Domain.BARRACKS)
    for other, opponent in enumerate(players):
        if other == seat or opponent.count(Domain.RAMPART) >= strength:
            continue
        column = board.leftmost(opponent)
        tile = board.destroy_top(opponent, column) if column is not None else None
        paid = board.pay(opponent, ATTACK_PAYMENT)
        players[seat].money += paid
        m.tell("attacked", player=other, by=seat, tile=tile,
               domain=column.value if column is not None else None, amount=paid)


# --- the choices of the effects that ask one (M5.3, M5.4, M5.7, M5.8) -----------------------

def restorable(player: PlayerState) -> list[int]:
    """M5.3, M7 Restoration: any tile of the Graveyard may come back (no two tiles of a domain
    share a number, M2.2, so each is a choice of its own), in the Graveyard's order."""
    return list(player.graveyard)


def scout_tiles(state: State, seat: int) -> list[tuple[int, int]]:
    """M5.4, MA-3: the tiles the Scout may reserve: on a row other than its Lord's, a tile with
    neither a Lord nor another lord's Scout (its own tile is allowed: the Scout stays)."""
    player = state.players[seat]
    lord_row = player.lord[0] if player.lord is not None else -1
    found = []
    for r, row in enumerate(state.rows):
        if r == lord_row:
            continue
        for c, tile in enumerate(row):
            scout = state.scout_at(r, c)
            if tile is not None and state.lord_at(r, c) is None and scout in (None, seat):
                found.append((r, c))
    return found


def coin_domains(state: State, seat: int) -> list[Domain]:
    """M5.7, MA-5: the domains an Extra-coin token may go under (the supply not empty)."""
    if state.coin_supply <= 0:
        return []
    player = state.players[seat]
    return [d for d in DOMAINS if d.value not in player.coin_tokens]


def token_places(state: State, seat: int) -> list[tuple[Domain, Domain]]:
    """M5.8, MA-5: the (token type, domain) pairs a Parcel token may take: a type still in the
    supply, under a domain with no Parcel token whose income does not count that type yet."""
    player = state.players[seat]
    return [(Domain(kind), domain) for kind in sorted(state.parcel_supply, key=lambda k: DOMAINS.index(Domain(k)))
            for domain in DOMAINS
            if domain not in player.parcel_tokens
            and kind not in DOMAIN_RULES[domain].counts]


def has_options(state: State, seat: int, kind: str) -> bool:
    player = state.players[seat]
    if kind == "village":
        return bool(player.graveyard)
    if kind == "rampart":
        return bool(scout_tiles(state, seat))
    if kind == "church":
        return bool(coin_domains(state, seat))
    return any(domain not in player.parcel_tokens and kind not in DOMAIN_RULES[domain].counts
               for kind in state.parcel_supply for domain in DOMAINS)

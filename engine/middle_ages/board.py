"""A lord's fief board as the rules read it: the income of a domain (M5.0, M5.7, M5.8), the
symbols on its tiles (M2.2, MA-6), the tile a Barracks or an Event destroys (MA-7, M7), and
money that never goes below 0, nor a final fortune (MA-8)."""
from __future__ import annotations

from .state import PlayerState
from .tiles import DOMAIN_RULES, DOMAINS, EMPTY_DOMAIN_PENALTY, TILES, Domain


def counted(player: PlayerState, domain: Domain) -> tuple[Domain, ...]:
    """The domain types a domain's income counts: its own (M2) and its Parcel token's (M5.8)."""
    base = DOMAIN_RULES[domain].counts
    token = player.parcel_tokens.get(domain)      # a str enum: its own key, no ``.value``
    return base + (Domain(token),) if token is not None else base


def income(player: PlayerState, domain: Domain) -> int:
    """M5: the rate (plus 1 with an Extra-coin token, M5.7) times the tiles counted."""
    rate = DOMAIN_RULES[domain].rate + (1 if domain in player.coin_tokens else 0)
    return rate * sum(player.count(kind) for kind in counted(player, domain))


def peasants(player: PlayerState) -> int:
    """MA-6: Peasant symbols on the tiles of the board."""
    return sum(1 for tile in player.board_tiles() if tile.peasant)


def chests(player: PlayerState) -> int:
    """MA-6: Chest symbols on the tiles of the board."""
    return sum(1 for tile in player.board_tiles() if tile.chest)


def domains_held(player: PlayerState) -> int:
    return sum(1 for domain in DOMAINS if player.count(domain))


def empty_domains(player: PlayerState) -> int:
    """M8: domains without a tile, each worth -10 at the end."""
    return len(DOMAINS) - domains_held(player)


def leftmost(player: PlayerState) -> Domain | None:
    """MA-7: the leftmost non-empty column, whose top tile an attack destroys."""
    for domain in DOMAINS:
        if player.count(domain):
            return domain
    return None


def destroy_top(player: PlayerState, domain: Domain) -> int | None:
    """The top tile of a column goes to the Graveyard (M5.6, M7); None if the column is empty."""
    column = player.tiles_of(domain)
    if not column:
        return None
    tile = column.pop()
    player.graveyard.append(tile)
    return tile


def restore(player: PlayerState, tile: int) -> None:
    """A Graveyard tile back on top of its column, without its effect (M5.3, M7)."""
    player.graveyard.remove(tile)
    player.tiles_of(TILES[tile].domain).append(tile)


def pay(player: PlayerState, amount: int) -> int:
    """MA-8: the player pays or loses ``amount``, or what they have if less; returns the sum
    actually paid."""
    paid = min(amount, player.money)
    player.money -= paid
    return paid


def change(player: PlayerState, amount: int) -> int:
    """A gain (or, negative, a loss stopped at 0 by MA-8); returns the change made."""
    if amount >= 0:
        player.money += amount
        return amount
    return -pay(player, -amount)


def score(player: PlayerState) -> int:
    """M8: the money, less 10 per domain without a tile, capped at what the player has: a
    final fortune is never negative (MA-8)."""
    return max(0, player.money - EMPTY_DOMAIN_PENALTY * empty_domains(player))


def penalty(player: PlayerState) -> int:
    """M8, MA-8: what the final penalty actually takes (10 per empty domain, at most the money)."""
    return player.money - score(player)

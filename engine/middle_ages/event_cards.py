"""The Event cards (M7): at the end of turns 4, 8, 12 and 16 the leftmost face-up card is
applied to every player, then turned face down (M4.4)."""
from __future__ import annotations

from . import board
from .match import Match
from .state import PlayerState
from .tiles import EVENT_RULES, EventCard, EventRule


def apply_event(m: Match) -> bool:
    """M4.4: apply the leftmost face-up card. Returns False when the card waits for choices
    (Restauration: ``state.restoring``, MA-10), True when it is done."""
    state = m.state
    card = EventCard(state.events[state.events_done])
    rule = EVENT_RULES[card]
    if rule.restore:
        # MA-10: in the order of the turn just played; a seat with an empty Graveyard has
        # nothing to choose.
        state.restoring = [seat for seat in state.order if state.players[seat].graveyard]
        state.phase = "restoration"
        m.tell("event_applied", card=card.value, money=[0] * state.n,
               destroyed=[[] for _ in state.players])
        return False
    money = []
    destroyed = []
    for player in state.players:
        money.append(board.change(player, amount_for(rule, player)))
        lost = [board.destroy_top(player, domain) for domain in rule.destroy]
        destroyed.append([tile for tile in lost if tile is not None])
    m.tell("event_applied", card=card.value, money=money, destroyed=destroyed)
    return True


def amount_for(rule: EventRule, player: PlayerState) -> int:
    """The coins a card gives (or, negative, takes) a player, before MA-8's floor at 0."""
    return (rule.per_peasant * board.peasants(player)
            + rule.per_chest * board.chests(player)
            + sum(rate * player.count(domain) for domain, rate in rule.per_tile)
            + rule.per_graveyard * len(player.graveyard)
            + rule.per_domain_held * board.domains_held(player))
